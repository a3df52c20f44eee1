import { createRequestHandler, RouterContextProvider } from "react-router";
import { bodyProblemContext, cloudflareContext, nonceContext } from "#app/context";
import { envProblems } from "#app/env.server";
import type { BodyProblem } from "#app/http";
import { logMisconfiguration, logRequest, newRequestId, type RequestLog, requestLogContext } from "#app/log/request-log.server";
import { cardFrameOrigin, isCardFramePath, providerMode } from "#app/provider/provider-mode";
import { healthResponse } from "./health";
import { drainUnreadBody, readFormBody } from "./request-body";
import { sandboxHelpersResponse } from "./sandbox";
import { createNonce, FRAME_POLICY_HEADER, isCrossSiteMutation, withSecurityHeaders } from "./security";

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
    // The request's log line (ADR 0206): its id goes to the provider (traceparent) and onto error pages.
    const log: RequestLog = { requestId: newRequestId(), method: request.method.toUpperCase(), startedAt: performance.now() };
    let response: Response;
    try {
      response = await respond(request, env, ctx, nonce, log);
    } catch (error) {
      // Never a stack trace to the browser; the log names the error's kind only (its message may carry data).
      log.outcome = "uncaught";
      console.error(JSON.stringify({ level: "error", msg: "uncaught", requestId: log.requestId, error: errorName(error) }));
      response = new Response(`Service unavailable. Reference: ${log.requestId}`, {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    await drainUnreadBody(request);
    logRequest(log, response.status);
    const frameOrigin = envProblems(env).length === 0 ? cardFrameOrigin(env) : null;
    // Only a page that may show the card-details frame may frame anything, and only that frame's origin.
    const frames = response.headers.get(FRAME_POLICY_HEADER) === "card";
    const secured = withSecurityHeaders(response, nonce, {
      frameSources: frames ? ["'self'", ...(frameOrigin ? [frameOrigin] : [])] : [],
      embeddable: isCardFramePath(new URL(request.url).pathname),
    });
    secured.headers.set("X-Request-Id", log.requestId);
    return secured;
  },
} satisfies ExportedHandler<AppEnv>;

function errorName(error: unknown): string {
  return error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : "unknown";
}

/** Misconfiguration is logged once per isolate (the check itself is remembered per bindings object). */
const reported = new WeakSet<object>();

async function respond(request: Request, env: AppEnv, ctx: ExecutionContext, nonce: string, log: RequestLog): Promise<Response> {
  // Refused before any loader or action runs, whatever the route.
  if (isCrossSiteMutation(request)) {
    return new Response("Cross-site request refused.", { status: 403, headers: { "Content-Type": "text/plain" } });
  }
  const problems = envProblems(env);
  if (problems.length > 0) {
    if (!reported.has(env)) {
      reported.add(env);
      logMisconfiguration(log.requestId, problems);
    }
    log.outcome = "misconfigured";
    return new Response(`Service unavailable. Reference: ${log.requestId}`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
  // For a load balancer or an uptime check: the bindings and the provider (ADR 0208).
  if (new URL(request.url).pathname === "/healthz") {
    log.route = "/healthz";
    return healthResponse(env, log);
  }
  const sandbox = await sandboxHelpersResponse(request, env);
  if (sandbox) {
    log.route = "/_sandbox/*";
    return sandbox;
  }

  // A post no route could read answers 400/413/415 with its page, before any action runs (issue 34 item 11).
  const body = await readFormBody(request);
  if (!("request" in body)) return bodyProblemPage(request, routerContext(env, ctx, nonce, log), body);
  const response = await handleRequest(body.request, routerContext(env, ctx, nonce, log));
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
    return handleRequest(new Request(new URL("/", request.url), { headers: request.headers }), routerContext(env, ctx, nonce, log));
  }
  return response;
}

/**
 * The page of a post whose body is not a readable form: the same address as a GET (so the person sees
 * the form they were on), with the reason as the page's alert and the refusal's status. A page that
 * does not answer 200 as a GET (a redirect to sign-in, say) answers as it does. A client navigation's
 * data request gets the status and the reason alone (the app's own scripts never send such a body).
 */
async function bodyProblemPage(request: Request, context: RouterContextProvider, problem: BodyProblem): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    return new Response(problem.message, { status: problem.status, headers: { "Content-Type": "text/plain" } });
  }
  const headers = new Headers(request.headers);
  for (const name of ["Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
  context.set(bodyProblemContext, problem);
  const page = await handleRequest(new Request(url, { method: "GET", headers }), context);
  if (page.status !== 200) return page;
  return new Response(page.body, { status: problem.status, headers: page.headers });
}

function routerContext(env: AppEnv, ctx: ExecutionContext, nonce: string, log: RequestLog): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(nonceContext, nonce);
  context.set(requestLogContext, log);
  return context;
}
