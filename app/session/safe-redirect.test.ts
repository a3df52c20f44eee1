import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeRedirectPath("/biz_harbor/cards?status=locked", "/")).toBe("/biz_harbor/cards?status=locked");
    expect(safeRedirectPath("/", "/x")).toBe("/");
  });

  it("refuses anything that could leave the origin", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      "/\n//evil.example",
      "",
      null,
      undefined,
      42,
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeRedirectPath(bad, "/fallback"), String(bad)).toBe("/fallback");
    }
  });
});
