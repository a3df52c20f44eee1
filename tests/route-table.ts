import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";

/**
 * The route table (app/routes.ts) walked once for every test that covers "each route": the authorization
 * matrix, the fuzz, the wrong-id walk and the dashboard's not-found page. A new route is walked without
 * editing any test list; a test keyed by route fails until the route is listed. Whether a route takes posts:
 * tests/route-actions.ts (it reads the module's source, which the unit tests in workerd's types cannot).
 */

export type TableRoute = {
  /** The full path ("/" for the home page); a layout's is its parent's. */
  path: string;
  /** The route's own path segment as written in app/routes.ts (none for layouts and index routes). */
  segment: string | undefined;
  /** The module, as app/routes.ts names it (`routes/dashboard/cards/cards.tsx`). */
  file: string;
  /** The route's id when app/routes.ts gives one (`import-card-loads`), else its file. */
  key: string;
  /** A layout wraps its children and has no page of its own. */
  layout: boolean;
  /** The layout directly around it, if any (`routes/dashboard/layout.tsx`). */
  parent: string | undefined;
  /** A page inside the dashboard shell. */
  inShell: boolean;
  /** An onboarding link page (public, ADR 0161). */
  onboarding: boolean;
};

const SHELL = "routes/dashboard/layout.tsx";
const ONBOARDING = "routes/onboarding/layout.tsx";

function walk(
  entries: readonly RouteConfigEntry[],
  prefix: string,
  parent: string | undefined,
  inShell: boolean,
  onboarding: boolean,
): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const shell = inShell || entry.file === SHELL;
    const link = onboarding || entry.file === ONBOARDING;
    const own: TableRoute = {
      path: path || "/",
      segment: entry.path,
      file: entry.file,
      key: entry.id ?? entry.file,
      layout: entry.path === undefined && !entry.index,
      parent,
      inShell: shell,
      onboarding: link,
    };
    return [own, ...walk(entry.children ?? [], path, entry.file, shell, link)];
  });
}

/** Every route of app/routes.ts, layouts included, in the table's order. */
export const ROUTE_TABLE: readonly TableRoute[] = walk(routes, "", undefined, false, false);

/**
 * A test table's entry for a route: under its route id when the table names it so (the five imports share
 * one module but not one permission), else under its file (one entry for every id of a module that is
 * tested alike, as the portal's cardholder pages on a brand's host).
 */
export function entryFor<T>(table: Readonly<Record<string, T>>, route: Pick<TableRoute, "key" | "file">): T | undefined {
  return table[route.key] ?? table[route.file];
}
