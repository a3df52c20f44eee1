import { data, redirect, type RouterContextProvider } from "react-router";
import { cardholders } from "../../contract/cardholders";
import { users } from "../../contract/users";
import { roleFor } from "../../domain/permissions";
import { forceTopLevelBusinessPath } from "../../domain/view-type";
import { providerContext } from "../middleware/provider";
import { sessionContext } from "../middleware/session";
import { isApiError } from "../provider/client.server";
import type { BusinessContext, Session } from "../session/session.server";
import { endSession, requireSession, userContextOf } from "./session.server";

/**
 * Protected business routes: a business session, the spec's forced top-level paths, a role on the
 * business in the path (otherwise the not-found page), and the user refreshed from the provider
 * (401: sign out with the auth-error toast; 404: sign out).
 */
export async function requireBusinessUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
  businessId: string | undefined,
): Promise<{ session: Session; business: BusinessContext }> {
  const session = requireSession(context, request, "business");
  const business = session.business;
  if (!business) throw await endSession(context);
  const url = new URL(request.url);
  const forced = forceTopLevelBusinessPath(url.pathname, business.topLevelBusinessId);
  if (forced) throw redirect(forced + url.search);
  if (businessId && !roleFor(userContextOf(business), businessId)) throw data(null, { status: 404 });

  try {
    const { businesses } = await context.get(providerContext).call(users.getUser, { params: { id: session.uid } });
    const entry = businesses.find((b) => b.topLevelBusinessId === business.topLevelBusinessId);
    if (!entry) throw await endSession(context);
    if (JSON.stringify(entry.userRoles) !== JSON.stringify(business.userRoles)) {
      // Roles changed since sign-in: the session follows the provider.
      context.get(sessionContext).update({ business: { ...business, userRoles: entry.userRoles } });
    }
  } catch (error) {
    if (isApiError(error, 401)) throw await endSession(context, "authError");
    if (isApiError(error, 404)) throw await endSession(context);
    throw error;
  }
  const current = context.get(sessionContext).session;
  if (!current?.business) throw await endSession(context);
  return { session: current, business: current.business };
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
