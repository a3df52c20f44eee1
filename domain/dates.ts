/**
 * Dates and times: display formatting (Intl, per locale and time zone) and the autoload calendar
 * rules of product spec section 4. Calendar dates are "YYYY-MM-DD" strings; instants are Date.
 */
import { fromZonedTime } from "date-fns-tz";
import type { AutoloadFrequency } from "./enums";

export const DEFAULT_TIME_ZONE = "America/New_York";
/** Autoloads run at 3 A.M. Eastern, whatever the user's zone. */
export const AUTOLOAD_TIME_ZONE = "America/New_York";
export const AUTOLOAD_HOUR = 3;

/** A calendar date, "YYYY-MM-DD". */
export type CalendarDate = string;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type FormatOptions = { timeZone?: string; locale?: string };

/**
 * Every date the product shows is a Gregorian date: money moves on Gregorian days, and CLDR's default
 * calendar for fa, fa-AF and ps is the Persian one (an autoload on "the last day of each month" would
 * preview the 10th of Qaws). The language keeps its own month names and digits (ADR 0195).
 */
export const CALENDAR = "gregory";

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Date and time of an instant in the given zone and locale, e.g. "May 23, 2025, 11:30 AM" (en-US).
 * An unparseable value is returned as given rather than crashing a page ("" for an invalid Date).
 */
export function formatDateTime(value: string | Date, { timeZone = DEFAULT_TIME_ZONE, locale = "en-US" }: FormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return cachedFormat(dateTimeFormats, locale, timeZone, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * The date of an instant in the given zone and locale, e.g. "May 23, 2025". A calendar date
 * ("2025-05-23") is shown as that same day in every zone, not shifted by the zone's offset.
 */
export function formatDate(value: string | Date, { timeZone = DEFAULT_TIME_ZONE, locale = "en-US" }: FormatOptions = {}): string {
  const calendar = typeof value === "string" && DATE_ONLY.test(value);
  const date = calendar ? new Date(`${value}T12:00:00Z`) : toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return cachedFormat(dateFormats, locale, calendar ? "UTC" : timeZone, { dateStyle: "medium" }).format(date);
}

/**
 * The formats of formatDateTime and formatDate, one per locale and zone, made once per isolate: making an
 * `Intl.DateTimeFormat` costs far more than formatting with it, and a page formats a date per row
 * (ADR 0251). A zone the runtime does not know throws when the format is made, as it did per call.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  timeZone: string,
  style: Pick<Intl.DateTimeFormatOptions, "dateStyle" | "timeStyle">,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone, calendar: CALENDAR });
    cache.set(key, format);
  }
  return format;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a zone (hour 0-23). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      calendar: CALENDAR,
      numberingSystem: "latn",
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function toCalendar(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parseCalendar(date: CalendarDate): { year: number; month: number; day: number } {
  const match = DATE_ONLY.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The calendar date of an instant in a zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const w = wallClock(instant, timeZone);
  return toCalendar(w.year, w.month, w.day);
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = instant.getTime() - instant.getUTCMilliseconds();
  return Math.round((asUtc - whole) / 60_000);
}

/** Calendar arithmetic on "YYYY-MM-DD", independent of any zone. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = parseCalendar(date);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return toCalendar(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** ISO weekday of a calendar date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  const { year, month, day } = parseCalendar(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from a to b (b - a). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  const pa = parseCalendar(a);
  const pb = parseCalendar(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

/**
 * The spec's shifted case: the local zone is 7 hours or more behind UTC, and UTC is at or past 06:00
 * on a different calendar day than local (e.g. Honolulu at 21:00 is 07:00 UTC the next day).
 */
export function isShiftedAutoloadDay(now: Date, timeZone: string): boolean {
  const behindSevenHours = utcOffsetMinutes(now, timeZone) <= -7 * 60;
  const utcDate = now.toISOString().slice(0, 10);
  return behindSevenHours && now.getUTCHours() >= 6 && utcDate !== calendarDateIn(now, timeZone);
}

/** Default start of a new autoload: tomorrow, or the day after tomorrow in the shifted case. */
export function nextAutoloadStartDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  return addDays(calendarDateIn(now, timeZone), isShiftedAutoloadDay(now, timeZone) ? 2 : 1);
}

/**
 * Default end of a new autoload: the day after the chosen start when there is one, else two days
 * after today (three in the shifted case).
 */
export function defaultAutoloadEndDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE, chosenStart?: CalendarDate | null): CalendarDate {
  if (chosenStart) return addDays(chosenStart, 1);
  return addDays(calendarDateIn(now, timeZone), isShiftedAutoloadDay(now, timeZone) ? 3 : 2);
}

