/**
 * Names are unique (docs/decisions/0045-one-rulebook.md): no two modules of domain/, contract/ and app/
 * export a schema under the same name, so an import never picks up another layer's rule by accident.
 */
import { describe, expect, it } from "vitest";

/** Every source file of the three layers, as text (tests left out). */
const SOURCES = import.meta.glob<string>(
  ["../domain/**/*.{ts,tsx}", "../contract/**/*.{ts,tsx}", "../app/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** `export const fooSchema`, declared (not re-exported) in each source file. */
function exportedSchemas(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const match of text.matchAll(/^export const (\w+Schema)\b/gm)) {
      const name = match[1] ?? "";
      where.set(name, [...(where.get(name) ?? []), file.replace(/^\.\//, "contract/").replace(/^\.\.\//, "")]);
    }
  }
  return where;
}

describe("exported schema names", () => {
  it("finds the schemas of every layer", () => {
    const names = exportedSchemas();
    expect(names.get("loadAmountCentsSchema")).toEqual(["domain/money.ts"]);
    expect(names.get("apiErrorSchema")).toEqual(["contract/common.ts"]);
  });

  it("are unique across domain/, contract/ and app/", () => {
    const shared = [...exportedSchemas()].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(", ")}`);
    expect(shared).toEqual([]);
  });
});
