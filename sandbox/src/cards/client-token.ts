/**
 * Client tokens for the card-details frame (docs/decisions/0032-card-details-frame.md): 32 random
 * bytes, shown once to the caller, stored only as a SHA-256 hash, bound to one card, valid for five
 * minutes on the sandbox clock and burnt by the first frame that opens them.
 */
import { iso, MINUTE } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import type { Actor } from "#sandbox/db/audit";

export const CLIENT_TOKEN_TTL_MS = 5 * MINUTE;

/** Shape of a token as issued (base64url of 32 bytes); anything else is rejected without a lookup. */
export const CLIENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueClientToken(
  db: D1Database,
  now: number,
  cardId: string,
  requestedBy: Actor,
): Promise<{ clientToken: string; expiresAt: string }> {
  const clientToken = randomToken();
  const expiresAt = iso(now + CLIENT_TOKEN_TTL_MS);
  await db
    .prepare(
      "INSERT INTO card_client_tokens (token_hash, card_id, requested_by_type, requested_by_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(
      await sha256Hex(clientToken),
      cardId,
      requestedBy.type === "cardholder" ? "cardholder" : "user",
      requestedBy.id ?? "",
      iso(now),
      expiresAt,
    )
    .run();
  return { clientToken, expiresAt };
}

/**
 * Burns the token and returns its card id, or null when it is malformed, unknown, used or expired.
 * The update is one statement, so two frames racing for one token cannot both win.
 */
export async function burnClientToken(db: D1Database, now: number, token: string): Promise<string | null> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .prepare("UPDATE card_client_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING card_id")
    .bind(iso(now), await sha256Hex(token))
    .first<{ card_id: string }>();
  return row?.card_id ?? null;
}
