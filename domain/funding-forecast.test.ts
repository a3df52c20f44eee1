import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { autoloadRunDatesBetween, type ForecastAutoload, fundingForecast } from "./funding-forecast";

const weekly = (over: Partial<ForecastAutoload> = {}): ForecastAutoload => ({
  id: "al_weekly",
  name: "Friday support",
  amountCents: 5_000,
  memberCount: 3,
  schedule: { frequency: "weekly", startDate: "2026-11-27" },
  nextLoadDate: "2026-11-27",
  ...over,
});

describe("funding forecast", () => {
  it("lists 30 days from today and subtracts each run (amount x cards) on its day", () => {
    const f = fundingForecast({ today: "2026-11-26", balanceCents: 100_000, autoloads: [weekly()], payments: [] });
    expect(f.days).toHaveLength(30);
    expect(f.days[0]?.date).toBe("2026-11-26");
    expect(f.days[29]?.date).toBe("2026-12-25");
    const runDays = f.days.filter((d) => d.runs.length > 0).map((d) => d.date);
    expect(runDays).toEqual(["2026-11-27", "2026-12-04", "2026-12-11", "2026-12-18", "2026-12-25"]);
    expect(f.days[1]?.autoloadCents).toBe(15_000);
    expect(f.days[1]?.balanceCents).toBe(85_000);
    expect(f.days[29]?.balanceCents).toBe(100_000 - 5 * 15_000);
    expect(f.firstShortDate).toBeNull();
    expect(f.lowestBalanceCents).toBe(25_000);
  });

  it("warns on the first day the balance does not cover the runs due, with how much is missing", () => {
    const f = fundingForecast({ today: "2026-11-26", balanceCents: 40_000, autoloads: [weekly()], payments: [] });
    // 40,000 - 15,000 - 15,000 = 10,000 left on 4 Dec; the run of 11 Dec needs 15,000.
    expect(f.firstShortDate).toBe("2026-12-11");
    expect(f.shortByCents).toBe(5_000);
    expect(f.days.find((d) => d.date === "2026-12-04")?.short).toBe(false);
    expect(f.days.find((d) => d.date === "2026-12-11")?.short).toBe(true);
    expect(f.days.find((d) => d.date === "2026-12-11")?.balanceCents).toBe(-5_000);
  });

  it("a balance exactly equal to what is due is enough", () => {
    const f = fundingForecast({ today: "2026-11-26", balanceCents: 15_000, autoloads: [weekly()], payments: [], days: 2 });
    expect(f.firstShortDate).toBeNull();
    expect(f.days[1]?.balanceCents).toBe(0);
  });

  it("bank payments already taken from the balance are shown on their day without lowering it again", () => {
    const f = fundingForecast({
      today: "2026-11-26",
      balanceCents: 20_000,
      autoloads: [],
      payments: [
        { amountCents: 7_500, settlesOn: "2026-11-30", debited: true },
        { amountCents: 2_500, settlesOn: "2026-11-30", debited: true },
      ],
    });
    const day = f.days.find((d) => d.date === "2026-11-30");
    expect(day?.paymentCents).toBe(10_000);
    expect(day?.balanceCents).toBe(20_000);
    expect(f.paymentsInFlightCents).toBe(10_000);
    expect(f.firstShortDate).toBeNull();
  });

  it("a payment not yet taken lowers the balance on its day and can make it short", () => {
    const f = fundingForecast({
      today: "2026-11-26",
      balanceCents: 20_000,
      autoloads: [weekly()],
      payments: [{ amountCents: 10_000, settlesOn: "2026-11-26", debited: false }],
    });
    expect(f.days[0]?.balanceCents).toBe(10_000);
    expect(f.firstShortDate).toBe("2026-11-27");
    expect(f.shortByCents).toBe(5_000);
  });

  it("a payment past its expected day counts today; one beyond the window is left out of the days", () => {
    const f = fundingForecast({
      today: "2026-11-26",
      balanceCents: 0,
      autoloads: [],
      payments: [
        { amountCents: 100, settlesOn: "2026-11-20", debited: true },
        { amountCents: 200, settlesOn: "2027-02-01", debited: true },
      ],
    });
    expect(f.days[0]?.paymentCents).toBe(100);
    expect(f.days.reduce((s, d) => s + d.paymentCents, 0)).toBe(100);
    expect(f.paymentsInFlightCents).toBe(300);
  });

  it("a run that is due but not yet performed counts today", () => {
    const f = fundingForecast({
      today: "2026-11-26",
      balanceCents: 50_000,
      autoloads: [weekly({ nextLoadDate: "2026-11-20", schedule: { frequency: "weekly", startDate: "2026-11-20" } })],
      payments: [],
      days: 8,
    });
    expect(f.days[0]?.autoloadCents).toBe(15_000);
    expect(f.days[1]?.autoloadCents).toBe(15_000);
    expect(f.days.filter((d) => d.autoloadCents > 0).map((d) => d.date)).toEqual(["2026-11-26", "2026-11-27"]);
  });

  it("stops at the end date; monthly on the 31st falls on the last day of a shorter month; an autoload without cards costs nothing", () => {
    const ending = weekly({ schedule: { frequency: "weekly", startDate: "2026-11-27", endDate: "2026-12-05" } });
    expect(autoloadRunDatesBetween(ending, "2026-11-26", "2026-12-25")).toEqual(["2026-11-27", "2026-12-04"]);
    const monthly = weekly({ schedule: { frequency: "monthly", startDate: "2027-01-31" }, nextLoadDate: "2027-01-31" });
    expect(autoloadRunDatesBetween(monthly, "2027-01-30", "2027-03-01")).toEqual(["2027-01-31", "2027-02-28"]);
    const f = fundingForecast({ today: "2026-11-26", balanceCents: 0, autoloads: [weekly({ memberCount: 0 })], payments: [] });
    expect(f.firstShortDate).toBeNull();
    expect(f.days.every((d) => d.runs.length === 0)).toBe(true);
  });

  it("daily and last-of-month runs of several autoloads add up on the same day", () => {
    const daily = weekly({
      id: "d",
      name: "Daily",
      amountCents: 100,
      memberCount: 2,
      schedule: { frequency: "daily", startDate: "2026-11-26" },
      nextLoadDate: "2026-11-26",
    });
    const eom = weekly({
      id: "m",
      name: "Month end",
      amountCents: 1_000,
      memberCount: 1,
      schedule: { frequency: "last_of_month", startDate: "2026-11-26" },
      nextLoadDate: "2026-11-30",
    });
    const f = fundingForecast({ today: "2026-11-26", balanceCents: 10_000, autoloads: [daily, eom], payments: [] });
    const nov30 = f.days.find((d) => d.date === "2026-11-30");
    expect(nov30?.runs.map((r) => r.autoloadId)).toEqual(["d", "m"]);
    expect(nov30?.autoloadCents).toBe(1_200);
  });

  it("the end balance is the start balance minus every run and undebited payment in the window (property)", () => {
    const autoloadArb = fc.record({
      frequency: fc.constantFrom("daily", "weekly", "monthly", "last_of_month" as const),
      offset: fc.integer({ min: -3, max: 40 }),
      amountCents: fc.integer({ min: 1, max: 999_900 }),
      memberCount: fc.integer({ min: 0, max: 50 }),
    });
    const paymentArb = fc.record({
      amountCents: fc.integer({ min: 1, max: 10_000_000 }),
      offset: fc.integer({ min: -5, max: 40 }),
      debited: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(autoloadArb, { maxLength: 5 }),
        fc.array(paymentArb, { maxLength: 5 }),
        (balance, as, ps) => {
          const today = "2028-02-20";
          const autoloads = as.map((a, i) => {
            const start = addDays(today, a.offset);
            return {
              id: `a${i}`,
              name: `A${i}`,
              amountCents: a.amountCents,
              memberCount: a.memberCount,
              schedule: { frequency: a.frequency, startDate: start },
              nextLoadDate: start,
            } satisfies ForecastAutoload;
          });
          const payments = ps.map((p) => ({ amountCents: p.amountCents, settlesOn: addDays(today, p.offset), debited: p.debited }));
          const f = fundingForecast({ today, balanceCents: balance, autoloads, payments });
          const spent = f.days.reduce((s, d) => s + d.autoloadCents, 0);
          const last = addDays(today, 29);
          const undebited = payments.filter((p) => !p.debited && p.settlesOn <= last).reduce((s, p) => s + p.amountCents, 0);
          expect(f.days.at(-1)?.balanceCents).toBe(balance - spent - undebited);
          // The warning names the first short day, and no day before it is short.
          const firstShort = f.days.findIndex((d) => d.short);
          expect(f.firstShortDate).toBe(firstShort === -1 ? null : f.days[firstShort]?.date);
          if (firstShort > 0) expect(f.days[firstShort - 1]?.balanceCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
