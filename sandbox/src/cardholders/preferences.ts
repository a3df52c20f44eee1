/**
 * A cardholder's e-mail notification choices (spec section 3's notification preference: email or
 * none) for recent transactions, card declines and card loads.
 */
import type { NotificationPreference } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { notFound } from "#sandbox/http/errors";

export type CommunicationPreferences = {
  recentTransactions: NotificationPreference;
  cardDeclines: NotificationPreference;
  cardLoads: NotificationPreference;
};

type PreferenceRow = {
  pref_recent_transactions: NotificationPreference;
  pref_card_declines: NotificationPreference;
  pref_card_loads: NotificationPreference;
};

const COLUMNS = {
  recentTransactions: "pref_recent_transactions",
  cardDeclines: "pref_card_declines",
  cardLoads: "pref_card_loads",
} as const;

export async function readPreferences(db: D1Database, cardholderId: string): Promise<CommunicationPreferences> {
  const row = await db
    .prepare("SELECT pref_recent_transactions, pref_card_declines, pref_card_loads FROM cardholders WHERE id = ?")
    .bind(cardholderId)
    .first<PreferenceRow>();
  if (!row) throw notFound();
  return { recentTransactions: row.pref_recent_transactions, cardDeclines: row.pref_card_declines, cardLoads: row.pref_card_loads };
}

/** Changes the named choices (the others stay) and answers all three. */
export async function updatePreferences(
  db: D1Database,
  now: number,
  cardholderId: string,
  change: Partial<CommunicationPreferences>,
): Promise<CommunicationPreferences> {
  const entries = (Object.keys(COLUMNS) as (keyof CommunicationPreferences)[]).flatMap((key) => {
    const value = change[key];
    return value === undefined ? [] : [[COLUMNS[key], value] as const];
  });
  if (entries.length > 0) {
    const set = entries.map(([column]) => `${column} = ?`).join(", ");
    await db
      .prepare(`UPDATE cardholders SET ${set}, updated_at = ? WHERE id = ?`)
      .bind(...entries.map(([, value]) => value), iso(now), cardholderId)
      .run();
  }
  return readPreferences(db, cardholderId);
}
