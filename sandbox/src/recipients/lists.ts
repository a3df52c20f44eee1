/**
 * Keyset-paginated lists of the bank-transfer side (docs/decisions/0021, 0040): recipients of a
 * business scope (newest first or by name, filtered by intake status, searched by name or e-mail),
 * a recipient's activities, and transfers of a business scope or of one recipient.
 */
import { type ActivityType, activityTypes } from "#domain/enums";
import type { ScopeBusiness } from "#sandbox/cards/access";
import { dateBounds, holderNameWords } from "#sandbox/cards/lists";
import {
  type CountableQuery,
  type Direction,
  type Keyset,
  keysetPage,
  keysetPositionQueries,
  keysetQueries,
  type ListPart,
  listPage,
  listSum,
  NEWEST_FIRST,
  type PageQuery,
  type SqlQuery,
  sumQueries,
} from "#sandbox/db/pagination";
import { escapeLike } from "#sandbox/db/sql";
import { RECIPIENT_SELECT, type RecipientRow, TRANSFER_SELECT, type TransferRow } from "./rows";

export const RECIPIENT_SORT_COLUMNS = { createdAt: "created_at", name: "name_key" } as const;

export type RecipientListQuery = CountableQuery & {
  intakeStatus?: string | undefined;
  search?: string | undefined;
  sort: keyof typeof RECIPIENT_SORT_COLUMNS;
  order: Direction;
};

const recipientKeyset = (query: RecipientListQuery): Keyset => ({
  columns: [RECIPIENT_SORT_COLUMNS[query.sort], "id"],
  kinds: ["string", "string"],
  direction: query.order,
});

function recipientParts(scope: readonly ScopeBusiness[], query: RecipientListQuery): ListPart[] {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (query.intakeStatus) {
    where.push("r.intake_status = ?");
    binds.push(query.intakeStatus);
  }
  const term = query.search?.trim().toLowerCase();
  if (term) {
    // The name by its words in any order ("zhang karim" finds Karim Zhang, ADR 0178), or part of the e-mail.
    const name = holderNameWords(term, "r.name_key");
    where.push(`(${name.sql} OR r.email LIKE ? ESCAPE '\\')`);
    binds.push(...name.binds, `%${escapeLike(term)}%`);
  }
  return scope.map((business) => ({
    select: RECIPIENT_SELECT,
    where: ["r.business_id = ?", ...where],
    binds: [business.id, ...binds],
    alias: "r",
  }));
}

/** The recipients list's queries (exposed so tests can check their query plans). */
export function recipientListQueries(scope: readonly ScopeBusiness[], query: RecipientListQuery): SqlQuery[] {
  return keysetQueries(recipientKeyset(query), query, recipientParts(scope, query));
}

/** The SQL of a recipients page's place (withTotal, ADR 0177), exposed so tests can read its plans and times. */
export function recipientPositionQueries(scope: readonly ScopeBusiness[], query: RecipientListQuery) {
  return keysetPositionQueries(recipientKeyset(query), query, recipientParts(scope, query));
}

/** A page of recipients; with `withTotal` also its place in the list (ADR 0177). */
export const listRecipientRows = (db: D1Database, scope: readonly ScopeBusiness[], query: RecipientListQuery) =>
  listPage<RecipientRow>(db, recipientKeyset(query), query, recipientParts(scope, query));

// ---------------------------------------------------------------------------------------------
// Activities of a recipient: the spec's types only
// ---------------------------------------------------------------------------------------------

const SPEC_TYPES_SQL = activityTypes
  .map((type) => {
    if (!/^[a-z_]+$/.test(type)) throw new Error(`Unexpected activity type ${type}`);
    return `'${type}'`;
  })
  .join(", ");

type ActivityRow = {
  id: string;
  type: ActivityType;
  business_id: string;
  target_type: string;
  target_id: string;
  actor_type: "user" | "cardholder" | "recipient" | "system";
  actor_id: string | null;
  actor_name: string | null;
  details_json: string;
  created_at: string;
};

