import { describe, expect, it } from "vitest";
import { hasSuperFundingAccount, parseBusinessIdList, SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS } from "./funding";

describe("super-business funding account", () => {
  it("applies only in non-normal views, and only to the listed top-level businesses", () => {
    const ids = ["biz_unity", "biz_other"];
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "multiProgram" }, ids)).toBe(true);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "singleProgram" }, ids)).toBe(true);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "normal" }, ids)).toBe(false);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_harbor", viewType: "multiProgram" }, ids)).toBe(false);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "multiProgram" }, [])).toBe(false);
  });

  it("in the sandbox is Unity, the demo data's one top-level business with programs", () => {
    expect(SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS).toEqual(["biz_unity"]);
  });

  it("reads the setting as comma-separated ids and names what is wrong without the value", () => {
    expect(parseBusinessIdList(" biz_a, biz_b ,,biz-c ")).toEqual({ ok: true, ids: ["biz_a", "biz_b", "biz-c"] });
    expect(parseBusinessIdList("")).toEqual({ ok: true, ids: [] });
    expect(parseBusinessIdList("biz_a;biz_b")).toEqual({ ok: false, problem: "must list business ids separated by commas" });
    expect(parseBusinessIdList("biz_a,biz_a")).toEqual({ ok: false, problem: "lists a business id twice" });
  });
});
