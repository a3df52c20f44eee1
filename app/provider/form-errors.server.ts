/**
 * Turns a provider error into conform form errors (docs/decisions/0045-one-rulebook.md). A route
 * action calls it in its `catch` and hands the result to `submission.reply({...})`:
 *
 *   } catch (error) {
 *     return refuseProviderError(submission, error, { fields: { "body.loads.0.amountCents": "amount" }, codes });
 *   }
 *
 * and refuses a form on its own terms with `refuse(submission, { formErrors: ["onboarding.link.expired"] })`.
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
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
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

/** A parsed submission (conform's `parseWithZod`), as far as refusing it goes. */
type Replying = {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
};

/** What a form is refused with: messages above it, and on fields by name. */
export type Refusal = { formErrors?: FormMessageKey[]; fieldErrors?: Record<string, FormMessageKey[]> };

export type RefuseOptions = {
  /** The answer's HTTP status: 400 unless said. */
  status?: number;
  /** Fields whose values are not sent back (passwords, SSNs, a file). */
  hideFields?: string[];
};

/**
 * The action's answer refusing a form: the form again with what the user typed (less `hideFields`) and
 * the messages, with the status (400 unless said).
 */
export function refuse(
  submission: Replying,
  { formErrors = [], fieldErrors = {} }: Refusal,
  { status = 400, hideFields }: RefuseOptions = {},
) {
  return data(submission.reply({ formErrors, fieldErrors, hideFields }), { status });
}

/**
 * An action's `catch`: a provider error the form shows (`isFormError`) refuses the form with the
 * provider's messages (`providerFormErrors`) and the status that says the same (`formErrorStatus`); any
 * other error is thrown on, to the error boundary.
 */
export function refuseProviderError<Field extends string = string>(
  submission: Replying,
  error: unknown,
  { hideFields, ...options }: ProviderFormErrorsOptions<Field> & Pick<RefuseOptions, "hideFields"> = {},
) {
  if (!isFormError(error)) throw error;
  return refuse(submission, providerFormErrors(error, options), { status: formErrorStatus(error), hideFields });
}
