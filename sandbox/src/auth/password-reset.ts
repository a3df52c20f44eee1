/**
 * Password reset: a request e-mails a single-use link (valid 1 hour, the newest link only); the
 * confirmation sets the new password and revokes every session of the account.
 */
import type { Realm } from "#contract/enums";
import { HOUR, iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { ApiFailure } from "#sandbox/http/errors";
import { findAccount, setPasswordStatement } from "./accounts";
import { hashPassword } from "./passwords";
import { revokeAllSessionsStatement } from "./tokens";

export const RESET_TTL_MS = HOUR;

/**
 * Mails a reset link to a known account. An unknown identifier does the same work (a token, its hash,
 * one batch of four statements that write nothing), so the answer's timing does not tell accounts
 * apart (issue 12).
 */
export async function requestPasswordReset(db: D1Database, now: number, realm: Realm, identifier: string): Promise<void> {
  const account = await findAccount(db, realm, identifier);
  if (!account) {
    const decoyHash = await sha256Hex(randomToken());
    await db.batch([
      db
        .prepare("UPDATE password_reset_tokens SET used_at = ? WHERE realm = ? AND subject_id = ? AND used_at IS NULL")
        .bind(iso(now), realm, ""),
      db
        .prepare("INSERT INTO password_reset_tokens (token_hash, realm, subject_id, created_at, expires_at) SELECT ?, ?, ?, ?, ? WHERE 0")
        .bind(decoyHash, realm, "", iso(now), iso(now + RESET_TTL_MS)),
      db.prepare("SELECT 1 FROM mailbox WHERE 0"),
      db.prepare("SELECT 1 FROM activities WHERE 0"),
    ]);
    return;
  }
  const token = randomToken();
  const link = `/reset-password?realm=${realm}&token=${encodeURIComponent(token)}`;
  const targetType = realm === "business" ? "user" : "cardholder";
  await db.batch([
    // Only the newest link works.
    db
      .prepare("UPDATE password_reset_tokens SET used_at = ? WHERE realm = ? AND subject_id = ? AND used_at IS NULL")
      .bind(iso(now), realm, account.id),
    db
      .prepare("INSERT INTO password_reset_tokens (token_hash, realm, subject_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(await sha256Hex(token), realm, account.id, iso(now), iso(now + RESET_TTL_MS)),
    mailStatement(db, now, {
      kind: "email",
      to: account.email,
      subject: "Reset your password",
      body: `Hello ${account.firstName},\n\nSomeone asked to reset the password of your Beacon account. Open the link below within one hour to choose a new password. The link works once.\n\nIf it was not you, ignore this e-mail; your password stays the same.`,
      link,
    }),
    auditStatement(db, now, {
      type: "password_reset_requested",
      businessId: null,
      targetType,
      targetId: account.id,
      actor: { type: "system", id: null },
    }),
  ]);
}

export async function confirmPasswordReset(db: D1Database, now: number, token: string, password: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare("SELECT realm, subject_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ?")
    .bind(tokenHash)
    .first<{ realm: Realm; subject_id: string; expires_at: string; used_at: string | null }>();
  const invalid = () => new ApiFailure(400, "reset_token_invalid", "Sorry, incorrect link. Request a new reset e-mail.");
  if (!row || row.used_at !== null || row.expires_at <= iso(now)) throw invalid();
  const claim = await db
    .prepare("UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
    .bind(iso(now), tokenHash)
    .run();
  if (claim.meta.changes !== 1) throw invalid();
  const hash = await hashPassword(password);
  const targetType = row.realm === "business" ? "user" : "cardholder";
  await db.batch([
    setPasswordStatement(db, row.realm, row.subject_id, hash, iso(now)),
    revokeAllSessionsStatement(db, row.realm, row.subject_id, now, "password_changed"),
    auditStatement(db, now, {
      type: "password_changed",
      businessId: null,
      targetType,
      targetId: row.subject_id,
      actor: { type: targetType, id: row.subject_id },
    }),
  ]);
}
