/**
 * Delivering one event to one endpoint (docs/decisions/0165): sign with every live secret, POST,
 * record the attempt (status, response code, the first 2,000 characters of the body), then succeed,
 * ask the queue for a retry after the back-off, or give up after WEBHOOK_MAX_ATTEMPTS.
 */
import { WEBHOOK_MAX_ATTEMPTS, webhookBackoffSeconds } from "#domain/webhooks";
import { now as clockNow, iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";
import { liveSecrets } from "./endpoints";
import type { DeliveryJob } from "./events";
import { webhookHeaders } from "./signing";

export const DELIVERY_TIMEOUT_MS = 10_000;
const BODY_LIMIT = 2000;

export type Fetcher = (request: Request) => Promise<Response>;
export type AttemptOutcome =
  /** 2xx: done. */
  | { kind: "succeeded"; attempt: number }
  /** Failed; the queue should deliver again after `delaySeconds`. */
  | { kind: "retry"; attempt: number; delaySeconds: number }
  /** Failed for the last time. */
  | { kind: "failed"; attempt: number }
  /** The delivery no longer exists (its endpoint was removed) or is already finished. */
  | { kind: "gone" };

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  /** The queue's own attempts so far: the back-off and the limit count only these, never a resend (ADR 0221). */
  automatic_attempts: number;
  next_attempt_at: string | null;
  url: string;
  event_id: string;
  payload_json: string;
};

async function readBody(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return text.slice(0, BODY_LIMIT);
}

/**
 * One attempt. `trigger` "automatic" is the queue's (it schedules the next one on failure); "resend"
 * is the console's button, which delivers once more whatever the delivery's state and schedules nothing.
 */
export async function attemptDelivery(
  db: D1Database,
  deliveryId: string,
  options: { trigger: "automatic" | "resend"; fetcher?: Fetcher; businessId?: string },
): Promise<AttemptOutcome> {
  const fetcher = options.fetcher ?? ((request: Request) => fetch(request));
  const row = await db
    .prepare(
      `SELECT d.id, d.endpoint_id, d.status, d.attempts, d.next_attempt_at, e.url, d.event_id, ev.payload_json,
         (SELECT COUNT(*) FROM webhook_attempts a WHERE a.delivery_id = d.id AND a.trigger = 'automatic') AS automatic_attempts
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id JOIN webhook_events ev ON ev.id = d.event_id
       WHERE d.id = ?1 AND (?2 IS NULL OR e.business_id = ?2)`,
    )
    .bind(deliveryId, options.businessId ?? null)
    .first<DeliveryRow>();
  if (!row) return { kind: "gone" };
  if (options.trigger === "automatic" && row.status !== "pending") return { kind: "gone" };

  const now = await clockNow(db);
  const secrets = await liveSecrets(db, now, row.endpoint_id);
  // webhook-timestamp is real time: receivers compare it with their own clock (the sandbox clock may be ahead).
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = await webhookHeaders(
    secrets.map((s) => s.secret),
    row.event_id,
    timestamp,
    row.payload_json,
  );
  const started = Date.now();
  let code: number | null = null;
  let body = "";
  let error: string | null = null;
  try {
    const response = await fetcher(
      new Request(row.url, {
        method: "POST",
        headers,
        body: row.payload_json,
        redirect: "manual",
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      }),
    );
    code = response.status;
    body = await readBody(response);
  } catch (cause) {
    error =
      cause instanceof Error && cause.name === "TimeoutError" ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : "Could not connect";
  }
  const duration = Date.now() - started;
  const succeeded = code !== null && code >= 200 && code < 300;
  // The attempt's number in the delivery's list counts every attempt; the back-off and the limit count
  // only the queue's own, so a console resend neither uses up a retry nor lengthens the wait (ADR 0221).
  const attempt = row.attempts + 1;
  const automatic = options.trigger === "automatic";
  const automaticAttempt = row.automatic_attempts + (automatic ? 1 : 0);
  const last = automaticAttempt >= WEBHOOK_MAX_ATTEMPTS;
  const delaySeconds = webhookBackoffSeconds(automaticAttempt);
  const status = succeeded
    ? "succeeded"
    : automatic && last
      ? "failed"
      : automatic
        ? "pending"
        : row.status === "pending"
          ? "pending"
          : "failed";
  // A failed resend of a pending delivery keeps the queue's next attempt, which is still coming.
  const nextAttemptAt = succeeded
    ? null
    : automatic
      ? last
        ? null
        : iso(now + delaySeconds * 1000)
      : status === "pending"
        ? row.next_attempt_at
        : null;
  await db.batch([
    db
      .prepare(
        "INSERT INTO webhook_attempts (id, delivery_id, attempt, trigger, succeeded, response_code, response_body, error, duration_ms, attempted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(newId("wha"), row.id, attempt, options.trigger, succeeded ? 1 : 0, code, body, error, duration, iso(now)),
    db
      .prepare("UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, updated_at = ? WHERE id = ?")
      .bind(status, attempt, nextAttemptAt, iso(now), row.id),
  ]);
  if (succeeded) return { kind: "succeeded", attempt };
  if (!automatic || last) return { kind: "failed", attempt };
  return { kind: "retry", attempt, delaySeconds };
}

/** The queue consumer: one attempt per message; a failed one comes back after its back-off. */
export async function consumeDeliveries(batch: MessageBatch<DeliveryJob>, db: D1Database, fetcher?: Fetcher): Promise<void> {
  for (const message of batch.messages) {
    const outcome = await attemptDelivery(db, message.body.deliveryId, { trigger: "automatic", fetcher });
    if (outcome.kind === "retry") message.retry({ delaySeconds: outcome.delaySeconds });
    else message.ack();
  }
}
