import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import type { CardTransaction } from "#app/routes/dashboard/card-detail.server";

const col = columns<CardTransaction>();

function transactionColumns(t: TFunction<["cardDetail"]>): Columns<CardTransaction> {
  return col.columns([
    col.accessor("when", { header: () => t("cardDetail.date") }),
    col.accessor("merchant", { header: () => t("cardDetail.merchant") }),
    col.accessor("category", { header: () => t("cardDetail.category") }),
    col.accessor("status", {
      header: () => t("cardDetail.state"),
      cell: ({ row: { original: tx } }) => (
        <>
          {t(`cardDetail.txStatus.${tx.status}`)}
          {tx.decline ? (
            <span className="secondary-text">{"key" in tx.decline ? t(`cardDetail.decline.${tx.decline.key}`) : tx.decline.text}</span>
          ) : null}
        </>
      ),
    }),
    col.accessor("amount", { header: () => t("cardDetail.amount"), meta: { numeric: true } }),
  ]);
}

/** Purchases on the card; `null` when the user may not see transaction data. */
export function TransactionsPanel({ transactions }: { transactions: CardTransaction[] | null }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="transactions-title">
      <h2 id="transactions-title">{t("cardDetail.transactions")}</h2>
      {transactions === null ? (
        <p>{t("cardDetail.transactionsHidden")}</p>
      ) : (
        <DataTable
          columns={transactionColumns(t)}
          data={transactions}
          getRowId={(tx) => tx.id}
          caption={t("cardDetail.transactions")}
          captionHidden
          empty={t("cardDetail.noTransactions")}
        />
      )}
    </section>
  );
}
