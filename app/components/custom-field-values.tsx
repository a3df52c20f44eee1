import { type CustomFieldValue, customFieldFormName } from "#domain/custom-field-names";

/*
 * A review's custom field values (docs/decisions/0179-custom-field-inputs.md), apart from the inputs
 * (custom-fields.tsx) so that a page showing a review does not ship the form kit and the validators.
 */

/** The values on a review: one row each in its list of facts (inside a `<dl>`). */
export function CustomFieldFacts({ values }: { values: readonly CustomFieldValue[] }) {
  return (
    <>
      {values.map((v) => (
        <div key={v.name}>
          <dt>{v.label}</dt>
          <dd>{v.value}</dd>
        </div>
      ))}
    </>
  );
}

/** The values a review's confirmation posts again, unchanged. */
export function CustomFieldHiddenInputs({ values }: { values: readonly CustomFieldValue[] }) {
  return (
    <>
      {values.map((v) => (
        <input key={v.name} type="hidden" name={customFieldFormName(v.name)} value={v.value} />
      ))}
    </>
  );
}
