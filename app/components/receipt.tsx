import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useArrivalFocus } from "#app/hydration";
import type { ReceiptView } from "#app/money/receipt.server";

/**
 * The receipt after money moved, the same on every page that moves money (issue 24 item 2,
 * docs/decisions/0175-review-and-receipt.md): the page's sentence of what moved, then the amount, the
 * new balance (the card's, or the funding account's) and the provider's reference, and any facts of the
 * page's own (`children`, more `<div><dt/><dd/></div>` rows). It comes once, from the flash cookie of
 * the redirect after the movement (app/money/receipt.server.ts): a reload or a shared link shows no
 * receipt. With JavaScript its heading takes the focus, so a screen reader hears it after the confirmation
 * (not while a page the server rendered hydrates: app/hydration.ts).
 */
export function Receipt({
  receipt,
  sentence,
  balanceOf,
  next,
  children,
}: {
  receipt: ReceiptView;
  /** What moved, in the page's words ("$25.00 was loaded onto the card."). */
  sentence: ReactNode;
  /** Whose balance the new balance is. */
  balanceOf: "card" | "funding";
  /** What to do next, or what happens now (issue 35 item 4): the last line of the receipt. */
  next: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(["common"]);
  // In view and focused when it arrives, with JavaScript and without (ADR 0235).
  const arrival = useArrivalFocus<HTMLHeadingElement>([receipt]);
  return (
    <section className="receipt form-message form-message-success" aria-labelledby="receipt-title">
      <h2 id="receipt-title" {...arrival}>
        {t("common.receipt.title")}
      </h2>
      <p>{sentence}</p>
      <dl className="review-list">
        <div>
          <dt>{t("common.receipt.amount")}</dt>
          <dd>{receipt.amount}</dd>
        </div>
        {receipt.from ? (
          <div>
            <dt>{t("common.review.from")}</dt>
            <dd>{receipt.from}</dd>
          </div>
        ) : null}
        {receipt.to ? (
          <div>
            <dt>{t("common.review.to")}</dt>
            <dd>{receipt.to}</dd>
          </div>
        ) : null}
        {receipt.balance === null ? null : (
          <div>
            <dt>{balanceOf === "card" ? t("common.receipt.newCardBalance") : t("common.receipt.newFundingBalance")}</dt>
            <dd>{receipt.balance}</dd>
          </div>
        )}
        {children}
        <div>
          <dt>{t("common.receipt.reference")}</dt>
          <dd>
            <code>{receipt.reference}</code>
          </dd>
        </div>
      </dl>
      <p className="receipt-next">{next}</p>
    </section>
  );
}
