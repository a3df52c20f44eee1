import { describe, expect, it } from "vitest";
import { composeTitle, titleMeta } from "./page-title";

describe("page titles", () => {
  it("joins the parts and the brand with a middle dot", () => {
    expect(composeTitle(["Maria Lopez", "Cards"], "Beacon Payouts")).toBe("Maria Lopez · Cards · Beacon Payouts");
    expect(composeTitle(["Page not found"], undefined)).toBe("Page not found");
  });

  it("gives meta a title only when the loader sent one", () => {
    expect(titleMeta({ loaderData: { title: "Cards · Beacon Payouts" } })).toEqual([{ title: "Cards · Beacon Payouts" }]);
    expect(titleMeta({ loaderData: undefined })).toEqual([]);
  });
});
