import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, href, type RouterContextProvider } from "react-router";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect } from "#app/flash/done.server";
import { type Pay, type RecipientAction, recipientActionSchema } from "#app/forms/recipient-detail.schema";
import { SECRET_BANK_FIELDS } from "#app/forms/recipients.schema";
import { MISSING_OBJECT, notFound } from "#app/http";
import { getLocale } from "#app/middleware/i18n";
import { receiptRedirect } from "#app/money/receipt.server";
import { fundingAccountName, fundingBalance, type MoneyReview, moneyReview } from "#app/money/review.server";
import { isReviewed } from "#app/money/review-step";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, formErrorStatus, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { settled } from "#app/provider/in-progress.server";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { bankTransfers } from "#contract/bankTransfers";
import type { Recipient } from "#contract/entities";
import { type CustomFieldInput, customFieldRefusals, namedValues } from "#domain/custom-fields";
import type { Permission, TransferSpeed } from "#domain/enums";

/**
 * The recipient page's actions (issue 13 item 4, docs/decisions/0100-recipient-actions.md). Each intent
 * names the permission it needs on the recipient's own business (ADR 0096), checked here and again by
 * the provider. A payment is reviewed first (ADR 0092): a `pay` post without `reviewed=yes` moves
 * nothing and is answered with the amount exactly as it will move; the confirmation carries the same
 * idempotency key, so a double submit pays once.
 */

export const RECIPIENT_ACTION_PERMISSION: Record<RecipientAction, Permission> = {
  update: "updateRecipient",
  resend: "updateRecipient",
  retry: "updateRecipient",
  pay: "sendBankPayment",
  bankDetails: "addBankDetails",
};

/** The recipient actions offered as panels (`?do=<action>`), and the intake status each needs. */
export const RECIPIENT_PANELS = ["pay", "edit", "resend", "retry", "bankDetails"] as const;
export type RecipientPanel = (typeof RECIPIENT_PANELS)[number];

const PANEL_INTENT: Record<RecipientPanel, RecipientAction> = {
  pay: "pay",
  edit: "update",
  resend: "resend",
  retry: "retry",
  bankDetails: "bankDetails",
};

/** Whether the recipient is in the state the panel's action needs (the provider refuses it otherwise). */
function panelFits(panel: RecipientPanel, status: Recipient["intakeStatus"]): boolean {
  if (panel === "pay") return status === "bank_account_verified";
  if (panel === "resend") return status === "awaiting_recipient";
  if (panel === "retry") return status === "verification_failed";
  // Staff give the bank details only while the recipient has not (issue 38 item 3); then verification starts.
  if (panel === "bankDetails") return status === "awaiting_recipient";
  return true;
}

/** The panels this user may open on this recipient; pay and bank details also need to see the bank account. */
export function recipientPanels(recipient: Recipient, permissions: ReadonlySet<Permission>): RecipientPanel[] {
  return RECIPIENT_PANELS.filter(
    (panel) =>
      permissions.has(RECIPIENT_ACTION_PERMISSION[PANEL_INTENT[panel]]) &&
      panelFits(panel, recipient.intakeStatus) &&
      !((panel === "pay" || panel === "bankDetails") && permissions.has("hideBankPaymentsInformation")),
  );
}

/** What the payment's confirmation shows and posts again: the shared review, and how and with what fields it goes. */
export type PaymentReview = MoneyReview & { speed: TransferSpeed };
export type PayReviewReply = SubmissionResult<string[]> & { review: PaymentReview };

/** The provider's refusal codes with a message of their own; anything else is the generic one. */
export const ERROR_MESSAGES: Record<string, FormMessageKey> = {
  forbidden: "recipients.errors.forbidden",
  email_in_use: "recipients.errors.emailInUse",
  intake_not_open: "recipients.errors.intakeNotOpen",
  recipient_not_verified: "recipients.errors.notVerified",
  second_person_required: "recipients.duties.secondPerson",
  insufficient_funds: "recipients.errors.insufficientFunds",
  no_funding_account: "recipients.errors.insufficientFunds",
  idempotency_key_reused: "recipients.errors.duplicate",
  conflict: "recipients.errors.changedMeanwhile",
  bank_account_exists: "recipients.bankDetailsPanel.exists",
};

/** The provider's request paths to the forms' fields. */
const FIELDS = {
  "body.name": "name",
  "body.email": "email",
  "body.phone": "phone",
  "body.amountCents": "amount",
  "body.speed": "speed",
  "body.accountHolderName": "accountHolderName",
  "body.accountType": "accountType",
  "body.accountNumber": "accountNumber",
  "body.routingNumber": "routingNumber",
};

type Loaded = { recipient: Recipient; permissions: ReadonlySet<Permission> };

/**
 * The recipient and the user's permissions on it (the guard checked the path business, ADR 0215). A recipient the user may not open is the not-found page.
 */
async function recipientForAction(context: Readonly<RouterContextProvider>, recipientId: string): Promise<Loaded> {
  const { recipient } = await context
    .get(providerContext)
    .call(bankTransfers.getRecipient, { params: { id: recipientId } })
    .catch((error: unknown) => (isApiError(error, 403) ? notFound(MISSING_OBJECT) : notFoundOn404(error)));
  const permissions = await objectPermissions(context, recipient.businessId);
  if (!permissions.has("viewIndividualRecipient")) notFound(MISSING_OBJECT);
  return { recipient, permissions };
}

