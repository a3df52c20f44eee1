/**
 * Password reset: a request e-mails a single-use link (valid 1 hour, the newest link only). Opening the
 * link exchanges its token for a short-lived form token (ADR 0154), so the URL that may sit in logs and
 * history is spent at once; the confirmation takes the form token, sets the new password and revokes
 * every session of the account.
 */
import type { Realm } from "#contract/enums";
import type { LanguageCode } from "#domain/languages";
import { HOUR, iso, MINUTE } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { ApiFailure } from "#sandbox/http/errors";
import { composeMail } from "#sandbox/messages";
import { findAccount, setPasswordStatement } from "./accounts";
import { hashPassword } from "./passwords";
import { revokeAllSessionsStatement } from "./tokens";

export const RESET_TTL_MS = HOUR;
/** How long the form token of an opened link lasts (never longer than the link had left). */
export const RESET_FORM_TTL_MS = 15 * MINUTE;

const invalidResetToken = () => new ApiFailure(400, "reset_token_invalid", "Sorry, incorrect link. Request a new reset e-mail.");

/**
 * Mails a reset link to a known account. An unknown identifier does the same work (a token, its hash,
 * one batch of four statements that write nothing), so the answer's timing does not tell accounts
 * apart (issue 12).
 */
export async function requestPasswordReset(
  db: D1Database,
  now: number,
  realm: Realm,
  identifier: string,
  language?: LanguageCode,
): Promise<void> {
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
    // In the language of the page the reset was asked from, else the account's (ADR 0151).
    mailStatement(db, now, {
      kind: "email",
      to: account.email,
      ...composeMail(language ?? account.language ?? "en", { subject: "reset.subject", body: "reset.body" }, { name: account.firstName }),
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

/**
 * Spends an e-mailed link's token (one guarded statement: unused, unexpired, a link) and gives a form
 * token for the same account in its place.
 */
export async function exchangePasswordReset(db: D1Database, now: number, token: string): Promise<{ token: string; expiresIn: number }> {
  const link = await db
    .prepare(
      "UPDATE password_reset_tokens SET used_at = ?1 WHERE token_hash = ?2 AND stage = 'link' AND used_at IS NULL AND expires_at > ?1 RETURNING realm, subject_id, expires_at",
    )
    .bind(iso(now), await sha256Hex(token))
    .first<{ realm: Realm; subject_id: string; expires_at: string }>();
  if (!link) throw invalidResetToken();
  const formToken = randomToken();
  const expiresAt = Math.min(now + RESET_FORM_TTL_MS, Date.parse(link.expires_at));
  await db
    .prepare(
      "INSERT INTO password_reset_tokens (token_hash, realm, subject_id, created_at, expires_at, stage) VALUES (?, ?, ?, ?, ?, 'form')",
    )
    .bind(await sha256Hex(formToken), link.realm, link.subject_id, iso(now), iso(expiresAt))
    .run();
  return { token: formToken, expiresIn: Math.max(1, Math.floor((expiresAt - now) / 1000)) };
}

export async function confirmPasswordReset(db: D1Database, now: number, token: string, password: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare("SELECT realm, subject_id, expires_at, used_at, stage FROM password_reset_tokens WHERE token_hash = ?")
    .bind(tokenHash)
    .first<{ realm: Realm; subject_id: string; expires_at: string; used_at: string | null; stage: "link" | "form" }>();
  // The e-mailed link's own token never sets a password: only the form token it was exchanged for.
  if (row?.stage !== "form" || row.used_at !== null || row.expires_at <= iso(now)) throw invalidResetToken();
  const claim = await db
    .prepare("UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
    .bind(iso(now), tokenHash)
    .run();
  if (claim.meta.changes !== 1) throw invalidResetToken();
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
