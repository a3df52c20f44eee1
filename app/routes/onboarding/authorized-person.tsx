import { redirect } from "react-router";
import type { Route } from "./+types/authorized-person";

/** /{businessId}/authorizedPerson: the step starts on its welcome screen. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${encodeURIComponent(params.businessId)}/authorizedPerson/welcome`);
}

export default function AuthorizedPerson() {
  return null;
}
