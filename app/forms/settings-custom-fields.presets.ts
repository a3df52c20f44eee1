// No zod here: the list page imports this, and its first load stays within the JavaScript budget.

/** The presets offered as a start (docs/decisions/0140): the two the spec names. */
export const CUSTOM_FIELD_PRESETS = {
  fundingSource: { label: "Funding Source", dataType: "dropdown", resourceType: "loads" },
  salesforceTsaId: { label: "Salesforce TSA ID", dataType: "text", resourceType: "bank_transfers" },
} as const;
export type CustomFieldPreset = keyof typeof CUSTOM_FIELD_PRESETS;
