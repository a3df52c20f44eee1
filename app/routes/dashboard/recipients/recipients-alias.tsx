import { href, redirect } from "react-router";
import { requireBusinessUser } from "#app/auth/guards.server";
import type { Route } from "./+types/recipients-alias";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/** /{businessId}/bankTransfers is the spec's alias of the recipients list: a permanent redirect, query kept. */
export function loader({ request, params }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`${href("/:businessId/recipients", { businessId: params.businessId })}${search}`, 301);
}
