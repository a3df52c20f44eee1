import type { FormatterModule } from "i18next";
import { BANK_TRANSFER_CAP_CENTS, centsToDecimalString, FUNDING_TRANSFER_CAP_CENTS, LOAD_AMOUNT_CAP_CENTS } from "#domain/cents";
import { CURRENCY } from "#domain/constants";
import { intlLocaleOfTag, LANGUAGE_CODES, LANGUAGES } from "#domain/languages";
import { keepCurrencyCodeTogether } from "./currency-code";

/**
 * i18next's formatter for the texts, as an i18next formatter module shared by every instance (ADR 0188):
 *
 * - `{{count, number}}`: a number in the page language's way ("1–50 of 10,000 cards", "١٬٢٣٤" in Arabic);
 * - `{{loadCap, money}}`: an amount of integer cents in US dollars in the page language's way, whole
 *   dollars without cents ("$9,999", "9 999 $US", "9999 USD"); the texts never type an amount
 *   (issue 36 item 2, ADR 0196). The caps the texts name are i18next's default values (`TEXT_AMOUNTS`);
 * - in a right-to-left language, every interpolated value is wrapped in Unicode isolates (FSI…PDI), so
 *   "•••• 002", "12-3456789", an e-mail address or a Latin name keeps its own order inside the sentence
 *   (issue 36 item 4, ADR 0197). i18next calls the module for every value (`alwaysFormat`).
 *
 * i18next's own formatter lives on each instance, and the server makes one instance per request
 * (remix-i18next); its cache is keyed by all of a call's values, so every `{{x, number}}` built a new
 * `Intl.NumberFormat`, which costs more than the rest of the translation. This module keeps one
 * `Intl.NumberFormat` per language and format for the life of the isolate (or the page, in the browser),
 * so the server and the browser write numbers the same way and only once per language build a formatter.
 *
 * Only `number` and `money` without options are supported: number-formatter.test.ts checks that every
 * format in every language is one of them. Anything else is returned unformatted with a warning, as
 * i18next does.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, kind: "number" | "dollars" | "cents"): Intl.NumberFormat {
  const id = `${kind} ${language}`;
  let format = formats.get(id);
  if (!format) {
    const locale = intlLocaleOfTag(language);
    format =
      kind === "number"
        ? new Intl.NumberFormat(locale)
        : new Intl.NumberFormat(locale, {
            style: "currency",
            currency: CURRENCY,
            ...(kind === "dollars" ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
          });
    formats.set(id, format);
  }
  return format;
}

/** An amount of integer cents: whole dollars without cents ("$9,999"), others with them ("$25.50"). */
function money(cents: number, language: string): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount must be an integer number of cents, got ${cents}`);
  const text = numberFormat(language, cents % 100 === 0 ? "dollars" : "cents").format(centsToDecimalString(cents) as `${number}`);
  const code = LANGUAGE_CODES.find((c) => LANGUAGES[c].tag === language);
  return keepCurrencyCodeTogether(text, code !== undefined && LANGUAGES[code].dir === "rtl");
}

/** The amounts the texts name, in cents: `{{loadCap, money}}` and the like (i18next's `defaultVariables`). */
export const TEXT_AMOUNTS = {
  zero: 0,
  loadCap: LOAD_AMOUNT_CAP_CENTS,
  bankTransferCap: BANK_TRANSFER_CAP_CENTS,
  fundingTransferCap: FUNDING_TRANSFER_CAP_CENTS,
} as const;

/** First-strong isolate and its end (UAX #9): the value takes its own direction and stays in one piece. */
export const FSI = "\u2068";
export const PDI = "\u2069";

const RTL_TAGS = new Set(LANGUAGE_CODES.filter((code) => LANGUAGES[code].dir === "rtl").map((code) => LANGUAGES[code].tag));

/** A value as a right-to-left sentence shows it: isolated, unless it is empty or already isolated. */
export function isolated(value: string, language: string | undefined): string {
  const already = value.startsWith(FSI) && value.endsWith(PDI);
  return language && RTL_TAGS.has(language) && value !== "" && !already ? `${FSI}${value}${PDI}` : value;
}

export const SUPPORTED_FORMATS = ["number", "money"] as const;

export const numberFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  format(value, format, lng) {
    let text: unknown = value;
    if (format === "number" && lng && (typeof value === "number" || typeof value === "bigint"))
      text = numberFormat(lng, "number").format(value);
    else if (format === "money" && lng && typeof value === "number") text = money(value, lng);
    else if (format !== undefined) console.warn(`No i18next format "${format}": the texts only use ${SUPPORTED_FORMATS.join(" and ")}`);
    if (typeof text === "number" || typeof text === "bigint") text = String(text);
    // Anything else (an object for nesting) goes back as i18next gave it.
    return (typeof text === "string" ? isolated(text, lng) : text) as string;
  },
  // The texts need no other format; a new one belongs here, with its cache.
  add() {
    throw new Error("numberFormatter takes no custom formats");
  },
  addCached() {
    throw new Error("numberFormatter takes no custom formats");
  },
};
