/**
 * Notification e-mails to the cardholder a card is linked to (spec section 1: recent transactions,
 * card declines, card loads), sent only when their choice for that kind is "email", in the language
 * of their account. The mail statement joins the batch that records the event, so a replayed or
 * failed request sends nothing.
 */
import type { LanguageCode } from "#domain/languages";
import { mailStatement } from "#sandbox/db/mailbox";
import { NOTIFICATION_MESSAGES, type NotificationKind } from "./notification-messages";

const PREFERENCE_COLUMN: Record<NotificationKind, string> = {
  purchase: "pref_recent_transactions",
  decline: "pref_card_declines",
  load: "pref_card_loads",
};

export type NotificationFacts = { amountCents: number; merchant?: string; last6: string };

/** Money as the spec shows it everywhere: USD, en-US. */
const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The e-mail for one event, or null when the card has no account or its holder chose none. */
export async function notificationStatement(
  db: D1Database,
  now: number,
  cardholderId: string | null,
  kind: NotificationKind,
  facts: NotificationFacts,
): Promise<D1PreparedStatement | null> {
  if (cardholderId === null) return null;
  const holder = await db
    .prepare(`SELECT email, first_name, language, ${PREFERENCE_COLUMN[kind]} AS preference FROM cardholders WHERE id = ?`)
    .bind(cardholderId)
    .first<{ email: string; first_name: string; language: LanguageCode; preference: string }>();
  if (holder?.preference !== "email") return null;
  const texts = NOTIFICATION_MESSAGES[holder.language] ?? NOTIFICATION_MESSAGES.en;
  const values = { name: holder.first_name, amount: usd(facts.amountCents), merchant: facts.merchant ?? "", last6: facts.last6 };
  return mailStatement(db, now, {
    kind: "email",
    to: holder.email,
    subject: fill(texts[kind].subject, values),
    body: `${fill(texts.hello, values)}\n\n${fill(texts[kind].body, values)}\n\n${texts.footer}`,
    link: null,
  });
}
