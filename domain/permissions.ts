/**
 * Roles, permissions and the permission check of product spec section 6.
 * The subsets of roles the spec does not list are designed in docs/decisions/0010-role-permissions.md.
 */
import { type Permission, permissions, type Role, type Scope } from "./enums";

/** Permissions that restrict what a user sees rather than grant a capability. */
const RESTRICTIONS = ["hideTransactionData", "hideBankPaymentsInformation"] as const satisfies readonly Permission[];

/**
 * hideTransactionData is granted only on these businesses (fixed demo business ids), whatever the role.
 * On any other business it is false, even for admin.
 */
export const HIDE_TRANSACTION_DATA_BUSINESS_IDS: readonly string[] = ["biz_unity_family", "biz_brightfutures"];

/**
 * admin has every permission except hideBankPaymentsInformation (a restriction, not a capability).
 * It keeps hideTransactionData, as the spec's "all permissions" says; that one only takes effect on
 * HIDE_TRANSACTION_DATA_BUSINESS_IDS.
 */
const ADMIN: readonly Permission[] = permissions.filter((p) => p !== "hideBankPaymentsInformation");

const CASE_MANAGER: readonly Permission[] = [
  "orderCard",
  "lockCard",
  "setPin",
  "replaceCard",
  "resendVirtualCard",
  "addTagToCard",
  "deleteTagFromCard",
  "createNote",
  "editNote",
  "editMetadata",
  "editCustomField",
  "createRecipient",
  "updateRecipient",
  "viewIndividualRecipient",
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: ADMIN,
  // Spec: order card, tags, notes, resend virtual card, edit metadata, custom field.
  cws_case_manager: [
    "orderCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "resendVirtualCard",
    "editMetadata",
    "editCustomField",
  ],
  usccb_case_manager: CASE_MANAGER,
  hias_case_manager: CASE_MANAGER,
  usccb_fiscal_administrator: [
    "transferFunds",
    "loadCard",
    "sendBankPayment",
    "fundingAccountView",
    "viewACHDetails",
    "createAutoload",
    "modifyAutoload",
    "cancelAutoload",
    "addCardsToAutoload",
    "deleteCardsFromAutoload",
    "viewIndividualRecipient",
    "createNote",
    "editNote",
    "editMetadata",
    "editCustomField",
  ],
  // Spec: hide transaction data (effective only on HIDE_TRANSACTION_DATA_BUSINESS_IDS).
  ch_card_manager: ["hideTransactionData"],
  mm_hotline_support: ["lockCard", "resendVirtualCard", "createNote", "editNote", "viewIndividualRecipient"],
  chapin_hall_pi: ["fundingAccountView", "viewIndividualRecipient"],
  chapin_hall_card_program_manager: [
    "orderCard",
    "loadCard",
    "lockCard",
    "freezeCard",
    "closeCard",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createSpendRule",
    "modifySpendRule",
    "createAutoload",
    "modifyAutoload",
    "cancelAutoload",
    "addCardsToAutoload",
    "deleteCardsFromAutoload",
    "editMetadata",
    "editCustomField",
    "fundingAccountView",
  ],
  // Spec: create program, transfer funds, lock card, view ACH details, cancel autoload,
  // delete cards from autoload, freeze card, funding history.
  sifh_finance: [
    "createProgram",
    "transferFunds",
    "lockCard",
    "viewACHDetails",
    "cancelAutoload",
    "deleteCardsFromAutoload",
    "freezeCard",
    "fundingAccountView",
  ],
  // Runs a program without moving money (ADR 0241): autoloads only stop or shrink, since creating,
  // raising or adding cards to one funds cards and needs loadCard, which SIFH gives finance roles.
  sifh_program_manager: [
    "addMember",
    "deleteMember",
    "orderCard",
    "lockCard",
    "freezeCard",
    "closeCard",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createSpendRule",
    "modifySpendRule",
    "cancelAutoload",
    "deleteCardsFromAutoload",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
    "editMetadata",
    "editCustomField",
    "fundingAccountView",
  ],
  // Spec: hide bank payments information.
  sifh_technical_program_manager: ["hideBankPaymentsInformation"],
  sifh_program_associate: [
    "orderCard",
    "lockCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
    "editMetadata",
    "editCustomField",
  ],
  sifh_cec: ["lockCard", "resendVirtualCard", "createNote", "editNote", "updateRecipient", "viewIndividualRecipient"],
  sifh_internal_audit: ["fundingAccountView", "viewACHDetails", "viewIndividualRecipient"],
  // Spec: member add and delete, create program, transfer funds, load card, send bank payment,
  // funding history, add bank details, custom field.
  sifh_payment_approver: [
    "addMember",
    "deleteMember",
    "createProgram",
    "transferFunds",
    "loadCard",
    "sendBankPayment",
    "fundingAccountView",
    "addBankDetails",
    "editCustomField",
  ],
  viewer: [],
};

