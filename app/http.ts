import { data } from "react-router";

/** The reason carried by the 404 of an unknown host, so the root error boundary shows that page. */
export const UNKNOWN_HOST = "unknown-host";

/**
 * The reason carried by the 404 of an object path whose object the user cannot open (a wrong, old or
 * foreign id): the dashboard names the object and links back to its list (issue 24).
 */
export const MISSING_OBJECT = "missing-object";

export type NotFoundReason = typeof UNKNOWN_HOST | typeof MISSING_OBJECT;
export type NotFoundData = { reason?: NotFoundReason } | null;

/**
 * Stops a loader, action or middleware with a 404 that the nearest error boundary renders as the
 * not-found page (inside the dashboard shell on dashboard routes).
 */
export function notFound(reason?: NotFoundReason): never {
  throw data<NotFoundData>(reason ? { reason } : null, { status: 404 });
}

/** The reason carried by the 503 of a deployment with no provider configured (ADR 0098). */
export const PROVIDER_UNCONFIGURED = "provider-unconfigured";

/** Stops every page with a 503 that the root error boundary shows as "service unavailable". */
export function providerUnconfigured(): never {
  throw data({ reason: PROVIDER_UNCONFIGURED }, { status: 503 });
}

/**
 * Why a request's body cannot be read as a form (issue 34 item 11; workers/request-body.ts): its page
 * is shown with this status and message instead of running its action.
 */
export type BodyProblem = {
  status: 400 | 413 | 415;
  message: "common.requestBody.unsupported" | "common.requestBody.malformed" | "common.requestBody.tooLarge" | "imports.file.tooLarge";
};

/**
 * The page a request is for, as the address bar shows it: a client navigation asks for a page's data at
 * `<path>.data` (`/_root.data` for the home page) with single fetch's `?_routes=`. Guards, redirects and
 * routes that read their own path use this, so a navigation with JavaScript is treated as its page.
 */
export function pageAddress(url: URL): { path: string; search: string } {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const query = params.toString();
  return { path: pagePath(url.pathname), search: query ? `?${query}` : "" };
}

/** The page's own path of a request's path (`/biz/cards.data` is `/biz/cards`; `/_root.data` is `/`). */
export function pagePath(pathname: string): string {
  return pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
}
