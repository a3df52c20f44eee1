/**
 * How a recipient signs in to their own intake (docs/decisions/0105-recipient-intake-sign-in.md): the
 * intake link names the recipient, a 6-digit code e-mailed to them proves they read that mailbox, and
 * the code opens a 30-minute recipient session whose ES256 access token (audience
 * `beacon-recipient-intake`) only the recipient's own intake calls accept. The code rules are the
 * business users' (ADR 0020, 0098): HMAC with a per-code salt, 10 minutes, single use, 5 tries, a resend
 * closes the previous code, at most 10 sends per hour, and 20 failures per recipient and hour.
 */
import type { RecipientToken } from "#contract/recipientIntake";
import { type CodeRow, hashCode, locked, spendCode } from "#sandbox/auth/codes";
import { signSandboxJwt, verifySandboxJwt } from "#sandbox/auth/jwt";
import { clientAllows, reserveAttempt } from "#sandbox/auth/rate-limit";
import { HOUR, iso, MINUTE } from "#sandbox/clock";
import { randomBytes, randomDigits, randomToken, sha256Hex, toBase64Url } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { ApiFailure, tooManyRequests, unauthorized } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { intakeEmailStatements } from "./intake";
import { type IntakeLanguage, intakeCodeMail } from "./intake-mail";
import { type RecipientRow, readRecipient } from "./rows";

export const RECIPIENT_AUDIENCE = "beacon-recipient-intake";
export const RECIPIENT_TOKEN_TTL_SECONDS = 30 * 60;
export const RECIPIENT_CODE_TTL_MS = 10 * MINUTE;
export const RECIPIENT_CODE_MAX_ATTEMPTS = 5;
export const RECIPIENT_CODE_MAX_SENDS_PER_HOUR = 10;
/** New links delivered per business and e-mail and hour (requestLink). */
export const INTAKE_LINK_REQUESTS_PER_HOUR = 5;

/** Who calls with a recipient access token. */
export type RecipientPrincipal = { realm: "recipient"; recipientId: string; businessId: string; sid: string };

const linkInvalid = () => new ApiFailure(404, "intake_link_invalid", "Sorry, incorrect link. Click the link from the e-mail.");
const linkExpired = () => new ApiFailure(410, "intake_link_expired", "This link has expired or was already used. Ask for a new one.");
const emailNotRegistered = () => new ApiFailure(422, "email_not_registered", "E-mail not registered for this program.");
const tooMany = () => tooManyRequests("too_many_attempts", "Too many attempts. Please wait and try again later.");

const bucketOf = (recipientId: string) => `recipient:${recipientId}`;

type LinkRow = { business_id: string; subject_id: string | null; expires_at: string; revoked_at: string | null };

/**
 * The recipient an intake link's form token opens (the e-mailed token itself opens nothing once the
 * exchange exists, ADR 0246): 404 for no such token (or another business's), 410 when it no longer works.
 */
export async function openLink(db: D1Database, now: number, businessId: string, linkToken: string) {
  const link = await db
    .prepare(
      "SELECT business_id, subject_id, expires_at, revoked_at FROM link_tokens WHERE token_hash = ? AND purpose = 'recipient_intake' AND stage = 'form'",
    )
    .bind(await sha256Hex(linkToken))
    .first<LinkRow>();
  if (!link || link.business_id !== businessId || !link.subject_id) throw linkInvalid();
  if (link.revoked_at !== null || link.expires_at <= iso(now)) throw linkExpired();
  const recipient = await readRecipient(db, link.subject_id);
  if (!recipient || recipient.business_id !== businessId)
    throw new ApiFailure(404, "recipient_not_found", "Recipient not found, contact support.");
  return { recipient, expiresAt: link.expires_at };
}

