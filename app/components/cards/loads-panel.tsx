import { useTranslation } from "react-i18next";
import { Deferred } from "#app/components/deferred";
import type { CardView } from "#app/routes/dashboard/card-detail.server";

/** Load history (streamed; fails soft). */
export function LoadsPanel({ loads }: { loads: CardView["loads"] }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="loads-title">
      <h2 id="loads-title">{t("cardDetail.loads")}</h2>
      <Deferred resolve={loads}>
        {(list) =>
          list.length === 0 ? (
            <p>{t("cardDetail.noLoads")}</p>
          ) : (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("cardDetail.timeLoaded")}</th>
                  <th scope="col">{t("cardDetail.source")}</th>
                  <th scope="col" className="numeric">
                    {t("cardDetail.amountLoaded")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((load) => (
                  <tr key={load.id}>
                    <td>{load.when}</td>
                    <td>{t(`cardDetail.loadSource.${load.source}`)}</td>
                    <td className="numeric" dir="ltr">
                      {load.amount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Deferred>
    </section>
  );
}
