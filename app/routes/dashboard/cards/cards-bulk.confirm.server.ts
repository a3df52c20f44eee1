import { href, type RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import type { BulkAction } from "#app/forms/cards-bulk.schema";
import { formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { receiptRedirect } from "#app/money/receipt.server";
import { balanceAfter, fundingAccountName, fundingBalance, type MoneyReview, moneyReview } from "#app/money/review.server";
import { isApiError } from "#app/provider/client.server";
import { settled } from "#app/provider/in-progress.server";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import type { BulkCard, CardOutcome, Target } from "./cards-bulk.choose.server";
import type { SelectionFields } from "./cards-bulk.details.server";

/**
 * The bulk actions' review and confirmation: the digest of what a review showed, a load's review and
 * receipt, and the action applied card by card with a per-card idempotency key (ADR 0157).
 */

/** The per-card idempotency key of a batch: the batch's key and the card's id (ADR 0157). */
export function cardKey(batchKey: string, cardId: string): string {
  return `${batchKey}-${cardId}`;
}

/** A digest of what a review showed: the action, its detail and the cards, so a changed filter is reviewed again. */
export async function reviewDigest(target: Target, list: readonly BulkCard[]): Promise<string> {
  const text = JSON.stringify({ target, cards: list.map((card) => `${card.id}:${card.businessId}:${card.status}`).sort() });
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The outcome of a provider refusal for one card. */
function refusalOutcome(error: unknown): CardOutcome {
  if (!isApiError(error)) throw error;
  if (error.status === 403) return "notPermitted";
  if (error.status === 404) return "notFound";
  if (error.code === "insufficient_funds" || error.code === "no_funding_account") return "insufficientFunds";
  if (error.code === "card_blocked") return "closed";
  if (error.code === "autoload_not_active") return "autoloadNotActive";
  if (error.code === "idempotency_request_in_progress") return "inProgress";
  if (error.status === 401) throw error;
  return "failed";
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * One card's load with its derived key. A double submit sends the same keys: the provider answers a
 * finished load again without moving money, and one still running with 409 in progress, which is
 * asked again until it has finished (a few seconds at most), so both answers say "loaded".
 */
async function loadOne(
  context: Readonly<RouterContextProvider>,
  batchKey: string,
  card: BulkCard,
  amountCents: number,
): Promise<CardOutcome> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  try {
    await settled(
      () =>
        provider.call(cards.load, {
          params: { id: businessId },
          body: { loads: [{ cardId: card.id, amountCents }] },
          idempotencyKey: cardKey(batchKey, card.id),
        }),
      { waitMs: 250 },
    );
    return "loaded";
  } catch (error) {
    return refusalOutcome(error);
  }
}

/**
 * A call for many cards at once (tag, spend rule, autoload): when the provider refuses the batch, each
 * card is sent alone so the result names the card it refused (these calls change nothing twice: a card
 * that has the tag, the rule or the membership already is left as it is).
 */
async function batchThenEach(
  list: readonly BulkCard[],
  call: (cardIds: string[]) => Promise<unknown>,
  done: (card: BulkCard) => CardOutcome,
): Promise<CardOutcome[]> {
  if (!list.length) return [];
  try {
    await call(list.map((card) => card.id));
    return list.map(done);
  } catch (error) {
    const outcome = refusalOutcome(error);
    if (outcome === "autoloadNotActive" || outcome === "failed") return list.map(() => outcome);
    return pooled(list, 6, (card) =>
      call([card.id]).then(
        () => done(card),
        (e: unknown) => refusalOutcome(e),
      ),
    );
  }
}

export async function applyToCards(
  context: Readonly<RouterContextProvider>,
  target: Target,
  list: readonly BulkCard[],
  batchKey: string,
): Promise<CardOutcome[]> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (target.action) {
    case "load":
      return pooled(list, 6, (card) => loadOne(context, batchKey, card, target.amountCents));
    case "tag": {
      const name = target.tagName.toLocaleLowerCase();
      return batchThenEach(
        list,
        (cardIds) => provider.call(cards.tagCards, { params: { id: businessId }, body: { name: target.tagName, cardIds } }),
        (card) => (card.tagNames.some((n) => n.toLocaleLowerCase() === name) ? "hadTag" : "tagged"),
      );
    }
    case "spendRule":
      return batchThenEach(
        list,
        (cardIds) => provider.call(cards.attachSpendRule, { params: { id: target.ruleId }, body: { cardIds } }),
        () => "ruleAttached",
      );
    case "autoload":
      return batchThenEach(
        list,
        (cardIds) => provider.call(autoloads.addMembers, { params: { id: target.autoloadId }, body: { cardIds } }),
        () => "added",
      );
    case "removeFromAutoload":
      return batchThenEach(
        list,
        (cardIds) => provider.call(autoloads.removeMembers, { params: { id: target.autoloadId }, body: { cardIds } }),
        () => "removed",
      );
  }
}

export type CardLine = { id: string; holderName: string; last6: string; outcome: CardOutcome | null };

export const line = (card: BulkCard, outcome: CardOutcome | null): CardLine => ({
  id: card.id,
  holderName: card.holderName,
  last6: card.last6,
  outcome,
});

/** The funding accounts a bulk load takes from: one per business of the cards (a top-level list holds its programs' cards). */
export async function fundingSummary(context: Readonly<RouterContextProvider>, ready: readonly BulkCard[], amountCents: number) {
  const { business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const code = getLocale(context);
  const groups = new Map<string, number>();
  for (const card of ready) groups.set(card.businessId, (groups.get(card.businessId) ?? 0) + 1);
  const needsNames = [...groups.keys()].some((id) => id !== business.topLevelBusinessId);
  const [programs, balances] = await Promise.all([
    needsNames
      ? provider
          .call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } })
          .then((page) => page.programs)
          .catch(() => [])
      : Promise.resolve([]),
    Promise.all(
      [...groups.keys()].map((id) =>
        provider
          .call(businesses.getPrefundingBalance, { params: { id } })
          .then((b) => b.balanceCents)
          .catch((error: unknown) => (isApiError(error) && error.status < 500 ? null : Promise.reject(error))),
      ),
    ),
  ]);
  return [...groups.entries()].map(([id, count], index) => {
    const balance = balances[index] ?? null;
    const total = count * amountCents;
    return {
      businessId: id,
      name: id === business.topLevelBusinessId ? business.topLevelBusinessName : (programs.find((p) => p.id === id)?.name ?? id),
      cards: count,
      total: formatMoney(total, code),
      totalCents: total,
      balance: balance === null ? null : formatMoney(balance, code),
      balanceCents: balance,
      /** What the account will hold once every card it pays for is loaded. */
      after: balance === null ? null : formatMoney(balanceAfter(balance, total, "out"), code),
      short: balance === null || balance < total,
    };
  });
}

