/**
 * Checking an e-mailed or texted code, one rule for every kind (sign-in codes in otp_codes, recipient intake
 * codes in recipient_codes; ADR 0098): a closed code answers why it closed, an expired one closes as expired,
 * a wrong one counts against the code (atomically, so parallel tries cannot pass the limit) and locks it at
 * the limit, a right one is spent once (single use).
 */
import { iso } from "#sandbox/clock";
import { constantTimeEqual, fromBase64Url, hmacSha256, toBase64Url } from "#sandbox/crypto";
import { ApiFailure, tooManyRequests } from "#sandbox/http/errors";

/** The latest code's row, as both code tables hold it. */
export type CodeRow = {
  id: string;
  salt: string;
  code_hash: string;
  expires_at: string;
  closed_at: string | null;
  close_reason: "used" | "replaced" | "locked" | "expired" | null;
};

export const incorrect = () => new ApiFailure(401, "otp_incorrect", "The code is incorrect. Please try again.");
export const expired = () => new ApiFailure(401, "otp_expired", "The code has expired. Please request a new code.");
export const locked = () => tooManyRequests("otp_locked", "Too many attempts. Please request a new code later.");

/** A code's stored hash: HMAC-SHA-256 keyed by the code's own salt. */
export async function hashCode(salt: Uint8Array<ArrayBuffer>, code: string): Promise<string> {
  return toBase64Url(await hmacSha256(salt, code));
}

/** Checks `code` against the latest code and spends it when it matches: the refusal, or null when it was right. */
export async function spendCode(
  db: D1Database,
  now: number,
  table: "otp_codes" | "recipient_codes",
  latest: CodeRow | null,
  code: string,
  maxAttempts: number,
): Promise<ApiFailure | null> {
  if (!latest) return incorrect();
  if (latest.closed_at !== null) {
    if (latest.close_reason === "locked") return locked();
    if (latest.close_reason === "expired") return expired();
    return incorrect();
  }
  if (latest.expires_at <= iso(now)) {
    await db
      .prepare(`UPDATE ${table} SET closed_at = ?, close_reason = 'expired' WHERE id = ? AND closed_at IS NULL`)
      .bind(iso(now), latest.id)
      .run();
    return expired();
  }
  const matches = constantTimeEqual(fromBase64Url(await hashCode(fromBase64Url(latest.salt), code)), fromBase64Url(latest.code_hash));
  if (!matches) {
    // Counted atomically, so concurrent wrong tries cannot exceed the limit.
    const counted = await db
      .prepare(
        `UPDATE ${table} SET attempts = attempts + 1,
           closed_at = CASE WHEN attempts + 1 >= ?1 THEN ?2 ELSE closed_at END,
           close_reason = CASE WHEN attempts + 1 >= ?1 THEN 'locked' ELSE close_reason END
         WHERE id = ?3 AND closed_at IS NULL RETURNING attempts`,
      )
      .bind(maxAttempts, iso(now), latest.id)
      .first<{ attempts: number }>();
    return !counted || counted.attempts >= maxAttempts ? locked() : incorrect();
  }
  // Single use: only one verification can close the code.
  const claim = await db
    .prepare(`UPDATE ${table} SET closed_at = ?, close_reason = 'used' WHERE id = ? AND closed_at IS NULL`)
    .bind(iso(now), latest.id)
    .run();
  return claim.meta.changes === 1 ? null : incorrect();
}
