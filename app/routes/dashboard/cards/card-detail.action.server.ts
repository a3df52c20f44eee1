import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect } from "#app/flash/done.server";
import type { Receipt } from "#app/flash/flash.server";
import { type CardAction, cardActionSchema, SECRET_FIELDS, withdrawnCents } from "#app/forms/card-detail.schema";
import { notFound } from "#app/http";
import { balanceAfterMove, receiptRedirect } from "#app/money/receipt.server";
import { type FormMessageKey, formErrorStatus, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { users } from "#contract/users";
import { namedValues } from "#domain/custom-fields";
import { decideTag } from "#domain/tags";
import { ACTION_PERMISSION, cardActionPermissions } from "./card-detail.access.server";
import { reviewOf } from "./card-detail.review.server";

/**
 * Card detail actions. Each intent names the permission it needs (checked in card-detail.access.server.ts, and again by the
 * provider), its form schema, and the provider call. Money-moving intents carry the idempotency key
 * rendered into the confirmation form, so a double submit moves money once.
 */

/** The provider's refusal codes that have a message of their own; anything else is the generic one. */
export const ERROR_MESSAGES: Record<string, FormMessageKey> = {
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
  "body.name": "tag",
  "body.text": "text",
};

export async function cardAction(context: Readonly<RouterContextProvider>, formData: FormData, cardId: string) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(formData, { schema: cardActionSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  const action = submission.value;
  const permissions = await cardActionPermissions(context, cardId);
  if (!permissions.has(ACTION_PERMISSION[action.intent])) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"], hideFields: SECRET_FIELDS }), { status: 403 });
  }
  const params = { id: cardId };
  const done = (intent: CardAction) => doneRedirect(href("/:businessId/cards/:cardId", { businessId, cardId }), intent);
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
        const decision = decideTag(action.tag, card.tags, tags, action.createNew === "yes");
        if (decision.kind === "onCard") {
          return data(submission.reply({ fieldErrors: { tag: ["cardDetail.errors.tagOnCard"] } }), { status: 400 });
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
        throw doneRedirect(href("/:businessId/cards/:cardId", { businessId, cardId: replaced.card.id }), "reissueAndShip");
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
    if (isStillInProgress(error)) throw done(action.intent);
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
  throw done(action.intent);
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
