import { href, redirect } from "react-router";
import type { Route } from "./+types/authorized-person";

/** /{businessId}/authorizedPerson: the step starts on its welcome screen. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(href("/:businessId/authorizedPerson/welcome", params));
}

export default function AuthorizedPerson() {
  return null;
}
