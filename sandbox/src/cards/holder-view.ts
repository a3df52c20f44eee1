/**
 * What the linked cardholder sees of their card (issue 12: "cardholder responses carry only what a
 * cardholder may see"). The organization's own data stays with business users: its tags, spend rule
 * names, autoloads, notes (metadata), who loaded the card and the load's custom fields, the card it
 * replaced, the audit trail (staff names, previous holders), and anything that happened on the card
 * before it was given to its present holder.
 */
import type { Card } from "#contract/entities";
import type { cardDetails } from "./details";
import type { toLoad } from "./rows";

type Details = Awaited<ReturnType<typeof cardDetails>>;
type Load = ReturnType<typeof toLoad>;

export function holderCard(card: Card): Card {
  return { ...card, tags: [] };
}

export function holderDetails(details: Details): Details {
  return { ...details, tags: [], spendRules: [], autoloadIds: [], metadata: [], replacesCardId: null };
}

export function holderLoad(load: Load): Load {
  return { ...load, autoloadId: null, createdBy: null, customFields: {} };
}

/**
 * Since when the present holder has the card: the last time the business gave it to another holder
 * (reassociation), or null when it never changed hands. Earlier transactions and loads were another
 * person's.
 */
export async function holderSince(db: D1Database, cardId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT MAX(created_at) AS since FROM activities WHERE target_type = 'card' AND target_id = ? AND type = 'card_reassociated'")
    .bind(cardId)
    .first<{ since: string | null }>();
  return row?.since ?? null;
}
