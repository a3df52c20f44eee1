import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { composeTitle, refusedReply, titleMeta } from "./page-title";

describe("page titles", () => {
  it("joins the parts and the brand with a middle dot", () => {
    expect(composeTitle(["Maria Lopez", "Cards"], "Beacon Payouts")).toBe("Maria Lopez · Cards · Beacon Payouts");
    expect(composeTitle(["Page not found"], undefined)).toBe("Page not found");
  });

  it("gives meta a title only when the loader sent one", () => {
    expect(titleMeta({ loaderData: { title: "Cards · Beacon Payouts" } })).toEqual([{ title: "Cards · Beacon Payouts" }]);
    expect(titleMeta({ loaderData: undefined })).toEqual([]);
  });

  it("prefixes the title of a page with a refused form, in the page's language", async () => {
    for (const [lng, expected] of [
      ["en", "Error: Cards · Beacon Payouts"],
      ["ar", "خطأ: Cards · Beacon Payouts"],
    ] as const) {
      const i18n = createInstance({ ...I18NEXT_OPTIONS, lng, resources: RESOURCES });
      await i18n.init();
      expect(i18n.t("common.errorTitle", { title: "Cards · Beacon Payouts" })).toBe(expected);
    }
  });

  it("counts as refused only a reply with an error", () => {
    expect(refusedReply({ status: "error", error: { zip: ["zipInvalid"] } })).toBe(true);
    expect(refusedReply({ status: "error", error: { "": ["forbidden"] } })).toBe(true);
    expect(refusedReply({ status: "error", error: { zip: [] } })).toBe(false);
    expect(refusedReply({ status: "success", initialValue: {} })).toBe(false);
    expect(refusedReply({ review: { amount: "1.00" } })).toBe(false);
    expect(refusedReply(null)).toBe(false);
    expect(refusedReply("error")).toBe(false);
  });
});
