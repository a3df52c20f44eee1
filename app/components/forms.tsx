import { type FieldMetadata, getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { ErrorList } from "./form-messages";

export { ErrorList, FormErrors, FormMessage, messageKey, ReplyErrors, replyFor } from "./form-messages";
export { type AnySchema, type LazySchema, lazySchema, type SchemaValidation, useSchemaForm } from "./schema-form";

/**
 * The form kit (docs/decisions/0065-conform-forms.md). Every form is a conform form: `useSchemaForm`
 * (schema-form.ts) wires the action's reply (`lastResult`), the schema's constraints and client-side
 * validation with the same schema; the field components below take conform's field metadata, so ids, names,
 * aria-invalid, aria-describedby, constraints and the typed value come from one place, and a field name the
 * schema does not have fails the type check. Error messages are message keys, translated at render.
 */

/** Conform's metadata of one field, whatever its value type (the name was checked where it was picked). */
// biome-ignore lint/suspicious/noExplicitAny: the field's schema type is irrelevant to how it renders
export type FieldMeta = FieldMetadata<any, any, string[]>;

type Common = {
  meta: FieldMeta;
  label: React.ReactNode;
  /** Help text under the label, read with the control (aria-describedby). */
  hint?: React.ReactNode;
  className?: string;
};

/** aria-describedby for a control: its errors (when invalid) and its hint. */
const hintOptions = (meta: FieldMeta, hint: React.ReactNode) => ({ ariaDescribedBy: hint ? meta.descriptionId : undefined });

function Hint({ meta, hint }: { meta: FieldMeta; hint?: React.ReactNode }) {
  return hint ? (
    <p id={meta.descriptionId} className="field-hint">
      {hint}
    </p>
  ) : null;
}

type InputType = "text" | "email" | "password" | "tel" | "search" | "url" | "number" | "date" | "month" | "color" | "hidden";
type InputAttributes = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "form" | "value" | "defaultValue" | "defaultChecked" | "aria-invalid" | "aria-describedby" | "className"
>;

/**
 * A labelled input. A password input never gets a value back (the actions hide passwords from the
 * reply, and this does not ask for one either).
 */
export function Field({ meta, label, hint, className, type = "text", ...attributes }: Common & { type?: InputType } & InputAttributes) {
  const { key, ...props } = getInputProps(meta, { type, value: type !== "password", ...hintOptions(meta, hint) });
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={meta.id}>{label}</label>
      <Hint meta={meta} hint={hint} />
      <input key={key} {...attributes} {...props} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A form's closing row: the submit button (disabled while the form is being sent, so a double click sends
 * once) and the way back without saving.
 */
export function FormActions({
  submit,
  cancel,
  cancelTo,
  busy,
}: {
  submit: React.ReactNode;
  cancel: React.ReactNode;
  cancelTo: string;
  busy: boolean;
}) {
  return (
    <div className="filter-actions">
      <SubmitButton busy={busy}>{submit}</SubmitButton>
      <Link to={cancelTo} className="button secondary">
        {cancel}
      </Link>
    </div>
  );
}

/**
 * A form's submit button that says when it is busy (issue 24): while its form is being sent it is
 * disabled (a double click sends once), `aria-busy`, and reads "Sending…". A named button (`name`/`value`,
 * one of several in a form) is busy only when it was the one pressed. Without JavaScript a plain button.
 */
export function SubmitButton({
  children,
  busy,
  name,
  value,
  className,
}: {
  children: React.ReactNode;
  /** Busy by the caller's own measure; by default while a navigation submits this button's value. */
  busy?: boolean;
  name?: string;
  value?: string;
  className?: string;
}) {
  const { t } = useTranslation(["common"]);
  const navigation = useNavigation();
  const sending = busy ?? (navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value));
  return (
    <button type="submit" name={name} value={value} className={className} disabled={sending} aria-busy={sending || undefined}>
      {sending ? t("common.busy") : children}
    </button>
  );
}

/**
 * A new password and its confirmation (sign-up, invitation, reset): the spec's password rule as the
 * hint, and `new-password` so a password manager offers to generate and save one.
 */
