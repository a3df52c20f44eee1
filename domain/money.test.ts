import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { intlLocale, LANGUAGE_CODES } from "./languages";
import {
  BANK_TRANSFER_CAP_CENTS,
  bankTransferAmountCentsSchema,
  bankTransferAmountSchema,
  centsToDecimalString,
  formatUsd,
  LOAD_AMOUNT_CAP_CENTS,
  loadAmountCentsSchema,
  loadAmountSchema,
  parseAmountToCents,
  tagAmountCentsSchema,
  tagAmountSchema,
} from "./money";

/** Deterministic pseudo-random integers (mulberry32), so failures reproduce. */
function rng(seed: number) {
  let a = seed;
  return (maxExclusive: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * maxExclusive);
  };
}

describe("parseAmountToCents", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["12.05", 1205],
    ["0.01", 1],
    [".5", 50],
    ["0", 0],
    ["007.10", 710],
    ["1,234.56", 123456],
    ["1,234,567", 123456700],
    ["$12", 1200],
    ["$ 1,000.00", 100000],
    ["  9999 ", 999900],
    ["0.29", 29],
    ["1.13", 113],
    ["4.35", 435],
    // A decimal comma: the only comma, one or two digits after it (pl, ru, uk, fr, es... type this).
    ["12,50", 1250],
    ["12,5", 1250],
    ["0,99", 99],
    [",5", 50],
    ["1500,00", 150000],
    ["$ 9998,99", 999899],
    ["1,23", 123],
    // Comma-grouped thousands with a decimal point stay en-US.
    ["1,500.00", 150000],
    ["12,500.5", 1250050],
  ])("%j -> %d cents", (input, cents) => {
    expect(parseAmountToCents(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "amountRequired"],
    ["   ", "amountRequired"],
    ["$", "amountRequired"],
    ["0.001", "amountDecimals"],
    ["12.345", "amountAmbiguous"],
    ["12,345", "amountAmbiguous"],
    ["1,500", "amountAmbiguous"],
    // A decimal comma reads "0,500" as 0.5: never 500 (the grouping pattern once took it as thousands).
    ["0,500", "amountAmbiguous"],
    ["00,500", "amountAmbiguous"],
    ["0,500,000", "amountInvalid"],
    ["$1,500", "amountAmbiguous"],
    ["1.500", "amountAmbiguous"],
    ["1.500,00", "amountAmbiguous"],
    ["1.500,5", "amountAmbiguous"],
    ["12.50,", "amountAmbiguous"],
    ["12,50,", "amountInvalid"],
    ["1,2,3", "amountInvalid"],
    ["12,505", "amountAmbiguous"],
    ["12,", "amountInvalid"],
    ["-5", "amountInvalid"],
    ["-$5", "amountInvalid"],
    ["$-5", "amountInvalid"],
    ["abc", "amountInvalid"],
    ["12a", "amountInvalid"],
    ["1e3", "amountInvalid"],
    ["12.", "amountInvalid"],
    [".", "amountInvalid"],
    ["12,34.5", "amountInvalid"],
    [",123", "amountInvalid"],
    ["1  000", "amountInvalid"],
    ["1.2.3", "amountInvalid"],
    ["Infinity", "amountInvalid"],
    ["0x10", "amountInvalid"],
    ["99999999999999999999", "amountInvalid"],
  ])("%j fails with %s", (input, error) => {
    expect(parseAmountToCents(input)).toEqual({ ok: false, error });
  });
});

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [1, "$0.01"],
    [10, "$0.10"],
    [500, "$5.00"],
    [-500, "-$5.00"],
    [-1, "-$0.01"],
    [99999, "$999.99"],
    [100000, "$1,000.00"],
    [123456, "$1,234.56"],
    [999900, "$9,999.00"],
    [5000000, "$50,000.00"],
    [123456789012, "$1,234,567,890.12"],
    [-0, "$0.00"],
  ])("%d -> %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it("matches Intl en-US USD formatting for safe decimal inputs", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const next = rng(7);
    for (let i = 0; i < 2000; i++) {
      const cents = next(2_000_000_000) - 1_000_000_000;
      // Intl accepts a decimal string exactly, with no float step in between.
      const decimal = centsToDecimalString(cents) as `${number}`;
      expect(formatUsd(cents)).toBe(intl.format(decimal));
    }
  });

  it("rejects non-integer cents", () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe("format then parse round-trips", () => {
  it("for many generated non-negative amounts", () => {
    const next = rng(42);
    const samples = [0, 1, 99, 100, 101, 999_900, 5_000_000, Number.MAX_SAFE_INTEGER - 1];
    for (let i = 0; i < 5000; i++) samples.push(next(10 ** (1 + (i % 12))));
    for (const cents of samples) {
      expect(parseAmountToCents(formatUsd(cents))).toEqual({ ok: true, cents });
      expect(parseAmountToCents(centsToDecimalString(cents))).toEqual({ ok: true, cents });
    }
  });

  it("parsing never introduces float error in the cents", () => {
    for (let dollars = 0; dollars < 50; dollars++) {
      for (let c = 0; c < 100; c++) {
        const input = `${dollars}.${String(c).padStart(2, "0")}`;
        expect(parseAmountToCents(input)).toEqual({ ok: true, cents: dollars * 100 + c });
      }
    }
  });
});

describe("centsToDecimalString", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123456, "1234.56"],
    [-500, "-5.00"],
  ])("%d -> %s", (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });
});

