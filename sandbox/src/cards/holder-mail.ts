/**
 * A card holder's e-mails: the virtual card's message and the language it is written in (the holder's own
 * account's, else the business's choice for the holder, else English; ADR 0151).
 */
import type { LanguageCode } from "#domain/languages";
import type { OutgoingMessage } from "#sandbox/db/mailbox";
import { composeMail } from "#sandbox/messages";

/** Where the cardholder portal signs in (app-relative, like every link in the mailbox). */
export const CARDHOLDER_SIGN_IN_PATH = "/cardholders";

/** The virtual card's e-mail to its holder, in the holder's language (holderLanguage). */
export function virtualCardMail(
  holder: { firstName: string; email: string },
  organizationName: string,
  resent: boolean,
  language: LanguageCode,
): OutgoingMessage {
  const mail = composeMail(
    language,
    { subject: resent ? "virtualCard.subjectResent" : "virtualCard.subject", body: "virtualCard.body" },
    { name: holder.firstName, organization: organizationName },
  );
  return { kind: "email", to: holder.email, ...mail, link: CARDHOLDER_SIGN_IN_PATH };
}

/**
 * The language of a card holder's e-mails: the one they created their cardholder account in (the
 * card's linked account, else an account with the holder's e-mail), else the business's choice for the
 * holder, else English (ADR 0151).
 */
export async function holderLanguage(
  db: D1Database,
  holder: { cardholderId: string | null; email: string; chosen: LanguageCode | null | undefined },
): Promise<LanguageCode> {
  const account = await db
    .prepare("SELECT language FROM cardholders WHERE id = ? OR email = ? ORDER BY id = ? DESC LIMIT 1")
    .bind(holder.cardholderId ?? "", holder.email.toLowerCase(), holder.cardholderId ?? "")
    .first<{ language: LanguageCode }>();
  return account?.language ?? holder.chosen ?? "en";
}

/** The language a card's business chose for its holder, and the language their e-mails are written in. */
export async function languagesOfCard(
  db: D1Database,
  card: { id: string; cardholder_id: string | null; holder_email: string },
): Promise<{ chosenLanguage: LanguageCode | null; holderLanguage: LanguageCode }> {
  const row = await db
    .prepare("SELECT holder_language FROM cards WHERE id = ?")
    .bind(card.id)
    .first<{ holder_language: LanguageCode | null }>();
  const chosenLanguage = row?.holder_language ?? null;
  return {
    chosenLanguage,
    holderLanguage: await holderLanguage(db, { cardholderId: card.cardholder_id, email: card.holder_email, chosen: chosenLanguage }),
  };
}
