import { useTranslation } from "react-i18next";
import { EmailAddress } from "#app/components/email-address";
import { Facts } from "#app/components/facts";
import { MoneyReviewSummary } from "#app/components/money-review";
import { Receipt } from "#app/components/receipt";
import { type DemoAmounts, Sample } from "./sample";

/** The demonstration card and cardholder (the demo data's Maria Lopez and a recipient with a long e-mail). */
const DEMO = { card: "HB4M7R2KQ9", last6: "199719", holder: "Maria Lopez", email: "leila.ahmadi.ux1128@recipient.test" };

/** Page header and key-value facts. */
export function FactsSamples({ amounts }: { amounts: DemoAmounts }) {
  const { t } = useTranslation(["design", "cards", "cardDetail", "recipients"]);
  return (
    <>
      <Sample id="pageHeader">
        <div className="page-heading">
          <div>
            <p className="sample-title">{DEMO.holder}</p>
            <p className="page-context">{t("design.demo.program")}</p>
          </div>
          <span className="status status-active">{t("cards.statuses.active")}</span>
          <a className="button" href="#review">
            {t("cardDetail.action.load")}
          </a>
        </div>
      </Sample>
      <Sample id="facts">
        <Facts
          items={[
            { label: t("cardDetail.available"), value: <span className="balance-figure">{amounts.cardBefore}</span> },
            { label: t("cardDetail.cardId"), value: DEMO.card, ltr: true },
            { label: t("cardDetail.number"), value: `•••• ${DEMO.last6}`, ltr: true },
            { label: t("cardDetail.email"), value: <EmailAddress address={DEMO.email} />, ltr: true },
            { label: t("recipients.status"), value: t("recipients.statuses.awaiting_recipient") },
          ]}
        />
        <Facts
          layout="rows"
          items={[
            { label: t("cards.balance"), value: amounts.cardBefore, ltr: true },
            { label: t("cardDetail.organization"), value: "Harbor Relief Network" },
          ]}
        />
      </Sample>
    </>
  );
}

/** The review before money moves, with its two buttons, and the receipt after. */
export function MoneySamples({ amounts }: { amounts: DemoAmounts }) {
  const { t } = useTranslation(["common", "cardDetail"]);
  const to = `${DEMO.holder} •••• ${DEMO.last6}`;
  return (
    <>
      <Sample id="review">
        <section className="confirm-panel" aria-label={t("common.review.heading")}>
          <MoneyReviewSummary
            sentence={t("cardDetail.review.load", { amount: amounts.load })}
            review={{
              amount: "25.00",
              text: amounts.load,
              fromLabel: t("cardDetail.loadSource.funding_account"),
              toLabel: to,
              balanceOf: "card",
              balanceAfter: amounts.cardAfter,
              idempotencyKey: "demo",
              customFields: [],
            }}
          />
          <div className="button-row">
            <button type="button">{t("cardDetail.review.confirmLoad", { amount: amounts.load })}</button>
            <button type="button" className="secondary">
              {t("cardDetail.review.change")}
            </button>
          </div>
        </section>
      </Sample>
      <Sample id="receipt">
        <Receipt
          sentence={t("cardDetail.receipt.load", { amount: amounts.load })}
          balanceOf="card"
          next={t("common.receiptNext.cardLoad")}
          receipt={{
            kind: "load",
            reference: "load_7Q2M4KD9XH",
            amount: amounts.load,
            balance: amounts.cardAfter,
            from: t("cardDetail.loadSource.funding_account"),
            to,
          }}
        />
      </Sample>
    </>
  );
}
