/**
 * A card's activity feed: its transactions and its audit events (only the spec's activity types),
 * newest first, as one keyset-paginated list. Both sources share the sort key (createdAt, id), so
 * one cursor pages through the merged list.
 */
import { type ActivityType, activityTypes } from "#domain/enums";
import { pageFrom } from "#sandbox/db/pagination";
import { after, typedCursor } from "./lists";
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
  query: { limit: number; cursor?: string | undefined; kind?: "transaction" | "event" | undefined },
  hideMerchant: boolean,
): Promise<{ activities: FeedEntry[]; nextCursor: string | null }> {
  const cursor = typedCursor(query.cursor, ["string", "string"]);
  const statements: D1PreparedStatement[] = [];
  if (query.kind !== "event") {
    statements.push(
      db
        .prepare(
          `${TRANSACTION_SELECT} WHERE t.card_id = ?${cursor ? ` AND ${after(["t.created_at", "t.id"], "desc")}` : ""} ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
        )
        .bind(cardId, ...(cursor ?? []), query.limit + 1),
    );
  }
  if (query.kind !== "transaction") {
    statements.push(
      db
        .prepare(
          `${EVENT_SELECT} WHERE a.target_type = 'card' AND a.target_id = ? AND a.type IN (${SPEC_TYPES_SQL})${cursor ? ` AND ${after(["a.created_at", "a.id"], "desc")}` : ""} ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
        )
        .bind(cardId, ...(cursor ?? []), query.limit + 1),
    );
  }
  const results = await db.batch(statements);
  const entries: FeedEntry[] = [];
  let index = 0;
  if (query.kind !== "event") {
    for (const row of (results[index++]?.results ?? []) as TransactionRow[]) {
      entries.push({ ...toTransaction(row, hideMerchant), kind: "transaction" });
    }
  }
  if (query.kind !== "transaction") {
    for (const row of (results[index]?.results ?? []) as EventRow[]) entries.push(toEvent(row));
  }
  entries.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  const page = pageFrom(entries, query.limit, (e) => [e.createdAt, e.id]);
  return { activities: page.items, nextCursor: page.nextCursor };
}
