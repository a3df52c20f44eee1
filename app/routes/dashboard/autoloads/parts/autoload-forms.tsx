import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { AmountField, Field, FormActions, FormErrors, lazySchema, SelectField, useSchemaForm } from "#app/components/forms";
import { OFFERED_END_FIELD, OFFERED_START_FIELD } from "#app/forms/autoload-offered";
import { REVIEWED_FIELD, REVIEWED_YES } from "#app/money/review-step";
import type { ModifyReview } from "#app/routes/dashboard/autoloads/autoload-detail.server";
import type { CreateReview, PickerCard } from "#app/routes/dashboard/autoloads/autoloads.server";
import { autoloadFrequencies } from "#domain/enums";
import { CalendarPreview, CardChoices } from "./autoload-parts";

// The schemas load after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/forms/autoloads.schema");
const createForm = lazySchema(() => schemas().then((m) => m.createAutoloadSchema));
const modifyForm = lazySchema(() => schemas().then((m) => m.modifyAutoloadSchema));

/** The hidden field that marks a reviewed form (a type import cannot carry the servers' constant). */

type Reply<Review> = (SubmissionResult<string[]> & { review?: Review }) | null | undefined;

const useFrequencyOptions = () => {
  const { t } = useTranslation(["autoloads"]);
  return autoloadFrequencies.map((f) => ({ value: f, label: t(`autoloads.frequencies.${f}`) }));
};

export type CreateSetup = {
  defaults: { startDate: string; endDate: string };
  picker: PickerCard[] | null;
  idempotencyKey: string;
};

/**
 * A new autoload (docs/decisions/0135-autoload-screens.md): "Continue" shows the review (amount, dates,
 * cards, the next runs with their totals); only "Create autoload" there creates it, with the idempotency
 * key the page rendered, so a double submit creates one.
 */
export function CreateAutoloadForm({ setup, action, reply }: { setup: CreateSetup; action: string; reply: Reply<CreateReview> }) {
  const { t } = useTranslation(["autoloads"]);
  const busy = useNavigation().state === "submitting";
  const review = reply?.review;
  if (review) {
    const frequency = t(`autoloads.frequencies.${review.frequency}`);
    return (
      <Form method="post" action={action} className="stack">
        <p className="review-amount" role="status">
          <strong>{t("autoloads.review.create", { name: review.name, amount: review.amountText, frequency })}</strong>
        </p>
        <p>
          {review.endText
            ? t("autoloads.review.dates", { start: review.startText, end: review.endText })
            : t("autoloads.review.open", { start: review.startText })}
        </p>
        <p>{t("autoloads.review.cards", { cards: review.cards.length })}</p>
        {review.cards.length ? (
          <ul>
            {review.cards.map((card) => (
              <li key={card.id}>{t("autoloads.picker.card", { name: card.holderName, last6: card.last6 })}</li>
            ))}
          </ul>
        ) : null}
        <CalendarPreview runs={review.runs} id="create-preview" />
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="name" value={review.name} />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="frequency" value={review.frequency} />
        <input type="hidden" name="startDate" value={review.startDate} />
        <input type="hidden" name="endDate" value={review.endDate} />
        {review.cards.map((card) => (
          <input key={card.id} type="hidden" name="cardIds" value={card.id} />
        ))}
        <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
        <input type="hidden" name={REVIEWED_FIELD} value={REVIEWED_YES} />
        <FormActions submit={t("autoloads.create.confirm")} cancel={t("autoloads.create.cancel")} cancelTo={action} busy={busy} />
      </Form>
    );
  }
  return <CreateFields setup={setup} action={action} reply={reply} />;
}

