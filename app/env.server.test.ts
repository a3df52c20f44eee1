import { describe, expect, it } from "vitest";
import { envProblems, superFundingAccountIds } from "./env.server";

/** A random-looking 43-character secret, as `openssl rand -base64 32` or .dev.vars gives one. */
const SECRET = "k3J9xQ2mV8pL5tR1wZ7cB4nH6yD0fG_-aSeUoIiEuTr";
const BINDINGS = { APP_DB: { prepare: () => null }, IMPORTS: { create: () => null }, SANDBOX: { fetch: () => null } };

const env = (
  vars: Partial<
    Record<
      | "SESSION_SECRET"
      | "SESSION_SECRET_PREVIOUS"
      | "PROVIDER_BASE_URL"
      | "SANDBOX_MODE"
      | "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS"
      | "APP_DB"
      | "IMPORTS"
      | "SANDBOX",
      unknown
    >
  >,
) => ({ SESSION_SECRET: SECRET, PROVIDER_BASE_URL: "", ...BINDINGS, ...vars }) as unknown as AppEnv;

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

  it("refuses a missing, example or non-random session secret, and a previous one equal to it, never with a fallback (ADR 0207)", () => {
    const problem = (vars: Parameters<typeof env>[0]) => envProblems(env(vars)).map((p) => `${p.setting} ${p.problem}`);
    expect(problem({ SESSION_SECRET: undefined })).toEqual(["SESSION_SECRET is not set"]);
    expect(problem({ SESSION_SECRET: "" })).toEqual(["SESSION_SECRET is not set"]);
    expect(problem({ SESSION_SECRET: "generate" })).toEqual(["SESSION_SECRET is an example value, not a secret"]);
    expect(problem({ SESSION_SECRET: "s".repeat(43) })).toEqual(["SESSION_SECRET is not random (too few different characters)"]);
    expect(problem({ SESSION_SECRET_PREVIOUS: "short" })).toEqual(["SESSION_SECRET_PREVIOUS must be at least 32 characters"]);
    expect(problem({ SESSION_SECRET_PREVIOUS: SECRET })).toEqual([
      "SESSION_SECRET_PREVIOUS must differ from SESSION_SECRET (remove it when no rotation is under way)",
    ]);
    expect(problem({ SESSION_SECRET_PREVIOUS: `${SECRET.slice(1)}Q` })).toEqual([]);
  });

  it("refuses a malformed provider URL; http only for a provider on this machine (a production-like local run, ADR 0205)", () => {
    const problem = (url: string) => envProblems(env({ ...REMOTE, PROVIDER_BASE_URL: url })).map((p) => p.setting);
    expect(problem("https://api.provider.example")).toEqual([]);
    expect(problem("http://127.0.0.1:8788")).toEqual([]);
    expect(problem("http://localhost:8788")).toEqual([]);
    for (const bad of [
      "http://api.provider.example",
      "api.provider.example",
      "https://api.provider.example/",
      "https://u:p@api.provider.example",
      "https://api.provider.example?x=1",
      "ftp://localhost",
    ]) {
      expect(problem(bad), bad).toEqual(["PROVIDER_BASE_URL"]);
    }
  });

  it("names a missing binding: the app's database and import job always, the sandbox's only in sandbox mode", () => {
    expect(envProblems(env({ APP_DB: undefined, IMPORTS: undefined })).map((p) => `${p.setting} ${p.problem}`)).toEqual([
      "APP_DB binding is missing (a D1 database)",
      "IMPORTS binding is missing (the beacon-imports Workflow)",
    ]);
    expect(envProblems(env({ SANDBOX_MODE: "1", SANDBOX: undefined })).map((p) => p.setting)).toEqual(["SANDBOX"]);
    // Production has no sandbox binding at all, and needs none.
    expect(envProblems(env({ ...REMOTE, SANDBOX: undefined }))).toEqual([]);
    expect(envProblems(env({ SANDBOX_MODE: "yes" })).map((p) => p.setting)).toEqual(["SANDBOX_MODE"]);
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

  it("a provider on this machine (the sandbox on its own port, ADR 0226) lists its own businesses, at least one; a real one all twelve", () => {
    const local = { PROVIDER_BASE_URL: "http://127.0.0.1:8788" };
    expect(envProblems(env({ ...local, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz_unity" }))).toEqual([]);
    expect(superFundingAccountIds(env({ ...local, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz_unity" }))).toEqual(["biz_unity"]);
    expect(envProblems(env(local))).toEqual([
      { setting: "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS", problem: "must list at least one business id (the sandbox's is biz_unity)" },
    ]);
    // The same one id with an https provider (a real one) is refused: the relaxation is for loopback http only.
    for (const url of ["https://127.0.0.1:8788", "https://api.provider.example"]) {
      expect(
        envProblems(env({ PROVIDER_BASE_URL: url, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz_unity" })).map((p) => p.setting),
        url,
      ).toEqual(["SUPER_FUNDING_ACCOUNT_BUSINESS_IDS"]);
    }
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
