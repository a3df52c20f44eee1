import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, type RouterContextProvider } from "react-router";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { providerContext } from "#app/context";
import { cardTransferSchema, loadSchema, withdrawnCents, withdrawSchema } from "#app/forms/card-detail.schema";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { type MoneyReview, moneyReview } from "#app/money/review.server";
import { isReviewed } from "#app/money/review-step";
import { isApiError } from "#app/provider/client.server";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { cards } from "#contract/cards";
import { type CustomFieldValue, customFieldRefusals, namedValues } from "#domain/custom-fields";
import { ACTION_PERMISSION, cardActionPermissions } from "./card-detail.access.server";

/**
 * The review step of the card page's money-moving forms (issue 23, docs/decisions/0092-review-before-money-moves.md).
 * A load or withdrawal posted without `reviewed=yes` moves nothing: it is validated like the real one
 * and answered with the amount exactly as it will move, formatted in the page's language ("$1,500.00"),
 * so a person who typed "1500" or "12,50" sees what the provider will get before confirming it.
 * The confirmation then posts the amount as a plain decimal ("1500.00") with the same idempotency key.
 */

export type AmountReview = MoneyReview & {
  intent: "load" | "withdraw" | "transfer";
  /** transfer: the receiving card, and its holder's name as the review names it. */
  to?: { cardId: string; name: string };
  /** True when the withdrawal moves the whole available balance (`text` is that balance now). */
  wholeBalance: boolean;
};

type CardFacts = { holder: { firstName: string; lastName: string }; last6: string };

/** A card as the review and the receipt name it: its holder and the last digits of its number. */
export const cardLabel = (card: CardFacts) => `${card.holder.firstName} ${card.holder.lastName} •••• ${card.last6}`;

/**
 * The review of one money movement on the card page (issue 24: amount, from where, to whom, the balance
 * afterwards), the same for the first answer and for a retry after a provider failure.
 */
export function reviewOf(
  context: Readonly<RouterContextProvider>,
  movement: {
    intent: AmountReview["intent"];
    cents: number;
    whole: boolean;
    idempotencyKey: string;
    /** A load's values of the business's custom fields, named as the form asked for them. */
    customFields?: readonly CustomFieldValue[];
  },
  /** The card (null: only its id is known, after a provider failure). */
  card: CardFacts | string,
  availableCents: number | null,
  to?: { card: CardFacts & { id: string } } | { cardId: string },
): AmountReview {
  const { t } = getI18n(context);
  const funding = t("cardDetail.review.fundingAccount");
  const self = typeof card === "string" ? card : cardLabel(card);
  const other = to ? ("card" in to ? cardLabel(to.card) : to.cardId) : "";
  const review = moneyReview(getLocale(context), {
    cents: movement.cents,
    whole: movement.whole,
    from: movement.intent === "load" ? funding : self,
    to: movement.intent === "load" ? self : movement.intent === "withdraw" ? funding : other,
    balanceOf: "card",
    balanceCents: availableCents,
    change: movement.intent === "load" ? "in" : "out",
    idempotencyKey: movement.idempotencyKey,
    customFields: movement.customFields,
  });
  return {
    ...review,
    intent: movement.intent,
    ...(to
      ? {
          to:
            "card" in to
              ? { cardId: to.card.id, name: `${to.card.holder.firstName} ${to.card.holder.lastName}` }
              : { cardId: to.cardId, name: to.cardId },
        }
      : {}),
    wholeBalance: movement.whole,
  };
}

/** The answer to a load or withdrawal not yet reviewed: the form's reply and the review. */
export type ReviewReply = SubmissionResult<string[]> & { review: AmountReview };

/** The intent of a load, withdrawal or transfer posted without `reviewed=yes`: it is answered with its review. */
export function unreviewedIntent(formData: FormData): AmountReview["intent"] | null {
  const intent = formData.get("intent");
  if (intent !== "load" && intent !== "withdraw" && intent !== "transfer") return null;
  return isReviewed(formData) ? null : intent;
}

