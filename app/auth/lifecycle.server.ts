import { type RouterContextProvider, redirect } from "react-router";
import { providerContext, sessionContext, tenantContext } from "#app/context";
import { clearFlashCookie, flashCookie } from "#app/flash/flash.server";
import { isApiError } from "#app/provider/client.server";
import { type BusinessContext, newSessionId, type Session } from "#app/session/cookie.server";
import { BANNER_COOKIE, clearCookie } from "#app/session/cookies";
import { businesses } from "#contract/businesses";
import { cardholders } from "#contract/cardholders";
import type { Tokens } from "#contract/identity";
import { identity } from "#contract/identity";
import { users } from "#contract/users";
import { IS_ELIGIBLE_FOR_ON_DEMAND_DEFAULT, TOAST_AUTH_MS } from "#domain/constants";
import { deriveViewType, displayBusinessName, LOGIN_PATH, landingPath, onboardingPath } from "#domain/view-type";
import { clearReturnPath, readReturnPath, rememberReturnPath } from "./cookies.server";
import { revokeProviderSession } from "./revoke.server";

export const CARDHOLDER_LANDING = "/cardholders";
export const CARDHOLDER_DASHBOARD = "/cardholder/dashboard";

/** The business context of spec section 3's session store, from GET /users/{id}/ and the programs. */
async function loadBusinessContext(
  context: Readonly<RouterContextProvider>,
  uid: string,
  token: string,
): Promise<{ business: BusinessContext; landing: string } | null> {
  const provider = context.get(providerContext);
  const { businesses: list } = await provider.call(users.getUser, { params: { id: uid }, token });
  const entry = list[0];
  if (!entry) return null;
  const viewType = deriveViewType(entry.userScope, entry.userRoles);
  const id = entry.topLevelBusinessId;
  // Programs and settings load side by side (spec section 7: settings 404 is ignored, other errors logged).
  const [programs] = await Promise.all([
    provider.call(businesses.listPrograms, { params: { id }, token }).then((r) => r.programs),
    provider.call(businesses.getSettings, { params: { id }, token }).catch((error: unknown) => {
      if (!isApiError(error, 404)) console.error("Business settings could not be loaded at sign-in", describeError(error));
    }),
  ]);
  const business: BusinessContext = {
    topLevelBusinessId: id,
    topLevelBusinessName: entry.topLevelBusinessName,
    displayName: displayBusinessName({ viewType, topLevelBusinessName: entry.topLevelBusinessName, userRoles: entry.userRoles, programs }),
    userRoles: entry.userRoles,
    userScope: entry.userScope,
    viewType,
    isEligibleForOnDemand: entry.topLevelBusinessConfig.eligibleForOnDemand ?? IS_ELIGIBLE_FOR_ON_DEMAND_DEFAULT,
    developerToolsEnabled: entry.topLevelBusinessConfig.developerToolsEnabled,
  };
  // A business still in onboarding: its applicant lands on the screen of its status (spec's "Onboarding
  // status to screen"); an active one on cards, or programs for super scope.
  const landing =
    entry.onboardingStatus === "active"
      ? landingPath({ viewType, topLevelBusinessId: id, userRoles: entry.userRoles, programs })
      : onboardingPath(id, entry.onboardingStatus, entry.userScope);
  return { business, landing };
}

function describeError(error: unknown): string {
  return isApiError(error) ? `${error.status} ${error.code}` : error instanceof Error ? error.message : String(error);
}

export type SignInResult = { ok: true; redirectTo: string; headers: Headers } | { ok: false; reason: "noBusiness" };

/**
 * Turns provider tokens into a session: reads what spec section 7 reads at sign-in, rotates the session
 * id, and picks the landing (the remembered path when there is a safe one for this realm).
 */
