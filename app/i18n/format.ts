import { CURRENCY } from "#domain/constants";
import { CALENDAR, type FormatOptions, formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from "#domain/dates";
import { intlLocale, type LanguageCode, languageDir } from "#domain/languages";
import { centsToDecimalString } from "#domain/money";
import { keepCurrencyCodeTogether } from "./currency-code";

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of integer cents in US dollars, written the page language's way ("1 234,56 $US" in
 * French, "US$ ۱٬۲۳۴٫۵۶" in Farsi). The math stays in integer cents; only the display is Intl's.
 * CSV exports keep `centsToDecimalString` (machine-readable, not localised).
 */
export function formatMoney(cents: number, code: LanguageCode): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be an integer number of cents, got ${cents}`);
  const locale = intlLocale(code);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: CURRENCY });
    moneyFormats.set(locale, format);
  }
  // Intl takes the exact decimal string: no floating-point step between the cents and the text.
  const text = format.format(centsToDecimalString(cents) as `${number}`);
  return keepCurrencyCodeTogether(text, languageDir(code) === "rtl");
}

/** Date and time of an instant in the page's language. */
export function formatDateTimeFor(value: string | Date, code: LanguageCode, options: Omit<FormatOptions, "locale"> = {}): string {
  return formatDateTimeIn(value, { ...options, locale: intlLocale(code) });
}

/** The date of an instant (or a calendar date) in the page's language. */
export function formatDateFor(value: string | Date, code: LanguageCode, options: Omit<FormatOptions, "locale"> = {}): string {
  return formatDateIn(value, { ...options, locale: intlLocale(code) });
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("YYYY-MM-DD") with its weekday, in the page's language and the Gregorian calendar
 * ("Fri, Dec 4"; "جمعه ۴ دسامبر" in Farsi), the same day in every zone.
 */
export function formatDayFor(date: string, code: LanguageCode): string {
  const locale = intlLocale(code);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC", calendar: CALENDAR });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}
