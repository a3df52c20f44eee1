/**
 * The report figures read from the per-New-York-day rollups of migration 0025
 * (docs/decisions/0229-report-local-day-rollups.md): the cards that spent in a period (a distinct count)
 * and the spending by merchant category. The rollups are kept in New York days, the zone every report is
 * read in; another zone is an error, not a wrong figure.
 *
 * Cards used in [from, to], per business (a card belongs to one business, so the sum over businesses is
 * exact), by the first rule that applies:
 * 1. the period reaches the business's last spending day: the cards whose last spending day is on or
 *    after `from` (report_last_days, at most a row per day of the business's history);
 * 2. the period is one whole month: that month's row of report_month_cards;
 * 3. otherwise: the distinct cards of report_card_days in the period (one row per card and day it spent).
 */
import { addDays, type CalendarDate, DEFAULT_TIME_ZONE } from "#domain/dates";

/** A report's period: two New York calendar dates, both included. */
type Days = { from: CalendarDate; to: CalendarDate };

const marks = (ids: readonly string[]) => ids.map(() => "?").join(", ");

function newYorkOnly(timeZone: string) {
  if (timeZone !== DEFAULT_TIME_ZONE) throw new Error(`The report rollups are kept in ${DEFAULT_TIME_ZONE} days, not ${timeZone}`);
}

/** The month a period covers exactly ('YYYY-MM'), or null when it is not one whole calendar month. */
export function wholeMonthOf(from: CalendarDate, to: CalendarDate): string | null {
  return from.endsWith("-01") && from.slice(0, 7) === to.slice(0, 7) && addDays(to, 1).endsWith("-01") ? from.slice(0, 7) : null;
}

type BusinessCards = { business_id: string; last: string | null; since: number; month: number };

/** The per-business statement of rules 1 and 2 (three key lookups per business). */
export function activeCardsStatement(ids: readonly string[], period: Days) {
  return {
    sql: `SELECT b.id AS business_id,
            (SELECT MAX(day) FROM report_last_days l WHERE l.business_id = b.id) AS last,
            (SELECT COALESCE(SUM(cards), 0) FROM report_last_days l WHERE l.business_id = b.id AND l.day >= ?) AS since,
            (SELECT COALESCE(MAX(cards), 0) FROM report_month_cards m WHERE m.business_id = b.id AND m.month = ?) AS month
          FROM businesses b WHERE b.id IN (${marks(ids)})`,
    binds: [period.from, wholeMonthOf(period.from, period.to) ?? "", ...ids],
  };
}

/** Rule 3's statement, for the businesses the first two rules did not answer. */
export function cardDaysStatement(ids: readonly string[], period: Days) {
  return {
    sql: `SELECT COUNT(DISTINCT card_id) AS n FROM report_card_days WHERE business_id IN (${marks(ids)}) AND day >= ? AND day <= ?`,
    binds: [...ids, period.from, period.to],
  };
}

/** How many cards made a pending or cleared purchase in the period (each card once). */
export async function activeCardCount(db: D1Database, ids: readonly string[], period: Days, timeZone = DEFAULT_TIME_ZONE) {
  newYorkOnly(timeZone);
  if (ids.length === 0) return 0;
  const first = activeCardsStatement(ids, period);
  const { results } = await db
    .prepare(first.sql)
    .bind(...first.binds)
    .all<BusinessCards>();
  const month = wholeMonthOf(period.from, period.to);
  let count = 0;
  const rest: string[] = [];
  for (const row of results) {
    if (row.last === null) continue; // no card of this business ever spent
    if (row.last <= period.to) count += row.since;
    else if (month) count += row.month;
    else rest.push(row.business_id);
  }
  if (rest.length) {
    const days = cardDaysStatement(rest, period);
    const answer = await db
      .prepare(days.sql)
      .bind(...days.binds)
      .first<{ n: number }>();
    count += answer?.n ?? 0;
  }
  return count;
}

/** Spending per business and merchant category over the period's local days. */
export function categoryStatement(ids: readonly string[], period: Days, timeZone = DEFAULT_TIME_ZONE) {
  newYorkOnly(timeZone);
  return {
    label: "categories",
    sql: `SELECT business_id, merchant_category, SUM(spent_cents) AS cents, SUM(spent_count) AS n FROM report_category_local_days
          WHERE business_id IN (${marks(ids)}) AND day >= ? AND day <= ? GROUP BY business_id, merchant_category`,
    binds: [...ids, period.from, period.to],
  };
}
