import { flexRender, type Row, type RowData, rowSelectionFeature, tableFeatures, useTable } from "@tanstack/react-table";
import {
  cell_getContext,
  header_getContext,
  row_getAllCells,
  row_getIsSelected,
  row_getToggleSelectedHandler,
} from "@tanstack/react-table/static-functions";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ColumnMeta, DataTableProps, TableKit, TableSelection } from "./data-table.types";

/**
 * The rendering of the one table (docs/decisions/0060-data-table.md), loaded as an island: routes import
 * `DataTable`, the column helpers and the types from `./data-table`, which does not load this module,
 * TanStack's `useTable` or its row-selection feature until after the page's own JavaScript.
 *
 * Rows and cells are read through TanStack's static functions (`row_getAllCells(row)`,
 * `cell_getContext(cell)`, ...), not the instance methods (`row.getAllCells()`): each instance method
 * builds a memo for its object on its first call, a few hundred per 50-row page on every server
 * render, which made the table cost about twice its markup (ADR 0188). The output is the same.
 */

export const tableKit: TableKit = tableFeatures({ rowSelectionFeature, columnMeta: {} as ColumnMeta });

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
  // Each column's name in words, shown before a cell's value when a phone stacks the row as a card
  // (docs/design-system.md); a header that is not plain text names nothing.
  const labels = new Map<string, string>();
  for (const group of table.getHeaderGroups()) {
    for (const header of group.headers) {
      const definition = header.column.columnDef.header;
      const text = typeof definition === "function" ? definition(header_getContext(header)) : definition;
      if (typeof text === "string") labels.set(header.column.id, text);
    }
  }
  // "First page" only when it is not also the page before.
  const first = pages?.first && pages.first !== pages.previous ? pages.first : null;
  const pageNav =
    pages && (first || pages.previous || pages.next) ? (
      <nav className="pagination" aria-label={t("common.pages")}>
        {first ? <Link to={first}>{t("common.firstPage")}</Link> : null}
        {pages.previous ? (
          <Link to={pages.previous} rel="prev">
            {t("common.previousPage")}
          </Link>
        ) : null}
        {pages.summary ? <span className="pagination-summary">{pages.summary}</span> : null}
        {pages.next ? (
          <Link to={pages.next} rel="next">
            {t("common.nextPage")}
          </Link>
        ) : null}
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
      {pages?.summary ? <p className="table-summary">{pages.summary}</p> : null}
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
                          {flexRender(header.column.columnDef.header, header_getContext(header))}
                          {sorted ? (
                            <span className="sort-indicator" aria-hidden="true">
                              {sorted === "asc" ? "▲" : "▼"}
                            </span>
                          ) : null}
                        </Link>
                      ) : (
                        flexRender(header.column.columnDef.header, header_getContext(header))
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
                {row_getAllCells(row).map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  // The same object `cell.getContext()` returns; the static function's type spells its
                  // value as `unknown` where the method's names the column's value type.
                  const content = flexRender(cell.column.columnDef.cell, cell_getContext(cell) as ReturnType<typeof cell.getContext>);
                  if (meta?.rowHeader) {
                    return (
                      <th key={cell.id} scope="row" className={meta.numeric ? "numeric" : undefined}>
                        {content}
                      </th>
                    );
                  }
                  const label = labels.get(cell.column.id);
                  return meta?.numeric ? (
                    <td key={cell.id} className="numeric" dir="ltr" data-label={label}>
                      {content}
                    </td>
                  ) : (
                    <td key={cell.id} data-label={label}>
                      {content}
                    </td>
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
        checked={row_getIsSelected(row)}
        onChange={row_getToggleSelectedHandler(row)}
      />
    </td>
  );
}
