import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "#app/context";
import { requestLogOf } from "#app/log/request-log.server";

/**
 * Fills the request's log line (ADR 0206) with what only the router knows: the matched route's pattern
 * (`/:businessId/cards/:cardId`, never the path with its values) and, once the page or action is done,
 * the signed-in user's provider id (after a sign-in, the new user's). workers/app.ts writes the line.
 */
export const requestLogMiddleware: MiddlewareFunction<Response> = async ({ context, pattern }, next) => {
  const log = requestLogOf(context);
  log.route = pattern;
  try {
    return await next();
  } finally {
    log.userId = signedInUser(context);
  }
};

function signedInUser(context: Parameters<MiddlewareFunction>[0]["context"]): string | undefined {
  try {
    return context.get(sessionContext).session?.uid;
  } catch {
    // The request stopped before the session middleware ran (an unknown host): nobody is signed in.
    return undefined;
  }
}
