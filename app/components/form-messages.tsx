import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { isTranslationKey } from "#app/i18n/keys";

/**
 * The messages of the form kit (docs/decisions/0065-conform-forms.md) that need no form: a page imports
 * them from here, so its initial JavaScript does not carry conform or the forms themselves, which are
 * islands (docs/decisions/0066-islands-and-lazy-validation.md). `#app/components/forms` re-exports them.
 */

/** A message key from a schema or an action: `validation.*` keys may be bare (domain/), others are full. */
export function messageKey(key: string): string {
  return key.includes(".") ? key : `validation.${key}`;
}

/** The text of a message key, or undefined when no loaded namespace has it. */
function messageText(i18n: I18n, key: string): string | undefined {
  const full = messageKey(key);
  return isTranslationKey(i18n, full) ? i18n.t(full) : undefined;
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

/**
 * On a page with several forms posting to one action, the reply belongs to the form whose hidden
 * `intent` was submitted (echoed in the reply's values); the other forms get nothing.
 */
export function replyFor(reply: SubmissionResult<string[]> | null | undefined, ...intents: readonly string[]) {
  const intent = reply?.initialValue?.intent;
  return typeof intent === "string" && intents.includes(intent) ? reply : undefined;
}
