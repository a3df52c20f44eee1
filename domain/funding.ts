/**
 * The super-business funding account (spec section 6): a fixed set of twelve top-level businesses is
 * treated as having a funding account of their own above their programs' accounts, and only in
 * non-normal views (multiProgram, singleProgram). There the programs page shows the super account and
 * money moves between it and the programs (docs/decisions/0115-funding-transfers.md).
 *
 * The list is configuration, not data: the provider's real customer ids go here. In the sandbox, Unity
 * Resettlement Alliance is the one of them that exists; the other ids are reserved for the demo tenants
 * of the production deployment and resolve to nothing in the sandbox.
 */
import type { ViewType } from "./enums";

export const SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: readonly string[] = [
  "biz_unity",
  "biz_usccb",
  "biz_hias",
  "biz_cws",
  "biz_sifh",
  "biz_chapin_hall",
  "biz_ecdc",
  "biz_irc",
  "biz_lirs",
  "biz_ejm",
  "biz_wr",
  "biz_mm",
];

/** Whether the user, seeing the business in this view, works with a super-business funding account. */
export function hasSuperFundingAccount(context: { topLevelBusinessId: string; viewType: ViewType }): boolean {
  return context.viewType !== "normal" && SUPER_FUNDING_ACCOUNT_BUSINESS_IDS.includes(context.topLevelBusinessId);
}
