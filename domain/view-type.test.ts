import { describe, expect, it } from "vitest";
import type { UserRole } from "./permissions";
import {
  businessIdOrTopLevel,
  deriveViewType,
  displayBusinessName,
  forceTopLevelBusinessPath,
  landingPath,
  onboardingPath,
  onboardingScreen,
  type ProgramSummary,
} from "./view-type";

const UNITY_PROGRAMS: ProgramSummary[] = [
  { id: "biz_unity_rent", name: "Unity Rent Relief", productType: "bank_transfers" },
  { id: "biz_unity_family", name: "Unity Family Cards", productType: "cards" },
  { id: "biz_unity_rapid", name: "Unity Rapid Response", productType: "on_demand_cards" },
];

const role = (businessId: string, r: UserRole["role"] = "admin"): UserRole => ({ businessId, role: r });

describe("deriveViewType", () => {
  it("program scope with exactly one role is singleProgram", () => {
    expect(deriveViewType("program", [role("p1")])).toBe("singleProgram");
  });
  it("program scope with more than one role is multiProgram", () => {
    expect(deriveViewType("program", [role("p1"), role("p2")])).toBe("multiProgram");
  });
  it("super scope is multiProgram whatever the roles", () => {
    expect(deriveViewType("super", [])).toBe("multiProgram");
    expect(deriveViewType("super", [role("b")])).toBe("multiProgram");
    expect(deriveViewType("super", [role("b"), role("c")])).toBe("multiProgram");
  });
  it("everything else is normal", () => {
    expect(deriveViewType("normal", [role("b")])).toBe("normal");
    expect(deriveViewType("normal", [role("b"), role("c")])).toBe("normal");
    expect(deriveViewType("program", [])).toBe("normal");
  });
});

describe("demo personas (demo-data.md)", () => {
  type Persona = {
    email: string;
    scope: "normal" | "super" | "program";
    roles: UserRole[];
    topLevelBusinessId: string;
    topLevelBusinessName: string;
    programs: ProgramSummary[];
    view: string;
    landing: string;
    name: string;
  };
  const personas: Persona[] = [
    {
      email: "admin@harbor.test",
      scope: "normal",
      roles: [role("biz_harbor")],
      topLevelBusinessId: "biz_harbor",
      topLevelBusinessName: "Harbor Relief Network",
      programs: [],
      view: "normal",
      landing: "/biz_harbor/cards",
      name: "Harbor Relief Network",
    },
    {
      email: "viewer@harbor.test",
      scope: "normal",
      roles: [role("biz_harbor", "viewer")],
      topLevelBusinessId: "biz_harbor",
      topLevelBusinessName: "Harbor Relief Network",
      programs: [],
      view: "normal",
      landing: "/biz_harbor/cards",
      name: "Harbor Relief Network",
    },
    {
      email: "super@unity.test",
      scope: "super",
      roles: [role("biz_unity")],
      topLevelBusinessId: "biz_unity",
      topLevelBusinessName: "Unity Resettlement Alliance",
      programs: UNITY_PROGRAMS,
      view: "multiProgram",
      landing: "/biz_unity/programs",
      name: "Unity Resettlement Alliance",
    },
    {
      email: "finance@unity.test",
      scope: "super",
      roles: [role("biz_unity", "sifh_finance")],
      topLevelBusinessId: "biz_unity",
      topLevelBusinessName: "Unity Resettlement Alliance",
      programs: UNITY_PROGRAMS,
      view: "multiProgram",
      landing: "/biz_unity/programs",
      name: "Unity Resettlement Alliance",
    },
    {
      email: "program@unity.test",
      scope: "program",
      roles: [role("biz_unity_rent")],
      topLevelBusinessId: "biz_unity",
      topLevelBusinessName: "Unity Resettlement Alliance",
      programs: UNITY_PROGRAMS,
      view: "singleProgram",
      landing: "/biz_unity_rent/recipients",
      name: "Unity Rent Relief",
    },
    {
      email: "cards-program@unity.test",
      scope: "program",
      roles: [role("biz_unity_family")],
      topLevelBusinessId: "biz_unity",
      topLevelBusinessName: "Unity Resettlement Alliance",
      programs: UNITY_PROGRAMS,
      view: "singleProgram",
      landing: "/biz_unity_family/cards",
      name: "Unity Family Cards",
    },
    {
      email: "multi@unity.test",
      scope: "program",
      roles: [role("biz_unity_rent"), role("biz_unity_family")],
      topLevelBusinessId: "biz_unity",
      topLevelBusinessName: "Unity Resettlement Alliance",
      programs: UNITY_PROGRAMS,
      view: "multiProgram",
      landing: "/biz_unity/programs",
      name: "Unity Resettlement Alliance",
    },
  ];

  it.each(personas)("$email: $view, lands on $landing", (p) => {
    const viewType = deriveViewType(p.scope, p.roles);
    expect(viewType).toBe(p.view);
    expect(landingPath({ viewType, topLevelBusinessId: p.topLevelBusinessId, userRoles: p.roles, programs: p.programs })).toBe(p.landing);
    expect(
      displayBusinessName({
        viewType,
        topLevelBusinessName: p.topLevelBusinessName,
        userRoles: p.roles,
        programs: p.programs,
      }),
    ).toBe(p.name);
  });
});

