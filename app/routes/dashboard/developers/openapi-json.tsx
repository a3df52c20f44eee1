import { data } from "react-router";
import { requireBusinessUser } from "#app/auth/guards.server";
import { dashboardContext } from "#app/context";
import { hasDeveloperTools } from "#app/shell/navigation.server";
import type { Route } from "./+types/openapi-json";
import { openApiText } from "./developers-docs.server";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * The provider API's OpenAPI document as a file (issue 38 item 9, docs/decisions/0221), linked from
 * Developers -> Docs: the same document the page renders, for client generators and API tools. Only
 * for users with developerTools, like the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { business } = context.get(dashboardContext);
  if (!hasDeveloperTools(business)) throw data(null, { status: 403 });
  return new Response(openApiText(), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="beacon-provider-openapi.json"',
      "Cache-Control": "private, max-age=300",
    },
  });
}
