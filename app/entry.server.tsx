import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { RequestInfoProvider } from "./components/request-info";
import { cloudflareContext, nonceContext } from "./context";
import { FRAME_POLICY_HEADER, routeHandles } from "./handle";
import { codeOfTag } from "./i18n/config";
import { I18nFilesProvider } from "./i18n/files";
import { namespaceFiles } from "./locales/server";
import { requestLogOf } from "./log/request-log.server";
import { getI18n } from "./middleware/i18n";
import { usesSandbox } from "./provider/provider-mode";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const requestInfo = { requestId: requestLogOf(loadContext).requestId, testMode: usesSandbox(loadContext.get(cloudflareContext).env) };
  const i18n = getI18n(loadContext);
  // Where the browser finds this language's texts (ADR 0250): written on pages that ship JavaScript.
  const code = codeOfTag(i18n.language);
  const files = code ? await namespaceFiles(code) : {};
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestInfoProvider value={requestInfo}>
        <I18nextProvider i18n={i18n}>
          <I18nFilesProvider value={files}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nFilesProvider>
        </I18nextProvider>
      </RequestInfoProvider>
    </NonceProvider>,
    {
      nonce,
      // React outlines a completed Suspense boundary larger than this (12,800 bytes by default) as a hidden
      // segment that an inline script moves into place, even in a complete document: a 50-row table in an
      // island would stay hidden without JavaScript. Never outline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Every document is sent complete, for people as for crawlers (docs/decisions/0066-islands-and-lazy-validation.md):
  // a Suspense boundary still pending when the first byte leaves would be streamed later as a hidden
  // segment that only JavaScript moves into place, and the pages must work without it (ADR 0006). The
  // islands, lazily loaded schemas and optional card panels all resolve here; `streamTimeout` bounds the wait.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Which frames this page may show (workers/security.ts writes `frame-src` from it, then drops it).
  const handles = routeHandles(routerContext.staticHandlerContext.matches.map((m) => m.route));
  const hydrates = !routerContext.staticHandlerContext.errors && !handles.some((h) => h.hydrate === false);
  responseHeaders.set(FRAME_POLICY_HEADER, hydrates || handles.some((h) => h.cardFrame) ? "card" : "none");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
