import type { InitOptions, Module } from "i18next";
import { LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { NAMESPACES } from "./namespaces";
import { numberFormatter, TEXT_AMOUNTS } from "./number-formatter";

/**
 * i18next speaks BCP 47 tags ("fa-AF", "ps", "fa"), not the product's codes ("da", "pa", "far"):
 * its plural rules come from `Intl.PluralRules(lng)`, and "da" would give Danish rules to Dari.
 */
export const I18NEXT_LANGUAGES = LANGUAGE_CODES.map(languageTag);

const CODE_OF_TAG = new Map<string, LanguageCode>(LANGUAGE_CODES.map((code) => [languageTag(code), code]));

/** The product code of an i18next language (a tag from `I18NEXT_LANGUAGES`). */
export function codeOfTag(tag: string | undefined): LanguageCode | undefined {
  return tag === undefined ? undefined : CODE_OF_TAG.get(tag);
}

/**
 * The options shared by the server's and the browser's i18next instances, so both render the same
 * text. There is no fallback language: every language has every key (locales.test.ts), and a
 * fallback would make the browser download English beside the page's language.
 */
export const I18NEXT_OPTIONS = {
  supportedLngs: I18NEXT_LANGUAGES,
  fallbackLng: false,
  load: "currentOnly",
  ns: [...NAMESPACES],
  defaultNS: "common",
  nsSeparator: ".",
  keySeparator: ".",
  interpolation: {
    // React escapes; i18next must not escape a second time.
    escapeValue: false,
    // Every value goes through the shared formatter, which isolates it on right-to-left pages (ADR 0197).
    alwaysFormat: true,
    // The amounts the texts name ("less than {{loadCap, money}}"), formatted per language (ADR 0196).
    defaultVariables: { ...TEXT_AMOUNTS },
  },
} satisfies InitOptions;

/**
 * The i18next modules of both sides (server, browser and the unit tests' renders): the shared number
 * formatter (ADR 0188).
 */
export const I18NEXT_MODULES: readonly Module[] = [numberFormatter];
