/**
 * Every enumeration of product spec section 3 (plus the role and permission names of section 6),
 * as `as const` arrays with their union types. The arrays are the single source of truth: zod
 * schemas in contract/ and the sandbox use them with `z.enum(...)`.
 */

export const payoutProductTypes = ["cards", "bank_transfers", "on_demand_cards"] as const;
export type PayoutProductType = (typeof payoutProductTypes)[number];

export const bankAccountTypes = ["checking", "savings"] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];

export const bankAccountVerificationStatuses = ["pending", "verified", "failed"] as const;
export type BankAccountVerificationStatus = (typeof bankAccountVerificationStatuses)[number];

export const transferSpeeds = ["ach", "sameday_ach", "instant"] as const;
export type TransferSpeed = (typeof transferSpeeds)[number];

/** Bank transfer lifecycle: created, then processing, then completed or failed. */
export const transferStatuses = ["created", "processing", "completed", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** Recipient intake: awaiting_recipient, then pending_verification, then verified or failed. */
export const recipientIntakeStatuses = [
  "awaiting_recipient",
  "pending_verification",
  "bank_account_verified",
  "verification_failed",
] as const;
export type RecipientIntakeStatus = (typeof recipientIntakeStatuses)[number];

export const legalStructures = ["CORPORATION", "PARTNERSHIP", "SOLE_PROPRIETORSHIP", "NON_PROFIT", "LLC"] as const;
export type LegalStructure = (typeof legalStructures)[number];

export const officerTitles = ["PRESIDENT", "VICE_PRESIDENT", "TREASURER", "OWNER", "CEO", "CFO", "COO"] as const;
export type OfficerTitle = (typeof officerTitles)[number];

/**
 * Shipping methods a user may choose when ordering physical cards (spec section 3 list). The order
 * form's message lists the express ones; USPS_GROUND is also accepted.
 */
export const shippingMethods = ["USPS_GROUND", "USPS_PRIORITY", "UPS_NEXT_DAY", "UPS_SECOND_DAY"] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export const USPS_TRACKING_BASE_URL = "https://tools.usps.com/go/TrackConfirmAction?tLabels=";
export const UPS_TRACKING_BASE_URL = "https://www.ups.com/track?tracknum=";

/** Every shipping type an order may carry (a superset of the methods offered in the order form). */
export const shippingTypeIds = ["USPS_GROUND", "USPS_PRIORITY", "USPS_EXPRESS", "UPS_GROUND", "UPS_SECOND_DAY", "UPS_NEXT_DAY"] as const;
export type ShippingTypeId = (typeof shippingTypeIds)[number];

export type ShippingType = {
  readonly id: ShippingTypeId;
  readonly name: string;
  readonly trackingBaseUrl: string;
};

export const SHIPPING_TYPES: Readonly<Record<ShippingTypeId, ShippingType>> = {
  USPS_GROUND: { id: "USPS_GROUND", name: "USPS Ground", trackingBaseUrl: USPS_TRACKING_BASE_URL },
  USPS_PRIORITY: { id: "USPS_PRIORITY", name: "USPS Priority", trackingBaseUrl: USPS_TRACKING_BASE_URL },
  USPS_EXPRESS: { id: "USPS_EXPRESS", name: "USPS Express", trackingBaseUrl: USPS_TRACKING_BASE_URL },
  UPS_GROUND: { id: "UPS_GROUND", name: "UPS Ground", trackingBaseUrl: UPS_TRACKING_BASE_URL },
  UPS_SECOND_DAY: { id: "UPS_SECOND_DAY", name: "UPS Second Day", trackingBaseUrl: UPS_TRACKING_BASE_URL },
  UPS_NEXT_DAY: { id: "UPS_NEXT_DAY", name: "UPS Next Day", trackingBaseUrl: UPS_TRACKING_BASE_URL },
};

export function isShippingTypeId(value: string): value is ShippingTypeId {
  return (shippingTypeIds as readonly string[]).includes(value);
}

/**
 * The carrier tracking link for a shipment, or undefined when the shipping type is unknown or there
 * is no tracking number (virtual cards show the method as "Virtual" and have no link).
 */
export function trackingUrl(shippingTypeId: string, trackingNumber: string | null | undefined): string | undefined {
  if (!trackingNumber || !isShippingTypeId(shippingTypeId)) return undefined;
  return `${SHIPPING_TYPES[shippingTypeId].trackingBaseUrl}${encodeURIComponent(trackingNumber)}`;
}

export const spendRuleTypes = ["velocity", "merchant_allow", "merchant_block"] as const;
export type SpendRuleType = (typeof spendRuleTypes)[number];

export const notificationPreferences = ["email", "none"] as const;
export type NotificationPreference = (typeof notificationPreferences)[number];

/** User scope and role scope. */
export const scopes = ["normal", "super", "program"] as const;
export type Scope = (typeof scopes)[number];

export const personTypes = ["person", "business"] as const;
export type PersonType = (typeof personTypes)[number];

export const httpVerbs = ["put", "get"] as const;
export type HttpVerb = (typeof httpVerbs)[number];

export const autoloadFrequencies = ["daily", "weekly", "monthly", "last_of_month"] as const;
export type AutoloadFrequency = (typeof autoloadFrequencies)[number];

export const onboardingStatuses = [
  "business_info",
  "authorized_person",
  "submit_application",
  "waiting_for_beneficial_owners",
  "application_submitted",
  "active",
] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

export const viewTypes = ["singleProgram", "multiProgram", "normal"] as const;
export type ViewType = (typeof viewTypes)[number];

export const activityTypes = [
  "card_locked",
  "card_unlocked",
  "card_frozen",
  "card_unfrozen",
  "card_reassociated",
  "card_reissued",
  "card_closed",
  "virtual_card_activated",
  "virtual_card_resent",
  "card_pin_set",
  "card_merchant_rule_added",
  "card_merchant_rule_removed",
  "card_tag_added",
  "card_tag_removed",
  "card_funds_loaded",
  "card_funds_transferred",
  "card_funds_withdrawn_to_funding_account",
  "card_order_placed",
  "card_spend_rule_added",
  "card_spend_rule_removed",
  "user_added",
  "user_removed",
  "cardholder_email_updated",
  "business_settings_created",
  "business_settings_updated",
  "recipient_created",
  "recipient_updated",
  "recipient_intake_email_sent",
  "recipient_intake_email_resent",
  "bank_account_added",
  "bank_account_deleted",
  "bank_transfer_initiated",
  "bank_account_submitted_for_verification",
  "bank_account_verified",
  "bank_account_verification_failed",
  "metadata_added",
  "metadata_updated",
  "metadata_deleted",
] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * Card statuses (the spec names only locked, frozen and closed in user texts; the rest is our design,
 * see docs/decisions/0011-domain-rules.md):
 * - active: usable.
 * - inactive: a virtual card issued but not yet activated by the cardholder (activateVirtualCard).
 * - locked: blocked by the cardholder or staff (lockCard); the cardholder can unlock it immediately.
 * - frozen: frozen by the organization (freezeCard); only staff can unfreeze.
 * - closed: closed by the organization (closeCard); terminal.
 */
export const cardStatuses = ["active", "inactive", "locked", "frozen", "closed"] as const;
export type CardStatus = (typeof cardStatuses)[number];

/** Statuses that block transactions and PIN setting. */
export const blockingCardStatuses = ["inactive", "locked", "frozen", "closed"] as const satisfies readonly CardStatus[];

export function isBlockingCardStatus(status: CardStatus): boolean {
  return (blockingCardStatuses as readonly CardStatus[]).includes(status);
}

export const cardFormFactors = ["physical", "virtual"] as const;
export type CardFormFactor = (typeof cardFormFactors)[number];

export const transactionEventStatuses = ["pending", "cleared", "declined", "refunded"] as const;
export type TransactionEventStatus = (typeof transactionEventStatuses)[number];

export const depositTypes = ["ach", "super_to_program", "program_to_super", "program_to_program"] as const;
export type DepositType = (typeof depositTypes)[number];

export const customFieldResourceTypes = [
  "loads",
  "financial_account_load",
  "business_load_history",
  "funding_account_deposit",
  "bank_transfers",
  "business_bank_transfers",
] as const;
export type CustomFieldResourceType = (typeof customFieldResourceTypes)[number];

export const customFieldDataTypes = ["dropdown", "text"] as const;
export type CustomFieldDataType = (typeof customFieldDataTypes)[number];

/** The 17 role names of spec section 6. */
export const roles = [
  "admin",
  "cws_case_manager",
  "usccb_case_manager",
  "usccb_fiscal_administrator",
  "hias_case_manager",
  "ch_card_manager",
  "mm_hotline_support",
  "chapin_hall_pi",
  "chapin_hall_card_program_manager",
  "sifh_finance",
  "sifh_program_manager",
  "sifh_technical_program_manager",
  "sifh_program_associate",
  "sifh_cec",
  "sifh_internal_audit",
  "sifh_payment_approver",
  "viewer",
] as const;
export type Role = (typeof roles)[number];

/** The 35 permission names of spec section 6. */
export const permissions = [
  "addMember",
  "deleteMember",
  "createProgram",
  "transferFunds",
  "lockCard",
  "setPin",
  "loadCard",
  "orderCard",
  "viewACHDetails",
  "developerTools",
  "modifyAutoload",
  "createAutoload",
  "cancelAutoload",
  "addCardsToAutoload",
  "deleteCardsFromAutoload",
  "addTagToCard",
  "deleteTagFromCard",
  "createNote",
  "editNote",
  "createSpendRule",
  "modifySpendRule",
  "closeCard",
  "freezeCard",
  "replaceCard",
  "resendVirtualCard",
  "editMetadata",
  "hideTransactionData",
  "createRecipient",
  "sendBankPayment",
  "updateRecipient",
  "fundingAccountView",
  "hideBankPaymentsInformation",
  "viewIndividualRecipient",
  "addBankDetails",
  "editCustomField",
] as const;
export type Permission = (typeof permissions)[number];

/** Type guard helper shared by the guards below. */
function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}

export const isRole = (value: unknown): value is Role => includes(roles, value);
export const isPermission = (value: unknown): value is Permission => includes(permissions, value);
export const isScope = (value: unknown): value is Scope => includes(scopes, value);
export const isPayoutProductType = (value: unknown): value is PayoutProductType => includes(payoutProductTypes, value);
export const isOnboardingStatus = (value: unknown): value is OnboardingStatus => includes(onboardingStatuses, value);