/** The name of the funding account a payment leaves: its business's (a program's, or the top-level business's). */
async function payingAccountName(context: Readonly<RouterContextProvider>, businessId: string): Promise<string> {
  return (await fundingAccountName(context, businessId)) ?? context.get(dashboardContext).business.displayName;
}

/** A payment's review: from the funding account, to the recipient's account (last four digits only). */
function paymentReview(
  context: Readonly<RouterContextProvider>,
  pay: Pay,
  from: string,
  to: string,
  balanceCents: number | null,
  fields: readonly CustomFieldInput[],
): PaymentReview {
  const review = moneyReview(getLocale(context), {
    cents: pay.amount,
    from,
    to,
    balanceOf: "funding",
    balanceCents,
    change: "out",
    idempotencyKey: pay.idempotencyKey,
    customFields: namedValues(fields, pay.customFields),
  });
  return { ...review, speed: pay.speed };
}

export async function recipientAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  recipientId: string,
): Promise<PayReviewReply | DataWithResponseInit<SubmissionResult<string[]>>> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: recipientActionSchema });
  // Typed account and routing numbers are never sent back: a refused form comes back without them (ADR 0100).
  const hideFields = formData.get("intent") === "bankDetails" ? [...SECRET_BANK_FIELDS] : undefined;
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const action = submission.value;
  const { recipient, permissions } = await recipientForAction(context, recipientId);
  if (
    !permissions.has(RECIPIENT_ACTION_PERMISSION[action.intent]) ||
    (action.intent === "bankDetails" && permissions.has("hideBankPaymentsInformation"))
  ) {
    return data(submission.reply({ formErrors: ["recipients.errors.forbidden"], hideFields }), { status: 403 });
  }
  const base = href("/:businessId/recipients/:recipientId", { businessId, recipientId });
  const params = { id: recipientId };
  try {
    switch (action.intent) {
      case "update": {
        await provider.call(bankTransfers.updateRecipient, {
          params,
          body: { name: action.name, email: action.email, phone: action.phone ?? null },
        });
        break;
      }
      case "resend":
      case "retry":
        await provider.call(bankTransfers.retryIntake, { params });
        break;
      case "bankDetails": {
        // The provider starts the bank verification (1 to 3 business days); the page then shows its status.
        const { accountHolderName, accountType, accountNumber, routingNumber } = action;
        await provider.call(bankTransfers.addBankAccount, {
          params,
          body: { accountHolderName, accountType, accountNumber, routingNumber },
        });
        break;
      }
      case "pay": {
        const source = { businessId: recipient.businessId, name: await payingAccountName(context, recipient.businessId) };
        const payee = `${recipient.name} •••• ${recipient.bankAccount?.accountNumberLast4 ?? ""}`.trim();
        if (!isReviewed(formData)) {
          // The review: nothing moves until the amount, as it will move, is confirmed.
          const [balanceCents, fields] = await Promise.all([
            fundingBalance(context, source.businessId),
            customFieldsReader(context, "bank_transfers")(recipient.businessId),
          ]);
          // The custom field values must fit the fields of the recipient's business (the provider refuses them too).
          const refusals = customFieldRefusals(fields, action.customFields);
          if (Object.keys(refusals).length > 0) return data(submission.reply({ fieldErrors: refusals }), { status: 400 });
          if (balanceCents !== null && balanceCents < action.amount) {
            return data(submission.reply({ fieldErrors: { amount: ["recipients.errors.insufficientFunds"] } }), { status: 400 });
          }
          return { ...submission.reply(), review: paymentReview(context, action, source.name, payee, balanceCents, fields) };
        }
        const sent = await settled(() =>
          provider.call(bankTransfers.createTransfer, {
            body: {
              businessId: recipient.businessId,
              recipientId,
              amountCents: action.amount,
              speed: action.speed,
              ...(Object.keys(action.customFields).length ? { customFields: action.customFields } : {}),
            },
            idempotencyKey: action.idempotencyKey,
          }),
        ).catch((error: unknown) => {
          // The provider failed on a reviewed payment (it may even have gone through): the same review
          // again, with the same idempotency key, so confirming once more pays at most once (ADR 0130).
          if (!isFormError(error) || !(error.status === 429 || error.status >= 500)) throw error;
          const refusal = providerFormErrors(error, { fields: FIELDS, codes: ERROR_MESSAGES });
          // The fields' labels are not read again here: the values are named by their fields' names.
          const review = paymentReview(context, action, source.name, payee, null, []);
          return data({ ...submission.reply(refusal), review }, { status: formErrorStatus(error) });
        });
        if (!("transfer" in sent)) return sent;
        // The receipt, once, on this recipient's page: the amount, the funding account's balance now, the transfer's id.
        throw receiptRedirect({
          path: base,
          kind: "payment",
          amountCents: sent.transfer.amountCents,
          balanceCents: await fundingBalance(context, source.businessId),
          reference: sent.transfer.id,
          from: source.name,
        });
      }
    }
  } catch (error) {
    if (!isFormError(error)) throw error;
    if (error.status === 404) notFound();
    const refusal = providerFormErrors(error, { fields: FIELDS, codes: ERROR_MESSAGES });
    const status = error.status === 403 ? 403 : error.code === "validation_failed" ? 400 : 409;
    return data(submission.reply({ ...refusal, hideFields }), { status });
  }
  throw doneRedirect(base, action.intent);
}
