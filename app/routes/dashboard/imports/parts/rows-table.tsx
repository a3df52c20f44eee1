import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { type StaticColumn, StaticTable } from "#app/components/static-table";
import type { ImportPageData, ShownRow } from "#app/imports/page.server";
import { MAX_FIXED_CELL_LENGTH } from "#domain/csv-import";

/** The rows of an import: a preview's rows with problems (each correctable in place) or a result's refused rows. */

export type Column = ImportPageData["columns"][number];

export function RowsTable({
  columns,
  rows,
  caption,
  withOutcome,
  fix,
}: {
  columns: readonly Column[];
  rows: ShownRow[];
  caption: string;
  withOutcome: boolean;
  /** A preview's cells with a problem can be corrected in place: a small form per cell, with or without JavaScript. */
  fix?: { importId: string; action: string };
}) {
  const { t } = useTranslation(["imports", "validation"]);
  // Each correction replaces the preview (and its id): until the new one has arrived, another cell's Save
  // would post the replaced preview's id, so every Save waits, while what is typed in the fields stays.
  const navigating = useNavigation().state !== "idle";
  const cellOf = (row: ShownRow, key: string) => row.cells.find((cell) => cell.key === key);
  return (
    <StaticTable
      scroll
      caption={caption}
      rows={rows}
      rowKey={(row) => String(row.row)}
      columns={[
        // Keys outside the CSV's own column names (which are lower-case words).
        { key: "#row", header: t("imports.preview.row"), rowHeader: true, cell: (row) => row.row },
        ...columns.map(
          (column): StaticColumn<ShownRow> => ({
            key: column.key,
            header: column.key,
            headerDir: "ltr",
            cellClass: (row) => (cellOf(row, column.key)?.error ? "cell-invalid" : undefined),
            cell: (row) => {
              const cell = cellOf(row, column.key);
              return cell ? <RowCell row={row.row} cell={cell} fix={fix} navigating={navigating} /> : null;
            },
          }),
        ),
        withOutcome
          ? {
              key: "#outcome",
              header: t("imports.result.outcome"),
              cell: (row) => (row.outcome ? t(`imports.outcomes.${row.outcome}`) : t("imports.outcomes.pending")),
            }
          : null,
        withOutcome
          ? {
              key: "#message",
              header: t("imports.result.message"),
              cell: (row) => (row.message ? t(`imports.messages.${row.message}` as "imports.messages.refused") : null),
            }
          : null,
      ]}
    />
  );
}

/** A cell's value, its problem and (on a preview) the small form that corrects it. */
function RowCell({
  row,
  cell,
  fix,
  navigating,
}: {
  row: number;
  cell: ShownRow["cells"][number];
  fix?: { importId: string; action: string };
  navigating: boolean;
}) {
  const { t } = useTranslation(["imports", "validation"]);
  const id = `cell-${row}-${cell.key}`;
  return (
    <>
      <span dir="auto">{cell.value}</span>
      {cell.error ? (
        <span id={id} className="field-error">
          {cell.error.scope === "validation"
            ? t(`validation.${cell.error.key}` as "validation.amountRequired")
            : t(`imports.cells.${cell.error.key}` as "imports.cells.invalidValue")}
        </span>
      ) : null}
      {cell.error && fix ? (
        <Form method="post" action={fix.action} className="cell-fix">
          <input type="hidden" name="intent" value="fix" />
          <input type="hidden" name="importId" value={fix.importId} />
          <input type="hidden" name="row" value={row} />
          <input type="hidden" name="column" value={cell.key} />
          <label htmlFor={`${id}-fix`} className="visually-hidden">
            {t("imports.preview.fixLabel", { column: cell.key, row })}
          </label>
          <input
            id={`${id}-fix`}
            name="value"
            defaultValue={cell.secret ? "" : cell.value}
            maxLength={MAX_FIXED_CELL_LENGTH}
            autoComplete="off"
            dir="auto"
            aria-describedby={id}
          />
          <button type="submit" className="button" disabled={navigating}>
            {t("imports.preview.fixSave")}
            <span className="visually-hidden"> ({t("imports.preview.fixWhich", { column: cell.key, row })})</span>
          </button>
        </Form>
      ) : null}
    </>
  );
}
