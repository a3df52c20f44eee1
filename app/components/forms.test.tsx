import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createInstance } from "i18next";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { type LanguageCode, languageTag } from "#domain/languages";
import { VALIDATION_MESSAGES } from "#domain/messages";
import { emailSchema } from "#domain/validation";
import {
  AmountField,
  CheckboxField,
  Field,
  FormErrors,
  lazySchema,
  RadioGroupField,
  replyFor,
  SelectField,
  TextareaField,
  useSchemaForm,
} from "./forms";

const schema = z.object({
  intent: z.literal("save"),
  email: emailSchema,
  password: z.string({ error: "passwordRequired" }).min(1, { error: "passwordRequired" }),
  state: z.enum(["NY", "CA"], { error: "stateInvalid" }),
  kind: z.enum(["checking", "savings"], { error: "accountTypeInvalid" }),
  agree: z.literal("on", { error: "required" }).optional(),
  note: z.string().max(50).optional(),
  amount: z.string().optional(),
});

/** How components name a schema: loaded lazily (here a resolved import), read with `use`. */
const testSchema = lazySchema(async () => schema);

/** The reply an action sends back for these values (what `useActionData` returns). */
function replyTo(values: Record<string, string>, options: { formErrors?: string[]; hideFields?: string[] } = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return parseWithZod(formData, { schema }).reply(options) as SubmissionResult<string[]>;
}

function TestForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(testSchema, { id: "test", lastResult, defaultValue: { kind: "checking" } });
  return (
    <form method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      <Field meta={fields.email} type="email" label="E-mail" hint="We write to it." />
      <Field meta={fields.password} type="password" label="Password" />
      <SelectField
        meta={fields.state}
        label="State"
        placeholder="Choose"
        options={[
          { value: "NY", label: "New York" },
          { value: "CA", label: "California" },
        ]}
      />
      <RadioGroupField
        meta={fields.kind}
        label="Account type"
        options={[
          { value: "checking", label: "Checking" },
          { value: "savings", label: "Savings" },
        ]}
      />
      <CheckboxField meta={fields.agree} label="I agree" />
      <TextareaField meta={fields.note} label="Note" />
      <AmountField meta={fields.amount} label="Amount" hint="In dollars." />
      {/* @ts-expect-error: a field the schema does not have */}
      <Field meta={fields.nope} label="Nope" />
    </form>
  );
}

async function render(lastResult?: SubmissionResult<string[]>, code: LanguageCode = "en") {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  // Rendered to completion, as entry.server.tsx sends every document (the schema is read with `use`).
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <TestForm lastResult={lastResult} />
    </I18nextProvider>,
  );
  return { html: await new Response(prelude).text(), i18n };
}

const decode = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The attributes of the element with this id (React writes boolean attributes as `name=""`). */
function attributes(html: string, id: string): Record<string, string> | undefined {
  const open = new RegExp(`<\\w+(?=[^>]*\\sid="${id}")([^>]*)>`).exec(html);
  if (!open) return undefined;
  return Object.fromEntries([...(open[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value ?? "")]));
}

