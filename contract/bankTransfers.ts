/**
 * Bank transfers group of spec section 7: recipients, their bank accounts and payments.
 * Recipient objects of a business the caller has no role in answer 404.
 */
import { z } from "zod";
import { INTAKE_LANGUAGE_CODES } from "#domain/languages";
import { bankTransferAmountCentsSchema } from "#domain/money";
import {
  accountNumberSchema,
  accountTypeSchema,
  emailSchema,
  nameOnAccountSchema,
  phoneSchema,
  recipientNameSchema,
  routingNumberSchema,
} from "#domain/validation";
import {
  dateSchema,
  endpoint,
  historySearchSchema,
  idempotencyHeaderSchema,
  idPathSchema,
  idSchema,
  listPositionSchema,
  listSumSchema,
  pageOf,
  pageQuerySchema,
  timestampSchema,
  withTotalQuerySchema,
} from "./common";
import { activitySchema, customFieldValuesSchema, recipientSchema, transferSchema } from "./entities";
import { recipientIntakeStatusSchema, transferSpeedSchema, transferStatusSchema } from "./enums";

const G = "bankTransfers";

/** Sorts of the recipients list; every sort ends with the id (keyset pages). */
export const recipientSortKeys = ["createdAt", "name"] as const;

/** A recipient's bank account as the API receives it; the field rules are the domain's bank details. */
export const bankAccountBodySchema = z.object({
  /** The name on the account (spec: at least two words). */
  accountHolderName: nameOnAccountSchema,
  accountType: accountTypeSchema,
  accountNumber: accountNumberSchema,
  routingNumber: routingNumberSchema,
});

export const createRecipientBodySchema = z.object({
  businessId: idSchema,
  name: recipientNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  /**
   * The language the recipient reads, one of the intake languages (spec section 2: en, es, pl): the
   * intake e-mail and its link's pages are written in it. Absent: English. The recipient's own choice
   * on the intake pages replaces it later (ADR 0160).
   */
  language: z.enum(INTAKE_LANGUAGE_CODES).optional(),
});

const recipientResponseSchema = z.object({ recipient: recipientSchema });
const recipientPathSchema = idPathSchema;

