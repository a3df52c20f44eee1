import {
  type FieldMetadata,
  type FormMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import type { $ZodType, input, output } from "zod/v4/core";
import { isTranslationKey } from "#app/i18n/keys";

/**
 * The form kit (docs/decisions/0065-conform-forms.md). Every form is a conform form: `useSchemaForm`
 * wires the action's reply (`lastResult`), the schema's constraints and client-side validation with the
 * same schema; the field components below take conform's field metadata, so ids, names, aria-invalid,
 * aria-describedby, constraints and the typed value come from one place, and a field name the schema
 * does not have fails the type check. Error messages are message keys, translated here at render.
 */

/** Conform's metadata of one field, whatever its value type (the name was checked where it was picked). */
// biome-ignore lint/suspicious/noExplicitAny: the field's schema type is irrelevant to how it renders
export type FieldMeta = FieldMetadata<any, any, string[]>;

/** A message key from a schema or an action: `validation.*` keys may be bare (domain/), others are full. */
export function messageKey(key: string): string {
  return key.includes(".") ? key : `validation.${key}`;
}

/** The text of a message key, or undefined when no loaded namespace has it. */
function messageText(i18n: I18n, key: string): string | undefined {
  const full = messageKey(key);
  return isTranslationKey(i18n, full) ? i18n.t(full) : undefined;
}

// getZodConstraint walks the whole schema: once per schema, not once per render.
const constraints = new WeakMap<$ZodType, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: $ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

type SchemaFormOptions<Schema extends $ZodType> = {
  /** The form's id; its fields' ids are `${id}-${name}`. Unique on the page. */
  id: string;
  /** The action's reply for THIS form (see `replyFor`), or nothing. */
  lastResult?: SubmissionResult<string[]> | null;
  /** Initial values before any reply (for example a select's preselected option). */
  defaultValue?: Partial<Record<keyof input<Schema> & string, string>>;
};

/**
 * conform's `useForm` as this app uses it: the reply of the last submission, HTML constraints from the
 * schema, and the same schema on the client (validate a field when it loses focus, revalidate as the
 * user types). Without JavaScript the form posts, the action answers 400 with `submission.reply()`,
 * and this renders the reply on the server.
 */
export function useSchemaForm<Schema extends $ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: SchemaFormOptions<Schema>,
) {
  return useForm<input<Schema>, output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: constraintOf(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
  });
}

/**
 * On a page with several forms posting to one action, the reply belongs to the form whose hidden
 * `intent` was submitted (echoed in the reply's values); the other forms get nothing.
 */
export function replyFor(reply: SubmissionResult<string[]> | null | undefined, ...intents: readonly string[]) {
  const intent = reply?.initialValue?.intent;
  return typeof intent === "string" && intents.includes(intent) ? reply : undefined;
}

/** Field errors, announced to screen readers and tied to their control by id. `errors` are message keys. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  const { t, i18n } = useTranslation(["validation"]);
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {shown.map((key) => (
        <li key={key}>{messageText(i18n, key) ?? t("validation.unexpected")}</li>
      ))}
    </ul>
  );
}

/** A message about the whole form (for example a provider error), announced when it appears. */
export function FormMessage({ id, tone, children }: { id?: string; tone: "error" | "success" | "info"; children: React.ReactNode }) {
  return (
    <div id={id} className={`form-message form-message-${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** The form-level errors of a reply (provider refusals, permissions), under the form's error id. */
// biome-ignore lint/suspicious/noExplicitAny: only the form-level errors are read
export function FormErrors({ form }: { form: FormMetadata<any, string[]> }) {
  return <ErrorMessage id={form.errorId} errors={form.errors} />;
}

/**
 * The form-level errors of a reply at the top of a page whose forms all post to one action and may
 * be gone once it answers (the card page: a refused lock leaves no lock confirmation to show it in).
 * Field errors still belong to the form's own fields.
 */
export function ReplyErrors({ reply }: { reply: SubmissionResult<string[]> | null | undefined }) {
  return <ErrorMessage errors={reply?.error?.[""]} />;
}

function ErrorMessage({ id, errors }: { id?: string; errors: readonly string[] | null | undefined }) {
  const { t, i18n } = useTranslation(["validation"]);
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <FormMessage id={id} tone="error">
      {shown.map((key) => messageText(i18n, key) ?? t("validation.unexpected")).join(" ")}
    </FormMessage>
  );
}

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
