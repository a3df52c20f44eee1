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

export const intakeLinkMail = (language: IntakeLanguage, name: string): ComposedMessage =>
  composeMail(language, { subject: "intake.linkSubject", body: "intake.linkBody" }, { name });

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
