/**
 * One-time sign-in codes (docs/decisions/0020-sandbox-identity-tokens.md): 6 digits from
 * crypto.getRandomValues (rejection sampling), stored only as an HMAC with a per-code salt, single
 * use, valid 10 minutes, dead after 5 wrong tries, replaced by a resend; at most 20 failures per
 * account per hour. Codes go to the sandbox mailbox and are never logged.
 */
import type { Realm } from "#contract/enums";
import type { Tokens } from "#contract/identity";
import type { LanguageCode } from "#domain/languages";
import { HOUR, iso, MINUTE } from "#sandbox/clock";
import { randomBytes, randomDigits, toBase64Url } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement, type OutgoingMessage } from "#sandbox/db/mailbox";
import type { ApiFailure } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { composeMail, text } from "#sandbox/messages";
import { type Account, findAccount, isPhone } from "./accounts";
import { type CodeRow, hashCode, incorrect, locked, spendCode } from "./codes";
import { accountBucket, clientAllows, reserveSignInAttempt } from "./rate-limit";
import { startSession } from "./tokens";

export const OTP_TTL_MS = 10 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
/** More sends than this per account and hour are accepted (202) but not delivered. */
export const OTP_MAX_SENDS_PER_HOUR = 10;

/**
 * The code's SMS or e-mail, in the language of the page the person asked from (they read it now), else
 * the one a cardholder created their account in, else English (ADR 0151).
 */
function message(account: Account, identifier: string, code: string, requested: LanguageCode | undefined): OutgoingMessage {
  const language = requested ?? account.language ?? "en";
  const cardholder = account.realm === "cardholder";
  if (isPhone(identifier)) {
    return {
      kind: "sms",
      to: identifier,
      language,
      subject: text(language, "otp.smsSubject"),
      body: text(language, cardholder ? "otp.smsCardholder" : "otp.smsBusiness", { code }),
      link: null,
    };
  }
  const mail = composeMail(
    language,
    { subject: "otp.emailSubject", body: cardholder ? "otp.emailCardholder" : "otp.emailBusiness" },
    { name: account.firstName, code },
  );
  return { kind: "email", to: account.email, ...mail, link: null };
}

/** A new code's row, inserted when delivery is allowed and the hour's send cap is not reached; null otherwise. */
async function insertCode(
  db: D1Database,
  now: number,
  realm: Realm,
  subjectId: string,
  channel: "email" | "sms",
  deliver: boolean,
): Promise<{ id: string; code: string; seq: number } | null> {
  const code = randomDigits(6);
  const salt = randomBytes(16);
  const codeHash = await hashCode(salt, code);
  const id = newId("otp");
  const inserted = await db
    .prepare(
      `INSERT INTO otp_codes (id, realm, subject_id, channel, salt, code_hash, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE ?9 = 1 AND (SELECT COUNT(*) FROM otp_codes WHERE realm = ?2 AND subject_id = ?3 AND created_at > ?10) < ?11
       RETURNING rowid AS seq`,
    )
    .bind(
      id,
      realm,
      subjectId,
      channel,
      toBase64Url(salt),
      codeHash,
      iso(now),
      iso(now + OTP_TTL_MS),
      deliver ? 1 : 0,
      iso(now - HOUR),
      OTP_MAX_SENDS_PER_HOUR,
    )
    .first<{ seq: number }>();
  return inserted ? { id, code, seq: inserted.seq } : null;
}

/** The same batch shape as a delivered code, writing nothing, so the timing tells nothing. */
async function sendNothing(db: D1Database, realm: Realm, subjectId: string): Promise<void> {
  await db.batch([
    db
      .prepare("UPDATE otp_codes SET closed_at = closed_at WHERE realm = ? AND subject_id = ? AND closed_at IS NULL AND rowid < 0")
      .bind(realm, subjectId),
    db.prepare("SELECT 1 FROM mailbox WHERE 0"),
    db.prepare("SELECT 1 FROM activities WHERE 0"),
  ]);
}

/** Closes the subject's older open codes (a resend replaces them). */
function replaceOlder(db: D1Database, now: number, realm: Realm, subjectId: string, seq: number): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE otp_codes SET closed_at = ?, close_reason = 'replaced' WHERE realm = ? AND subject_id = ? AND closed_at IS NULL AND rowid < ?",
    )
    .bind(iso(now), realm, subjectId, seq);
}

