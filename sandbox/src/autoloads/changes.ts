/**
 * Creating, changing, cancelling autoloads and their members (docs/decisions/0125-autoload-runs.md,
 * 0127-autoload-rules-in-the-sandbox.md). Handlers authorize first; these functions check the rules
 * the schema cannot see and write each change with its audit row in one batch.
 */
import { earliestAutoloadStartDate, nextAutoloadRunDate } from "#domain/autoloads";
import { autoloadRunInstant } from "#domain/dates";
import type { AutoloadFrequency } from "#domain/enums";
import type { CardRow } from "#sandbox/cards/rows";
import { iso } from "#sandbox/clock";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { chunks, placeholders } from "#sandbox/db/sql";
import { bodyIssue, conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { type AutoloadRow, readAutoload } from "./rows";
import { scheduleOf } from "./runner";

export const MESSAGES = {
  startInPast: "The start date must be a day whose 3 A.M. Eastern run is still ahead",
  endBeforeFirstRun: "The end date must not be before the first run",
  cardClosed: "A closed card cannot be added to an autoload",
  notActive: "Only an active autoload can be changed",
} as const;

export type NewAutoload = {
  businessId: string;
  name: string;
  amountCents: number;
  frequency: AutoloadFrequency;
  startDate: string;
  endDate?: string | null | undefined;
  cards: readonly CardRow[];
};

function ensureLoadable(cards: readonly CardRow[]): void {
  if (cards.some((c) => c.status === "closed")) throw conflict("card_blocked", MESSAGES.cardClosed);
}

const memberInserts = (db: D1Database, autoloadId: string, cardIds: readonly string[], at: string) =>
  chunks([...new Set(cardIds)], 40).map((part) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO autoload_members (autoload_id, card_id, added_at) SELECT ?, id, ? FROM cards WHERE id IN (${placeholders(part.length)})`,
      )
      .bind(autoloadId, at, ...part),
  );

export async function createAutoload(db: D1Database, now: number, input: NewAutoload, actor: Actor, claim: readonly D1PreparedStatement[]) {
  if (input.startDate < earliestAutoloadStartDate(new Date(now))) throw bodyIssue("startDate", MESSAGES.startInPast);
  const schedule = { frequency: input.frequency, startDate: input.startDate, endDate: input.endDate ?? null };
  const first = nextAutoloadRunDate(schedule, new Date(now));
  if (!first) throw bodyIssue("endDate", MESSAGES.endBeforeFirstRun);
  ensureLoadable(input.cards);
  const id = newId("al");
  const at = iso(now);
  await db.batch([
    ...claim,
    db
      .prepare(
        "INSERT INTO autoloads (id, business_id, name, amount_cents, frequency, start_date, end_date, next_load_date, status, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)",
      )
      .bind(
        id,
        input.businessId,
        input.name,
        input.amountCents,
        input.frequency,
        input.startDate,
        input.endDate ?? null,
        first,
        actor.id,
        at,
        at,
      ),
    ...memberInserts(
      db,
      id,
      input.cards.map((c) => c.id),
      at,
    ),
    auditStatement(db, now, {
      type: "autoload_created",
      businessId: input.businessId,
      targetType: "autoload",
      targetId: id,
      actor,
      details: { amountCents: input.amountCents, frequency: input.frequency, startDate: input.startDate, members: input.cards.length },
    }),
  ]);
  return id;
}

export type AutoloadChange = {
  name?: string | undefined;
  amountCents?: number | undefined;
  frequency?: AutoloadFrequency | undefined;
  endDate?: string | null | undefined;
  status?: "cancelled" | undefined;
};

/**
 * Changes or cancels an active autoload. A change of schedule recomputes the next load date from
 * the earlier of now and the pending run (a run that is due but not yet performed is kept when the
 * new schedule still has it). Guarded on `updated_at`, so two concurrent changes cannot interleave.
 */
export async function updateAutoload(db: D1Database, now: number, row: AutoloadRow, change: AutoloadChange, actor: Actor) {
  if (row.status !== "active") throw conflict("autoload_not_active", MESSAGES.notActive);
  const at = iso(now);
  if (change.status === "cancelled") {
    await db.batch([
      db
        .prepare("UPDATE autoloads SET status = 'cancelled', next_load_date = NULL, updated_at = ? WHERE id = ? AND status = 'active'")
        .bind(at, row.id),
      auditStatement(db, now, { type: "autoload_cancelled", businessId: row.business_id, targetType: "autoload", targetId: row.id, actor }),
    ]);
    return;
  }
  const next = {
    name: change.name ?? row.name,
    amount_cents: change.amountCents ?? row.amount_cents,
    frequency: change.frequency ?? row.frequency,
    end_date: change.endDate === undefined ? row.end_date : change.endDate,
  };
  if (next.end_date !== null && next.end_date < row.start_date) throw bodyIssue("endDate", MESSAGES.endBeforeFirstRun);
  const pendingRun = row.next_load_date ? autoloadRunInstant(row.next_load_date).getTime() - 1 : now;
  const after = new Date(Math.min(now, pendingRun));
  const nextLoadDate = nextAutoloadRunDate(scheduleOf({ ...next, start_date: row.start_date }), after);
  if (nextLoadDate === null) throw bodyIssue("endDate", MESSAGES.endBeforeFirstRun);
  const [updated] = await db.batch([
    db
      .prepare(
        "UPDATE autoloads SET name = ?, amount_cents = ?, frequency = ?, end_date = ?, next_load_date = ?, updated_at = ? WHERE id = ? AND status = 'active' AND updated_at = ?",
      )
      .bind(next.name, next.amount_cents, next.frequency, next.end_date, nextLoadDate, at, row.id, row.updated_at),
    auditStatement(db, now, {
      type: "autoload_updated",
      businessId: row.business_id,
      targetType: "autoload",
      targetId: row.id,
      actor,
      details: { amountCents: next.amount_cents, frequency: next.frequency, endDate: next.end_date },
    }),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) throw conflict("conflict", "The autoload changed while the request was handled; try again");
}

export async function addMembers(db: D1Database, now: number, row: AutoloadRow, cards: readonly CardRow[], actor: Actor) {
  if (row.status !== "active") throw conflict("autoload_not_active", MESSAGES.notActive);
  ensureLoadable(cards);
  const at = iso(now);
  await db.batch([
    ...memberInserts(
      db,
      row.id,
      cards.map((c) => c.id),
      at,
    ),
    auditStatement(db, now, {
      type: "autoload_members_added",
      businessId: row.business_id,
      targetType: "autoload",
      targetId: row.id,
      actor,
      details: { cards: cards.length },
    }),
  ]);
}

export async function removeMembers(db: D1Database, now: number, row: AutoloadRow, cardIds: readonly string[], actor: Actor) {
  await db.batch([
    ...chunks([...new Set(cardIds)], 90).map((part) =>
      db.prepare(`DELETE FROM autoload_members WHERE autoload_id = ? AND card_id IN (${placeholders(part.length)})`).bind(row.id, ...part),
    ),
    auditStatement(db, now, {
      type: "autoload_members_removed",
      businessId: row.business_id,
      targetType: "autoload",
      targetId: row.id,
      actor,
      details: { cards: cardIds.length },
    }),
  ]);
}

export { readAutoload };
