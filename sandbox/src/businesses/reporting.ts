/**
 * The three reporting calls (docs/decisions/0116-reports.md), computed from the real rows of a period:
 * loads, card transactions and bank transfers of the businesses a list on {id} covers (a top-level
 * business with its programs). A period is two calendar dates in the business's time zone, both
 * included.
 *
 * Card figures read the rollups the triggers of migration 0018 keep (docs/decisions/0149): sums per
 * business and UTC hour, and spending per business, UTC day and merchant category, so a report reads at
 * most 24 rows a day per business, whatever the business's size. Hours fold into local days here, exact
 * across daylight-saving changes (the zone's offsets are whole hours, as New York's are); categories add
 * the rollups of migration 0025 (docs/decisions/0229): spending per New York day and category, and the
 * cards that spent per day and month and each card's last spending day, for the distinct count of cards
 * used (`reporting-days.ts`). Bank transfers walk covering indexes on (business_id, created_at, ...)
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

/** `business_id IN (...) AND hour in the period` on report_hours (the period's bounds are whole UTC hours). */
function hoursInPeriod(ids: readonly string[], period: Period) {
  if (!period.start.endsWith(":00:00.000Z") || !period.end.endsWith(":00:00.000Z"))
    throw new Error("A report period must start and end on whole UTC hours");
  return {
    where: `business_id IN (${marks(ids)}) AND hour >= ? AND hour < ?`,
    binds: [...ids, period.start.slice(0, 13), period.end.slice(0, 13)],
  };
}

/**
 * The hours of a UTC day at which local days start in the period (e.g. "04" and "05" in New York, by
 * daylight saving): cutting every UTC day there gives parts that each lie within one local day, so the
 * hours are summed per part in SQL (at most three rows a day instead of 24) and folded here exactly.
 */
export function localDayCuts(period: Period, timeZone: string): string[] {
  const cuts = new Set<string>();
  for (const day of [...period.days, addDays(period.to, 1)]) cuts.add(startOfDayIn(day, timeZone).toISOString().slice(11, 13));
  return [...cuts].filter((cut) => cut !== "00").sort();
}

type RollupPart = { day: string; part: number; loaded: number; spent: number };

export async function cardKeyMetrics(db: D1Database, ids: readonly string[], period: Period, timeZone = DEFAULT_TIME_ZONE) {
  const hours = hoursInPeriod(ids, period);
  const cuts = localDayCuts(period, timeZone);
  // 0 before the first cut, 1 before the second, …: `CASE WHEN substr(hour, 12, 2) < ? THEN 0 … ELSE n END`.
  const partOf = cuts.length
    ? `CASE ${cuts.map((_, i) => `WHEN substr(hour, 12, 2) < ? THEN ${i}`).join(" ")} ELSE ${cuts.length} END`
    : "0";
  const [active, [totals, cards, hourRows]] = await Promise.all([
    activeCardCount(db, ids, period, timeZone),
    db.batch([
      db
        .prepare(
          `SELECT COALESCE(SUM(spent_count), 0) AS transactions, COALESCE(SUM(declined_count), 0) AS declined,
           COALESCE(SUM(spent_cents), 0) AS spent FROM report_hours WHERE ${hours.where}`,
        )
        .bind(...hours.binds),
      db
        .prepare(`SELECT COALESCE(SUM(cards), 0) AS cards FROM report_card_creations WHERE business_id IN (${marks(ids)}) AND day <= ?`)
        .bind(...ids, period.to),
      db
        .prepare(
          `SELECT substr(hour, 1, 10) AS day, ${partOf} AS part, SUM(loaded_cents) AS loaded, SUM(spent_cents) AS spent
         FROM report_hours WHERE ${hours.where} GROUP BY day, part`,
        )
        .bind(...cuts, ...hours.binds),
    ]),
  ]);
  const t = only<{ transactions: number; declined: number; spent: number }>(totals);
  // Each part, by its first hour: its local day is every one of its hours' local day.
  const rows = ((hourRows?.results ?? []) as RollupPart[]).map((r) => ({
    ...r,
    hour: `${r.day}T${r.part === 0 ? "00" : cuts[r.part - 1]}`,
  }));
  const loaded = foldDays(
    period,
    rows.map((r) => ({ hour: r.hour, cents: r.loaded })),
    timeZone,
  );
  const spent = foldDays(
    period,
    rows.map((r) => ({ hour: r.hour, cents: r.spent })),
    timeZone,
  );
  return {
    keyMetrics: {
      totalLoadedCents: [...loaded.values()].reduce((a, b) => a + b, 0),
      totalSpentCents: t.spent,
      cardCount: only<{ cards: number }>(cards).cards,
      activeCardCount: active,
      transactionCount: t.transactions,
      declinedCount: t.declined,
      daily: period.days.map((date) => ({ date, loadedCents: loaded.get(date) ?? 0, spentCents: spent.get(date) ?? 0 })),
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
  const hours = hoursInPeriod(ids, period);
  const byRange = /SEARCH \w+ USING COVERING INDEX \w+_business_report \(business_id=\? AND created_at>\? AND created_at<\?\)/;
  return [
    {
      label: "card totals and hours",
      sql: `SELECT hour, loaded_cents, spent_cents, spent_count, declined_count FROM report_hours WHERE ${hours.where}`,
      binds: hours.binds,
      plan: /SEARCH report_hours USING PRIMARY KEY \(business_id=\? AND hour>\? AND hour<\?\)/,
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
      label: "cards by the period's end",
      sql: `SELECT SUM(cards) FROM report_card_creations WHERE business_id IN (${ids.map(() => "?").join(", ")}) AND day <= ?`,
      binds: [...ids, period.to],
      plan: /SEARCH report_card_creations USING PRIMARY KEY \(business_id=\? AND day<\?\)/,
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
