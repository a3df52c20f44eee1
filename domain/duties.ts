/**
 * Separation of duties (ADR 0010's promise, issue 34 item 7, ADR 0241): nobody but an admin both points a
 * payment at an account and sends it, and money reaches cards through autoloads only for someone who may
 * load a card. Shared by the sandbox (which refuses) and the app (which explains).
 */
import type { Permission, Role } from "./enums";
import { ROLE_PERMISSIONS } from "./permissions";

/** Permissions that decide where a bank payment goes: the recipient, their e-mail (the intake link), their bank details. */
export const REDIRECTING_PERMISSIONS = ["createRecipient", "updateRecipient", "addBankDetails"] as const satisfies readonly Permission[];

/** Permissions that make autoloads move funding-account money onto cards: the same power as loading a card. */
export const AUTOLOAD_FUNDING_PERMISSIONS = [
  "createAutoload",
  "modifyAutoload",
  "addCardsToAutoload",
] as const satisfies readonly Permission[];

/** Who last pointed a recipient's payments somewhere: the user who entered the current bank details, and those who changed the e-mail. */
export type PayeeHistory = {
  /** The user who typed the current bank account (null: the recipient gave it, or the seed). */
  bankDetailsBy: string | null;
  /** Users who changed the recipient's e-mail (a new intake link goes to the new address). */
  emailChangedBy: readonly string[];
};

/**
 * Whether a user holding `role` on the recipient's business may send them a payment, given who pointed
 * it there: two different people, unless the payer is an admin (who holds every permission and can add
 * members, so a second person would be theirs to make; ADR 0010 exempts them).
 */
export function mayPayRecipient(role: Role, payerId: string, history: PayeeHistory): boolean {
  if (role === "admin") return true;
  return history.bankDetailsBy !== payerId && !history.emailChangedBy.includes(payerId);
}

/** Whether the role may fund cards through autoloads: only with loadCard, and never without. */
export function fundsThroughAutoloads(role: Role): boolean {
  return ROLE_PERMISSIONS[role].some((p) => (AUTOLOAD_FUNDING_PERMISSIONS as readonly Permission[]).includes(p));
}
