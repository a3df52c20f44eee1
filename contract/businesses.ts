/** Businesses group of spec section 7. {id} is always a business (top-level or program) id. */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import { fundingTransferAmountCentsSchema } from "#domain/money";
import { addressSchema, emailSchema, firstNameSchema, lastNameSchema } from "#domain/validation";
import { WEBHOOK_HEALTH_WINDOW_DAYS, WEBHOOK_RECENT_FAILURES, webhookEndpointHealths } from "#domain/webhooks";
import {
  businessPathSchema,
  dateSchema,
  endpoint,
  historySearchSchema,
  idempotencyHeaderSchema,
  idSchema,
  ifMatchHeaderSchema,
  listPositionSchema,
  listSumSchema,
  pageOf,
  pageQuerySchema,
  positiveCentsSchema,
  timestampSchema,
  withTotalQuerySchema,
} from "./common";
import {
  achDetailsSchema,
  businessSettingsSchema,
  cardLoadSchema,
  cardOrderSchema,
  customFieldsSchema,
  customFieldValuesSchema,
  depositSchema,
  fundingAccountSchema,
  loadSources,
  memberSchema,
  metadataEntrySchema,
  metadataPayloadSchema,
  metadataTargetTypeSchema,
  programSchema,
  spendRuleSchema,
  tagSchema,
  transactionSchema,
  velocityPeriods,
} from "./entities";
import { depositTypeSchema, payoutProductTypeSchema, roleSchema, transactionStatusSchema, transferStatusSchema } from "./enums";

const G = "businesses";

/** One webhook endpoint of the business with its health over the window (docs/decisions/0183). */
export const webhookEndpointOverviewSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  /** Empty: every event type. */
  eventTypes: z.array(z.string()),
  createdAt: timestampSchema,
  health: z.enum(webhookEndpointHealths),
  /** The latest attempt in the window: when, and the receiver's status code (null: no answer). */
  lastAttemptAt: timestampSchema.nullable(),
  lastResponseCode: z.int().nullable(),
  /** Deliveries created in the window, by their state. */
  delivered: z.int().nonnegative(),
  failed: z.int().nonnegative(),
  pending: z.int().nonnegative(),
});

/** A delivery whose latest attempt failed: still retrying (`pending`) or given up (`failed`). */
export const webhookFailedDeliverySchema = z.object({
  deliveryId: idSchema,
  endpointId: idSchema,
  eventId: idSchema,
  eventType: z.string(),
  status: z.enum(["pending", "failed"]),
  attempts: z.int().positive(),
  lastAttemptAt: timestampSchema,
  lastResponseCode: z.int().nullable(),
  /** Why no status code came back ("Could not connect", a time-out). */
  lastError: z.string().nullable(),
  /** The next automatic attempt of a `pending` delivery. */
  nextAttemptAt: timestampSchema.nullable(),
});

export const webhooksOverviewSchema = z.object({
  windowDays: z.int().positive(),
  endpoints: z.array(webhookEndpointOverviewSchema),
  recentFailures: z.array(webhookFailedDeliverySchema),
});

export const businessSettingsResponseSchema = z.object({ businessSettings: businessSettingsSchema });
export const settingsBodySchema = z.object({ customFields: customFieldsSchema });

export const createProgramBodySchema = z.object({
  name: z.string().trim().min(1, "Program name is required").max(255),
  productType: payoutProductTypeSchema,
});

export const metadataDeleteBodySchema = z.object({
  type: metadataTargetTypeSchema,
  targetId: idSchema,
  /** Keys to delete. */
  keys: z.array(z.string().min(1).max(100)).min(1).max(50),
});
export const metadataResponseSchema = z.object({
  type: metadataTargetTypeSchema,
  targetId: idSchema,
  metadata: z.array(metadataEntrySchema),
});

export const fundingTransferBodySchema = z.object({
  depositType: depositTypeSchema.exclude(["ach"]),
  /** The program on the other side (for program_to_program, the destination program). */
  programId: idSchema,
  amountCents: fundingTransferAmountCentsSchema,
  customFields: customFieldValuesSchema.optional(),
});

const dateRangeQuery = z.object({ from: dateSchema.optional(), to: dateSchema.optional() });

export const depositsQuerySchema = pageQuerySchema.extend({
  ...dateRangeQuery.shape,
  depositType: depositTypeSchema.optional(),
  direction: z.enum(["incoming", "outgoing"]).optional(),
});

export const transactionsQuerySchema = pageQuerySchema.extend({
  status: transactionStatusSchema.optional(),
  cardId: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /** Matches merchant name or the holder's name. */
  search: z.string().trim().max(100).optional(),
});

