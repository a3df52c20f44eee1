import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StaticTable } from "#app/components/static-table";
import type { ImportPageData } from "#app/imports/page.server";

/** The kind's past imports, each opened again or its result downloaded. */

export function PastImports({ data, self }: { data: ImportPageData; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-past-title" className="stack">
      <h2 id="import-past-title">{t("imports.past.heading")}</h2>
      {data.past.length === 0 ? (
        <p>{t("imports.past.empty")}</p>
      ) : (
        <StaticTable
          scroll
          caption={t("imports.past.caption")}
          rows={data.past}
          rowKey={(past) => past.id}
          columns={[
            {
              key: "file",
              header: t("imports.past.file"),
              rowHeader: true,
              cell: (past) => (
                <Link to={`${self}?import=${past.id}`}>
                  <span dir="auto">{past.fileName}</span>
                </Link>
              ),
            },
            { key: "by", header: t("imports.past.by"), dir: "auto", cell: (past) => past.by },
            { key: "at", header: t("imports.past.at"), cell: (past) => past.at },
            { key: "status", header: t("imports.past.status"), cell: (past) => t(`imports.past.statuses.${past.status}`) },
            { key: "rows", header: t("imports.past.rows"), numeric: true, cell: (past) => past.rows },
            { key: "applied", header: t("imports.past.applied"), numeric: true, cell: (past) => past.applied },
            {
              key: "result",
              header: t("imports.past.result"),
              cell: (past) =>
                past.status === "done" || past.status === "refused" ? (
                  <a href={`${self}/result.csv?import=${past.id}`} download>
                    {t("imports.result.download")}
                  </a>
                ) : (
                  <Link to={`${self}?import=${past.id}`}>{t("imports.past.open")}</Link>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
