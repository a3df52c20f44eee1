import { useTranslation } from "react-i18next";
import type { Column } from "#app/routes/dashboard/imports/parts/rows-table";

/** The import's template: the CSV download and what each column holds. */

type ColumnHelpKey = `imports.columns.${Column["help"]}`;

export function Template({ columns, self }: { columns: readonly Column[]; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-template-title" className="stack">
      <h2 id="import-template-title">{t("imports.template.heading")}</h2>
      <p>{t("imports.template.body")}</p>
      <p>
        {/* A file download: a plain link, not a client navigation. */}
        <a href={`${self}/template.csv`} download>
          {t("imports.template.download")}
        </a>
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t("imports.template.columnsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("imports.template.column")}</th>
              <th scope="col">{t("imports.template.required")}</th>
              <th scope="col">{t("imports.template.help")}</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.key}>
                <th scope="row" dir="ltr">
                  <code>{column.key}</code>
                </th>
                <td>{column.required ? t("imports.template.required") : t("imports.template.optional")}</td>
                <td>{t(`imports.columns.${column.help}` as ColumnHelpKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
