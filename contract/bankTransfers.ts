/**
 * Bank transfers group of spec section 7: recipients, their bank accounts and payments.
 * Recipient objects of a business the caller has no role in answer 404.
 */
import { z } from "zod";
import {
  emailSchema,
  endpoint,
  idempotencyHeaderSchema,
  idPathSchema,
  idSchema,
  MAX_BANK_TRANSFER_CENTS,
  pageOf,
  pageQuerySchema,
  phoneSchema,
  positiveCentsSchema,
  timestampSchema,
} from "./common";
import { activitySchema, customFieldValuesSchema, recipientSchema, transferSchema } from "./entities";
import { bankAccountTypeSchema, recipientIntakeStatusSchema, transferSpeedSchema, transferStatusSchema } from "./enums";

const G = "bankTransfers";

/** Spec: letters including accented, space, hyphen, dot, apostrophe. */
export const recipientNameSchema = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(255)
  .regex(/^[\p{L} .'-]+$/u, "Name contains invalid characters");

export const bankDetailsSchema = z.object({
  /** Name on account: at least two words. */
  accountHolderName: z
    .string()
    .trim()
    .min(3)
    .max(255)
    .refine((v) => v.split(/\s+/).filter(Boolean).length >= 2, "Enter the full name on the account"),
  accountType: bankAccountTypeSchema,
  accountNumber: z.string().regex(/^\d{1,17}$/, "Account number: digits only, at most 17"),
  routingNumber: z.string().regex(/^\d{9}$/, "Routing number must be exactly 9 digits"),
});

export const createRecipientBodySchema = z.object({
  businessId: idSchema,
  name: recipientNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
});

export const bankTransferAmountSchema = positiveCentsSchema.max(MAX_BANK_TRANSFER_CENTS, "Bank transfer amount must not exceed $50,000");

const recipientResponseSchema = z.object({ recipient: recipientSchema });
const recipientPathSchema = idPathSchema;

export const bankTransfers = {
  createRecipient: endpoint({
    id: "bankTransfers.createRecipient",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipient",
    summary: "Create a recipient and e-mail them the intake link",
    description: "Needs createRecipient on businessId. The recipient starts at awaiting_recipient.",
    auth: "bearer",
    status: 201,
    body: createRecipientBodySchema,
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  createRecipientWithBankAccount: endpoint({
    id: "bankTransfers.createRecipientWithBankAccount",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipientWithBankAccount",
    summary: "Create a recipient with bank details entered by staff",
    description: "Needs createRecipient and addBankDetails. The recipient starts at pending_verification.",
    auth: "bearer",
    status: 201,
    body: createRecipientBodySchema.extend({ bankAccount: bankDetailsSchema }),
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  listRecipients: endpoint({
    id: "bankTransfers.listRecipients",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients",
    summary: "Recipients of a business, newest first",
    auth: "bearer",
    status: 200,
    query: pageQuerySchema.extend({
      businessId: idSchema,
      intakeStatus: recipientIntakeStatusSchema.optional(),
      search: z.string().trim().max(100).optional(),
    }),
    response: pageOf("recipients", recipientSchema),
    errors: [404],
  }),
  getRecipient: endpoint({
    id: "bankTransfers.getRecipient",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients/{id}/",
    summary: "One recipient",
    description: "Needs viewIndividualRecipient.",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    response: recipientResponseSchema,
    errors: [403, 404],
  }),
  updateRecipient: endpoint({
    id: "bankTransfers.updateRecipient",
    group: G,
    method: "PATCH",
    path: "/bankTransfers/recipients/{id}/",
    summary: "Change a recipient's name, e-mail or phone",
    description: "Needs updateRecipient.",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    body: z.object({ name: recipientNameSchema.optional(), email: emailSchema.optional(), phone: phoneSchema.nullable().optional() }),
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  listRecipientActivities: endpoint({
    id: "bankTransfers.listRecipientActivities",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients/{id}/activities",
    summary: "Audit events of a recipient, newest first",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    query: pageQuerySchema,
    response: pageOf("activities", activitySchema),
    errors: [404],
  }),
  addBankAccount: endpoint({
    id: "bankTransfers.addBankAccount",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/bankAccount",
    summary: "Add bank details entered by hand; verification starts (1 to 3 business days)",
    description:
      "A business user needs addBankDetails; the recipient may add their own during intake. 409 `bank_account_exists` (recipient already has an external bank account linked).",
    auth: "bearer",
    status: 201,
    params: recipientPathSchema,
    body: bankDetailsSchema,
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  getIntakeStatus: endpoint({
    id: "bankTransfers.getIntakeStatus",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients/{id}/intakeStatus",
    summary: "The recipient's intake and verification status",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    response: recipientSchema.pick({ intakeStatus: true, verificationFailureReason: true }),
    errors: [404],
  }),
  addLinkedBankAccount: endpoint({
    id: "bankTransfers.addLinkedBankAccount",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/plaidBankAccount",
    summary: "Add a bank account chosen through the bank-linking service",
    auth: "bearer",
    status: 201,
    params: recipientPathSchema,
    body: z.object({ publicToken: z.string().min(1).max(512), accountId: z.string().min(1).max(128) }),
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  createLinkToken: endpoint({
    id: "bankTransfers.createLinkToken",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/plaidLinkToken",
    summary: "A token to open the bank-linking service",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    response: z.object({ linkToken: z.string(), expiresAt: timestampSchema }),
    errors: [404],
  }),
  retryIntake: endpoint({
    id: "bankTransfers.retryIntake",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/retryIntake",
    summary: "Restart intake after a failed verification (back to awaiting_recipient, new e-mail)",
    description: "Needs updateRecipient. 409 `not_failed` unless the status is verification_failed.",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  listRecipientTransfers: endpoint({
    id: "bankTransfers.listRecipientTransfers",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients/{id}/transfers",
    summary: "Transfers to one recipient, newest first",
    auth: "bearer",
    status: 200,
    params: recipientPathSchema,
    query: pageQuerySchema,
    response: pageOf("transfers", transferSchema),
    errors: [404],
  }),
  listTransfers: endpoint({
    id: "bankTransfers.listTransfers",
    group: G,
    method: "GET",
    path: "/bankTransfers/transfers",
    summary: "Transfers of a business, newest first",
    auth: "bearer",
    status: 200,
    query: pageQuerySchema.extend({
      businessId: idSchema,
      status: transferStatusSchema.optional(),
      recipientId: idSchema.optional(),
    }),
    response: pageOf("transfers", transferSchema),
    errors: [404],
  }),
  createTransfer: endpoint({
    id: "bankTransfers.createTransfer",
    group: G,
    method: "POST",
    path: "/bankTransfers/transfers",
    summary: "Send a bank payment to a verified recipient",
    description:
      "Needs sendBankPayment. 409 `recipient_not_verified`, 409 `insufficient_funds`. Starts at created; the clock moves it to processing, then completed or failed.",
    auth: "bearer",
    status: 201,
    headers: idempotencyHeaderSchema,
    body: z.object({
      businessId: idSchema,
      recipientId: idSchema,
      amountCents: bankTransferAmountSchema,
      speed: transferSpeedSchema,
      memo: z.string().trim().max(140).optional(),
      customFields: customFieldValuesSchema.optional(),
    }),
    response: z.object({ transfer: transferSchema }),
    errors: [403, 404, 409],
  }),
} as const;
