import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import type { i18n as I18n } from "i18next";
import { useEffect, useRef } from "react";
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

/**
 * A message about the whole form (for example a provider error), announced when it appears. `arrival`:
 * the answer to what the person just did on a page without JavaScript ("Document uploaded."), focused and
 * brought into view as the page loads (ADR 0235).
 */
export function FormMessage({
  id,
  tone,
  arrival,
  children,
}: {
  id?: string;
  tone: "error" | "success" | "info";
  arrival?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      id={id}
      className={`form-message form-message-${tone}`}
      role={tone === "error" ? "alert" : "status"}
      {...(arrival ? { tabIndex: -1, autoFocus: true } : {})}
    >
      {children}
    </div>
  );
}

/**
 * The error summary of a kit form (GOV.UK's pattern, issue 24): once a submission is refused, "There is a
 * problem" at the top of the form lists the form's own errors (provider refusals, permissions) and every
 * field's error as a link to that field. With JavaScript it takes the focus after each refused submission
 * (so a screen reader reads it and the person starts from it) and the page title gets the "Error:" prefix;
 * without JavaScript the server renders both (the title in root.tsx). Every kit form renders it first.
 */
// biome-ignore lint/suspicious/noExplicitAny: only the errors and the status are read
export function FormErrors({ form }: { form: FormMetadata<any, string[]> }) {
  return <ErrorSummary formId={form.id} errorId={form.errorId} refused={form.status === "error"} errors={form.allErrors} />;
}

/** One line of the summary: the message key, and the id of the field it is about ("" for the whole form). */
export type SummaryEntry = { key: string; field: string };

/**
 * The summary's lines in the form's order: the form's own errors first, then each field's messages.
 * `fieldsOf`: the form whose fields the links go to, when a refusal is about another form's field.
 */
export function summaryEntries(
  formId: string,
  errors: Readonly<Record<string, readonly string[] | null | undefined>>,
  fieldsOf = formId,
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const [name, keys] of Object.entries(errors)) {
    for (const key of keys ?? []) {
      if (!key) continue;
      const entry = { key, field: name ? `${fieldsOf}-${name}` : "" };
      if (name) entries.push(entry);
      else entries.unshift(entry);
    }
  }
  return entries;
}

export function ErrorSummary({
  formId,
  errorId,
  refused,
  errors,
  fieldsOf,
}: {
  formId: string;
  /** The form whose fields the links go to, when not the submitted form's (default `formId`). */
  fieldsOf?: string;
  errorId?: string;
  /** The last submission was refused (the summary appears then, not while a field is checked on blur). */
  refused: boolean;
  errors: Readonly<Record<string, readonly string[] | null | undefined>>;
}) {
  const { t, i18n } = useTranslation(["common", "validation"]);
  const ref = useRef<HTMLDivElement>(null);
  // Shown from the first refused submission until the errors are fixed (a blur check does not hide it).
  const shownOnce = useRef(false);
  if (refused) shownOnce.current = true;
  const entries = shownOnce.current ? summaryEntries(formId, errors, fieldsOf) : [];
  const submitted = useRef(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    const onSubmit = () => {
      submitted.current = true;
    };
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, [formId]);
  const visible = entries.length > 0;
  // After a refused submission (checked in the browser or answered by the server), the summary takes the
  // focus once: conform has just focused the first invalid field, the summary comes before it.
  useEffect(() => {
    if (refused && visible && submitted.current) {
      submitted.current = false;
      ref.current?.focus();
    }
  });
  // The document title says there is an error while the summary is shown (the server did it for a reply).
  useEffect(() => {
    if (!visible) return;
    const before = document.title;
    const prefixed = t("common.errorTitle", { title: before });
    if (before === prefixed || before.startsWith(t("common.errorTitle", { title: "" }))) return;
    document.title = prefixed;
    return () => {
      if (document.title === prefixed) document.title = before;
    };
  }, [visible, t]);
  if (!visible) return null;
  return (
    <div
      id={errorId}
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${formId}-summary-title`}
      // A refusal the server rendered for a page without JavaScript is brought into view and focused as it
      // loads (GOV.UK's error summary, ADR 0235); in the browser the effect above does it.
      // biome-ignore lint/a11y/noAutofocus: the summary is the answer to the submission, not a field the page opens on
      autoFocus={refused}
    >
      <h2 id={`${formId}-summary-title`}>{t("common.errorSummary")}</h2>
      <ul>
        {entries.map(({ key, field }) => {
          const text = messageText(i18n, key) ?? t("validation.unexpected");
          return (
            <li key={`${field}:${key}`}>
              {field ? (
                <a href={`#${field}`} onClick={(event) => focusField(event, field)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A summary link focuses its field (a fragment link alone scrolls to it but leaves the focus behind). */
function focusField(event: React.MouseEvent, id: string) {
  const field = document.getElementById(id);
  const target = field instanceof HTMLFieldSetElement ? field.querySelector<HTMLElement>("input, select, textarea") : field;
  if (!target) return;
  event.preventDefault();
  target.focus();
  (document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? target).scrollIntoView({ block: "start" });
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
