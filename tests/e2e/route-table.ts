import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "#app/routes";

/** A route of app/routes.ts with its full path, its id (as `?_routes=` names it) and whether it has an action. */
export type TableRoute = { path: string; id: string; file: string; hasAction: boolean };

/** Every route of app/routes.ts (the authorization specs walk it, so a new route is covered by itself). */
export function routeTable(entries: readonly RouteConfigEntry[] = routes, prefix = ""): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const source = readFileSync(`app/${entry.file}`, "utf8");
    const own: TableRoute[] =
      entry.path === undefined && !entry.index
        ? []
        : [
            {
              path: path || "/",
              id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
              file: entry.file,
              hasAction: /export (async )?function action\b|export const action\b/.test(source),
            },
          ];
    return [...own, ...routeTable(entry.children ?? [], path)];
  });
}
