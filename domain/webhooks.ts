/**
 * Webhooks (issue 21; docs/decisions/0165-webhook-delivery.md): the event types a business can
 * subscribe to, and the delivery schedule. Shared by the sandbox (which delivers), the API docs page
 * and the integrations page.
 */

/** Every event type, by resource. An endpoint subscribed to none receives all of them. */
export const webhookEventTypes = [
  "card.created",
  "card.updated",
  "load.created",
  "transaction.created",
  "recipient.created",
  "recipient.updated",
  "bank_account.created",
  "bank_account.updated",
  "transfer.created",
  "transfer.updated",
  "autoload.created",
  "autoload.updated",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (webhookEventTypes as readonly string[]).includes(value);
}

/** The test event the console sends on request (not subscribable; every endpoint may receive it). */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** Attempts per event and endpoint: the first, then one after each back-off below. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

/**
 * Seconds to wait before attempt `attempt + 1` after attempt `attempt` failed (attempt counts from 1):
 * exponential, 5 s times 4 to the power of the failures so far (5 s, 20 s, 80 s, 5 min 20 s, 21 min,
 * 1 h 25 min, 5 h 41 min), so all eight attempts span about seven and a half hours.
 */
export function webhookBackoffSeconds(attempt: number): number {
  return 5 * 4 ** Math.max(0, attempt - 1);
}

/** The integrations page's window (docs/decisions/0183): health, counts and failures of the last 7 days. */
export const WEBHOOK_HEALTH_WINDOW_DAYS = 7;

/** Failed deliveries the integrations page lists, newest first. */
export const WEBHOOK_RECENT_FAILURES = 20;

/**
 * An endpoint's health: `healthy` when its latest attempt in the window got a 2xx answer, `failing`
 * when it did not (an error, a time-out, another status), `idle` with no attempt in the window.
 */
export const webhookEndpointHealths = ["healthy", "failing", "idle"] as const;
export type WebhookEndpointHealth = (typeof webhookEndpointHealths)[number];

export function webhookEndpointHealth(latestAttempt: { succeeded: boolean } | null): WebhookEndpointHealth {
  if (!latestAttempt) return "idle";
  return latestAttempt.succeeded ? "healthy" : "failing";
}

/** A rotated-out secret keeps signing next to the new one for this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** Receivers should refuse messages whose webhook-timestamp is further than this from their clock. */
export const WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = "whsec_";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * `v1,<base64 HMAC-SHA256>` of one message (Standard Webhooks, "Signature scheme"): the signed content
 * is `${id}.${timestamp}.${body}`, the key the base64-decoded part of the `whsec_` secret.
 */
export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const keyBytes = Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The docs' worked example (app: Developers -> Docs): fixed inputs anyone can recompute. */
export const WEBHOOK_EXAMPLE = {
  secret: "whsec_c2FuZGJveC1leGFtcGxlLXNlY3JldC0yNA==",
  id: "msg_7k2m9q4x1v8c3n5b",
  timestamp: 1764158400,
  body: '{"type":"card.updated","timestamp":"2025-11-26T12:00:00.000Z","data":{"object":"card","id":"HB4M7R2KQ9","businessId":"biz_harbor","change":"card_locked","details":{}}}',
} as const;
