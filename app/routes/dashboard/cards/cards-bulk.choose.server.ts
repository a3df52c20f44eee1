import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { dashboardContext, providerContext } from "#app/context";
import { BULK_ACTIONS, BULK_CAP, type BulkAction, type selectionSchema } from "#app/forms/cards-bulk.schema";
import { cards } from "#contract/cards";
import type { Card } from "#contract/entities";
import type { Permission } from "#domain/enums";
import { cardListParamsSchema } from "./cards.server";

/**
 * The bulk actions' first step (docs/decisions/0157-bulk-card-actions.md): which actions a user may offer,
 * the selection resolved on the server (ticked ids, or the list's filter up to BULK_CAP cards), and each card
 * checked against the action's permission on its own business before anything is sent.
 */

export type Selection = z.infer<typeof selectionSchema>;

/** The permission each bulk action needs, on the path business and on each card's business. */
export const BULK_PERMISSION: Record<BulkAction, Permission> = {
  load: "loadCard",
  tag: "addTagToCard",
  spendRule: "modifySpendRule",
  autoload: "addCardsToAutoload",
  removeFromAutoload: "deleteCardsFromAutoload",
};

/** The actions the user may offer on the cards list. */
export function bulkActionsFor(permissions: ReadonlySet<Permission>): BulkAction[] {
  return BULK_ACTIONS.filter((action) => permissions.has(BULK_PERMISSION[action]));
}

export type BulkCard = {
  id: string;
  businessId: string;
  holderName: string;
  last6: string;
  status: Card["status"];
  tagNames: string[];
};

const bulkCard = (card: Card): BulkCard => ({
  id: card.id,
  businessId: card.businessId,
  holderName: `${card.holder.firstName} ${card.holder.lastName}`.trim(),
  last6: card.last6,
  status: card.status,
  tagNames: card.tags.map((t) => t.name),
});

/** Why a card of the selection is left out before anything is sent, or what happened to it. */
export type CardOutcome =
  | "loaded"
  | "tagged"
  | "hadTag"
  | "ruleAttached"
  | "added"
  | "removed"
  | "notInAutoload"
  | "notPermitted"
  | "closed"
  | "otherBusiness"
  | "notFound"
  | "insufficientFunds"
  | "autoloadNotActive"
  | "inProgress"
  | "failed";

export type Resolution = { cards: BulkCard[]; missing: string[] } | { tooMany: true } | { none: true };

const PAGE = 200;

/**
 * The selection's cards, as the provider lists them for the path business (so a ticked id of another
 * business is simply not found). A filter is read page by page and stops past the cap: a 10,000-card
 * filter costs three reads, and is refused with the cap's message.
 */
export async function resolveSelection(context: Readonly<RouterContextProvider>, selection: Selection): Promise<Resolution> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  if (selection.scope === "filter") {
    const { cursor: _cursor, ...filters } = cardListParamsSchema.parse({
      search: selection.search || undefined,
      status: selection.status || undefined,
      formFactor: selection.formFactor || undefined,
      tagId: selection.tagId || undefined,
      programId: selection.programId || undefined,
    });
    const found: BulkCard[] = [];
    let cursor: string | undefined;
    do {
      const page = await provider.call(cards.listCards, { params: { id: businessId }, query: { ...filters, cursor, limit: PAGE } });
      found.push(...page.cards.map(bulkCard));
      if (found.length > BULK_CAP) return { tooMany: true };
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found.length ? { cards: found, missing: [] } : { none: true };
  }
  const ids = [...new Set(selection.cardIds)];
  if (!ids.length) return { none: true };
  // The list's search matches the start of a card id: each ticked card is read from the path business's list.
  const found = await Promise.all(
    ids.map((id) =>
      provider
        .call(cards.listCards, { params: { id: businessId }, query: { search: id, limit: 5 } })
        .then((page) => page.cards.find((card) => card.id === id) ?? null),
    ),
  );
  const list = found.flatMap((card) => (card ? [bulkCard(card)] : []));
  return { cards: list, missing: ids.filter((id) => !list.some((card) => card.id === id)) };
}

export type Target =
  | { action: "load"; amountCents: number }
  | { action: "tag"; tagName: string }
  | { action: "spendRule"; ruleId: string; ruleName: string; ruleBusinessId: string }
  | { action: "autoload"; autoloadId: string; autoloadName: string; autoloadBusinessId: string; active: boolean }
  | {
      action: "removeFromAutoload";
      autoloadId: string;
      autoloadName: string;
      autoloadBusinessId: string;
      /** The autoload's members among the selection (narrowed by `withSelection`), so the review names the others. */
      memberIds: readonly string[];
    };

/** A removal's members narrowed to the selection: the review digest then changes only when these cards' membership does. */
export function withSelection(target: Target, list: readonly BulkCard[]): Target {
  if (target.action !== "removeFromAutoload") return target;
  const members = new Set(target.memberIds);
  return { ...target, memberIds: list.filter((card) => members.has(card.id)).map((card) => card.id) };
}

/** Whether a card can take the action, checked before anything is sent: null when it can. */
export function cardRefusal(
  target: Target,
  card: BulkCard,
  permissionsOf: (businessId: string) => ReadonlySet<Permission>,
): CardOutcome | null {
  if (!permissionsOf(card.businessId).has(BULK_PERMISSION[target.action])) return "notPermitted";
  switch (target.action) {
    case "load":
      return card.status === "closed" ? "closed" : null;
    case "tag":
    case "spendRule":
      return null;
    case "autoload":
      if (card.businessId !== target.autoloadBusinessId) return "otherBusiness";
      return card.status === "closed" ? "closed" : null;
    case "removeFromAutoload":
      // A closed card may leave an autoload; a card that is not in it is named, and nothing is sent for it.
      if (card.businessId !== target.autoloadBusinessId) return "otherBusiness";
      return target.memberIds.includes(card.id) ? null : "notInAutoload";
  }
}

/** The cards split into those the action goes to and those left out, with why. */
export function planCards(target: Target, list: readonly BulkCard[], permissionsOf: (businessId: string) => ReadonlySet<Permission>) {
  const ready: BulkCard[] = [];
  const skipped: { card: BulkCard; outcome: CardOutcome }[] = [];
  for (const card of list) {
    const refusal = cardRefusal(target, card, permissionsOf);
    if (refusal) skipped.push({ card, outcome: refusal });
    else ready.push(card);
  }
  return { ready, skipped };
}
