/**
 * hideBankPaymentsInformation (spec section 6, issue 38 item 2, ADR 0217): a user holding it on a business
 * gets no bank data of that business from the API either. Recipients come without their bank account,
 * and the bank transfers, their totals and a new payment are refused with 403 `forbidden`.
 */
import type { Recipient } from "#contract/entities";
import { ApiFailure } from "#sandbox/http/errors";

export const HIDE_BANK = "hideBankPaymentsInformation";

/** The 403 of a bank-payment read or payment for a user the flag hides them from. */
export function refuseHiddenBank(access: { can(permission: typeof HIDE_BANK): boolean }): void {
  if (access.can(HIDE_BANK)) throw new ApiFailure(403, "forbidden", "Bank payment information is hidden for this user");
}

/** The recipient as the user may see it: without the bank account when the flag hides it. */
export function bankShown(recipient: Recipient, access: { can(permission: typeof HIDE_BANK): boolean }): Recipient {
  return access.can(HIDE_BANK) ? { ...recipient, bankAccount: null } : recipient;
}
