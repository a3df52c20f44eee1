import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, nonceContext } from "#app/context";
import { envProblems } from "#app/env.server";
import { cardFrameOrigin, isCardFramePath, providerMode } from "#app/provider/provider-mode";
import { drainUnreadBody } from "./request-body";
import { sandboxHelpersResponse } from "./sandbox";
import { createNonce, isCrossSiteMutation, withSecurityHeaders } from "./security";

const loadBuild = () => import("virtual:react-router/server-build");
type RequestHandler = ReturnType<typeof createRequestHandler>;
const devHandler = import.meta.env.DEV ? createRequestHandler(loadBuild, import.meta.env.MODE) : undefined;
let builtHandler: Promise<RequestHandler> | undefined;

/**
 * React Router's request handler. Given a function, React Router derives the route tree again on every
 * request (so that `npm run dev` serves edited routes at once); given the build itself, once per isolate.
 * Outside development the build never changes, so it is loaded and derived once (ADR 0169).
 */
function requestHandler(): Promise<RequestHandler> | RequestHandler {
  if (devHandler) return devHandler;
  builtHandler ??= loadBuild().then((build) => createRequestHandler(build, import.meta.env.MODE));
  return builtHandler;
}

async function handleRequest(request: Request, context: RouterContextProvider): Promise<Response> {
  return (await requestHandler())(request, context);
}

export { ImportWorkflow } from "#app/imports/workflow";

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const frameOrigin = cardFrameOrigin(env);
    const response = await respond(request, env, ctx, nonce);
    await drainUnreadBody(request);
    return withSecurityHeaders(response, nonce, {
      frameSources: frameOrigin ? [frameOrigin] : [],
      embeddable: isCardFramePath(new URL(request.url).pathname),
    });
  },
} satisfies ExportedHandler<AppEnv>;

async function respond(request: Request, env: AppEnv, ctx: ExecutionContext, nonce: string): Promise<Response> {
  // Refused before any loader or action runs, whatever the route.
  if (isCrossSiteMutation(request)) {
    return new Response("Cross-site request refused.", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
  const problems = envProblems(env);
  if (problems.length > 0) {
    console.error("The app worker is misconfigured", problems.map((p) => `${p.setting} ${p.problem}`).join("; "));
    return new Response("Service unavailable.", { status: 500, headers: { "Content-Type": "text/plain" } });
  }
  // Liveness probe, and the bare baseline the benchmark compares page rendering against.
  if (new URL(request.url).pathname === "/healthz") {
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  const sandbox = await sandboxHelpersResponse(request, env);
  if (sandbox) return sandbox;

  const response = await handleRequest(request, routerContext(env, ctx, nonce));
  // Without a provider every page is the translated 503 page (ADR 0098). A resource route (the reset
  // link, sign-out, CSV exports) would answer the middleware's 503 as its bare reason: it gets the page
  // too. Client navigations (`.data`) keep theirs; the router shows the same page from it.
  if (
    response.status === 503 &&
    providerMode(env) === "unconfigured" &&
    !new URL(request.url).pathname.endsWith(".data") &&
    !response.headers.get("Content-Type")?.startsWith("text/html")
  ) {
    await response.body?.cancel();
    return handleRequest(new Request(new URL("/", request.url), { headers: request.headers }), routerContext(env, ctx, nonce));
  }
  return response;
}

function routerContext(env: AppEnv, ctx: ExecutionContext, nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(nonceContext, nonce);
  return context;
}