export type UserRole = { businessId: string; role: Role };

export type UserContext = {
  userScope: Scope;
  userRoles: readonly UserRole[];
  topLevelBusinessId: string;
};

/**
 * The role that applies to `businessId` (spec section 6): the role held on that business, except that
 * a program-scope user checking the top-level business, or a super-scope user without a role on that
 * business, uses the first role entry. No roles (or no applicable role) gives undefined.
 */
export function roleFor(ctx: UserContext, businessId: string): Role | undefined {
  const first = ctx.userRoles[0];
  if (!first) return undefined;
  if (ctx.userScope === "program" && businessId === ctx.topLevelBusinessId) return first.role;
  const own = ctx.userRoles.find((r) => r.businessId === businessId);
  if (own) return own.role;
  if (ctx.userScope === "super") return first.role;
  return undefined;
}

function effective(role: Role, businessId: string, permission: Permission): boolean {
  if (!ROLE_PERMISSIONS[role].includes(permission)) return false;
  if (permission === "hideTransactionData") return HIDE_TRANSACTION_DATA_BUSINESS_IDS.includes(businessId);
  return true;
}

/**
 * What the first-role fallback grants a program-scope user on the top-level business (ADR 0095): the
 * settings the spec forces to the top level (members, spend rules, custom fields), the funding account
 * view, and the restrictions (which only take away). Ordering cards, moving money, creating programs and
 * changing the top-level business's own cards, recipients, notes or autoloads need a role held on that
 * business itself; so does the developer area (ADR 0216: the webhook console, its signing secrets and
 * every program's events belong to the whole tenant, issue 34 item 5).
 */
export const PROGRAM_SCOPE_TOP_LEVEL_PERMISSIONS = [
  "addMember",
  "deleteMember",
  "createSpendRule",
  "modifySpendRule",
  "editCustomField",
  "fundingAccountView",
  ...RESTRICTIONS,
] as const satisfies readonly Permission[];

/** Whether the role comes from the program-scope fallback on the top-level business (not a role held there). */
export function isProgramScopeFallback(ctx: UserContext, businessId: string): boolean {
  return ctx.userScope === "program" && businessId === ctx.topLevelBusinessId && !ctx.userRoles.some((r) => r.businessId === businessId);
}

function granted(ctx: UserContext, role: Role, businessId: string, permission: Permission): boolean {
  if (isProgramScopeFallback(ctx, businessId) && !(PROGRAM_SCOPE_TOP_LEVEL_PERMISSIONS as readonly Permission[]).includes(permission)) {
    return false;
  }
  return effective(role, businessId, permission);
}

/** Whether the user holds `permission` on `businessId`. Denied without an applicable role. */
export function can(ctx: UserContext, businessId: string, permission: Permission): boolean {
  const role = roleFor(ctx, businessId);
  return role !== undefined && granted(ctx, role, businessId, permission);
}

/** Every permission the user holds on `businessId` (after the hideTransactionData business rule). */
export function permissionsFor(ctx: UserContext, businessId: string): ReadonlySet<Permission> {
  const role = roleFor(ctx, businessId);
  if (role === undefined) return new Set();
  return new Set(ROLE_PERMISSIONS[role].filter((p) => granted(ctx, role, businessId, p)));
}

/** True for permissions that hide data (hideTransactionData, hideBankPaymentsInformation). */
export function isRestriction(permission: Permission): boolean {
  return (RESTRICTIONS as readonly Permission[]).includes(permission);
}
