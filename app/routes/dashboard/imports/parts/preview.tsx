import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { useArrivalFocus } from "#app/hydration";
import type { ImportKind } from "#app/imports/kinds";
import type { ImportActionData, ImportView } from "#app/imports/page.server";
import { type Column, RowsTable } from "#app/routes/dashboard/imports/parts/rows-table";
import { ProblemMessage, UploadForm } from "#app/routes/dashboard/imports/parts/upload";

/** An uploaded file's preview: its problems to correct, or its total and funding, and the confirmation. */

/** One import shown on its kind's page (the preview, and the page that picks preview, progress or result). */
export type ImportDetailProps = {
  kind: ImportKind;
  columns: readonly Column[];
  view: ImportView;
  actionData: ImportActionData | undefined;
  self: string;
};

export function Preview({ kind, columns, view, actionData, self }: ImportDetailProps) {
  const { t } = useTranslation(["imports"]);
  const busy = useNavigation().state === "submitting";
  // After the upload the preview is in view and focused, with JavaScript and without (ADR 0235).
  const arrival = useArrivalFocus<HTMLHeadingElement>([view.id]);
  return (
    <>
      <section aria-labelledby="import-preview-title" className="stack">
        <h2 id="import-preview-title" {...arrival}>
          {t("imports.preview.heading")}
        </h2>
        <p>
          {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
        </p>
        <p>{t("imports.preview.rows", { n: view.rowCount })}</p>
        {view.errorCount > 0 ? (
          <>
            <FormMessage tone="error">{t("imports.preview.errors", { n: view.errorCount })}</FormMessage>
            {view.errorCount > view.rows.length ? <p>{t("imports.preview.moreErrors", { shown: view.rows.length })}</p> : null}
            <p>{t("imports.preview.fixHelp")}</p>
            <RowsTable
              columns={columns}
              rows={view.rows}
              caption={t("imports.preview.errorsCaption")}
              withOutcome={false}
              fix={{ importId: view.id, action: `${self}?import=${view.id}` }}
            />
          </>
        ) : (
          <>
            <FormMessage tone="info">{t("imports.preview.ready")}</FormMessage>
            {view.total ? (
              <p>
                <strong>
                  {t("imports.preview.total")}: <span dir="ltr">{view.total}</span>
                </strong>
              </p>
            ) : null}
            {view.funding?.length ? <FundingTable view={view} /> : null}
            {view.funding?.some((line) => line.short) ? (
              <FormMessage tone="error">{t(kind === "payments" ? "imports.preview.shortPayments" : "imports.preview.short")}</FormMessage>
            ) : null}
            <RowsTable columns={columns} rows={view.rows} caption={t("imports.preview.sampleCaption")} withOutcome={false} />
            {view.confirmable ? (
              <Form method="post" action={`${self}?import=${view.id}`} className="stack">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="importId" value={view.id} />
                <p>{t("imports.preview.confirmHelp")}</p>
                {actionData && "message" in actionData ? <ProblemMessage actionData={actionData} /> : null}
                <div className="filter-actions">
                  <button type="submit" className="button primary" disabled={busy}>
                    {t("imports.preview.confirm")}
                  </button>
                </div>
              </Form>
            ) : null}
          </>
        )}
      </section>
      <UploadForm kind={kind} self={self} actionData={actionData && "problem" in actionData ? actionData : undefined} replaces={view.id} />
    </>
  );
}

function FundingTable({ view }: { view: ImportView }) {
  const { t } = useTranslation(["imports"]);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t("imports.preview.fundingCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("imports.preview.account")}</th>
            <th scope="col" className="numeric">
              {t("imports.preview.rowsColumn")}
            </th>
            <th scope="col" className="numeric">
              {t("imports.preview.total")}
            </th>
            <th scope="col" className="numeric">
              {t("imports.preview.balance")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(view.funding ?? []).map((line) => (
            <tr key={line.name}>
              <th scope="row">{line.name}</th>
              <td className="numeric">{line.rows}</td>
              <td className="numeric" dir="ltr">
                {line.total}
              </td>
              <td className="numeric" dir="ltr">
                {line.balance ?? t("imports.preview.unknownBalance")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
