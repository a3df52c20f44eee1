import { describe, expect, it } from "vitest";
import { ownFigures } from "./reports.programs.server";

const zero = { loadedCents: 0, spentCents: 0, cardCount: 0, transactionCount: 0, sentCents: 0, transferCount: 0 };

describe("the cross-program report's breakdown (issue 35 item 6)", () => {
  it("adds a row for the organization's own share when its totals hold more than its programs", () => {
    const totals = { loadedCents: 10_000, spentCents: 4_000, cardCount: 3, transactionCount: 5, sentCents: 2_500, transferCount: 2 };
    const programs = [
      { ...zero, loadedCents: 6_000, spentCents: 4_000, cardCount: 2, transactionCount: 5 },
      { ...zero, sentCents: 2_500, transferCount: 2 },
    ];
    expect(ownFigures(totals, programs)).toEqual({ ...zero, loadedCents: 4_000, cardCount: 1 });
  });

  it("adds none when the programs account for every figure", () => {
    const totals = { ...zero, loadedCents: 6_000, cardCount: 2 };
    expect(ownFigures(totals, [{ ...zero, loadedCents: 6_000, cardCount: 2 }])).toBeNull();
  });
});
