import type { MiddlewareFunction } from "react-router";
import { flashContext } from "#app/context";
import { FLASH_COOKIE, FlashState, readFlash } from "#app/flash/flash.server";
import { clearCookie, readCookie } from "#app/session/cookies";

/**
 * Reads the flash cookie of the request. When the page took it (root loader) and did not redirect or
 * set a new one, the response clears it, so the toast shows once.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state = new FlashState(readFlash(request), readCookie(request, FLASH_COOKIE) !== null);
  context.set(flashContext, state);
  const response = await next();
  const redirected = response.status >= 300 && response.status < 400;
  const setsFlash = response.headers.getSetCookie().some((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (state.consumed && !redirected && !setsFlash) response.headers.append("Set-Cookie", clearCookie(FLASH_COOKIE));
  return response;
};
