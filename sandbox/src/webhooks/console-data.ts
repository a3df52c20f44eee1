/** What the webhooks console shows (docs/decisions/0164): the business's name, its endpoints with delivery counts, an endpoint's latest deliveries with their attempts. */
import type { AttemptView, DeliveryView, EndpointSummary } from "#sandbox/views/webhooks";
import { listEndpoints } from "./endpoints";

/** Deliveries shown per endpoint page (newest first). */
const DELIVERIES_SHOWN = 50;

export async function businessName(db: D1Database, businessId: string): Promise<string> {
  const row = await db.prepare("SELECT name FROM businesses WHERE id = ?").bind(businessId).first<{ name: string }>();
  return row?.name ?? businessId;
}

export async function summaries(db: D1Database, businessId: string): Promise<EndpointSummary[]> {
  const endpoints = await listEndpoints(db, businessId);
  const { results } = await db
    .prepare(
      "SELECT d.endpoint_id, d.status, COUNT(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.business_id = ? GROUP BY d.endpoint_id, d.status",
    )
    .bind(businessId)
    .all<{ endpoint_id: string; status: "pending" | "succeeded" | "failed"; n: number }>();
  return endpoints.map((e) => {
    const count = (status: string) => results.find((r) => r.endpoint_id === e.id && r.status === status)?.n ?? 0;
    return { ...e, succeeded: count("succeeded"), failed: count("failed"), pending: count("pending") };
  });
}

export async function deliveriesOf(db: D1Database, endpointId: string): Promise<DeliveryView[]> {
  const [deliveries, attempts] = await db.batch([
    db
      .prepare(
        `SELECT d.id, d.event_id, ev.type, d.status, d.next_attempt_at, d.created_at FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
         WHERE d.endpoint_id = ? ORDER BY d.created_at DESC, d.id DESC LIMIT ${DELIVERIES_SHOWN}`,
      )
      .bind(endpointId),
    db
      .prepare(
        `SELECT a.* FROM webhook_attempts a WHERE a.delivery_id IN (
           SELECT id FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, id DESC LIMIT ${DELIVERIES_SHOWN})
         ORDER BY a.attempt, a.attempted_at`,
      )
      .bind(endpointId),
  ]);
  type D = {
    id: string;
    event_id: string;
    type: string;
    status: DeliveryView["status"];
    next_attempt_at: string | null;
    created_at: string;
  };
  type A = {
    delivery_id: string;
    attempt: number;
    trigger: AttemptView["trigger"];
    succeeded: number;
    response_code: number | null;
    response_body: string;
    error: string | null;
    duration_ms: number;
    attempted_at: string;
  };
  const attemptRows = (attempts?.results ?? []) as A[];
  return ((deliveries?.results ?? []) as D[]).map((d) => ({
    id: d.id,
    eventId: d.event_id,
    eventType: d.type,
    status: d.status,
    nextAttemptAt: d.status === "pending" ? d.next_attempt_at : null,
    createdAt: d.created_at,
    attempts: attemptRows
      .filter((a) => a.delivery_id === d.id)
      .map((a) => ({
        attempt: a.attempt,
        trigger: a.trigger,
        succeeded: a.succeeded === 1,
        responseCode: a.response_code,
        responseBody: a.response_body,
        error: a.error,
        durationMs: a.duration_ms,
        attemptedAt: a.attempted_at,
      })),
  }));
}
