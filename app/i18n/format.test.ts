import { describe, expect, it } from "vitest";
import { formatDateFor, formatDateTimeFor, formatMoney } from "./format";

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
