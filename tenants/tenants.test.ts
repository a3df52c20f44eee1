import { describe, expect, it } from "vitest";
import { buildRegistry, TENANTS, tenantForUrl } from "./index";
import { tenantProblems } from "./validate";

const valid = {
  id: "x",
  hosts: ["x.localhost"],
  brandName: "X",
  supportName: "X",
  supportEmail: "x@x.example",
  colors: { primary: "#000000", onPrimary: "#ffffff", surface: "#eeeeee" },
  logo: "/brand/x.svg",
  canonicalOrigin: "https://x.example",
};

describe("tenants", () => {
  it("loads the three demo tenants", () => {
    expect(TENANTS.map((t) => t.id).sort()).toEqual(["beacon", "bright-futures", "harbor-care"]);
  });

  it("resolves by host, ignoring port and case", () => {
    expect(tenantForUrl("http://localhost:8787/")?.brandName).toBe("Beacon Payouts");
    expect(tenantForUrl("http://DASHBOARD.localhost:8787/x")?.id).toBe("beacon");
    expect(tenantForUrl("http://care.localhost/")?.supportName).toBe("Harbor Care");
    expect(tenantForUrl("http://brightfutures.localhost:1234/")?.portalBrandPath).toBe("/brightfutures");
  });

  it("the second brand changes only the support name (spec section 1); the portal's brand changes everything", () => {
    const beacon = TENANTS.find((t) => t.id === "beacon");
    const care = tenantForUrl("http://care.localhost/");
    const where = (t: typeof care) => ({ ...t, id: undefined, hosts: undefined, canonicalOrigin: undefined });
    expect(care?.supportName).toBe("Harbor Care");
    expect(where(care)).toEqual({ ...where(beacon), supportName: "Harbor Care" });
    const portal = tenantForUrl("http://brightfutures.localhost/");
    expect(portal?.brandName).not.toBe(beacon?.brandName);
    expect(portal?.logo).not.toBe(beacon?.logo);
    expect(portal?.colors).not.toEqual(beacon?.colors);
  });

  it("knows no tenant for any other host", () => {
    expect(tenantForUrl("http://evil.localhost:8787/")).toBeUndefined();
    expect(tenantForUrl("http://127.0.0.1:8787/")).toBeUndefined();
  });

  it("rejects an invalid tenant file", () => {
    expect(() => buildRegistry({ "./x.ts": { default: { ...valid, colors: { ...valid.colors, primary: "red" } } } })).toThrow(
      /Invalid tenant files/,
    );
    expect(() => buildRegistry({ "./x.ts": { default: { ...valid, hosts: ["X.localhost:80"] } } })).toThrow(/Invalid tenant files/);
    expect(() => buildRegistry({ "./x.ts": { default: { ...valid, extra: 1 } } })).toThrow(/Invalid tenant files/);
  });

  it("requires the id to match the file name", () => {
    expect(() => buildRegistry({ "./y.ts": { default: valid } })).toThrow(/must match the file name/);
  });

  it("refuses a host claimed by two tenants", () => {
    expect(() => buildRegistry({ "./x.ts": { default: valid }, "./y.ts": { default: { ...valid, id: "y" } } })).toThrow(
      /x.localhost is already a host of tenants\/x.ts/,
    );
  });

  it("accepts a new tenant file without other changes", () => {
    const { byHost } = buildRegistry({ "./x.ts": { default: valid } });
    expect(byHost.get("x.localhost")?.id).toBe("x");
  });

  it("names the file and the field of each problem, for the build to print (ADR 0209)", () => {
    const { problems } = tenantProblems({
      "./x.ts": { default: valid },
      "./y.ts": { default: { ...valid, id: "y", supportEmail: undefined, colors: { ...valid.colors, surface: "#eee" } } },
      "./z.ts": { default: { ...valid, id: "z", hosts: ["z.localhost", "x.localhost"] } },
    });
    expect(problems).toEqual([
      { file: "tenants/y.ts", field: "supportEmail", problem: expect.stringContaining("expected string") },
      { file: "tenants/y.ts", field: "colors.surface", problem: "a colour is #rrggbb" },
      { file: "tenants/z.ts", field: "hosts.1", problem: "x.localhost is already a host of tenants/x.ts" },
    ]);
  });
});
