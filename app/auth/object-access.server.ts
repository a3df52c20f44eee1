import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { MISSING_OBJECT, notFound } from "#app/http";
import { isApiError, namesNoObject } from "#app/provider/client.server";
import { notFoundInShell } from "#app/shell/shell.server";
import { cards } from "#contract/cards";
import type { Permission } from "#domain/enums";
import { permissionsFor } from "#domain/permissions";

/**
 * Objects checked against their own business (issue 12, ADR 0096). The dashboard guard only knows the
 * user's roles; these checks tie the business in the path to the user's business tree and an object to
 * the business in the path, and take permissions from the object's own business.
 */

/** The not-found page for an error that names no object (`namesNoObject`); anything else is passed on. */
export function notFoundOn404(error: unknown): never {
  if (namesNoObject(error)) notFound(MISSING_OBJECT);
  throw error;
}

/**
 * Whether `programId` is a program of the top-level business `topLevelId` that the user can see: the
 * provider's card list narrowed to that program answers 404 otherwise (one small read).
 */
async function requireVisibleProgram(
  context: Readonly<RouterContextProvider>,
  topLevelId: string,
  programId: string,
  missing?: () => never,
): Promise<void> {
  await context
    .get(providerContext)
    .call(cards.listCards, { params: { id: topLevelId }, query: { programId, limit: 1 } })
    // A refusal (403, e.g. a role without card access on that program) means the same as 404 here: the
    // path names nothing this user may open. Left as an error it was a 500, won or lost by a race with
    // the object's own read (the intermittent 500 of issue 12's authorization matrix).
    .catch((error: unknown) => {
      if (missing && (isApiError(error, 403) || namesNoObject(error))) missing();
      return isApiError(error, 403) ? notFound() : notFoundOn404(error);
    });
}

/**
 * The business in the path belongs to the user's own top-level business: it is that business or one of
 * its programs. The role lookup alone cannot tell for super scope, whose first role answers for any
 * business id (another tenant's included); program and normal scope need a role held on a program, so
 * the guard already covers them. Called by the dashboard's guard (`requireBusinessUser`, route
 * middleware) only, before any loader or action of the matched routes (ADR 0215).
 */
export async function requirePathInTree(context: Readonly<RouterContextProvider>, request?: Request): Promise<void> {
  const { businessId, business } = context.get(dashboardContext);
  if (businessId === business.topLevelBusinessId) return;
  if (business.userScope !== "super" || business.userRoles.some((r) => r.businessId === businessId)) return;
  // A page (the guard passes its request) shows the not-found page inside the user's own shell.
  await requireVisibleProgram(
    context,
    business.topLevelBusinessId,
    businessId,
    request ? () => notFoundInShell(context, request) : undefined,
  );
}

/**
 * The user's permissions on an object of `objectBusinessId` opened under `/{businessId}/…`: the object
 * must belong to the path business or, when the path is the top-level business, to one of its programs
 * the user may see; anything else is the not-found page. What the user may do is decided by the role on
 * the object's OWN business, never by the path business. (The path business itself is checked by
 * `requirePathInTree` in the dashboard's guard, before any loader or action.)
 */
export async function objectPermissions(
  context: Readonly<RouterContextProvider>,
  objectBusinessId: string,
): Promise<ReadonlySet<Permission>> {
  const { businessId, business } = context.get(dashboardContext);
  if (objectBusinessId !== businessId) {
    if (businessId !== business.topLevelBusinessId) notFound(MISSING_OBJECT);
    if (business.userScope === "program") {
      // Program scope sees exactly the programs it holds a role on.
      if (!business.userRoles.some((r) => r.businessId === objectBusinessId)) notFound(MISSING_OBJECT);
    } else {
      await requireVisibleProgram(context, businessId, objectBusinessId);
    }
  }
  // A BusinessContext is a UserContext (scope, roles, top-level business).
  return permissionsFor(business, objectBusinessId);
}
