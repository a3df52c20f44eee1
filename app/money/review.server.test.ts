import { describe, expect, it } from "vitest";
import { balanceAfter, moneyReview } from "./review.server";

const movement = {
  cents: 150_000,
  from: "Unity Resettlement Alliance",
  to: "Unity Family Cards",
  balanceOf: "funding" as const,
  balanceCents: 1_000_000,
  change: "out" as const,
  idempotencyKey: "0b4f3a52-6c1e-4f7e-9d3a-2f1c0e7b9a11",
};

describe("the review before money moves", () => {
  it("states the amount exactly as it will move, in the page's language, and posts it as a plain decimal", () => {
    const en = moneyReview("en", movement);
    expect(en.text).toBe("$1,500.00");
    expect(en.amount).toBe("1500.00");
    expect(moneyReview("fr", { ...movement, cents: 1_250 }).text).toMatch(/^12,50\s\$US$/);
    expect(moneyReview("en", { ...movement, cents: 7 }).amount).toBe("0.07");
  });

  it("names where the money comes from and goes, and keeps the idempotency key", () => {
    const review = moneyReview("en", movement);
    expect([review.fromLabel, review.toLabel]).toEqual(["Unity Resettlement Alliance", "Unity Family Cards"]);
    expect(review.idempotencyKey).toBe(movement.idempotencyKey);
    expect(review.balanceOf).toBe("funding");
  });

  it("states the balance afterwards: less what leaves, more what comes in, unknown when the balance is", () => {
    expect(moneyReview("en", movement).balanceAfter).toBe("$8,500.00");
    expect(moneyReview("en", { ...movement, change: "in", balanceOf: "card" }).balanceAfter).toBe("$11,500.00");
    expect(moneyReview("en", { ...movement, balanceCents: null }).balanceAfter).toBeNull();
  });

  it("posts no amount for the whole balance, and never shows a balance below zero", () => {
    expect(moneyReview("en", { ...movement, whole: true }).amount).toBe("");
    expect(balanceAfter(1_000, 2_500, "out")).toBe(0);
    expect(balanceAfter(1_000, 2_500, "in")).toBe(3_500);
    expect(balanceAfter(99_999, 1, "out")).toBe(99_998);
  });
});
