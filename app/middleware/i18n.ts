import type { MiddlewareFunction } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LANGUAGE, detectLanguage, isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "#domain/languages";
import { TRANSLATIONS } from "../locales/all.server";

export const LANGUAGE_COOKIE = "__Host-lang";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

const [detectingMiddleware, getLocaleRaw, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGE_CODES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    async findLocale({ request }) {
      return detectLanguage({
        query: new URL(request.url).searchParams.get("lang"),
        cookie: readCookie(request, LANGUAGE_COOKIE),
        acceptLanguage: request.headers.get("Accept-Language"),
      });
    },
  },
  i18next: {
    resources: Object.fromEntries(Object.entries(TRANSLATIONS).map(([code, t]) => [code, { translation: t }])),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    interpolation: { escapeValue: false },
  },
});

export { getI18n };

export function getLocale(context: Parameters<typeof getLocaleRaw>[0]): LanguageCode {
  const locale = getLocaleRaw(context);
  return isLanguageCode(locale) ? locale : DEFAULT_LANGUAGE;
}

/**
 * Detects the language (`?lang=`, then cookie, then Accept-Language), builds the request's i18next
 * instance, and remembers an explicit `?lang=` choice in a cookie so later pages keep it.
 */
export const i18nMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  return detectingMiddleware(args, async () => {
    const response = await next();
    const requested = new URL(args.request.url).searchParams.get("lang");
    if (isLanguageCode(requested) && requested !== readCookie(args.request, LANGUAGE_COOKIE)) {
      response.headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${requested}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; Secure; SameSite=Lax`);
    }
    return response;
  });
};
