import { usesSandbox } from "#app/provider/provider-mode";
import { tenantForUrl } from "#tenants/";

/**
 * The sandbox's helpers (mailbox, clock, reset) are reachable from the running app under `/_sandbox/`
 * only while the sandbox is the provider; with a real provider configured the path does not exist.
 */
export async function sandboxHelpersResponse(request: Request, env: AppEnv): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== "/_sandbox" && !url.pathname.startsWith("/_sandbox/")) return null;
  if (!usesSandbox(env) || !tenantForUrl(url)) return null;
  const target = new URL(url.pathname + url.search, "https://sandbox.internal");
  return env.SANDBOX.fetch(new Request(target, request));
}
