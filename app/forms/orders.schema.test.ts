import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { orderSchema } from "./orders.schema";

/** A form post as the browser sends it. */
function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: orderSchema });
  return {
    status: submission.status,
    value: submission.status === "success" ? submission.value : undefined,
    error: submission.status === "error" ? submission.error : undefined,
  };
}

const holder = { firstName: "Ana", lastName: "Diaz", email: "ana@example.org", idempotencyKey: "k".repeat(32) };
const address = { addressOne: "12 Main St", city: "Richmond", state: "VA", zip: "23219" };

describe("the card order form (issue 38 item 5)", () => {
  it("ships to the organization without a holder's address, and to the holder only with one", () => {
    const toOrganization = post({ intent: "physical", shipTo: "organization", shippingMethod: "USPS_GROUND", ...holder });
    expect(toOrganization.status).toBe("success");
    const toHolder = post({ intent: "physical", shipTo: "holder", shippingMethod: "USPS_GROUND", ...holder });
    expect(toHolder.status).toBe("error");
    expect(toHolder.error?.addressOne).toBeDefined();
    expect(toHolder.error?.zip).toBeDefined();
    expect(post({ intent: "physical", shipTo: "holder", shippingMethod: "USPS_GROUND", ...holder, ...address }).status).toBe("success");
  });

  it("takes a colour as a hex value starting with # or blank, and gives the spec's message otherwise", () => {
    const ok = post({ intent: "virtual", ...holder, color: "#1a73e8" });
    expect(ok.value?.color).toBe("#1a73e8");
    const short = post({ intent: "virtual", ...holder, color: "#abc" });
    expect(short.value?.color).toBe("#aabbcc");
    const blank = post({ intent: "virtual", ...holder, color: "" });
    expect(blank.status === "success" && blank.value?.color).toBeUndefined();
    expect(post({ intent: "virtual", ...holder, color: "blue" }).error?.color).toEqual(["colorInvalid"]);
    expect(post({ intent: "virtual", ...holder, tag: "Rent", tagColor: "1a73e8" }).error?.tagColor).toEqual(["colorInvalid"]);
  });

  it("an initial load follows the load rules and comes out in cents", () => {
    const ok = post({ intent: "virtual", ...holder, initialLoad: "125.50" });
    expect(ok.value?.initialLoad).toBe(12550);
    expect(post({ intent: "virtual", ...holder, initialLoad: "10000" }).error?.initialLoad).toEqual(["loadAmountMax"]);
    expect(post({ intent: "virtual", ...holder, initialLoad: "1.5555" }).error?.initialLoad).toEqual(["amountDecimals"]);
    expect(post({ intent: "virtual", ...holder, initialLoad: "0" }).error?.initialLoad).toEqual(["amountPositive"]);
  });

  it("a tag amount has up to 2 decimals and may be zero; a tag colour or amount needs the tag's name", () => {
    const ok = post({ intent: "virtual", ...holder, tag: "Rent", tagAmount: "0", tagColor: "#00aa00" });
    expect(ok.value).toMatchObject({ tag: "Rent", tagAmount: 0, tagColor: "#00aa00" });
    expect(post({ intent: "virtual", ...holder, tag: "Rent", tagAmount: "5.5555" }).error?.tagAmount).toEqual(["amountDecimals"]);
    expect(post({ intent: "virtual", ...holder, tagAmount: "20" }).error?.tag).toEqual(["tagNameRequired"]);
    expect(post({ intent: "virtual", ...holder, tag: "x".repeat(51) }).error?.tag).toEqual(["tagNameTooLong"]);
  });
});
