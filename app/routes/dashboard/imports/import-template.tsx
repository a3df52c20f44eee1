import { requireBusinessUser } from "#app/auth/guards.server";
import { kindOfPath, templateResponse } from "#app/imports/files.server";
import type { Route } from "./+types/import-template";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/** The template of an import (its path names the kind): columns, a help row in the user's language, an example row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return templateResponse(context, kindOfPath(new URL(request.url).pathname));
}
