import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Field, FormErrors, lazySchema, SelectField, useSchemaForm } from "#app/components/forms";

const createProgramForm = lazySchema(() => import("#app/forms/programs.schema").then((m) => m.createProgramSchema));

const PRODUCT_TYPES = ["cards", "bank_transfers", "on_demand_cards"] as const;

/** Create a program under the top-level business (createProgram): a name and how it pays. */
export function CreateProgramForm({ action, reply }: { action: string; reply: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation(["programs"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(createProgramForm, { id: "create-program", lastResult: reply ?? null });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="createProgram" />
      <Field meta={fields.name} label={t("programs.create.name")} autoComplete="off" maxLength={255} />
      <SelectField
        meta={fields.productType}
        label={t("programs.create.productType")}
        placeholder={t("programs.create.choose")}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`programs.type.${type}`) }))}
      />
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t("programs.create.submit")}
        </button>
      </div>
    </Form>
  );
}
