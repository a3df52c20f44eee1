/**
 * The money caps and the exact decimal text of an amount in cents, without zod: the browser's i18next
 * formatter writes the caps into texts (ADR 0196), and importing ./money (its zod schemas) would put zod
 * into every page's first JavaScript. ./money re-exports all of it.
 */

/** Loads must not exceed $9,999.00 (spec section 9; the message says "less than $9,999"). */
export const LOAD_AMOUNT_CAP_CENTS = 999_900;
/** Bank transfers must not exceed $50,000.00. */
export const BANK_TRANSFER_CAP_CENTS = 5_000_000;
/** One move between a super business's and its programs' funding accounts: at most $1,000,000 (not a spec rule; ADR 0115). */
export const FUNDING_TRANSFER_CAP_CENTS = 100_000_000;

/** Throws on anything but a whole, safe number of cents. */
export function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be an integer number of cents, got ${cents}`);
}

/** Plain decimal string without grouping or symbol, e.g. for CSV exports: 123456 -> "1234.56". */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