export async function startSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tokens: Tokens,
  options: { brandPath?: string | null } = {},
): Promise<SignInResult> {
  const now = Date.now();
  let business: BusinessContext | null = null;
  let landing: string;
  if (tokens.realm === "business") {
    const loaded = await loadBusinessContext(context, tokens.uid, tokens.idToken);
    if (!loaded || loaded.landing === LOGIN_PATH) {
      // Spec section 4: no business id goes to /login. The tokens are revoked rather than left alive.
      await context
        .get(providerContext)
        .call(identity.signout, { token: tokens.idToken })
        .catch(() => undefined);
      return { ok: false, reason: "noBusiness" };
    }
    business = loaded.business;
    landing = loaded.landing;
  } else {
    // The cardholder record is read at sign-in as for business users.
    await context.get(providerContext).call(cardholders.getCardholder, { params: { id: tokens.uid }, token: tokens.idToken });
    landing = options.brandPath ? `${options.brandPath}/cardholder` : CARDHOLDER_DASHBOARD;
  }
  const session: Session = {
    v: 1,
    id: newSessionId(),
    realm: tokens.realm,
    uid: tokens.uid,
    idToken: tokens.idToken,
    idTokenExp: Math.floor(now / 1000) + tokens.expiresIn,
    refreshToken: tokens.refreshToken,
    createdAt: now,
    lastSeenAt: now,
    business,
    home: landing,
    brandPath: options.brandPath ?? null,
  };
  // Signing in over an open session (the other realm, or another account) ends the old provider
  // session rather than orphaning its refresh token.
  const previous = context.get(sessionContext).session;
  if (previous) await revokeProviderSession(context.get(providerContext), previous.refreshToken);
  context.get(sessionContext).set(session);

  const remembered = readReturnPath(request);
  const headers = new Headers();
  headers.append("Set-Cookie", clearReturnPath());
  headers.append("Set-Cookie", clearFlashCookie());
  const fitsRealm = remembered && (tokens.realm === "cardholder") === isCardholderPath(remembered, options.brandPath);
  return { ok: true, redirectTo: fitsRealm ? remembered : landing, headers };
}

function isCardholderPath(path: string, brandPath?: string | null): boolean {
  return path.startsWith("/cardholder/") || (!!brandPath && path.startsWith(`${brandPath}/`));
}

/** Where a user of this session lands after sign-out (spec section 2). */
export function signedOutLanding(session: Pick<Session, "realm" | "brandPath"> | null): string {
  if (session?.realm === "cardholder") return session.brandPath ?? CARDHOLDER_LANDING;
  return LOGIN_PATH;
}

/** Revokes the provider session, clears the app's session, and says where to go. */
export async function endSession(context: Readonly<RouterContextProvider>, notice?: "authError"): Promise<Response> {
  const sessions = context.get(sessionContext);
  const session = sessions.session;
  // By the refresh token, not the id token: after 15 idle minutes the id token has expired, and the
  // provider session must end all the same (ADR 0099).
  if (session) await revokeProviderSession(context.get(providerContext), session.refreshToken);
  sessions.destroy();
  const headers = new Headers();
  // Spec section 4: sign-out clears the banner-closed flag (the browser's copy is cleared by the page's script).
  headers.append("Set-Cookie", clearCookie(BANNER_COOKIE));
  // Spec section 8: the auth-error toast stays 10 seconds.
  if (notice) headers.append("Set-Cookie", flashCookie({ message: "auth.authError", tone: "error", durationMs: TOAST_AUTH_MS }));
  return redirect(signedOutLanding(session), { headers });
}

/**
 * Guard for protected routes. Without a valid session of the realm, the user goes to the right login
 * and the intended path is remembered for after sign-in.
 */
export function requireSession(context: Readonly<RouterContextProvider>, request: Request, realm: Session["realm"]): Session {
  const sessions = context.get(sessionContext);
  const session = sessions.session;
  if (session?.realm === realm) return session;
  const url = new URL(request.url);
  const tenant = context.get(tenantContext);
  const login = realm === "business" ? LOGIN_PATH : (tenant.portalBrandPath ?? CARDHOLDER_LANDING);
  const headers = new Headers();
  if (request.method === "GET") headers.append("Set-Cookie", rememberReturnPath(url.pathname + url.search));
  if (sessions.ended) headers.append("Set-Cookie", flashCookie({ message: "auth.sessionExpired", tone: "info" }));
  throw redirect(login, { headers });
}
