/**
 * What the integrations page shows of a business's webhooks (docs/decisions/0183): its endpoints with
 * their health over the window, and the latest deliveries whose last attempt failed. Every query is
 * scoped by the business through its endpoints, as the console's are.
 */
import type { z } from "zod";
import type { webhooksOverviewSchema } from "#contract/businesses";
import { WEBHOOK_HEALTH_WINDOW_DAYS, WEBHOOK_RECENT_FAILURES, type WebhookEndpointHealth, webhookEndpointHealth } from "#domain/webhooks";
import { DAY, iso } from "#sandbox/clock";
import { listEndpoints } from "./endpoints";

export type WebhooksOverview = z.infer<typeof webhooksOverviewSchema>;

type CountRow = { endpoint_id: string; status: "pending" | "succeeded" | "failed"; n: number };
type LatestRow = { endpoint_id: string; succeeded: number; response_code: number | null; attempted_at: string };
type FailureRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  status: "pending" | "failed";
  attempts: number;
  next_attempt_at: string | null;
  attempted_at: string;
  response_code: number | null;
  error: string | null;
};

export async function webhooksOverview(db: D1Database, now: number, businessId: string): Promise<WebhooksOverview> {
  const since = iso(now - WEBHOOK_HEALTH_WINDOW_DAYS * DAY);
  const [endpoints, [counts, latest, failures]] = await Promise.all([
    listEndpoints(db, businessId),
    db.batch([
      db
        .prepare(
          `SELECT d.endpoint_id, d.status, COUNT(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
           WHERE e.business_id = ?1 AND d.created_at >= ?2 GROUP BY d.endpoint_id, d.status`,
        )
        .bind(businessId, since),
      // Each endpoint's latest attempt in the window.
      db
        .prepare(
          `SELECT endpoint_id, succeeded, response_code, attempted_at FROM (
             SELECT d.endpoint_id, a.succeeded, a.response_code, a.attempted_at,
                    ROW_NUMBER() OVER (PARTITION BY d.endpoint_id ORDER BY a.attempted_at DESC, a.rowid DESC) AS rank
             FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhook_endpoints e ON e.id = d.endpoint_id
             WHERE e.business_id = ?1 AND a.attempted_at >= ?2)
           WHERE rank = 1`,
        )
        .bind(businessId, since),
      // Deliveries whose latest attempt failed: retrying, or given up after the last one.
      db
        .prepare(
          `SELECT d.id, d.endpoint_id, d.event_id, ev.type, d.status, d.attempts, d.next_attempt_at,
                  a.attempted_at, a.response_code, a.error
           FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id
           JOIN webhook_events ev ON ev.id = d.event_id
           JOIN webhook_attempts a ON a.id = (
             SELECT a2.id FROM webhook_attempts a2 WHERE a2.delivery_id = d.id ORDER BY a2.attempted_at DESC, a2.rowid DESC LIMIT 1)
           WHERE e.business_id = ?1 AND d.status IN ('pending', 'failed') AND a.succeeded = 0 AND a.attempted_at >= ?2
           ORDER BY a.attempted_at DESC, d.id DESC LIMIT ${WEBHOOK_RECENT_FAILURES}`,
        )
        .bind(businessId, since),
    ]),
  ]);
  const countRows = (counts?.results ?? []) as CountRow[];
  const latestRows = (latest?.results ?? []) as LatestRow[];
  const count = (endpointId: string, status: CountRow["status"]) =>
    countRows.find((r) => r.endpoint_id === endpointId && r.status === status)?.n ?? 0;
  return {
    windowDays: WEBHOOK_HEALTH_WINDOW_DAYS,
    endpoints: endpoints.map((endpoint) => {
      const last = latestRows.find((r) => r.endpoint_id === endpoint.id) ?? null;
      const health: WebhookEndpointHealth = webhookEndpointHealth(last ? { succeeded: last.succeeded === 1 } : null);
      return {
        id: endpoint.id,
        url: endpoint.url,
        description: endpoint.description,
        eventTypes: endpoint.eventTypes,
        createdAt: endpoint.createdAt,
        health,
        lastAttemptAt: last?.attempted_at ?? null,
        lastResponseCode: last?.response_code ?? null,
        delivered: count(endpoint.id, "succeeded"),
        failed: count(endpoint.id, "failed"),
        pending: count(endpoint.id, "pending"),
      };
    }),
    recentFailures: ((failures?.results ?? []) as FailureRow[]).map((row) => ({
      deliveryId: row.id,
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      eventType: row.type,
      status: row.status,
      attempts: row.attempts,
      lastAttemptAt: row.attempted_at,
      lastResponseCode: row.response_code,
      lastError: row.error,
      nextAttemptAt: row.status === "pending" ? row.next_attempt_at : null,
    })),
  };
}
