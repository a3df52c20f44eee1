import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Deferred } from "#app/components/deferred";
import type { CardLoad, CardView } from "#app/routes/dashboard/cards/card-detail.server";

const col = columns<CardLoad>();

function loadColumns(t: TFunction<["cardDetail"]>): Columns<CardLoad> {
  return col.columns([
    col.accessor("when", { header: () => t("cardDetail.timeLoaded") }),
    col.accessor("source", {
      header: () => t("cardDetail.source"),
      cell: ({ row }) => t(`cardDetail.loadSource.${row.original.source}`),
    }),
    col.accessor("amount", { header: () => t("cardDetail.amountLoaded"), meta: { numeric: true } }),
    // The values of the business's custom fields the load was given ("Funding Source: General Fund").
    col.accessor("fields", { header: () => t("cardDetail.loadFields") }),
  ]);
}

/** Load history (streamed; fails soft). */
export function LoadsPanel({ loads }: { loads: CardView["loads"] }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="loads-title">
      <h2 id="loads-title">{t("cardDetail.loads")}</h2>
      <Deferred resolve={loads}>
        {(list) => (
          <DataTable
            columns={loadColumns(t)}
            data={list}
            getRowId={(load) => load.id}
            caption={t("cardDetail.loads")}
            captionHidden
            empty={t("cardDetail.noLoads")}
          />
        )}
      </Deferred>
    </section>
  );
}
