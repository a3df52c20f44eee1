/**
 * Which card actions apply to which card (docs/decisions/0030-card-lifecycle.md). The sandbox refuses
 * an action with the code `checkCardAction` gives; the app offers only `availableCardActions`. Caller
 * rules (permissions, "PIN already set" for staff) are not part of this: they depend on who asks.
 */
import type { CardFormFactor, CardStatus } from "./enums";
import { isBlockingCardStatus } from "./enums";

/** Actions that only change the card's status. */
export const cardStatusActions = ["lock", "unlock", "freeze", "unfreeze", "close", "activate"] as const;
export type CardStatusAction = (typeof cardStatusActions)[number];

/** The status transitions: allowed starting statuses and the resulting status. */
export const CARD_TRANSITIONS: Readonly<Record<CardStatusAction, { from: readonly CardStatus[]; to: CardStatus }>> = {
  lock: { from: ["active"], to: "locked" },
  unlock: { from: ["locked"], to: "active" },
  freeze: { from: ["active", "locked"], to: "frozen" },
  unfreeze: { from: ["frozen"], to: "active" },
  close: { from: ["active", "inactive", "locked", "frozen"], to: "closed" },
  activate: { from: ["inactive"], to: "active" },
};

export const cardActions = [
  ...cardStatusActions,
  "reassociate",
  "reissueAndShip",
  "reissueVirtualCard",
  "resendVirtualCard",
  "setPin",
  "load",
  "withdraw",
  "transfer",
  "showDetails",
] as const;
export type CardAction = (typeof cardActions)[number];

/** Why an action does not apply; the sandbox answers 409 with this code. */
export type CardRefusal =
  | "invalid_transition"
  | "card_is_virtual"
  | "card_is_physical"
  | "card_blocked"
  | "balance_not_zero"
  | "insufficient_funds";

export type CardState = { status: CardStatus; formFactor: CardFormFactor; balanceCents: number };

/** Statuses a card may be replaced from (a lost card is usually locked first). */
const REISSUABLE: readonly CardStatus[] = ["active", "locked", "inactive"];

/** The status the replacement card starts in: a not yet activated virtual card stays inactive. */
export function reissuedStatus(status: CardStatus): CardStatus {
  return status === "inactive" ? "inactive" : "active";
}

export function nextCardStatus(action: CardStatusAction, status: CardStatus): CardStatus | undefined {
  const rule = CARD_TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : undefined;
}

/**
 * Null when the action applies to the card, else why not. The form factor is checked before the
 * status, so a closed virtual card asked to be reshipped is `card_is_virtual`.
 */
export function checkCardAction(action: CardAction, card: CardState): CardRefusal | null {
  switch (action) {
    case "lock":
    case "unlock":
    case "freeze":
    case "unfreeze":
      return nextCardStatus(action, card.status) ? null : "invalid_transition";
    case "close":
      if (!nextCardStatus("close", card.status)) return "invalid_transition";
      return card.balanceCents !== 0 ? "balance_not_zero" : null;
    case "activate":
      if (card.formFactor !== "virtual") return "card_is_physical";
      return nextCardStatus("activate", card.status) ? null : "invalid_transition";
    case "reassociate":
      return card.status === "closed" ? "invalid_transition" : null;
    case "reissueAndShip":
      if (card.formFactor !== "physical") return "card_is_virtual";
      return REISSUABLE.includes(card.status) ? null : "invalid_transition";
    case "reissueVirtualCard":
      if (card.formFactor !== "virtual") return "card_is_physical";
      return REISSUABLE.includes(card.status) ? null : "invalid_transition";
    case "resendVirtualCard":
      if (card.formFactor !== "virtual") return "card_is_physical";
      return card.status === "closed" ? "card_blocked" : null;
    case "setPin":
      return isBlockingCardStatus(card.status) ? "card_blocked" : null;
    case "load":
    case "transfer":
      return card.status === "closed" ? "card_blocked" : null;
    case "withdraw":
      if (card.status === "closed") return "card_blocked";
      return card.balanceCents <= 0 ? "insufficient_funds" : null;
    case "showDetails":
      if (card.formFactor !== "virtual") return "card_is_physical";
      return card.status === "inactive" || card.status === "closed" ? "card_blocked" : null;
  }
}

/** Every action that applies to the card now, in the order of `cardActions`. */
export function availableCardActions(card: CardState): CardAction[] {
  return cardActions.filter((action) => checkCardAction(action, card) === null);
}

/** How a cards list can be sorted (the list's `sort` parameter). */
export const cardSortKeys = ["createdAt", "holderName", "balance", "last6"] as const;
export type CardSortKey = (typeof cardSortKeys)[number];
