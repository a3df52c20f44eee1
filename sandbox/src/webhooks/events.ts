/**
 * Webhook events (docs/decisions/0165): every change the sandbox makes writes an `activities` row in
 * the same batch (db/audit.ts). That table is the outbox: after each change request (and after the
 * clock moves) `dispatchWebhooks` turns the new rows of businesses with webhook endpoints into events,
 * one delivery per subscribed endpoint, and hands the deliveries to the queue. An event's id is
 * derived from its activity's id, so running the dispatch twice cannot make two events of one change.
 */
import type { WebhookEventType } from "#domain/webhooks";
import { iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";
import { type EndpointRow, subscribes, toEndpoint } from "./endpoints";

/** What the queue carries: one delivery (its event and endpoint are read when it runs). */
export type DeliveryJob = { deliveryId: string };
export type DeliverySender = (jobs: readonly DeliveryJob[]) => Promise<void>;

/** Activity types that become webhook events, by the event type they become. */
const ACTIVITY_EVENTS: Readonly<Record<string, WebhookEventType>> = {
  card_order_placed: "card.created",
  card_reissued: "card.created",
  card_locked: "card.updated",
  card_unlocked: "card.updated",
  card_frozen: "card.updated",
  card_unfrozen: "card.updated",
  card_closed: "card.updated",
  card_reassociated: "card.updated",
  virtual_card_activated: "card.updated",
  card_pin_set: "card.updated",
  card_tag_added: "card.updated",
  card_tag_removed: "card.updated",
  card_spend_rule_added: "card.updated",
  card_spend_rule_removed: "card.updated",
  card_merchant_rule_added: "card.updated",
  card_merchant_rule_removed: "card.updated",
  card_funds_withdrawn_to_funding_account: "card.updated",
  card_funds_loaded: "load.created",
  card_funds_transferred: "load.created",
  recipient_created: "recipient.created",
  recipient_updated: "recipient.updated",
  bank_account_added: "bank_account.created",
  bank_account_deleted: "bank_account.updated",
  bank_account_submitted_for_verification: "bank_account.updated",
  bank_account_verified: "bank_account.updated",
  bank_account_verification_failed: "bank_account.updated",
  bank_transfer_initiated: "transfer.created",
  bank_transfer_processing: "transfer.updated",
  bank_transfer_completed: "transfer.updated",
  bank_transfer_failed: "transfer.updated",
  autoload_created: "autoload.created",
  autoload_updated: "autoload.updated",
  autoload_cancelled: "autoload.updated",
  autoload_completed: "autoload.updated",
  autoload_members_added: "autoload.updated",
  autoload_members_removed: "autoload.updated",
  autoload_run_completed: "autoload.updated",
  autoload_run_failed: "autoload.updated",
};
const MAPPED_TYPES = Object.keys(ACTIVITY_EVENTS);

/** Rows handled per dispatch (the rest waits for the next one). */
const DISPATCH_LIMIT = 200;
export const WEBHOOK_CURSOR_KEY = "webhook_cursor";

type ActivityRow = {
  seq: number;
  id: string;
  type: string;
  business_id: string;
  top_id: string;
  target_type: string;
  target_id: string;
  details_json: string;
  created_at: string;
};

export type EventPayload = {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
};

/** The event id of an activity (`msg_` and the activity's random part): stable, so de-duplicable. */
export function eventIdFor(activityId: string): string {
  return `msg_${activityId.replace(/^act_/, "")}`;
}

function payloadOf(row: ActivityRow, type: WebhookEventType): EventPayload {
  let details: unknown = {};
  try {
    details = JSON.parse(row.details_json);
  } catch {
    details = {};
  }
  return {
    type,
    timestamp: row.created_at,
    data: { object: row.target_type, id: row.target_id, businessId: row.business_id, change: row.type, details },
  };
}

/**
 * Inserts the event and one delivery per endpoint that wants it; returns the new deliveries. Inserting
 * an event that exists already adds nothing.
 */
function eventStatements(
  db: D1Database,
  now: number,
  event: { id: string; businessId: string; payload: EventPayload },
  endpoints: readonly EndpointRow[],
): { statements: D1PreparedStatement[]; jobs: DeliveryJob[] } {
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        "INSERT INTO webhook_events (id, business_id, type, payload_json, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
      )
      .bind(event.id, event.businessId, event.payload.type, JSON.stringify(event.payload), iso(now)),
  ];
  const jobs: DeliveryJob[] = [];
  for (const row of endpoints) {
    if (row.business_id !== event.businessId || !subscribes(toEndpoint(row), event.payload.type)) continue;
    const deliveryId = newId("whd");
    statements.push(
      db
        .prepare(
          "INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (event_id, endpoint_id) DO NOTHING",
        )
        .bind(deliveryId, event.id, row.id, iso(now), iso(now), iso(now)),
    );
    jobs.push({ deliveryId });
  }
  return { statements, jobs };
}

