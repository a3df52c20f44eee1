/**
 * Turns a provider error into conform form errors (docs/decisions/0045-one-rulebook.md). A route
 * action calls it in its `catch` and hands the result to `submission.reply({...})`:
 *
 *   } catch (error) {
 *     if (!isFormError(error)) throw error;
 *     return data(submission.reply(providerFormErrors(error, { fields: { "body.loads.0.amountCents": "amount" }, codes })), { status: 400 });
 *   }
 *
 * - Each field issue of a `validation_failed` answer lands on its form field (the caller maps provider
 *   paths to field names) with the message key of the refused domain rule: the same key the form's own
 *   validation gives, so the user reads the same text whichever side refused the value.
 * - A field issue on a path the form does not show still shows its text, above the form.
 * - A field issue without a key (a rule that is not a spec field rule) and any error code the caller
 *   and this module do not know show the spec's generic "Unexpected error, try again."
 *
 * Message keys come back the way the app's schemas write them: `validation.*` keys bare
 * (`amountPositive`), other namespaces in full (`cardDetail.errors.insufficientFunds`).
 */
import type { ValidationMessageKey } from "#domain/messages";
import { type ApiError, isApiError } from "./client.server";

/** A translation key a form shows: a bare validation key, or a full key of another namespace. */
export type FormMessageKey = ValidationMessageKey | `${string}.${string}`;

export type ProviderFormErrorsOptions<Field extends string> = {
  /**
   * Provider issue paths (`body.loads.0.amountCents`, `body.cards.0.address.zip`, `params.id`) to the
   * names of the form's fields (`amount`, `zip`). Paths not listed are shown above the form.
   */
  fields?: Readonly<Record<string, Field>>;
  /** The screen's messages for error codes (`insufficient_funds` -> `cardDetail.errors.insufficientFunds`). */
  codes?: Readonly<Record<string, FormMessageKey>>;
};

/** What `submission.reply()` takes: messages above the form, and on fields by name. */
export type ProviderFormErrors = {
  formErrors: FormMessageKey[];
  fieldErrors: Record<string, FormMessageKey[]>;
};

/** The spec's message when nothing more precise is known. */
export const GENERIC_FORM_ERROR = "unexpected" satisfies ValidationMessageKey;

/** Codes every screen shows the same way; a screen's own `codes` come first. */
const COMMON_CODES: Readonly<Record<string, FormMessageKey>> = {
  forbidden: "forbidden",
};

/**
 * Whether the form shows a provider error, keeping what the user typed: every provider error but a
 * 401 (the session is gone: the error boundary signs the user in again). A refusal (4xx) says what to
 * change; a failure (5xx, time-out, no connection, an answer outside the contract, 429) says
 * "Unexpected error, try again." and the same submission, with the same idempotency key, can be sent
 * again safely (ADR 0130). Anything that is not a provider error belongs to the error boundary.
 */
export function isFormError(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status !== 401;
}

/** The HTTP status of a form answered with a provider error: the page says the same as the status. */
export function formErrorStatus(error: ApiError): 400 | 403 | 409 | 429 | 503 {
  if (error.status === 403) return 403;
  if (error.status === 429) return 429;
  if (error.status >= 500) return 503;
  return error.code === "validation_failed" ? 400 : 409;
}

function add<T>(list: T[], item: T): void {
  if (!list.includes(item)) list.push(item);
}

/** The conform form errors of a provider error; see the module comment. */
export function providerFormErrors<Field extends string = string>(
  error: ApiError,
  { fields = {}, codes = {} }: ProviderFormErrorsOptions<Field> = {},
): ProviderFormErrors {
  const formErrors: FormMessageKey[] = [];
  const fieldErrors: Record<string, FormMessageKey[]> = {};

  if (error.code === "validation_failed" && error.issues?.length) {
    for (const issue of error.issues) {
      const field = Object.hasOwn(fields, issue.path) ? fields[issue.path] : undefined;
      if (!issue.key) add(formErrors, GENERIC_FORM_ERROR);
      else if (field === undefined) add(formErrors, issue.key);
      else {
        const list = fieldErrors[field] ?? [];
        add(list, issue.key);
        fieldErrors[field] = list;
      }
    }
    return { formErrors, fieldErrors };
  }

  const known = Object.hasOwn(codes, error.code)
    ? codes[error.code]
    : Object.hasOwn(COMMON_CODES, error.code)
      ? COMMON_CODES[error.code]
      : undefined;
  add(formErrors, known ?? (error.status === 429 ? "tooManyAttempts" : GENERIC_FORM_ERROR));
  return { formErrors, fieldErrors };
}
