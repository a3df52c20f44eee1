import { describe, expect, it } from "vitest";
import { customFieldInputs, customFieldRefusals, customFieldValuesFormSchema, namedValues } from "./custom-fields";

const definitions = [
  {
    resourceType: "loads" as const,
    customFieldOptions: [
      {
        name: "Funding Source",
        label: "Funding Source",
        dataType: "dropdown" as const,
        dataOptions: ["General Fund", "Private Donations"],
      },
      { name: "Case", label: "Case number", dataType: "text" as const, dataOptions: [] },
    ],
  },
  {
    resourceType: "bank_transfers" as const,
    customFieldOptions: [{ name: "Salesforce TSA ID", label: "Salesforce TSA ID", dataType: "text" as const, dataOptions: [] }],
  },
];

describe("customFieldInputs", () => {
  it("asks for the fields of one resource type, a dropdown with its options and text without", () => {
    expect(customFieldInputs(definitions, "loads")).toEqual([
      { name: "Funding Source", label: "Funding Source", options: ["General Fund", "Private Donations"] },
      { name: "Case", label: "Case number", options: null },
    ]);
  });

  it("asks for nothing when the business defined no fields for the type, or has no settings", () => {
    expect(customFieldInputs(definitions, "funding_account_deposit")).toEqual([]);
    expect(customFieldInputs(null, "loads")).toEqual([]);
  });
});

describe("customFieldValuesFormSchema", () => {
  it("trims the values and leaves blank ones out: every field is optional", () => {
    expect(customFieldValuesFormSchema.parse({ "Funding Source": " General Fund ", Case: "  " })).toEqual({
      "Funding Source": "General Fund",
    });
    expect(customFieldValuesFormSchema.parse(undefined)).toEqual({});
  });

  it("refuses a value longer than 500 characters with its message", () => {
    const result = customFieldValuesFormSchema.safeParse({ Case: "x".repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["Case", "customFieldTooLong"]]);
  });
});

describe("customFieldRefusals", () => {
  const fields = customFieldInputs(definitions, "loads");

  it("accepts a dropdown's option and any text", () => {
    expect(customFieldRefusals(fields, { "Funding Source": "Private Donations", Case: "C-12" })).toEqual({});
  });

  it("refuses a value that is not one of the dropdown's options, on its form field", () => {
    expect(customFieldRefusals(fields, { "Funding Source": "Lottery" })).toEqual({ "customFields.Funding Source": ["customFieldOption"] });
  });

  it("refuses a field the business does not have for the type", () => {
    expect(customFieldRefusals(fields, { "Salesforce TSA ID": "TSA-1" })).toEqual({
      "customFields.Salesforce TSA ID": ["customFieldUnknown"],
    });
  });
});

describe("namedValues", () => {
  it("names each value by its field's label, or by its name when the field is not known", () => {
    expect(namedValues(customFieldInputs(definitions, "loads"), { Case: "C-12", Gone: "x" })).toEqual([
      { name: "Case", label: "Case number", value: "C-12" },
      { name: "Gone", label: "Gone", value: "x" },
    ]);
  });
});