/**
 * Issues a new code (invalidating older open ones) and "sends" it. Unknown accounts do the same work
 * on a throw-away code that is never stored, so the answer's timing does not tell them apart. The send
 * cap is part of the INSERT (one guarded statement, ADR 0098), so parallel sends cannot pass it.
 */
export async function sendCode(
  db: D1Database,
  now: number,
  realm: Realm,
  identifier: string,
  language?: LanguageCode,
  client: string | null = null,
): Promise<void> {
  const account = await findAccount(db, realm, identifier);
  const subjectId = account?.id ?? `unknown:${identifier.toLowerCase()}`;
  const channel = isPhone(identifier) ? "sms" : "email";
  // A client past its hour's sends gets the same answer and the same work, and no code (ADR 0244).
  const clientOk = await clientAllows(db, now, "codeSends", client);
  const inserted = await insertCode(db, now, realm, subjectId, channel, account !== null && clientOk);
  if (!account || !inserted) return sendNothing(db, realm, subjectId);

  await db.batch([
    replaceOlder(db, now, realm, account.id, inserted.seq),
    mailStatement(db, now, message(account, identifier, inserted.code, language)),
    auditStatement(db, now, {
      type: "otp_sent",
      businessId: null,
      targetType: realm === "business" ? "user" : "cardholder",
      targetId: account.id,
      actor: { type: "system", id: null },
      details: { channel, codeId: inserted.id },
    }),
  ]);
}

/**
 * Checks `code` against the subject's latest code and closes it when it matches (single use); a wrong
 * code counts against that code (dead after 5). Returns the refusal, or null when the code was right.
 */
async function claimCode(db: D1Database, now: number, realm: Realm, subjectId: string, code: string): Promise<ApiFailure | null> {
  const latest = await db
    .prepare(
      "SELECT id, salt, code_hash, attempts, expires_at, closed_at, close_reason FROM otp_codes WHERE realm = ? AND subject_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .bind(realm, subjectId)
    .first<CodeRow>();
  return spendCode(db, now, "otp_codes", latest, code, OTP_MAX_ATTEMPTS);
}

/** Checks a code and opens a session. */
export async function verifyCode(
  db: D1Database,
  env: SandboxEnv,
  now: number,
  realm: Realm,
  identifier: string,
  code: string,
  client: string | null = null,
): Promise<Tokens> {
  const account = await findAccount(db, realm, identifier);
  const bucket = accountBucket(realm, account?.id ?? null, identifier);
  // Reserved before the check (ADR 0098); a failure keeps the reservation, a success gives it back.
  const attempt = await reserveSignInAttempt(db, now, bucket, client);
  if (!attempt) throw locked();
  if (!account) throw incorrect();
  const refusal = await claimCode(db, now, realm, account.id, code);
  if (refusal) throw refusal;
  await attempt.release();
  return startSession(db, env, now, account, "otp");
}

/** The code subject of an e-mail address being proven before any account has it (ADR 0200). */
const addressSubject = (email: string) => `address:${email.toLowerCase()}`;

/**
 * Sends a code that proves the person controls `email`, before an account is created for it (cardholder
 * registration, onboarding's applicant; ADR 0200). It answers the same whoever the address belongs to:
 * no account is looked up. The same lifetime, single use, attempt and hourly send limits as sign-in codes.
 */
export async function sendAddressCode(db: D1Database, now: number, realm: Realm, email: string, language: LanguageCode): Promise<void> {
  const subjectId = addressSubject(email);
  const inserted = await insertCode(db, now, realm, subjectId, "email", true);
  if (!inserted) return sendNothing(db, realm, subjectId);
  const mail = composeMail(
    language,
    { subject: "addressCode.subject", body: realm === "cardholder" ? "addressCode.cardholderBody" : "addressCode.businessBody" },
    { code: inserted.code },
  );
  await db.batch([
    replaceOlder(db, now, realm, subjectId, inserted.seq),
    mailStatement(db, now, { kind: "email", to: email.toLowerCase(), ...mail, link: null }),
    db.prepare("SELECT 1 FROM activities WHERE 0"),
  ]);
}

/** Spends the address's code, or throws `otp_incorrect` / `otp_expired` / `otp_locked` (ADR 0200). */
export async function claimAddressCode(db: D1Database, now: number, realm: Realm, email: string, code: string): Promise<void> {
  const refusal = await claimCode(db, now, realm, addressSubject(email), code);
  if (refusal) throw refusal;
}
