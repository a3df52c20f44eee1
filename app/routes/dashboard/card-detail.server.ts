import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import type { Optional, OptionalValue } from "#app/components/deferred";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import type { Receipt } from "#app/flash/flash.server";
import { notFound } from "#app/http";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { balanceAfterMove, receiptRedirect, takeReceipt } from "#app/money/receipt.server";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, formErrorStatus, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { cardFrameUrl } from "#app/provider/provider-mode";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { users } from "#contract/users";
import { checkCardAction } from "#domain/cards";
import { namedValues } from "#domain/custom-fields";
import { declineCause, declineReasonText } from "#domain/decline";
import type { Permission } from "#domain/enums";
import { categoryCodeInWords, isKnownMerchantCategory } from "#domain/merchant-categories";
import { decideTag } from "#domain/tags";
import { reviewOf } from "./card-detail.review.server";
import { type CardAction, cardActionSchema, SECRET_FIELDS, withdrawnCents } from "./card-detail.schema";
import { organizationRules } from "./card-detail.spend-rules.server";
import { customFieldsReader } from "./custom-fields.server";
import { notFoundOn404, objectPermissions, requirePathInTree } from "./object-access.server";

/**
 * Card detail actions. Each intent names the permission it needs (checked here, and again by the
 * provider), its form schema, and the provider call. Money-moving intents carry the idempotency key
 * rendered into the confirmation form, so a double submit moves money once.
 */

export const ACTION_PERMISSION: Record<CardAction, Permission> = {
  lock: "lockCard",
  unlock: "lockCard",
  freeze: "freezeCard",
  unfreeze: "freezeCard",
  close: "closeCard",
  reissueVirtualCard: "replaceCard",
  resendVirtualCard: "resendVirtualCard",
  load: "loadCard",
  withdraw: "transferFunds",
  transfer: "loadCard",
  addTag: "addTagToCard",
  removeTag: "deleteTagFromCard",
  addNote: "createNote",
  editNote: "editNote",
  deleteNote: "editNote",
  editMetadata: "editMetadata",
  setPin: "setPin",
  reissueAndShip: "replaceCard",
  reassociate: "replaceCard",
  addToAutoload: "addCardsToAutoload",
  removeFromAutoload: "deleteCardsFromAutoload",
};

/** The provider's refusal codes that have a message of their own; anything else is the generic one. */
const ERROR_MESSAGES: Record<string, FormMessageKey> = {
  insufficient_funds: "cardDetail.errors.insufficientFunds",
  card_blocked: "cardDetail.errors.cardBlocked",
  card_is_virtual: "cardDetail.errors.cardIsVirtual",
  card_is_physical: "cardDetail.errors.cardIsPhysical",
  invalid_transition: "cardDetail.errors.invalidTransition",
  forbidden: "cardDetail.errors.forbidden",
  idempotency_key_reused: "cardDetail.errors.duplicate",
  no_funding_account: "cardDetail.errors.insufficientFunds",
  pin_already_set: "cardDetail.errors.pinAlreadySet",
  cards_in_different_businesses: "cardDetail.errors.transferCardNotFound",
  autoload_not_active: "cards.bulk.errors.autoloadNotActive",
};

/** The provider's request paths to the card forms' fields. */
const CARD_ACTION_FIELDS = {
  "body.shippingMethod": "shippingMethod",
  ...Object.fromEntries(["firstName", "lastName", "addressOne", "addressTwo", "city", "state", "zip"].map((f) => [`body.address.${f}`, f])),
  "body.firstName": "firstName",
  "body.lastName": "lastName",
  "body.email": "email",
  "body.phone": "phone",
  "body.loads.0.amountCents": "amount",
  "body.amountCents": "amount",
  "body.toCardId": "toCardId",
  "body.name": "tagName",
  "body.text": "text",
};

/**
 * The user's permissions on the card for an action: actions run before the layout's loader, so the path
 * business and the card (read again) are checked here (ADR 0096). A card the user cannot see, or one
 * outside the path business, is the not-found page.
 */
