import { useTranslation } from "react-i18next";
import type { CardTransaction } from "#app/routes/dashboard/card-detail.server";

/** Purchases on the card; `null` when the user may not see transaction data. */
export function TransactionsPanel({ transactions }: { transactions: readonly CardTransaction[] | null }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="transactions-title">
      <h2 id="transactions-title">{t("cardDetail.transactions")}</h2>
      {transactions === null ? (
        <p>{t("cardDetail.transactionsHidden")}</p>
      ) : transactions.length === 0 ? (
        <p>{t("cardDetail.noTransactions")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("cardDetail.date")}</th>
                <th scope="col">{t("cardDetail.merchant")}</th>
                <th scope="col">{t("cardDetail.category")}</th>
                <th scope="col">{t("cardDetail.state")}</th>
                <th scope="col" className="numeric">
                  {t("cardDetail.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((tx) => (
                <tr key={tx.id}>
                  <td>{tx.when}</td>
                  <td>{tx.merchant}</td>
                  <td>{tx.category}</td>
                  <td>
                    {t(`cardDetail.txStatus.${tx.status}`)}
                    {tx.decline ? (
                      <span className="secondary-text">
                        {"key" in tx.decline ? t(`cardDetail.decline.${tx.decline.key}`) : tx.decline.text}
                      </span>
                    ) : null}
                  </td>
                  <td className="numeric" dir="ltr">
                    {tx.amount}
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
