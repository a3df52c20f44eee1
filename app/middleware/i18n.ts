import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { cloudflareContext } from "#app/context";
import { codeOfTag, I18NEXT_LANGUAGES, I18NEXT_MODULES, I18NEXT_OPTIONS } from "#app/i18n/config";
import { rememberLookups } from "#app/i18n/remembered-lookups";
import { LOADED_RESOURCES, loadLanguage } from "#app/locales/server";
import { readCookie, setCookie } from "#app/session/cookies";
import { DEFAULT_LANGUAGE, detectLanguage, isLanguageCode, type LanguageCode, languageTag } from "#domain/languages";

export const LANGUAGE_COOKIE = "__Host-lang";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

// remix-i18next matches the detected tag against this list: a tag without a region comes first, so
// "fa" (Farsi) picks "fa", not "fa-AF" (Dari). i18n.test.ts checks that every language comes back whole.
const SUPPORTED_TAGS = [...I18NEXT_LANGUAGES].sort((a, b) => a.split("-").length - b.split("-").length);

const [detectingMiddleware, getLocaleRaw, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: SUPPORTED_TAGS,
    fallbackLanguage: languageTag(DEFAULT_LANGUAGE),
    order: ["custom"],
    async findLocale({ request, context }) {
      const code = detectLanguage({
        query: new URL(request.url).searchParams.get("lang"),
        cookie: readCookie(request, LANGUAGE_COOKIE),
        acceptLanguage: request.headers.get("Accept-Language"),
      });
      // The request's i18next instance is made right after this, from LOADED_RESOURCES: its language
      // is read first (once per isolate, ADR 0225).
      await loadLanguage(code, assetsOf(context));
      return languageTag(code);
    },
  },
  i18next: { ...I18NEXT_OPTIONS, resources: LOADED_RESOURCES },
  plugins: [...I18NEXT_MODULES],
});

/** The Worker's static assets, where a build's texts are (absent in the unit tests' contexts). */
function assetsOf(context: Readonly<RouterContextProvider>): Fetcher | undefined {
  try {
    return context.get(cloudflareContext).env.ASSETS;
  } catch {
    return undefined;
  }
}

/**
 * Switches the request's i18next instance to another language (the recipient intake's own choice),
 * reading that language's texts first.
 */
export async function switchLanguage(context: Readonly<RouterContextProvider>, code: LanguageCode): Promise<void> {
  const i18n = getI18n(context);
  if (i18n.language === languageTag(code)) return;
  await loadLanguage(code, assetsOf(context));
  await i18n.changeLanguage(languageTag(code));
}

/** The request's i18next instance (language and every namespace loaded): loaders and actions use its `t`. */
export { getI18n };

/** The page's language, as the product's code ("da", "far"); `languageTag` gives its BCP 47 tag. */
export function getLocale(context: Parameters<typeof getLocaleRaw>[0]): LanguageCode {
  return codeOfTag(getLocaleRaw(context)) ?? DEFAULT_LANGUAGE;
}

/**
 * Detects the language (`?lang=`, then cookie, then Accept-Language), builds the request's i18next
 * instance, and remembers an explicit `?lang=` choice in a cookie so later pages keep it. The instance's
 * `t` functions remember the keys they translated (app/i18n/remembered-lookups.ts).
 */
export const i18nMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  return detectingMiddleware(args, async () => {
    rememberLookups(getI18n(args.context));
    const response = await next();
    const requested = new URL(args.request.url).searchParams.get("lang");
    if (isLanguageCode(requested) && requested !== readCookie(args.request, LANGUAGE_COOKIE)) {
      response.headers.append("Set-Cookie", setCookie(LANGUAGE_COOKIE, requested, { maxAge: ONE_YEAR_SECONDS, httpOnly: false }));
    }
    return response;
  });
};
