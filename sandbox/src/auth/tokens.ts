/**
 * Sessions and tokens (docs/decisions/0020-sandbox-identity-tokens.md):
 * - id token: ES256 JWT, 15 minutes, claims iss, aud, sub, sid, realm, iat, exp;
 * - refresh token: opaque, stored hashed, single use; a reused one revokes the whole session;
 * - session: checked on every call, so sign-out stops the id token at once.
 */
import type { Realm } from "#contract/enums";
import type { Tokens } from "#contract/identity";
import { HOUR, iso } from "#sandbox/clock";
import { hmacSha256, randomToken, sha256Hex, toBase64Url } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { unauthorized } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { signSandboxJwt, verifySandboxJwt } from "./jwt";
import type { SessionRow } from "./session-row";

export const AUDIENCE = "beacon-app";
export const ID_TOKEN_TTL_SECONDS = 15 * 60;
/** Within the app's 12-hour absolute limit, so a session the app forgets still dies on its own (ADR 0099). */
export const SESSION_TTL_MS = 12 * HOUR;
/**
 * A refresh token replaced less than this long ago still refreshes once more (two tabs refreshing at
 * the same time, ADR 0099) instead of counting as reuse; later presentations revoke the session.
 */
export const REFRESH_GRACE_MS = 30_000;

export type Principal = { realm: Realm; uid: string; sid: string };

function signIdToken(db: D1Database, env: SandboxEnv, now: number, p: Principal): Promise<string> {
  return signSandboxJwt(db, env, now, {
    audience: AUDIENCE,
    subject: p.uid,
    ttlSeconds: ID_TOKEN_TTL_SECONDS,
    claims: { sid: p.sid, realm: p.realm },
  });
}

function refreshStatement(db: D1Database, sessionId: string, tokenHash: string, now: number): D1PreparedStatement {
  return db
    .prepare("INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES (?, ?, ?)")
    .bind(tokenHash, sessionId, iso(now));
}

