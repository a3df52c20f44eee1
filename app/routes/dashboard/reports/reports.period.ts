import { addDays, type CalendarDate, calendarDateIn, DEFAULT_TIME_ZONE } from "#domain/dates";

/**
 * The period of a report, chosen in the URL (docs/decisions/0116-reports.md): `period` is one of the
 * presets, or `custom` with `from` and `to` (calendar dates, both included). Dates are in the business's
 * time zone. A custom range that is malformed, reversed or longer than the provider's 400 days is an
 * error the page shows; the presets always work.
 */
export const PERIOD_PRESETS = ["thisMonth", "lastMonth", "thisQuarter", "lastQuarter"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodKey = PeriodPreset | "custom";

export const MAX_PERIOD_DAYS = 400;

export type ReportPeriod = { key: PeriodKey; from: CalendarDate; to: CalendarDate };
export type PeriodChoice =
  | { ok: true; period: ReportPeriod }
  | { ok: false; key: "custom"; from: string; to: string; error: "reports.errors.periodInvalid" | "reports.errors.periodTooLong" };

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const firstOfMonth = (year: number, month: number): CalendarDate => {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-01`;
};

/** The dates of a preset on `today` (a calendar date in the business's zone). */
export function presetDates(preset: PeriodPreset, today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarterStart = month - ((month - 1) % 3);
  switch (preset) {
    case "thisMonth":
      return { from: firstOfMonth(year, month), to: today };
    case "lastMonth":
      return { from: firstOfMonth(year, month - 1), to: addDays(firstOfMonth(year, month), -1) };
    case "thisQuarter":
      return { from: firstOfMonth(year, quarterStart), to: today };
    case "lastQuarter":
      return { from: firstOfMonth(year, quarterStart - 3), to: addDays(firstOfMonth(year, quarterStart), -1) };
  }
}

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function readPeriod(params: URLSearchParams, now: Date, timeZone = DEFAULT_TIME_ZONE): PeriodChoice {
  const today = calendarDateIn(now, timeZone);
  const key = params.get("period");
  if (key === "custom" || (!key && (params.has("from") || params.has("to")))) {
    const from = (params.get("from") ?? "").trim();
    const to = (params.get("to") ?? "").trim();
    if (!isRealDate(from) || !isRealDate(to) || from > to)
      return { ok: false, key: "custom", from, to, error: "reports.errors.periodInvalid" };
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) return { ok: false, key: "custom", from, to, error: "reports.errors.periodTooLong" };
    return { ok: true, period: { key: "custom", from, to } };
  }
  const preset = (PERIOD_PRESETS as readonly string[]).includes(key ?? "") ? (key as PeriodPreset) : "thisMonth";
  return { ok: true, period: { key: preset, ...presetDates(preset, today) } };
}

/** The URL query of a period (what the links and the CSV carry). */
export function periodQuery(period: { key: PeriodKey; from: string; to: string }): string {
  return period.key === "custom" ? `?period=custom&from=${period.from}&to=${period.to}` : `?period=${period.key}`;
}
