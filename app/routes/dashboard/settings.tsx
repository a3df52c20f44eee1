import { href, redirect } from "react-router";
import type { Route } from "./+types/settings";

/** /{businessId}/settings goes to the spend rules (spec section 2). */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(href("/:businessId/settings/spend-rules", { businessId: params.businessId }));
}