/** Sends a code to the link's recipient once the typed e-mail is theirs; the language sticks to the recipient. */
export async function sendRecipientCode(
  db: D1Database,
  now: number,
  request: { businessId: string; linkToken: string; email: string; language: IntakeLanguage },
): Promise<{ expiresAt: string }> {
  const { recipient } = await openLink(db, now, request.businessId, request.linkToken);
  const expiresAt = iso(now + RECIPIENT_CODE_TTL_MS);
  if (request.email.trim().toLowerCase() !== recipient.email.toLowerCase()) {
    // A wrong e-mail is a failed attempt: the failures' hour limit stops guessing the address.
    if (!(await reserveAttempt(db, bucketOf(recipient.id), now))) throw tooMany();
    throw emailNotRegistered();
  }
  const code = randomDigits(6);
  const salt = randomBytes(16);
  const id = newId("rco");
  // The send cap is part of the INSERT (ADR 0098): parallel sends cannot pass it.
  const inserted = await db
    .prepare(
      `INSERT INTO recipient_codes (id, recipient_id, business_id, salt, code_hash, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
       WHERE (SELECT COUNT(*) FROM recipient_codes WHERE recipient_id = ?2 AND created_at > ?8) < ?9
       RETURNING rowid AS seq`,
    )
    .bind(
      id,
      recipient.id,
      recipient.business_id,
      toBase64Url(salt),
      await hashCode(salt, code),
      iso(now),
      expiresAt,
      iso(now - HOUR),
      RECIPIENT_CODE_MAX_SENDS_PER_HOUR,
    )
    .first<{ seq: number }>();
  if (!inserted) return { expiresAt };
  await db.batch([
    db
      .prepare(
        "UPDATE recipient_codes SET closed_at = ?, close_reason = 'replaced' WHERE recipient_id = ? AND closed_at IS NULL AND rowid < ?",
      )
      .bind(iso(now), recipient.id, inserted.seq),
    db.prepare("UPDATE recipients SET language = ? WHERE id = ?").bind(request.language, recipient.id),
    mailStatement(db, now, { kind: "email", to: recipient.email, ...intakeCodeMail(request.language, recipient.name, code), link: null }),
    auditStatement(db, now, {
      type: "otp_sent",
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor: { type: "system", id: null },
      details: { channel: "email", codeId: id },
    }),
  ]);
  return { expiresAt };
}

