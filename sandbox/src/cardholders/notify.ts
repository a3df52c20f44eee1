/**
 * Notification e-mails to the cardholder a card is linked to (spec section 1: recent transactions,
 * card declines, card loads), sent only when their choice for that kind is "email", in the language
 * of their account. The mail statement joins the batch that records the event, so a replayed or
 * failed request sends nothing.
 */
import type { LanguageCode } from "#domain/languages";
import { mailStatement } from "#sandbox/db/mailbox";
import { composeMail, type MessageKey } from "#sandbox/messages";

export type NotificationKind = "purchase" | "decline" | "load";

const KEYS: Record<NotificationKind, { subject: MessageKey; body: MessageKey; footer: MessageKey }> = {
  purchase: { subject: "notify.purchaseSubject", body: "notify.purchaseBody", footer: "notify.footer" },
  decline: { subject: "notify.declineSubject", body: "notify.declineBody", footer: "notify.footer" },
  load: { subject: "notify.loadSubject", body: "notify.loadBody", footer: "notify.footer" },
};

const PREFERENCE_COLUMN: Record<NotificationKind, string> = {
  purchase: "pref_recent_transactions",
  decline: "pref_card_declines",
  load: "pref_card_loads",
};

export type NotificationFacts = { amountCents: number; merchant?: string; last6: string };

/** Money as the spec shows it everywhere: USD, en-US. */
const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

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
    .prepare(`SELECT id, email, first_name, language, ${PREFERENCE_COLUMN[kind]} AS preference FROM cardholders WHERE id = ?`)
    .bind(cardholderId)
    .first<NotifiedHolder>();
  return holder ? notificationFor(db, now, holder, kind, facts) : null;
}

/** A cardholder as a notification needs them: the preference is the column of the notification's kind. */
export type NotifiedHolder = { id: string; email: string; first_name: string; language: LanguageCode; preference: string };

/**
 * The holders of cards (given as a JSON array of card ids, one bound value) with their preference for
 * `kind`: read with the rest of a request's reads (a card load, ADR 0252), then `notificationFor`.
 */
export function holdersOfCardsStatement(db: D1Database, kind: NotificationKind, cardIdsJson: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT id, email, first_name, language, ${PREFERENCE_COLUMN[kind]} AS preference FROM cardholders
        WHERE id IN (SELECT cardholder_id FROM cards WHERE id IN (SELECT value FROM json_each(?)))`,
    )
    .bind(cardIdsJson);
}

/** The notification mail of a holder already read, or null when their choice for this kind is not e-mail. */
export function notificationFor(
  db: D1Database,
  now: number,
  holder: NotifiedHolder,
  kind: NotificationKind,
  facts: NotificationFacts,
): D1PreparedStatement | null {
  if (holder.preference !== "email") return null;
  const values = { name: holder.first_name, amount: usd(facts.amountCents), merchant: facts.merchant ?? "", last6: facts.last6 };
  return mailStatement(db, now, { kind: "email", to: holder.email, ...composeMail(holder.language, KEYS[kind], values), link: null });
}
