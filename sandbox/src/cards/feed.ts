/**
 * A card's activity feed: its transactions and its audit events (only the spec's activity types),
 * newest first, as one keyset-paginated list. Both sources share the sort key (createdAt, id), so
 * one cursor pages through the merged list.
 */
import { type ActivityType, activityTypes } from "#domain/enums";
import { keysetPage, type ListPart, NEWEST_FIRST } from "#sandbox/db/pagination";
import { TRANSACTION_SELECT, type TransactionRow, toTransaction } from "./rows";

type EventRow = {
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

/** The spec's activity types as SQL literals (constants of domain/enums, checked to be plain words). */
const SPEC_TYPES_SQL = activityTypes
  .map((type) => {
    if (!/^[a-z_]+$/.test(type)) throw new Error(`Unexpected activity type ${type}`);
    return `'${type}'`;
  })
  .join(", ");

const EVENT_SELECT = `SELECT a.id, a.type, a.business_id, a.target_type, a.target_id, a.actor_type, a.actor_id, a.details_json, a.created_at,
  CASE a.actor_type
    WHEN 'user' THEN (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = a.actor_id)
    WHEN 'cardholder' THEN (SELECT ch.first_name || ' ' || ch.last_name FROM cardholders ch WHERE ch.id = a.actor_id)
    WHEN 'recipient' THEN (SELECT r.name FROM recipients r WHERE r.id = a.actor_id)
  END AS actor_name
  FROM activities a`;

/** Events carry details; transactions do not. */
const isEvent = (row: TransactionRow | EventRow): row is EventRow => "details_json" in row;

type Details = Record<string, string | number | boolean | null>;

function toEvent(row: EventRow) {
  const parsed = JSON.parse(row.details_json) as unknown;
  const details: Details = {};
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") details[key] = value;
    }
  }
  return {
    kind: "event" as const,
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

export type FeedEntry = (ReturnType<typeof toTransaction> & { kind: "transaction" }) | ReturnType<typeof toEvent>;

export async function cardFeed(
  db: D1Database,
  cardId: string,
  query: {
    limit: number;
    cursor?: string | undefined;
    kind?: "transaction" | "event" | undefined;
    /** Only transactions of this status (events are left out). */
    status?: string | undefined;
  },
  hideMerchant: boolean,
  /** The linked cardholder's view: their own transactions only, none of the audit trail (holder-view.ts). */
  holder?: { since: string | null },
): Promise<{ activities: FeedEntry[]; nextCursor: string | null }> {
  const parts: ListPart[] = [];
  if (query.kind !== "event" || holder) {
    const since = holder?.since ?? null;
    parts.push({
      select: TRANSACTION_SELECT,
      where: ["t.card_id = ?", ...(since ? ["t.created_at > ?"] : []), ...(query.status ? ["t.status = ?"] : [])],
      binds: [cardId, ...(since ? [since] : []), ...(query.status ? [query.status] : [])],
      alias: "t",
    });
  }
  if (query.kind !== "transaction" && !holder && !query.status) {
    parts.push({
      select: EVENT_SELECT,
      where: ["a.target_type = 'card'", "a.target_id = ?", `a.type IN (${SPEC_TYPES_SQL})`],
      binds: [cardId],
      alias: "a",
    });
  }
  const page = await keysetPage<TransactionRow | EventRow>(db, NEWEST_FIRST, query, parts);
  return {
    activities: page.items.map((row) =>
      isEvent(row) ? toEvent(row) : { ...toTransaction(row, hideMerchant), kind: "transaction" as const },
    ),
    nextCursor: page.nextCursor,
  };
}
