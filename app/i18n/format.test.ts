import { describe, expect, it } from "vitest";
import { intlLocale, LANGUAGE_CODES, type LanguageCode } from "#domain/languages";
import { formatDateFor, formatDateTimeFor, formatDayFor, formatMoney } from "./format";

describe("formatMoney", () => {
  it("writes integer cents as dollars the page language's way", () => {
    expect(formatMoney(150_000, "en")).toBe("$1,500.00");
    expect(formatMoney(-2_550, "en")).toBe("-$25.50");
    expect(formatMoney(7, "en")).toBe("$0.07");
    // French groups with a narrow no-break space and uses a decimal comma.
    expect(formatMoney(123_456, "fr")).toBe("1\u202f234,56\u00a0$US");
    // Farsi uses Persian digits and separators.
    expect(formatMoney(123_456, "far")).toMatch(/۱٬۲۳۴٫۵۶/);
  });

  it("is exact for amounts where cents / 100 in floating point is not", () => {
    // 0.1 + 0.2-style drift would show at the last digit of a large amount.
    expect(formatMoney(9_007_199_254_740_991, "en")).toBe("$90,071,992,547,409.91");
  });

  it("refuses anything but whole cents", () => {
    expect(() => formatMoney(1.5, "en")).toThrow(RangeError);
  });
});

describe("dates in the page's language", () => {
  it("formats instants in New York time with the language's tag", () => {
    expect(formatDateFor("2026-11-23T15:00:00Z", "en")).toBe("Nov 23, 2026");
    expect(formatDateFor("2026-11-23T15:00:00Z", "es")).toMatch(/23 nov 2026/);
    expect(formatDateTimeFor("2026-11-23T15:00:00Z", "en")).toMatch(/10:00/);
  });
});

describe("the Gregorian calendar in every language (issue 36 item 1, ADR 0195)", () => {
  /** A number in the language's own digits, as its dates write them ("۲۰۲۶" in Farsi). */
  const digits = (n: number, code: LanguageCode) => new Intl.NumberFormat(intlLocale(code), { useGrouping: false }).format(n);
  const PERSIAN_YEAR = /1405|۱۴۰۵|١٤٠٥/;

  for (const code of LANGUAGE_CODES) {
    it(`${code}: 2026-11-30, the last day of a Gregorian month, is the 30th of 2026 and not of a Solar Hijri year`, () => {
      const shown = [
        formatDateFor("2026-11-30", code),
        formatDateFor("2026-11-30T15:00:00Z", code),
        formatDateTimeFor("2026-11-30T15:00:00Z", code),
        formatDayFor("2026-11-30", code),
      ];
      for (const text of shown) {
        expect(text, code).not.toMatch(PERSIAN_YEAR);
        expect(text, code).toContain(digits(30, code));
      }
      for (const text of shown.slice(0, 3)) expect(text, code).toContain(digits(2026, code));
      // The 9th of Azar/Qaws 1405 is the Persian reading of that day.
      expect(formatDayFor("2026-11-30", code), code).not.toContain(digits(9, code) + " ");
    });
  }

  it("keeps the language's own month names and digits", () => {
    expect(formatDateFor("2026-12-01", "far")).toBe("۱ دسامبر ۲۰۲۶");
    expect(formatDateFor("2026-12-01", "da")).toMatch(/۱ .+ ۲۰۲۶/);
    expect(formatDateFor("2026-12-01", "pa")).not.toContain("AP");
    expect(formatDateFor("2026-12-01", "en")).toBe("Dec 1, 2026");
  });
});

describe("Spanish is written the US way (issue 36 item 2, ADR 0196)", () => {
  it("formats money and numbers as es-US: $1,500.00, not 1500,00 US$", () => {
    expect(formatMoney(150_000, "es")).toBe("$1,500.00");
    expect(formatMoney(999_900, "es")).toBe("$9,999.00");
  });
});

describe("Arabic amounts keep their currency code whole (issue 35 item 8)", () => {
  it("marks the end of US$ left to right, so a right-to-left line does not draw $US", () => {
    expect(formatMoney(500, "ar")).toMatch(/^\u200F5\.00\sUS\$\u200E$/);
    expect(formatMoney(500, "en")).toBe("$5.00");
    // Dari, Pashto and Farsi write the sign alone: nothing to keep together.
    expect(formatMoney(500, "far")).not.toContain("US");
  });
});
