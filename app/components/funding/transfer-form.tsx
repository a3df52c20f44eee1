import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ReplyErrors } from "#app/components/form-messages";
import { Field, FormActions, FormErrors, lazySchema, SelectField, useSchemaForm } from "#app/components/forms";
import { MoneyReviewSummary } from "#app/components/money-review";
import type { TransferReview } from "#app/routes/dashboard/funding-account.server";

// The page's schema, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const transferForm = lazySchema(() => import("#app/routes/dashboard/funding-account.schema").then((m) => m.fundingTransferSchema));

/** Hidden field names shared with the action (a type import cannot carry values). */
const REVIEWED = "reviewed";
const FIELD_PREFIX = "field.";

export type TransferSetup = {
  accounts: Array<{ value: string; label: string }>;
  fields: Array<{ name: string; label: string; dataType: "dropdown" | "text"; options: string[] }>;
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
        {review.customFields.length ? (
          <ul>
            {review.customFields.map((f) => (
              <li key={f.name}>{`${f.name}: ${f.value}`}</li>
            ))}
          </ul>
        ) : null}
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name="from" value={review.from} />
        <input type="hidden" name="to" value={review.to} />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
        {review.customFields.map((f) => (
          <input key={f.name} type="hidden" name={`${FIELD_PREFIX}${f.name}`} value={f.value} />
        ))}
        <input type="hidden" name={REVIEWED} value="yes" />
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
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>;
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
      <Field
        meta={fields.amount}
        label={t("funding.transfer.amount")}
        hint={t("funding.transfer.amountHint")}
        inputMode="decimal"
        autoComplete="off"
      />
      {setup.fields.map((f) => {
        const id = `transfer-field-${f.name.replace(/\W+/g, "-")}`;
        const value = typeof typed[`${FIELD_PREFIX}${f.name}`] === "string" ? (typed[`${FIELD_PREFIX}${f.name}`] as string) : "";
        return (
          <div className="field" key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            {f.dataType === "dropdown" ? (
              <select id={id} name={`${FIELD_PREFIX}${f.name}`} defaultValue={value}>
                <option value="">{t("funding.transfer.none")}</option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} name={`${FIELD_PREFIX}${f.name}`} defaultValue={value} maxLength={500} />
            )}
          </div>
        );
      })}
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t("funding.transfer.continue")}
        </button>
      </div>
    </Form>
  );
}
