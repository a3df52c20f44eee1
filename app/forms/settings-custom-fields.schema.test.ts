import { describe, expect, it } from "vitest";
import { customFieldFormSchema, fieldFromForm, optionLines } from "./settings-custom-fields.schema";

const messages = (input: Record<string, string>) => customFieldFormSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const base = { intent: "create", version: "", resourceType: "loads", label: "Funding Source", dataType: "dropdown" };

describe("custom field form (ADR 0140)", () => {
  it("options are one a line, trimmed, blank lines dropped", () => {
    expect(optionLines(" General Fund \r\n\n County Grant\n")).toEqual(["General Fund", "County Grant"]);
  });

  it("a list needs options, each once (case-insensitive), at most 100, each at most 100 characters", () => {
    expect(messages({ ...base, options: "\n  \n" })).toEqual(["settings.fields.optionsRequired"]);
    expect(messages({ ...base, options: "Grant\ngrant" })).toEqual(["settings.fields.optionsDuplicate"]);
    expect(messages({ ...base, options: Array.from({ length: 101 }, (_, i) => `o${i}`).join("\n") })).toEqual([
      "settings.fields.optionsTooMany",
    ]);
    expect(messages({ ...base, options: "x".repeat(101) })).toEqual(["settings.fields.optionTooLong"]);
    expect(messages({ ...base, options: "A\nB" })).toEqual([]);
  });

  it("a text field keeps no options, whatever was typed", () => {
    const value = customFieldFormSchema.parse({ ...base, dataType: "text", options: "left over" });
    expect(fieldFromForm(value)).toEqual({ label: "Funding Source", name: "Funding Source", dataType: "text", dataOptions: [] });
  });

  it("a new field's name defaults to its label, which must then fit the name rule; an update keeps the original name", () => {
    expect(messages({ ...base, dataType: "text", label: "Source (grant)" })).toEqual(["settings.fields.nameNeeded"]);
    expect(messages({ ...base, dataType: "text", label: "Source (grant)", name: "Grant source" })).toEqual([]);
    expect(messages({ ...base, dataType: "text", name: "bad:name" })).toEqual(["settings.fields.nameInvalid"]);
    const update = customFieldFormSchema.parse({ ...base, intent: "update", dataType: "text", originalName: "TSA", label: "New label" });
    expect(fieldFromForm(update).name).toBe("TSA");
  });

  it("the label and the resource type are required, with their own messages", () => {
    expect(messages({ ...base, dataType: "text", label: "  " })).toEqual(["settings.fields.labelRequired"]);
    expect(messages({ ...base, dataType: "text", resourceType: "cards" })).toEqual(["settings.fields.resourceTypeRequired"]);
  });
});
