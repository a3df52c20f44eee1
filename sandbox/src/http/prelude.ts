/**
 * What every sandbox request needs before its handler runs, read in one D1 round trip: whether the
 * demo data is ready, the clock's offset, and (when the caller sent a bearer token) the session the
 * token names. The session id is read from the token before its signature is checked; it is only a
 * lookup key, and `verifyIdToken` accepts the row only after verifying the token and matching the id.
 */
import { decodeJwt } from "jose";
import type { SessionRow } from "#sandbox/auth/session-row";
import { SEED_KEY } from "#sandbox/db/meta";

export type Prelude = {
  seedReady: boolean;
  offsetMs: number;
  /** The bearer token's session row; null when the token names none; undefined without a token. */
  session: SessionRow | null | undefined;
};

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+([A-Za-z0-9_.-]+)$/.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** The `sid` claim of a token, unverified; null when the token cannot be decoded. */
export function unverifiedSessionId(token: string): string | null {
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === "string" ? sid : null;
  } catch {
    return null;
  }
}

type PreludeRow = {
  seed_state: string | null;
  offset_ms: number | null;
  id: string | null;
  realm: SessionRow["realm"] | null;
  subject_id: string | null;
  expires_at: string | null;
  revoked_at: string | null;
};

export async function readPrelude(db: D1Database, authorization: string | undefined): Promise<Prelude> {
  const token = bearerToken(authorization);
  const sid = token ? unverifiedSessionId(token) : null;
  const row = await db
    .prepare(
      `SELECT (SELECT value FROM meta WHERE key = ?1) AS seed_state,
              (SELECT offset_ms FROM clock WHERE id = 1) AS offset_ms,
              s.id, s.realm, s.subject_id, s.expires_at, s.revoked_at
         FROM (SELECT 1) LEFT JOIN sessions s ON s.id = ?2`,
    )
    .bind(SEED_KEY, sid)
    .first<PreludeRow>();
  let session: SessionRow | null | undefined;
  if (token) {
    session =
      row?.id && row.realm && row.subject_id && row.expires_at
        ? { id: row.id, realm: row.realm, subject_id: row.subject_id, expires_at: row.expires_at, revoked_at: row.revoked_at }
        : null;
  }
  return { seedReady: row?.seed_state === "ready", offsetMs: row?.offset_ms ?? 0, session };
}
