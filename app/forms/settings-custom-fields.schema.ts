import { z } from "zod";
import { customFieldDataTypes, customFieldResourceTypes } from "#domain/enums";

/**
 * The custom field form (no server-only code: this module travels to the browser). A field is created
 * or changed against the settings version the page showed (`version`, the settings' updatedAt; blank
 * when the organization has no settings yet): the save sends it as If-Match and a stale one changes
 * nothing (docs/decisions/0140-custom-field-definitions.md).
 */

/** A field's name: the key its values are stored under (the provider's rule). */
export const CUSTOM_FIELD_NAME = /^[A-Za-z0-9 _-]+$/;
export const MAX_OPTIONS = 100;

/** The dropdown's options as typed: one a line, blank lines and surrounding spaces dropped. */
export function optionLines(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const customFieldFormSchema = z
  .object({
    intent: z.enum(["create", "update"]),
    version: z.string().optional(),
    resourceType: z.enum(customFieldResourceTypes, "settings.fields.resourceTypeRequired"),
    /** The field being changed (update): its name, which does not change. */
    originalName: z.string().optional(),
    label: z
      .string("settings.fields.labelRequired")
      .trim()
      .min(1, "settings.fields.labelRequired")
      .max(100, "settings.fields.labelTooLong"),
    /** Create only; blank takes the label. */
    name: z.string().trim().max(100, "settings.fields.nameTooLong").regex(CUSTOM_FIELD_NAME, "settings.fields.nameInvalid").optional(),
    dataType: z.enum(customFieldDataTypes, "settings.fields.dataTypeRequired"),
    options: z.string().max(20_000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intent === "create" && !value.name && value.label && !CUSTOM_FIELD_NAME.test(value.label)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "settings.fields.nameNeeded" });
    }
    if (value.dataType !== "dropdown") return;
    const options = optionLines(value.options);
    if (options.length === 0) ctx.addIssue({ code: "custom", path: ["options"], message: "settings.fields.optionsRequired" });
    else if (options.length > MAX_OPTIONS) ctx.addIssue({ code: "custom", path: ["options"], message: "settings.fields.optionsTooMany" });
    else if (options.some((o) => o.length > 100))
      ctx.addIssue({ code: "custom", path: ["options"], message: "settings.fields.optionTooLong" });
    else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "settings.fields.optionsDuplicate" });
    }
  });
export type CustomFieldForm = z.infer<typeof customFieldFormSchema>;

/** Deleting a field, confirmed, against the settings version the confirmation showed. */
export const deleteCustomFieldSchema = z.object({
  intent: z.literal("delete"),
  version: z.string().optional(),
  resourceType: z.enum(customFieldResourceTypes),
  name: z.string().trim().min(1).max(100),
});

/** The field a valid form describes, as the provider stores it. */
export function fieldFromForm(value: CustomFieldForm) {
  return {
    label: value.label,
    name: value.intent === "update" ? (value.originalName ?? value.label) : value.name || value.label,
    dataType: value.dataType,
    dataOptions: value.dataType === "dropdown" ? optionLines(value.options) : [],
  };
}