export const spendRuleBodySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("velocity"),
    name: z.string().trim().min(1).max(100),
    velocity: z.object({ amountCents: positiveCentsSchema, period: z.enum(velocityPeriods) }),
  }),
  z.object({
    type: z.literal("merchant_allow"),
    name: z.string().trim().min(1).max(100),
    merchantCategories: z
      .array(z.string().regex(/^[a-z0-9_]+$/))
      .min(1)
      .max(200),
  }),
  z.object({
    type: z.literal("merchant_block"),
    name: z.string().trim().min(1).max(100),
    merchantCategories: z
      .array(z.string().regex(/^[a-z0-9_]+$/))
      .min(1)
      .max(200),
  }),
]);
export const spendRulePatchBodySchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  velocity: z.object({ amountCents: positiveCentsSchema, period: z.enum(velocityPeriods) }).optional(),
  merchantCategories: z
    .array(z.string().regex(/^[a-z0-9_]+$/))
    .min(1)
    .max(200)
    .optional(),
});

export const addMemberBodySchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  role: roleSchema,
  /** The language of the invitation e-mail, the business's choice (ADR 0151); none: English. */
  language: z.enum(LANGUAGE_CODES).optional(),
});

/** A member's new role on the business (ADR 0180). */
export const changeMemberRoleBodySchema = z.object({ role: roleSchema });

export const keyMetricsQuerySchema = dateRangeQuery;

