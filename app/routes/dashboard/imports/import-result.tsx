import { requireBusinessUser } from "#app/auth/guards.server";
import { kindOfPath, resultResponse } from "#app/imports/files.server";
import type { Route } from "./+types/import-result";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/** The result file of an import (`?import=<id>`): the original rows plus outcome, provider id and message. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return resultResponse(context, request, kindOfPath(new URL(request.url).pathname));
}
