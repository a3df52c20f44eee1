import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type StaticColumn, StaticTable } from "#app/components/static-table";
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

/** A program opens its own screen: recipients for bank transfers, cards otherwise; the organization's row is text. */
const programHref = (row: ProgramRow) =>
  row.productType === "bank_transfers"
    ? href("/:businessId/recipients", { businessId: row.id })
    : href("/:businessId/cards", { businessId: row.id });

/** The breakdown's columns: the program, then its figures. */
function programColumns(t: TFunction<["reports"]>): StaticColumn<ProgramRow>[] {
  const figure = (key: Exclude<keyof ProgramRow, "id" | "name" | "productType">, header: string): StaticColumn<ProgramRow> => ({
    key,
    header,
    numeric: true,
    cell: (row) => row[key],
  });
  return [
    {
      key: "name",
      header: t("reports.byProgram.program"),
      rowHeader: true,
      cell: (row) =>
        row.productType === null ? t("reports.byProgram.own", { name: row.name }) : <Link to={programHref(row)}>{row.name}</Link>,
    },
    figure("loaded", t("reports.cards.loaded")),
    figure("spent", t("reports.cards.spent")),
    figure("cardCount", t("reports.cards.cardCount")),
    figure("transactionCount", t("reports.cards.transactionCount")),
    figure("sent", t("reports.byProgram.sent")),
    figure("transferCount", t("reports.transfers.transferCount")),
  ];
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
      <StaticTable
        columns={programColumns(t)}
        rows={rows}
        rowKey={(row) => row.id}
        caption={t("reports.byProgram.caption")}
        scroll
        labelled
        empty={t("reports.byProgram.empty")}
      />
    </section>
  );
}
