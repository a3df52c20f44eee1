import { describe, expect, it } from "vitest";
import type { BusinessContext } from "#app/session/cookie.server";
import { businessScreens, landingProgram, shellNavigation } from "./navigation.server";
import { screensOwner } from "./shell.server";

const business = (viewType: BusinessContext["viewType"], topLevelBusinessId = "biz_unity"): BusinessContext => ({
  topLevelBusinessId,
  topLevelBusinessName: "Unity Resettlement Alliance",
  displayName: "Unity Rent Relief",
  userRoles: [{ businessId: "biz_unity_rent", role: "admin" }],
  userScope: viewType === "normal" ? "normal" : "program",
  viewType,
  isEligibleForOnDemand: false,
  developerToolsEnabled: false,
});
const PROGRAMS = [
  { id: "biz_unity_family", name: "Unity Family Cards", productType: "cards" as const },
  { id: "biz_unity_rent", name: "Unity Rent Relief", productType: "bank_transfers" as const },
];
const keys = (nav: ReturnType<typeof shellNavigation>) => nav.screens.map((s) => `${s.key} ${s.href}`);

describe("every screen reachable from the navigation (issue 35 item 2, ADR 0234)", () => {
  it("a normal business (Harbor) has cards and bank transfers both: recipients, card orders, autoloads and the funding account beside Home", () => {
    const harbor = business("normal", "biz_harbor");
    const nav = shellNavigation(harbor, screensOwner(harbor, "/biz_harbor/cards", "biz_harbor", []));
    expect(nav.home).toBe("/biz_harbor/cards");
    expect(keys(nav)).toEqual([
      "recipients /biz_harbor/recipients",
      "orders /biz_harbor/orders",
      "autoloads /biz_harbor/autoloads",
      "fundingAccount /biz_harbor/funding-account",
    ]);
    // The spec's items stay.
    expect(nav.reports).toBe("/biz_harbor/reports");
    expect(nav.settings.map((s) => s.key)).toEqual(["members", "spendRules", "customFields"]);
  });

  it("a bank-transfer program (single-program view) lists its recipients and its funding account; Home still goes to programs", () => {
    const single = business("singleProgram");
    const nav = shellNavigation(single, screensOwner(single, "/biz_unity_rent/recipients", "biz_unity_rent", PROGRAMS.slice(1)));
    expect(nav.home).toBe("/biz_unity/programs");
    expect(keys(nav)).toEqual(["recipients /biz_unity_rent/recipients", "fundingAccount /biz_unity_rent/funding-account"]);
  });

  it("a card program lists cards, card orders, autoloads and its funding account, even when the programs list failed", () => {
    const single = business("singleProgram");
    const nav = shellNavigation(single, screensOwner(single, "/biz_unity_family/cards", "biz_unity_family", []));
    expect(keys(nav)).toEqual([
      "cards /biz_unity_family/cards",
      "orders /biz_unity_family/orders",
      "autoloads /biz_unity_family/autoloads",
      "fundingAccount /biz_unity_family/funding-account",
    ]);
  });

  it("a super user on a program sees that program's screens; on the programs side, the organization's funding account", () => {
    const multi = business("multiProgram");
    const onRent = shellNavigation(multi, screensOwner(multi, "/biz_unity/programs", "biz_unity_rent", PROGRAMS));
    expect(keys(onRent)).toEqual(["recipients /biz_unity_rent/recipients", "fundingAccount /biz_unity_rent/funding-account"]);
    const onTop = shellNavigation(multi, screensOwner(multi, "/biz_unity/programs", "biz_unity", PROGRAMS));
    expect(keys(onTop)).toEqual(["fundingAccount /biz_unity/funding-account"]);
  });

  it("reads the single program from the landing only in single-program view", () => {
    expect(landingProgram(business("singleProgram"), "/biz%20x/recipients")).toEqual({ id: "biz x", productType: "bank_transfers" });
    expect(landingProgram(business("multiProgram"), "/biz_unity/programs")).toBeNull();
    expect(landingProgram(business("singleProgram"), "/login")).toBeNull();
    expect(businessScreens({ id: "p", productType: "on_demand_cards" }).map((s) => s.key)).toEqual([
      "cards",
      "orders",
      "autoloads",
      "fundingAccount",
    ]);
  });
});
