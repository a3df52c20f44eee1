import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CustomFieldHiddenInputs } from "#app/components/custom-field-values";
import { CustomFieldInputs } from "#app/components/custom-fields";
import { ReplyErrors } from "#app/components/form-messages";
import { AmountField, FormActions, FormErrors, lazySchema, SelectField, useSchemaForm } from "#app/components/forms";
import { MoneyReviewSummary } from "#app/components/money-review";
import { REVIEWED_FIELD, REVIEWED_YES } from "#app/money/review-step";
import type { TransferReview } from "#app/routes/dashboard/funding/funding-account.server";
import type { CustomFieldInput } from "#domain/custom-fields";

// The page's schema, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const transferForm = lazySchema(() => import("#app/forms/funding-account.schema").then((m) => m.fundingTransferSchema));

/** Hidden field names shared with the action (a type import cannot carry values). */

export type TransferSetup = {
  accounts: Array<{ value: string; label: string }>;
  /** The business's custom fields for deposits (ADR 0179). */
  fields: readonly CustomFieldInput[];
  idempotencyKey: string;
};

type Reply = (SubmissionResult<string[]> & { review?: TransferReview }) | null | undefined;

/**
 * Move money between the super business's account and its programs' (docs/decisions/0115-funding-transfers.md):
 * "Continue" shows the shared review (the exact amount, both accounts, the source's balance afterwards);
 * only its button, which names the amount ("Move $1,500.00"), moves it, with the idempotency key the
 * page rendered, so a double submit moves it once. Custom fields travel through the review as hidden fields.
 */
export function TransferForm({ setup, action, reply }: { setup: TransferSetup; action: string; reply: Reply }) {
  const { t } = useTranslation(["funding"]);
  const busy = useNavigation().state === "submitting";
  const review = reply?.review;
  if (review) {
    return (
      <Form method="post" action={action} className="stack">
        <ReplyErrors reply={reply} />
        <MoneyReviewSummary
          review={review}
          sentence={t("funding.transfer.review", { amount: review.text, from: review.fromLabel, to: review.toLabel })}
        />
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name="from" value={review.from} />
        <input type="hidden" name="to" value={review.to} />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
        <CustomFieldHiddenInputs values={review.customFields} />
        <input type="hidden" name={REVIEWED_FIELD} value={REVIEWED_YES} />
        <FormActions
          submit={t("funding.transfer.confirm", { amount: review.text })}
          cancel={t("funding.transfer.cancel")}
          cancelTo={action}
          busy={busy}
        />
      </Form>
    );
  }
  return <AmountForm setup={setup} action={action} reply={reply} />;
}

function AmountForm({ setup, action, reply }: { setup: TransferSetup; action: string; reply: Reply }) {
  const { t } = useTranslation(["funding"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(transferForm, { id: "transfer", lastResult: reply ?? null });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="transfer" />
      <input type="hidden" name={fields.idempotencyKey.name} value={setup.idempotencyKey} />
      <SelectField
        meta={fields.from}
        label={t("funding.transfer.from")}
        options={setup.accounts}
        placeholder={t("funding.transfer.choose")}
      />
      <SelectField meta={fields.to} label={t("funding.transfer.to")} options={setup.accounts} placeholder={t("funding.transfer.choose")} />
      <AmountField meta={fields.amount} label={t("funding.transfer.amount")} hint={t("funding.transfer.amountHint")} />
      <CustomFieldInputs fields={setup.fields} meta={fields.customFields} />
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t("funding.transfer.continue")}
        </button>
      </div>
    </Form>
  );
}