export const businesses = {
  addMetadata: endpoint({
    id: "businesses.addMetadata",
    group: G,
    method: "POST",
    path: "/businesses/metadata",
    summary: "Add metadata entries to a card, recipient, transfer or load",
    description:
      "Needs editMetadata on the target's business (404 when the caller has no role there). 409 `metadata_exists` when a key already exists (nothing is added). Answers every entry of the target, by key.",
    auth: "bearer",
    status: 201,
    body: metadataPayloadSchema,
    response: metadataResponseSchema,
    errors: [403, 404, 409],
  }),
  updateMetadata: endpoint({
    id: "businesses.updateMetadata",
    group: G,
    method: "PATCH",
    path: "/businesses/metadata",
    summary: "Change (or add) metadata values",
    description: "Needs editMetadata on the target's business. Answers every entry of the target, by key.",
    auth: "bearer",
    status: 200,
    body: metadataPayloadSchema,
    response: metadataResponseSchema,
    errors: [403, 404],
  }),
  deleteMetadata: endpoint({
    id: "businesses.deleteMetadata",
    group: G,
    method: "DELETE",
    path: "/businesses/metadata",
    summary: "Remove metadata keys",
    description: "Needs editMetadata on the target's business. Unknown keys are ignored. Answers the entries left, by key.",
    auth: "bearer",
    status: 200,
    body: metadataDeleteBodySchema,
    response: metadataResponseSchema,
    errors: [403, 404],
  }),
  getAddress: endpoint({
    id: "businesses.getAddress",
    group: G,
    method: "GET",
    path: "/businesses/{id}/address",
    summary: "The business's default shipping address",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: z.object({ address: addressSchema.nullable() }),
    errors: [404],
  }),
  listCardOrders: endpoint({
    id: "businesses.listCardOrders",
    group: G,
    method: "GET",
    path: "/businesses/{id}/cardOrders",
    summary: "Card orders, newest first, searched by a holder's name or the order id",
    description:
      "A top-level {id} includes its programs' orders (a program-scope user: only their programs). Each order names the holder of its first card (`holder`; `quantity` says how many cards it has). With `withTotal=true` the answer also has `total`, `offset` and `previousCursor` (ADR 0177).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema.extend({
      /** Case-insensitive: every word of the term in the name of a holder of one of the order's cards, in any order (ADR 0178), or the start of the order id. */
      search: z.string().trim().max(100).optional().meta({
        description:
          "Case-insensitive: every word of the term in the name of the holder of one of the order's cards, in any order (`zhang karim` finds Karim Zhang), or the start of the order id.",
      }),
      /** `withTotal=true`: the answer also says where the page sits (ADR 0177). */
      withTotal: withTotalQuerySchema,
    }),
    response: pageOf("cardOrders", cardOrderSchema).extend(listPositionSchema.shape),
    errors: [404],
  }),
  getCardOrder: endpoint({
    id: "businesses.getCardOrder",
    group: G,
    method: "GET",
    path: "/businesses/{id}/cardOrders/{orderId}",
    summary: "One card order",
    auth: "bearer",
    status: 200,
    params: businessPathSchema.extend({ orderId: idSchema }),
    response: z.object({ cardOrder: cardOrderSchema }),
    errors: [404],
  }),
  fundingAccountTransfer: endpoint({
    id: "businesses.fundingAccountTransfer",
    group: G,
    method: "POST",
    path: "/businesses/{id}/fundingAccount/transfer",
    summary: "Move money between the super business's and a program's funding accounts",
    description:
      "Needs transferFunds on both businesses. super_to_program and program_to_super: {id} is the top-level business and programId one of its programs; program_to_program: {id} is the source program and programId the destination. Both balances and a history row on each side change together. 409 `insufficient_funds`, `same_program`. Send an Idempotency-Key: a repeat moves nothing and answers the first deposit.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    headers: idempotencyHeaderSchema,
    body: fundingTransferBodySchema,
    response: z.object({ deposit: depositSchema }),
    errors: [403, 404, 409],
  }),
  listFundingAccountDeposits: endpoint({
    id: "businesses.listFundingAccountDeposits",
    group: G,
    method: "GET",
    path: "/businesses/{id}/fundingAccountDeposits",
    summary: "Funding history (deposits and program transfers), newest first",
    description:
      "Needs fundingAccountView. from/to are calendar dates in the business's time zone (America/New_York), both included; depositType and direction (incoming, outgoing) narrow the list.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: depositsQuerySchema,
    response: pageOf("deposits", depositSchema),
    errors: [403, 404],
  }),
  listFundingAccounts: endpoint({
    id: "businesses.listFundingAccounts",
    group: G,
    method: "GET",
    path: "/businesses/{id}/fundingAccounts",
    summary: "Funding accounts of the business (and of its programs for a super business)",
    description:
      "Needs fundingAccountView. The business's own account first, then its programs' by name (a program-scope user: only their programs).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema,
    response: pageOf("fundingAccounts", fundingAccountSchema),
    errors: [403, 404],
  }),
  listLoadHistory: endpoint({
    id: "businesses.listLoadHistory",
    group: G,
    method: "GET",
    path: "/businesses/{id}/loadHistory",
    summary: "Card loads of the business, newest first",
    description:
      "Withdrawals and card-to-card moves appear as loads with negative amounts. A top-level {id} includes its programs. from/to are UTC calendar dates, both included; `source` and `search` narrow the list. With `withTotal=true` the answer also has `total`, `offset`, `previousCursor` (ADR 0177) and `totalCents`, the sum of every load the query matches (ADR 0220).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema.extend(dateRangeQuery.shape).extend({
      source: z.enum(loadSources).optional(),
      search: historySearchSchema("the card holder's name, in any order, or the end of the card's last 6 digits"),
      withTotal: withTotalQuerySchema,
    }),
    response: pageOf("loads", cardLoadSchema).extend(listPositionSchema.shape).extend(listSumSchema.shape),
    errors: [404],
  }),
  getPrefundingAchDetails: endpoint({
    id: "businesses.getPrefundingAchDetails",
    group: G,
    method: "GET",
    path: "/businesses/{id}/prefundingAchDetails",
    summary: "Bank details to prefund the funding account by ACH",
    description: "Needs viewACHDetails.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: z.object({ achDetails: achDetailsSchema }),
    errors: [403, 404],
  }),
  getPrefundingBalance: endpoint({
    id: "businesses.getPrefundingBalance",
    group: G,
    method: "GET",
    path: "/businesses/{id}/prefundingBalance",
    summary: "Funding account balance",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: z.object({ balanceCents: z.int(), updatedAt: timestampSchema }),
    errors: [404],
  }),
  createProgram: endpoint({
    id: "businesses.createProgram",
    group: G,
    method: "POST",
    path: "/businesses/{id}/program",
    summary: "Create a program under a top-level business",
    description:
      "Needs createProgram on the top-level business. 409 `not_top_level` for a program id, 409 `program_name_taken` for a duplicate name.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    body: createProgramBodySchema,
    response: z.object({ program: programSchema }),
    errors: [403, 404, 409],
  }),
  listPrograms: endpoint({
    id: "businesses.listPrograms",
    group: G,
    method: "GET",
    path: "/businesses/{id}/programs",
    summary: "Programs of a top-level business, by name",
    description:
      "A program-scope user sees only the programs they have a role on; others see all. A business without programs gives an empty list.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema,
    response: pageOf("programs", programSchema),
    errors: [404],
  }),
  getBankTransferKeyMetrics: endpoint({
    id: "businesses.getBankTransferKeyMetrics",
    group: G,
    method: "GET",
    path: "/businesses/{id}/reporting/bankTransfers/keyMetrics",
    summary: "Bank transfer totals over a date range",
    description:
      "from/to are calendar dates in the business's time zone (America/New_York), both included (default: this month so far; at most 400 days, else 400 `invalid_period`). A top-level {id} includes its programs (a program-scope user: only theirs).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: keyMetricsQuerySchema,
    response: z.object({
      keyMetrics: z.object({
        totalSentCents: z.int(),
        transferCount: z.int(),
        recipientCount: z.int(),
        byStatus: z.array(z.object({ status: transferStatusSchema, count: z.int(), amountCents: z.int() })),
        /** Every day of the period, in the business's time zone: money sent (transfers not failed). */
        daily: z.array(z.object({ date: dateSchema, sentCents: z.int() })),
      }),
    }),
    errors: [400, 404],
  }),
  getCardKeyMetrics: endpoint({
    id: "businesses.getCardKeyMetrics",
    group: G,
    method: "GET",
    path: "/businesses/{id}/reporting/cards/keyMetrics",
    summary: "Card totals over a date range",
    description:
      "from/to are calendar dates in the business's time zone (America/New_York), both included (default: this month so far; at most 400 days, else 400 `invalid_period`). A top-level {id} includes its programs (a program-scope user: only theirs).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: keyMetricsQuerySchema,
    response: z.object({
      keyMetrics: z.object({
        totalLoadedCents: z.int(),
        totalSpentCents: z.int(),
        /** Cards issued (created) in the period. */
        cardCount: z.int(),
        activeCardCount: z.int(),
        transactionCount: z.int(),
        declinedCount: z.int(),
        /** Every day of the period, in the business's time zone: money loaded onto cards and spent. */
        daily: z.array(z.object({ date: dateSchema, loadedCents: z.int(), spentCents: z.int() })),
      }),
    }),
    errors: [400, 404],
  }),
  getTransactionCategories: endpoint({
    id: "businesses.getTransactionCategories",
    group: G,
    method: "GET",
    path: "/businesses/{id}/reporting/cards/transactionCategories",
    summary: "Spending by merchant category over a date range",
    description:
      "from/to are calendar dates in the business's time zone (America/New_York), both included (default: this month so far; at most 400 days, else 400 `invalid_period`). A top-level {id} includes its programs (a program-scope user: only theirs).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: keyMetricsQuerySchema,
    response: z.object({
      categories: z.array(z.object({ merchantCategory: z.string(), amountCents: z.int(), count: z.int() })),
    }),
    errors: [400, 404],
  }),
  getSettings: endpoint({
    id: "businesses.getSettings",
    group: G,
    method: "GET",
    path: "/businesses/{id}/settings",
    summary: "Business settings (custom field definitions)",
    description: "404 `not_found` when the business has no settings yet (the app ignores it at sign-in).",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: businessSettingsResponseSchema,
    errors: [404],
  }),
  createSettings: endpoint({
    id: "businesses.createSettings",
    group: G,
    method: "POST",
    path: "/businesses/{id}/settings",
    summary: "Create the business settings",
    description: "Needs editCustomField. 409 `settings_exist` when they exist already.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    body: settingsBodySchema,
    response: businessSettingsResponseSchema,
    errors: [403, 404, 409],
  }),
  updateSettings: endpoint({
    id: "businesses.updateSettings",
    group: G,
    method: "PATCH",
    path: "/businesses/{id}/settings",
    summary: "Replace the custom field definitions",
    description:
      "Needs editCustomField and `If-Match: <updatedAt>`: 428 `precondition_required` without it, 412 `precondition_failed` when stale. Returns the new updatedAt.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    headers: ifMatchHeaderSchema,
    body: settingsBodySchema,
    response: businessSettingsResponseSchema,
    errors: [403, 404, 412, 428],
  }),
  listSpendRules: endpoint({
    id: "businesses.listSpendRules",
    group: G,
    method: "GET",
    path: "/businesses/{id}/spendRules",
    summary: "Spend rules of the business, oldest first",
    description: "A top-level {id} includes its programs' rules.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema,
    response: pageOf("spendRules", spendRuleSchema),
    errors: [404],
  }),
  createSpendRule: endpoint({
    id: "businesses.createSpendRule",
    group: G,
    method: "POST",
    path: "/businesses/{id}/spendRules/spendRule",
    summary: "Create a spend rule",
    description:
      "Needs createSpendRule. velocity: at most amountCents per transaction or per rolling day (24 h), week (7 days) or month (30 days) of approved purchases; merchant_allow: only the listed categories; merchant_block: never the listed categories.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    body: spendRuleBodySchema,
    response: z.object({ spendRule: spendRuleSchema }),
    errors: [403, 404],
  }),
  updateSpendRule: endpoint({
    id: "businesses.updateSpendRule",
    group: G,
    method: "PATCH",
    path: "/businesses/{id}/spendRules/{spendRuleId}",
    summary: "Change a spend rule",
    description: "Needs modifySpendRule. Fields that do not fit the rule's type give 400.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema.extend({ spendRuleId: idSchema }),
    body: spendRulePatchBodySchema,
    response: z.object({ spendRule: spendRuleSchema }),
    errors: [403, 404],
  }),
  listTags: endpoint({
    id: "businesses.listTags",
    group: G,
    method: "GET",
    path: "/businesses/{id}/tags",
    summary: "Card tags of the business, by name",
    description: "A top-level {id} includes its programs' tags.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema,
    response: pageOf("tags", tagSchema),
    errors: [404],
  }),
  listTransactions: endpoint({
    id: "businesses.listTransactions",
    group: G,
    method: "GET",
    path: "/businesses/{id}/transactions",
    summary: "Card transactions of the business, newest first",
    description:
      "A top-level {id} includes its programs. With hideTransactionData on the business, merchant name and category are blanked and search matches holder names only. from/to are UTC calendar dates, both included.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: transactionsQuerySchema,
    response: pageOf("transactions", transactionSchema),
    errors: [404],
  }),
  listMembers: endpoint({
    id: "businesses.listMembers",
    group: G,
    method: "GET",
    path: "/businesses/{id}/users",
    summary: "Members (business users) and their roles, oldest first",
    description: "A top-level {id} includes the members of its programs. Any role on the business may read the list.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    query: pageQuerySchema,
    response: pageOf("members", memberSchema),
    errors: [404],
  }),
  addMember: endpoint({
    id: "businesses.addMember",
    group: G,
    method: "POST",
    path: "/businesses/{id}/users",
    summary: "Add a member (invites a new user by e-mail)",
    description:
      "Needs addMember. A new address gets an invitation e-mail with a single-use link to /register/member (valid 7 days); an existing account is told it was added. 409 `already_member`.",
    auth: "bearer",
    status: 201,
    params: businessPathSchema,
    body: addMemberBodySchema,
    response: z.object({ member: memberSchema }),
    errors: [403, 404, 409],
  }),
  removeMember: endpoint({
    id: "businesses.removeMember",
    group: G,
    method: "DELETE",
    path: "/businesses/{id}/users/{userId}/",
    summary: "Remove a member",
    description:
      "Needs deleteMember. Every session of the removed user ends at once and their open invitation stops working. 409 `last_admin` when removing the only admin, 409 `cannot_remove_self`.",
    auth: "bearer",
    status: 204,
    params: businessPathSchema.extend({ userId: idSchema }),
    response: null,
    errors: [403, 404, 409],
  }),
  changeMemberRole: endpoint({
    id: "businesses.changeMemberRole",
    group: G,
    method: "PATCH",
    path: "/businesses/{id}/users/{userId}/",
    summary: "Change a member's role",
    description:
      "Needs addMember and deleteMember (the old role is taken away, the new one given), and both roles' permissions held by the caller (403 `role_not_grantable`). Takes effect on the member's next request: their open sessions carry the new role at once. 409 `last_admin` when the business's only admin would lose the admin role, 409 `cannot_change_self` for one's own role. The same role again changes nothing.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema.extend({ userId: idSchema }),
    body: changeMemberRoleBodySchema,
    response: z.object({ member: memberSchema }),
    errors: [403, 404, 409],
  }),
  getWebhooksAccessLink: endpoint({
    id: "businesses.getWebhooksAccessLink",
    group: G,
    method: "GET",
    path: "/businesses/{id}/webhooks/accessLink",
    summary: "A short-lived link to the webhook portal (opened in a new tab)",
    description: "Needs developerTools. 404 `webhooks_not_enabled` when the business has no webhooks.",
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: z.object({ url: z.url() }),
    errors: [403, 404],
  }),
  getWebhooksOverview: endpoint({
    id: "businesses.getWebhooksOverview",
    group: G,
    method: "GET",
    path: "/businesses/{id}/webhooks/overview",
    summary: "The business's webhook endpoints, their health and recent failed deliveries",
    description: `Needs developerTools. 404 \`webhooks_not_enabled\` when the business has no webhooks. Health and counts cover the last ${WEBHOOK_HEALTH_WINDOW_DAYS} days; recentFailures lists up to ${WEBHOOK_RECENT_FAILURES} deliveries of that window whose latest attempt failed, newest first.`,
    auth: "bearer",
    status: 200,
    params: businessPathSchema,
    response: webhooksOverviewSchema,
    errors: [403, 404],
  }),
} as const;
