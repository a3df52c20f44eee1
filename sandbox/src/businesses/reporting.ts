/**
 * The three reporting calls (docs/decisions/0116-reports.md), computed from the real rows of a period:
 * loads, card transactions and bank transfers of the businesses a list on {id} covers (a top-level
 * business with its programs). A period is two calendar dates in the business's time zone, both
 * included.
 *
 * Card figures read the rollups the triggers of migration 0025 keep per New York day
 * (docs/decisions/0229, after 0149's per-UTC-hour sums): loads, spending and declines, spending per
 * category, the cards created, and the cards that spent per day and month with each card's last spending
 * day for the distinct count of cards used (`reporting-days.ts`): a report reads about a row a day per
 * business, whatever the business's size. Bank transfers walk covering indexes on (business_id,
 * created_at, ...)
 * (migration 0012).
 */
import { addDays, type CalendarDate, calendarDateIn, DEFAULT_TIME_ZONE, startOfDayIn } from "#domain/dates";
import type { TransferStatus } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { badRequest } from "#sandbox/http/errors";
import { activeCardCount, activeCardsStatement, cardDaysStatement, categoryStatement } from "./reporting-days";

/** The longest period a report covers (a little over a year, so a fiscal year with slack fits). */
export const MAX_REPORT_DAYS = 400;

export type Period = { from: CalendarDate; to: CalendarDate; start: string; end: string; days: CalendarDate[] };

/** The period of a query: the given dates, else this month so far, in the zone; 400 when reversed or too long. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: number, timeZone = DEFAULT_TIME_ZONE): Period {
  const today = calendarDateIn(new Date(now), timeZone);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  if (from > to) throw badRequest("invalid_period", "The period's start is after its end");
  const days: CalendarDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push(d);
    if (days.length > MAX_REPORT_DAYS) throw badRequest("invalid_period", `A report covers at most ${MAX_REPORT_DAYS} days`);
  }
  return {
    from,
    to,
    start: iso(startOfDayIn(from, timeZone).getTime()),
    end: iso(startOfDayIn(addDays(to, 1), timeZone).getTime()),
    days,
  };
}

/** The one row of an aggregate statement's result. */
function only<T>(result: D1Result | undefined): T {
  const row = result?.results[0];
  if (!row) throw new Error("An aggregate answered no row");
  return row as T;
}

const marks = (ids: readonly string[]) => ids.map(() => "?").join(", ");

/** `business_id IN (...) AND created_at in the period`, with its binds. */
function inPeriod(ids: readonly string[], period: Period, alias = "") {
  return {
    where: `${alias}business_id IN (${marks(ids)}) AND ${alias}created_at >= ? AND ${alias}created_at < ?`,
    binds: [...ids, period.start, period.end],
  };
}

type HourRow = { hour: string; cents: number };

/** Folds per-UTC-hour sums ("2026-03-08T05") into the period's local days, every day present. */
function foldDays(period: Period, rows: readonly HourRow[], timeZone: string): Map<CalendarDate, number> {
  const days = new Map(period.days.map((d) => [d, 0]));
  for (const row of rows) {
    const day = calendarDateIn(new Date(`${row.hour}:00:00.000Z`), timeZone);
    if (days.has(day)) days.set(day, (days.get(day) ?? 0) + row.cents);
  }
  return days;
}

type DayRow = { day: string; loaded: number; spent: number; n: number; declined: number };

/** The statement of the card totals and the daily trend: a row per New York day (migration 0025). */
function localDaysStatement(ids: readonly string[], period: Pick<Period, "from" | "to">) {
  return {
    sql: `SELECT day, SUM(loaded_cents) AS loaded, SUM(spent_cents) AS spent, SUM(spent_count) AS n, SUM(declined_count) AS declined
          FROM report_local_days WHERE business_id IN (${marks(ids)}) AND day >= ? AND day <= ? GROUP BY day`,
    binds: [...ids, period.from, period.to],
  };
}

export async function cardKeyMetrics(db: D1Database, ids: readonly string[], period: Period, timeZone = DEFAULT_TIME_ZONE) {
  const days = localDaysStatement(ids, period);
  const [active, [dayRows, cards]] = await Promise.all([
    activeCardCount(db, ids, period, timeZone),
    db.batch([
      db.prepare(days.sql).bind(...days.binds),
      db
        // Cards issued in the period (issue 35 item 6): created in it, not every card that exists at its end.
        .prepare(
          `SELECT COALESCE(SUM(cards), 0) AS cards FROM report_card_creations WHERE business_id IN (${marks(ids)}) AND day >= ? AND day <= ?`,
        )
        .bind(...ids, period.from, period.to),
    ]),
  ]);
  const byDay = new Map(((dayRows?.results ?? []) as DayRow[]).map((r) => [r.day, r]));
  const sum = (key: "loaded" | "spent" | "n" | "declined") => [...byDay.values()].reduce((a, r) => a + r[key], 0);
  return {
    keyMetrics: {
      totalLoadedCents: sum("loaded"),
      totalSpentCents: sum("spent"),
      cardCount: only<{ cards: number }>(cards).cards,
      activeCardCount: active,
      transactionCount: sum("n"),
      declinedCount: sum("declined"),
      daily: period.days.map((date) => ({ date, loadedCents: byDay.get(date)?.loaded ?? 0, spentCents: byDay.get(date)?.spent ?? 0 })),
    },
  };
}