/**
 * The review of a load, withdrawal or transfer not yet reviewed (`unreviewedIntent`); a reviewed one
 * goes to `cardAction`, which checks permissions and moves the money.
 */
export async function amountReview(
  context: Readonly<RouterContextProvider>,
  formData: FormData,
  intent: AmountReview["intent"],
  cardId: string,
): Promise<ReviewReply | DataWithResponseInit<SubmissionResult<string[]>>> {
  // No review without the permission on the card's own business (ADR 0096): a hand-made post gets 403.
  const permission = ACTION_PERMISSION[intent];
  const permitted = (await cardActionPermissions(context, cardId)).has(permission);
  const provider = context.get(providerContext);
  // The card and its balance now: what the review names and the balance it will leave.
  const current = () =>
    Promise.all([
      provider.call(cards.getDetails, { params: { id: cardId } }),
      provider.call(cards.getBalance, { params: { id: cardId } }),
    ]).catch(notFoundOn404);
  if (intent === "transfer") {
    const submission = parseWithZod(formData, { schema: cardTransferSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    if (!permitted) return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
    const { amount, idempotencyKey, toCardId } = submission.value;
    if (toCardId === cardId.toUpperCase()) {
      return data(submission.reply({ fieldErrors: { toCardId: ["cardDetail.errors.transferSameCard"] } }), { status: 400 });
    }
    // The receiving card must be one the user sees, of the same organization as this one (the provider checks it too).
    const [[from, balance], to] = await Promise.all([
      current(),
      provider
        .call(cards.getDetails, { params: { id: toCardId } })
        .catch((error: unknown) => (isApiError(error, 404) ? null : Promise.reject(error))),
    ]);
    if (!to || to.card.businessId !== from.card.businessId) {
      return data(submission.reply({ fieldErrors: { toCardId: ["cardDetail.errors.transferCardNotFound"] } }), { status: 400 });
    }
    const review = reviewOf(context, { intent, cents: amount, whole: false, idempotencyKey }, from.card, balance.balance.availableCents, {
      card: to.card,
    });
    return { ...submission.reply(), review };
  }
  if (intent === "load") {
    const submission = parseWithZod(formData, { schema: loadSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    if (!permitted) return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
    const { amount, idempotencyKey, customFields } = submission.value;
    const fieldsOf = customFieldsReader(context, "loads");
    const [details, balance] = await current();
    // The values must fit the fields of the card's business (the provider refuses them too).
    const fields = await fieldsOf(details.card.businessId);
    const refusals = customFieldRefusals(fields, customFields);
    if (Object.keys(refusals).length > 0) return data(submission.reply({ fieldErrors: refusals }), { status: 400 });
    const review = reviewOf(
      context,
      { intent, cents: amount, whole: false, idempotencyKey, customFields: namedValues(fields, customFields) },
      details.card,
      balance.balance.availableCents,
    );
    return { ...submission.reply(), review };
  }
  const submission = parseWithZod(formData, { schema: withdrawSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permitted) return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  const { idempotencyKey } = submission.value;
  const amount = withdrawnCents(submission.value);
  const [details, balance] = await current();
  // "The whole balance" is an explicit choice (issue 24): the review names it as it is now.
  const whole = amount === undefined;
  const cents = amount ?? balance.balance.availableCents;
  // More than the card has (or nothing to move back): said now, on the form, not after the confirmation.
  if (cents > balance.balance.availableCents || cents === 0) {
    const refusal = whole
      ? { formErrors: ["cardDetail.errors.insufficientFunds"] }
      : { fieldErrors: { amount: ["cardDetail.errors.insufficientFunds"] } };
    return data(submission.reply(refusal), { status: 400 });
  }
  const review = reviewOf(context, { intent, cents, whole, idempotencyKey }, details.card, balance.balance.availableCents);
  return { ...submission.reply(), review };
}
