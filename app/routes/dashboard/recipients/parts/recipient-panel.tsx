import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { CustomFieldHiddenInputs } from "#app/components/custom-field-values";
import { CustomFieldInputs } from "#app/components/custom-fields";
import { ReplyErrors } from "#app/components/form-messages";
import { AmountField, Field, FormErrors, lazySchema, RadioGroupField, replyFor, useSchemaForm } from "#app/components/forms";
import { MoneyReviewSummary } from "#app/components/money-review";
import type { addBankDetailsSchema, paySchema, updateRecipientSchema } from "#app/forms/recipient-detail.schema";
import { REVIEWED_FIELD, REVIEWED_YES } from "#app/money/review-step";
import { BankDetailsFields } from "#app/routes/dashboard/recipients/parts/bank-details-fields";
import type { RecipientPanel as Panel, PaymentReview } from "#app/routes/dashboard/recipients/recipient-detail.actions.server";
import type { CustomFieldInput } from "#domain/custom-fields";

// The recipient page's schemas, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/forms/recipient-detail.schema");
const payForm = lazySchema(() => schemas().then((m) => m.paySchema));
const updateForm = lazySchema(() => schemas().then((m) => m.updateRecipientSchema));
const intakeForm = lazySchema(() => schemas().then((m) => m.recipientActionSchema));
const bankDetailsForm = lazySchema(() => schemas().then((m) => m.addBankDetailsSchema));

/** The hidden field that marks a reviewed payment (recipient-detail.actions.server.ts; a type import cannot carry it). */
const SPEEDS = ["ach", "sameday_ach", "instant"] as const;

type Reply = (SubmissionResult<string[]> & { review?: PaymentReview }) | null | undefined;

export type RecipientPanelProps = {
  panel: Panel;
  base: string;
  recipient: { name: string; email: string; phone: string | null; accountLast4: string | null };
  paymentFields: readonly CustomFieldInput[];
  idempotencyKey: string;
  reply: Reply;
};

/**
 * One action on a recipient (`?do=<action>`): edit, resend or restart intake, or pay, whose amount is
 * shown exactly as it will move before anything moves (docs/decisions/0092-review-before-money-moves.md).
 * An island of the recipient page: it hydrates when its code and its schema are loaded.
 */
export function RecipientPanel({ panel, base, recipient, paymentFields, idempotencyKey, reply }: RecipientPanelProps) {
  const { t } = useTranslation(["recipients"]);
  const review = panel === "pay" ? reply?.review : undefined;
  return (
    <section className="confirm-panel" aria-labelledby="panel-title">
      <h2 id="panel-title">
        {panel === "bankDetails"
          ? t("recipients.bankDetailsPanel.title", { name: recipient.name })
          : t(`recipients.panels.${panel}.title`, { name: recipient.name })}
      </h2>
      {panel === "bankDetails" ? (
        <BankDetailsForm base={base} reply={reply} />
      ) : panel === "pay" ? (
        review ? (
          <ReviewForm key="review" review={review} base={base} recipient={recipient} reply={reply} />
        ) : (
          <PayForm key="pay" base={base} idempotencyKey={idempotencyKey} paymentFields={paymentFields} reply={reply} />
        )
      ) : panel === "edit" ? (
        <EditForm base={base} recipient={recipient} reply={reply} />
      ) : (
        <IntakeForm intent={panel} base={base} email={recipient.email} reply={reply} />
      )}
    </section>
  );
}

function PayForm({
  base,
  idempotencyKey,
  paymentFields,
  reply,
}: {
  base: string;
  idempotencyKey: string;
  paymentFields: readonly CustomFieldInput[];
  reply: Reply;
}) {
  const { t } = useTranslation(["recipients"]);
  const [form, fields] = useSchemaForm<typeof paySchema>(payForm, {
    id: "pay",
    lastResult: replyFor(reply, "pay"),
    defaultValue: { speed: "ach" },
  });
  return (
    <Form method="post" action={`${base}?do=pay`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("recipients.panels.pay.body")}</p>
      <input type="hidden" name={fields.intent.name} value="pay" />
      <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
      <AmountField meta={fields.amount} label={t("recipients.pay.amount")} hint={t("recipients.pay.amountHint")} />
      <RadioGroupField
        meta={fields.speed}
        label={t("recipients.pay.speed")}
        options={SPEEDS.map((speed) => ({ value: speed, label: t(`recipients.pay.speeds.${speed}`) }))}
      />
      <CustomFieldInputs fields={paymentFields} meta={fields.customFields} />
      <Buttons base={base} label={t("recipients.review.continue")} />
    </Form>
  );
}

