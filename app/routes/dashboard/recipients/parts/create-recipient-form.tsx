import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Field, FormActions, FormErrors, lazySchema, RadioGroupField, SelectField, useSchemaForm } from "#app/components/forms";
import type { createRecipientSchema } from "#app/forms/recipients.schema";
import { BankDetailsFields } from "#app/routes/dashboard/recipients/parts/bank-details-fields";
import { INTAKE_LANGUAGE_CODES, LANGUAGES } from "#domain/languages";

// Loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const createForm = lazySchema(() => import("#app/forms/recipients.schema").then((m) => m.createRecipientSchema));

/**
 * The new-recipient form (`?new=1` on the recipients list). With addBankDetails the user chooses to
 * type the bank details now or to let the recipient give them through the intake e-mail; the bank
 * fields are hidden by CSS while "e-mail" is chosen (no JavaScript needed) and ignored by the server.
 * A name on account that looks like a bank's asks for a confirmation before it goes through.
 */
export function CreateRecipientForm({
  base,
  canAddBankDetails,
  reply,
}: {
  base: string;
  canAddBankDetails: boolean;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["recipients"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm<typeof createRecipientSchema>(createForm, {
    id: "new-recipient",
    lastResult: reply,
    defaultValue: { bankDetails: "email" },
  });
  return (
    <section className="confirm-panel" aria-labelledby="new-recipient-title">
      <h2 id="new-recipient-title">{t("recipients.create.title")}</h2>
      <Form method="post" action={`${base}?new=1`} className="stack new-recipient" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="create" />
        <Field meta={fields.name} label={t("recipients.form.name")} autoComplete="off" />
        <Field
          meta={fields.email}
          type="email"
          label={t("recipients.form.email")}
          hint={t("recipients.create.emailHint")}
          autoComplete="off"
        />
        <Field meta={fields.phone} type="tel" label={t("recipients.form.phone")} hint={t("recipients.form.phoneHint")} autoComplete="off" />
        <SelectField
          meta={fields.language}
          label={t("recipients.create.language")}
          hint={t("recipients.create.languageHint")}
          placeholder={t("recipients.create.languageDefault")}
          options={INTAKE_LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName }))}
        />
        {canAddBankDetails ? (
          <>
            <RadioGroupField
              meta={fields.bankDetails}
              label={t("recipients.create.bankDetails")}
              options={[
                { value: "email", label: t("recipients.create.byEmail") },
                { value: "now", label: t("recipients.create.now") },
              ]}
            />
            <BankDetailsFields fields={fields} className="bank-fields" />
          </>
        ) : (
          <input type="hidden" name="bankDetails" value="email" />
        )}
        <FormActions submit={t("recipients.create.submit")} cancel={t("recipients.cancel")} cancelTo={base} busy={busy} />
      </Form>
    </section>
  );
}
