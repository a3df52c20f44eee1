import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate } from "react-router";
import { CustomFieldHiddenInputs } from "#app/components/custom-field-values";
import { CustomFieldInputs } from "#app/components/custom-fields";
import {
  AmountField,
  Field,
  FormErrors,
  lazySchema,
  NewPinFields,
  RadioGroupField,
  replyFor,
  SelectField,
  SubmitButton,
  useSchemaForm,
} from "#app/components/forms";
import { MoneyReviewSummary } from "#app/components/money-review";
import { StateField } from "#app/components/state-field";
import { STATUS_ACTIONS, type StatusAction } from "#app/forms/card-detail.intents";
import type { cardTransferSchema, loadSchema, withdrawSchema } from "#app/forms/card-detail.schema";
import { useFocusOnChange } from "#app/hydration";
import type { AmountReview } from "#app/routes/dashboard/cards/card-detail.review.server";
import type { Confirmable } from "#app/routes/dashboard/cards/card-detail.server";
import type { CustomFieldInput } from "#domain/custom-fields";
import { shippingMethods } from "#domain/enums";

// The card page's schemas, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/forms/card-detail.schema");
const loadForm = lazySchema(() => schemas().then((m) => m.loadSchema));
const withdrawForm = lazySchema(() => schemas().then((m) => m.withdrawSchema));
const transferForm = lazySchema(() => schemas().then((m) => m.cardTransferSchema));
const statusForm = lazySchema(() => schemas().then((m) => m.statusActionSchema));
const pinForm = lazySchema(() => schemas().then((m) => m.staffSetPinSchema));
const reissueForm = lazySchema(() => schemas().then((m) => m.reissueAndShipSchema));
const reassociateForm = lazySchema(() => schemas().then((m) => m.reassociateSchema));

/** The hidden field that marks a reviewed amount (card-detail.review.server.ts; a type import cannot carry it). */
const REVIEWED = "reviewed";

type Reply = (SubmissionResult<string[]> & { review?: AmountReview }) | null | undefined;

/**
 * The confirmation of one card action (`?confirm=<action>`); load and withdraw ask for an amount, then
 * show it exactly as it will move before anything moves (docs/decisions/0092-review-before-money-moves.md).
 * An island of the card page (card-detail.tsx): it hydrates when its code and its schema are loaded.
 */
export function ConfirmPanel({
  confirm,
  base,
  idempotencyKey,
  loadFields,
  reply,
  holder,
  available,
}: {
  confirm: Confirmable;
  base: string;
  idempotencyKey: string;
  /** The business's custom fields for loads, asked for on the load form. */
  loadFields: readonly CustomFieldInput[];
  reply: Reply;
  /** The card's holder: the replacement's default recipient. */
  holder: { firstName: string; lastName: string };
  /** The card's available balance now, in the page's language. */
  available: string;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const review = reply?.review?.intent === confirm ? reply.review : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  // Keyboard (issue 24): an opened panel takes the focus on its heading, unless a refused form's error
  // summary takes it; Escape closes it and gives the focus back to the action that opened it. Without
  // JavaScript the panel is the page's `?confirm=` state and Cancel closes it.
  // A panel the server rendered keeps the page still while it hydrates (app/hydration.ts).
  // A review takes the focus itself (its heading, ADR 0235): the panel's heading then stays where it is.
  useFocusOnChange(heading, [confirm, review], () => !review && (!reply?.error || Object.keys(reply.error).length === 0));
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    const opener = document.querySelector<HTMLElement>(`.card-actions a[href$="?confirm=${confirm}"]`);
    Promise.resolve(navigate(base, { preventScrollReset: true })).then(() => opener?.focus());
  };
  return (
    <section className="confirm-panel" aria-labelledby="confirm-title" onKeyDown={onKeyDown}>
      <h2 id="confirm-title" ref={heading} tabIndex={-1}>
        {t(`cardDetail.confirm.${confirm}.title`)}
      </h2>
      <p>{t(`cardDetail.confirm.${confirm}.body`)}</p>
      {review ? (
        <ReviewForm key={`review-${confirm}`} review={review} base={base} />
      ) : confirm === "setPin" ? (
        <PinForm base={base} reply={reply} />
      ) : confirm === "reissueAndShip" ? (
        <ReissueForm base={base} reply={reply} holder={holder} />
      ) : confirm === "reassociate" ? (
        <ReassociateForm base={base} reply={reply} />
      ) : confirm === "transfer" ? (
        <TransferForm key={confirm} base={base} idempotencyKey={idempotencyKey} reply={reply} />
      ) : confirm === "load" ? (
        <LoadForm key={confirm} base={base} idempotencyKey={idempotencyKey} fields={loadFields} reply={reply} />
      ) : confirm === "withdraw" ? (
        <WithdrawForm key={confirm} base={base} idempotencyKey={idempotencyKey} reply={reply} available={available} />
      ) : (
        <StatusForm key={confirm} intent={confirm} base={base} reply={reply} />
      )}
    </section>
  );
}

