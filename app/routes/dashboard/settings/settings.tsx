import { href, redirect } from "react-router";
import type { Route } from "./+types/settings";

/** /{businessId}/settings goes to the spend rules (spec section 2). */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(href("/:businessId/settings/spend-rules", { businessId: params.businessId }));
}

/**
 * Never rendered (the loader always redirects); it makes this a page of the dashboard rather than a
 * resource route, so a wrong business here gets the not-found page inside the shell (issue 24 item 1).
 */
export default function Settings() {
  return null;
}
