/**
 * Autoload schedules on the calendar (product spec section 4; docs/decisions/0125-autoload-runs.md):
 * which New York calendar dates an autoload runs on, the earliest start the provider accepts, and
 * the runs that have come due at an instant. Runs happen at 3 A.M. America/New_York
 * (`autoloadRunInstant`); monthly runs fall on the start date's day of month, or on the month's
 * last day when it is shorter (docs/decisions/0126-monthly-autoloads-in-short-months.md).
 */
import {
  AUTOLOAD_TIME_ZONE,
  type AutoloadSchedule,
  addDays,
  autoloadRunInstant,
  type CalendarDate,
  calendarDateIn,
  nextAutoloadRun,
} from "./dates";

export type { AutoloadSchedule } from "./dates";

/** The run date (New York calendar day) of the first run strictly after `after`; null when the schedule has ended. */
export function nextAutoloadRunDate(schedule: AutoloadSchedule, after: Date): CalendarDate | null {
  const next = nextAutoloadRun(schedule, after);
  return next ? calendarDateIn(next, AUTOLOAD_TIME_ZONE) : null;
}

/** The run date following the run of `date` (null when the schedule ends with it). */
export function followingAutoloadRunDate(schedule: AutoloadSchedule, date: CalendarDate): CalendarDate | null {
  return nextAutoloadRunDate(schedule, autoloadRunInstant(date));
}

/**
 * The earliest start date the provider accepts at `now`: the first New York calendar day whose
 * 3 A.M. run is still ahead (today before 3 A.M. Eastern, else tomorrow). The spec's default start
 * (`nextAutoloadStartDate`, in the user's zone) is never earlier than this.
 */
export function earliestAutoloadStartDate(now: Date): CalendarDate {
  const today = calendarDateIn(now, AUTOLOAD_TIME_ZONE);
  return autoloadRunInstant(today).getTime() > now.getTime() ? today : addDays(today, 1);
}

/** The last New York calendar date whose 3 A.M. run is at or before `now` (runs of that date are due). */
export function lastDueAutoloadDate(now: Date): CalendarDate {
  const today = calendarDateIn(now, AUTOLOAD_TIME_ZONE);
  return autoloadRunInstant(today).getTime() <= now.getTime() ? today : addDays(today, -1);
}

/** The next `count` run dates after `after` (fewer when the schedule ends): the calendar preview. */
export function upcomingAutoloadRunDates(schedule: AutoloadSchedule, after: Date, count: number): CalendarDate[] {
  const dates: CalendarDate[] = [];
  let cursor = after;
  while (dates.length < count) {
    const next = nextAutoloadRun(schedule, cursor);
    if (!next) break;
    dates.push(calendarDateIn(next, AUTOLOAD_TIME_ZONE));
    cursor = next;
  }
  return dates;
}

/**
 * The run dates that are due at `now`, in order, starting with `nextDate` (the autoload's next load
 * date), at most `limit` of them: each missed run once, in order, after the clock jumped.
 */
export function dueAutoloadRunDates(schedule: AutoloadSchedule, nextDate: CalendarDate | null, now: Date, limit = 400): CalendarDate[] {
  const dates: CalendarDate[] = [];
  let date = nextDate;
  while (date !== null && dates.length < limit && autoloadRunInstant(date).getTime() <= now.getTime()) {
    dates.push(date);
    date = followingAutoloadRunDate(schedule, date);
  }
  return dates;
}