export type BulkReview = {
  action: BulkAction;
  selection: SelectionFields;
  /** The posted detail, as the confirm form sends it again. */
  detail: Record<string, string>;
  batchKey: string;
  reviewed: string;
  /** The review was shown again because the cards matching the filter changed. */
  changed: boolean;
  ready: CardLine[];
  skipped: CardLine[];
  /** A bulk load: the amount per card, the total, the shared review of the total, and each funding account it takes from. */
  load: { amount: string; total: string; money: MoneyReview; accounts: Awaited<ReturnType<typeof fundingSummary>> } | null;
  tagName: string | null;
  ruleName: string | null;
  autoloadName: string | null;
};

export type BulkResult = {
  action: BulkAction;
  lines: CardLine[];
  applied: number;
  notApplied: number;
  target: string | null;
};

/**
 * A bulk load's review (issue 24 item 2): the total exactly as it will move, from the funding account
 * (each one, when the cards belong to several programs), to the chosen cards, and the balance it leaves.
 */
export async function loadReview(
  context: Readonly<RouterContextProvider>,
  ready: readonly BulkCard[],
  amountCents: number,
  batchKey: string,
) {
  const code = getLocale(context);
  const { t } = getI18n(context);
  const accounts = await fundingSummary(context, ready, amountCents);
  const [only] = accounts.length === 1 ? accounts : [];
  const totalCents = amountCents * ready.length;
  return {
    amount: formatMoney(amountCents, code),
    total: formatMoney(totalCents, code),
    money: moneyReview(code, {
      cents: totalCents,
      from: accounts.map((account) => account.name).join(", "),
      to: t("cards.bulk.chosenCards", { cards: ready.length }),
      balanceOf: "funding",
      // Several accounts: each one's balance afterwards is in the accounts' table.
      balanceCents: only ? only.balanceCents : null,
      change: "out",
      idempotencyKey: batchKey,
    }),
    accounts,
  };
}

/** At most this many cards that were not loaded are named on the receipt (the rest are counted). */
const MISSED_ON_RECEIPT = 20;

/**
 * After a bulk load: to the bulk page with its receipt, once, in the flash (app/money/receipt.server.ts):
 * the total loaded, the funding account's balance now (when the cards drew on one account), the batch's
 * key as the reference, how many cards were loaded and the first of those that were not, with why.
 */
export async function bulkLoadReceipt(
  context: Readonly<RouterContextProvider>,
  ready: readonly BulkCard[],
  outcomes: readonly CardOutcome[],
  lines: readonly CardLine[],
  loaded: { amountCents: number; done: number; reference: string },
): Promise<Response> {
  const { businessId } = context.get(dashboardContext);
  const sources = [...new Set(ready.filter((_, i) => outcomes[i] === "loaded").map((card) => card.businessId))];
  const [source] = sources.length === 1 ? sources : [];
  const [balanceCents, from] = source
    ? await Promise.all([fundingBalance(context, source), fundingAccountName(context, source)])
    : [null, null];
  const missed = lines.filter((l) => l.outcome !== "loaded");
  return receiptRedirect({
    path: href("/:businessId/cards/bulk", { businessId }),
    kind: "bulkLoad",
    amountCents: loaded.amountCents,
    balanceCents,
    reference: loaded.reference,
    ...(from ? { from } : {}),
    cards: {
      done: loaded.done,
      notDone: missed.length,
      missed: missed.slice(0, MISSED_ON_RECEIPT).map((l) => ({ id: l.id, why: l.outcome ?? "failed" })),
    },
  });
}