/** Opens a session for an account that just proved who it is. */
export async function startSession(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  account: { realm: Realm; id: string },
  method: "password" | "otp",
): Promise<Tokens> {
  const sid = newId("ses");
  const refreshToken = randomToken();
  await db.batch([
    db
      .prepare("INSERT INTO sessions (id, realm, subject_id, method, created_at, expires_at, refresh_secret) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(sid, account.realm, account.id, method, iso(now), iso(now + SESSION_TTL_MS), randomToken()),
    refreshStatement(db, sid, await sha256Hex(refreshToken), now),
    auditStatement(db, now, {
      type: "signed_in",
      businessId: null,
      targetType: account.realm === "business" ? "user" : "cardholder",
      targetId: account.id,
      actor: { type: account.realm === "business" ? "user" : "cardholder", id: account.id },
      details: { method, sessionId: sid },
    }),
  ]);
  const principal = { realm: account.realm, uid: account.id, sid };
  return {
    idToken: await signIdToken(db, env, now, principal),
    refreshToken,
    expiresIn: ID_TOKEN_TTL_SECONDS,
    uid: account.id,
    realm: account.realm,
  };
}

export function revokeSessionStatement(db: D1Database, sid: string, now: number, reason: string): D1PreparedStatement {
  return db
    .prepare("UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL")
    .bind(iso(now), reason, sid);
}

export function revokeAllSessionsStatement(
  db: D1Database,
  realm: Realm,
  subjectId: string,
  now: number,
  reason: string,
): D1PreparedStatement {
  return db
    .prepare("UPDATE sessions SET revoked_at = ?, revoke_reason = ? WHERE realm = ? AND subject_id = ? AND revoked_at IS NULL")
    .bind(iso(now), reason, realm, subjectId);
}

function sessionIsLive(session: SessionRow | null, now: number): session is SessionRow {
  return session !== null && session.revoked_at === null && session.expires_at > iso(now);
}

/**
 * Rotates a refresh token. Presenting a replaced token again revokes the session (theft detection),
 * except within REFRESH_GRACE_MS of its replacement.
 */
export async function refreshSession(db: D1Database, env: SandboxEnv, now: number, refreshToken: string): Promise<Tokens> {
  const tokenHash = await sha256Hex(refreshToken);
  const row = await db
    .prepare(
      "SELECT r.used_at, s.id, s.realm, s.subject_id, s.expires_at, s.revoked_at, s.refresh_secret FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ?",
    )
    .bind(tokenHash)
    .first<SessionRow & { used_at: string | null; refresh_secret: string | null }>();
  if (!row) throw unauthorized("invalid_refresh_token", "Unknown refresh token");
  if (row.revoked_at !== null) throw unauthorized("session_revoked", "The session has been revoked");
  if (!sessionIsLive(row, now)) throw unauthorized("invalid_refresh_token", "The session has expired");

  // Claim the token atomically: only one of two concurrent refreshes can win.
  const claim = await db
    .prepare("UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
    .bind(iso(now), tokenHash)
    .run();
  // Lost the claim: another request used this token. Within the grace it was most likely a second tab
  // of the same browser, which gets its own successor; later it is reuse, and the session ends.
  const usedAt = row.used_at === null ? now : Date.parse(row.used_at);
  if ((row.used_at !== null || claim.meta.changes !== 1) && now - usedAt >= REFRESH_GRACE_MS) {
    await db.batch([
      revokeSessionStatement(db, row.id, now, "refresh_token_reused"),
      auditStatement(db, now, {
        type: "session_revoked",
        businessId: null,
        targetType: row.realm === "business" ? "user" : "cardholder",
        targetId: row.subject_id,
        actor: { type: "system", id: null },
        details: { sessionId: row.id, reason: "refresh_token_reused" },
      }),
    ]);
    throw unauthorized("refresh_token_reused", "The refresh token was already used; the session is revoked");
  }
  // The successor of a token is always the same (an HMAC under the session's own secret): a second tab
  // or a replay within the grace gets the one successor, so the chain never forks (issue 34 L3), and
  // whoever uses it second after the grace ends the session for both.
  const next = row.refresh_secret
    ? toBase64Url(await hmacSha256(new TextEncoder().encode(row.refresh_secret), refreshToken))
    : randomToken();
  await db
    .prepare("INSERT OR IGNORE INTO refresh_tokens (token_hash, session_id, created_at) VALUES (?, ?, ?)")
    .bind(await sha256Hex(next), row.id, iso(now))
    .run();
  const principal = { realm: row.realm, uid: row.subject_id, sid: row.id };
  return {
    idToken: await signIdToken(db, env, now, principal),
    refreshToken: next,
    expiresIn: ID_TOKEN_TTL_SECONDS,
    uid: row.subject_id,
    realm: row.realm,
  };
}

/**
 * Ends the session a refresh token belongs to (used or not), for a client whose id token has expired:
 * sign-out after a long idle, and the app's time-outs. Unknown tokens and ended sessions do nothing.
 */
export async function revokeByRefreshToken(db: D1Database, now: number, refreshToken: string): Promise<void> {
  const row = await db
    .prepare(
      "SELECT s.id, s.realm, s.subject_id FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ? AND s.revoked_at IS NULL",
    )
    .bind(await sha256Hex(refreshToken))
    .first<{ id: string; realm: Realm; subject_id: string }>();
  if (!row) return;
  await signOut(db, now, { realm: row.realm, uid: row.subject_id, sid: row.id });
}

/** Ends a session: its id tokens and refresh token stop working immediately. */
export async function signOut(db: D1Database, now: number, principal: Principal): Promise<void> {
  await db.batch([
    revokeSessionStatement(db, principal.sid, now, "signed_out"),
    auditStatement(db, now, {
      type: "signed_out",
      businessId: null,
      targetType: principal.realm === "business" ? "user" : "cardholder",
      targetId: principal.uid,
      actor: { type: principal.realm === "business" ? "user" : "cardholder", id: principal.uid },
      details: { sessionId: principal.sid },
    }),
  ]);
}

/**
 * Verifies an id token: signature, issuer, audience and expiry against the sandbox clock (so
 * advancing the clock expires tokens), then that its session is still live.
 */
export async function verifyIdToken(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  token: string,
  /** The session row already read for this token's `sid` (see http/prelude.ts); undefined: read it here. */
  preloaded?: SessionRow | null,
): Promise<Principal> {
  const payload = await verifySandboxJwt(db, env, now, token, { audience: AUDIENCE, required: ["sid", "realm"], name: "id token" });
  const { sub, sid, realm } = payload;
  if (typeof sub !== "string" || typeof sid !== "string" || (realm !== "business" && realm !== "cardholder")) {
    throw unauthorized("invalid_token", "The id token is missing claims");
  }
  const session =
    preloaded !== undefined
      ? preloaded
      : await db.prepare("SELECT id, realm, subject_id, expires_at, revoked_at FROM sessions WHERE id = ?").bind(sid).first<SessionRow>();
  if (!session || session.id !== sid || session.subject_id !== sub || session.realm !== realm) {
    throw unauthorized("session_revoked", "The session does not exist");
  }
  if (!sessionIsLive(session, now)) throw unauthorized("session_revoked", "The session has been revoked or expired");
  return { realm, uid: sub, sid };
}
