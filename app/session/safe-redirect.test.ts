import fc from "fast-check";
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
      // Normalisation turns these into "//evil.example" (security review F7).
      "/.//evil.example",
      "/.//evil.example/x",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/./\\evil.example",
    ]) {
      expect(safeRedirectPath(bad, "/fallback"), String(bad)).toBe("/fallback");
    }
  });

  it("property: whatever the input, the result is the fallback or a path that stays on this origin", () => {
    const segment = fc.oneof(
      fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "evil.example", "\\", "/", "//", "%2f", "@", ":", "?", "#", "\t"),
      fc.string({ maxLength: 8 }),
    );
    const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join("/")}`);
    fc.assert(
      fc.property(fc.oneof(path, fc.string({ maxLength: 40 })), (input) => {
        const result = safeRedirectPath(input, "/fallback");
        if (result === "/fallback") return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.startsWith("/\\")).toBe(false);
        // The browser resolves it on this origin, whatever base it is resolved against.
        expect(new URL(result, "https://app.example").origin).toBe("https://app.example");
      }),
      { numRuns: 2000 },
    );
  });
});
