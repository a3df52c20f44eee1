import type { MiddlewareFunction } from "react-router";
import { endSession } from "#app/auth/lifecycle.server";
import { revokeProviderSession } from "#app/auth/revoke.server";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { providerUnconfigured } from "#app/http";
import { staleCursorRedirect } from "#app/list-view.server";
import { requestLogOf } from "#app/log/request-log.server";
import { createProviderClient, isApiError, providerWaitMs, sequentialRoundTrips } from "#app/provider/client.server";
import { providerEndpoint, providerMode } from "#app/provider/provider-mode";
import { identity } from "#contract/identity";

/** Refresh the id token when it has less than this left. */
const REFRESH_MARGIN_SECONDS = 60;

/**
 * Builds the request's provider client: the real provider over HTTPS when PROVIDER_BASE_URL is set,
 * the sandbox through its service binding only in sandbox mode, and a 503 page with neither. The signed-in user's id token
 * is refreshed (rotating the refresh token) when it is about to expire.
 */
export const providerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env, ctx } = context.get(cloudflareContext);
  const sessions = context.get(sessionContext);
  const mode = providerMode(env);
  if (mode === "unconfigured") {
    // Fails closed: a deploy that forgot PROVIDER_BASE_URL never falls back to the sandbox (ADR 0098).
    console.warn("No provider configured: set PROVIDER_BASE_URL (SANDBOX_MODE=1 is for local use only)");
    providerUnconfigured();
  }
  const sandbox = mode === "sandbox";
  const { transport, baseUrl } = providerEndpoint(env);
  const log = requestLogOf(context);
  let refreshing: Promise<string | null> | null = null;

  const client = createProviderClient({
    transport,
    baseUrl,
    async onRefusal(error, call) {
      // Every list at once: a stale or mistyped cursor shows the list's first page with a note.
      const firstPage = staleCursorRedirect(request, error);
      if (firstPage) throw firstPage;
      // A session the provider no longer honours (signed out, revoked, a copied cookie) ends here for
      // every route, resource routes such as the CSV exports too: they answer as a page does, with the
      // sign-in page (issue 34 item 11).
      if (error.status === 401 && call.sessionToken && sessions.session) {
        throw await endSession(context, sessions.session.realm === "business" ? "authError" : undefined);
      }
    },
    requestId: log.requestId,
    clientAddress: request.headers.get("CF-Connecting-IP"),
    async getToken(minValiditySeconds = REFRESH_MARGIN_SECONDS) {
      const session = sessions.session;
      if (!session) return null;
      if (session.idTokenExp - Date.now() / 1000 > Math.max(minValiditySeconds, REFRESH_MARGIN_SECONDS)) return session.idToken;
      refreshing ??= (async () => {
        try {
          const tokens = await client.call(identity.refresh, { body: { refreshToken: session.refreshToken } });
          sessions.update({
            idToken: tokens.idToken,
            refreshToken: tokens.refreshToken,
            idTokenExp: Math.floor(Date.now() / 1000) + tokens.expiresIn,
          });
          return tokens.idToken;
        } catch (error) {
          // A revoked or reused refresh token ends the session; the call then answers 401.
          if (isApiError(error, 401)) {
            sessions.destroy();
            return null;
          }
          throw error;
        }
      })();
      return refreshing;
    },
  });
  context.set(providerContext, client);
  log.calls = client.calls;
  // An idle or absolute time-out ends the provider session too, after the answer (ADR 0099).
  if (sessions.expired) ctx.waitUntil(revokeProviderSession(client, sessions.expired.refreshToken));
  const response = await next();
  // How many provider round trips this response waited for, in sequence and in all, and how long
  // (for `npm run bench` and the budgets); no endpoint names or ids.
  // Sandbox mode only (the bench and the budgets read it): against a real provider the figure would
  // let anyone time the provider's work, e.g. to tell known accounts from unknown ones (issue 12).
  if (sandbox && client.calls.length > 0) {
    const wait = providerWaitMs(client.calls).toFixed(1);
    response.headers.append(
      "Server-Timing",
      `provider;dur=${wait};desc="calls=${client.calls.length} sequential=${sequentialRoundTrips(client.calls)}"`,
    );
  }
  return response;
};
