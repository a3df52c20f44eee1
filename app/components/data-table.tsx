import { createColumnHelper, type RowData } from "@tanstack/react-table";
import type { TableKit, TablePages } from "./data-table.types";
import { island } from "./island";

export type { ColumnMeta, Columns, DataTableProps, SortOrder, TableKit, TablePages, TableSelection, TableSort } from "./data-table.types";

/**
 * The one table of the app (docs/decisions/0060-data-table.md). Data, sort and pages come from the
 * server: sort headers and page links are plain links that change the URL, so they work without
 * JavaScript. TanStack Table gives typed column definitions and, when a table offers it, the row
 * selection state; only the features used here are imported, so the rest tree-shakes away.
 *
 * This module is what routes import: column helpers, types and `selectedRowIds`, none of which loads
 * TanStack's table. The rendering component (data-table-view.tsx) is an island
 * (docs/decisions/0066-islands-and-lazy-validation.md): the server renders the table, and the browser
 * hydrates it once that chunk is loaded; until then sort and page links and checkboxes are plain HTML.
 */

/** Typed column definitions for rows of `T`: `const col = columns<Row>(); col.accessor("name", {...})`. */
export function columns<T extends RowData>() {
  return createColumnHelper<TableKit, T>();
}

/** The page links of a list (`listPages` of app/list-view.ts), as the table's `pages` under `base`. */
export function tablePages(
  base: string,
  pages: { firstQuery: string | null; previousQuery: string | null; nextQuery: string | null; range: Range | null },
  summary: (range: Range) => string,
): TablePages {
  const at = (query: string | null) => (query ? `${base}${query}` : null);
  return {
    first: at(pages.firstQuery),
    previous: at(pages.previousQuery),
    next: at(pages.nextQuery),
    summary: pages.range ? summary(pages.range) : null,
  };
}
type Range = { from: number; to: number; count: number };

/** The table: an island whose code loads after the page's own (data-table-view.tsx). */
export const DataTable = island(() => import("./data-table-view").then((m) => m.DataTable));

/** The row ids a bulk action was submitted with: the ticked rows and, if ticked, all rows of the page. */
export function selectedRowIds(form: FormData, selection: { name: string; allName: string }): string[] {
  const ids = form.getAll(selection.name).filter((v): v is string => typeof v === "string");
  const all = form.get(selection.allName);
  const page = typeof all === "string" ? all.split(" ").filter(Boolean) : [];
  return [...new Set([...ids, ...page])];
}