const ACTIVITY_SELECT = `SELECT a.id, a.type, a.business_id, a.target_type, a.target_id, a.actor_type, a.actor_id, a.details_json, a.created_at,
  CASE a.actor_type
    WHEN 'user' THEN (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = a.actor_id)
    WHEN 'recipient' THEN (SELECT r.name FROM recipients r WHERE r.id = a.actor_id)
  END AS actor_name
  FROM activities a`;

export function toActivity(row: ActivityRow) {
  const parsed = JSON.parse(row.details_json) as unknown;
  const details: Record<string, string | number | boolean | null> = {};
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") details[key] = value;
    }
  }
  return {
    id: row.id,
    type: row.type,
    businessId: row.business_id,
    targetType: row.target_type,
    targetId: row.target_id,
    actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
    details,
    createdAt: row.created_at,
  };
}

export const listRecipientActivityRows = (db: D1Database, recipientId: string, query: PageQuery) =>
  keysetPage<ActivityRow>(db, NEWEST_FIRST, query, [
    {
      select: ACTIVITY_SELECT,
      where: ["a.target_type = 'recipient'", "a.target_id = ?", `a.type IN (${SPEC_TYPES_SQL})`],
      binds: [recipientId],
      alias: "a",
    },
  ]);

// ---------------------------------------------------------------------------------------------
// Transfers
// ---------------------------------------------------------------------------------------------

export type TransferListQuery = CountableQuery & {
  status?: string | undefined;
  speed?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A business's transfers (ADR 0220): every word of the term in the recipient's name. */
  search?: string | undefined;
};

export type TransferTarget = { businessIds: readonly string[]; recipientId?: string | undefined } | { recipientId: string };

function transferParts(target: TransferTarget, query: TransferListQuery): ListPart[] {
  const extra: string[] = [];
  const extraBinds: unknown[] = [];
  if (query.status) {
    extra.push("t.status = ?");
    extraBinds.push(query.status);
  }
  if (query.speed) {
    extra.push("t.speed = ?");
    extraBinds.push(query.speed);
  }
  const dates = dateBounds(query.from, query.to);
  extra.push(...dates.where.map((w) => `t.${w}`));
  extraBinds.push(...dates.binds);
  const term = query.search?.trim().toLowerCase();
  if ("businessIds" in target) {
    if (target.recipientId) {
      extra.push("t.recipient_id = ?");
      extraBinds.push(target.recipientId);
    }
    return target.businessIds.map((id) => {
      const where = ["t.business_id = ?", ...extra];
      const binds: unknown[] = [id, ...extraBinds];
      if (term) {
        // The business's matching recipients are read once from its name index; the transfer walk keeps theirs.
        const name = holderNameWords(term, "name_key");
        where.push(`t.recipient_id IN (SELECT id FROM recipients WHERE business_id = ? AND ${name.sql})`);
        binds.push(id, ...name.binds);
      }
      return { select: TRANSFER_SELECT, where, binds, alias: "t" };
    });
  }
  return [{ select: TRANSFER_SELECT, where: ["t.recipient_id = ?", ...extra], binds: [target.recipientId, ...extraBinds], alias: "t" }];
}

/** The transfer list's page queries (exposed so tests can check their query plans). */
export function transferListQueries(target: TransferTarget, query: TransferListQuery): SqlQuery[] {
  return keysetQueries(NEWEST_FIRST, query, transferParts(target, query));
}

/** The SQL of a transfer page's place and of its sum (withTotal; ADR 0177, 0220), for the plan tests. */
export function transferPositionQueries(target: TransferTarget, query: TransferListQuery) {
  const parts = transferParts(target, query);
  return { ...keysetPositionQueries(NEWEST_FIRST, query, parts), sums: sumQueries(parts, "t.amount_cents") };
}

/** A page of transfers; with `withTotal` also its place and the sum of every matching transfer (ADR 0177, 0220). */
export async function listTransferRows(db: D1Database, target: TransferTarget, query: TransferListQuery) {
  const parts = transferParts(target, query);
  const [page, totalCents] = await Promise.all([
    listPage<TransferRow>(db, NEWEST_FIRST, query, parts),
    query.withTotal ? listSum(db, parts, "t.amount_cents") : undefined,
  ]);
  return { ...page, totalCents };
}