type CategoryRow = { business_id: string; merchant_category: string; cents: number; n: number };

/**
 * Spending by merchant category, largest first. Businesses whose merchant data the caller may not
 * see (hideTransactionData) are counted under the category "hidden".
 */
export async function transactionCategories(db: D1Database, ids: readonly string[], hidden: ReadonlySet<string>, period: Period) {
  const statement = categoryStatement(ids, period);
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.binds)
    .all<CategoryRow>();
  const byCategory = new Map<string, { amountCents: number; count: number }>();
  for (const r of results) {
    const category = hidden.has(r.business_id) ? "hidden" : r.merchant_category;
    const sum = byCategory.get(category) ?? { amountCents: 0, count: 0 };
    byCategory.set(category, { amountCents: sum.amountCents + r.cents, count: sum.count + r.n });
  }
  const categories = [...byCategory.entries()]
    .filter(([, v]) => v.count > 0)
    .map(([merchantCategory, v]) => ({ merchantCategory, ...v }))
    .sort((a, b) => b.amountCents - a.amountCents || a.merchantCategory.localeCompare(b.merchantCategory));
  return { categories };
}

const TRANSFER_STATUSES: readonly TransferStatus[] = ["created", "processing", "completed", "failed"];

/** Bank transfers created in the period: money sent (every transfer not failed), by status, per day. */
export async function bankTransferKeyMetrics(db: D1Database, ids: readonly string[], period: Period, timeZone = DEFAULT_TIME_ZONE) {
  const tr = inPeriod(ids, period);
  const [statuses, recipients, hours] = await db.batch([
    db
      .prepare(`SELECT status, COUNT(*) AS n, SUM(amount_cents) AS cents FROM transfers WHERE ${tr.where} GROUP BY status`)
      .bind(...tr.binds),
    db.prepare(`SELECT COUNT(DISTINCT recipient_id) AS n FROM transfers WHERE ${tr.where}`).bind(...tr.binds),
    db
      .prepare(
        `SELECT substr(created_at, 1, 13) AS hour, SUM(amount_cents) AS cents FROM transfers WHERE ${tr.where} AND status <> 'failed' GROUP BY hour`,
      )
      .bind(...tr.binds),
  ]);
  const rows = (statuses?.results ?? []) as Array<{ status: TransferStatus; n: number; cents: number }>;
  const byStatus = TRANSFER_STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, count: row?.n ?? 0, amountCents: row?.cents ?? 0 };
  });
  const sent = foldDays(period, (hours?.results ?? []) as HourRow[], timeZone);
  return {
    keyMetrics: {
      totalSentCents: byStatus.filter((s) => s.status !== "failed").reduce((a, s) => a + s.amountCents, 0),
      transferCount: byStatus.reduce((a, s) => a + s.count, 0),
      recipientCount: only<{ n: number }>(recipients).n,
      byStatus,
      daily: period.days.map((date) => ({ date, sentCents: sent.get(date) ?? 0 })),
    },
  };
}

/** The SQL of the reports' statements, for the plan test, each with the index or key it must search. */
export function reportingStatements(ids: readonly string[], period: Period) {
  const tx = inPeriod(ids, period);
  const byRange = /SEARCH \w+ USING COVERING INDEX \w+_business_report \(business_id=\? AND created_at>\? AND created_at<\?\)/;
  return [
    {
      label: "card totals and the daily trend",
      ...localDaysStatement(ids, period),
      plan: /SEARCH report_local_days USING PRIMARY KEY \(business_id=\? AND day>\? AND day<\?\)/,
    },
    {
      label: "cards used: last spending days and the month",
      ...activeCardsStatement(ids, period),
      plan: /SEARCH l USING PRIMARY KEY \(business_id=\? AND day>\?\).*SEARCH m USING PRIMARY KEY \(business_id=\? AND month=\?\)/,
    },
    {
      label: "cards used: distinct cards of the period's days",
      ...cardDaysStatement(ids, period),
      plan: /SEARCH report_card_days USING PRIMARY KEY \(business_id=\? AND day>\? AND day<\?\)/,
    },
    {
      label: "cards issued in the period",
      sql: `SELECT SUM(cards) FROM report_card_creations WHERE business_id IN (${ids.map(() => "?").join(", ")}) AND day >= ? AND day <= ?`,
      binds: [...ids, period.from, period.to],
      plan: /SEARCH report_card_creations USING PRIMARY KEY \(business_id=\? AND day>\? AND day<\?\)/,
    },
    {
      ...categoryStatement(ids, period),
      plan: /SEARCH report_category_local_days USING PRIMARY KEY \(business_id=\? AND day>\? AND day<\?\)/,
    },
    {
      label: "transfers",
      sql: `SELECT status, COUNT(*), SUM(amount_cents) FROM transfers WHERE ${tx.where} GROUP BY status`,
      binds: tx.binds,
      plan: byRange,
    },
  ];
}
