/**
 * The super-business funding account (spec section 6): a fixed set of twelve top-level businesses is
 * treated as having a funding account of their own above their programs' accounts, and only in
 * non-normal views (multiProgram, singleProgram). There the programs page shows the super account and
 * money moves between it and the programs (docs/decisions/0115-funding-transfers.md).
 *
 * Which twelve is configuration, not code (docs/decisions/0148-super-funding-accounts-configured.md):
 * the spec does not name them, and they are the real provider's customer ids. A deployment lists them
 * in the app worker's SUPER_FUNDING_ACCOUNT_BUSINESS_IDS setting (comma-separated); the sandbox provider
 * has one such business in its demo data, Unity Resettlement Alliance, which is the list in sandbox mode.
 */
import type { ViewType } from "./enums";

/** How many top-level businesses the spec's deployment treats as having a super-business account. */
export const SUPER_FUNDING_ACCOUNT_COUNT = 12;

/** The sandbox provider's top-level businesses with a super-business funding account (its demo data). */
export const SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: readonly string[] = ["biz_unity"];

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the setting: ids separated by commas (spaces and empty entries ignored). `ok: false` names what
 * is wrong with it (an entry that is not an id, or the same id twice), never its value.
 */
export function parseBusinessIdList(text: string): { ok: true; ids: readonly string[] } | { ok: false; problem: string } {
  const ids = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (ids.some((id) => !ID.test(id))) return { ok: false, problem: "must list business ids separated by commas" };
  if (new Set(ids).size !== ids.length) return { ok: false, problem: "lists a business id twice" };
  return { ok: true, ids };
}

/** Whether the user, seeing the business in this view, works with a super-business funding account. */
export function hasSuperFundingAccount(context: { topLevelBusinessId: string; viewType: ViewType }, ids: readonly string[]): boolean {
  return context.viewType !== "normal" && ids.includes(context.topLevelBusinessId);
}
