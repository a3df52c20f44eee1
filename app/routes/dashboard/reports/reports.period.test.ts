import { describe, expect, it } from "vitest";
import { periodQuery, presetDates, readPeriod } from "./reports.period";

const at = (iso: string) => new Date(iso);

describe("report periods", () => {
  it("presets follow the calendar in New York", () => {
    expect(presetDates("thisMonth", "2026-11-25")).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(presetDates("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetDates("lastMonth", "2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetDates("thisQuarter", "2026-11-25")).toEqual({ from: "2026-10-01", to: "2026-11-25" });
    expect(presetDates("lastQuarter", "2026-02-10")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
  });

  it("today is New York's date, not UTC's", () => {
    // 02:00 UTC on 1 December is still 30 November in New York.
    const choice = readPeriod(new URLSearchParams(""), at("2026-12-01T02:00:00Z"));
    expect(choice).toEqual({ ok: true, period: { key: "thisMonth", from: "2026-11-01", to: "2026-11-30" } });
  });

  it("custom ranges are checked: real dates, in order, at most 400 days", () => {
    const now = at("2026-11-25T12:00:00Z");
    expect(readPeriod(new URLSearchParams("period=custom&from=2026-03-07&to=2026-03-09"), now)).toEqual({
      ok: true,
      period: { key: "custom", from: "2026-03-07", to: "2026-03-09" },
    });
    expect(readPeriod(new URLSearchParams("period=custom&from=2026-03-09&to=2026-03-07"), now)).toMatchObject({
      ok: false,
      error: "reports.errors.periodInvalid",
    });
    expect(readPeriod(new URLSearchParams("period=custom&from=2026-02-30&to=2026-03-07"), now)).toMatchObject({ ok: false });
    expect(readPeriod(new URLSearchParams("period=custom&from=2024-01-01&to=2026-03-07"), now)).toMatchObject({
      ok: false,
      error: "reports.errors.periodTooLong",
    });
    expect(readPeriod(new URLSearchParams("period=nonsense"), now)).toMatchObject({ ok: true, period: { key: "thisMonth" } });
  });

  it("writes the period back into a query", () => {
    expect(periodQuery({ key: "lastMonth", from: "x", to: "y" })).toBe("?period=lastMonth");
    expect(periodQuery({ key: "custom", from: "2026-03-07", to: "2026-03-09" })).toBe("?period=custom&from=2026-03-07&to=2026-03-09");
  });
});
