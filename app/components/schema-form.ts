import type { Submission, SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import { type ReactPromise, use, useEffect, useState, useSyncExternalStore } from "react";
import type { $ZodType, input, output } from "zod/v4/core";
import { afterFirstIntent, atNextIntent } from "./first-intent";
import { checksArrived, checksWaiting } from "./island";

/**
 * A form's schema in the form kit (forms.tsx; docs/decisions/0066-islands-and-lazy-validation.md, 0256):
 * zod and conform's zod adapter are not part of any page's initial JavaScript, and in the browser they wait
 * for the page's first intent (a key, a pointer, a focus): the form hydrates at once with the constraints the
 * server wrote into its fields, posts to the server for its answer until the checks are there, and checks in
 * the browser after. Components of hydrated pages name a schema only through `lazySchema(() => import(...))`;
 * actions import the schema modules directly. Pages that ship no JavaScript (ADR 0006) import theirs and pass
 * it through `readySchema` (ready-schema.ts).
 */

// zod compiles an object's parser with `new Function` when it may: our pages' CSP forbids eval (and Workers do),
// so its first try was refused and reported as a CSP violation on every page with a form (Lighthouse's best
// practices). zod reads whether it may try when a schema is made, from a configuration every copy of zod
// shares on `globalThis` (`config()` of zod/v4/core returns that object; schema-form.test.ts holds it to
// that): set here, before any schema of the page is made, it never tries. Set without importing zod, whose
// core is not part of any page's initial JavaScript (ADR 0258).
const zodShared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodShared.__zod_globalConfig ??= {};
zodShared.__zod_globalConfig.jitless = true;

export type AnySchema = $ZodType<Record<string, unknown>, Record<string, unknown>>;

type Constraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** What a form uses of its schema: its fields' HTML constraints and the check of the form's data. */
export type SchemaValidation<Schema extends AnySchema> = {
  readonly constraint: Constraints;
  readonly validate: (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;
};

/** A form's schema, loaded on first use (on the server) or after the page's first intent (in the browser). */
export type LazySchema<Schema extends AnySchema> = {
  /** The schema's validation, loading it if it has not started. */
  readonly read: () => ReactPromise<SchemaValidation<Schema>>;
  /** The schema's validation if it has loaded. */
  readonly ready: () => SchemaValidation<Schema> | undefined;
};

/**
 * A schema behind a dynamic import: `lazySchema(() => import("./x.schema").then((m) => m.xSchema))`.
 * The promise is made once and, once settled, says so the way React's `use` reads it (`status`,
 * `value`), so once the schema is there `useSchemaForm` reads it without suspending. In the browser the
 * schema and zod are asked for at the page's first intent (at once on a page reached by a client
 * navigation, which follows one).
 */
export function lazySchema<Schema extends AnySchema>(load: () => Promise<Schema>): LazySchema<Schema> {
  let loading: ReactPromise<SchemaValidation<Schema>> | undefined;
  const read = () => {
    if (loading === undefined) {
      const promise: ReactPromise<SchemaValidation<Schema>> = Promise.all([load(), import("./schema-validation")]).then(
        ([schema, { schemaValidation }]) => schemaValidation(schema) as SchemaValidation<Schema>,
      );
      promise.then(
        (value) => Object.assign(promise, { status: "fulfilled", value }),
        (reason: unknown) => {
          Object.assign(promise, { status: "rejected", reason });
          // A failed fetch (network, deploy) may be retried by the next intent or render.
          loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  };
  const ready = () => (loading?.status === "fulfilled" ? loading.value : undefined);
  if (typeof document !== "undefined") afterFirstIntent(() => void read().then(undefined, () => undefined));
  return { read, ready };
}

const noSubscription = () => () => {};

/**
 * The constraints the server wrote into a form's fields (required, lengths, bounds, step, pattern,
 * multiple), read back from the document while React hydrates it: the same values the schema gave the
 * server, so the form hydrates before its schema is there and renders what the server rendered.
 */
export function constraintsInDocument(formId: string): Constraints | undefined {
  const form = document.forms.namedItem(formId);
  if (form === null) return undefined;
  const constraints: Constraints = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.name === "" || (element instanceof HTMLInputElement && element.type === "hidden")) continue;
    const constraint = constraints[element.name] ?? {};
    constraints[element.name] = constraint;
    if (element.hasAttribute("required")) constraint.required = true;
    if (element.hasAttribute("multiple")) constraint.multiple = true;
    for (const [attribute, key] of [
      ["minlength", "minLength"],
      ["maxlength", "maxLength"],
    ] as const) {
      const value = element.getAttribute(attribute);
      if (value !== null) constraint[key] = Number(value);
    }
    for (const key of ["min", "max", "step", "pattern"] as const) {
      const value = element.getAttribute(key);
      if (value !== null) constraint[key] = value;
    }
  }
  return constraints;
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
 *
 * On the server the schema is read with `use` (the server renders the whole document before sending it,
 * entry.server.tsx). A form React hydrates takes its constraints from the server's fields and waits for
 * the schema without suspending: until it is there the form posts, and the server's answer shows as
 * without JavaScript; once it is (the page's first intent, or at once after a refused post), the form
 * checks in the browser. A form mounted in the browser (a client navigation) suspends until its schema is
 * there. While a form waits, `<html data-checks-waiting>` says so (the end-to-end tests' `enhanced`).
 */
export function useSchemaForm<Schema extends AnySchema>(lazy: LazySchema<Schema>, options: SchemaFormOptions<Schema>) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // One object for the form's life: conform keeps the one it was created with and reads it at each render,
  // so the schema's constraints, put in when it arrives, reach fields the server did not render.
  const [inDocument] = useState(() => (hydrating && typeof document !== "undefined" ? constraintsInDocument(options.id) : undefined));
  const [constraint] = useState<Constraints>(() => ({ ...inDocument }));
  const fromServer = inDocument !== undefined;
  // A form mounted in the browser always reads through `use` (at once when the schema is there): a render
  // replayed after `use` suspended must call it again, or React takes the hooks after it for updates of a
  // component that never mounted (React error 520 around 467, seen when the schema arrived mid-render).
  const validation = fromServer ? lazy.ready() : use(lazy.read());
  if (validation) Object.assign(constraint, validation.constraint);
  const [, arrived] = useState(false);
  const waiting = validation === undefined;
  const refused = options.lastResult != null;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    let counted = false;
    let cancelRetry: (() => void) | undefined;
    const count = (on: boolean) => {
      if (on !== counted) (on ? checksWaiting : checksArrived)();
      counted = on;
    };
    const load = () => {
      if (!current) return;
      count(true);
      lazy.read().then(
        () => current && arrived(true),
        () => {
          // Not fetched (network, deploy): the form goes on posting to the server, which answers with the same
          // messages, and does not count as waiting; the person's next intent tries again.
          if (!current) return;
          count(false);
          cancelRetry = atNextIntent(load);
        },
      );
    };
    count(true);
    // A refused post is an answer to what the person did: its checks are wanted now.
    if (refused) load();
    else afterFirstIntent(load);
    return () => {
      current = false;
      cancelRetry?.();
      count(false);
    };
  }, [waiting, refused, lazy]);
  return useForm<input<Schema>, output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint,
    // Without the schema, a blur or a keystroke asks nothing; a submit goes to the server.
    shouldValidate: validation ? "onBlur" : "onSubmit",
    shouldRevalidate: validation ? "onInput" : "onSubmit",
    onValidate: validation ? ({ formData }) => validation.validate(formData) : undefined,
  });
}
