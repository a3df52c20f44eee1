import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import {
  Field,
  FormActions,
  FormErrors,
  lazySchema,
  RadioGroupField,
  replyFor,
  SelectField,
  TextareaField,
  useSchemaForm,
} from "#app/components/forms";
import { CUSTOM_FIELD_PRESETS, type CustomFieldPreset } from "#app/forms/settings-custom-fields.presets";
import type { FieldRow } from "#app/routes/dashboard/settings/settings-custom-fields.server";
import { customFieldDataTypes, customFieldResourceTypes } from "#domain/enums";

const customFieldSchema = lazySchema(() => import("#app/forms/settings-custom-fields.schema").then((m) => m.customFieldFormSchema));

/**
 * Creates a custom field (blank, or from a preset) or changes one. Its name and the kind of record it
 * belongs to stay once created: values already saved are stored under them. The form carries the
 * settings version it was shown with (`version`). An island of the custom fields page.
 */
export function CustomFieldForm({
  action,
  cancel,
  version,
  field,
  preset,
  reply,
}: {
  action: string;
  cancel: string;
  version: string;
  field: FieldRow | null;
  preset: CustomFieldPreset | null;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  const intent = field ? "update" : "create";
  const start = preset ? CUSTOM_FIELD_PRESETS[preset] : null;
  const typeName = field ? t(`settings.fields.resourceTypes.${field.resourceType}`) : "";
  const [form, fields] = useSchemaForm(customFieldSchema, {
    id: "custom-field",
    lastResult: replyFor(reply, intent),
    defaultValue: {
      resourceType: field?.resourceType ?? start?.resourceType ?? "",
      label: field?.label ?? start?.label ?? "",
      name: start?.label ?? "",
      dataType: field?.dataType ?? start?.dataType ?? "text",
      options: field?.options.join("\n") ?? "",
    },
  });
  return (
    <section className="confirm-panel" aria-labelledby="field-form-title">
      <h2 id="field-form-title">{field ? t("settings.fields.editTitle", { name: field.label }) : t("settings.fields.add")}</h2>
      <Form method="post" action={action} className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="version" value={version} />
        {field ? (
          <>
            <input type="hidden" name="originalName" value={field.name} />
            <input type="hidden" name="resourceType" value={field.resourceType} />
            <p>{t("settings.fields.fixedFacts", { name: field.name, type: typeName })}</p>
          </>
        ) : (
          <SelectField
            meta={fields.resourceType}
            label={t("settings.fields.appliesTo")}
            hint={t("settings.fields.appliesToHint")}
            placeholder={t("settings.fields.chooseResourceType")}
            options={customFieldResourceTypes.map((type) => ({ value: type, label: t(`settings.fields.resourceTypes.${type}`) }))}
          />
        )}
        <Field meta={fields.label} label={t("settings.fields.label")} hint={t("settings.fields.labelHint")} autoComplete="off" />
        {field ? null : (
          <Field meta={fields.name} label={t("settings.fields.name")} hint={t("settings.fields.nameHint")} autoComplete="off" />
        )}
        <RadioGroupField
          meta={fields.dataType}
          label={t("settings.fields.dataType")}
          options={customFieldDataTypes.map((type) => ({ value: type, label: t(`settings.fields.dataTypes.${type}`) }))}
        />
        <TextareaField meta={fields.options} label={t("settings.fields.options")} hint={t("settings.fields.optionsHint")} rows={5} />
        <FormActions
          submit={field ? t("settings.fields.save") : t("settings.fields.create")}
          cancel={t("settings.cancel")}
          cancelTo={cancel}
          busy={busy}
        />
      </Form>
    </section>
  );
}
