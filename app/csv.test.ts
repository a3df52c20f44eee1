import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, lastFour } from "./csv";

describe("csvField (issue 12: formulas are neutralised whatever the separator)", () => {
  it("quotes every field and doubles quotes", () => {
    expect(csvField("Maria")).toBe('"Maria"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("Smith-Jones")).toBe('"Smith-Jones"');
    expect(csvField("a@b.test")).toBe('"a@b.test"');
  });

  it("neutralises a formula at the start, after spaces, and after a comma, semicolon or line break", () => {
    expect(csvField("=1+1")).toBe(`"'=1+1"`);
    expect(csvField("  =HYPERLINK(1)")).toBe(`"'  =HYPERLINK(1)"`);
    // A tab is both a leading formula character and a separator: neutralised at both places.
    expect(csvField("\t=1")).toBe(`"'\t'=1"`);
    expect(csvField("Maria;=cmd")).toBe(`"Maria;'=cmd"`);
    expect(csvField("Maria, +1")).toBe(`"Maria, '+1"`);
    expect(csvField("Maria\n@x")).toBe(`"Maria\n'@x"`);
    for (const value of ["+1", "-1", "@SUM(A1)", "\r=1", "\u00a0=1"]) {
      expect(csvField(value).startsWith(`"'`), JSON.stringify(value)).toBe(true);
    }
  });

  it("property: whichever separator a spreadsheet splits on, no cell starts with a formula character", () => {
    const char = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", " ", "\u00a0", "a", "1", '"', "'");
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 12 }).map((chars) => chars.join("")),
        (value) => {
          const inner = csvField(value).slice(1, -1).replace(/""/g, '"');
          for (const cell of inner.split(/[,;\t\n\r]/)) {
            expect(/^[ \u00a0]*[=+\-@]/.test(cell), JSON.stringify({ value, cell })).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("lastFour", () => {
  it("keeps at most the last four digits", () => {
    expect(lastFour("123456")).toBe("3456");
    expect(lastFour("12")).toBe("12");
  });
});
