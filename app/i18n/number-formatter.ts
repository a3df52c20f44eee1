import type { FormatterModule } from "i18next";
import { intlLocaleOfTag } from "#domain/languages";

/**
 * i18next's formatter for the one format the texts use, `{{count, number}}` ("1–50 of 10,000 cards",
 * "١٬٢٣٤" in Arabic), as an i18next formatter module shared by every instance (ADR 0188).
 *
 * i18next's own formatter lives on each instance, and the server makes one instance per request
 * (remix-i18next); its cache is keyed by all of a call's values, so every `{{x, number}}` built a new
 * `Intl.NumberFormat`, which costs more than the rest of the translation. This module keeps one
 * `Intl.NumberFormat` per language for the life of the isolate (or the page, in the browser), so the
 * server and the browser write numbers the same way and only once per language build a formatter.
 *
 * Only `number` without options is supported: number-formatter.test.ts checks that every format in
 * every language is exactly that. Anything else is returned unformatted with a warning, as i18next does.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOfTag(language));
    formats.set(language, format);
  }
  return format;
}

export const SUPPORTED_FORMATS = ["number"] as const;

export const numberFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  format(value, format, lng) {
    if (format === "number" && lng && (typeof value === "number" || typeof value === "bigint")) {
      return numberFormat(lng).format(value);
    }
    if (format !== "number") console.warn(`No i18next format "${format}": the texts only use "number"`);
    return value;
  },
  // The texts need no other format; a new one belongs here, with its cache.
  add() {
    throw new Error("numberFormatter takes no custom formats");
  },
  addCached() {
    throw new Error("numberFormatter takes no custom formats");
  },
};
