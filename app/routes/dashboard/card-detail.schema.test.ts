import { describe, expect, it } from "vitest";
import { addTagSchema, loadSchema } from "./card-detail.schema";

const KEY = "0d7f6d5e-8f1c-4b1a-9a4e-2c3b4d5e6f70";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("card page schemas (issue 23)", () => {
  it("a blank or too long tag name gets a complete message of its own, not '{{field}} is required'", () => {
    expect(messages(addTagSchema.safeParse({ intent: "addTag", tagName: "   " }))).toEqual(["tagNameRequired"]);
    expect(messages(addTagSchema.safeParse({ intent: "addTag" }))).toEqual(["tagNameRequired"]);
    expect(messages(addTagSchema.safeParse({ intent: "addTag", tagName: "x".repeat(51) }))).toEqual(["tagNameTooLong"]);
    expect(addTagSchema.parse({ intent: "addTag", tagName: ` ${"x".repeat(50)} ` }).tagName).toHaveLength(50);
  });

  it("a load typed with a decimal comma is the same load; an ambiguous one is refused", () => {
    expect(loadSchema.parse({ intent: "load", amount: "12,50", idempotencyKey: KEY }).amount).toBe(1250);
    expect(messages(loadSchema.safeParse({ intent: "load", amount: "1,500", idempotencyKey: KEY }))).toEqual(["amountAmbiguous"]);
  });
});
