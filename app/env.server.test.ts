import { describe, expect, it } from "vitest";
import { envProblems } from "./env.server";

const env = (vars: Partial<Record<"SESSION_SECRET" | "PROVIDER_BASE_URL", unknown>>) =>
  ({ SESSION_SECRET: "s".repeat(32), PROVIDER_BASE_URL: "", ...vars }) as unknown as AppEnv;

describe("the app worker's settings", () => {
  it("accepts the sandbox (empty base URL) and an https provider", () => {
    expect(envProblems(env({}))).toEqual([]);
    expect(envProblems(env({ PROVIDER_BASE_URL: "https://api.provider.example" }))).toEqual([]);
  });

  it("names each wrong setting without its value", () => {
    const problems = envProblems(env({ SESSION_SECRET: "short-secret", PROVIDER_BASE_URL: "http://api.provider.example" }));
    expect(problems.map((p) => p.setting)).toEqual(["SESSION_SECRET", "PROVIDER_BASE_URL"]);
    expect(JSON.stringify(problems)).not.toContain("short-secret");
    expect(envProblems(env({ SESSION_SECRET: undefined })).map((p) => p.setting)).toEqual(["SESSION_SECRET"]);
  });

  it("checks a bindings object once", () => {
    const bindings = env({ SESSION_SECRET: "x" });
    expect(envProblems(bindings)).toBe(envProblems(bindings));
  });
});
