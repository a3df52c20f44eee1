/**
 * Who may open the webhook console, and for which business (docs/decisions/0164). The access link
 * of GET /businesses/{id}/webhooks/accessLink carries a one-time token (5 minutes); its first request
 * spends it and sets the console's session cookie (1 hour), so the token in the address is worthless
 * once the page has opened. Both are stored only as SHA-256 hashes, bound to one top-level business.
 */

import { can } from "#domain/permissions";
import { type Caller, contextFor, loadUserAccess } from "#sandbox/auth/access";
import { HOUR, iso, MINUTE } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { ApiFailure } from "#sandbox/http/errors";

export const CONSOLE_LINK_TTL_MS = 5 * MINUTE;
export const CONSOLE_SESSION_TTL_MS = HOUR;
/** The console's cookie: only the sandbox's /_sandbox/webhooks pages see it (the app forwards nothing else). */
export const CONSOLE_COOKIE = "wh_console";
export const CONSOLE_PATH = "/_sandbox/webhooks";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type BusinessFlags = { id: string; parent_id: string | null; developer_tools_enabled: number; webhooks_enabled: number };

/**
 * The top-level business whose webhooks the caller may manage: the caller needs developerTools on it
 * (through the business in the path, which may be one of its programs), and the business the developer
 * area; 404 `webhooks_not_enabled` when it has no webhooks.
 */
export async function webhookBusinessFor(caller: Caller, businessId: string): Promise<string> {
  const access = await caller.business(businessId);
  const top = await caller.business(access.topLevelId);
  top.require("developerTools");
  const flags = await caller.db
    .prepare("SELECT id, parent_id, developer_tools_enabled, webhooks_enabled FROM businesses WHERE id = ?")
    .bind(top.business.id)
    .first<BusinessFlags>();
  if (flags?.developer_tools_enabled !== 1 || flags.webhooks_enabled !== 1) {
    throw new ApiFailure(404, "webhooks_not_enabled", "This business does not have webhooks enabled");
  }
  return flags.id;
}

/** A new one-time link token for the console of `businessId`. */
export async function issueConsoleLink(
  db: D1Database,
  now: number,
  businessId: string,
  userId: string,
  sessionId: string,
): Promise<string> {
  const token = randomToken();
  await db
    .prepare(
      "INSERT INTO webhook_console_tokens (token_hash, kind, business_id, created_by, created_at, expires_at, session_id) VALUES (?, 'link', ?, ?, ?, ?, ?)",
    )
    .bind(await sha256Hex(token), businessId, userId, iso(now), iso(now + CONSOLE_LINK_TTL_MS), sessionId)
    .run();
  return token;
}

/**
 * Spends a link token and opens a console session for its business: the session token (for the
 * cookie), or null when the link is malformed, unknown, used or expired. One guarded UPDATE, so a
 * link opened twice at once opens one console.
 */
export async function openConsole(
  db: D1Database,
  now: number,
  linkToken: string,
): Promise<{ session: string; maxAgeSeconds: number } | null> {
  if (!TOKEN_PATTERN.test(linkToken)) return null;
  const row = await db
    .prepare(
      "UPDATE webhook_console_tokens SET used_at = ?1 WHERE token_hash = ?2 AND kind = 'link' AND used_at IS NULL AND expires_at > ?1 RETURNING business_id, created_by, session_id",
    )
    .bind(iso(now), await sha256Hex(linkToken))
    .first<{ business_id: string; created_by: string; session_id: string | null }>();
  if (!row) return null;
  const session = randomToken();
  await db
    .prepare(
      "INSERT INTO webhook_console_tokens (token_hash, kind, business_id, created_by, created_at, expires_at, session_id) VALUES (?, 'session', ?, ?, ?, ?, ?)",
    )
    .bind(await sha256Hex(session), row.business_id, row.created_by, iso(now), iso(now + CONSOLE_SESSION_TTL_MS), row.session_id)
    .run();
  return { session, maxAgeSeconds: CONSOLE_SESSION_TTL_MS / 1000 };
}

/**
 * The business of a live console session, or null. The console lives only as long as the access that
 * opened it (issue 34 L12): the provider session that asked for the link is still open, and its user
 * still holds developerTools on the business. Sign-out, a revoked session or a removed member end it.
 */
export async function consoleBusiness(db: D1Database, now: number, session: string | undefined): Promise<string | null> {
  if (!session || !TOKEN_PATTERN.test(session)) return null;
  const row = await db
    .prepare(
      `SELECT t.business_id, t.created_by FROM webhook_console_tokens t JOIN sessions s ON s.id = t.session_id
        WHERE t.token_hash = ? AND t.kind = 'session' AND t.expires_at > ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    )
    .bind(await sha256Hex(session), iso(now), iso(now))
    .first<{ business_id: string; created_by: string }>();
  if (!row) return null;
  const info = await loadUserAccess(db, row.created_by);
  if (!info || !can(contextFor(info, row.business_id), row.business_id, "developerTools")) return null;
  return row.business_id;
}

/** Ends a console session (the console's "Close" button). */
export async function closeConsole(db: D1Database, session: string | undefined): Promise<void> {
  if (!session || !TOKEN_PATTERN.test(session)) return;
  await db
    .prepare("DELETE FROM webhook_console_tokens WHERE token_hash = ? AND kind = 'session'")
    .bind(await sha256Hex(session))
    .run();
}

export function consoleCookie(session: string, maxAgeSeconds: number): string {
  return `${CONSOLE_COOKIE}=${session}; Path=${CONSOLE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}

export function clearConsoleCookie(): string {
  return `${CONSOLE_COOKIE}=; Path=${CONSOLE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}
