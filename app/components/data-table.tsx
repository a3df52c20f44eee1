import { type ColumnDef, createColumnHelper, type RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { TableKit } from "./data-table-view";
import { island } from "./island";

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

export type { TableKit } from "./data-table-view";

/** What a column says about itself beyond TanStack's definition. */
export type ColumnMeta = {
  /** Numbers and amounts: aligned to the logical end (right in LTR, left in RTL), kept left-to-right. */
  numeric?: boolean;
  /** The first column names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** The server's sort key for this column: its header becomes a sort link. */
  sortKey?: string;
};

/** Typed column definitions for rows of `T`: `const col = columns<Row>(); col.accessor("name", {...})`. */
export function columns<T extends RowData>() {
  return createColumnHelper<TableKit, T>();
}

// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (TanStack's `columns` helper)
export type Columns<T extends RowData> = ColumnDef<TableKit, T, any>[];

export type SortOrder = "asc" | "desc";

export type TableSort = {
  key: string;
  order: SortOrder;
  /** The link that shows the list sorted by `key` in `order` (from the first page). */
  href: (key: string, order: SortOrder) => string;
};

export type TablePages = {
  /** Back to the first page; null on the first page. */
  first?: string | null;
  /** The page before (the server's backward cursor); null on the first page. */
  previous?: string | null;
  /** Where the page sits, already in words ("1–50 of 10,000 cards"): shown above the table and by the links. */
  summary?: string | null;
  /** The next page (the server's cursor); null on the last page. */
  next?: string | null;
};

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

export type TableSelection<T> = {
  /** The id of the <form> the checkboxes belong to (it may be anywhere on the page). */
  form: string;
  /** The field name of a selected row: one value per selected row id. */
  name: string;
  /** The field name of "all rows on this page": its value is the page's row ids, space-separated. */
  allName: string;
  /** The accessible name of the select-all checkbox. */
  allLabel: string;
  /** The accessible name of a row's checkbox ("Select Maria Lopez's card"). */
  label: (row: T) => string;
};

export type DataTableProps<T extends RowData> = {
  columns: Columns<T>;
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Names the table; hidden visually when a heading already says the same. */
  caption: string;
  captionHidden?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  sort?: TableSort;
  pages?: TablePages;
  selection?: TableSelection<T>;
};

/** The table: an island whose code loads after the page's own (data-table-view.tsx). */
export const DataTable = island(() => import("./data-table-view").then((m) => m.DataTable));

/** The row ids a bulk action was submitted with: the ticked rows and, if ticked, all rows of the page. */
export function selectedRowIds(form: FormData, selection: { name: string; allName: string }): string[] {
  const ids = form.getAll(selection.name).filter((v): v is string => typeof v === "string");
  const all = form.get(selection.allName);
  const page = typeof all === "string" ? all.split(" ").filter(Boolean) : [];
  return [...new Set([...ids, ...page])];
}
