/**
 * Cards group of spec section 7. Calls on /cards/{id}/... accept a business user with a role (and,
 * for changes, the permission named in the description) on the card's business, or the cardholder
 * the card is linked to where the description says so (other changes answer the linked cardholder
 * 403). A card of another business answers 404. On /cards/business/{id}/..., cards must belong to
 * {id} or, when {id} is a top-level business, to one of its programs the caller can see.
 * Money moves are atomic (all or nothing) and take an optional `Idempotency-Key` header: a repeat
 * with the same key and payload answers the first success again without moving money; the same key
 * with another payload is 409 `idempotency_key_reused` (docs/decisions/0031-card-money-ledger.md).
 */
import { z } from "zod";
import { cardSortKeys } from "#domain/cards";
import { LANGUAGE_CODES } from "#domain/languages";
import { loadAmountCentsSchema, tagAmountCentsSchema } from "#domain/money";
import {
  addressSchema,
  cardIdSchema,
  colorSchema,
  emailSchema,
  expirationSchema,
  firstNameSchema,
  lastDigitsSchema,
  lastNameSchema,
  phoneSchema,
  pinSchema,
  shipmentMethodSchema,
} from "#domain/validation";
import {
  acceptedSchema,
  businessPathSchema,
  endpoint,
  idempotencyHeaderSchema,
  idSchema,
  listPositionSchema,
  pageOf,
  pageQuerySchema,
  positiveCentsSchema,
  timestampSchema,
  withTotalQuerySchema,
} from "./common";
import {
  activitySchema,
  cardBalanceSchema,
  cardDetailsSchema,
  cardLoadSchema,
  cardOrderSchema,
  cardSchema,
  customFieldValuesSchema,
  fundingAccountSchema,
  spendRuleSchema,
  tagSchema,
  transactionSchema,
} from "./entities";
import { cardFormFactorSchema, cardStatusSchema, transactionStatusSchema } from "./enums";

const G = "cards";

const cardPathSchema = z.object({ id: cardIdSchema });
const cardResponseSchema = z.object({ card: cardSchema });

export const newHolderSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  /**
   * The language the business chooses for the holder's e-mails (the virtual card's); a holder who has a
   * cardholder account gets theirs instead; none: English (ADR 0151).
   */
  language: z.enum(LANGUAGE_CODES).optional(),
});

export { cardSortKeys } from "#domain/cards";
export const listCardsQuerySchema = pageQuerySchema.extend({
  status: cardStatusSchema.optional(),
  formFactor: cardFormFactorSchema.optional(),
  tagId: idSchema.optional(),
  /** Only the cards this spend rule applies to. */
  spendRuleId: idSchema.optional(),
  /**
   * For a top-level {id} (whose list includes its programs' cards): only this program's cards. A
   * program the caller cannot see, or that is not under {id}, is 404.
   */
  programId: idSchema.optional(),
  /**
   * Case-insensitive: the holder's name with every word of the term in it, in any order ("zhang
   * karim" finds Karim Zhang; ADR 0178), part of the e-mail, the start of the card id, or (digits
   * only) the end of the last six digits.
   */
  search: z.string().trim().max(100).optional().meta({
    description:
      "Case-insensitive: every word of the term in the holder's name, in any order (`zhang karim` finds Karim Zhang), part of the holder's e-mail, the start of the card id, or (digits only) the end of the last six digits.",
  }),
  sort: z.enum(cardSortKeys).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  /** `withTotal=true`: the answer also says where the page sits (docs/decisions/0177-list-totals.md). */
  withTotal: withTotalQuerySchema,
});

/** One entry of a card's activity feed: a transaction or an audit event. */
export const cardActivityEntrySchema = z.discriminatedUnion("kind", [
  transactionSchema.extend({ kind: z.literal("transaction") }),
  activitySchema.extend({ kind: z.literal("event") }),
]);

