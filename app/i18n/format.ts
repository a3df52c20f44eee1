import { CURRENCY } from "#domain/constants";
import { type FormatOptions, formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from "#domain/dates";
import { type LanguageCode, languageTag } from "#domain/languages";
import { centsToDecimalString } from "#domain/money";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of integer cents in US dollars, written the page language's way ("1 234,56 $US" in
 * French, "US$ ۱٬۲۳۴٫۵۶" in Farsi). The math stays in integer cents; only the display is Intl's.
 * CSV exports keep `centsToDecimalString` (machine-readable, not localised).
 */
export function formatMoney(cents: number, code: LanguageCode): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be an integer number of cents, got ${cents}`);
  const tag = languageTag(code);
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency: CURRENCY });
    moneyFormats.set(tag, format);
  }
  // Intl takes the exact decimal string: no floating-point step between the cents and the text.
  return format.format(centsToDecimalString(cents) as `${number}`);
}

/** Date and time of an instant in the page's language. */
export function formatDateTimeFor(value: string | Date, code: LanguageCode, options: Omit<FormatOptions, "locale"> = {}): string {
  return formatDateTimeIn(value, { ...options, locale: languageTag(code) });
}

/** The date of an instant (or a calendar date) in the page's language. */
export function formatDateFor(value: string | Date, code: LanguageCode, options: Omit<FormatOptions, "locale"> = {}): string {
  return formatDateIn(value, { ...options, locale: languageTag(code) });
}
