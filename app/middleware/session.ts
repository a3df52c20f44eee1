import type { MiddlewareFunction } from "react-router";
import { cloudflareContext, sessionContext } from "#app/context";
import {
  clearSessionCookie,
  needsTouch,
  readSessionCookie,
  SESSION_COOKIE,
  sessionCookieHeader,
  sessionEnded,
} from "#app/session/cookie.server";
import { readCookie } from "#app/session/cookies";
import { SessionState } from "#app/session/state";

/**
 * Reads the session cookie once per request into a `SessionState` (sessionContext); on the way out
 * writes it back when it changed, touches it at most once a minute, and removes an unreadable one.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(cloudflareContext);
  // The current secret seals; a previous one still opens cookies it sealed (rotation, issue 12).
  const secret = [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
  const cookie = readCookie(request, SESSION_COOKIE);
  let session = await readSessionCookie(cookie, secret);
  const now = Date.now();
  const ended = session ? sessionEnded(session, now) : null;
  // A timed-out session is refused here; the provider middleware revokes its provider session.
  const expired = ended ? session : null;
  if (ended) session = null;
  const state = new SessionState(session, ended, expired);
  context.set(sessionContext, state);

  const response = await next();

  if (state.changed) {
    response.headers.append("Set-Cookie", state.session ? await sessionCookieHeader(state.session, secret) : clearSessionCookie());
  } else if (state.session && needsTouch(state.session, now)) {
    response.headers.append("Set-Cookie", await sessionCookieHeader({ ...state.session, lastSeenAt: now }, secret));
  } else if (cookie && !state.session) {
    // An unreadable, forged or timed-out cookie is removed.
    response.headers.append("Set-Cookie", clearSessionCookie());
  }
  if (state.session || cookie) response.headers.set("Cache-Control", "private, no-store");
  return response;
};