/** Keeps only the jobs whose delivery row this run inserted (a concurrent run may have won some). */
async function insertedJobs(db: D1Database, jobs: readonly DeliveryJob[]): Promise<DeliveryJob[]> {
  if (jobs.length === 0) return [];
  // D1 binds at most 100 parameters per statement.
  const chunks: DeliveryJob[][] = [];
  for (let i = 0; i < jobs.length; i += 90) chunks.push(jobs.slice(i, i + 90));
  const results = await db.batch(
    chunks.map((chunk) =>
      db
        .prepare(`SELECT id FROM webhook_deliveries WHERE id IN (${chunk.map(() => "?").join(", ")})`)
        .bind(...chunk.map((j) => j.deliveryId)),
    ),
  );
  const kept = new Set(results.flatMap((r) => (r.results as { id: string }[]).map((row) => row.id)));
  return jobs.filter((j) => kept.has(j.deliveryId));
}

/** A business with webhooks on that has an endpoint. */
const ENABLED_ENDPOINT = "SELECT 1 FROM webhook_endpoints e JOIN businesses t ON t.id = e.business_id WHERE t.webhooks_enabled = 1";

/** The cursor moves forward, never back (two dispatches may finish in either order). */
const CURSOR_FORWARD =
  "ON CONFLICT (key) DO UPDATE SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER)), updated_at = excluded.updated_at";

/**
 * The dispatch's first look, as statements another batch can end with (a card load's money batch, ADR
 * 0252): the cursor, the newest activity, whether any endpoint exists; and, without a cursor yet or with
 * no endpoint to deliver to, the cursor moved past every activity in the same batch. `pending`: whether a
 * dispatch still has work (new activities and an endpoint).
 */
export function outboxCheck(db: D1Database, now: number) {
  const statements = [
    db.prepare("SELECT CAST(value AS INTEGER) AS seq FROM meta WHERE key = ?").bind(WEBHOOK_CURSOR_KEY),
    db.prepare("SELECT COALESCE(MAX(rowid), 0) AS seq FROM activities"),
    db.prepare(`SELECT EXISTS (${ENABLED_ENDPOINT}) AS any`),
    db
      .prepare(
        `INSERT INTO meta (key, value, updated_at)
           SELECT ?1, (SELECT COALESCE(MAX(rowid), 0) FROM activities), ?2
            WHERE (NOT EXISTS (${ENABLED_ENDPOINT}) OR NOT EXISTS (SELECT 1 FROM meta WHERE key = ?1))
              AND (SELECT COALESCE(MAX(rowid), 0) FROM activities) > COALESCE((SELECT CAST(value AS INTEGER) FROM meta WHERE key = ?1), -1)
         ${CURSOR_FORWARD}`,
      )
      .bind(WEBHOOK_CURSOR_KEY, iso(now)),
  ];
  const read = ([cursorResult, maxResult, anyResult]: readonly D1Result[]) => {
    const cursor = (cursorResult?.results[0] as { seq: number } | undefined)?.seq;
    const max = (maxResult?.results[0] as { seq: number } | undefined)?.seq ?? 0;
    const any = (anyResult?.results[0] as { any: number } | undefined)?.any === 1;
    return { cursor, max, any, pending: cursor !== undefined && max > cursor && any };
  };
  return { statements, read };
}

/**
 * Turns new activities into events and deliveries and sends the deliveries to the queue. One cheap D1
 * batch when nothing is new (the cursor, the newest rowid, whether any endpoint exists); the rows after
 * the cursor are read only when some business has an endpoint. A fresh database starts at its newest
 * activity (the seed's history is not sent). The cursor (in `meta`) only moves forward.
 */
