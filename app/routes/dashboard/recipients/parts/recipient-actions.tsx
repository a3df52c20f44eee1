import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Receipt } from "#app/components/receipt";
import type { RecipientPanel } from "#app/routes/dashboard/recipients/recipient-detail.actions.server";
import type { PaymentReceipt } from "#app/routes/dashboard/recipients/recipient-detail.page.server";

/** The actions the user may take on this recipient now, each a link to its panel (`?do=<action>`). */
export function RecipientActions({ panels, base }: { panels: readonly RecipientPanel[]; base: string }) {
  const { t } = useTranslation(["recipients"]);
  if (panels.length === 0) return null;
  return (
    <nav className="card-actions" aria-labelledby="recipient-actions-title">
      <h2 id="recipient-actions-title">{t("recipients.actions")}</h2>
      <ul>
        {panels.map((panel) => (
          <li key={panel}>
            <Link to={`${base}?do=${panel}`} className={panel === "pay" ? "button" : "button secondary"}>
              {panel === "bankDetails" ? t("recipients.bankDetailsPanel.action") : t(`recipients.action.${panel}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The receipt of a payment (the shared receipt, app/components/receipt.tsx): what was sent, to which
 * account (last four digits), the funding account's new balance and the transfer's id, then how it goes
 * and where it is now.
 */
export function PaymentReceiptPanel({ receipt, name }: { receipt: PaymentReceipt; name: string }) {
  const { t } = useTranslation(["recipients", "common"]);
  const transfer = receipt.transfer;
  return (
    <Receipt
      receipt={receipt}
      balanceOf="funding"
      next={t("common.receiptNext.payment")}
      sentence={
        <>
          {t("recipients.receipt.sent", { amount: receipt.amount, name, last4: receipt.accountLast4 })}{" "}
          {t("recipients.receipt.fundingNote")}
        </>
      }
    >
      {transfer ? (
        <>
          <div>
            <dt>{t("recipients.detail.speed")}</dt>
            <dd>{t(`recipients.detail.speeds.${transfer.speed}`)}</dd>
          </div>
          <div>
            <dt>{t("recipients.status")}</dt>
            <dd>{t(`recipients.detail.transferStatuses.${transfer.status}`)}</dd>
          </div>
          {transfer.expected ? (
            <div>
              <dt>{t("recipients.receipt.expected")}</dt>
              <dd>{transfer.expected}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </Receipt>
  );
}
