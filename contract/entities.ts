/**
 * The provider's entities (product spec section 3) as zod schemas. Responses use these; request
 * bodies live with their endpoint group. Money is integer cents (`...Cents`), timestamps ISO-8601.
 */
import { z } from "zod";
import { bankVerificationFailureReasons, transferFailureReasons } from "#domain/bank-test-accounts";
import { documentTypes } from "#domain/onboarding";
import {
  accountTypeSchema,
  addressSchema,
  expirationSchema,
  lastDigitsSchema,
  normalizedColorSchema,
  phoneSchema,
  streetAddressSchema,
} from "#domain/validation";
import { centsSchema, dateSchema, idSchema, nonNegativeCentsSchema, timestampSchema } from "./common";
import {
  activityTypeSchema,
  autoloadFrequencySchema,
  bankAccountVerificationStatusSchema,
  cardFormFactorSchema,
  cardStatusSchema,
  customFieldDataTypeSchema,
  customFieldResourceTypeSchema,
  depositTypeSchema,
  legalStructureSchema,
  notificationPreferenceSchema,
  officerTitleSchema,
  onboardingStatusSchema,
  payoutProductTypeSchema,
  personTypeSchema,
  recipientIntakeStatusSchema,
  roleSchema,
  scopeSchema,
  shippingTypeIdSchema,
  spendRuleTypeSchema,
  transactionStatusSchema,
  transferSpeedSchema,
  transferStatusSchema,
} from "./enums";

// ---------------------------------------------------------------------------------------------
// Address: the rules are domain/validation.ts's (addressSchema, streetAddressSchema), so whatever the
// app accepts the provider accepts, with the same message keys (docs/decisions/0045-one-rulebook.md).
// ---------------------------------------------------------------------------------------------

export type Address = z.infer<typeof addressSchema>;

// ---------------------------------------------------------------------------------------------
// People and businesses
// ---------------------------------------------------------------------------------------------

export const userRoleSchema = z.object({ businessId: idSchema, role: roleSchema });

