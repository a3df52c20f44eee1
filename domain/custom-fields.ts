import { z } from "zod";
import { CUSTOM_FIELD_VALUE_MAX, type CustomFieldInput, type CustomFieldValue, customFieldFormName } from "./custom-field-names";
import type { CustomFieldDataType, CustomFieldResourceType } from "./enums";
import type { ValidationMessageKey } from "./messages";

export { CUSTOM_FIELD_VALUE_MAX, type CustomFieldInput, type CustomFieldValue, customFieldFormName };

/**
 * A business's custom fields as the money forms ask for them (issue 18, spec section 3: "Custom field
 * definition"; docs/decisions/0179-custom-field-inputs.md). One rulebook for the card load, the bank
 * transfer and the funding transfer forms, and for the provider, which refuses the same values.
 */

type Definition = {
  resourceType: CustomFieldResourceType;
  customFieldOptions: ReadonlyArray<{ name: string; label: string; dataType: CustomFieldDataType; dataOptions: readonly string[] }>;
};

/** The fields a business defined for one resource type, in its order (none when it defined none). */
export function customFieldInputs(
  definitions: readonly Definition[] | null | undefined,
  resourceType: CustomFieldResourceType,
): CustomFieldInput[] {
  const definition = definitions?.find((d) => d.resourceType === resourceType);
  return (definition?.customFieldOptions ?? []).map((o) => ({
    name: o.name,
    label: o.label,
    options: o.dataType === "dropdown" ? [...o.dataOptions] : null,
  }));
}

const TOO_LONG: ValidationMessageKey = "customFieldTooLong";

/**
 * The values a form posts as `customFields.<name>` (conform reads them as one object), trimmed, blank
 * ones left out: every custom field is optional, as the spec defines no required ones.
 */
export const customFieldValuesFormSchema = z
  .record(z.string().max(100), z.string().trim().max(CUSTOM_FIELD_VALUE_MAX, TOO_LONG).optional())
  .optional()
  .transform((values) => Object.fromEntries(Object.entries(values ?? {}).filter((entry): entry is [string, string] => !!entry[1])));

/**
 * What the business's fields do not allow in these values, by form field: a value for a field the
 * business does not have, or a dropdown value that is not one of its options. Empty when all is well.
 */
export function customFieldRefusals(
  fields: readonly CustomFieldInput[],
  values: Readonly<Record<string, string>>,
): Record<string, ValidationMessageKey[]> {
  const refusals: Record<string, ValidationMessageKey[]> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields.find((f) => f.name === name);
    if (!field) refusals[customFieldFormName(name)] = ["customFieldUnknown"];
    else if (field.options && !field.options.includes(value)) refusals[customFieldFormName(name)] = ["customFieldOption"];
    else if (value.length > CUSTOM_FIELD_VALUE_MAX) refusals[customFieldFormName(name)] = [TOO_LONG];
  }
  return refusals;
}

/** Values by field name, as a review names them: each field's label, or the name of a field no longer known. */
export function namedValues(fields: readonly CustomFieldInput[], values: Readonly<Record<string, string>>): CustomFieldValue[] {
  return Object.entries(values).map(([name, value]) => ({ name, label: fields.find((f) => f.name === name)?.label ?? name, value }));
}
