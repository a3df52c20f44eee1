/**
 * The zod-free part of the custom field rules (domain/custom-fields.ts): what a field and a value are
 * and the form field a value travels in, for components that show values without validating them
 * (a review's facts, its hidden inputs), so their pages do not ship the validators.
 */

/** Longest value a custom field takes (the provider's `customFieldValuesSchema`). */
export const CUSTOM_FIELD_VALUE_MAX = 500;

/** One custom field as a form asks for it: free text, or one of a dropdown's options. */
export type CustomFieldInput = { name: string; label: string; options: readonly string[] | null };

/** A custom field's value as a review names it (the field's label) and posts it again (its name). */
export type CustomFieldValue = { name: string; label: string; value: string };

/** The form field that carries one custom field's value (where its refusal is shown). */
export const customFieldFormName = (name: string) => `customFields.${name}`;