/** The status changes with a call of their own (`POST /cards/{id}/{action}`); domain/cards.ts has every card action. */
const statusCalls = ["close", "freeze", "unfreeze", "lock", "unlock"] as const;

function cardAction(action: (typeof statusCalls)[number], summary: string, description: string) {
  return endpoint({
    id: `cards.${action}`,
    group: G,
    method: "POST",
    path: `/cards/{id}/${action}`,
    summary,
    description,
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    response: cardResponseSchema,
    errors: [403, 404, 409],
  });
}

export const cards = {
  cardToCardTransfer: endpoint({
    id: "cards.cardToCardTransfer",
    group: G,
    method: "POST",
    path: "/cards/business/{id}/cardToCardTransfer",
    summary: "Move balance from one card to another card of the business",
    description:
      "Needs loadCard. Both cards must belong to the same business. The answer carries both ledger entries (`loads`, the sending card's first). 409 `insufficient_funds` (the sending card), 409 `card_blocked` (either card closed), 409 `cards_in_different_businesses`, 400 when both ids are the same card, 409 `idempotency_key_reused`.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    headers: idempotencyHeaderSchema,
    body: z.object({ fromCardId: cardIdSchema, toCardId: cardIdSchema, amountCents: loadAmountCentsSchema }),
    /** `loads`: the two ledger entries, the sending card's (negative) first; its id is the transfer's reference. */
    response: z.object({ from: cardSchema, to: cardSchema, loads: z.array(cardLoadSchema).length(2) }),
    errors: [403, 404, 409],
  }),
  load: endpoint({
    id: "cards.load",
    group: G,
    method: "POST",
    path: "/cards/business/{id}/load",
    summary: "Load funds onto cards from the funding account",
    description:
      "Needs loadCard. Each load comes from the funding account of the card's own business (a program's card from the program's account). All loads apply or none. 409 `insufficient_funds` (funding account), 409 `card_blocked` (closed card), 409 `no_funding_account`, 409 `idempotency_key_reused`.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    headers: idempotencyHeaderSchema,
    body: z.object({
      loads: z
        .array(z.object({ cardId: cardIdSchema, amountCents: loadAmountCentsSchema, customFields: customFieldValuesSchema.optional() }))
        .min(1)
        .max(500),
    }),
    response: z.object({ loads: z.array(cardLoadSchema) }),
    errors: [403, 404, 409],
  }),
  orderAndShip: endpoint({
    id: "cards.orderAndShip",
    group: G,
    method: "POST",
    path: "/cards/business/{id}/orderAndShip",
    summary: "Order physical cards shipped to their holders",
    description:
      "Needs orderCard. One order; each card ships to its own address. New cards are active, get a default colour when none is given and are never linked to an existing cardholder account (the holder links a card themselves: account creation with the card, or activating a virtual card). initialLoadCents loads from the funding account in the same all-or-nothing step (409 `insufficient_funds`, `no_funding_account`).",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    headers: idempotencyHeaderSchema,
    body: z.object({
      shippingMethod: shipmentMethodSchema,
      cards: z
        .array(
          newHolderSchema.extend({
            address: addressSchema,
            initialLoadCents: loadAmountCentsSchema.optional(),
            color: colorSchema.optional(),
          }),
        )
        .min(1)
        .max(500),
    }),
    response: z.object({ cardOrder: cardOrderSchema, cards: z.array(cardSchema) }),
    errors: [403, 404, 409],
  }),
  tagCards: endpoint({
    id: "cards.tagCards",
    group: G,
    method: "POST",
    path: "/cards/business/{id}/tag",
    summary: "Create a tag (or reuse one by name) and add it to cards",
    description:
      "Needs addTagToCard. The tag is looked up by name (case-insensitive) among {id}'s tags; an existing tag keeps its colour and amount. Cards that have the tag already are left as they are.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    body: z.object({
      name: z.string().trim().min(1).max(50),
      color: colorSchema.optional(),
      amountCents: tagAmountCentsSchema.optional(),
      cardIds: z.array(cardIdSchema).min(1).max(500),
    }),
    response: z.object({ tag: tagSchema }),
    errors: [403, 404],
  }),
  createVirtualCards: endpoint({
    id: "cards.createVirtualCards",
    group: G,
    method: "POST",
    path: "/cards/business/{id}/virtualCards",
    summary: "Issue virtual cards (e-mailed to their holders)",
    description:
      "Needs orderCard. New virtual cards are inactive until the cardholder activates them. Same colour, linking and initial-load rules as orderAndShip.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    headers: idempotencyHeaderSchema,
    body: z.object({
      cards: z
        .array(newHolderSchema.extend({ initialLoadCents: loadAmountCentsSchema.optional(), color: colorSchema.optional() }))
        .min(1)
        .max(500),
    }),
    response: z.object({ cardOrder: cardOrderSchema, cards: z.array(cardSchema) }),
    errors: [403, 404, 409],
  }),
  listCards: endpoint({
    id: "cards.listCards",
    group: G,
    method: "GET",
    path: "/cards/business/{id}/cards",
    summary: "Cards of the business, filtered, searched and sorted",
    description:
      "A top-level {id} lists its own cards and those of its programs (a program-scope user: only their programs). Keyset pages; a cursor only works with the query that produced it. With `withTotal=true` the answer also has `total` (every card the query matches), `offset` (the cards before this page) and `previousCursor` (ADR 0177).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: listCardsQuerySchema,
    response: pageOf("cards", cardSchema).extend(listPositionSchema.shape),
    errors: [404],
  }),
  attachSpendRule: endpoint({
    id: "cards.attachSpendRule",
    group: G,
    method: "POST",
    path: "/cards/spendRules/{id}/",
    summary: "Apply a spend rule ({id}) to cards",
    description:
      "Needs modifySpendRule on the rule's business; the cards must belong to it or its programs. Cards that have the rule already are left as they are.",
    auth: "bearer",
    status: 200,
    params: z.object({ id: idSchema }),
    body: z.object({ cardIds: z.array(cardIdSchema).min(1).max(500) }),
    response: z.object({ spendRule: spendRuleSchema }),
    errors: [403, 404],
  }),
  detachSpendRule: endpoint({
    id: "cards.detachSpendRule",
    group: G,
    method: "DELETE",
    path: "/cards/spendRules/{id}/",
    summary: "Remove a spend rule ({id}) from cards",
    description: "Needs modifySpendRule on the rule's business.",
    auth: "bearer",
    status: 200,
    params: z.object({ id: idSchema }),
    body: z.object({ cardIds: z.array(cardIdSchema).min(1).max(500) }),
    response: z.object({ spendRule: spendRuleSchema }),
    errors: [403, 404],
  }),
  listActivities: endpoint({
    id: "cards.listActivities",
    group: G,
    method: "GET",
    path: "/cards/{id}/activities",
    summary: "The card's activity: transactions and audit events, newest first",
    description:
      "`kind=transaction` gives the cardholder portal's transactions tab. Business users and the linked cardholder may read. Audit events only carry the spec's activity types. The linked cardholder gets their own transactions only: no audit events, nothing from before the card was given to them (reassociation).",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    query: pageQuerySchema.extend({
      kind: z.enum(["transaction", "event"]).optional(),
      /** Only transactions of this status, e.g. the declined purchases (issue 24 item 6); no audit events. */
      status: transactionStatusSchema.optional(),
    }),
    response: pageOf("activities", cardActivityEntrySchema),
    errors: [404],
  }),
  getBalance: endpoint({
    id: "cards.getBalance",
    group: G,
    method: "GET",
    path: "/cards/{id}/balance",
    summary: "Balance of the card (business users and the linked cardholder)",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    response: z.object({ balance: cardBalanceSchema }),
    errors: [404],
  }),
  getClientToken: endpoint({
    id: "cards.getClientToken",
    group: G,
    method: "GET",
    path: "/cards/{id}/clientToken",
    summary: "A short-lived token that opens the provider's card-details frame for a virtual card",
    description:
      "Business users with resendVirtualCard on the card's own business (403 without it), or the linked cardholder. The token is random, works once and expires after 5 minutes; the browser opens `/card-frame/{clientToken}` on the provider (the sandbox: `/_sandbox/card-frame/{clientToken}`), which shows number, CVV and expiry. 409 `card_is_physical`, 409 `card_blocked` (inactive or closed).",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    response: z.object({ clientToken: z.string(), expiresAt: timestampSchema }),
    errors: [403, 404, 409],
  }),
  getDetails: endpoint({
    id: "cards.getDetails",
    group: G,
    method: "GET",
    path: "/cards/{id}/details",
    summary: "Card details with spend rules, shipment, autoloads and metadata",
    description:
      "Business users with a role on the card's business, or the linked cardholder, who gets none of the organization's data: tags, spend rules, autoloads, metadata and the replaced card are empty.",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    response: z.object({ card: cardDetailsSchema }),
    errors: [404],
  }),
  listLoadHistory: endpoint({
    id: "cards.listLoadHistory",
    group: G,
    method: "GET",
    path: "/cards/{id}/loadHistory",
    summary: "Loads of the card, newest first (business users and the linked cardholder)",
    description:
      "The linked cardholder gets the loads since the card was given to them, without who made them, their custom fields or their autoload.",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    query: pageQuerySchema,
    response: pageOf("loads", cardLoadSchema),
    errors: [404],
  }),
  close: cardAction(
    "close",
    "Close the card (terminal; any status but closed)",
    "Needs closeCard. 409 `invalid_transition` (already closed), 409 `balance_not_zero` (withdraw the balance first, so no money is lost).",
  ),
  freeze: cardAction("freeze", "Freeze the card (organization; from active or locked)", "Needs freezeCard. 409 `invalid_transition`."),
  unfreeze: cardAction("unfreeze", "Unfreeze the card (frozen to active)", "Needs freezeCard. 409 `invalid_transition`."),
  lock: cardAction("lock", "Lock the card (active to locked)", "Needs lockCard, or the linked cardholder. 409 `invalid_transition`."),
  unlock: cardAction(
    "unlock",
    "Unlock the card (locked to active; applies immediately)",
    "Needs lockCard, or the linked cardholder. 409 `invalid_transition`.",
  ),
  setPin: endpoint({
    id: "cards.setPin",
    group: G,
    method: "POST",
    path: "/cards/{id}/pin",
    summary: "Set the card's PIN",
    description:
      "Needs setPin, or the linked cardholder. 409 `card_blocked` for a blocking status; 409 `pin_already_set` when a PIN exists and the caller is not the signed-in linked cardholder (who may reset it). The PIN itself is not stored by the sandbox.",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    body: z.object({ pin: pinSchema }),
    response: cardResponseSchema,
    errors: [403, 404, 409],
  }),
  reassociate: endpoint({
    id: "cards.reassociate",
    group: G,
    method: "POST",
    path: "/cards/{id}/reassociate",
    summary: "Give the card to a different holder",
    description:
      "Needs replaceCard. The previous holder's account is unlinked and the card stays unlinked until its new holder links it. The PIN must be set again. 409 `invalid_transition` for a closed card.",
    auth: "bearer",
    status: 200,
    params: cardPathSchema,
    body: newHolderSchema,
    response: cardResponseSchema,
    errors: [403, 404, 409],
  }),
  reissueAndShip: endpoint({
    id: "cards.reissueAndShip",
    group: G,
    method: "POST",
    path: "/cards/{id}/reissueAndShip",
    summary: "Replace a physical card: the old one is closed, its balance moves to the new one",
    description:
      "Needs replaceCard. The new card has a new id, last six digits and expiry, is shipped in a new order and keeps the holder, account link, colour, tags, spend rules, autoloads and metadata. 409 `card_is_virtual`, 409 `invalid_transition` (frozen or closed).",
    auth: "bearer",
    status: 201,
    params: cardPathSchema,
    body: z.object({ shippingMethod: shipmentMethodSchema, address: addressSchema }),
    response: z.object({ card: cardSchema, cardOrder: cardOrderSchema }),
    errors: [403, 404, 409],
  }),
  reissueVirtualCard: endpoint({
    id: "cards.reissueVirtualCard",
    group: G,
    method: "POST",
    path: "/cards/{id}/reissueVirtualCard",
    summary: "Replace a virtual card: the old one is closed, its balance moves to the new one",
    description:
      "Needs replaceCard. As reissueAndShip, with a virtual order and the card e-mailed to the holder. 409 `card_is_physical`, 409 `invalid_transition` (frozen or closed).",
    auth: "bearer",
    status: 201,
    params: cardPathSchema,
    response: cardResponseSchema,
    errors: [403, 404, 409],
  }),
  resendVirtualCard: endpoint({
    id: "cards.resendVirtualCard",
    group: G,
    method: "POST",
    path: "/cards/{id}/resendVirtualCard",
    summary: "E-mail the virtual card to its holder again",
    description: "Needs resendVirtualCard. 409 `card_is_physical`, 409 `card_blocked` (closed).",
    auth: "bearer",
    status: 202,
    params: cardPathSchema,
    response: acceptedSchema,
    errors: [403, 404, 409],
  }),
  setPinUnauthenticated: endpoint({
    id: "cards.setPinUnauthenticated",
    group: G,
    method: "POST",
    path: "/cards/{id}/unauthenticatedPin",
    summary: "Set a first PIN without signing in, proving the card with last 6 digits and expiration",
    description:
      "404 `card_not_found`; 400 `invalid_card_data`; 409 `pin_already_set` (sign in to reset it); 409 `card_blocked`. The card data is checked before its state; 20 wrong tries per card and hour give 429 `too_many_attempts`.",
    auth: "none",
    status: 204,
    params: cardPathSchema,
    body: z.object({ last6: lastDigitsSchema, expiration: expirationSchema, pin: pinSchema }),
    response: null,
    errors: [404, 409, 429],
  }),
  withdrawFunds: endpoint({
    id: "cards.withdrawFunds",
    group: G,
    method: "POST",
    path: "/cards/{id}/withdrawFunds",
    summary: "Move the card's balance (or part of it) back to the funding account (recorded as a negative load)",
    description:
      "Needs transferFunds. Without amountCents the whole balance. The answer carries the withdrawal's ledger entry (`load`, a negative amount). Goes to the funding account of the card's business. 409 `insufficient_funds` (more than the balance, or nothing to withdraw), 409 `card_blocked` (closed), 409 `idempotency_key_reused`.",
    auth: "bearer",
    status: 201,
    params: cardPathSchema,
    headers: idempotencyHeaderSchema,
    body: z.object({ amountCents: positiveCentsSchema.optional() }),
    /** `load`: the withdrawal's ledger entry (a negative load): the amount moved and the reference. */
    response: z.object({ card: cardSchema, fundingAccount: fundingAccountSchema, load: cardLoadSchema }),
    errors: [403, 404, 409],
  }),
  removeTag: endpoint({
    id: "cards.removeTag",
    group: G,
    method: "DELETE",
    path: "/cards/{id}/tag/{tagId}/",
    summary: "Remove a tag from the card",
    description: "Needs deleteTagFromCard. 404 when the card does not carry the tag.",
    auth: "bearer",
    status: 204,
    params: cardPathSchema.extend({ tagId: idSchema }),
    response: null,
    errors: [403, 404],
  }),
} as const;
