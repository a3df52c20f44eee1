import type { Namespace } from "#app/i18n/namespaces";

/** What a route module may declare in `export const handle` (`export const handle = {…} satisfies RouteHandle`). */
export type RouteHandle = {
  /** The page needs no JavaScript: its HTML ships without any script tag. */
  hydrate?: false;
  /**
   * The page shows the provider's card-details frame without JavaScript, so its policy allows framing it
   * (pages that hydrate allow it anyway: client navigation can reach a card). Every other page frames nothing.
   */
  cardFrame?: true;
  /** Hide the public navigation bar (spec's hideNavBar routes). */
  hideNavBar?: true;
  /** The route draws its own header (the dashboard shell), so the root does not add the public one. */
  ownHeader?: true;
  /** The translation namespaces the page uses beside the base ones (app/i18n/namespaces). */
  i18n?: readonly Namespace[];
  /**
   * The screen's id, for screen-dependent chrome such as the announcement banner (domain/banner). A module
   * reused under several route ids (app/routes.ts) names it per route id; an id it does not name has none.
   */
  screen?: string | Readonly<Record<string, string>>;
};

/**
 * The internal header by which a rendered page says whether it may show the card-details frame
 * ("card": it hydrates, since client navigation can reach a card, or its handle says `cardFrame`; else
 * "none"). The worker (workers/security.ts) writes `frame-src` from it, then removes it.
 */
export const FRAME_POLICY_HEADER = "X-Beacon-Frames";

export function routeHandles(matches: readonly { handle?: unknown }[]): RouteHandle[] {
  return matches.map((m) => (m.handle ?? {}) as RouteHandle);
}

/** The screen of the deepest route that names one. */
export function currentScreen(matches: readonly { id: string; handle?: unknown }[]): string | undefined {
  const screens = matches.map((m) => {
    const { screen } = (m.handle ?? {}) as RouteHandle;
    return typeof screen === "string" ? screen : screen?.[m.id];
  });
  return screens.findLast(Boolean);
}
