/**
 * The e-mails a recipient receives during intake, from the sandbox's message files (twelve languages).
 * A recipient is written to in the intake language they last used on the intake pages (spec section 2:
 * English, Spanish, Polish; ADR 0151); before that, English. Nothing here is logged; codes and links
 * exist only in the mailbox row.
 */
import { type ComposedMessage, composeMail } from "#sandbox/messages";

export type IntakeLanguage = "en" | "es" | "pl";

export function intakeLanguageOf(value: unknown): IntakeLanguage {
  return value === "es" || value === "pl" ? value : "en";
}

/**
 * The intake link's e-mail names the organization that pays (issue 35 item 7): its top-level business, the
 * name the recipient knows, and says why it asks for bank details.
 */
export const intakeLinkMail = (language: IntakeLanguage, name: string, organization: string): ComposedMessage =>
  composeMail(language, { subject: "intake.linkSubject", body: "intake.linkBody" }, { name, organization });

/** The organization that pays a recipient of `businessId`: the top-level business (a program's parent). */
export async function payingOrganization(db: D1Database, businessId: string): Promise<string> {
  const row = await db
    .prepare(
      "SELECT COALESCE(p.name, b.name) AS organization FROM businesses b LEFT JOIN businesses p ON p.id = b.parent_id WHERE b.id = ?",
    )
    .bind(businessId)
    .first<{ organization: string }>();
  return row?.organization ?? "";
}

export const intakeCodeMail = (language: IntakeLanguage, name: string, code: string): ComposedMessage =>
  composeMail(language, { subject: "intake.codeSubject", body: "intake.codeBody" }, { name, code });

export const verificationMail = (language: IntakeLanguage, name: string, verified: boolean): ComposedMessage =>
  composeMail(
    language,
    verified
      ? { subject: "intake.verifiedSubject", body: "intake.verifiedBody" }
      : { subject: "intake.failedSubject", body: "intake.failedBody" },
    { name },
  );
