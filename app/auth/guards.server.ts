import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { brandOf } from "#app/components/brand";
import { dashboardContext, providerContext, sessionContext, tenantContext } from "#app/context";
import { flashCookie } from "#app/flash/flash.server";
import { pageAddress } from "#app/http";
import { isApiError } from "#app/provider/client.server";
import type { BusinessContext } from "#app/session/cookie.server";
import { notFoundInShell } from "#app/shell/shell.server";
import { cardholders } from "#contract/cardholders";
import type { User } from "#contract/entities";
import { users } from "#contract/users";
import type { Permission } from "#domain/enums";
import { isApproved } from "#domain/onboarding";
import { permissionsFor, roleFor } from "#domain/permissions";
import { forceTopLevelBusinessPath, onboardingPath } from "#domain/view-type";
import { endSession, requireSession } from "./lifecycle.server";
import { requirePathInTree } from "./object-access.server";

/**
 * The one guard of the dashboard (issue 34 item 1, ADR 0215): route middleware of the dashboard layout
 * and of every dashboard resource route, so it runs before any loader or action of the matched branch,
 * for documents and for single-fetch `.data` requests with or without `?_routes=`. It checks, in this
 * order: a business session; the spec's forced top-level paths; the live session (the user is read
 * again from the provider: 401 or 404 signs out, changed roles are taken in at once); a role on the
 * business in the path; and that this business is the user's own top-level business or one of its
 * programs the user may see (`requirePathInTree`). Anything else is the not-found page inside the
 * user's own shell, before any route's code ran. Routes never call these checks themselves.
 */
export const requireBusinessUser: MiddlewareFunction<Response> = async ({ request, context, params }, next) => {
  // An unknown path under /{businessId}/… (the layout's catch-all) is the plain not-found page for anyone
  // not signed in to the dashboard, as any other unknown path; signed in, it is drawn inside the shell.
  if (params["*"] !== undefined && context.get(sessionContext).session?.realm !== "business") {
    // The root loader has not run: the 404 carries the brand for the page's title.
    throw data({ brand: brandOf(context.get(tenantContext)) }, { status: 404 });
  }
  const session = requireSession(context, request, "business");
  if (!session.business) throw await endSession(context);
  // A single-fetch request (a navigation with JavaScript) is forced as its page is, to the page's own address.
  const page = pageAddress(new URL(request.url));
  const forced = forceTopLevelBusinessPath(page.path, session.business.topLevelBusinessId);
  if (forced) throw redirect(forced + page.search);
  const businessId = params.businessId ?? session.business.topLevelBusinessId;
  const { user, business, onboardingStatus } = await liveBusinessUser(context, session.business);
  // A business whose onboarding has not ended in approval cannot act (issue 34 item 8, ADR 0242): its
  // users go to the onboarding screen of its status, told why; the provider refuses the same anyway.
  if (!isApproved(onboardingStatus)) {
    throw redirect(onboardingPath(business.topLevelBusinessId, onboardingStatus, business.userScope), {
      headers: { "Set-Cookie": flashCookie({ message: "common.approval.pending", tone: "info" }) },
    });
  }
  // A BusinessContext is a UserContext (scope, roles, top-level business).
  const known = roleFor(business, businessId) !== undefined;
  context.set(dashboardContext, {
    session,
    business,
    businessId,
    user,
    permissions: known ? permissionsFor(business, businessId) : new Set<Permission>(),
  });
  // A business the user has no role on: the not-found page, inside the shell of the user's own business.
  if (!known) notFoundInShell(context, request);
  // Super scope's first role answers for any business id: the path must be in the user's own tree.
  await requirePathInTree(context, request);
  return next();
};

/**
 * The user read again (spec section 8) on every dashboard request: 401 signs out with the auth-error
 * toast, 404 (or no membership in this top-level business any more) signs out; changed roles are taken
 * into the session and into this request's permissions. Answers the user (the shell shows the name).
 */
async function liveBusinessUser(
  context: Readonly<RouterContextProvider>,
  business: BusinessContext,
): Promise<{ user: User; business: BusinessContext; onboardingStatus: string }> {
  const { session } = context.get(sessionContext);
  try {
    const { user, businesses } = await context.get(providerContext).call(users.getUser, { params: { id: session?.uid ?? "" } });
    const entry = businesses.find((b) => b.topLevelBusinessId === business.topLevelBusinessId);
    if (!entry) throw await endSession(context);
    const onboardingStatus = entry.onboardingStatus;
    const same = JSON.stringify(entry.userRoles) === JSON.stringify(business.userRoles) && entry.userScope === business.userScope;
    if (same) return { user, business, onboardingStatus };
    // Scope follows the memberships under this business (ADR 0240), so it is taken in with the roles.
    const changed = { ...business, userRoles: entry.userRoles, userScope: entry.userScope };
    context.get(sessionContext).update({ business: changed });
    return { user, business: changed, onboardingStatus };
  } catch (error) {
    if (isApiError(error, 401)) throw await endSession(context, "authError");
    if (isApiError(error, 404)) throw await endSession(context);
    throw error;
  }
}

/** Protected cardholder routes: a cardholder session and the cardholder record (401/404: sign out). */
export async function requireCardholder(context: Readonly<RouterContextProvider>, request: Request) {
  const session = requireSession(context, request, "cardholder");
  try {
    const { cardholder } = await context.get(providerContext).call(cardholders.getCardholder, { params: { id: session.uid } });
    return { session, cardholder };
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 404)) throw await endSession(context);
    throw error;
  }
}
