import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dueAutoloadRunDates,
  earliestAutoloadStartDate,
  followingAutoloadRunDate,
  lastDueAutoloadDate,
  nextAutoloadRunDate,
  upcomingAutoloadRunDates,
} from "./autoloads";
import {
  AUTOLOAD_TIME_ZONE,
  type AutoloadSchedule,
  addDays,
  autoloadRunInstant,
  isoWeekday,
  nextAutoloadStartDate,
  wallClock,
} from "./dates";
import { autoloadFrequencies } from "./enums";

const at = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;

/** Zones around the world, including several 7 or more hours behind UTC (the spec's shifted case). */
const ZONES = [
  "Pacific/Pago_Pago",
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "UTC",
  "Europe/Paris",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Pacific/Kiritimati",
];

/** Instants from 2024 (a leap year) to 2030, minute precision. */
const instantArb = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 11, 31) / 60_000 })
  .map((m) => new Date(m * 60_000));
const dateArb = fc.integer({ min: 0, max: 6 * 366 }).map((n) => addDays("2024-01-01", n));
const scheduleArb: fc.Arbitrary<AutoloadSchedule> = fc
  .record({
    frequency: fc.constantFrom(...autoloadFrequencies),
    startDate: dateArb,
    length: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
  })
  .map(({ frequency, startDate, length }) => ({ frequency, startDate, endDate: length === null ? null : addDays(startDate, length) }));

const lastDayOfMonth = (date: string) => addDays(date, 1).endsWith("-01");
const dayOf = (date: string) => Number(date.slice(8, 10));

