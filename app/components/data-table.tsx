import {
  type ColumnDef,
  createColumnHelper,
  type Row,
  type RowData,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The one table of the app (docs/decisions/0060-data-table.md). Data, sort and pages come from the
 * server: sort headers and page links are plain links that change the URL, so they work without
 * JavaScript. TanStack Table gives typed column definitions and, when a table offers it, the row
 * selection state; only the features used here are imported, so the rest tree-shakes away.
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

export const tableKit = tableFeatures({ rowSelectionFeature, columnMeta: {} as ColumnMeta });
export type TableKit = typeof tableKit;

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

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  captionHidden = false,
  empty,
  sort,
  pages,
  selection,
}: DataTableProps<T>) {
  const { t } = useTranslation(["common"]);
  const table = useTable(
    {
      features: tableKit,
      columns,
      data: data as T[],
      getRowId: (row) => getRowId(row),
      enableRowSelection: selection !== undefined,
    },
    (state) => ({ rowSelection: state.rowSelection }),
  );
  const rows = table.getRowModel().rows;
  const pageNav =
    pages && (pages.first || pages.next) ? (
      <nav className="pagination" aria-label={t("common.pages")}>
        {pages.first ? <Link to={pages.first}>{t("common.firstPage")}</Link> : null}
        {pages.next ? <Link to={pages.next}>{t("common.nextPage")}</Link> : null}
      </nav>
    ) : null;

  if (rows.length === 0) {
    return (
      <>
        <p role="status" className="table-empty">
          {empty}
        </p>
        {pageNav}
      </>
    );
  }
  return (
    <>
      <div className="table-scroll">
        <table className="data-table">
          <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="select-cell">
                    <input
                      type="checkbox"
                      form={selection.form}
                      name={selection.allName}
                      value={rows.map((row) => row.id).join(" ")}
                      aria-label={selection.allLabel}
                      checked={table.getIsAllRowsSelected()}
                      onChange={table.getToggleAllRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sortKey = sort && meta?.sortKey;
                  const sorted = sortKey && sort.key === sortKey ? sort.order : null;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={meta?.numeric ? "numeric" : undefined}
                      aria-sort={sortKey ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
                    >
                      {sortKey ? (
                        <Link to={sort.href(sortKey, sorted === "asc" ? "desc" : "asc")} className="sort-link">
                          <table.FlexRender header={header} />
                          {sorted ? (
                            <span className="sort-indicator" aria-hidden="true">
                              {sorted === "asc" ? "▲" : "▼"}
                            </span>
                          ) : null}
                        </Link>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {selection ? <SelectCell row={row} selection={selection} /> : null}
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const content = <table.FlexRender cell={cell} />;
                  if (meta?.rowHeader) {
                    return (
                      <th key={cell.id} scope="row" className={meta.numeric ? "numeric" : undefined}>
                        {content}
                      </th>
                    );
                  }
                  return meta?.numeric ? (
                    <td key={cell.id} className="numeric" dir="ltr">
                      {content}
                    </td>
                  ) : (
                    <td key={cell.id}>{content}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageNav}
    </>
  );
}

function SelectCell<T extends RowData>({ row, selection }: { row: Row<TableKit, T>; selection: TableSelection<T> }) {
  return (
    <td className="select-cell">
      <input
        type="checkbox"
        form={selection.form}
        name={selection.name}
        value={row.id}
        aria-label={selection.label(row.original)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    </td>
  );
}

/** The row ids a bulk action was submitted with: the ticked rows and, if ticked, all rows of the page. */
export function selectedRowIds(form: FormData, selection: { name: string; allName: string }): string[] {
  const ids = form.getAll(selection.name).filter((v): v is string => typeof v === "string");
  const all = form.get(selection.allName);
  const page = typeof all === "string" ? all.split(" ").filter(Boolean) : [];
  return [...new Set([...ids, ...page])];
}