/**
 * The shared review (amount, from the funding account, to the recipient's account by its last four digits,
 * the funding balance afterwards) and the only button that sends it, naming the amount: the same values,
 * the custom fields as hidden fields, the same key, `reviewed=yes`.
 */
function ReviewForm({
  review,
  base,
  recipient,
  reply,
}: {
  review: PaymentReview;
  /** A provider failure at the confirmation: its message above the same review. */
  reply: Reply;
  base: string;
  recipient: RecipientPanelProps["recipient"];
}) {
  const { t } = useTranslation(["recipients"]);
  const speed = t(`recipients.pay.speeds.${review.speed}`);
  return (
    <Form method="post" action={`${base}?do=pay`} className="stack">
      <ReplyErrors reply={reply} />
      <MoneyReviewSummary
        review={review}
        sentence={t("recipients.review.pay", { amount: review.text, name: recipient.name, last4: recipient.accountLast4 ?? "" })}
      />
      <p>{t("recipients.review.speed", { speed })}</p>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="amount" value={review.amount} />
      <input type="hidden" name="speed" value={review.speed} />
      <CustomFieldHiddenInputs values={review.customFields} />
      <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
      <input type="hidden" name={REVIEWED_FIELD} value={REVIEWED_YES} />
      <Buttons base={base} label={t("recipients.review.send", { amount: review.text })} change={`${base}?do=pay`} />
    </Form>
  );
}

function EditForm({ base, recipient, reply }: { base: string; recipient: RecipientPanelProps["recipient"]; reply: Reply }) {
  const { t } = useTranslation(["recipients"]);
  const [form, fields] = useSchemaForm<typeof updateRecipientSchema>(updateForm, {
    id: "edit",
    lastResult: replyFor(reply, "update"),
    defaultValue: { name: recipient.name, email: recipient.email, phone: recipient.phone ?? "" },
  });
  return (
    <Form method="post" action={`${base}?do=edit`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("recipients.panels.edit.body")}</p>
      <input type="hidden" name={fields.intent.name} value="update" />
      <Field meta={fields.name} label={t("recipients.form.name")} autoComplete="off" />
      <Field meta={fields.email} type="email" label={t("recipients.form.email")} autoComplete="off" />
      <Field meta={fields.phone} type="tel" label={t("recipients.form.phone")} hint={t("recipients.form.phoneHint")} autoComplete="off" />
      <Buttons base={base} label={t("recipients.panels.edit.yes")} />
    </Form>
  );
}

function IntakeForm({ intent, base, email, reply }: { intent: "resend" | "retry"; base: string; email: string; reply: Reply }) {
  const { t } = useTranslation(["recipients"]);
  const [form, fields] = useSchemaForm(intakeForm, { id: intent, lastResult: replyFor(reply, intent) });
  return (
    <Form method="post" action={`${base}?do=${intent}`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t(`recipients.panels.${intent}.body`, { email })}</p>
      <input type="hidden" name={fields.intent.name} value={intent} />
      <Buttons base={base} label={t(`recipients.panels.${intent}.yes`)} />
    </Form>
  );
}

/**
 * Staff give the bank details of a recipient who has not given them (issue 38 item 3). The bank
 * verification follows, as after intake; the account and routing numbers are never sent back.
 */
function BankDetailsForm({ base, reply }: { base: string; reply: Reply }) {
  const { t } = useTranslation(["recipients"]);
  const [form, fields] = useSchemaForm<typeof addBankDetailsSchema>(bankDetailsForm, {
    id: "bank-details",
    lastResult: replyFor(reply, "bankDetails"),
  });
  return (
    <Form method="post" action={`${base}?do=bankDetails`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("recipients.bankDetailsPanel.body")}</p>
      <input type="hidden" name={fields.intent.name} value="bankDetails" />
      <BankDetailsFields fields={fields} />
      <Buttons base={base} label={t("recipients.bankDetailsPanel.yes")} />
    </Form>
  );
}

/** The form's submit button, an optional way back to the amount, and Cancel. */
function Buttons({ base, label, change }: { base: string; label: string; change?: string }) {
  const { t } = useTranslation(["recipients"]);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="filter-actions">
      <button type="submit" disabled={busy}>
        {label}
      </button>
      {change ? (
        <Link to={change} className="button secondary">
          {t("recipients.review.change")}
        </Link>
      ) : null}
      <Link to={base} className="button secondary">
        {t("recipients.cancel")}
      </Link>
    </div>
  );
}
