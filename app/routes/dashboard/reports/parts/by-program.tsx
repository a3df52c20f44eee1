import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import type { PayoutProductType } from "#domain/enums";

/** One row of the breakdown, in the page's language (reports.programs.server.ts). */
export type ProgramRow = {
  id: string;
  name: string;
  productType: PayoutProductType | null;
  loaded: string;
  spent: string;
  cardCount: string;
  transactionCount: string;
  sent: string;
  transferCount: string;
};

const col = columns<ProgramRow>();

/** A program opens its own screen: recipients for bank transfers, cards otherwise; the organization's row is text. */
const programHref = (row: ProgramRow) =>
  row.productType === "bank_transfers"
    ? href("/:businessId/recipients", { businessId: row.id })
    : href("/:businessId/cards", { businessId: row.id });

function programColumns(t: TFunction<["reports"]>): Columns<ProgramRow> {
  const numeric = { numeric: true } as const;
  return col.columns([
    col.accessor("name", {
      header: () => t("reports.byProgram.program"),
      meta: { rowHeader: true },
      cell: ({ row: { original } }) =>
        original.productType === null ? (
          t("reports.byProgram.own", { name: original.name })
        ) : (
          <Link to={programHref(original)}>{original.name}</Link>
        ),
    }),
    col.accessor("loaded", { header: () => t("reports.cards.loaded"), meta: numeric }),
    col.accessor("spent", { header: () => t("reports.cards.spent"), meta: numeric }),
    col.accessor("cardCount", { header: () => t("reports.cards.cardCount"), meta: numeric }),
    col.accessor("transactionCount", { header: () => t("reports.cards.transactionCount"), meta: numeric }),
    col.accessor("sent", { header: () => t("reports.byProgram.sent"), meta: numeric }),
    col.accessor("transferCount", { header: () => t("reports.transfers.transferCount"), meta: numeric }),
  ]);
}

/**
 * The cross-program report's first section (issue 35 item 6): one row per program with the figures that
 * add up (money loaded and spent, cards issued, purchases, bank transfers), so programs can be compared.
 */
export function ProgramBreakdown({ rows }: { rows: readonly ProgramRow[] }) {
  const { t } = useTranslation(["reports"]);
  return (
    <section aria-labelledby="programs-title">
      <h2 id="programs-title">{t("reports.byProgram.title")}</h2>
      <DataTable
        columns={programColumns(t)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("reports.byProgram.caption")}
        empty={<p>{t("reports.byProgram.empty")}</p>}
      />
    </section>
  );
}