/** The text inside the element with this id. */
function text(html: string, id: string): string | undefined {
  const match = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>(.*?)</\\1>`).exec(html);
  return match ? decode((match[2] ?? "").replace(/<[^>]+>/g, "")) : undefined;
}

describe("form kit", () => {
  it("asks for an amount on the number pad with a decimal key, labelled and hinted, never autofilled, keeping what was typed", async () => {
    const blank = attributes((await render()).html, "test-amount");
    expect(blank).toMatchObject({
      name: "amount",
      inputMode: "decimal",
      autoComplete: "off",
      "aria-describedby": "test-amount-description",
    });
    const { html } = await render(replyTo({ intent: "save", email: "x", amount: "12,50" }));
    expect(html).toContain('<label for="test-amount">Amount</label>');
    expect(text(html, "test-amount-description")).toBe("In dollars.");
    expect(attributes(html, "test-amount")?.value).toBe("12,50");
  });

  it("wires label, id, name and constraints from the schema before any reply", async () => {
    const { html } = await render();
    const email = attributes(html, "test-email");
    expect(email).toMatchObject({ name: "email", type: "email", required: "", form: "test" });
    expect(html).toContain('<label for="test-email">E-mail</label>');
    expect(email?.["aria-invalid"]).toBeUndefined();
    // The hint is read with the input; nothing else until there is an error.
    expect(email?.["aria-describedby"]).toBe("test-email-description");
    expect(text(html, "test-email-description")).toBe("We write to it.");
    expect(attributes(html, "test-email-error")).toBeUndefined();
    // Optional fields are not required. (Lengths and patterns do not reach the markup: zod 4.6 no longer
    // records them where conform's getZodConstraint reads them; docs/decisions/0065-conform-forms.md.)
    expect(attributes(html, "test-note")?.name).toBe("note");
    expect(attributes(html, "test-note")?.required).toBeUndefined();
    // Until the browser runs conform, the server's messages decide, not the browser's.
    expect(attributes(html, "test")?.noValidate).toBe("");
    expect(attributes(html, "test-kind-checking")?.checked).toBe("");
    expect(html).not.toContain('role="alert"');
  });

  it("shows a reply's errors on their fields, translated, and keeps what was typed but the password", async () => {
    const reply = replyTo(
      { intent: "save", email: "not-an-email", password: "Secret#12", state: "TX", kind: "savings", agree: "on", note: "hello" },
      { hideFields: ["password"] },
    );
    const { html } = await render(reply);
    const email = attributes(html, "test-email");
    expect(email?.["aria-invalid"]).toBe("true");
    expect(email?.["aria-describedby"]).toBe("test-email-error test-email-description");
    expect(text(html, "test-email-error")).toBe("Invalid Email");
    expect(email?.value).toBe("not-an-email");
    expect(attributes(html, "test-password")?.value).toBeUndefined();
    const state = attributes(html, "test-state");
    expect(state?.["aria-invalid"]).toBe("true");
    expect(state?.["aria-describedby"]).toBe("test-state-error");
    expect(text(html, "test-state-error")).toBe("Invalid State: Input needs to be a 2 digit state code.");
    expect(attributes(html, "test-kind-savings")?.checked).toBe("");
    expect(attributes(html, "test-kind-checking")?.checked).toBeUndefined();
    expect(attributes(html, "test-agree")?.checked).toBe("");
    expect(text(html, "test-note")).toBe("hello");
  });

  it("keeps a select's typed value, and never a password even when the reply carries one", async () => {
    const { html } = await render(replyTo({ intent: "save", email: "a@b.test", password: "typed", state: "CA", kind: "checking" }));
    expect(html).toContain('<option value="CA" selected="">California</option>');
    expect(html).toContain('<option value="NY">New York</option>');
    expect(attributes(html, "test-password")?.value).toBeUndefined();
    expect(attributes(html, "test-password")?.["aria-invalid"]).toBeUndefined();
  });

  it("shows form-level errors as an alert under the form's error id, in the page's language", async () => {
    const reply = replyTo(
      { intent: "save", email: "a@b.test", password: "x", state: "NY", kind: "checking" },
      { formErrors: ["forbidden"] },
    );
    const { html, i18n } = await render(reply, "es");
    expect(attributes(html, "test-error")?.role).toBe("alert");
    expect(text(html, "test-summary-title")).toBe(i18n.t("common.errorSummary"));
    expect(i18n.t("common.errorSummary")).toBe("Hay un problema");
    expect(html).toContain(`<li>${i18n.t("validation.forbidden")}</li>`);
    expect(i18n.t("validation.forbidden")).not.toBe(VALIDATION_MESSAGES.forbidden);
    expect(attributes(html, "test")?.["aria-describedby"]).toBe("test-error");
  });

  it("sums up a refused form at its top: the form's own error, then each field's message linking to the field", async () => {
    const reply = replyTo({ intent: "save", email: "nope", password: "", state: "TX", kind: "checking" }, { formErrors: ["forbidden"] });
    const { html } = await render(reply);
    const summary = attributes(html, "test-error");
    expect(summary).toMatchObject({ class: "error-summary", tabindex: "-1", role: "alert", "aria-labelledby": "test-summary-title" });
    expect(text(html, "test-summary-title")).toBe("There is a problem");
    // The summary comes before the first field.
    expect(html.indexOf('id="test-error"')).toBeLessThan(html.indexOf('id="test-email"'));
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => decode(m[1] ?? ""));
    expect(items.slice(0, 4)).toEqual([
      "You do not have permission to do this.",
      '<a href="#test-email">Invalid Email</a>',
      '<a href="#test-password">Password is required</a>',
      '<a href="#test-state">Invalid State: Input needs to be a 2 digit state code.</a>',
    ]);
  });

  it("has no summary before a submission is refused", async () => {
    const { html } = await render(replyTo({ intent: "save", email: "a@b.test", password: "x", state: "NY", kind: "checking" }));
    expect(html).not.toContain("error-summary");
    expect(attributes(html, "test-error")).toBeUndefined();
  });

  it("reads a schema that has loaded without suspending, and loads each lazy schema once", async () => {
    let loads = 0;
    const counted = lazySchema(async () => {
      loads += 1;
      return schema;
    });
    function Counted() {
      const [form, fields] = useSchemaForm(counted, { id: "counted" });
      return (
        <form {...getFormProps(form)}>
          <Field meta={fields.email} type="email" label="E-mail" />
        </form>
      );
    }
    const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: "en", resources: RESOURCES });
    await i18n.init();
    const page = (
      <I18nextProvider i18n={i18n}>
        <Counted />
      </I18nextProvider>
    );
    // Before the schema is there the form suspends: a synchronous render has only the (empty) fallback.
    expect(renderToString(<Suspense fallback={<p>waiting</p>}>{page}</Suspense>)).toContain("waiting");
    await counted.read();
    // Once loaded, a synchronous render (a later render in the browser) has the whole form at once.
    const html = renderToString(page);
    expect(attributes(html, "counted-email")).toMatchObject({ name: "email", type: "email", required: "" });
    expect(loads).toBe(1);
  });

  it("gives a reply only to the form whose intent was sent", () => {
    const reply = replyTo({ intent: "save" });
    expect(replyFor(reply, "save")).toBe(reply);
    expect(replyFor(reply, "load", "withdraw")).toBeUndefined();
    expect(replyFor(undefined, "save")).toBeUndefined();
  });
});
