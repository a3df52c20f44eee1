import { data, redirect } from "react-router";
import { requireBusinessUser } from "#app/auth/guards.server";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { type Flash, flashCookie } from "#app/flash/flash.server";
import { notFound } from "#app/http";
import { isApiError } from "#app/provider/client.server";
import { webhookConsoleUrl } from "#app/provider/provider-mode";
import { safeRedirectPath } from "#app/session/safe-redirect";
import { hasDeveloperTools } from "#app/shell/navigation.server";
import { businesses } from "#contract/businesses";
import { TOAST_WEBHOOK_MS } from "#domain/constants";
import type { Route } from "./+types/developers-webhooks";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * Not a page: the Developers menu's Webhooks item posts here (docs/decisions/0164); an address typed in goes
 * home; a business outside the user's own tree is the not-found page of the guard, as for every other route.
 */
export async function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.get(dashboardContext).session.home);
}

/**
 * Asks the provider for the webhook console's short-lived link (GET /businesses/{id}/webhooks/accessLink,
 * on the top-level business) and sends the browser there: a redirect for a plain form post (no
 * JavaScript), the address for the shell's script, which opens it in a new tab. When the link fails the
 * spec's red toast (2 s) comes back through the flash; without JavaScript the message stays on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { business, businessId, session } = context.get(dashboardContext);
  // The menu posts on the top-level business, where the spec checks developerTools.
  if (businessId !== business.topLevelBusinessId || !hasDeveloperTools(business)) notFound();
  const document = request.headers.get("Accept")?.includes("text/html") ?? false;
  const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
  try {
    const { url } = await context
      .get(providerContext)
      .call(businesses.getWebhooksAccessLink, { params: { id: business.topLevelBusinessId } });
    const target = webhookConsoleUrl(context.get(cloudflareContext).env, url, request.url);
    if (target) return document ? redirect(target, { headers: noStore }) : data({ url: target }, { headers: noStore });
    console.warn("The provider's webhook console link was refused (not https, or not the sandbox's console path)");
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
  const flash: Flash = document
    ? { message: "shell.webhooksNotEnabled", tone: "error" }
    : { message: "shell.webhooksNotEnabled", tone: "error", durationMs: TOAST_WEBHOOK_MS };
  return redirect(backTo(request) ?? session.home, { headers: { ...noStore, "Set-Cookie": flashCookie(flash) } });
}

/** The page the menu was used on, when it is on this origin. */
function backTo(request: Request): string | null {
  const referer = request.headers.get("Referer");
  const url = referer && URL.canParse(referer) ? new URL(referer) : null;
  if (!url || url.origin !== new URL(request.url).origin) return null;
  return safeRedirectPath(url.pathname + url.search, "") || null;
}
