/**
 * What a spend rule would have done to past purchases (issue 18 item 2, docs/decisions/0153-spend-rule-preview.md).
 * Pure: the app reads the last 90 days of purchases from the provider and this replays them, card by
 * card in time order, against the rule alone, with the sandbox's decision rules (a merchant block or
 * allow list by category; a velocity limit over the rolling day, 7 days or 30 days, counting only the
 * purchases the rule would have let through).
 */

export const PREVIEW_DAYS = 90;

/** Rolling windows of the velocity periods, as the provider applies them at purchase time. */
export const VELOCITY_WINDOW_DAYS = { day: 1, week: 7, month: 30 } as const;

const DAY_MS = 86_400_000;

export type PreviewRule =
  | { type: "velocity"; amountCents: number; period: "transaction" | keyof typeof VELOCITY_WINDOW_DAYS }
  | { type: "merchant_allow" | "merchant_block"; merchantCategories: readonly string[] };

/** A purchase that went through (pending or cleared). */
export type PastPurchase = {
  cardId: string;
  merchantName: string;
  merchantCategory: string;
  amountCents: number;
  /** ISO 8601 instant. */
  createdAt: string;
};

export type PreviewMerchant = { name: string; category: string; purchases: number; amountCents: number };

export type RulePreview = {
  /** Purchases replayed, and the cards they were made with. */
  purchases: number;
  cards: number;
  /** Purchases the rule would have declined, their total and the cards they were made with. */
  declined: number;
  declinedCents: number;
  declinedCards: number;
  /** The merchants of the declined purchases, the most money first (at most `maxMerchants`). */
  merchants: PreviewMerchant[];
  /** Merchants left out of `merchants`. */
  otherMerchants: number;
};

/** Whether the rule declines a purchase by its merchant category alone. */
function declinedByMerchant(rule: PreviewRule, category: string): boolean {
  if (rule.type === "merchant_block") return rule.merchantCategories.includes(category);
  if (rule.type === "merchant_allow") return !rule.merchantCategories.includes(category);
  return false;
}

export function previewSpendRule(rule: PreviewRule, purchases: readonly PastPurchase[], maxMerchants = 10): RulePreview {
  const byCard = new Map<string, PastPurchase[]>();
  for (const purchase of purchases) {
    const list = byCard.get(purchase.cardId);
    if (list) list.push(purchase);
    else byCard.set(purchase.cardId, [purchase]);
  }
  const declined: PastPurchase[] = [];
  const declinedCards = new Set<string>();
  for (const [cardId, list] of byCard) {
    const ordered = [...list].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    // Velocity: what the rule would have let through, as [time, amount], in order.
    const kept: Array<[number, number]> = [];
    for (const purchase of ordered) {
      let refused: boolean;
      if (rule.type === "velocity") {
        const at = Date.parse(purchase.createdAt);
        let before = 0;
        if (rule.period !== "transaction") {
          const since = at - VELOCITY_WINDOW_DAYS[rule.period] * DAY_MS;
          for (const [time, amount] of kept) if (time > since) before += amount;
        }
        refused = before + purchase.amountCents > rule.amountCents;
        if (!refused) kept.push([at, purchase.amountCents]);
      } else {
        refused = declinedByMerchant(rule, purchase.merchantCategory);
      }
      if (refused) {
        declined.push(purchase);
        declinedCards.add(cardId);
      }
    }
  }
  const merchants = new Map<string, PreviewMerchant>();
  for (const purchase of declined) {
    const key = `${purchase.merchantName}\u0000${purchase.merchantCategory}`;
    const entry = merchants.get(key) ?? { name: purchase.merchantName, category: purchase.merchantCategory, purchases: 0, amountCents: 0 };
    entry.purchases += 1;
    entry.amountCents += purchase.amountCents;
    merchants.set(key, entry);
  }
  const ranked = [...merchants.values()].sort(
    (a, b) => b.amountCents - a.amountCents || b.purchases - a.purchases || a.name.localeCompare(b.name),
  );
  return {
    purchases: purchases.length,
    cards: byCard.size,
    declined: declined.length,
    declinedCents: declined.reduce((sum, p) => sum + p.amountCents, 0),
    declinedCards: declinedCards.size,
    merchants: ranked.slice(0, maxMerchants),
    otherMerchants: Math.max(0, ranked.length - maxMerchants),
  };
}
