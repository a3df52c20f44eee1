/** Programs: the businesses under a top-level business, each with its own funding account. */
import type { Program } from "#contract/entities";
import type { PayoutProductType } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { randomDigits } from "#sandbox/crypto";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { BY_NAME, keysetPage, type PageQuery } from "#sandbox/db/pagination";
import { conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

/** The sandbox bank's routing number for funding accounts (a test number, not a real bank). */
export const SANDBOX_ROUTING_NUMBER = "110000000";

type ProgramRow = { id: string; name: string; product_type: PayoutProductType; parent_id: string; created_at: string };

const toProgram = (r: ProgramRow): Program => ({
  id: r.id,
  name: r.name,
  productType: r.product_type,
  topLevelBusinessId: r.parent_id,
  createdAt: r.created_at,
});

/** Programs of a top-level business by name; `only`: just these programs (a program-scope user's). */
export async function listPrograms(db: D1Database, parentId: string, only: readonly string[] | undefined, query: PageQuery) {
  const where = ["parent_id = ?"];
  const binds: unknown[] = [parentId];
  if (only) {
    where.push(`id IN (${only.map(() => "?").join(", ") || "NULL"})`);
    binds.push(...only);
  }
  const page = await keysetPage<ProgramRow>(db, BY_NAME, query, [
    { select: "SELECT id, name, product_type, parent_id, created_at FROM businesses", where, binds },
  ]);
  return { programs: page.items.map(toProgram), nextCursor: page.nextCursor };
}

/** A new program (names are unique per top-level business, without case) and its empty funding account. */
export async function createProgram(
  db: D1Database,
  now: number,
  request: { parentId: string; actor: Actor; name: string; productType: PayoutProductType },
): Promise<Program> {
  const { parentId, name, productType } = request;
  const taken = await db
    .prepare("SELECT 1 AS taken FROM businesses WHERE parent_id = ? AND name = ? COLLATE NOCASE")
    .bind(parentId, name)
    .first<{ taken: number }>();
  if (taken) throw conflict("program_name_taken", "A program with this name exists");
  const id = newId("biz");
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        "INSERT INTO businesses (id, parent_id, name, product_type, onboarding_status, created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, ?)",
      )
      .bind(id, parentId, name, productType, at, at),
    db
      .prepare(
        "INSERT INTO funding_accounts (id, business_id, name, balance_cents, account_number, routing_number, bank_name, updated_at) VALUES (?, ?, ?, 0, ?, ?, 'Sandbox Bank', ?)",
      )
      .bind(newId("fa"), id, `${name} funding`, randomDigits(12), SANDBOX_ROUTING_NUMBER, at),
    auditStatement(db, now, {
      type: "program_created",
      businessId: parentId,
      targetType: "program",
      targetId: id,
      actor: request.actor,
      details: { name, productType },
    }),
  ]);
  return { id, name, productType, topLevelBusinessId: parentId, createdAt: at };
}
