import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Deferred } from "#app/components/deferred";
import { type StaticColumn, StaticTable } from "#app/components/static-table";
import type { CardLoad, CardView } from "#app/routes/dashboard/cards/card-detail.server";

/** The loads' columns. */
function loadColumns(t: TFunction<["cardDetail"]>): StaticColumn<CardLoad>[] {
  return [
    { key: "when", header: t("cardDetail.timeLoaded"), cell: (load) => load.when },
    { key: "source", header: t("cardDetail.source"), cell: (load) => t(`cardDetail.loadSource.${load.source}`) },
    { key: "amount", header: t("cardDetail.amountLoaded"), numeric: true, cell: (load) => load.amount },
    // The values of the business's custom fields the load was given ("Funding Source: General Fund").
    { key: "fields", header: t("cardDetail.loadFields"), cell: (load) => load.fields },
  ];
}

/** Load history (streamed; fails soft). */
export function LoadsPanel({ loads }: { loads: CardView["loads"] }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="loads-title">
      <h2 id="loads-title">{t("cardDetail.loads")}</h2>
      <Deferred resolve={loads}>
        {(list) => (
          <StaticTable
            columns={loadColumns(t)}
            rows={list}
            rowKey={(load) => load.id}
            caption={t("cardDetail.loads")}
            captionHidden
            scroll
            labelled
            empty={t("cardDetail.noLoads")}
          />
        )}
      </Deferred>
    </section>
  );
}
