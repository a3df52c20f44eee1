import { describe, expect, it } from "vitest";
import type { CustomFieldDefinition } from "#contract/entities";
import { withoutField } from "./settings-custom-fields.server";

const text = (name: string) => ({ label: name, name, dataType: "text" as const, dataOptions: [] });
const FIELDS: CustomFieldDefinition[] = [
  { resourceType: "loads", customFieldOptions: [text("Funding Source"), text("Grant")] },
  { resourceType: "bank_transfers", customFieldOptions: [text("Grant")] },
];

describe("deleting a custom field", () => {
  it("drops the field of that resource type only, whatever the case of its name", () => {
    expect(withoutField(FIELDS, "loads", "grant")).toEqual([
      { resourceType: "loads", customFieldOptions: [text("Funding Source")] },
      { resourceType: "bank_transfers", customFieldOptions: [text("Grant")] },
    ]);
  });

  it("drops a resource type left without fields, and answers null for a field that is not there", () => {
    expect(withoutField(FIELDS, "bank_transfers", "Grant")).toEqual([FIELDS[0]]);
    expect(withoutField(FIELDS, "bank_transfers", "Funding Source")).toBeNull();
    expect(withoutField(FIELDS, "funding_account_deposit", "Grant")).toBeNull();
  });
});
