import { useTranslation } from "react-i18next";
import { StaticTable } from "#app/components/static-table";
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
      <StaticTable
        scroll
        caption={t("imports.template.columnsCaption")}
        rows={columns}
        rowKey={(column) => column.key}
        columns={[
          { key: "column", header: t("imports.template.column"), rowHeader: true, dir: "ltr", cell: (column) => <code>{column.key}</code> },
          {
            key: "required",
            header: t("imports.template.required"),
            cell: (column) => (column.required ? t("imports.template.required") : t("imports.template.optional")),
          },
          { key: "help", header: t("imports.template.help"), cell: (column) => t(`imports.columns.${column.help}` as ColumnHelpKey) },
        ]}
      />
    </section>
  );
}