function CreateFields({ setup, action, reply }: { setup: CreateSetup; action: string; reply: Reply<CreateReview> }) {
  const { t } = useTranslation(["autoloads"]);
  const busy = useNavigation().state === "submitting";
  const frequencies = useFrequencyOptions();
  const [form, fields] = useSchemaForm(createForm, {
    id: "create-autoload",
    lastResult: reply ?? null,
    defaultValue: { frequency: "weekly", startDate: setup.defaults.startDate, endDate: setup.defaults.endDate },
  });
  const typed = reply?.initialValue?.cardIds;
  const checked = Array.isArray(typed) ? typed.filter((v): v is string => typeof v === "string") : typeof typed === "string" ? [typed] : [];
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="create" />
      <input type="hidden" name={fields.idempotencyKey.name} value={setup.idempotencyKey} />
      <input type="hidden" name={OFFERED_START_FIELD} value={setup.defaults.startDate} />
      <input type="hidden" name={OFFERED_END_FIELD} value={setup.defaults.endDate} />
      <Field meta={fields.name} label={t("autoloads.name")} autoComplete="off" />
      <AmountField meta={fields.amount} label={t("autoloads.amount")} hint={t("autoloads.create.amountHint")} />
      <SelectField meta={fields.frequency} label={t("autoloads.frequency")} options={frequencies} />
      <Field meta={fields.startDate} type="date" label={t("autoloads.startDate")} hint={t("autoloads.create.startHint")} />
      <Field meta={fields.endDate} type="date" label={t("autoloads.endDate")} hint={t("autoloads.create.endHint")} />
      {setup.picker ? (
        <fieldset className="field">
          <legend>{t("autoloads.picker.legend")}</legend>
          <CardChoices cards={setup.picker} checked={checked} />
        </fieldset>
      ) : null}
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t("autoloads.create.continue")}
        </button>
      </div>
    </Form>
  );
}

export type ModifySetup = { name: string; amount: string; frequency: string; endDate: string };

/** A change of name, amount, frequency or end date, reviewed with the next runs before it is saved. */
export function ModifyAutoloadForm({ setup, action, reply }: { setup: ModifySetup; action: string; reply: Reply<ModifyReview> }) {
  const { t } = useTranslation(["autoloads"]);
  const busy = useNavigation().state === "submitting";
  const review = reply?.review;
  const frequencies = useFrequencyOptions();
  const [form, fields] = useSchemaForm(modifyForm, {
    id: "modify-autoload",
    lastResult: review ? null : (reply ?? null),
    defaultValue: { name: setup.name, amount: setup.amount, frequency: setup.frequency, endDate: setup.endDate },
  });
  if (review) {
    const frequency = t(`autoloads.frequencies.${review.frequency}`);
    return (
      <Form method="post" action={action} className="stack">
        <p className="review-amount" role="status">
          <strong>{t("autoloads.review.modify", { name: review.name, amount: review.amountText, frequency })}</strong>
        </p>
        <p>{review.endText ? t("autoloads.review.until", { end: review.endText }) : t("autoloads.review.noEnd")}</p>
        <CalendarPreview runs={review.runs} id="modify-preview" />
        <input type="hidden" name="intent" value="modify" />
        <input type="hidden" name="name" value={review.name} />
        <input type="hidden" name="amount" value={review.amount} />
        <input type="hidden" name="frequency" value={review.frequency} />
        <input type="hidden" name="endDate" value={review.endDate} />
        <input type="hidden" name={REVIEWED_FIELD} value={REVIEWED_YES} />
        <FormActions submit={t("autoloads.modify.confirm")} cancel={t("autoloads.modify.cancel")} cancelTo={action} busy={busy} />
      </Form>
    );
  }
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="modify" />
      <Field meta={fields.name} label={t("autoloads.name")} autoComplete="off" />
      <AmountField meta={fields.amount} label={t("autoloads.amount")} hint={t("autoloads.create.amountHint")} />
      <SelectField
        meta={fields.frequency}
        label={t("autoloads.frequency")}
        options={frequencies}
        hint={t("autoloads.modify.frequencyHint")}
      />
      <Field meta={fields.endDate} type="date" label={t("autoloads.endDate")} hint={t("autoloads.create.endHint")} />
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t("autoloads.modify.continue")}
        </button>
      </div>
    </Form>
  );
}
