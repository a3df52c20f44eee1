import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { MoneyReviewSummary } from "#app/components/money-review";
import { Receipt } from "#app/components/receipt";
import type { ReceiptView } from "#app/money/receipt.server";
import type { BulkResult, BulkReview } from "#app/routes/dashboard/cards/cards-bulk.confirm.server";
import type { SelectionFields } from "#app/routes/dashboard/cards/cards-bulk.details.server";

/**
 * The bulk actions' parts that need no form kit (docs/decisions/0157-bulk-card-actions.md): the bar on
 * the cards list, the selection carried as hidden fields, the review and the result. Server-rendered;
 * every form posts without JavaScript.
 */

/** The selection as hidden fields, so each step posts the same cards (ids, or the filter). */
export function SelectionInputs({ selection }: { selection: SelectionFields }) {
  return (
    <>
      <input type="hidden" name="scope" value={selection.scope} />
      {selection.cardIds.map((cardId) => (
        <input key={cardId} type="hidden" name="cardIds" value={cardId} />
      ))}
      {Object.entries(selection.filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

type Line = BulkReview["ready"][number];

function CardTable({ caption, lines, withOutcome }: { caption: string; lines: readonly Line[]; withOutcome: boolean }) {
  const { t } = useTranslation(["cards"]);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("cards.bulk.card")}</th>
            {withOutcome ? <th scope="col">{t("cards.bulk.outcome")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {line.holderName ? `${line.holderName} ` : null}
                <span className="secondary-text" dir="ltr">
                  {line.id}
                  {line.last6 ? ` •••• ${line.last6}` : null}
                </span>
              </th>
              {withOutcome ? <td>{line.outcome ? t(`cards.bulk.outcomes.${line.outcome}`) : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What will happen, stated before anything changes, and the one button that does it (with the batch's key). */
export function BulkReviewPanel({ review, action, cancelTo }: { review: BulkReview; action: string; cancelTo: string }) {
  const { t } = useTranslation(["cards"]);
  const busy = useNavigation().state === "submitting";
  const count = review.ready.length;
  return (
    <section aria-labelledby="bulk-review-title" className="confirm-panel">
      <h2 id="bulk-review-title">{t("cards.bulk.reviewTitle")}</h2>
      {review.changed ? <FormMessage tone="info">{t("cards.bulk.changed")}</FormMessage> : null}
      {review.load ? (
        <MoneyReviewSummary
          review={review.load.money}
          sentence={
            <>
              <p>{t("cards.bulk.loadSummary", { amount: review.load.amount })}</p>
              <p>{t("cards.bulk.cardsCount", { cards: count })}</p>
              <p>
                <strong>{t("cards.bulk.total", { amount: review.load.total })}</strong>
              </p>
            </>
          }
        />
      ) : (
        <div role="status" className="review-amount">
          <p>
            {review.tagName !== null
              ? t("cards.bulk.tagSummary", { name: review.tagName })
              : review.ruleName !== null
                ? t("cards.bulk.ruleSummary", { name: review.ruleName })
                : review.action === "removeFromAutoload"
                  ? t("cards.bulk.removeSummary", { name: review.autoloadName ?? "" })
                  : t("cards.bulk.autoloadSummary", { name: review.autoloadName ?? "" })}
          </p>
          <p>{t("cards.bulk.cardsCount", { cards: count })}</p>
        </div>
      )}
      {review.load?.accounts.length ? (
        <>
          <div className="table-scroll">
            <table className="data-table">
              <caption>{t("cards.bulk.accounts")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("cards.bulk.account")}</th>
                  <th scope="col" className="numeric">
                    {t("cards.bulk.accountCards")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("cards.bulk.accountTotal")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("cards.bulk.accountBalance")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("cards.bulk.accountAfter")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.load.accounts.map((account) => (
                  <tr key={account.businessId}>
                    <th scope="row">{account.name}</th>
                    <td className="numeric" dir="ltr">
                      {account.cards}
                    </td>
                    <td className="numeric" dir="ltr">
                      {account.total}
                    </td>
                    <td className="numeric" dir="ltr">
                      {account.balance ?? t("cards.bulk.unknownBalance")}
                    </td>
                    <td className="numeric" dir="ltr">
                      {account.after ?? t("cards.bulk.unknownBalance")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {review.load.accounts
            .filter((account) => account.short && account.balance !== null)
            .map((account) => (
              <FormMessage key={account.businessId} tone="error">
                {t("cards.bulk.notCovered", { name: account.name })}
              </FormMessage>
            ))}
        </>
      ) : null}
      {count > 0 ? (
        <Form method="post" action={action} className="stack">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="action" value={review.action} />
          {Object.entries(review.detail).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SelectionInputs selection={review.selection} />
          <input type="hidden" name="batchKey" value={review.batchKey} />
          <input type="hidden" name="reviewed" value={review.reviewed} />
          {/* The kit's FormActions markup, without the kit: this page's own JavaScript stays small. */}
          <div className="filter-actions">
            <button type="submit" disabled={busy}>
              {t(`cards.bulk.confirm.${review.action}`, { total: review.load?.total ?? "" })}
            </button>
            <Link to={cancelTo} className="button secondary">
              {t("cards.bulk.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <FormMessage tone="error">{t("cards.bulk.nothingToDo")}</FormMessage>
      )}
      {count > 0 ? (
        <details>
          <summary>{t("cards.bulk.cardsTitle")}</summary>
          <CardTable caption={t("cards.bulk.cardsTitle")} lines={review.ready} withOutcome={false} />
        </details>
      ) : null}
      {review.skipped.length ? <CardTable caption={t("cards.bulk.skippedTitle")} lines={review.skipped} withOutcome /> : null}
    </section>
  );
}

/** What happened to each card. */
export function BulkResultPanel({ result }: { result: BulkResult }) {
  const { t } = useTranslation(["cards"]);
  return (
    <section aria-labelledby="bulk-result-title">
      <h2 id="bulk-result-title">{t("cards.bulk.resultTitle")}</h2>
      <FormMessage tone={result.notApplied ? "info" : "success"}>
        <p>{t("cards.bulk.resultApplied", { cards: result.applied })}</p>
        {result.notApplied ? <p>{t("cards.bulk.resultNotApplied", { cards: result.notApplied })}</p> : null}
      </FormMessage>
      <CardTable caption={t("cards.bulk.resultTitle")} lines={result.lines} withOutcome />
    </section>
  );
}

/** The outcomes a receipt may name (a cookie is user input: anything else reads as "failed"). */
const OUTCOMES = ["notPermitted", "closed", "notFound", "insufficientFunds", "inProgress", "failed"] as const;
const outcomeOf = (why: string) => OUTCOMES.find((o) => o === why) ?? "failed";

/**
 * The receipt of a bulk load (the shared receipt, app/components/receipt.tsx): the total loaded, the
 * funding account's new balance, the batch's reference, how many cards were loaded and, by name, the
 * first of those that were not.
 */
export function BulkLoadReceipt({ receipt }: { receipt: ReceiptView }) {
  const { t } = useTranslation(["cards", "common"]);
  const cards = receipt.cards ?? { done: 0, notDone: 0, missed: [] };
  const missed = cards.missed.map((m) => ({ id: m.id, holderName: "", last6: "", outcome: outcomeOf(m.why) }));
  return (
    <>
      <Receipt
        receipt={receipt}
        balanceOf="funding"
        next={t("common.receiptNext.bulkLoad")}
        sentence={
          <>
            {t("cards.bulk.resultLoaded", { amount: receipt.amount })} {t("cards.bulk.resultApplied", { cards: cards.done })}
            {cards.notDone ? <> {t("cards.bulk.resultNotApplied", { cards: cards.notDone })}</> : null}
          </>
        }
      />
      {missed.length ? <CardTable caption={t("cards.bulk.skippedTitle")} lines={missed} withOutcome /> : null}
    </>
  );
}