describe("run dates", () => {
  it("monthly on the 31st runs on each month's last day when the month is shorter, leap years included", () => {
    const s: AutoloadSchedule = { frequency: "monthly", startDate: "2027-12-31" };
    expect(upcomingAutoloadRunDates(s, at("2027-12-01T00:00:00Z"), 6)).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
      "2028-05-31",
    ]);
    expect(upcomingAutoloadRunDates({ frequency: "monthly", startDate: "2026-01-30" }, at("2026-01-01T00:00:00Z"), 3)).toEqual([
      "2026-01-30",
      "2026-02-28",
      "2026-03-30",
    ]);
  });

  it("last_of_month runs on the last day, February of leap and common years", () => {
    const s: AutoloadSchedule = { frequency: "last_of_month", startDate: "2028-01-15" };
    expect(upcomingAutoloadRunDates(s, at("2028-01-01T00:00:00Z"), 3)).toEqual(["2028-01-31", "2028-02-29", "2028-03-31"]);
    expect(upcomingAutoloadRunDates({ ...s, startDate: "2027-02-01" }, at("2027-01-01T00:00:00Z"), 1)).toEqual(["2027-02-28"]);
  });

  it("runs at 3 A.M. New York across both daylight-saving changes", () => {
    const s: AutoloadSchedule = { frequency: "daily", startDate: "2026-03-07" };
    const runs = upcomingAutoloadRunDates(s, at("2026-03-01T00:00:00Z"), 3).map((d) => autoloadRunInstant(d).toISOString());
    expect(runs).toEqual(["2026-03-07T08:00:00.000Z", "2026-03-08T07:00:00.000Z", "2026-03-09T07:00:00.000Z"]);
    const fall = upcomingAutoloadRunDates({ ...s, startDate: "2026-10-31" }, at("2026-10-01T00:00:00Z"), 3);
    expect(fall.map((d) => autoloadRunInstant(d).toISOString())).toEqual([
      "2026-10-31T07:00:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-02T08:00:00.000Z",
    ]);
  });

  it("weekly keeps the start date's weekday and stops at the end date (inclusive)", () => {
    const s: AutoloadSchedule = { frequency: "weekly", startDate: "2026-11-27", endDate: "2026-12-11" };
    expect(upcomingAutoloadRunDates(s, at("2026-11-01T00:00:00Z"), 10)).toEqual(["2026-11-27", "2026-12-04", "2026-12-11"]);
    expect(followingAutoloadRunDate(s, "2026-12-11")).toBeNull();
  });

  it("property: run dates are increasing, within start and end, at 03:00 New York, in the frequency's pattern", () => {
    fc.assert(
      fc.property(scheduleArb, instantArb, (schedule, after) => {
        const dates = upcomingAutoloadRunDates(schedule, after, 8);
        dates.forEach((date, i) => {
          expect(date >= schedule.startDate).toBe(true);
          if (schedule.endDate) expect(date <= schedule.endDate).toBe(true);
          const instant = autoloadRunInstant(date);
          expect(instant.getTime()).toBeGreaterThan(after.getTime());
          const wall = wallClock(instant, AUTOLOAD_TIME_ZONE);
          expect([wall.hour, wall.minute]).toEqual([3, 0]);
          const previous = dates[i - 1];
          if (previous) expect(date > previous).toBe(true);
          if (schedule.frequency === "daily" && previous) expect(addDays(previous, 1)).toBe(date);
          if (schedule.frequency === "weekly") expect(isoWeekday(date)).toBe(isoWeekday(schedule.startDate));
          if (schedule.frequency === "weekly" && previous) expect(addDays(previous, 7)).toBe(date);
          if (schedule.frequency === "last_of_month") expect(lastDayOfMonth(date)).toBe(true);
          if (schedule.frequency === "monthly") {
            const wanted = dayOf(schedule.startDate);
            expect(dayOf(date) === wanted || (dayOf(date) < wanted && lastDayOfMonth(date))).toBe(true);
          }
        });
        // Nothing is skipped: the first date is the next run after `after`.
        expect(dates[0] ?? null).toBe(nextAutoloadRunDate(schedule, after));
      }),
      { numRuns: 300 },
    );
  });

  it("property: a clock jump yields the same runs, once each and in order, as small steps", () => {
    fc.assert(
      fc.property(scheduleArb, instantArb, fc.integer({ min: 1, max: 40 }), (schedule, start, jumpDays) => {
        const first = nextAutoloadRunDate(schedule, start);
        const end = new Date(start.getTime() + jumpDays * DAY_MS);
        const jumped = dueAutoloadRunDates(schedule, first, end);
        const stepped: string[] = [];
        let next = first;
        for (let t = start.getTime() + 3_600_000; t <= end.getTime(); t += 3_600_000) {
          const due = dueAutoloadRunDates(schedule, next, new Date(t));
          stepped.push(...due);
          const last = due[due.length - 1];
          if (last) next = followingAutoloadRunDate(schedule, last);
        }
        stepped.push(...dueAutoloadRunDates(schedule, next, end));
        expect(jumped).toEqual(stepped);
        expect(new Set(jumped).size).toBe(jumped.length);
      }),
      { numRuns: 150 },
    );
  });
});

describe("start dates", () => {
  it("the earliest start is today before 3 A.M. New York, else tomorrow", () => {
    expect(earliestAutoloadStartDate(at("2026-11-25T07:59:00Z"))).toBe("2026-11-25");
    expect(earliestAutoloadStartDate(at("2026-11-25T08:00:00Z"))).toBe("2026-11-26");
    expect(earliestAutoloadStartDate(at("2026-07-01T06:59:00Z"))).toBe("2026-07-01");
    expect(lastDueAutoloadDate(at("2026-11-25T07:59:00Z"))).toBe("2026-11-24");
    expect(lastDueAutoloadDate(at("2026-11-25T08:00:00Z"))).toBe("2026-11-25");
  });

  it("property: the spec's default start date (any zone, shifted case included) is never refused by the provider", () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...ZONES), (now, zone) => {
        expect(nextAutoloadStartDate(now, zone) >= earliestAutoloadStartDate(now)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: the first run of a schedule starting at the earliest date is still ahead", () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...autoloadFrequencies), (now, frequency) => {
        const startDate = earliestAutoloadStartDate(now);
        const first = nextAutoloadRunDate({ frequency, startDate }, now);
        expect(first).not.toBeNull();
        expect(autoloadRunInstant(first ?? startDate).getTime()).toBeGreaterThan(now.getTime());
        if (frequency === "daily" || frequency === "weekly") expect(first).toBe(startDate);
      }),
    );
  });
});
