import { data, type MiddlewareFunction } from "react-router";

/** The reason carried by the 404 of an unknown host, so the root error boundary shows that page. */
export const UNKNOWN_HOST = "unknown-host";

/** What a route module may declare in `export const handle`. */
export type RouteHandle = {
  /** The page needs no JavaScript: its HTML ships without any script tag. */
  hydrate?: false;
  /** Hide the navigation bar (spec's hideNavBar routes). */
  hideNavBar?: true;
};

export function routeHandles(matches: readonly { handle?: unknown }[]): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle);
}

/** Route middleware for the spec's requiresQuery routes: an empty query string is the not-found page. */
export const requiresQuery: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (new URL(request.url).search.length <= 1) throw data(null, { status: 404 });
  return next();
};
