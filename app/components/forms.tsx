import { useId } from "react";

export type ListOfErrors = readonly (string | null | undefined)[] | null | undefined;

/** Field errors, announced to screen readers and tied to their input by id. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {shown.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

type FieldProps = {
  label: string;
  /** Help text shown under the label and read with the input. */
  hint?: string;
  errors?: ListOfErrors;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { name: string };
  className?: string;
};

/** A labelled input whose errors and hint are wired with aria-invalid and aria-describedby. */
export function Field({ label, hint, errors, inputProps, className }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input id={id} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      <ErrorList id={errorId} errors={errors} />
    </div>
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

/** The parts of a conform reply a server-rendered form needs (works without client-side conform). */
export type FormReply = {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
} | null;

/** Translates a message key from a schema: `validation.*` keys may be bare (domain/), others are full. */
export function messageKey(key: string): string {
  return key.includes(".") ? key : `validation.${key}`;
}

/** Reads the values the user typed and the translated errors from a reply. */
export function readReply(reply: FormReply | undefined, t: (key: string) => string) {
  return {
    value(name: string): string | undefined {
      const v = reply?.initialValue?.[name];
      return typeof v === "string" ? v : undefined;
    },
    errors(name: string): string[] | undefined {
      return reply?.error?.[name]?.map((key) => t(messageKey(key)));
    },
    formErrors(): string[] {
      return (reply?.error?.[""] ?? []).map((key) => t(messageKey(key)));
    },
  };
}