export async function cardActionPermissions(context: Readonly<RouterContextProvider>, cardId: string): Promise<ReadonlySet<Permission>> {
  // Both reads side by side; the path's answer wins, so a path the user may not open is always the
  // not-found page, whichever read fails first.
  const [details, path] = await Promise.allSettled([
    context
      .get(providerContext)
      .call(cards.getDetails, { params: { id: cardId } })
      .catch(notFoundOn404),
    requirePathInTree(context),
  ]);
  if (path.status === "rejected") throw path.reason;
  if (details.status === "rejected") throw details.reason;
  return objectPermissions(context, details.value.card.businessId);
}

export async function cardAction(context: Readonly<RouterContextProvider>, request: Request, cardId: string) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(await request.formData(), { schema: cardActionSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  const action = submission.value;
  const permissions = await cardActionPermissions(context, cardId);
  if (!permissions.has(ACTION_PERMISSION[action.intent])) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"], hideFields: SECRET_FIELDS }), { status: 403 });
  }
  const params = { id: cardId };
  const done = (intent: CardAction) => `${href("/:businessId/cards/:cardId", { businessId, cardId })}?done=${intent}`;
  try {
    switch (action.intent) {
      case "lock":
      case "unlock":
      case "freeze":
      case "unfreeze":
      case "close":
      case "reissueVirtualCard":
      case "resendVirtualCard":
        await provider.call(cards[action.intent], { params });
        break;
      case "load": {
        // A double click's second request waits for the first and gets its answer: both show the receipt.
        const { loads } = await settled(() =>
          provider.call(cards.load, {
            params: { id: businessId },
            body: {
              loads: [
                {
                  cardId,
                  amountCents: action.amount,
                  ...(Object.keys(action.customFields).length ? { customFields: action.customFields } : {}),
                },
              ],
            },
            idempotencyKey: action.idempotencyKey,
          }),
        );
        const [load] = loads;
        if (!load) throw new Error("The provider answered a load without its load");
        throw await withReceipt(context, cardId, { kind: "load", amountCents: load.amountCents, reference: load.id });
      }
      case "withdraw": {
        const amountCents = withdrawnCents(action);
        const { load } = await settled(() =>
          provider.call(cards.withdrawFunds, {
            params,
            body: amountCents === undefined ? {} : { amountCents },
            idempotencyKey: action.idempotencyKey,
          }),
        );
        // The withdrawal's ledger entry is negative; for "the whole balance" it says how much that was.
        throw await withReceipt(context, cardId, { kind: "withdraw", amountCents: -load.amountCents, reference: load.id });
      }
      case "transfer": {
        const { loads } = await settled(() =>
          provider.call(cards.cardToCardTransfer, {
            params: { id: businessId },
            body: { fromCardId: cardId, toCardId: action.toCardId, amountCents: action.amount },
            idempotencyKey: action.idempotencyKey,
          }),
        );
        // The sending card's entry is the transfer's reference.
        const reference = loads[0]?.id ?? action.idempotencyKey;
        throw await withReceipt(context, cardId, { kind: "transfer", amountCents: action.amount, reference });
      }
      case "addTag": {
        // An existing tag is picked by its name; a new one only by the explicit "Create" choice (issue 24).
        const [{ card }, tags] = await Promise.all([provider.call(cards.getDetails, { params }), businessTags(context, businessId)]);
        const decision = decideTag(action.tagName, card.tags, tags, action.createNew === "yes");
        if (decision.kind === "onCard") {
          return data(submission.reply({ fieldErrors: { tagName: ["cardDetail.errors.tagOnCard"] } }), { status: 400 });
        }
        if (decision.kind === "confirmNew") {
          const reply: SubmissionResult<string[]> & { newTag: string } = { ...submission.reply(), newTag: decision.name };
          return data(reply);
        }
        const name = decision.kind === "addExisting" ? decision.tag.name : decision.name;
        await provider.call(cards.tagCards, { params: { id: businessId }, body: { name, cardIds: [cardId] } });
        break;
      }
      case "removeTag":
        await provider.call(cards.removeTag, { params: { id: cardId, tagId: action.tagId } });
        break;
      case "addNote":
        await provider.call(users.createNote, { params, body: { text: action.text } });
        break;
      case "editNote":
        await provider.call(users.updateNote, {
          params: { noteId: await noteOfCard(context, cardId, action.noteId) },
          body: { text: action.text },
        });
        break;
      case "deleteNote":
        await provider.call(users.deleteNote, { params: { noteId: await noteOfCard(context, cardId, action.noteId) } });
        break;
      case "setPin":
        await provider.call(cards.setPin, { params, body: { pin: action.pin } });
        break;
      case "reissueAndShip": {
        const { firstName, lastName, addressOne, addressTwo, city, state, zip } = action;
        const replaced = await provider.call(cards.reissueAndShip, {
          params,
          body: {
            shippingMethod: action.shippingMethod,
            address: { firstName, lastName, addressOne, addressTwo: addressTwo || undefined, city, state, zip },
          },
        });
        // The old card is closed; its balance and settings moved to the new one, whose page this opens.
        throw redirect(`${href("/:businessId/cards/:cardId", { businessId, cardId: replaced.card.id })}?done=reissueAndShip`);
      }
      case "reassociate":
        await provider.call(cards.reassociate, {
          params,
          body: { firstName: action.firstName, lastName: action.lastName, email: action.email, phone: action.phone },
        });
        break;
      case "addToAutoload":
        // The provider refuses an autoload of another business (404) and a closed card (409).
        await provider.call(autoloads.addMembers, { params: { id: action.autoloadId }, body: { cardIds: [cardId] } });
        break;
      case "removeFromAutoload":
        // The provider refuses an autoload of another business (404).
        await provider.call(autoloads.removeMembers, { params: { id: action.autoloadId }, body: { cardIds: [cardId] } });
        break;
      case "editMetadata": {
        const entries = action.entries ?? [];
        const set = entries.flatMap((e) => (e.remove ? [] : [{ key: e.key, value: e.value ?? "" }]));
        if (action.newKey && action.newValue) set.push({ key: action.newKey, value: action.newValue });
        const removed = entries.flatMap((e) => (e.remove ? [e.key] : []));
        const target = { type: "card" as const, targetId: cardId };
        if (set.length > 0) await provider.call(businesses.updateMetadata, { body: { ...target, metadata: set } });
        if (removed.length > 0) await provider.call(businesses.deleteMetadata, { body: { ...target, keys: removed } });
        break;
      }
    }
  } catch (error) {
    // The same submission still being carried out after `settled`'s few seconds: it moves money once, and
    // this request shows the card (its history will show the movement).
    if (isStillInProgress(error)) throw redirect(done(action.intent));
    if (!isFormError(error)) throw error;
    if (error.status === 404) notFound();
    const refusal = providerFormErrors(error, { fields: CARD_ACTION_FIELDS, codes: ERROR_MESSAGES });
    const status = formErrorStatus(error);
    // The provider failed on a reviewed amount (it may even have moved it): the same review again, with
    // the same idempotency key, so confirming once more is safe and moves the money at most once.
    if (
      (status === 503 || status === 429) &&
      (action.intent === "load" || action.intent === "withdraw" || action.intent === "transfer") &&
      (action.intent === "withdraw" ? withdrawnCents(action) : action.amount) !== undefined
    ) {
      const cents = (action.intent === "withdraw" ? withdrawnCents(action) : action.amount) ?? 0;
      const review = reviewOf(
        context,
        {
          intent: action.intent,
          cents,
          whole: false,
          idempotencyKey: action.idempotencyKey,
          // The fields' labels are not read again here: the values are named by their fields' names.
          customFields: action.intent === "load" ? namedValues([], action.customFields) : [],
        },
        cardId,
        null,
        action.intent === "transfer" ? { cardId: action.toCardId } : undefined,
      );
      return data({ ...submission.reply({ ...refusal, hideFields: SECRET_FIELDS }), review }, { status });
    }
    return data(submission.reply({ ...refusal, hideFields: SECRET_FIELDS }), { status });
  }
  throw redirect(done(action.intent));
}

