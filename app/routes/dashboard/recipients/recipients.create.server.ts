import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect } from "#app/flash/done.server";
import { createRecipientSchema, SECRET_BANK_FIELDS } from "#app/forms/recipients.schema";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { createRecipientCall } from "#app/provider/recipients.server";

/**
 * Creates a recipient of the business in the path (issue 13 item 4, docs/decisions/0100-recipient-actions.md):
 * needs createRecipient there, and addBankDetails too when staff type the bank details. Either way the
 * provider checks the same permissions. The account and routing numbers are never sent back: a refused
 * form comes back without them (the user types them again), and the new recipient's page shows only
 * the last four digits.
 */

const ERROR_MESSAGES: Record<string, FormMessageKey> = {
  forbidden: "recipients.errors.forbidden",
  email_in_use: "recipients.errors.emailInUse",
};

const FIELDS = {
  "body.name": "name",
  "body.email": "email",
  "body.phone": "phone",
  "body.language": "language",
  "body.bankAccount.accountHolderName": "accountHolderName",
  "body.bankAccount.accountType": "accountType",
  "body.bankAccount.accountNumber": "accountNumber",
  "body.bankAccount.routingNumber": "routingNumber",
};

export async function createRecipientAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const submission = parseWithZod(await request.formData(), { schema: createRecipientSchema });
  const hideFields = [...SECRET_BANK_FIELDS];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const value = submission.value;
  const needs = value.bankDetails === "now" ? (["createRecipient", "addBankDetails"] as const) : (["createRecipient"] as const);
  if (!needs.every((permission) => permissions.has(permission))) {
    return data(submission.reply({ formErrors: ["recipients.errors.forbidden"], hideFields }), { status: 403 });
  }
  const provider = context.get(providerContext);
  let recipientId: string;
  try {
    recipientId = (await createRecipientCall(provider, businessId, value)).id;
  } catch (error) {
    if (!isFormError(error)) throw error;
    const refusal = providerFormErrors(error, { fields: FIELDS, codes: ERROR_MESSAGES });
    const status = error.status === 403 || error.status === 404 ? 403 : error.code === "validation_failed" ? 400 : 409;
    return data(submission.reply({ ...refusal, hideFields }), { status });
  }
  throw doneRedirect(href("/:businessId/recipients/:recipientId", { businessId, recipientId }), "created");
}