/** Load: an amount, and the loader's idempotency key so a double submit moves money once. */
function LoadForm({
  base,
  idempotencyKey,
  fields: customFields,
  reply,
}: {
  base: string;
  idempotencyKey: string;
  fields: readonly CustomFieldInput[];
  reply: Reply;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm<typeof loadSchema>(loadForm, { id: "confirm", lastResult: replyFor(reply, "load") });
  // A form sent back (refused, or the provider failed) keeps its key: if the first try moved money
  // without the app knowing, sending it again moves nothing more (ADR 0130).
  const sentKey = replyFor(reply, "load")?.initialValue?.idempotencyKey;
  return (
    <Form method="post" action={`${base}?confirm=load`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="load" />
      <input type="hidden" name={fields.idempotencyKey.name} value={typeof sentKey === "string" ? sentKey : idempotencyKey} />
      <AmountField meta={fields.amount} label={t("cardDetail.loadAmount")} hint={t("cardDetail.loadHint")} />
      <CustomFieldInputs fields={customFields} meta={fields.customFields} />
      <Buttons intent="load" base={base} label={t("cardDetail.review.continue")} />
    </Form>
  );
}

/**
 * Move funds back: "an amount" (typed) or "the whole balance", a choice of its own and never an empty
 * field (issue 24); the whole balance's choice names what is available now.
 */
function WithdrawForm({
  base,
  idempotencyKey,
  reply,
  available,
}: {
  base: string;
  idempotencyKey: string;
  reply: Reply;
  available: string;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm<typeof withdrawSchema>(withdrawForm, { id: "confirm", lastResult: replyFor(reply, "withdraw") });
  const sentKey = replyFor(reply, "withdraw")?.initialValue?.idempotencyKey;
  return (
    <Form method="post" action={`${base}?confirm=withdraw`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="withdraw" />
      <input type="hidden" name={fields.idempotencyKey.name} value={typeof sentKey === "string" ? sentKey : idempotencyKey} />
      <RadioGroupField
        meta={fields.how}
        label={t("cardDetail.withdrawHow")}
        options={[
          { value: "some", label: t("cardDetail.withdrawSome") },
          { value: "all", label: t("cardDetail.withdrawWhole", { amount: available }) },
        ]}
      />
      <AmountField meta={fields.amount} label={t("cardDetail.withdrawAmount")} hint={t("cardDetail.withdrawHint")} />
      <Buttons intent="withdraw" base={base} label={t("cardDetail.review.continue")} />
    </Form>
  );
}

/** Card to card: the other card's ID and the amount, with the loader's idempotency key. */
function TransferForm({ base, idempotencyKey, reply }: { base: string; idempotencyKey: string; reply: Reply }) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm<typeof cardTransferSchema>(transferForm, { id: "confirm", lastResult: replyFor(reply, "transfer") });
  const sentKey = replyFor(reply, "transfer")?.initialValue?.idempotencyKey;
  return (
    <Form method="post" action={`${base}?confirm=transfer`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="transfer" />
      <input type="hidden" name={fields.idempotencyKey.name} value={typeof sentKey === "string" ? sentKey : idempotencyKey} />
      <Field meta={fields.toCardId} label={t("cardDetail.transferForm.to")} hint={t("cardDetail.transferForm.toHint")} autoComplete="off" />
      <AmountField meta={fields.amount} label={t("cardDetail.transferForm.amount")} hint={t("cardDetail.loadHint")} />
      <Buttons intent="transfer" base={base} label={t("cardDetail.review.continue")} />
    </Form>
  );
}

/**
 * The review (issue 24): the amount exactly as it will move ("$1,500.00" in the page's language), from
 * where, to whom and the card's balance afterwards, and the only button that moves it, naming the amount
 * ("Load $25.00"): the reviewed amount as a plain decimal, the same idempotency key, and `reviewed=yes`.
 */
function ReviewForm({ review, base }: { review: AmountReview; base: string }) {
  const { t } = useTranslation(["cardDetail"]);
  const amount = review.text;
  const confirm =
    review.intent === "load"
      ? t("cardDetail.review.confirmLoad", { amount })
      : review.intent === "withdraw"
        ? t("cardDetail.review.confirmWithdraw", { amount })
        : t("cardDetail.review.confirmTransfer", { amount });
  return (
    <Form method="post" action={`${base}?confirm=${review.intent}`} className="stack">
      <MoneyReviewSummary
        review={review}
        sentence={
          review.wholeBalance
            ? t("cardDetail.review.withdrawAll", { amount })
            : review.intent === "transfer"
              ? t("cardDetail.review.transfer", { amount, name: review.to?.name ?? "", card: review.to?.cardId ?? "" })
              : review.intent === "load"
                ? t("cardDetail.review.load", { amount })
                : t("cardDetail.review.withdraw", { amount })
        }
      />
      <input type="hidden" name="intent" value={review.intent} />
      {review.intent === "withdraw" ? <input type="hidden" name="how" value={review.wholeBalance ? "all" : "some"} /> : null}
      <input type="hidden" name="amount" value={review.amount} />
      {review.to ? <input type="hidden" name="toCardId" value={review.to.cardId} /> : null}
      <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
      <CustomFieldHiddenInputs values={review.customFields} />
      <input type="hidden" name={REVIEWED} value="yes" />
      <Buttons intent={review.intent} base={base} label={confirm} change={`${base}?confirm=${review.intent}`} />
    </Form>
  );
}

/**
 * The card's first PIN, typed twice (the kit's NewPinFields: masked, never remembered); a reply never
 * carries it back (card-detail.server.ts hides it).
 */
function PinForm({ base, reply }: { base: string; reply: Reply }) {
  const { t } = useTranslation(["cardDetail"]);
  const [form, fields] = useSchemaForm(pinForm, { id: "confirm", lastResult: replyFor(reply, "setPin") });
  return (
    <Form method="post" action={`${base}?confirm=setPin`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="setPin" />
      <p className="field-hint">{t("cardDetail.pinForm.pinHint")}</p>
      <NewPinFields
        pin={fields.pin}
        confirm={fields.confirmPin}
        label={t("cardDetail.pinForm.pin")}
        confirmLabel={t("cardDetail.pinForm.confirmPin")}
      />
      <Buttons intent="setPin" base={base} />
    </Form>
  );
}

/** A physical card's replacement: where it is shipped (spec section 5's address rules) and how. */
function ReissueForm({ base, reply, holder }: { base: string; reply: Reply; holder: { firstName: string; lastName: string } }) {
  const { t } = useTranslation(["cardDetail", "orders"]);
  const [form, fields] = useSchemaForm(reissueForm, {
    id: "confirm",
    lastResult: replyFor(reply, "reissueAndShip"),
    defaultValue: { firstName: holder.firstName, lastName: holder.lastName, shippingMethod: "USPS_GROUND" },
  });
  return (
    <Form method="post" action={`${base}?confirm=reissueAndShip`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="reissueAndShip" />
      <fieldset className="stack">
        <legend>{t("cardDetail.replaceForm.address")}</legend>
        <Field meta={fields.firstName} label={t("orders.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("orders.lastName")} autoComplete="off" />
        <Field meta={fields.addressOne} label={t("orders.addressOne")} autoComplete="off" />
        <Field meta={fields.addressTwo} label={t("orders.addressTwo")} autoComplete="off" />
        <Field meta={fields.city} label={t("orders.city")} autoComplete="off" />
        <StateField meta={fields.state} label={t("orders.state")} placeholder={t("orders.choose")} />
        <Field meta={fields.zip} label={t("orders.zip")} inputMode="numeric" autoComplete="off" />
      </fieldset>
      <SelectField
        meta={fields.shippingMethod}
        label={t("orders.shippingMethod")}
        options={shippingMethods.map((m) => ({ value: m, label: t(`orders.shipping.${m}`) }))}
      />
      <Buttons intent="reissueAndShip" base={base} />
    </Form>
  );
}

/** The card's new holder: name, e-mail and an optional phone. */
function ReassociateForm({ base, reply }: { base: string; reply: Reply }) {
  const { t } = useTranslation(["cardDetail", "orders"]);
  const [form, fields] = useSchemaForm(reassociateForm, { id: "confirm", lastResult: replyFor(reply, "reassociate") });
  return (
    <Form method="post" action={`${base}?confirm=reassociate`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="reassociate" />
      <Field meta={fields.firstName} label={t("orders.firstName")} autoComplete="off" />
      <Field meta={fields.lastName} label={t("orders.lastName")} autoComplete="off" />
      <Field meta={fields.email} type="email" label={t("orders.email")} autoComplete="off" />
      <Field meta={fields.phone} label={t("orders.phone")} inputMode="numeric" autoComplete="off" />
      <Buttons intent="reassociate" base={base} />
    </Form>
  );
}

/** A status change or a virtual card's re-send: nothing to type, only the confirmation. */
function StatusForm({ intent, base, reply }: { intent: StatusAction; base: string; reply: Reply }) {
  const [form, fields] = useSchemaForm(statusForm, { id: "confirm", lastResult: replyFor(reply, ...STATUS_ACTIONS) });
  return (
    <Form method="post" action={`${base}?confirm=${intent}`} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value={intent} />
      <Buttons intent={intent} base={base} />
    </Form>
  );
}

/** The form's submit button (by default the action's "Yes, ..."), an optional way back to the amount, and Cancel. */
function Buttons({ intent, base, label, change }: { intent: Confirmable; base: string; label?: string; change?: string }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <div className="filter-actions">
      <SubmitButton>{label ?? t(`cardDetail.confirm.${intent}.yes`)}</SubmitButton>
      {change ? (
        <Link to={change} className="button secondary">
          {t("cardDetail.review.change")}
        </Link>
      ) : null}
      <Link to={base} className="button secondary">
        {t("cardDetail.cancel")}
      </Link>
    </div>
  );
}
