import { describe, expect, it } from "vitest";
import { envProblems, superFundingAccountIds } from "./env.server";

const env = (
  vars: Partial<Record<"SESSION_SECRET" | "PROVIDER_BASE_URL" | "SANDBOX_MODE" | "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS", unknown>>,
) => ({ SESSION_SECRET: "s".repeat(32), PROVIDER_BASE_URL: "", ...vars }) as unknown as AppEnv;

/** Twelve top-level business ids, as a deployment with a real provider lists them. */
const TWELVE = Array.from({ length: 12 }, (_, i) => `biz_top_${i + 1}`).join(",");
const REMOTE = { PROVIDER_BASE_URL: "https://api.provider.example", SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: TWELVE };

describe("the app worker's settings", () => {
  it("accepts the sandbox (empty base URL) and an https provider", () => {
    expect(envProblems(env({}))).toEqual([]);
    expect(envProblems(env(REMOTE))).toEqual([]);
  });

  it("names each wrong setting without its value", () => {
    const problems = envProblems(env({ ...REMOTE, SESSION_SECRET: "short-secret", PROVIDER_BASE_URL: "http://api.provider.example" }));
    expect(problems.map((p) => p.setting)).toEqual(["SESSION_SECRET", "PROVIDER_BASE_URL"]);
    expect(JSON.stringify(problems)).not.toContain("short-secret");
    expect(envProblems(env({ SESSION_SECRET: undefined })).map((p) => p.setting)).toEqual(["SESSION_SECRET"]);
  });

  it("checks a bindings object once", () => {
    const bindings = env({ SESSION_SECRET: "x" });
    expect(envProblems(bindings)).toBe(envProblems(bindings));
  });

  it("with a real provider, requires the twelve top-level businesses with a super-business funding account (ADR 0148)", () => {
    const unset = envProblems(env({ PROVIDER_BASE_URL: "https://api.provider.example" }));
    expect(unset).toEqual([
      {
        setting: "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS",
        problem: "must list the provider's 12 top-level businesses with a super-business funding account",
      },
    ]);
    const eleven = TWELVE.split(",").slice(1).join(",");
    expect(envProblems(env({ ...REMOTE, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: eleven })).map((p) => p.setting)).toEqual([
      "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS",
    ]);
    const twice = envProblems(env({ ...REMOTE, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: `${TWELVE},biz_top_1` }));
    expect(twice).toEqual([{ setting: "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS", problem: "lists a business id twice" }]);
    expect(superFundingAccountIds(env(REMOTE))).toEqual(TWELVE.split(","));
  });

  it("in sandbox mode, uses the sandbox's own list unless the setting names others", () => {
    const sandbox = env({ SANDBOX_MODE: "1" });
    expect(envProblems(sandbox)).toEqual([]);
    expect(superFundingAccountIds(sandbox)).toEqual(["biz_unity"]);
    expect(superFundingAccountIds(env({ SANDBOX_MODE: "1", SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz_cedar" }))).toEqual(["biz_cedar"]);
    expect(envProblems(env({ SANDBOX_MODE: "1", SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz cedar" })).map((p) => p.problem)).toEqual([
      "must list business ids separated by commas",
    ]);
    // Neither a provider nor the sandbox: no page is served anyway (ADR 0098), and no account is assumed.
    expect(superFundingAccountIds(env({}))).toEqual([]);
  });
});