export async function dispatchWebhooks(db: D1Database, now: number, send: DeliverySender): Promise<number> {
  const outbox = outboxCheck(db, now);
  const { cursor, max, any } = outbox.read(await db.batch(outbox.statements));
  if (cursor === undefined || max <= cursor || !any) return 0;
  const typeList = MAPPED_TYPES.map(() => "?").join(", ");
  const [rowsResult, endpointsResult] = await db.batch([
    db
      .prepare(
        `SELECT a.rowid AS seq, a.id, a.type, a.business_id, COALESCE(b.parent_id, b.id) AS top_id, a.target_type, a.target_id, a.details_json, a.created_at
         FROM activities a JOIN businesses b ON b.id = a.business_id
         WHERE a.rowid > ? AND a.rowid <= ? AND a.type IN (${typeList})
         ORDER BY a.rowid LIMIT ${DISPATCH_LIMIT}`,
      )
      .bind(cursor, max, ...MAPPED_TYPES),
    db.prepare("SELECT e.* FROM webhook_endpoints e JOIN businesses t ON t.id = e.business_id WHERE t.webhooks_enabled = 1"),
  ]);
  const rows = (rowsResult?.results ?? []) as ActivityRow[];
  const endpoints = (endpointsResult?.results ?? []) as EndpointRow[];
  const next = rows.length === DISPATCH_LIMIT ? (rows[rows.length - 1]?.seq ?? max) : max;

  const statements: D1PreparedStatement[] = [];
  const jobs: DeliveryJob[] = [];
  const withEndpoints = new Set(endpoints.map((e) => e.business_id));
  for (const row of rows) {
    const type = ACTIVITY_EVENTS[row.type];
    if (!type || !withEndpoints.has(row.top_id)) continue;
    const built = eventStatements(db, now, { id: eventIdFor(row.id), businessId: row.top_id, payload: payloadOf(row, type) }, endpoints);
    statements.push(...built.statements);
    jobs.push(...built.jobs);
  }
  statements.push(cursorStatement(db, now, next));
  await db.batch(statements);
  const fresh = await insertedJobs(db, jobs);
  if (fresh.length > 0) await send(fresh);
  return rows.length;
}

function cursorStatement(db: D1Database, now: number, seq: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO meta (key, value, updated_at) VALUES (?1, ?2, ?3) ${CURSOR_FORWARD}`)
    .bind(WEBHOOK_CURSOR_KEY, String(seq), iso(now));
}

/**
 * Records an event that has no activity row (a card transaction, the console's test event) and sends
 * its deliveries: to every subscribed endpoint of the business, or to `onlyEndpointId`.
 */
export async function recordEvent(
  db: D1Database,
  now: number,
  send: DeliverySender,
  event: { businessId: string; type: string; data: Record<string, unknown> },
  onlyEndpointId?: string,
): Promise<string | null> {
  const top = await db
    .prepare(
      "SELECT COALESCE(b.parent_id, b.id) AS top_id, t.webhooks_enabled FROM businesses b JOIN businesses t ON t.id = COALESCE(b.parent_id, b.id) WHERE b.id = ?",
    )
    .bind(event.businessId)
    .first<{ top_id: string; webhooks_enabled: number }>();
  if (top?.webhooks_enabled !== 1) return null;
  const { results } = await db.prepare("SELECT * FROM webhook_endpoints WHERE business_id = ?").bind(top.top_id).all<EndpointRow>();
  const endpoints = onlyEndpointId ? results.filter((e) => e.id === onlyEndpointId) : results;
  if (endpoints.length === 0) return null;
  // The test event goes to the chosen endpoint whatever its subscriptions.
  const forced = onlyEndpointId ? endpoints.map((e) => ({ ...e, event_types_json: "[]" })) : endpoints;
  const id = newId("msg");
  const payload: EventPayload = { type: event.type, timestamp: iso(now), data: event.data };
  const built = eventStatements(db, now, { id, businessId: top.top_id, payload }, forced);
  await db.batch(built.statements);
  if (built.jobs.length > 0) await send(built.jobs);
  return id;
}

/** The queue as a sender (the worker's binding). */
export function queueSender(queue: Queue<DeliveryJob>): DeliverySender {
  return async (jobs) => {
    for (let i = 0; i < jobs.length; i += 100) {
      await queue.sendBatch(jobs.slice(i, i + 100).map((body) => ({ body })));
    }
  };
}
