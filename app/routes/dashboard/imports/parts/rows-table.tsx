import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
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
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("imports.preview.row")}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" dir="ltr">
                {column.key}
              </th>
            ))}
            {withOutcome ? (
              <>
                <th scope="col">{t("imports.result.outcome")}</th>
                <th scope="col">{t("imports.result.message")}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              {row.cells.map((cell) => {
                const id = `cell-${row.row}-${cell.key}`;
                return (
                  <td key={cell.key} className={cell.error ? "cell-invalid" : undefined}>
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
                        <input type="hidden" name="row" value={row.row} />
                        <input type="hidden" name="column" value={cell.key} />
                        <label htmlFor={`${id}-fix`} className="visually-hidden">
                          {t("imports.preview.fixLabel", { column: cell.key, row: row.row })}
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
                          <span className="visually-hidden"> ({t("imports.preview.fixWhich", { column: cell.key, row: row.row })})</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                );
              })}
              {withOutcome ? (
                <>
                  <td>{row.outcome ? t(`imports.outcomes.${row.outcome}`) : t("imports.outcomes.pending")}</td>
                  <td>{row.message ? t(`imports.messages.${row.message}` as "imports.messages.refused") : null}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
