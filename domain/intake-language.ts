/**
 * The language of the recipient intake pages (spec section 2: only English, Spanish and Polish are
 * offered there; docs/decisions/0106-recipient-intake-pages.md). A recipient who arrives with another
 * language gets the nearest offered one: Ukrainian and Russian readers get Polish (a Slavic language
 * most of them read far better than English), French readers Spanish (a Romance language); everyone
 * else English. Accept-Language is read as a whole list first: "ar, es;q=0.8" means Spanish.
 */
import { codeForTag, INTAKE_LANGUAGE_CODES, isLanguageCode, type LanguageCode, parseAcceptLanguage } from "./languages";

export type IntakeLanguageCode = (typeof INTAKE_LANGUAGE_CODES)[number];

const NEAREST: Readonly<Record<LanguageCode, IntakeLanguageCode>> = {
  en: "en",
  es: "es",
  pl: "pl",
  fr: "es",
  uk: "pl",
  ru: "pl",
  zh: "en",
  sw: "en",
  da: "en",
  pa: "en",
  far: "en",
  ar: "en",
};

export function isIntakeLanguage(value: unknown): value is IntakeLanguageCode {
  return typeof value === "string" && (INTAKE_LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The offered language nearest to one of the product's languages. */
export function nearestIntakeLanguage(code: LanguageCode): IntakeLanguageCode {
  return NEAREST[code];
}

/**
 * The intake page's language from `?lang=`, then the language cookie, then Accept-Language (the same
 * order as every page): an offered language as it is, another one as its nearest, nothing as English.
 */
export function intakeLanguage(sources: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): IntakeLanguageCode {
  if (sources.query !== undefined && sources.query !== null) {
    return isLanguageCode(sources.query) ? nearestIntakeLanguage(sources.query) : "en";
  }
  if (isLanguageCode(sources.cookie)) return nearestIntakeLanguage(sources.cookie);
  const codes = parseAcceptLanguage(sources.acceptLanguage)
    .map(codeForTag)
    .filter((code): code is LanguageCode => code !== undefined);
  const offered = codes.find(isIntakeLanguage);
  if (offered) return offered;
  const first = codes[0];
  return first ? nearestIntakeLanguage(first) : "en";
}