/**
 * The end date of a new autoload as the form sent it, with the spec's "or the day after the chosen start":
 * when the person moved the start away from its default and left the end at its default, the end becomes
 * the day after the chosen start (the review shows it before anything is created). A typed end, a cleared
 * end, or an unchanged start are kept as sent.
 */
export function endDateForChosenStart(
  sent: { startDate: string; endDate: string },
  defaults: { startDate: string; endDate: string },
): string {
  const chosen = sent.startDate !== defaults.startDate && DATE_ONLY.test(sent.startDate);
  if (!chosen || sent.endDate === "" || sent.endDate !== defaults.endDate) return sent.endDate;
  return addDays(sent.startDate, 1);
}

/** The instant an autoload runs on a calendar date: 03:00 America/New_York (DST-aware). */
export function autoloadRunInstant(date: CalendarDate): Date {
  parseCalendar(date);
  return fromZonedTime(`${date}T${pad(AUTOLOAD_HOUR)}:00:00`, AUTOLOAD_TIME_ZONE);
}

export type AutoloadSchedule = {
  frequency: AutoloadFrequency;
  /** First calendar date the autoload may run. Weekly runs keep its weekday. */
  startDate: CalendarDate;
  /** Last calendar date it may run (inclusive); none means open-ended. */
  endDate?: CalendarDate | null;
  /** Monthly only: day of month 1-31, clamped to the month's end. Defaults to the start date's day. */
  dayOfMonth?: number;
};

/** Run dates on or after `from`, in order (the first few suffice: callers stop early). */
function* runDatesFrom(schedule: AutoloadSchedule, from: CalendarDate): Generator<CalendarDate> {
  const { frequency, startDate } = schedule;
  const first = daysBetween(startDate, from) > 0 ? from : startDate;
  if (frequency === "daily") {
    for (let d = first; ; d = addDays(d, 1)) yield d;
  }
  if (frequency === "weekly") {
    const offset = ((daysBetween(startDate, first) % 7) + 7) % 7;
    for (let d = addDays(first, offset === 0 ? 0 : 7 - offset); ; d = addDays(d, 7)) yield d;
  }
  const anchor = schedule.dayOfMonth ?? parseCalendar(startDate).day;
  let { year, month } = parseCalendar(first);
  for (;;) {
    const last = daysInMonth(year, month);
    const day = frequency === "last_of_month" ? last : Math.min(Math.max(anchor, 1), last);
    const candidate = toCalendar(year, month, day);
    if (daysBetween(first, candidate) >= 0) yield candidate;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * The next time an autoload runs strictly after `after`: at 3 A.M. Eastern on its next run date
 * (daily: every day; weekly: the start date's weekday; monthly: the day of month, clamped to the
 * month's end; last_of_month: the month's last day), never before the start date nor after the end
 * date. Null when the schedule has ended.
 */
export function nextAutoloadRun(schedule: AutoloadSchedule, after: Date): Date | null {
  // The run on the Eastern calendar day before `after` is already past, so start from that day.
  const from = addDays(calendarDateIn(after, AUTOLOAD_TIME_ZONE), -1);
  for (const date of runDatesFrom(schedule, from)) {
    if (schedule.endDate && daysBetween(schedule.endDate, date) > 0) return null;
    const instant = autoloadRunInstant(date);
    if (instant.getTime() > after.getTime()) return instant;
  }
  return null;
}

/**
 * The instant a calendar date begins in a zone (midnight local time): "2026-03-08" in New York is
 * 2026-03-08T05:00:00Z. Periods of reports are calendar dates in the business's zone.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const { year, month, day } = parseCalendar(date);
  const asUtc = Date.UTC(year, month - 1, day);
  let instant = asUtc - utcOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  // Once more with the offset at the first guess: right across a daylight-saving change.
  instant = asUtc - utcOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}
