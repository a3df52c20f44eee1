import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** The receipt of money that moved on the card page, as its loader formats it (card-detail.server.ts `receiptFor`). */
export type ReceiptView = { kind: "load" | "withdraw" | "transfer"; amount: string; balance: string | null; reference: string };

/**
 * The receipt after money moved (issue 24, docs/decisions/0175-review-and-receipt.md): what moved, the
 * card's new balance and the provider's reference. It comes once, from the flash cookie of the redirect
 * after the movement: a reload or a shared link of the page shows no receipt. With JavaScript its heading
 * takes the focus, so a screen reader hears it after the confirmation.
 */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  const { t } = useTranslation(["cardDetail"]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [receipt]);
  return (
    <section className="receipt form-message form-message-success" aria-labelledby="receipt-title">
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        {t("cardDetail.receipt.title")}
      </h2>
      <p>{t(`cardDetail.receipt.${receipt.kind}`, { amount: receipt.amount })}</p>
      <dl className="review-list">
        <div>
          <dt>{t("cardDetail.receipt.amount")}</dt>
          <dd>{receipt.amount}</dd>
        </div>
        {receipt.balance === null ? null : (
          <div>
            <dt>{t("cardDetail.receipt.newBalance")}</dt>
            <dd>{receipt.balance}</dd>
          </div>
        )}
        <div>
          <dt>{t("cardDetail.receipt.reference")}</dt>
          <dd>
            <code>{receipt.reference}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
