import { describe, expect, it } from "vitest";
import type { BusinessContext } from "#app/session/cookie.server";
import { programEntry, shellNavigation } from "./navigation.server";

const business = (viewType: BusinessContext["viewType"]): BusinessContext => ({
  topLevelBusinessId: "biz_unity",
  topLevelBusinessName: "Unity Resettlement Alliance",
  displayName: "Unity Rent Relief",
  userRoles: [{ businessId: "biz_unity_rent", role: "admin" }],
  userScope: viewType === "normal" ? "normal" : "program",
  viewType,
  isEligibleForOnDemand: false,
  developerToolsEnabled: false,
});
const title = (screen: "recipients" | "cards") => (screen === "recipients" ? "Recipients" : "Cards");

describe("the single program's own entry (ADR 0101)", () => {
  it("names the bank-transfer program's recipients beside Home, which still goes to programs", () => {
    const entry = programEntry(business("singleProgram"), "/biz_unity_rent/recipients", title);
    expect(entry).toEqual({ href: "/biz_unity_rent/recipients", label: "Recipients" });
    expect(shellNavigation(business("singleProgram"), entry)).toMatchObject({ home: "/biz_unity/programs", program: entry });
  });

  it("names a card program's cards", () => {
    expect(programEntry(business("singleProgram"), "/biz_unity_family/cards", title)).toEqual({
      href: "/biz_unity_family/cards",
      label: "Cards",
    });
  });

  it("is absent in other views and for a landing that is no program screen", () => {
    expect(programEntry(business("multiProgram"), "/biz_unity/programs", title)).toBeNull();
    expect(programEntry(business("normal"), "/biz_unity/cards", title)).toBeNull();
    expect(programEntry(business("singleProgram"), "/login", title)).toBeNull();
  });
});
