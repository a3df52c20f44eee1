/**
 * A route's server side as unit tests drive it: the router context with the tenant of the address,
 * the provider client answered by a stub transport, the worker's env, and remix-i18next's language
 * for the request (shared by the tests of routes that call the provider).
 */
import { RouterContextProvider } from "react-router";
import { cloudflareContext, providerContext, tenantContext } from "#app/context";
import { i18nMiddleware } from "#app/middleware/i18n";
import { createProviderClient } from "#app/provider/client.server";
import { tenantForUrl } from "#tenants/";

/** A 32-character secret for sealed cookies in tests. */
export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdef";

type Transport = (request: Request) => Promise<Response> | Response;

export function routeContext(url: string, transport: Transport, options: { token?: string | null } = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  const tenant = tenantForUrl(url);
  if (!tenant) throw new Error(`no tenant for ${url}`);
  context.set(tenantContext, tenant);
  context.set(
    providerContext,
    createProviderClient({
      baseUrl: "https://sandbox.internal",
      getToken: async () => options.token ?? null,
      transport: async (r) => transport(r),
    }),
  );
  context.set(cloudflareContext, {
    env: { SESSION_SECRET: TEST_SESSION_SECRET, PROVIDER_BASE_URL: "", SANDBOX_MODE: "1" } as unknown as AppEnv,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext,
  });
  return context;
}

/** Runs a loader or action inside the i18n middleware (the language is the request's), returning its answer. */
export async function withRequestLanguage<T>(request: Request, context: RouterContextProvider, run: () => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
    result = { value: await run() };
    return new Response("ok");
  });
  if (!result) throw new Error("the route did not answer");
  return result.value;
}
