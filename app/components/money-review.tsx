import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CustomFieldFacts } from "#app/components/custom-field-values";
import { useArrivalFocus } from "#app/hydration";
import type { MoneyReview } from "#app/money/review.server";

/** The review's id: the place a page without JavaScript is brought to (ADR 0235). */
export const REVIEW_ID = "review";

/**
 * The review before money moves, the same on every page that moves money (issue 24 item 2,
 * docs/decisions/0175-review-and-receipt.md): the page's sentence of what is about to happen, then the
 * amount exactly as it will move, from where, to whom and the balance it leaves. The page's form follows
 * it with the reviewed values as hidden fields and a confirm button that names the amount.
 *
 * After Continue the review is in view and focused (issue 35 item 4, ADR 0235): its heading takes the
 * focus when the review appears in the browser, and carries `autofocus` for a page without JavaScript,
 * whose browser focuses it (and scrolls to it) as the answer loads. Never while a page hydrates.
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
  const arrival = useArrivalFocus<HTMLHeadingElement>([review.idempotencyKey, review.text]);
  return (
    <section id={REVIEW_ID} className="money-review" aria-labelledby={`${REVIEW_ID}-title`}>
      <h3 id={`${REVIEW_ID}-title`} {...arrival}>
        {t("common.review.heading")}
      </h3>
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
    </section>
  );
}