function keys(schema: typeof loadAmountSchema, value: unknown): string[] | number {
  const r = schema.safeParse(value);
  return r.success ? r.data : r.error.issues.map((i) => i.message);
}

describe("loadAmountSchema", () => {
  it("returns cents", () => {
    expect(keys(loadAmountSchema, "25.50")).toBe(2550);
    expect(keys(loadAmountSchema, "$9,999.00")).toBe(LOAD_AMOUNT_CAP_CENTS);
  });
  it("rejects above $9,999 with loadAmountMax", () => {
    expect(keys(loadAmountSchema, "9999.01")).toEqual(["loadAmountMax"]);
    expect(keys(loadAmountSchema, "10000")).toEqual(["loadAmountMax"]);
  });
  it("rejects zero, decimals, garbage and missing values", () => {
    expect(keys(loadAmountSchema, "0")).toEqual(["amountPositive"]);
    expect(keys(loadAmountSchema, "0.00")).toEqual(["amountPositive"]);
    expect(keys(loadAmountSchema, "1.2345")).toEqual(["amountDecimals"]);
    // "1.234" is 1234 where a point groups thousands: refused with an example, not guessed.
    expect(keys(loadAmountSchema, "1.234")).toEqual(["amountAmbiguous"]);
    expect(keys(loadAmountSchema, "12,50")).toBe(1250);
    expect(keys(loadAmountSchema, "-1")).toEqual(["amountInvalid"]);
    expect(keys(loadAmountSchema, "")).toEqual(["amountRequired"]);
    expect(keys(loadAmountSchema, undefined)).toEqual(["amountRequired"]);
  });
});

describe("bankTransferAmountSchema", () => {
  it("allows up to $50,000.00", () => {
    expect(keys(bankTransferAmountSchema, "50,000.00")).toBe(BANK_TRANSFER_CAP_CENTS);
    expect(keys(bankTransferAmountSchema, "50,000")).toEqual(["amountAmbiguous"]);
    expect(keys(bankTransferAmountSchema, "10000")).toBe(1_000_000);
    expect(keys(bankTransferAmountSchema, "50000.01")).toEqual(["bankTransferAmountMax"]);
    expect(keys(bankTransferAmountSchema, "0")).toEqual(["amountPositive"]);
    expect(keys(bankTransferAmountSchema, "12.9999")).toEqual(["amountDecimals"]);
  });
});

describe("cents rules (the provider's request fields)", () => {
  const centsKeys = (schema: z.ZodType, value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? r.data : r.error.issues.map((i) => i.message);
  };
  it("loadAmountCentsSchema: 1 cent to the cap, whole cents", () => {
    expect(centsKeys(loadAmountCentsSchema, 1)).toBe(1);
    expect(centsKeys(loadAmountCentsSchema, LOAD_AMOUNT_CAP_CENTS)).toBe(LOAD_AMOUNT_CAP_CENTS);
    expect(centsKeys(loadAmountCentsSchema, LOAD_AMOUNT_CAP_CENTS + 1)).toEqual(["loadAmountMax"]);
    expect(centsKeys(loadAmountCentsSchema, 0)).toEqual(["amountPositive"]);
    expect(centsKeys(loadAmountCentsSchema, -5)).toEqual(["amountPositive"]);
    expect(centsKeys(loadAmountCentsSchema, 12.5)).toEqual(["amountInvalid"]);
    expect(centsKeys(loadAmountCentsSchema, "100")).toEqual(["amountInvalid"]);
  });
  it("bankTransferAmountCentsSchema: up to $50,000.00", () => {
    expect(centsKeys(bankTransferAmountCentsSchema, BANK_TRANSFER_CAP_CENTS)).toBe(BANK_TRANSFER_CAP_CENTS);
    expect(centsKeys(bankTransferAmountCentsSchema, BANK_TRANSFER_CAP_CENTS + 1)).toEqual(["bankTransferAmountMax"]);
    expect(centsKeys(bankTransferAmountCentsSchema, 0)).toEqual(["amountPositive"]);
  });
  it("tagAmountCentsSchema: zero or more", () => {
    expect(centsKeys(tagAmountCentsSchema, 0)).toBe(0);
    expect(centsKeys(tagAmountCentsSchema, -1)).toEqual(["amountInvalid"]);
  });
  it("a typed amount and its cents agree on every verdict", () => {
    for (const [typed, cents] of [
      ["9999", 999_900],
      ["9999.01", 999_901],
      ["0", 0],
      ["0.01", 1],
    ] as const) {
      expect(centsKeys(loadAmountSchema, typed)).toEqual(centsKeys(loadAmountCentsSchema, cents));
    }
  });
});

