/**
 * Business days in America/New_York and the bank schedules built on them
 * (docs/decisions/0080-bank-transfer-sandbox.md): when a transfer of each speed is submitted to the
 * bank network and when it settles, and when a bank verification completes. Business days are
 * Monday to Friday except the Federal Reserve's holidays (a holiday on a Sunday is observed on the
 * Monday; on a Saturday it is not moved, as the Federal Reserve does).
 */

import { fromZonedTime } from "date-fns-tz";
import { addDays, type CalendarDate, calendarDateIn, isoWeekday, wallClock } from "./dates";
import type { TransferSpeed } from "./enums";

export const BANK_TIME_ZONE = "America/New_York";

/** The nth weekday (1 = Monday) of a month, or the last one with n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const pad = (x: number) => String(x).padStart(2, "0");
  if (n > 0) {
    const first = `${year}-${pad(month)}-01`;
    const shift = (weekday - isoWeekday(first) + 7) % 7;
    return addDays(first, shift + (n - 1) * 7);
  }
  const last = addDays(`${month === 12 ? year + 1 : year}-${pad(month === 12 ? 1 : month + 1)}-01`, -1);
  const back = (isoWeekday(last) - weekday + 7) % 7;
  return addDays(last, -back);
}

const holidayCache = new Map<number, ReadonlySet<CalendarDate>>();

/** The Federal Reserve's holidays of a year, as observed. */
export function bankHolidays(year: number): ReadonlySet<CalendarDate> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const pad = (x: number) => String(x).padStart(2, "0");
  const fixed = (month: number, day: number) => {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    return isoWeekday(date) === 7 ? addDays(date, 1) : date;
  };
  const days = new Set<CalendarDate>([
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    fixed(6, 19), // Juneteenth
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    fixed(12, 25), // Christmas Day
  ]);
  holidayCache.set(year, days);
  return days;
}

export function isBusinessDay(date: CalendarDate): boolean {
  return isoWeekday(date) <= 5 && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The business day `n` business days after `date` (n >= 1), or `date` itself when n is 0 and it is one. */
export function addBusinessDays(date: CalendarDate, n: number): CalendarDate {
  let day = date;
  let left = n;
  if (left === 0) {
    while (!isBusinessDay(day)) day = addDays(day, 1);
    return day;
  }
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** The instant of a New York wall-clock time on a calendar date (DST-aware). */
export function newYorkInstant(date: CalendarDate, hour: number, minute = 0): Date {
  const pad = (x: number) => String(x).padStart(2, "0");
  return fromZonedTime(`${date}T${pad(hour)}:${pad(minute)}:00`, BANK_TIME_ZONE);
}

const MINUTE = 60_000;

/** Submission cut-offs (New York time) and settlement times per speed. */
export const TRANSFER_SCHEDULE = {
  /** ACH: submitted 15 minutes after creation on a business day before 16:45, else at 08:30 the next business day; settles at 09:00 two business days after submission. */
  ach: { cutoff: { hour: 16, minute: 45 }, settleBusinessDays: 2, settleAt: { hour: 9, minute: 0 } },
  /** Same-day ACH: submitted 15 minutes after creation on a business day before 14:45, else at 08:30 the next business day; settles at 17:00 that same business day. */
  sameday_ach: { cutoff: { hour: 14, minute: 45 }, settleBusinessDays: 0, settleAt: { hour: 17, minute: 0 } },
} as const;

/** Instant payments run every day, around the clock: processing after a minute, completed after five. */
export const INSTANT_PROCESSING_MS = MINUTE;
export const INSTANT_SETTLEMENT_MS = 5 * MINUTE;
/** How long after creation a transfer created before the cut-off of a business day is submitted. */
export const SUBMISSION_DELAY_MS = 15 * MINUTE;
/** When submissions open on a business day (New York time). */
export const SUBMISSION_OPENS = { hour: 8, minute: 30 } as const;

export type TransferTimes = {
  /** When the transfer goes from created to processing. */
  processingAt: Date;
  /** When it completes (or fails). */
  settlesAt: Date;
};

/** When a transfer created at `createdAt` is submitted and when it settles, for its speed. */
export function transferTimes(speed: TransferSpeed, createdAt: Date): TransferTimes {
  if (speed === "instant") {
    return {
      processingAt: new Date(createdAt.getTime() + INSTANT_PROCESSING_MS),
      settlesAt: new Date(createdAt.getTime() + INSTANT_SETTLEMENT_MS),
    };
  }
  const rule = TRANSFER_SCHEDULE[speed];
  const today = calendarDateIn(createdAt, BANK_TIME_ZONE);
  const clock = wallClock(createdAt, BANK_TIME_ZONE);
  const opens = newYorkInstant(today, SUBMISSION_OPENS.hour, SUBMISSION_OPENS.minute);
  const beforeCutoff = clock.hour * 60 + clock.minute < rule.cutoff.hour * 60 + rule.cutoff.minute;
  let submissionDay: CalendarDate;
  let processingAt: Date;
  if (isBusinessDay(today) && beforeCutoff) {
    submissionDay = today;
    processingAt = new Date(Math.max(createdAt.getTime() + SUBMISSION_DELAY_MS, opens.getTime()));
  } else {
    submissionDay = addBusinessDays(today, 1);
    processingAt = newYorkInstant(submissionDay, SUBMISSION_OPENS.hour, SUBMISSION_OPENS.minute);
  }
  const settleDay = rule.settleBusinessDays === 0 ? submissionDay : addBusinessDays(submissionDay, rule.settleBusinessDays);
  return { processingAt, settlesAt: newYorkInstant(settleDay, rule.settleAt.hour, rule.settleAt.minute) };
}

/** Bank verification completes at 17:00 New York time, 1 to 3 business days after submission. */
export const VERIFICATION_COMPLETES_AT = { hour: 17, minute: 0 } as const;

export function verificationCompletesAt(submittedAt: Date, businessDays: 1 | 2 | 3): Date {
  const day = addBusinessDays(calendarDateIn(submittedAt, BANK_TIME_ZONE), businessDays);
  return newYorkInstant(day, VERIFICATION_COMPLETES_AT.hour, VERIFICATION_COMPLETES_AT.minute);
}
