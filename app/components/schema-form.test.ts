import { describe, expect, it } from "vitest";
import { config } from "zod/v4/core";
import "./schema-form";

describe("the form kit's zod configuration", () => {
  it("tells zod never to compile a parser with `new Function` (the pages' CSP refuses it), through the object zod's `config()` reads", () => {
    const shared = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(config()).toBe(shared);
    expect(config().jitless).toBe(true);
  });
});
