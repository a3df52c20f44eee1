import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { brandOf } from "#app/components/brand";
import { dashboardContext, providerContext, sessionContext, tenantContext } from "#app/context";
import { isApiError } from "#app/provider/client.server";
import { notFoundInShell } from "#app/shell/shell.server";
import { cardholders } from "#contract/cardholders";
import type { User } from "#contract/entities";
import { users } from "#contract/users";
import type { Permission } from "#domain/enums";
import { permissionsFor, roleFor } from "#domain/permissions";
import { forceTopLevelBusinessPath } from "#domain/view-type";
import { endSession, requireSession } from "./lifecycle.server";

/**
 * Runs before any loader or action under the dashboard layout: a business session, the spec's forced
 * top-level paths, and a role on the business in the path (otherwise the not-found page). No provider
 * call here, so the user refresh can run beside the page's own reads.
 */
export const requireBusinessUser: MiddlewareFunction<Response> = async ({ request, context, params }, next) => {
  // An unknown path under /{businessId}/… (the layout's catch-all) is the plain not-found page for anyone
  // not signed in to the dashboard, as any other unknown path; signed in, it is drawn inside the shell.
  if (params["*"] !== undefined && context.get(sessionContext).session?.realm !== "business") {
    // The root loader has not run: the 404 carries the brand for the page's title.
    throw data({ brand: brandOf(context.get(tenantContext)) }, { status: 404 });
  }
  const session = requireSession(context, request, "business");
  const business = session.business;
  if (!business) throw await endSession(context);
  const url = new URL(request.url);
  const forced = forceTopLevelBusinessPath(url.pathname, business.topLevelBusinessId);
  if (forced) throw redirect(forced + url.search);
  const businessId = params.businessId ?? business.topLevelBusinessId;
  // A BusinessContext is a UserContext (scope, roles, top-level business).
  const known = roleFor(business, businessId) !== undefined;
  context.set(dashboardContext, {
    session,
    business,
    businessId,
    permissions: known ? permissionsFor(business, businessId) : new Set<Permission>(),
  });
  // A business the user has no role on: the not-found page, inside the shell of the user's own business.
  if (!known) notFoundInShell(context, request);
  return next();
};

/**
 * The user is read again on every dashboard page (spec section 8): 401 signs out with the auth-error
 * toast, 404 signs out; changed roles are taken into the session. Answers the user (the shell shows the name).
 */
export async function refreshBusinessUser(context: Readonly<RouterContextProvider>): Promise<User> {
  const { session, business } = context.get(dashboardContext);
  try {
    const { user, businesses } = await context.get(providerContext).call(users.getUser, { params: { id: session.uid } });
    const entry = businesses.find((b) => b.topLevelBusinessId === business.topLevelBusinessId);
    if (!entry) throw await endSession(context);
    if (JSON.stringify(entry.userRoles) !== JSON.stringify(business.userRoles)) {
      context.get(sessionContext).update({ business: { ...business, userRoles: entry.userRoles } });
    }
    return user;
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
