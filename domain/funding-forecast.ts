/**
 * The funding forecast of the autoloads list (issue 19, docs/decisions/0158-funding-forecast.md): the
 * funding account's balance day by day over the next days, against the scheduled autoload runs and
 * the bank payments in flight, and the first day it would not cover what is due. Pure: the caller
 * reads the balance, the active autoloads and the payments, and says what "today" is.
 *
 * Days are New York calendar days (autoloads run at 3 A.M. there, bank payments settle on its
 * business days). An autoload run costs its amount times its cards (closed cards are skipped by the
 * runner, so this is an upper bound); a run the balance cannot cover loads nobody, which is exactly
 * what the warning is for, so the forecast keeps subtracting and shows how far short it would be.
 */
import { followingAutoloadRunDate } from "./autoloads";
import { type AutoloadSchedule, addDays, type CalendarDate } from "./dates";

export const FORECAST_DAYS = 30;

export type ForecastAutoload = {
  id: string;
  name: string;
  amountCents: number;
  memberCount: number;
  schedule: AutoloadSchedule;
  /** The provider's next load date (null when the schedule has ended). */
  nextLoadDate: CalendarDate | null;
};

export type ForecastPayment = {
  amountCents: number;
  /** The New York calendar day the payment is expected to complete. */
  settlesOn: CalendarDate;
  /**
   * Already taken from the balance (the provider takes a bank payment's amount when it is created):
   * shown on its day, but it does not lower the balance again. A payment not yet taken lowers it then.
   */
  debited: boolean;
};

export type ForecastRun = { autoloadId: string; name: string; cents: number };

export type ForecastDay = {
  date: CalendarDate;
  runs: ForecastRun[];
  /** The autoload runs of the day together. */
  autoloadCents: number;
  /** Bank payments expected to complete that day. */
  paymentCents: number;
  /** The balance at the end of the day (negative: short by that much). */
  balanceCents: number;
  /** The balance does not cover the day's runs and payments. */
  short: boolean;
};

export type Forecast = {
  days: ForecastDay[];
  /** The first day the balance would not cover what is due; null when it covers the whole window. */
  firstShortDate: CalendarDate | null;
  /** How much is missing on that day (what to add before it). */
  shortByCents: number;
  /** Payments in flight together (those already taken from the balance are part of it). */
  paymentsInFlightCents: number;
  lowestBalanceCents: number;
};

/**
 * The run dates of an autoload within [from, to]: its next load date first (one that is already due
 * but not yet performed counts on `from`), then the schedule's following dates.
 */
export function autoloadRunDatesBetween(autoload: ForecastAutoload, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  let date = autoload.nextLoadDate;
  // A schedule yields at most one run a day, so the window bounds the loop.
  while (date !== null && date <= to && dates.length <= FORECAST_DAYS * 2) {
    dates.push(date < from ? from : date);
    date = followingAutoloadRunDate(autoload.schedule, date);
  }
  return dates;
}

/** The forecast for `days` days starting with `today` (a New York calendar day). */
export function fundingForecast(input: {
  today: CalendarDate;
  balanceCents: number;
  autoloads: readonly ForecastAutoload[];
  payments: readonly ForecastPayment[];
  days?: number;
}): Forecast {
  const count = input.days ?? FORECAST_DAYS;
  const last = addDays(input.today, count - 1);
  const runsByDay = new Map<CalendarDate, ForecastRun[]>();
  for (const autoload of input.autoloads) {
    const cents = autoload.amountCents * autoload.memberCount;
    if (cents <= 0) continue;
    for (const date of autoloadRunDatesBetween(autoload, input.today, last)) {
      const list = runsByDay.get(date) ?? [];
      list.push({ autoloadId: autoload.id, name: autoload.name, cents });
      runsByDay.set(date, list);
    }
  }
  const paymentsByDay = new Map<CalendarDate, { all: number; undebited: number }>();
  for (const payment of input.payments) {
    // A payment past its expected day is still in flight: it counts today.
    const date = payment.settlesOn < input.today ? input.today : payment.settlesOn;
    if (date > last) continue;
    const entry = paymentsByDay.get(date) ?? { all: 0, undebited: 0 };
    entry.all += payment.amountCents;
    if (!payment.debited) entry.undebited += payment.amountCents;
    paymentsByDay.set(date, entry);
  }

  const days: ForecastDay[] = [];
  let balance = input.balanceCents;
  let firstShortDate: CalendarDate | null = null;
  let shortByCents = 0;
  let lowest = balance;
  for (let i = 0; i < count; i++) {
    const date = addDays(input.today, i);
    const runs = runsByDay.get(date) ?? [];
    const autoloadCents = runs.reduce((sum, run) => sum + run.cents, 0);
    const payments = paymentsByDay.get(date) ?? { all: 0, undebited: 0 };
    const due = autoloadCents + payments.undebited;
    const short = due > 0 && balance < due;
    balance -= due;
    if (short && firstShortDate === null) {
      firstShortDate = date;
      shortByCents = -balance;
    }
    lowest = Math.min(lowest, balance);
    days.push({ date, runs, autoloadCents, paymentCents: payments.all, balanceCents: balance, short });
  }
  return {
    days,
    firstShortDate,
    shortByCents,
    paymentsInFlightCents: input.payments.reduce((sum, p) => sum + p.amountCents, 0),
    lowestBalanceCents: lowest,
  };
}
