import type { ColumnDef, RowData, rowSelectionFeature } from "@tanstack/react-table";
import type { ReactNode } from "react";

/**
 * The types of the one table (docs/decisions/0060-data-table.md), in a module of their own so that the
 * light module routes import (`./data-table`) and the island that renders (`./data-table-view`) share
 * them without importing each other.
 */

/** What a column says about itself beyond TanStack's definition. */
export type ColumnMeta = {
  /** Numbers and amounts: aligned to the logical end (right in LTR, left in RTL), kept left-to-right. */
  numeric?: boolean;
  /** The first column names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** The server's sort key for this column: its header becomes a sort link. */
  sortKey?: string;
};

/** The table's features, as `tableFeatures` returns them in the view: row selection and the column meta. */
export type TableKit = { rowSelectionFeature: typeof rowSelectionFeature; columnMeta: ColumnMeta };

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
