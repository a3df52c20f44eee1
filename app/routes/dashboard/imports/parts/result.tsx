import { useTranslation } from "react-i18next";
import { FormMessage } from "#app/components/form-messages";
import type { ImportView } from "#app/imports/page.server";
import { type Column, RowsTable } from "#app/routes/dashboard/imports/parts/rows-table";

/** A finished import: what was applied, what was refused and why, and the result file. */

export function Result({ columns, view, self }: { columns: readonly Column[]; view: ImportView; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-result-title" className="stack">
      <h2 id="import-result-title">{t("imports.result.heading")}</h2>
      <p>
        {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
      </p>
      {view.by && view.at ? <p>{t("imports.progress.by", { name: view.by, date: view.at })}</p> : null}
      {view.status === "refused" ? (
        <FormMessage tone="error">{t("imports.result.refusedBatch")}</FormMessage>
      ) : (
        <div role="status">
          <p>{t("imports.result.applied", { n: view.counts.applied })}</p>
          {view.counts.refused + view.counts.notApplied > 0 ? (
            <p>{t("imports.result.refused", { n: view.counts.refused + view.counts.notApplied })}</p>
          ) : null}
        </div>
      )}
      <p>
        <a href={`${self}/result.csv?import=${view.id}`} download>
          {t("imports.result.download")}
        </a>
      </p>
      {view.status !== "refused" && view.rows.length ? (
        <RowsTable columns={columns} rows={view.rows} caption={t("imports.result.refusedCaption")} withOutcome />
      ) : null}
    </section>
  );
}
