/**
 * The three reporting calls (docs/decisions/0116-reports.md), computed from the real rows of a period:
 * loads, card transactions and bank transfers of the businesses a list on {id} covers (a top-level
 * business with its programs). A period is two calendar dates in the business's time zone, both
 * included. Sums walk covering indexes on (business_id, created_at, ...) (migration 0012), one range
 * per business, so the 10,000-card business costs its period's rows, never a scan of the table.
 *
 * The daily trend is summed per UTC hour in SQL and folded into local days here, so days are exact
 * across daylight-saving changes whatever the zone.
 */
import { addDays, type CalendarDate, calendarDateIn, DEFAULT_TIME_ZONE, startOfDayIn } from "#domain/dates";
import type { TransferStatus } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { badRequest } from "#sandbox/http/errors";

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

/** What counts as spending: authorized and posted purchases (declined and refunded ones moved no money). */
const SPENT = "status IN ('pending', 'cleared')";
/** Money put on cards from outside the cards: loads from the funding account, autoloads, bulk imports. */
const LOADED = "amount_cents > 0 AND source <> 'card_transfer'";

export async function cardKeyMetrics(db: D1Database, ids: readonly string[], period: Period, timeZone = DEFAULT_TIME_ZONE) {
  const tx = inPeriod(ids, period);
  const [totals, cards, loadHours, spendHours] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) FILTER (WHERE ${SPENT}) AS transactions, COUNT(*) FILTER (WHERE status = 'declined') AS declined,
           COALESCE(SUM(approved_cents) FILTER (WHERE ${SPENT}), 0) AS spent, COUNT(DISTINCT card_id) FILTER (WHERE ${SPENT}) AS active
         FROM transactions WHERE ${tx.where}`,
      )
      .bind(...tx.binds),
    db.prepare(`SELECT COUNT(*) AS cards FROM cards WHERE business_id IN (${marks(ids)}) AND created_at < ?`).bind(...ids, period.end),
    db
      .prepare(
        `SELECT substr(created_at, 1, 13) AS hour, SUM(amount_cents) AS cents FROM loads WHERE ${tx.where} AND ${LOADED} GROUP BY hour`,
      )
      .bind(...tx.binds),
    db
      .prepare(
        `SELECT substr(created_at, 1, 13) AS hour, SUM(approved_cents) AS cents FROM transactions WHERE ${tx.where} AND ${SPENT} GROUP BY hour`,
      )
      .bind(...tx.binds),
  ]);
  const t = only<{ transactions: number; declined: number; spent: number; active: number }>(totals);
  const loaded = foldDays(period, (loadHours?.results ?? []) as HourRow[], timeZone);
  const spent = foldDays(period, (spendHours?.results ?? []) as HourRow[], timeZone);
  return {
    keyMetrics: {
      totalLoadedCents: [...loaded.values()].reduce((a, b) => a + b, 0),
      totalSpentCents: t.spent,
      cardCount: only<{ cards: number }>(cards).cards,
      activeCardCount: t.active,
      transactionCount: t.transactions,
      declinedCount: t.declined,
      daily: period.days.map((date) => ({ date, loadedCents: loaded.get(date) ?? 0, spentCents: spent.get(date) ?? 0 })),
    },
  };
}

/**
 * Spending by merchant category, largest first. Businesses whose merchant data the caller may not
 * see (hideTransactionData) are counted under the category "hidden".
 */
export async function transactionCategories(db: D1Database, ids: readonly string[], hidden: ReadonlySet<string>, period: Period) {
  const tx = inPeriod(ids, period);
  const { results } = await db
    .prepare(
      `SELECT business_id, merchant_category, SUM(approved_cents) AS cents, COUNT(*) AS n FROM transactions
       WHERE ${tx.where} AND ${SPENT} GROUP BY business_id, merchant_category`,
    )
    .bind(...tx.binds)
    .all<{ business_id: string; merchant_category: string; cents: number; n: number }>();
  const byCategory = new Map<string, { amountCents: number; count: number }>();
  for (const r of results) {
    const category = hidden.has(r.business_id) ? "hidden" : r.merchant_category;
    const sum = byCategory.get(category) ?? { amountCents: 0, count: 0 };
    byCategory.set(category, { amountCents: sum.amountCents + r.cents, count: sum.count + r.n });
  }
  const categories = [...byCategory.entries()]
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

/** The SQL of the card metrics' heaviest statements, for the plan test. */
export function reportingStatements(ids: readonly string[], period: Period) {
  const tx = inPeriod(ids, period);
  return [
    {
      label: "transactions totals",
      sql: `SELECT COUNT(DISTINCT card_id), SUM(approved_cents) FROM transactions WHERE ${tx.where} AND ${SPENT}`,
      binds: tx.binds,
    },
    {
      label: "categories",
      sql: `SELECT business_id, merchant_category, SUM(approved_cents) FROM transactions WHERE ${tx.where} AND ${SPENT} GROUP BY business_id, merchant_category`,
      binds: tx.binds,
    },
    {
      label: "loads per hour",
      sql: `SELECT substr(created_at, 1, 13) AS hour, SUM(amount_cents) FROM loads WHERE ${tx.where} AND ${LOADED} GROUP BY hour`,
      binds: tx.binds,
    },
    {
      label: "transfers",
      sql: `SELECT status, COUNT(*), SUM(amount_cents) FROM transfers WHERE ${tx.where} GROUP BY status`,
      binds: tx.binds,
    },
  ];
}