/** Checks the code and opens the recipient's session. */
export async function verifyRecipientCode(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  request: { businessId: string; linkToken: string; code: string },
): Promise<RecipientToken> {
  const { recipient } = await openLink(db, now, request.businessId, request.linkToken);
  const attempt = await reserveAttempt(db, bucketOf(recipient.id), now);
  if (!attempt) throw locked();
  const latest = await db
    .prepare(
      "SELECT id, salt, code_hash, expires_at, closed_at, close_reason FROM recipient_codes WHERE recipient_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .bind(recipient.id)
    .first<CodeRow>();
  const refusal = await spendCode(db, now, "recipient_codes", latest, request.code, RECIPIENT_CODE_MAX_ATTEMPTS);
  if (refusal) throw refusal;
  await attempt.release();
  return startRecipientSession(db, env, now, recipient);
}

async function startRecipientSession(db: D1Database, env: SandboxEnv, now: number, recipient: RecipientRow): Promise<RecipientToken> {
  const sid = newId("rses");
  await db.batch([
    db
      .prepare("INSERT INTO recipient_sessions (id, recipient_id, business_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(sid, recipient.id, recipient.business_id, iso(now), iso(now + RECIPIENT_TOKEN_TTL_SECONDS * 1000)),
    auditStatement(db, now, {
      type: "signed_in",
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor: { type: "recipient", id: recipient.id },
      details: { method: "otp", sessionId: sid },
    }),
  ]);
  const accessToken = await signSandboxJwt(db, env, now, {
    audience: RECIPIENT_AUDIENCE,
    subject: recipient.id,
    ttlSeconds: RECIPIENT_TOKEN_TTL_SECONDS,
    claims: { sid, bid: recipient.business_id },
  });
  return { accessToken, expiresIn: RECIPIENT_TOKEN_TTL_SECONDS, recipientId: recipient.id };
}

/** Whether a bearer token is meant for the recipient intake (read before verification, only to route it). */
export function isRecipientAudience(payload: { aud?: unknown }): boolean {
  return payload.aud === RECIPIENT_AUDIENCE || (Array.isArray(payload.aud) && payload.aud.includes(RECIPIENT_AUDIENCE));
}

/** Verifies a recipient access token (signature, issuer, audience, expiry on the sandbox clock) and its session. */
export async function verifyRecipientToken(db: D1Database, env: SandboxEnv, now: number, token: string): Promise<RecipientPrincipal> {
  const payload = await verifySandboxJwt(db, env, now, token, {
    audience: RECIPIENT_AUDIENCE,
    required: ["sid", "bid"],
    name: "access token",
  });
  const { sub, sid, bid } = payload;
  if (typeof sub !== "string" || typeof sid !== "string" || typeof bid !== "string") {
    throw unauthorized("invalid_token", "The access token is missing claims");
  }
  const session = await db
    .prepare("SELECT recipient_id, business_id, expires_at, revoked_at FROM recipient_sessions WHERE id = ?")
    .bind(sid)
    .first<{ recipient_id: string; business_id: string; expires_at: string; revoked_at: string | null }>();
  if (
    !session ||
    session.recipient_id !== sub ||
    session.business_id !== bid ||
    session.revoked_at !== null ||
    session.expires_at <= iso(now)
  ) {
    throw unauthorized("session_revoked", "The session has ended");
  }
  return { realm: "recipient", recipientId: sub, businessId: bid, sid };
}

export async function endRecipientSession(db: D1Database, now: number, principal: RecipientPrincipal): Promise<void> {
  await db.batch([
    db.prepare("UPDATE recipient_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").bind(iso(now), principal.sid),
    auditStatement(db, now, {
      type: "signed_out",
      businessId: principal.businessId,
      targetType: "recipient",
      targetId: principal.recipientId,
      actor: { type: "recipient", id: principal.recipientId },
      details: { sessionId: principal.sid },
    }),
  ]);
}

/**
 * The same work as a delivered link (a token hashed, a batch of five statements) that writes nothing,
 * so the answer's timing does not tell a recipient's e-mail from any other (issue 34 item 6, ADR 0244).
 */
async function sendNoLink(db: D1Database): Promise<void> {
  await sha256Hex(randomToken());
  await db.batch([
    db.prepare("UPDATE recipients SET language = language WHERE 0"),
    db.prepare("UPDATE link_tokens SET revoked_at = revoked_at WHERE 0"),
    db.prepare("SELECT 1 FROM link_tokens WHERE 0"),
    db.prepare("SELECT 1 FROM mailbox WHERE 0"),
    db.prepare("SELECT 1 FROM activities WHERE 0"),
  ]);
}

/**
 * A new intake link for whoever holds the e-mail of one of the business's recipients; nothing (and the
 * same answer) otherwise. Delivery is capped per business, e-mail and hour.
 */
export async function requestIntakeLink(
  db: D1Database,
  now: number,
  request: { businessId: string; email: string; language: IntakeLanguage },
  client: string | null = null,
): Promise<void> {
  const email = request.email.trim().toLowerCase();
  const recipient = await db
    .prepare("SELECT id, business_id, name, email FROM recipients WHERE business_id = ? AND email = ?")
    .bind(request.businessId, email)
    .first<{ id: string; business_id: string; name: string; email: string }>();
  // Per e-mail and per client (ADR 0244); the allowance is spent whether or not the e-mail is a recipient's.
  const allowed =
    (await reserveAttempt(db, `intake-link:${request.businessId}:${email}`, now, INTAKE_LINK_REQUESTS_PER_HOUR)) !== null &&
    (await clientAllows(db, now, "intakeLinks", client));
  if (!recipient || !allowed) return sendNoLink(db);
  const statements = await intakeEmailStatements(db, now, { ...recipient, language: request.language }, "recipient_intake_email_resent", {
    type: "recipient",
    id: recipient.id,
  });
  await db.batch([db.prepare("UPDATE recipients SET language = ? WHERE id = ?").bind(request.language, recipient.id), ...statements]);
}
