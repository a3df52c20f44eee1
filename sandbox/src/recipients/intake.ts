/**
 * The recipient intake e-mail: a single-purpose link (`link_tokens`, purpose recipient_intake; only a
 * SHA-256 hash is kept) to the recipient pages of the app, sent to the sandbox mailbox. A new link
 * revokes the recipient's earlier ones.
 */
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { intakeLanguageOf, intakeLinkMail, payingOrganization } from "./intake-mail";

/** Intake links made by the sandbox last 14 days (seeded ones never expire: the demo keeps working). */
export const INTAKE_LINK_TTL_MS = 14 * 24 * 60 * 60_000;

export type IntakeRecipient = {
  id: string;
  business_id: string;
  name: string;
  email: string;
  /** The language the recipient last used on the intake pages (null or absent: English). */
  language?: string | null;
};

/**
 * Statements that revoke the recipient's open intake links, store a new one, put the e-mail in the
 * mailbox and record `type` (recipient_intake_email_sent or _resent).
 */
export async function intakeEmailStatements(
  db: D1Database,
  now: number,
  recipient: IntakeRecipient,
  type: "recipient_intake_email_sent" | "recipient_intake_email_resent",
  actor: Actor,
): Promise<D1PreparedStatement[]> {
  const token = randomToken();
  const hash = await sha256Hex(token);
  // A recipient whose language is known opens the pages in it (the page drops `lang` from nothing else).
  const language = recipient.language === "es" || recipient.language === "pl" || recipient.language === "en" ? recipient.language : null;
  const link = `/setup-payment/${recipient.business_id}/recipient?token=${token}${language ? `&lang=${language}` : ""}`;
  return [
    db
      .prepare(
        "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'recipient_intake' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
      )
      .bind(iso(now), recipient.business_id, recipient.id),
    db
      .prepare(
        "INSERT INTO link_tokens (token_hash, purpose, business_id, subject_id, created_at, expires_at, revoked_at) VALUES (?, 'recipient_intake', ?, ?, ?, ?, NULL)",
      )
      .bind(hash, recipient.business_id, recipient.id, iso(now), iso(now + INTAKE_LINK_TTL_MS)),
    mailStatement(db, now, {
      kind: "email",
      to: recipient.email,
      ...intakeLinkMail(intakeLanguageOf(recipient.language), recipient.name, await payingOrganization(db, recipient.business_id)),
      link,
    }),
    auditStatement(db, now, {
      type,
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor,
      details: { email: recipient.email },
    }),
  ];
}

/** Revokes the recipient's open intake links (their bank details arrived another way). */
export function closeIntakeLinks(db: D1Database, now: number, recipient: { id: string; business_id: string }): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'recipient_intake' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
    )
    .bind(iso(now), recipient.business_id, recipient.id);
}
