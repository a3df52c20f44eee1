import { describe, expect, it } from "vitest";
import { createAutoloadSchema, modifyAutoloadSchema } from "#app/forms/autoloads.schema";
import { calendarPreview, cardListRefusal, withEndAfterChosenStart } from "./autoloads.server";

const valid = {
  intent: "create",
  name: "Friday support",
  amount: "25",
  frequency: "weekly",
  startDate: "2026-11-27",
  idempotencyKey: "0123456789abcdef0123",
};

describe("the new-autoload form", () => {
  it("reads the amount typed the way people type it, in cents, and a blank end date as open-ended", () => {
    const parsed = createAutoloadSchema.parse(valid);
    expect(parsed).toMatchObject({ amount: 2500, cardIds: [] });
    expect(parsed.endDate).toBeUndefined();
  });

  it("refuses an amount over the load cap, an end before the start and more than 50 cards", () => {
    const over = createAutoloadSchema.safeParse({ ...valid, amount: "10000" });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe("loadAmountMax");
    const early = createAutoloadSchema.safeParse({ ...valid, endDate: "2026-11-26" });
    expect(early.error?.issues.map((i) => i.message)).toEqual(["autoloads.errors.endBeforeStart"]);
    const many = createAutoloadSchema.safeParse({ ...valid, cardIds: Array.from({ length: 51 }, (_, i) => `CARD${i}`) });
    expect(many.error?.issues.map((i) => i.message)).toEqual(["autoloads.errors.tooManyCards"]);
  });

  it("a change keeps the start date: it has no such field", () => {
    const parsed = modifyAutoloadSchema.parse({
      intent: "modify",
      name: "A",
      amount: "1.50",
      frequency: "monthly",
      startDate: "2030-01-01",
    });
    expect(parsed).toEqual({ intent: "modify", name: "A", amount: 150, frequency: "monthly" });
  });

  it("says a refused card list above the form, in its own words", () => {
    expect(cardListRefusal({ cardIds: ["autoloads.errors.cardsRequired"] })).toEqual({ formErrors: ["autoloads.errors.cardsRequired"] });
    expect(cardListRefusal({ "cardIds[0]": ["Invalid string"] })).toEqual({ formErrors: ["autoloads.errors.unknownCard"] });
    expect(cardListRefusal({ amount: ["amountRequired"] })).toEqual({});
  });
});

describe("the calendar preview", () => {
  it("lists the next runs at 3 A.M. New York time with amount x cards, across the end of daylight saving", () => {
    const runs = calendarPreview({ frequency: "weekly", startDate: "2026-10-23" }, new Date("2026-10-24T12:00:00Z"), 2000, 3, "en");
    expect(runs).toHaveLength(6);
    expect(runs[0]).toEqual({ date: "Oct 30, 2026", when: "Oct 30, 2026, 3:00 AM", total: "$60.00" });
    // Nov 1 ends daylight saving: still 3 A.M. in New York.
    expect(runs[1]?.when).toBe("Nov 6, 2026, 3:00 AM");
  });

  it("starts with the autoload's own next load date when it is due and not yet performed, and stops at the end date", () => {
    const runs = calendarPreview(
      { frequency: "monthly", startDate: "2026-01-31", endDate: "2026-04-30" },
      new Date("2026-03-05T12:00:00Z"),
      100,
      1,
      "en",
      { nextLoadDate: "2026-02-28" },
    );
    expect(runs.map((r) => r.date)).toEqual(["Feb 28, 2026", "Mar 31, 2026", "Apr 30, 2026"]);
  });
});

describe("the end date after a chosen start (spec section 4, ADR 0238)", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const offered = { offeredStartDate: "2026-11-30", offeredEndDate: "2026-12-01" };

  it("an end left at its default becomes the day after the start the person chose", () => {
    const sent = withEndAfterChosenStart(form({ ...offered, startDate: "2026-12-24", endDate: "2026-12-01" }));
    expect(sent.get("endDate")).toBe("2026-12-25");
    // ...so the form is accepted with it, where the default end would be refused as before the start.
    const parsed = createAutoloadSchema.safeParse({ ...valid, startDate: "2026-12-24", endDate: sent.get("endDate") });
    expect(parsed.success).toBe(true);
  });

  it("a typed or cleared end, the offered start, or a form without the offered dates are kept", () => {
    expect(withEndAfterChosenStart(form({ ...offered, startDate: "2026-12-24", endDate: "2027-01-31" })).get("endDate")).toBe("2027-01-31");
    expect(withEndAfterChosenStart(form({ ...offered, startDate: "2026-12-24", endDate: "" })).get("endDate")).toBe("");
    expect(withEndAfterChosenStart(form({ ...offered, startDate: "2026-11-30", endDate: "2026-12-01" })).get("endDate")).toBe("2026-12-01");
    expect(withEndAfterChosenStart(form({ startDate: "2026-12-24", endDate: "2026-12-01" })).get("endDate")).toBe("2026-12-01");
  });
});
