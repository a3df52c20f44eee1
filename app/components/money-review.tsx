import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CustomFieldFacts } from "#app/components/custom-field-values";
import type { MoneyReview } from "#app/money/review.server";

/**
 * The review before money moves, the same on every page that moves money (issue 24 item 2,
 * docs/decisions/0175-review-and-receipt.md): the page's sentence of what is about to happen, then the
 * amount exactly as it will move, from where, to whom and the balance it leaves. The page's form follows
 * it with the reviewed values as hidden fields and a confirm button that names the amount.
 */
export function MoneyReviewSummary({
  review,
  sentence,
}: {
  review: MoneyReview;
  /** What is about to happen: a sentence, or the page's own paragraphs. */
  sentence: ReactNode;
}) {
  const { t } = useTranslation(["common"]);
  return (
    <>
      <h3>{t("common.review.heading")}</h3>
      <div className="review-amount" role="status">
        {typeof sentence === "string" ? (
          <p>
            <strong>{sentence}</strong>
          </p>
        ) : (
          sentence
        )}
      </div>
      <dl className="review-list">
        <div>
          <dt>{t("common.review.amount")}</dt>
          <dd>{review.text}</dd>
        </div>
        <div>
          <dt>{t("common.review.from")}</dt>
          <dd>{review.fromLabel}</dd>
        </div>
        <div>
          <dt>{t("common.review.to")}</dt>
          <dd>{review.toLabel}</dd>
        </div>
        {review.balanceAfter === null ? null : (
          <div>
            <dt>{review.balanceOf === "card" ? t("common.review.cardBalanceAfter") : t("common.review.fundingBalanceAfter")}</dt>
            <dd>{review.balanceAfter}</dd>
          </div>
        )}
        <CustomFieldFacts values={review.customFields} />
      </dl>
    </>
  );
}