export const userSchema = z.object({
  id: idSchema,
  email: z.string(),
  phone: phoneSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  userScope: scopeSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** One entry of GET /users/{id}/ `businesses`: a top-level business and the user's roles under it. */
export const userBusinessSchema = z.object({
  topLevelBusinessId: idSchema,
  topLevelBusinessName: z.string(),
  userRoles: z.array(userRoleSchema),
  userScope: scopeSchema,
  topLevelBusinessConfig: z.object({
    eligibleForOnDemand: z.boolean(),
    /** The business has the developer area (webhooks, docs) enabled; combine with the developerTools permission. */
    developerToolsEnabled: z.boolean(),
  }),
  onboardingStatus: onboardingStatusSchema,
});
export type UserBusiness = z.infer<typeof userBusinessSchema>;

export const programSchema = z.object({
  id: idSchema,
  name: z.string(),
  productType: payoutProductTypeSchema,
  topLevelBusinessId: idSchema,
  createdAt: timestampSchema,
});
export type Program = z.infer<typeof programSchema>;

export const memberSchema = z.object({
  userId: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  addedAt: timestampSchema,
  /** The business the role is held on (the top-level business or one of its programs). */
  businessId: idSchema,
  /** invited: the invitation e-mail is out and no password is set yet; active: the member can sign in. */
  status: z.enum(["invited", "active"]),
});
export type Member = z.infer<typeof memberSchema>;

export const noteSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  /** The card (the card's user) the note is about. */
  cardId: idSchema,
  text: z.string(),
  author: z.object({ id: idSchema, name: z.string() }),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Note = z.infer<typeof noteSchema>;

// ---------------------------------------------------------------------------------------------
// Settings and custom fields
// ---------------------------------------------------------------------------------------------

export const customFieldOptionSchema = z
  .object({
    label: z.string().trim().min(1).max(100),
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[A-Za-z0-9 _-]+$/, "Letters, digits, space, dash and underscore only"),
    dataType: customFieldDataTypeSchema,
    dataOptions: z.array(z.string().trim().min(1).max(100)).max(100),
  })
  .refine((o) => (o.dataType === "dropdown" ? o.dataOptions.length > 0 : o.dataOptions.length === 0), {
    message: "A dropdown needs options; a text field has none",
    path: ["dataOptions"],
  });

export const customFieldDefinitionSchema = z
  .object({
    resourceType: customFieldResourceTypeSchema,
    customFieldOptions: z.array(customFieldOptionSchema).max(20),
  })
  .refine((d) => new Set(d.customFieldOptions.map((o) => o.name)).size === d.customFieldOptions.length, {
    message: "Field names must be unique within a resource type",
    path: ["customFieldOptions"],
  });
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;

export const customFieldsSchema = z
  .array(customFieldDefinitionSchema)
  .max(20)
  .refine((list) => new Set(list.map((d) => d.resourceType)).size === list.length, "Each resource type appears once");

export const businessSettingsSchema = z.object({
  businessId: idSchema,
  /** The version: send it back as If-Match when patching. */
  updatedAt: timestampSchema,
  customFields: z.array(customFieldDefinitionSchema),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** Values of custom fields attached to a load, transfer or deposit: field name to value. */
export const customFieldValuesSchema = z.record(z.string().max(100), z.string().max(500));

export const metadataEntrySchema = z.object({ key: z.string().trim().min(1).max(100), value: z.string().max(1000) });
/**
 * Objects that carry metadata: each belongs to exactly one business, whose editMetadata permission
 * applies. Cardholders are not a target: one cardholder may hold cards of several businesses, and
 * metadata must never be shared across them (docs/decisions/0031-card-money-ledger.md).
 */
export const metadataTargetTypes = ["card", "recipient", "transfer", "load"] as const;
export const metadataTargetTypeSchema = z.enum(metadataTargetTypes);
/** Spec payload of /businesses/metadata. */
export const metadataPayloadSchema = z.object({
  type: metadataTargetTypeSchema,
  targetId: idSchema,
  metadata: z.array(metadataEntrySchema).max(50),
});

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export const tagSummarySchema = z.object({ id: idSchema, name: z.string(), color: normalizedColorSchema });

export const tagSchema = tagSummarySchema.extend({
  businessId: idSchema,
  amountCents: nonNegativeCentsSchema.nullable(),
  cardCount: z.int().min(0),
  createdAt: timestampSchema,
});

export const cardHolderSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: phoneSchema.nullable(),
});

export const cardSchema = z.object({
  /** 10-character id printed on the back of the card. */
  id: idSchema,
  businessId: idSchema,
  organizationName: z.string(),
  formFactor: cardFormFactorSchema,
  status: cardStatusSchema,
  last6: lastDigitsSchema,
  expiration: expirationSchema,
  balanceCents: centsSchema,
  pinSet: z.boolean(),
  color: normalizedColorSchema,
  holder: cardHolderSchema,
  /** The cardholder account the card is linked to, or null while unlinked. */
  cardholderId: idSchema.nullable(),
  tags: z.array(tagSummarySchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Card = z.infer<typeof cardSchema>;

/**
 * A carrier's tracking page, rendered as a link: https only, so provider data can never make a
 * `javascript:` or plain-http link in our pages (issue 12, review H6).
 */
export const trackingUrlSchema = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

export const shipmentSchema = z.object({
  /** null for virtual cards ("Virtual"). */
  shippingMethod: shippingTypeIdSchema.nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: trackingUrlSchema.nullable(),
  shippedAt: timestampSchema.nullable(),
});

export const spendRuleSummarySchema = z.object({ id: idSchema, name: z.string(), type: spendRuleTypeSchema });

export const cardDetailsSchema = cardSchema.extend({
  spendRules: z.array(spendRuleSummarySchema),
  /** The card's latest order; null for a card that was never ordered. */
  shipment: shipmentSchema.nullable(),
  /** Autoloads the card is a member of (any status). */
  autoloadIds: z.array(idSchema),
  /** The business's metadata on the card, by key (empty for the linked cardholder). */
  metadata: z.array(metadataEntrySchema),
  /** The card this one replaced (reissue), or null. */
  replacesCardId: idSchema.nullable(),
  /** Virtual cards: the provider's fixed billing address for online purchases (spec section 2); null for physical cards. */
  billingAddress: streetAddressSchema.nullable(),
});

export const cardBalanceSchema = z.object({
  /** Spendable: ledger minus pending authorizations. */
  availableCents: centsSchema,
  pendingCents: nonNegativeCentsSchema,
  ledgerCents: centsSchema,
});

/** What a cardholder sees of each linked card. */
export const cardholderCardSchema = cardSchema.pick({
  id: true,
  businessId: true,
  organizationName: true,
  formFactor: true,
  status: true,
  last6: true,
  expiration: true,
  pinSet: true,
  color: true,
});

export const cardholderSchema = z.object({
  id: idSchema,
  email: z.string(),
  phone: phoneSchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: timestampSchema,
  cards: z.array(cardholderCardSchema),
});
export type Cardholder = z.infer<typeof cardholderSchema>;

export const communicationPreferencesSchema = z.object({
  recentTransactions: notificationPreferenceSchema,
  cardDeclines: notificationPreferenceSchema,
  cardLoads: notificationPreferenceSchema,
});

export const cardOrderStatuses = ["ordered", "processing", "shipped", "delivered", "cancelled"] as const;
export const cardOrderSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  status: z.enum(cardOrderStatuses),
  formFactor: cardFormFactorSchema,
  /** null for virtual orders (shown as "Virtual"). */
  shippingMethod: shippingTypeIdSchema.nullable(),
  /** Assigned when the order ships. */
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page (USPS_* postal link, UPS_* carrier link), null without a tracking number. */
  trackingUrl: trackingUrlSchema.nullable(),
  /** Where the order ships: the first card's shipping address (each card ships to its own holder); null for virtual. */
  address: addressSchema.nullable(),
  quantity: z.int().min(1),
  cardIds: z.array(idSchema),
  /**
   * The holder of the order's first card (in `cardIds` order), by which the order list names it; an
   * order of several cards has `quantity - 1` more, each its own holder ("Maria Lopez and 2 others").
   * null only for an order without cards.
   */
  holder: z.object({ firstName: z.string(), lastName: z.string() }).nullable().meta({
    description:
      "The holder of the order's first card (in `cardIds` order); an order of several cards has `quantity - 1` more cards, each with its own holder. null only for an order without cards.",
  }),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  createdAt: timestampSchema,
  shippedAt: timestampSchema.nullable(),
});

export const velocityPeriods = ["transaction", "day", "week", "month"] as const;
export const spendRuleSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  name: z.string(),
  type: spendRuleTypeSchema,
  /** velocity rules: the most that may be spent per period. */
  velocity: z.object({ amountCents: nonNegativeCentsSchema, period: z.enum(velocityPeriods) }).nullable(),
  /** merchant_allow / merchant_block rules: merchant categories (snake_case). */
  merchantCategories: z.array(z.string()),
  cardCount: z.int().min(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const transactionSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  businessId: idSchema,
  cardLast6: lastDigitsSchema,
  holderName: z.string(),
  /** pending (authorized, counted in the balance), cleared, declined or refunded. */
  transactionEventStatus: transactionStatusSchema,
  /** The processor's raw status, e.g. CA_APPROVED, CA_CLEARED, CA_DECLINED, CA_REFUNDED, DECLINED. */
  processorStatus: z.string(),
  /** Decline reason code (CA_DECLINED_MERCHANT, CA_DECLINED_VELOCITY, ...), "" when the processor gave none, null when not declined. */
  declineReason: z.string().nullable(),
  merchantName: z.string(),
  /** snake_case merchant category. */
  merchantCategory: z.string(),
  requestedAmountCents: nonNegativeCentsSchema,
  approvedAmountCents: nonNegativeCentsSchema,
  createdAt: timestampSchema,
  postedAt: timestampSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const loadSources = ["funding_account", "autoload", "card_transfer", "bulk_import", "withdrawal"] as const;
export const cardLoadSchema = z.object({
  id: idSchema,
  cardId: idSchema,
  businessId: idSchema,
  cardLast6: lastDigitsSchema,
  holderName: z.string(),
  amountCents: centsSchema,
  source: z.enum(loadSources),
  autoloadId: idSchema.nullable(),
  createdBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  customFields: customFieldValuesSchema,
  createdAt: timestampSchema,
});
export type Load = z.infer<typeof cardLoadSchema>;

// ---------------------------------------------------------------------------------------------
// Activities (audit trail)
// ---------------------------------------------------------------------------------------------

export const activityActorTypes = ["user", "cardholder", "recipient", "system"] as const;
export const activitySchema = z.object({
  id: idSchema,
  type: activityTypeSchema,
  businessId: idSchema,
  targetType: z.string(),
  targetId: idSchema,
  actor: z.object({ type: z.enum(activityActorTypes), id: idSchema.nullable(), name: z.string().nullable() }),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: timestampSchema,
});
export type Activity = z.infer<typeof activitySchema>;

// ---------------------------------------------------------------------------------------------
// Autoloads
// ---------------------------------------------------------------------------------------------

export const autoloadStatuses = ["active", "cancelled", "completed"] as const;
export const autoloadMemberSchema = z.object({
  cardId: idSchema,
  last6: lastDigitsSchema,
  holderName: z.string(),
  addedAt: timestampSchema,
});
export const autoloadSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  name: z.string(),
  amountCents: nonNegativeCentsSchema,
  frequency: autoloadFrequencySchema,
  startDate: dateSchema,
  endDate: dateSchema.nullable(),
  nextLoadDate: dateSchema.nullable(),
  status: z.enum(autoloadStatuses),
  memberCount: z.int().min(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
/** A run of an autoload on one run date (docs/decisions/0125-autoload-runs.md). */
export const autoloadRunStatuses = ["running", "completed", "failed"] as const;
export const autoloadRunFailureReasons = ["insufficient_funds", "no_funding_account"] as const;
export const autoloadRunCardFailureReasons = ["card_closed"] as const;
export const autoloadRunSchema = z.object({
  runDate: dateSchema,
  status: z.enum(autoloadRunStatuses),
  /** Why the run loaded nobody (failed runs only). */
  failureReason: z.enum(autoloadRunFailureReasons).nullable(),
  amountCents: nonNegativeCentsSchema,
  memberCount: z.int().min(0),
  loadedCount: z.int().min(0),
  loadedCents: nonNegativeCentsSchema,
  /** Cards of the run that were not loaded, and why (at most 20 listed; `failedCount` counts all). */
  failedCount: z.int().min(0),
  failures: z.array(z.object({ cardId: idSchema, last6: lastDigitsSchema, reason: z.enum(autoloadRunCardFailureReasons) })),
  startedAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
});
export type AutoloadRun = z.infer<typeof autoloadRunSchema>;
export const autoloadDetailsSchema = autoloadSchema.extend({
  /** One page of members, oldest first (the query's cursor and limit). */
  members: z.array(autoloadMemberSchema),
  membersNextCursor: z.string().nullable(),
  /** The latest runs, newest first (at most 12). */
  runs: z.array(autoloadRunSchema),
});

// ---------------------------------------------------------------------------------------------
// Bank transfers
// ---------------------------------------------------------------------------------------------

/** Bank verification failure reasons (spec section 8): the domain's list, which the sandbox's test account numbers use. */
export { bankVerificationFailureReasons, transferFailureReasons };
export const bankVerificationFailureReasonSchema = z.enum(bankVerificationFailureReasons);

export const bankAccountSources = ["manual", "bank_link"] as const;
export const bankAccountSchema = z.object({
  id: idSchema,
  accountHolderName: z.string(),
  accountType: accountTypeSchema,
  /** Only the last four digits are ever returned, of the account number and of the routing number. */
  accountNumberLast4: z.string().regex(/^\d{4}$/),
  routingNumberLast4: z.string().regex(/^\d{4}$/),
  bankName: z.string().nullable(),
  source: z.enum(bankAccountSources),
  verificationStatus: bankAccountVerificationStatusSchema,
  failureReason: bankVerificationFailureReasonSchema.nullable(),
  createdAt: timestampSchema,
});

export const recipientSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  name: z.string(),
  email: z.string(),
  phone: phoneSchema.nullable(),
  intakeStatus: recipientIntakeStatusSchema,
  verificationFailureReason: bankVerificationFailureReasonSchema.nullable(),
  bankAccount: bankAccountSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;

export const transferSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  recipientId: idSchema,
  recipientName: z.string(),
  bankAccountLast4: z.string().regex(/^\d{4}$/),
  amountCents: nonNegativeCentsSchema,
  speed: transferSpeedSchema,
  status: transferStatusSchema,
  /** Set when the status is failed: one of transferFailureReasons (a string, so new reasons do not break clients). */
  failureReason: z.string().nullable(),
  memo: z.string().nullable(),
  customFields: customFieldValuesSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** When the transfer is expected to complete (business days, by speed). */
  expectedCompletionAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

// ---------------------------------------------------------------------------------------------
// Funding
// ---------------------------------------------------------------------------------------------

export const fundingAccountSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  name: z.string(),
  balanceCents: centsSchema,
  accountNumberLast4: z.string().regex(/^\d{4}$/),
  updatedAt: timestampSchema,
});

export const depositStatuses = ["pending", "completed", "failed"] as const;
export const depositSchema = z.object({
  id: idSchema,
  businessId: idSchema,
  fundingAccountId: idSchema,
  depositType: depositTypeSchema,
  /** The program on the other side of a super/program transfer, null for ach. */
  programId: idSchema.nullable(),
  /** true when money leaves this business's funding account. */
  outgoing: z.boolean(),
  amountCents: nonNegativeCentsSchema,
  status: z.enum(depositStatuses),
  customFields: customFieldValuesSchema,
  createdAt: timestampSchema,
});

export const achDetailsSchema = z.object({
  bankName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string().regex(/^\d{4,17}$/),
  routingNumber: z.string().regex(/^\d{9}$/),
  reference: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Onboarding
// ---------------------------------------------------------------------------------------------

/** The business information of the application as the provider returns it: the EIN only as its last four. */
export const onboardingBusinessInfoSchema = z.object({
  legalName: z.string(),
  dbaName: z.string().nullable(),
  legalStructure: legalStructureSchema,
  einLast4: z.string().regex(/^\d{4}$/),
  phone: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  address: streetAddressSchema,
});

export const onboardingPersonStatuses = ["pending", "submitted", "verified", "failed"] as const;
export const onboardingPersonKinds = ["primary", "beneficial_owner"] as const;

/**
 * A person of the application. The date of birth and the SSN digits are write-only: a response says
 * whether they were given, never what they are (docs/decisions/0145).
 */
export const onboardingPersonSchema = z.object({
  id: idSchema,
  kind: z.enum(onboardingPersonKinds),
  personType: personTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: officerTitleSchema.nullable(),
  ownershipPercent: z.int().min(0).max(100).nullable(),
  address: streetAddressSchema.nullable(),
  dateOfBirthGiven: z.boolean(),
  ssnLast4Given: z.boolean(),
  status: z.enum(onboardingPersonStatuses),
  invitedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
});

export const onboardingReviewStates = ["in_review", "manual_review", "needs_documents", "approved"] as const;

export const onboardingDocumentSchema = z.object({
  id: idSchema,
  documentType: z.enum(documentTypes),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().min(1),
  uploadedAt: timestampSchema,
});

export const onboardingBusinessSchema = z.object({
  businessId: idSchema,
  businessName: z.string(),
  status: onboardingStatusSchema,
  /** Whether the business has its admin (the applicant's sign-in, made by POST /onboarding/user). */
  applicantAccount: z.boolean(),
  /** Null until submitted; then the review the provider runs. */
  reviewState: z.enum(onboardingReviewStates).nullable(),
  businessInfo: onboardingBusinessInfoSchema.nullable(),
  documents: z.array(onboardingDocumentSchema),
  /** Document types still missing for the application to be complete (or asked for in review). */
  missingDocuments: z.array(z.enum(documentTypes)),
  submittedAt: timestampSchema.nullable(),
  updatedAt: timestampSchema,
});
export type OnboardingBusiness = z.infer<typeof onboardingBusinessSchema>;
export type OnboardingPerson = z.infer<typeof onboardingPersonSchema>;