describe("landingPath", () => {
  it("goes to /login without a business id", () => {
    expect(landingPath({ viewType: "normal", topLevelBusinessId: "", userRoles: [], programs: [] })).toBe("/login");
    expect(landingPath({ viewType: "multiProgram", topLevelBusinessId: null, userRoles: [], programs: [] })).toBe("/login");
    expect(landingPath({ viewType: "singleProgram", topLevelBusinessId: "biz", userRoles: [], programs: [] })).toBe("/login");
  });

  it("singleProgram defaults to cards when the program is not in the list or is on-demand", () => {
    const base = { viewType: "singleProgram" as const, topLevelBusinessId: "biz_unity", programs: UNITY_PROGRAMS };
    expect(landingPath({ ...base, userRoles: [role("biz_unknown")] })).toBe("/biz_unknown/cards");
    expect(landingPath({ ...base, userRoles: [role("biz_unity_rapid")] })).toBe("/biz_unity_rapid/cards");
  });

  it("encodes the business id", () => {
    expect(landingPath({ viewType: "normal", topLevelBusinessId: "a/b", userRoles: [], programs: [] })).toBe("/a%2Fb/cards");
  });
});

describe("displayBusinessName", () => {
  it("falls back to the top-level name when the single program is unknown", () => {
    expect(
      displayBusinessName({
        viewType: "singleProgram",
        topLevelBusinessName: "Top",
        userRoles: [role("nope")],
        programs: UNITY_PROGRAMS,
      }),
    ).toBe("Top");
  });
});

describe("onboardingScreen", () => {
  it.each([
    ["business_info", "normal", "businessInfo"],
    ["authorized_person", "normal", "authorizedPerson/info"],
    ["submit_application", "normal", "submitConfirmation"],
    ["application_submitted", "normal", "submitConfirmation"],
    ["waiting_for_beneficial_owners", "normal", "beneficialOwnerStatus"],
    ["active", "normal", "cards"],
    ["active", "program", "cards"],
    ["active", "super", "programs"],
    ["suspended", "normal", "landingPage"],
    [undefined, "normal", "landingPage"],
    [null, "super", "landingPage"],
  ] as const)("%s (%s) -> %s", (status, scope, screen) => {
    expect(onboardingScreen(status, scope)).toBe(screen);
  });

  it("builds full paths", () => {
    expect(onboardingPath("biz_cedar", "business_info", "normal")).toBe("/biz_cedar/businessInfo");
    expect(onboardingPath("biz_cedar", "active", "super")).toBe("/biz_cedar/programs");
    expect(onboardingPath("biz_cedar", "weird", "normal")).toBe("/landingPage");
  });
});

describe("forceTopLevelBusinessPath", () => {
  it.each(["/programs", "/programs/reports", "/settings/members", "/settings/spend-rules", "/settings/custom-fields"])(
    "forces the top-level business on %s",
    (suffix) => {
      expect(forceTopLevelBusinessPath(`/biz_unity_rent${suffix}`, "biz_unity")).toBe(`/biz_unity${suffix}`);
      expect(forceTopLevelBusinessPath(`/biz_unity${suffix}`, "biz_unity")).toBeNull();
    },
  );

  it("keeps a trailing slash", () => {
    expect(forceTopLevelBusinessPath("/other/programs/", "biz_unity")).toBe("/biz_unity/programs/");
  });

  it.each([
    "/biz_unity_rent/cards",
    "/biz_unity_rent/recipients",
    "/biz_unity_rent/reports",
    "/biz_unity_rent/settings",
    "/biz_unity_rent/programs/other",
    "/biz_unity_rent/settings/members/extra",
    "/login",
    "/",
  ])("leaves %s alone", (pathname) => {
    expect(forceTopLevelBusinessPath(pathname, "biz_unity")).toBeNull();
  });
});

describe("businessIdOrTopLevel", () => {
  it("uses the path's id, else the top-level id, else null (login)", () => {
    expect(businessIdOrTopLevel("p1", "top")).toBe("p1");
    expect(businessIdOrTopLevel(undefined, "top")).toBe("top");
    expect(businessIdOrTopLevel("", "top")).toBe("top");
    expect(businessIdOrTopLevel(undefined, undefined)).toBeNull();
  });
});