describe("tagAmountSchema", () => {
  it("allows zero and large amounts, with up to 2 decimals", () => {
    expect(keys(tagAmountSchema, "0")).toBe(0);
    expect(keys(tagAmountSchema, "123456.78")).toBe(12345678);
    expect(keys(tagAmountSchema, "1.0001")).toEqual(["amountDecimals"]);
    expect(keys(tagAmountSchema, "1.001")).toEqual(["amountAmbiguous"]);
  });
});

describe("amounts typed on each language's keyboard (issue 36 item 3, ADR 0198)", () => {
  it("reads Arabic-Indic and Persian digits and separators", () => {
    expect(parseAmountToCents("۲۵٫۵۰")).toEqual({ ok: true, cents: 2550 });
    expect(parseAmountToCents("٢٥٫٥٠")).toEqual({ ok: true, cents: 2550 });
    expect(parseAmountToCents("۱٬۲۳۴٫۵۶")).toEqual({ ok: true, cents: 123_456 });
    expect(parseAmountToCents("٩٬٩٩٩")).toEqual({ ok: true, cents: 999_900 });
    expect(parseAmountToCents("۲۵.۵۰")).toEqual({ ok: true, cents: 2550 });
    expect(parseAmountToCents("۲۵,۵۰")).toEqual({ ok: true, cents: 2550 });
    expect(parseAmountToCents("$ ۱۵۰")).toEqual({ ok: true, cents: 15_000 });
    // A pasted amount with its direction marks ("‏9,999.00" from an Arabic page).
    expect(parseAmountToCents("\u200f25.50")).toEqual({ ok: true, cents: 2550 });
  });

  it("reads thousands grouped by spaces, as fr, pl, ru and uk write them, and full-width digits", () => {
    expect(parseAmountToCents("1 234,56")).toEqual({ ok: true, cents: 123_456 });
    expect(parseAmountToCents("1\u202f234,56")).toEqual({ ok: true, cents: 123_456 });
    expect(parseAmountToCents("9\u00a0999")).toEqual({ ok: true, cents: 999_900 });
    expect(parseAmountToCents("1 000 000.00")).toEqual({ ok: true, cents: 100_000_000 });
    expect(parseAmountToCents("1 000")).toEqual({ ok: true, cents: 100_000 });
    expect(parseAmountToCents("２５．５０")).toEqual({ ok: true, cents: 2550 });
  });

  it("still refuses what is not an amount, and what reads two ways", () => {
    expect(parseAmountToCents("12 50")).toEqual({ ok: false, error: "amountInvalid" });
    expect(parseAmountToCents("1 23,50")).toEqual({ ok: false, error: "amountInvalid" });
    expect(parseAmountToCents("۱٬۲۳")).toEqual({ ok: false, error: "amountInvalid" });
    expect(parseAmountToCents("-۲۵")).toEqual({ ok: false, error: "amountInvalid" });
    expect(parseAmountToCents("۲۵٫۵۰۱۲")).toEqual({ ok: false, error: "amountDecimals" });
    expect(parseAmountToCents("۱,۵۰۰")).toEqual({ ok: false, error: "amountAmbiguous" });
  });

  it("reads back every amount as Intl writes it with cents in each of the twelve languages (and Arabic digits)", () => {
    const locales = [...LANGUAGE_CODES.map(intlLocale), "ar-u-nu-arab", "es"];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.constantFrom(...locales), (cents, locale) => {
        const typed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
          centsToDecimalString(cents) as `${number}`,
        );
        // Spain's "1.234,56" is refused as ambiguous, never misread; every other language reads back.
        const parsed = parseAmountToCents(typed);
        if (locale === "es" && cents >= 100_000) expect(parsed).toEqual({ ok: false, error: "amountAmbiguous" });
        else expect(parsed, `${locale} ${typed}`).toEqual({ ok: true, cents });
      }),
      { numRuns: 2000 },
    );
  });
});