/**
 * The redirect after money moved on the card page: to the card, with its receipt (amount, the card's new
 * available balance, the provider's reference) in the one-time flash (app/money/receipt.server.ts).
 */
async function withReceipt(
  context: Readonly<RouterContextProvider>,
  cardId: string,
  receipt: Pick<Receipt, "kind" | "amountCents" | "reference">,
): Promise<Response> {
  const { businessId } = context.get(dashboardContext);
  const path = href("/:businessId/cards/:cardId", { businessId, cardId });
  // The available balance after the movement, as the balance panel shows it.
  const balanceCents = await balanceAfterMove(
    context
      .get(providerContext)
      .call(cards.getBalance, { params: { id: cardId } })
      .then((b) => b.balance.availableCents),
  );
  return receiptRedirect({ ...receipt, path, balanceCents });
}

/**
 * A note changed from this card's page must be one of this card's notes (ADR 0096): the provider checks
 * the note's business, this checks its card. Any other id is the not-found page.
 */
async function noteOfCard(context: Readonly<RouterContextProvider>, cardId: string, noteId: string): Promise<string> {
  const provider = context.get(providerContext);
  let cursor: string | undefined;
  do {
    const page = await provider.call(users.listNotes, { params: { id: cardId }, query: { cursor, limit: 100 } });
    if (page.notes.some((n) => n.id === noteId)) return noteId;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  notFound();
}

/** Every tag of the business (the provider's pages of 200, read to the end), to match a typed name. */
async function businessTags(context: Readonly<RouterContextProvider>, businessId: string): Promise<{ id: string; name: string }[]> {
  const provider = context.get(providerContext);
  const tags: { id: string; name: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await provider.call(businesses.listTags, { params: { id: businessId }, query: { cursor, limit: 200 } });
    tags.push(...page.tags);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return tags;
}

/** The card actions that go through a confirmation panel (`?confirm=<action>`). */
export const CONFIRMABLE = [
  "lock",
  "unlock",
  "freeze",
  "unfreeze",
  "close",
  "reissueVirtualCard",
  "resendVirtualCard",
  "load",
  "withdraw",
  "transfer",
  "setPin",
  "reissueAndShip",
  "reassociate",
] as const;
export type Confirmable = (typeof CONFIRMABLE)[number];

/**
 * How long the page waits, once the critical data is in, for the optional panels to settle. They start
 * with the critical calls, so they are normally done by then and are sent as settled values that render
 * inline in the first HTML: the only way a page without JavaScript shows them (React moves a streamed
 * boundary into place with a script). One slower than this is sent as a promise and streams.
 */
const OPTIONAL_GRACE_MS = 250;

/** Starts an optional call: its outcome, once known, is kept beside the promise (which never rejects unhandled). */
function optional<T>(promise: Promise<T>): { promise: Promise<T>; outcome: () => Optional<T> } {
  let outcome: Optional<T> = promise;
  promise.then(
    (value) => {
      outcome = { settled: "ok", value };
    },
    () => {
      outcome = { settled: "failed" };
    },
  );
  return { promise, outcome: () => outcome };
}

async function optionalGrace(promises: readonly (Promise<unknown> | undefined)[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => {
      timer = setTimeout(resolve, OPTIONAL_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The card page's view model. The card, its balance, activity and transactions are awaited: without
 * them there is no page. The optional panels (load history, notes, tag suggestions) are returned as
 * promises and streamed: the page renders each in its own boundary, so one failing endpoint leaves the
 * card visible and says that panel could not be loaded.
 */
export async function cardView(context: Readonly<RouterContextProvider>, request: Request, cardId: string) {
  // The path business's permissions only choose which reads to start; what is shown and offered comes
  // from the card's own business (objectPermissions, below).
  const { businessId, business, permissions: pathPermissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const id = { id: cardId };
  const language = getLocale(context);
  const when = (iso: string) => formatDateTimeFor(iso, language);
  const money = (cents: number) => formatMoney(cents, language);

  const loads = optional(
    provider.call(cards.listLoadHistory, { params: id, query: { limit: 50 } }).then((page) =>
      page.loads.map((l) => ({
        id: l.id,
        when: when(l.createdAt),
        amount: money(l.amountCents),
        source: l.source,
        fields: Object.entries(l.customFields)
          .map(([name, value]) => `${name}: ${value}`)
          .join(", "),
      })),
    ),
  );
  const notes = optional(
    provider
      .call(users.listNotes, { params: id, query: { limit: 50 } })
      .then((page) => page.notes.map((n) => ({ id: n.id, text: n.text, author: n.author.name, when: when(n.updatedAt) }))),
  );
  const tagsFor = (allowed: boolean) =>
    allowed
      ? optional(
          provider
            .call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } })
            .then((page) => page.tags.map((tag) => ({ id: tag.id, name: tag.name }))),
        )
      : null;
  const pathTagOptions = tagsFor(pathPermissions.has("addTagToCard"));
  // The path business's active autoloads, for adding the card to one or taking it out (an autoload loads
  // cards of its own business).
  const autoloadOptions =
    pathPermissions.has("addCardsToAutoload") || pathPermissions.has("deleteCardsFromAutoload")
      ? optional(
          provider
            .call(autoloads.listAutoloads, { params: { businessId }, query: { status: "active", limit: 200 } })
            .then((page) => page.autoloads.map((a) => ({ id: a.id, name: a.name }))),
        )
      : null;

  // The load form asks for the business's custom fields for loads: read beside the card.
  const loadFieldsOf = url.searchParams.get("confirm") === "load" ? customFieldsReader(context, "loads") : null;
  // `?transactions=declined` lists the declined purchases only (issue 24 item 6).
  const declinedOnly = url.searchParams.get("transactions") === "declined";
  const showsTransactions = !pathPermissions.has("hideTransactionData");
  // The spend rules, beside the card's reads: a decline a rule of the card explains links to that rule.
  // A hint, not the page: without them the declines still show their reason. On the top-level business
  // this is the organization's read that the spend rule panel takes too (one round trip for both).
  const rules = showsTransactions
    ? (businessId === business.topLevelBusinessId
        ? organizationRules(context)
        : provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } }).then((page) => page.spendRules)
      ).catch((error: unknown) => (isApiError(error) ? [] : Promise.reject(error)))
    : Promise.resolve([]);
  // The provider answers 404 for a card outside the user's businesses: the not-found page.
  const [details, balance, events, pathTransactions, spendRules] = await Promise.all([
    provider.call(cards.getDetails, { params: id }),
    provider.call(cards.getBalance, { params: id }),
    provider.call(cards.listActivities, { params: id, query: { kind: "event", limit: 50 } }),
    showsTransactions
      ? provider.call(cards.listActivities, {
          params: id,
          query: { kind: "transaction", limit: 50, ...(declinedOnly ? { status: "declined" as const } : {}) },
        })
      : null,
    rules,
  ]).catch(notFoundOn404);
  const card = details.card;
  // The card's own rules, with what each declines (the card's details name them; the list says how).
  const cardRules = spendRules.filter((rule) => card.spendRules.some((r) => r.id === rule.id));
  const permissions = await objectPermissions(context, card.businessId);
  const transactions = permissions.has("hideTransactionData") ? null : pathTransactions;
  // Tag suggestions need addTagToCard on the card's business too (started early when the path allowed it).
  const tagOptions = permissions.has("addTagToCard") ? (pathTagOptions ?? tagsFor(true)) : null;
  const canAddToAutoload = card.status !== "closed" && permissions.has("addCardsToAutoload");
  const canRemoveFromAutoload = permissions.has("deleteCardsFromAutoload");
  const [loadFields] = await Promise.all([
    loadFieldsOf ? loadFieldsOf(card.businessId) : [],
    optionalGrace([loads.promise, notes.promise, tagOptions?.promise, autoloadOptions?.promise]),
  ]);
  const { t } = getI18n(context);
  const confirm = url.searchParams.get("confirm");
  const state = { status: card.status, formFactor: card.formFactor, balanceCents: balance.balance.ledgerCents };
  // Virtual card details come from the provider's isolated frame for a single-use client token.
  const canReveal = permissions.has("resendVirtualCard") && checkCardAction("showDetails", state) === null;
  const frameSrc =
    canReveal && url.searchParams.get("reveal") === "1"
      ? cardFrameUrl(context.get(cloudflareContext).env, (await provider.call(cards.getClientToken, { params: id })).clientToken)
      : null;
  const allowed = (action: Confirmable) =>
    permissions.has(ACTION_PERMISSION[action]) &&
    checkCardAction(action, state) === null &&
    // Staff set a first PIN only; a set PIN is reset by the cardholder after signing in (spec section 4).
    !(action === "setPin" && card.pinSet);
  return {
    title: pageTitle(context, `${card.holder.firstName} ${card.holder.lastName}`, t("cards.title")),
    businessId,
    card: {
      id: card.id,
      businessId: card.businessId,
      holderName: `${card.holder.firstName} ${card.holder.lastName}`,
      holder: { firstName: card.holder.firstName, lastName: card.holder.lastName },
      email: card.holder.email,
      phone: card.holder.phone,
      organizationName: card.organizationName,
      formFactor: card.formFactor,
      status: card.status,
      last6: card.last6,
      // Part of what proves a card at registration: only roles that may send the holder the card's
      // details see it (ADR 0200); a viewer does not.
      expiration: permissions.has("resendVirtualCard") ? card.expiration : null,
      pinSet: card.pinSet,
      tags: card.tags,
      spendRules: card.spendRules,
      metadata: card.metadata,
      shipment: card.shipment,
      issued: when(card.createdAt),
    },
    balance: {
      available: money(balance.balance.availableCents),
      pending: money(balance.balance.pendingCents),
      ledger: money(balance.balance.ledgerCents),
    },
    events: events.activities.flatMap((e) =>
      e.kind === "event" ? [{ id: e.id, type: e.type, actor: e.actor.name, when: when(e.createdAt) }] : [],
    ),
    transactions: transactions
      ? transactions.activities.flatMap((tx) => {
          if (tx.kind !== "transaction") return [];
          const decline = tx.transactionEventStatus === "declined" ? declineReasonText(tx.declineReason, tx.processorStatus) : null;
          const cause = decline ? declineCause(decline, tx.merchantCategory, cardRules) : null;
          return [
            {
              id: tx.id,
              when: when(tx.createdAt),
              merchant: tx.merchantName,
              // In words, in the page's language: the spend rules screens' own names (settings.categories).
              category: isKnownMerchantCategory(tx.merchantCategory)
                ? t(`settings.categories.${tx.merchantCategory}`)
                : categoryCodeInWords(tx.merchantCategory),
              status: tx.transactionEventStatus,
              amount: money(tx.transactionEventStatus === "declined" ? tx.requestedAmountCents : tx.approvedAmountCents),
              decline,
              // The spend rule of this card that declined it, linked to the spend rules screen.
              declinedBy: cause
                ? { name: cause.name, href: href("/:businessId/settings/spend-rules", { businessId: business.topLevelBusinessId }) }
                : null,
            },
          ];
        })
      : null,
    declinedOnly,
    loads: loads.outcome(),
    notes: notes.outcome(),
    tagOptions: tagOptions?.outcome() ?? null,
    autoloadIds: card.autoloadIds,
    // Offered for a card of the path business: adding while it is not closed (addCardsToAutoload), taking it
    // out of one (deleteCardsFromAutoload), each by the permission on the card's business.
    autoloadOptions:
      autoloadOptions && card.businessId === businessId && (canAddToAutoload || canRemoveFromAutoload) ? autoloadOptions.outcome() : null,
    canAddToAutoload,
    canRemoveFromAutoload,
    actions: CONFIRMABLE.filter(allowed),
    // No permission on the card's business: the page says it is view-only where the actions would be.
    viewOnly: permissions.size === 0,
    canAddTag: permissions.has("addTagToCard"),
    canCreateNote: permissions.has("createNote"),
    canEditNote: permissions.has("editNote"),
    // `?note=<id>` opens a note's edit form, `?deleteNote=<id>` its deletion's confirmation.
    editingNote: permissions.has("editNote") ? url.searchParams.get("note") : null,
    deletingNote: permissions.has("editNote") ? url.searchParams.get("deleteNote") : null,
    canEditMetadata: permissions.has("editMetadata"),
    editingMetadata: permissions.has("editMetadata") && url.searchParams.get("edit") === "metadata",
    canRemoveTag: permissions.has("deleteTagFromCard"),
    confirm: CONFIRMABLE.includes(confirm as Confirmable) && allowed(confirm as Confirmable) ? (confirm as Confirmable) : null,
    // A fresh key each time the confirmation is shown; a double submit of the same form reuses it.
    idempotencyKey: newIdempotencyKey(),
    loadFields,
    done: url.searchParams.get("done"),
    // The receipt of money just moved on this card: once, from the flash (a reload shows none).
    receipt: takeReceipt(context, href("/:businessId/cards/:cardId", { businessId, cardId })),
    canReveal,
    frameSrc,
  };
}

export type CardView = Awaited<ReturnType<typeof cardView>>;
export type CardLoad = OptionalValue<CardView["loads"]>[number];
export type CardNote = OptionalValue<CardView["notes"]>[number];
export type CardTransaction = NonNullable<CardView["transactions"]>[number];
export type CardEvent = CardView["events"][number];
export type TagOption = OptionalValue<NonNullable<CardView["tagOptions"]>>[number];
