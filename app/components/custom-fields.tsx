import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Field, SelectField } from "#app/components/forms";
import { CUSTOM_FIELD_VALUE_MAX, type CustomFieldInput } from "#domain/custom-field-names";

/**
 * A business's custom fields on a money form (docs/decisions/0179-custom-field-inputs.md): each an
 * optional input, a dropdown of its options or free text, posted as `customFields.<name>` and checked
 * on the server with the same rules as the provider's (domain/custom-fields.ts).
 */
export function CustomFieldInputs<Form extends Record<string, unknown>>({
  fields,
  meta,
}: {
  fields: readonly CustomFieldInput[];
  /** The form's `customFields` object field. */
  meta: FieldMetadata<Partial<Record<string, string | undefined>> | undefined, Form, string[]>;
}) {
  const { t } = useTranslation(["common"]);
  if (fields.length === 0) return null;
  const fieldset = meta.getFieldset();
  return (
    <>
      {fields.map((field) => {
        const label = t("common.customFields.optional", { label: field.label });
        const fieldMeta = fieldset[field.name];
        if (!fieldMeta) return null;
        return field.options ? (
          <SelectField
            key={field.name}
            meta={fieldMeta}
            label={label}
            placeholder={t("common.customFields.none")}
            options={field.options.map((option) => ({ value: option, label: option }))}
          />
        ) : (
          <Field key={field.name} meta={fieldMeta} label={label} maxLength={CUSTOM_FIELD_VALUE_MAX} autoComplete="off" />
        );
      })}
    </>
  );
}
