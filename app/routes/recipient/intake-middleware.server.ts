import type { MiddlewareFunction } from "react-router";
import { LANGUAGE_COOKIE, switchLanguage } from "#app/middleware/i18n";
import { readCookie } from "#app/session/cookies";
import { intakeLanguage } from "#domain/intake-language";

/**
 * Every recipient intake page: only English, Spanish and Polish (spec section 2), the nearest of them
 * for a recipient who arrives with another language (domain/intake-language.ts), and never stored by a
 * cache (issue 14: the pages carry a person's bank details and sign-in state).
 */
export const intakeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const code = intakeLanguage({
    query: new URL(request.url).searchParams.get("lang"),
    cookie: readCookie(request, LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  await switchLanguage(context, code);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};
