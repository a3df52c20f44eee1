import { describe, expect, it } from "vitest";
import {
  addDays,
  autoloadRunInstant,
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  defaultAutoloadEndDate,
  endDateForChosenStart,
  formatDate,
  formatDateTime,
  isShiftedAutoloadDay,
  nextAutoloadRun,
  nextAutoloadStartDate,
  startOfDayIn,
  utcOffsetMinutes,
} from "./dates";

const at = (iso: string) => new Date(iso);
/** ICU uses narrow no-break spaces in times; compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatting", () => {
  it("defaults to America/New_York", () => {
    expect(DEFAULT_TIME_ZONE).toBe("America/New_York");
    expect(plain(formatDateTime("2025-05-23T15:30:00Z"))).toBe("May 23, 2025, 11:30 AM");
  });

  it("uses the given zone and locale", () => {
    expect(plain(formatDateTime("2025-05-23T15:30:00Z", { timeZone: "Pacific/Honolulu", locale: "en-US" }))).toBe("May 23, 2025, 5:30 AM");
    expect(plain(formatDateTime(at("2025-01-05T15:30:00Z"), { timeZone: "UTC", locale: "en-GB" }))).toBe("5 Jan 2025, 15:30");
    const es = formatDate("2025-05-23T15:30:00Z", { locale: "es" });
    expect(es).toContain("2025");
    expect(es).not.toBe(formatDate("2025-05-23T15:30:00Z", { locale: "en-US" }));
  });

  it("shows an instant's date in the zone", () => {
    expect(formatDate("2025-05-23T02:00:00Z", { timeZone: "America/New_York" })).toBe("May 22, 2025");
    expect(formatDate("2025-05-23T02:00:00Z", { timeZone: "UTC" })).toBe("May 23, 2025");
  });

  it("shows a calendar date as the same day in every zone", () => {
    for (const timeZone of ["Pacific/Honolulu", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"]) {
      expect(formatDate("2025-05-23", { timeZone })).toBe("May 23, 2025");
    }
  });

  it("returns unparseable input as given", () => {
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDate("2025-13-45x")).toBe("2025-13-45x");
    expect(formatDate(new Date(Number.NaN))).toBe("");
  });
});

describe("formats made once per isolate (ADR 0251)", () => {
  it("makes one Intl.DateTimeFormat per locale, zone and style, and keeps each apart", () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const instant = "2025-05-23T15:30:00Z";
      const options = { timeZone: "Asia/Tokyo", locale: "de-DE" };
      const first = [formatDateTime(instant, options), formatDate(instant, options)];
      const madeFirst = made;
      for (let i = 0; i < 5; i++) expect([formatDateTime(instant, options), formatDate(instant, options)]).toEqual(first);
      expect(made).toBe(madeFirst);
      // Another zone or locale is its own format, never a cached one of the wrong zone.
      expect(formatDateTime(instant, { timeZone: "America/Los_Angeles", locale: "de-DE" })).not.toBe(first[0]);
      expect(formatDateTime(instant, { timeZone: "Asia/Tokyo", locale: "en-US" })).toBe("May 24, 2025, 12:30 AM");
      expect(() => formatDateTime(instant, { timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe("calendar helpers", () => {
  it("adds days across month, year and leap boundaries", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(() => addDays("2025/03/01", 1)).toThrow(RangeError);
  });

  it("reads the calendar date and offset in a zone", () => {
    expect(calendarDateIn(at("2025-05-20T03:30:00Z"), "America/New_York")).toBe("2025-05-19");
    expect(calendarDateIn(at("2025-05-20T03:30:00Z"), "Asia/Tokyo")).toBe("2025-05-20");
    expect(utcOffsetMinutes(at("2025-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(utcOffsetMinutes(at("2025-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(utcOffsetMinutes(at("2025-07-15T12:00:00Z"), "Pacific/Honolulu")).toBe(-600);
    expect(utcOffsetMinutes(at("2025-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });
});

describe("nextAutoloadStartDate and defaultAutoloadEndDate", () => {
  type Row = [zone: string, now: string, shifted: boolean, start: string, end: string];
  const rows: Row[] = [
    // New York is never 7 hours behind: tomorrow / +2.
    ["America/New_York", "2025-05-20T15:00:00Z", false, "2025-05-21", "2025-05-22"],
    ["America/New_York", "2025-05-20T03:30:00Z", false, "2025-05-20", "2025-05-21"], // 23:30 on the 19th
    ["America/New_York", "2025-12-31T15:00:00Z", false, "2026-01-01", "2026-01-02"],
    // Honolulu (UTC-10) late evening: UTC already past 06:00 on the next day -> shifted.
    ["Pacific/Honolulu", "2025-05-20T07:30:00Z", true, "2025-05-21", "2025-05-22"], // 21:30 on the 19th
    ["Pacific/Honolulu", "2025-05-20T09:59:00Z", true, "2025-05-21", "2025-05-22"], // 23:59 on the 19th
    // Honolulu early evening: UTC is on the next day but before 06:00 -> not shifted.
    ["Pacific/Honolulu", "2025-05-20T05:30:00Z", false, "2025-05-20", "2025-05-21"], // 19:30 on the 19th
    // Honolulu after local midnight: same calendar day as UTC -> not shifted.
    ["Pacific/Honolulu", "2025-05-20T10:00:00Z", false, "2025-05-21", "2025-05-22"], // 00:00 on the 20th
    // Los Angeles in summer (UTC-7, exactly 7 hours behind) at 23:30 -> shifted.
    ["America/Los_Angeles", "2025-07-01T06:30:00Z", true, "2025-07-02", "2025-07-03"],
    ["America/Los_Angeles", "2025-07-01T06:00:00Z", true, "2025-07-02", "2025-07-03"], // 06:00 counts
    ["America/Los_Angeles", "2025-07-01T05:59:59Z", false, "2025-07-01", "2025-07-02"],
    // Denver: MST (UTC-7) in winter is shifted at 23:30, MDT (UTC-6) in summer never is.
    ["America/Denver", "2025-01-15T06:30:00Z", true, "2025-01-16", "2025-01-17"],
    ["America/Denver", "2025-07-15T05:30:00Z", false, "2025-07-15", "2025-07-16"],
    // Zones ahead of UTC are never shifted.
    ["Asia/Tokyo", "2025-05-20T16:00:00Z", false, "2025-05-22", "2025-05-23"], // 01:00 on the 21st
    // Year end in the shifted case.
    ["Pacific/Honolulu", "2026-01-01T08:00:00Z", true, "2026-01-02", "2026-01-03"], // 22:00 on Dec 31
  ];

  it.each(rows)("%s at %s: shifted=%s, start %s, end %s", (zone, now, shifted, start, end) => {
    expect(isShiftedAutoloadDay(at(now), zone)).toBe(shifted);
    expect(nextAutoloadStartDate(at(now), zone)).toBe(start);
    expect(defaultAutoloadEndDate(at(now), zone)).toBe(end);
  });

  it("across a DST change: the offset at `now` counts", () => {
    // Los Angeles springs forward on 2025-03-09 at 10:00Z; both PST and PDT are >= 7 hours behind.
    expect(nextAutoloadStartDate(at("2025-03-09T07:00:00Z"), "America/Los_Angeles")).toBe("2025-03-10"); // 23:00 PST on the 8th
    expect(nextAutoloadStartDate(at("2025-03-10T06:30:00Z"), "America/Los_Angeles")).toBe("2025-03-11"); // 23:30 PDT on the 9th
    // Denver falls back on 2025-11-02: 23:30 on Nov 1 is MDT (-6) -> not shifted; on Nov 2 it is MST (-7) -> shifted.
    expect(nextAutoloadStartDate(at("2025-11-02T05:30:00Z"), "America/Denver")).toBe("2025-11-02");
    expect(nextAutoloadStartDate(at("2025-11-03T06:30:00Z"), "America/Denver")).toBe("2025-11-04");
  });

  it("defaults to America/New_York", () => {
    expect(nextAutoloadStartDate(at("2025-05-20T03:30:00Z"))).toBe("2025-05-20");
  });

  it("the end date is the day after a chosen start", () => {
    const now = at("2025-05-20T07:30:00Z");
    expect(defaultAutoloadEndDate(now, "Pacific/Honolulu", "2025-06-30")).toBe("2025-07-01");
    expect(defaultAutoloadEndDate(now, "America/New_York", "2025-12-31")).toBe("2026-01-01");
    expect(defaultAutoloadEndDate(now, "America/New_York", "2024-02-28")).toBe("2024-02-29");
    expect(defaultAutoloadEndDate(now, "America/New_York", null)).toBe("2025-05-22");
  });
});

describe("endDateForChosenStart", () => {
  // Honolulu at 21:30 on May 19th (07:30 UTC on the 20th, 7+ hours behind): defaults start 21st, end 22nd.
  const defaults = { startDate: "2025-05-21", endDate: "2025-05-22" };

  it("moves an untouched end to the day after a chosen start", () => {
    expect(endDateForChosenStart({ startDate: "2025-06-30", endDate: "2025-05-22" }, defaults)).toBe("2025-07-01");
    expect(endDateForChosenStart({ startDate: "2025-12-31", endDate: "2025-05-22" }, defaults)).toBe("2026-01-01");
  });

  it("keeps a typed end, a cleared end and the defaults as sent", () => {
    expect(endDateForChosenStart({ startDate: "2025-06-30", endDate: "2025-08-01" }, defaults)).toBe("2025-08-01");
    expect(endDateForChosenStart({ startDate: "2025-06-30", endDate: "" }, defaults)).toBe("");
    expect(endDateForChosenStart(defaults, defaults)).toBe("2025-05-22");
    // Not a date: left to the form's validation.
    expect(endDateForChosenStart({ startDate: "soon", endDate: "2025-05-22" }, defaults)).toBe("2025-05-22");
  });
});

describe("autoloadRunInstant", () => {
  it("is 3 A.M. Eastern, DST-aware", () => {
    expect(autoloadRunInstant("2025-01-15").toISOString()).toBe("2025-01-15T08:00:00.000Z");
    expect(autoloadRunInstant("2025-07-15").toISOString()).toBe("2025-07-15T07:00:00.000Z");
    expect(autoloadRunInstant("2025-03-08").toISOString()).toBe("2025-03-08T08:00:00.000Z");
    expect(autoloadRunInstant("2025-03-09").toISOString()).toBe("2025-03-09T07:00:00.000Z"); // spring forward day
    expect(autoloadRunInstant("2025-11-02").toISOString()).toBe("2025-11-02T08:00:00.000Z"); // fall back day
  });
});

describe("nextAutoloadRun", () => {
  const iso = (d: Date | null) => d?.toISOString() ?? null;

  it("daily: the next 3 A.M. Eastern", () => {
    const s = { frequency: "daily", startDate: "2025-03-01" } as const;
    expect(iso(nextAutoloadRun(s, at("2025-03-08T12:00:00Z")))).toBe("2025-03-09T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-03-09T06:59:59Z")))).toBe("2025-03-09T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-03-09T07:00:00Z")))).toBe("2025-03-10T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-11-01T08:00:00Z")))).toBe("2025-11-02T08:00:00.000Z");
    // 23:30 Eastern on June 9 is June 10 in UTC: the next run is 03:00 Eastern on June 10.
    expect(iso(nextAutoloadRun(s, at("2025-06-10T03:30:00Z")))).toBe("2025-06-10T07:00:00.000Z");
  });

  it("never runs before the start date", () => {
    const s = { frequency: "daily", startDate: "2025-06-10" } as const;
    expect(iso(nextAutoloadRun(s, at("2025-06-01T00:00:00Z")))).toBe("2025-06-10T07:00:00.000Z");
  });

  it("stops after the end date (inclusive)", () => {
    const s = { frequency: "daily", startDate: "2025-06-01", endDate: "2025-06-05" } as const;
    expect(iso(nextAutoloadRun(s, at("2025-06-05T06:59:00Z")))).toBe("2025-06-05T07:00:00.000Z");
    expect(nextAutoloadRun(s, at("2025-06-05T07:00:00Z"))).toBeNull();
    expect(nextAutoloadRun(s, at("2025-09-01T00:00:00Z"))).toBeNull();
  });

  it("weekly: on the start date's weekday", () => {
    const s = { frequency: "weekly", startDate: "2025-06-02" } as const; // a Monday
    expect(iso(nextAutoloadRun(s, at("2025-05-01T00:00:00Z")))).toBe("2025-06-02T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-06-02T07:00:00Z")))).toBe("2025-06-09T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-06-04T12:00:00Z")))).toBe("2025-06-09T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-06-09T06:00:00Z")))).toBe("2025-06-09T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-10-28T12:00:00Z")))).toBe("2025-11-03T08:00:00.000Z"); // after fall back
    expect(nextAutoloadRun({ ...s, endDate: "2025-06-08" }, at("2025-06-02T08:00:00Z"))).toBeNull();
  });

  it("monthly: on the day of month, clamped to the month's end", () => {
    const s = { frequency: "monthly", startDate: "2025-01-31" } as const;
    expect(iso(nextAutoloadRun(s, at("2025-01-01T00:00:00Z")))).toBe("2025-01-31T08:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-02-01T00:00:00Z")))).toBe("2025-02-28T08:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-02-28T08:00:00Z")))).toBe("2025-03-31T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-04-01T00:00:00Z")))).toBe("2025-04-30T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-12-31T08:00:00Z")))).toBe("2026-01-31T08:00:00.000Z");
    const leap = { frequency: "monthly", startDate: "2024-01-31" } as const;
    expect(iso(nextAutoloadRun(leap, at("2024-02-01T00:00:00Z")))).toBe("2024-02-29T08:00:00.000Z");
  });

  it("monthly with an explicit day of month", () => {
    const s = { frequency: "monthly", startDate: "2025-06-20", dayOfMonth: 15 } as const;
    expect(iso(nextAutoloadRun(s, at("2025-06-01T00:00:00Z")))).toBe("2025-07-15T07:00:00.000Z");
  });

  it("last_of_month: the month's last day", () => {
    const s = { frequency: "last_of_month", startDate: "2025-04-10" } as const;
    expect(iso(nextAutoloadRun(s, at("2025-04-10T00:00:00Z")))).toBe("2025-04-30T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-04-30T07:00:00Z")))).toBe("2025-05-31T07:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2025-12-15T00:00:00Z")))).toBe("2025-12-31T08:00:00.000Z");
    expect(iso(nextAutoloadRun(s, at("2026-02-01T00:00:00Z")))).toBe("2026-02-28T08:00:00.000Z");
    expect(nextAutoloadRun({ ...s, endDate: "2025-05-30" }, at("2025-04-30T08:00:00Z"))).toBeNull();
  });
});

describe("startOfDayIn", () => {
  it("is local midnight, right on both sides of a daylight-saving change", () => {
    expect(startOfDayIn("2026-03-07", "America/New_York").toISOString()).toBe("2026-03-07T05:00:00.000Z");
    expect(startOfDayIn("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfDayIn("2026-11-02", "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(startOfDayIn("2026-06-01", "UTC").toISOString()).toBe("2026-06-01T00:00:00.000Z");
  });
});