export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
  hint,
}: {
  password: FieldMeta;
  confirm: FieldMeta;
  label: React.ReactNode;
  confirmLabel: React.ReactNode;
  hint: React.ReactNode;
}) {
  return (
    <>
      <Field meta={password} type="password" label={label} hint={hint} autoComplete="new-password" />
      <Field meta={confirm} type="password" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}

/**
 * Digits a person copies from a card, a cheque or a bank letter (routing and account numbers, a card's
 * last digits): the phone's number pad, never autofilled, and left to right in every language.
 */
export function DigitsField({ maxLength, ...props }: Common & { maxLength: number } & Omit<InputAttributes, "maxLength">) {
  return <Field {...props} inputMode="numeric" autoComplete="off" maxLength={maxLength} dir="ltr" />;
}

/**
 * An amount of money as a person types it ("25", "1,500.00", "12,50" in their language's way): the
 * phone's number pad with a decimal key, never autofilled. The schema reads it into integer cents.
 */
export function AmountField(props: Common & Omit<InputAttributes, "inputMode" | "autoComplete">) {
  return <Field {...props} inputMode="decimal" autoComplete="off" />;
}

/** A new four-digit PIN and its confirmation, masked, on the phone's number pad, never remembered. */
export function NewPinFields({
  pin,
  confirm,
  label,
  confirmLabel,
}: {
  pin: FieldMeta;
  confirm: FieldMeta;
  label: React.ReactNode;
  confirmLabel: React.ReactNode;
}) {
  return (
    <>
      <Field meta={pin} type="password" label={label} inputMode="numeric" autoComplete="off" maxLength={4} />
      <Field meta={confirm} type="password" label={confirmLabel} inputMode="numeric" autoComplete="off" maxLength={4} />
    </>
  );
}

type SelectAttributes = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "form" | "value" | "defaultValue" | "aria-invalid" | "aria-describedby" | "className" | "children"
>;

/** A labelled select. `options` are value and text pairs; `placeholder` adds an empty first option. */
export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
  ...attributes
}: Common & { options: readonly { value: string; label: string }[]; placeholder?: string } & SelectAttributes) {
  const { key, ...props } = getSelectProps(meta, hintOptions(meta, hint));
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={meta.id}>{label}</label>
      <Hint meta={meta} hint={hint} />
      <select key={key} {...attributes} {...props} defaultValue={props.defaultValue ?? (placeholder === undefined ? undefined : "")}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled textarea. */
export function TextareaField({
  meta,
  label,
  hint,
  className,
  ...attributes
}: Common &
  Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "name" | "form" | "value" | "defaultValue" | "aria-invalid" | "aria-describedby" | "className"
  >) {
  const { key, ...props } = getTextareaProps(meta, hintOptions(meta, hint));
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={meta.id}>{label}</label>
      <Hint meta={meta} hint={hint} />
      <textarea key={key} {...attributes} {...props} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** One checkbox with its label after it; checked submits "on" (zod: a boolean from `z.stringbool()` or an optional literal). */
export function CheckboxField({ meta, label, hint, className }: Common) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ...hintOptions(meta, hint) });
  return (
    <div className={className ? `field field-choice ${className}` : "field field-choice"}>
      <div className="choice">
        <input key={key} {...props} />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <Hint meta={meta} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * One choice among a few, as a fieldset of radio buttons: the legend names the group; each radio gets
 * its own id (`${field id}-${value}`) and conform's aria-invalid/aria-describedby.
 */
export function RadioGroupField({
  meta,
  label,
  hint,
  className,
  options,
}: Common & { options: readonly { value: string; label: string }[] }) {
  const radios = getCollectionProps(meta, { type: "radio", options: options.map((o) => o.value), ...hintOptions(meta, hint) });
  return (
    <fieldset id={meta.id} className={className ? `field field-choice ${className}` : "field field-choice"}>
      <legend>{label}</legend>
      <Hint meta={meta} hint={hint} />
      {radios.map(({ key, ...radio }, i) => (
        <div key={key} className="choice">
          <input {...radio} />
          <label htmlFor={radio.id}>{options[i]?.label}</label>
        </div>
      ))}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
