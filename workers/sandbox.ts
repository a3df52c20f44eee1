import { usesSandbox } from "#app/provider/provider-mode";
import { tenantForUrl } from "#tenants/";

/**
 * The sandbox's helpers (mailbox, clock, reset) are reachable from the running app under `/_sandbox/`
 * only in sandbox mode (SANDBOX_MODE=1, local only); otherwise the path does not exist. The browser's
 * Cookie and Authorization headers are never forwarded.
 */
export async function sandboxHelpersResponse(request: Request, env: AppEnv): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== "/_sandbox" && !url.pathname.startsWith("/_sandbox/")) return null;
  if (!usesSandbox(env) || !env.SANDBOX || !tenantForUrl(url)) return null;
  const target = new URL(url.pathname + url.search, "https://sandbox.internal");
  // The user's session cookie and any Authorization header stay with the app (ADR 0098).
  const forwarded = new Request(target, request);
  // The one exception: the webhook console's own cookie (ADR 0164), which the sandbox sets with
  // Path=/_sandbox/webhooks, goes back to the console's pages.
  const consoleCookie = url.pathname.startsWith("/_sandbox/webhooks") ? webhookConsoleCookie(request.headers.get("Cookie")) : null;
  forwarded.headers.delete("Cookie");
  if (consoleCookie) forwarded.headers.set("Cookie", consoleCookie);
  forwarded.headers.delete("Authorization");
  return env.SANDBOX.fetch(forwarded);
}

/** Only `wh_console=<token>` out of a Cookie header (the token's alphabet is base64url). */
function webhookConsoleCookie(header: string | null): string | null {
  const match = header?.match(/(?:^|;\s*)wh_console=([A-Za-z0-9_-]{43})(?:;|$)/);
  return match ? `wh_console=${match[1]}` : null;
}
