import type { ReactNode } from "react";

/**
 * The one table's static mode (docs/decisions/0060-data-table.md, docs/decisions/0211-static-table.md): a
 * table with no selection, no sort and no pages (a review's lines, a report's numbers, a template's
 * columns). It renders the markup `DataTable` renders (a caption, column headers, a row header,
 * numeric cells aligned to the end and kept left-to-right) as a plain component: no island, no TanStack,
 * no JavaScript of its own, so a page that shows only such tables loads nothing for them.
 *
 * The columns are listed as data (`StaticColumn<Row>[]`); a column that a page shows only sometimes is
 * left out with `false` (`withOutcome && {...}`).
 */

export type StaticColumn<T> = {
  key: string;
  /** The column's header; null leaves an empty head cell (a column of row actions). */
  header: ReactNode;
  /** The header's direction, for headers that are code (CSV column names). */
  headerDir?: "ltr";
  cell: (row: T) => ReactNode;
  /** The first column names the row (a <th scope="row">). */
  rowHeader?: boolean;
  /** Numbers and amounts: aligned to the logical end, kept left-to-right. */
  numeric?: boolean;
  /** The cell's direction when it is not a number column (amounts and codes shown as they are). */
  dir?: "ltr" | "auto";
  /** A class on the row's cell in this column (an invalid cell). */
  cellClass?: (row: T) => string | undefined;
  /** The column's name repeated on each cell (`data-label`), for layouts that show a row as a block of labelled lines. */
  label?: string;
};

export type StaticTableProps<T> = {
  columns: readonly (StaticColumn<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table; hidden visually when a heading already says the same. */
  caption?: string;
  captionHidden?: boolean;
  /** The table's classes: the kit's `data-table` unless told (null: a plain table, styled by its surroundings). */
  className?: string | null;
  rowClassName?: (row: T) => string | undefined;
  /** Wrapped in the kit's horizontal scroller (`.table-scroll`) for wide tables on narrow screens. */
  scroll?: boolean;
  /** Said instead of the table when there is no row (the one table's empty state, as `DataTable` says it). */
  empty?: ReactNode;
  /**
   * Each cell repeats its column's header (`data-label`) when the header is text, as `DataTable`'s cells do, for
   * the phone layout that shows a row as labelled lines; a column's own `label` wins.
   */
  labelled?: boolean;
};

export function StaticTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  className = "data-table",
  rowClassName,
  scroll = false,
  empty,
  labelled = false,
}: StaticTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) {
    return (
      <p role="status" className="table-empty">
        {empty}
      </p>
    );
  }
  const shown = columns.filter((column): column is StaticColumn<T> => Boolean(column));
  const table = (
    <table className={className ?? undefined}>
      {caption !== undefined ? <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((column) =>
            column.header === null ? (
              <td key={column.key} />
            ) : (
              <th key={column.key} scope="col" className={column.numeric ? "numeric" : undefined} dir={column.headerDir}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {shown.map((column) => (
              <Cell key={column.key} column={column} row={row} labelled={labelled} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <div className="table-scroll">{table}</div> : table;
}

function Cell<T>({ column, row, labelled }: { column: StaticColumn<T>; row: T; labelled: boolean }) {
  const classes = [column.numeric ? "numeric" : undefined, column.cellClass?.(row)].filter(Boolean).join(" ") || undefined;
  const dir = column.numeric ? "ltr" : column.dir;
  const content = column.cell(row);
  if (column.rowHeader) {
    return (
      <th scope="row" className={classes} dir={dir}>
        {content}
      </th>
    );
  }
  return (
    <td
      className={classes}
      dir={dir}
      data-label={column.label ?? (labelled && typeof column.header === "string" ? column.header : undefined)}
    >
      {content}
    </td>
  );
}
