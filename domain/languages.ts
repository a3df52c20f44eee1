/**
 * The twelve interface languages. The product's own codes (spec section 2) are not all BCP 47:
 * "da" is Dari (not Danish), "pa" is Pashto (not Punjabi) and "far" is Farsi. The page's
 * `<html lang>` must carry a correct tag, so every code maps to its BCP 47 tag here.
 */
export const LANGUAGE_CODES = ["en", "es", "fr", "pl", "ru", "zh", "uk", "sw", "da", "pa", "far", "ar"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

/** Recipient intake routes offer only these (spec section 2). */
export const INTAKE_LANGUAGE_CODES = ["en", "es", "pl"] as const satisfies readonly LanguageCode[];

type LanguageInfo = {
  /** BCP 47 tag for `<html lang>`, Intl formatting and `hreflang`. */
  tag: string;
  dir: "ltr" | "rtl";
  /** The language's name in itself, as a selector shows it. */
  nativeName: string;
  /**
   * The locale Intl writes numbers, money and dates with, when it is not the tag: Spanish is written
   * the US way ("$25.50", "10,000"), as its hints say and its readers in the US expect (ADR 0196).
   */
  intl?: string;
};

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  en: { tag: "en", dir: "ltr", nativeName: "English" },
  es: { tag: "es", dir: "ltr", nativeName: "Español", intl: "es-US" },
  fr: { tag: "fr", dir: "ltr", nativeName: "Français" },
  pl: { tag: "pl", dir: "ltr", nativeName: "Polski" },
  ru: { tag: "ru", dir: "ltr", nativeName: "Русский" },
  zh: { tag: "zh-Hans", dir: "ltr", nativeName: "中文" },
  uk: { tag: "uk", dir: "ltr", nativeName: "Українська" },
  sw: { tag: "sw", dir: "ltr", nativeName: "Kiswahili" },
  da: { tag: "fa-AF", dir: "rtl", nativeName: "دری" },
  pa: { tag: "ps", dir: "rtl", nativeName: "پښتو" },
  far: { tag: "fa", dir: "rtl", nativeName: "فارسی" },
  ar: { tag: "ar", dir: "rtl", nativeName: "العربية" },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageTag(code: LanguageCode): string {
  return LANGUAGES[code].tag;
}

/**
 * The locale of a language's numbers, money and dates for Intl ("es-US" for Spanish; otherwise its tag).
 * Dates also set `calendar: "gregory"` where they are formatted (domain/dates.ts, ADR 0195).
 */
export function intlLocale(code: LanguageCode): string {
  return LANGUAGES[code].intl ?? LANGUAGES[code].tag;
}

/** The Intl locale of an i18next language (a BCP 47 tag from `languageTag`), or the tag itself. */
export function intlLocaleOfTag(tag: string): string {
  const code = LANGUAGE_CODES.find((c) => LANGUAGES[c].tag === tag);
  return code ? intlLocale(code) : tag;
}

export function languageDir(code: LanguageCode): "ltr" | "rtl" {
  return LANGUAGES[code].dir;
}

/**
 * Maps a BCP 47 tag from Accept-Language to one of our codes. Danish ("da") and Punjabi ("pa")
 * must never select Dari or Pashto: only the real tags of our languages match.
 */
export function codeForTag(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === "fa-af" || lower === "prs" || lower.startsWith("prs-")) return "da";
  if (lower === "ps" || lower.startsWith("ps-") || lower === "pbt" || lower === "pbu") return "pa";
  const primary = lower.split("-")[0] ?? "";
  switch (primary) {
    case "fa":
      return "far";
    case "en":
    case "es":
    case "fr":
    case "pl":
    case "ru":
    case "zh":
    case "uk":
    case "sw":
    case "ar":
      return primary;
    default:
      return undefined;
  }
}

/** Parses Accept-Language into tags ordered by quality (ties keep header order); q=0 is dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export type LanguageSources = {
  /** Value of the `lang` query parameter, if present (our own codes). */
  query?: string | null;
  /** Value of the language cookie, if present (our own codes). */
  cookie?: string | null;
  acceptLanguage?: string | null;
};

/**
 * The language comes from `?lang=`, then the cookie, then Accept-Language. A `?lang=` that is present
 * but unsupported falls back to English (spec section 2), rather than to the cookie or the header.
 */
export function detectLanguage(sources: LanguageSources): LanguageCode {
  if (sources.query !== undefined && sources.query !== null) {
    return isLanguageCode(sources.query) ? sources.query : DEFAULT_LANGUAGE;
  }
  if (isLanguageCode(sources.cookie)) return sources.cookie;
  for (const tag of parseAcceptLanguage(sources.acceptLanguage)) {
    const code = codeForTag(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}
