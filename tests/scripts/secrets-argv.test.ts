import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Review L13 (ADR 0248): `scripts/serve.mjs` once passed SESSION_SECRET to `wrangler dev` with `--var`, so it
 * showed in `ps`. Since ADR 0190 it runs the workers through Miniflare's API in-process and hands the
 * secrets of .dev.vars to them in memory; this keeps it that way, and keeps deploy.mjs's `--var` list to
 * settings that are not secrets.
 */
describe("local secrets never on a command line", () => {
  it("serve.mjs starts no process with --var, and hands .dev.vars to the workers' bindings", () => {
    const serve = readFileSync("scripts/serve.mjs", "utf8");
    expect(serve).not.toMatch(/["']--var["']/);
    expect(serve).toMatch(/readDevVars\(\)/);
    expect(serve).toMatch(/bindings: \{ \.\.\.options\.bindings, \.\.\.vars \}/);
  });

  it("deploy.mjs passes with --var only settings that are not secrets", () => {
    const deploy = readFileSync("scripts/deploy.mjs", "utf8");
    const names = /const PRODUCTION_VARS = \[([^\]]*)\]/.exec(deploy)?.[1] ?? "";
    expect(names).toContain("PROVIDER_BASE_URL");
    expect(names).not.toMatch(/SECRET|KEY|TOKEN|PASSWORD/i);
  });
});
