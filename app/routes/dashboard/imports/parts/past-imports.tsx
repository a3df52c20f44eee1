import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t("imports.past.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("imports.past.file")}</th>
                <th scope="col">{t("imports.past.by")}</th>
                <th scope="col">{t("imports.past.at")}</th>
                <th scope="col">{t("imports.past.status")}</th>
                <th scope="col" className="numeric">
                  {t("imports.past.rows")}
                </th>
                <th scope="col" className="numeric">
                  {t("imports.past.applied")}
                </th>
                <th scope="col">{t("imports.past.result")}</th>
              </tr>
            </thead>
            <tbody>
              {data.past.map((past) => (
                <tr key={past.id}>
                  <th scope="row">
                    <Link to={`${self}?import=${past.id}`}>
                      <span dir="auto">{past.fileName}</span>
                    </Link>
                  </th>
                  <td dir="auto">{past.by}</td>
                  <td>{past.at}</td>
                  <td>{t(`imports.past.statuses.${past.status}`)}</td>
                  <td className="numeric">{past.rows}</td>
                  <td className="numeric">{past.applied}</td>
                  <td>
                    {past.status === "done" || past.status === "refused" ? (
                      <a href={`${self}/result.csv?import=${past.id}`} download>
                        {t("imports.result.download")}
                      </a>
                    ) : (
                      <Link to={`${self}?import=${past.id}`}>{t("imports.past.open")}</Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
