/**
 * Webhook endpoints of a business and their secrets (docs/decisions/0164). Every read and change is
 * scoped by the console session's business: an endpoint of another business does not exist (null).
 */
import { isWebhookEventType, WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookEventType } from "#domain/webhooks";
import { HOUR, iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";
import { newWebhookSecret } from "./signing";

export type EndpointRow = {
  id: string;
  business_id: string;
  url: string;
  description: string;
  event_types_json: string;
  created_at: string;
};

export type Endpoint = {
  id: string;
  url: string;
  description: string;
  /** Empty: every event type. */
  eventTypes: WebhookEventType[];
  createdAt: string;
};

export type SecretRow = { id: string; secret: string; created_at: string; expires_at: string | null };

export const MAX_ENDPOINTS_PER_BUSINESS = 20;

export function toEndpoint(row: EndpointRow): Endpoint {
  const parsed: unknown = JSON.parse(row.event_types_json);
  const eventTypes = Array.isArray(parsed)
    ? parsed.filter((t): t is WebhookEventType => typeof t === "string" && isWebhookEventType(t))
    : [];
  return { id: row.id, url: row.url, description: row.description, eventTypes, createdAt: row.created_at };
}

export function subscribes(endpoint: Endpoint, type: string): boolean {
  return endpoint.eventTypes.length === 0 || (endpoint.eventTypes as readonly string[]).includes(type);
}

/** The developer's own machine (ADR 0164's documented case): `localhost`, `*.localhost`, `127.0.0.1`. */
export function isDeveloperLocalhost(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname.endsWith(".localhost");
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv4 literal in a private, loopback, link-local, shared (CGNAT), "this network" or multicast/reserved range. */
function privateIpv4(host: string): boolean {
  const m = IPV4.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** An IPv6 literal that is loopback, unspecified, unique-local, link-local, or an IPv4-mapped private one. */
function privateIpv6(hostname: string): boolean {
  if (!hostname.startsWith("[")) return false;
  const host = hostname.slice(1, -1).toLowerCase();
  if (host === "::1" || host === "::") return true;
  if (/^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host)) return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (mapped?.[1]) return privateIpv4(mapped[1]);
  // The URL parser writes a mapped IPv4 in hex (::ffff:7f00:1): any mapped address is refused.
  return host.startsWith("::ffff:");
}

/**
 * Why a URL cannot receive webhooks, or null (issue 34 L4, ADR 0245). https to a public host; plain http
 * only for the developer's own machine (localhost, 127.0.0.1, *.localhost), where a developer runs their
 * receiver while building it. Private, loopback, link-local and other internal address literals are
 * refused. A host name that resolves to such an address can only be caught at delivery by a real
 * provider (docs/security.md); the sandbox never shows what a local receiver answered.
 */
export function endpointUrlProblem(raw: string): string | null {
  if (raw.length === 0) return "Enter the URL that will receive the events.";
  if (raw.length > 2000) return "The URL is too long (at most 2,000 characters).";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full URL, for example https://example.org/webhooks.";
  }
  if (url.username || url.password) return "The URL must not contain a user name or password.";
  const local = isDeveloperLocalhost(url);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return "Use an https:// URL (plain http:// only for localhost).";
  if (!local && (privateIpv4(url.hostname) || privateIpv6(url.hostname))) {
    return "Use a public address: private, loopback and link-local addresses cannot receive webhooks (localhost only for development).";
  }
  return null;
}

export async function listEndpoints(db: D1Database, businessId: string): Promise<Endpoint[]> {
  const { results } = await db
    .prepare("SELECT * FROM webhook_endpoints WHERE business_id = ? ORDER BY created_at, id")
    .bind(businessId)
    .all<EndpointRow>();
  return results.map(toEndpoint);
}

export async function readEndpoint(db: D1Database, businessId: string, endpointId: string): Promise<Endpoint | null> {
  const row = await db
    .prepare("SELECT * FROM webhook_endpoints WHERE id = ? AND business_id = ?")
    .bind(endpointId, businessId)
    .first<EndpointRow>();
  return row ? toEndpoint(row) : null;
}

export async function createEndpoint(
  db: D1Database,
  now: number,
  businessId: string,
  input: { url: string; description: string; eventTypes: readonly WebhookEventType[] },
): Promise<string> {
  const id = newId("whe");
  await db.batch([
    db
      .prepare("INSERT INTO webhook_endpoints (id, business_id, url, description, event_types_json, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(id, businessId, input.url, input.description, JSON.stringify(input.eventTypes), iso(now)),
    db
      .prepare("INSERT INTO webhook_secrets (id, endpoint_id, secret, created_at, expires_at) VALUES (?, ?, ?, ?, NULL)")
      .bind(newId("whs"), id, newWebhookSecret(), iso(now)),
  ]);
  return id;
}

export async function countEndpoints(db: D1Database, businessId: string): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM webhook_endpoints WHERE business_id = ?").bind(businessId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Removes an endpoint with its secrets, deliveries and attempts (ON DELETE CASCADE). */
export async function deleteEndpoint(db: D1Database, businessId: string, endpointId: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM webhook_endpoints WHERE id = ? AND business_id = ?").bind(endpointId, businessId).run();
  return result.meta.changes > 0;
}

export async function setEventTypes(
  db: D1Database,
  businessId: string,
  endpointId: string,
  types: readonly WebhookEventType[],
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE webhook_endpoints SET event_types_json = ? WHERE id = ? AND business_id = ?")
    .bind(JSON.stringify(types), endpointId, businessId)
    .run();
  return result.meta.changes > 0;
}

/** Secrets that still sign at `now`: the current one first, then rotated-out ones inside their overlap. */
export async function liveSecrets(db: D1Database, now: number, endpointId: string): Promise<SecretRow[]> {
  const { results } = await db
    .prepare(
      "SELECT id, secret, created_at, expires_at FROM webhook_secrets WHERE endpoint_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY expires_at IS NOT NULL, created_at DESC",
    )
    .bind(endpointId, iso(now))
    .all<SecretRow>();
  return results;
}

/**
 * A new current secret; the old current one keeps signing for the overlap (WEBHOOK_SECRET_OVERLAP_HOURS),
 * or stops at once when `overlapHours` is 0 (a leaked secret). Older rotated-out secrets end now.
 */
export async function rotateSecret(db: D1Database, now: number, endpointId: string, overlapHours: number): Promise<void> {
  const hours = Math.max(0, Math.min(overlapHours, WEBHOOK_SECRET_OVERLAP_HOURS));
  await db.batch([
    db
      .prepare("UPDATE webhook_secrets SET expires_at = ?2 WHERE endpoint_id = ?1 AND expires_at IS NOT NULL AND expires_at > ?2")
      .bind(endpointId, iso(now)),
    db
      .prepare("UPDATE webhook_secrets SET expires_at = ? WHERE endpoint_id = ? AND expires_at IS NULL")
      .bind(iso(now + hours * HOUR), endpointId),
    db
      .prepare("INSERT INTO webhook_secrets (id, endpoint_id, secret, created_at, expires_at) VALUES (?, ?, ?, ?, NULL)")
      .bind(newId("whs"), endpointId, newWebhookSecret(), iso(now)),
  ]);
}
