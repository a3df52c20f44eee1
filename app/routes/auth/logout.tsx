import { redirect } from "react-router";
import { endSession } from "#app/auth/lifecycle.server";
import { sessionContext } from "#app/context";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (a link could be triggered by another site); a GET just goes home. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext).session;
  throw redirect(session ? session.home : "/");
}

export async function action({ context }: Route.ActionArgs) {
  return endSession(context);
}
