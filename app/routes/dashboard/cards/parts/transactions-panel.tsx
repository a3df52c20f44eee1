import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type StaticColumn, StaticTable } from "#app/components/static-table";
import type { CardTransaction } from "#app/routes/dashboard/cards/card-detail.server";

/** The purchases' columns. */
function transactionColumns(t: TFunction<["cardDetail", "common"]>): StaticColumn<CardTransaction>[] {
  return [
    { key: "when", header: t("cardDetail.date"), cell: (tx) => tx.when },
    { key: "merchant", header: t("cardDetail.merchant"), cell: (tx) => tx.merchant },
    { key: "category", header: t("cardDetail.category"), cell: (tx) => tx.category },
    {
      key: "status",
      header: t("cardDetail.state"),
      cell: (tx) =>
        tx.decline ? (
          // A declined purchase stands out: a red badge, the spec's reason, what it means, and the rule behind it.
          <div className="decline">
            <span className="status status-declined">{t("cardDetail.txStatus.declined")}</span>{" "}
            <strong>{"key" in tx.decline ? t(`common.decline.${tx.decline.key}`) : tx.decline.text}</strong>
            <span className="secondary-text">{t(`cardDetail.declineMeaning.${"key" in tx.decline ? tx.decline.key : "declined"}`)}</span>
            {tx.declinedBy ? (
              <span className="secondary-text">
                {t("cardDetail.declineRule")} <Link to={tx.declinedBy.href}>{tx.declinedBy.name}</Link>
              </span>
            ) : null}
          </div>
        ) : (
          t(`cardDetail.txStatus.${tx.status}`)
        ),
    },
    { key: "amount", header: t("cardDetail.amount"), numeric: true, cell: (tx) => tx.amount },
  ];
}

/** Purchases on the card, all or the declined ones only (`?transactions=declined`); `null` when the user may not see them. */
export function TransactionsPanel({
  transactions,
  declinedOnly = false,
  base,
}: {
  transactions: CardTransaction[] | null;
  declinedOnly?: boolean;
  /** The card page's address, for the filter links. */
  base: string;
}) {
  const { t } = useTranslation(["cardDetail", "common"]);
  return (
    <section aria-labelledby="transactions-title">
      <h2 id="transactions-title">{t("cardDetail.transactions")}</h2>
      {transactions === null ? (
        <p>{t("cardDetail.transactionsHidden")}</p>
      ) : (
        <>
          <nav className="view-switch" aria-label={t("cardDetail.transactionsFilter")}>
            <Link to={`${base}#transactions-title`} aria-current={declinedOnly ? undefined : "page"} preventScrollReset>
              {t("cardDetail.showAll")}
            </Link>
            <Link
              to={`${base}?transactions=declined#transactions-title`}
              aria-current={declinedOnly ? "page" : undefined}
              preventScrollReset
            >
              {t("cardDetail.showDeclined")}
            </Link>
          </nav>
          <StaticTable
            columns={transactionColumns(t)}
            rows={transactions}
            rowKey={(tx) => tx.id}
            caption={t("cardDetail.transactions")}
            captionHidden
            scroll
            labelled
            empty={declinedOnly ? t("cardDetail.noDeclined") : t("cardDetail.noTransactions")}
          />
        </>
      )}
    </section>
  );
}
