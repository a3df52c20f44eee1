import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Facts } from "#app/components/facts";
import type { RecipientPanel } from "#app/routes/dashboard/recipient-detail.actions.server";
import type { PaymentReceipt } from "#app/routes/dashboard/recipient-detail.page.server";

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
              {t(`recipients.action.${panel}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The receipt of a payment: what was sent, to which account (last four digits), how, and where it is now. */
export function PaymentReceiptPanel({ receipt, name }: { receipt: PaymentReceipt; name: string }) {
  const { t } = useTranslation(["recipients"]);
  return (
    <section className="confirm-panel" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t("recipients.receipt.title")}</h2>
      <p role="status">
        <strong>{t("recipients.receipt.sent", { amount: receipt.amount, name, last4: receipt.accountLast4 })}</strong>
      </p>
      <Facts
        items={[
          { label: t("recipients.detail.speed"), value: t(`recipients.detail.speeds.${receipt.speed}`) },
          { label: t("recipients.status"), value: t(`recipients.detail.transferStatuses.${receipt.status}`) },
          receipt.expected ? { label: t("recipients.receipt.expected"), value: receipt.expected } : null,
          { label: t("recipients.receipt.reference"), value: receipt.id, ltr: true },
        ]}
      />
      <p>{t("recipients.receipt.fundingNote")}</p>
    </section>
  );
}
