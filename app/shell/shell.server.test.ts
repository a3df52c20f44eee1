import { describe, expect, it } from "vitest";
import { programHome, shellPlace } from "./shell.server";

const UNITY = {
  topLevelBusinessId: "biz_unity",
  topLevelBusinessName: "Unity Resettlement Alliance",
  displayName: "Unity Resettlement Alliance",
  home: "/biz_unity/programs",
};
const PROGRAMS = [
  { id: "biz_family", name: "Unity Family Cards", productType: "cards" as const },
  { id: "biz_rent", name: "Unity Rent Relief", productType: "bank_transfers" as const },
];

describe("where the page is (issue 24 item 4)", () => {
  it("on a program: a breadcrumb from the top-level business, the program's name, and the others to switch to", () => {
    const place = shellPlace(UNITY, "biz_family", PROGRAMS);
    expect(place.topLevel).toEqual({ name: "Unity Resettlement Alliance", href: "/biz_unity/programs" });
    expect(place.current).toBe("Unity Family Cards");
    expect(place.programs).toEqual([
      { name: "Unity Family Cards", href: "/biz_family/cards", current: true },
      { name: "Unity Rent Relief", href: "/biz_rent/recipients", current: false },
    ]);
  });

  it("on the top-level business: no breadcrumb, its own name, the switcher still offered", () => {
    const place = shellPlace(UNITY, "biz_unity", PROGRAMS);
    expect(place.topLevel).toBeNull();
    expect(place.current).toBe("Unity Resettlement Alliance");
    expect(place.programs.every((p) => !p.current)).toBe(true);
  });

  it("one program or none: nothing to switch to", () => {
    expect(shellPlace(UNITY, "biz_family", PROGRAMS.slice(0, 1)).programs).toEqual([]);
    const harbor = {
      topLevelBusinessId: "biz_harbor",
      topLevelBusinessName: "Harbor Relief Network",
      displayName: "Harbor Relief Network",
      home: "/biz_harbor/cards",
    };
    expect(shellPlace(harbor, "biz_harbor", [])).toEqual({ topLevel: null, current: "Harbor Relief Network", programs: [] });
  });

  it("a program goes to its own screen: recipients when it pays by bank transfer, else cards", () => {
    expect(programHome({ id: "p 1", productType: "bank_transfers" })).toBe("/p%201/recipients");
    expect(programHome({ id: "p1", productType: "on_demand_cards" })).toBe("/p1/cards");
  });
});
