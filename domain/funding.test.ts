import { describe, expect, it } from "vitest";
import { hasSuperFundingAccount, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS } from "./funding";

describe("super-business funding account", () => {
  it("is a fixed set of twelve top-level businesses", () => {
    expect(SUPER_FUNDING_ACCOUNT_BUSINESS_IDS).toHaveLength(12);
    expect(new Set(SUPER_FUNDING_ACCOUNT_BUSINESS_IDS).size).toBe(12);
  });

  it("applies only in non-normal views", () => {
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "multiProgram" })).toBe(true);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "singleProgram" })).toBe(true);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_unity", viewType: "normal" })).toBe(false);
    expect(hasSuperFundingAccount({ topLevelBusinessId: "biz_harbor", viewType: "multiProgram" })).toBe(false);
  });
});