export const bankTransfers = {
  createRecipient: endpoint({
    id: "bankTransfers.createRecipient",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipient",
    summary: "Create a recipient and e-mail them the intake link",
    description:
      "Needs createRecipient on businessId. The recipient starts at awaiting_recipient and the intake e-mail goes to the mailbox, written in `language` (en, es or pl; absent: English), its link opening the intake pages in that language. 409 `email_in_use` (another recipient of the business has this e-mail). With an Idempotency-Key a repeat of the same request answers the first creation again.",
    auth: "bearer",
    status: 201,
    headers: idempotencyHeaderSchema,
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
    description:
      "Needs createRecipient and addBankDetails. The recipient starts at pending_verification; verification takes 1 to 3 business days (the outcome follows the test account numbers of domain/bank-test-accounts.ts). 409 `email_in_use`. With an Idempotency-Key a repeat of the same request answers the first creation again.",
    auth: "bearer",
    status: 201,
    headers: idempotencyHeaderSchema,
    body: createRecipientBodySchema.extend({ bankAccount: bankAccountBodySchema }),
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  listRecipients: endpoint({
    id: "bankTransfers.listRecipients",
    group: G,
    method: "GET",
    path: "/bankTransfers/recipients",
    summary: "Recipients of a business (a top-level business: with its programs' the caller sees), newest first or by name",
    description:
      "Keyset pages; a cursor only works with the query that produced it. With `withTotal=true` the answer also has `total` (every recipient the query matches), `offset` (the recipients before this page) and `previousCursor` (ADR 0177).",
    auth: "bearer",
    status: 200,
    query: pageQuerySchema.extend({
      businessId: idSchema,
      intakeStatus: recipientIntakeStatusSchema.optional(),
      /** Case-insensitive: every word of the term in the recipient's name, in any order (ADR 0178), or part of the e-mail. */
      search: z.string().trim().max(100).optional().meta({
        description:
          "Case-insensitive: every word of the term in the recipient's name, in any order (`zhang karim` finds Karim Zhang), or part of the e-mail.",
      }),
      sort: z.enum(recipientSortKeys).default("createdAt"),
      order: z.enum(["asc", "desc"]).default("desc"),
      /** `withTotal=true`: the answer also says where the page sits (ADR 0177). */
      withTotal: withTotalQuerySchema,
    }),
    response: pageOf("recipients", recipientSchema).extend(listPositionSchema.shape),
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
      "A business user needs addBankDetails; the recipient adds their own with their access token (contract/recipientIntake.ts). 409 `bank_account_exists` (recipient already has an external bank account linked).",
    auth: "bearer",
    recipientToken: true,
    status: 201,
    params: recipientPathSchema,
    body: bankAccountBodySchema,
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
    recipientToken: true,
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
    description:
      "Needs addBankDetails. publicToken and accountId are what the hosted bank-linking page hands back in its redirect (createLinkToken): in the sandbox `public-sandbox-` followed by a link token of this recipient without its `link-sandbox-` prefix, unexpired and unused; accountId is one of the linked test accounts of domain/bank-test-accounts.ts, and the one picked on the hosted page when the page was used (400 otherwise). accountHolderName is the name the recipient gave before connecting (spec section 5: it must be valid before connecting); absent, the recipient's name. Verification then runs as for hand-entered details. 409 `bank_account_exists`, 409 `intake_complete`.",
    auth: "bearer",
    recipientToken: true,
    status: 201,
    params: recipientPathSchema,
    body: z.object({
      publicToken: z.string().min(1).max(512),
      accountId: z.string().min(1).max(128),
      accountHolderName: nameOnAccountSchema.optional(),
    }),
    response: recipientResponseSchema,
    errors: [403, 404, 409],
  }),
  createLinkToken: endpoint({
    id: "bankTransfers.createLinkToken",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/plaidLinkToken",
    summary: "A token to open the bank-linking service's hosted page",
    description:
      "Needs addBankDetails. `link-sandbox-` and 43 random characters, valid 4 hours, single use. The browser opens the provider's hosted page `/bank-link/{linkToken}` (the sandbox: `/_sandbox/bank-link/{linkToken}`; no JavaScript), written in `language` (en, es, pl; absent: English), where the person picks a bank and an account. The page then sends the browser to `redirectUri` with `bankLink=linked&publicToken=…&accountId=…` for plaidBankAccount, `bankLink=cancelled` when the person gives up, or `bankLink=failed` when the bank cannot be reached (test banks: docs/decisions/0159-hosted-bank-linking-page.md). Without redirectUri the page has no way back and only the API exchange works. redirectUri must be on one of the client's registered origins (scheme, host and port as registered; ADR 0248): 400 `redirect_uri_not_registered` otherwise, so the hosted page is no open redirect.",
    auth: "bearer",
    recipientToken: true,
    status: 200,
    params: recipientPathSchema,
    body: z
      .object({
        /** Where the hosted page sends the browser back: an absolute http(s) address on a registered origin of the app. */
        redirectUri: z
          .url({ protocol: /^https?$/ })
          .max(2048)
          .optional(),
        language: z.enum(INTAKE_LANGUAGE_CODES).optional(),
      })
      .optional(),
    response: z.object({ linkToken: z.string(), expiresAt: timestampSchema }),
    errors: [403, 404, 409],
  }),
  retryIntake: endpoint({
    id: "bankTransfers.retryIntake",
    group: G,
    method: "POST",
    path: "/bankTransfers/recipients/{id}/retryIntake",
    summary: "Restart intake after a failed verification, or resend the intake e-mail while it is awaited",
    description:
      "Needs updateRecipient. verification_failed: back to awaiting_recipient, the failed bank account is removed and a new intake e-mail is sent (with the recipient's own access token: no e-mail, the recipient is already in the intake). awaiting_recipient: the intake e-mail is sent again with a new link (the old link stops working). 409 `intake_not_open` for pending_verification and bank_account_verified.",
    auth: "bearer",
    recipientToken: true,
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
    description:
      "A top-level business includes its programs' transfers. from/to are UTC calendar dates, both included; `status`, `speed`, `recipientId` and `search` narrow the list. With `withTotal=true` the answer also has `total`, `offset`, `previousCursor` (ADR 0177) and `totalCents`, the sum of every transfer the query matches (ADR 0220).",
    auth: "bearer",
    status: 200,
    query: pageQuerySchema.extend({
      businessId: idSchema,
      status: transferStatusSchema.optional(),
      speed: transferSpeedSchema.optional(),
      recipientId: idSchema.optional(),
      from: dateSchema.optional(),
      to: dateSchema.optional(),
      search: historySearchSchema("the recipient's name, in any order"),
      withTotal: withTotalQuerySchema,
    }),
    response: pageOf("transfers", transferSchema).extend(listPositionSchema.shape).extend(listSumSchema.shape),
    errors: [404],
  }),
  createTransfer: endpoint({
    id: "bankTransfers.createTransfer",
    group: G,
    method: "POST",
    path: "/bankTransfers/transfers",
    summary: "Send a bank payment to a verified recipient",
    description:
      "Needs sendBankPayment. The Idempotency-Key header is required (400 without it): a repeat with the same key and payload answers the first transfer, another payload 409 `idempotency_key_reused`. The amount leaves the business's funding account at once (409 `insufficient_funds`, `no_funding_account`); 409 `recipient_not_verified`. Starts at created; the clock moves it to processing, then completed or failed (a failed transfer's money returns to the funding account). Schedules and test account numbers: domain/bank-transfer-schedule.ts, domain/bank-test-accounts.ts.",
    auth: "bearer",
    status: 201,
    headers: idempotencyHeaderSchema,
    body: z.object({
      businessId: idSchema,
      recipientId: idSchema,
      amountCents: bankTransferAmountCentsSchema,
      speed: transferSpeedSchema,
      memo: z.string().trim().max(140).optional(),
      customFields: customFieldValuesSchema.optional(),
    }),
    response: z.object({ transfer: transferSchema }),
    errors: [403, 404, 409],
  }),
} as const;
