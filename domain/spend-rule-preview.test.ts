import { describe, expect, it } from "vitest";
import { type PastPurchase, previewSpendRule } from "./spend-rule-preview";

/** A fixture of 90 days: two cards, groceries, a liquor store, a casino, gas. */
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 7, 1 + day, hour)).toISOString();
const buy = (
  cardId: string,
  day: number,
  merchantName: string,
  merchantCategory: string,
  amountCents: number,
  hour = 12,
): PastPurchase => ({
  cardId,
  merchantName,
  merchantCategory,
  amountCents,
  createdAt: at(day, hour),
});
const FIXTURE: PastPurchase[] = [
  buy("CARD000001", 0, "Corner Market", "grocery_stores_supermarkets", 4_000),
  buy("CARD000001", 1, "Lucky Star Casino", "betting_casino_gambling", 2_500),
  buy("CARD000001", 1, "Bottle Shop", "package_stores_beer_wine_liquor", 1_800, 15),
  buy("CARD000001", 20, "Lucky Star Casino", "betting_casino_gambling", 6_000),
  buy("CARD000002", 5, "Shell", "service_stations", 3_000),
  buy("CARD000002", 5, "Corner Market", "grocery_stores_supermarkets", 9_000, 18),
  buy("CARD000002", 60, "Bottle Shop", "package_stores_beer_wine_liquor", 1_200),
];

describe("spend rule preview over 90 days of purchases", () => {
  it("a merchant block list: the purchases it names, by merchant, the most money first", () => {
    const preview = previewSpendRule(
      { type: "merchant_block", merchantCategories: ["betting_casino_gambling", "package_stores_beer_wine_liquor"] },
      FIXTURE,
    );
    expect(preview).toEqual({
      purchases: 7,
      cards: 2,
      declined: 4,
      declinedCents: 11_500,
      declinedCards: 2,
      merchants: [
        { name: "Lucky Star Casino", category: "betting_casino_gambling", purchases: 2, amountCents: 8_500 },
        { name: "Bottle Shop", category: "package_stores_beer_wine_liquor", purchases: 2, amountCents: 3_000 },
      ],
      otherMerchants: 0,
    });
  });

  it("a merchant allow list declines everything else", () => {
    const preview = previewSpendRule({ type: "merchant_allow", merchantCategories: ["grocery_stores_supermarkets"] }, FIXTURE);
    expect(preview.declined).toBe(5);
    expect(preview.declinedCents).toBe(2_500 + 1_800 + 6_000 + 3_000 + 1_200);
    expect(preview.merchants.map((m) => m.name)).toEqual(["Lucky Star Casino", "Bottle Shop", "Shell"]);
  });

  it("a per-purchase limit declines each larger purchase", () => {
    const preview = previewSpendRule({ type: "velocity", amountCents: 5_000, period: "transaction" }, FIXTURE);
    expect(preview.declined).toBe(2);
    expect(preview.declinedCents).toBe(15_000);
  });

  it("a daily limit counts only what it would have let through, per card, in time order", () => {
    // Card 1, day 1: 25.00 passes, 18.00 more would make 43.00 > 40.00: declined. Card 2, day 5: 30.00 passes, 90.00 more: declined.
    const preview = previewSpendRule({ type: "velocity", amountCents: 4_000, period: "day" }, [...FIXTURE].reverse());
    expect(preview.declined).toBe(3);
    expect(preview.merchants).toEqual([
      { name: "Corner Market", category: "grocery_stores_supermarkets", purchases: 1, amountCents: 9_000 },
      { name: "Lucky Star Casino", category: "betting_casino_gambling", purchases: 1, amountCents: 6_000 },
      { name: "Bottle Shop", category: "package_stores_beer_wine_liquor", purchases: 1, amountCents: 1_800 },
    ]);
    // A declined purchase does not count towards the window: the next one within the day is judged on its own.
    const sameDay = [buy("C", 0, "A", "x", 3_000, 8), buy("C", 0, "B", "x", 2_000, 9), buy("C", 0, "C", "x", 1_000, 10)];
    expect(previewSpendRule({ type: "velocity", amountCents: 4_000, period: "day" }, sameDay).merchants.map((m) => m.name)).toEqual(["B"]);
    // The window rolls: 24 hours later the day's spending no longer counts.
    const nextDay = [buy("C", 0, "A", "x", 4_000, 8), buy("C", 1, "B", "x", 4_000, 9)];
    expect(previewSpendRule({ type: "velocity", amountCents: 4_000, period: "day" }, nextDay).declined).toBe(0);
  });

  it("a 30-day limit over the fixture, and the merchant list capped with the rest counted", () => {
    const preview = previewSpendRule({ type: "velocity", amountCents: 10_000, period: "month" }, FIXTURE, 1);
    // Card 1: 40 + 25 + 18 = 83 in two days, then 60 on day 20 would make 143: declined. Card 2: 30 + 90 = 120: the 90 declined.
    expect(preview.declined).toBe(2);
    expect(preview.merchants).toHaveLength(1);
    expect(preview.otherMerchants).toBe(1);
  });

  it("no purchases: nothing declined", () => {
    expect(previewSpendRule({ type: "merchant_block", merchantCategories: ["betting_casino_gambling"] }, [])).toMatchObject({
      purchases: 0,
      cards: 0,
      declined: 0,
      declinedCents: 0,
      merchants: [],
    });
  });
});
