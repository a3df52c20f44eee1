import { describe, expect, it } from "vitest";
import { DEFAULT_CARD_COLORS, isWithinSupportHours, pickDefaultCardColor, TOAST_AUTH_MS, TOAST_WEBHOOK_MS } from "./constants";
import {
  accountNumberSchema,
  cardIdSchema,
  citySchema,
  codeSchema,
  colorSchema,
  firstNameSchema,
  lastDigitsSchema,
  passwordSchema,
  phoneSchema,
  pinSchema,
  routingNumberSchema,
  zipSchema,
} from "./validation";

describe("section 9 constants", () => {
  it("has the spec's values", () => {
    expect(TOAST_WEBHOOK_MS).toBe(2000);
    expect(TOAST_AUTH_MS).toBe(10000);
  });

  it("the validation schemas hold the spec's field lengths", () => {
    const digits = (n: number) => "1".repeat(n);
    const cases: [{ safeParse(v: unknown): { success: boolean } }, number, (n: number) => string][] = [
      [zipSchema, 5, digits],
      // Twos: eleven digits starting with 1 are a country code and a phone number.
      [phoneSchema, 10, (n) => "2".repeat(n)],
      [pinSchema, 4, digits],
      [codeSchema, 6, digits],
      [cardIdSchema, 10, (n) => "A".repeat(n)],
      [lastDigitsSchema, 6, digits],
      // Zeros: any length fails or passes on length alone (their ABA check digit is always right).
      [routingNumberSchema, 9, (n) => "0".repeat(n)],
    ];
    for (const [schema, length, make] of cases) {
      expect(schema.safeParse(make(length)).success).toBe(true);
      expect(schema.safeParse(make(length + 1)).success).toBe(false);
      expect(schema.safeParse(make(length - 1)).success).toBe(false);
    }
    expect(accountNumberSchema.safeParse(digits(17)).success).toBe(true);
    expect(accountNumberSchema.safeParse(digits(17 + 1)).success).toBe(false);
    expect(firstNameSchema.safeParse("a".repeat(255)).success).toBe(true);
    expect(firstNameSchema.safeParse("a".repeat(255 + 1)).success).toBe(false);
    expect(citySchema.safeParse("a".repeat(255)).success).toBe(true);
    expect(citySchema.safeParse("a".repeat(255 + 1)).success).toBe(false);
    expect(passwordSchema.safeParse("abcdef1!").success).toBe(true);
    expect(passwordSchema.safeParse("abcde1!").success).toBe(false);
  });
});

describe("support hours (9:00-18:00 Eastern, Monday to Friday)", () => {
  it.each([
    ["2025-05-20T13:00:00Z", true], // Tue 09:00 EDT
    ["2025-05-20T12:59:59Z", false], // Tue 08:59 EDT
    ["2025-05-20T21:59:59Z", true], // Tue 17:59 EDT
    ["2025-05-20T22:00:00Z", false], // Tue 18:00 EDT
    ["2025-01-14T14:00:00Z", true], // Tue 09:00 EST
    ["2025-01-14T13:30:00Z", false], // Tue 08:30 EST
    ["2025-05-24T15:00:00Z", false], // Saturday
    ["2025-05-25T15:00:00Z", false], // Sunday
    ["2025-05-24T02:00:00Z", false], // Friday 22:00 EDT (Saturday in UTC)
    ["2025-05-23T21:30:00Z", true], // Friday 17:30 EDT
  ])("%s -> %s", (iso, open) => {
    expect(isWithinSupportHours(new Date(iso))).toBe(open);
  });

  it("closes on holidays", () => {
    expect(isWithinSupportHours(new Date("2025-07-04T15:00:00Z"), ["2025-07-04"])).toBe(false);
    expect(isWithinSupportHours(new Date("2025-07-04T15:00:00Z"))).toBe(true);
  });
});

describe("default card colours", () => {
  it("has ten distinct valid hex colours", () => {
    expect(new Set(DEFAULT_CARD_COLORS).size).toBe(10);
    for (const color of DEFAULT_CARD_COLORS) expect(colorSchema.safeParse(color).success).toBe(true);
  });

  it("picks every colour and only those, for any integer", () => {
    const seen = new Set<string>();
    for (let i = -25; i < 25; i++) {
      const color = pickDefaultCardColor(i);
      expect(DEFAULT_CARD_COLORS).toContain(color);
      seen.add(color);
    }
    expect(seen.size).toBe(10);
    expect(pickDefaultCardColor(0)).toBe(DEFAULT_CARD_COLORS[0]);
    expect(pickDefaultCardColor(13)).toBe(DEFAULT_CARD_COLORS[3]);
    expect(pickDefaultCardColor(-1)).toBe(DEFAULT_CARD_COLORS[9]);
    expect(pickDefaultCardColor(2.9)).toBe(DEFAULT_CARD_COLORS[2]);
  });
});
