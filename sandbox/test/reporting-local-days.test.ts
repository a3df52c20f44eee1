/**
 * The per-New-York-day rollups of migration 0025 (docs/decisions/0229-report-local-day-rollups.md): the
 * totals (loaded, spent, purchases, declines), the cards a business had, the cards used in a period (a
 * distinct count) and the spending by category, read
 * from the rollups, equal the
 * same figures counted from the transactions themselves, on the seed and after money moves (purchases,
 * clearing, refunds, declines, moves between days and cards, deletes), for every kind of period the count
 * takes a different path for: through today, a whole month, a part of past months, one day across a
 * daylight-saving change, the longest period.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, calendarDateIn } from "#domain/dates";
import { cardKeyMetrics, periodOf, transactionCategories } from "#sandbox/businesses/reporting";
import { activeCardCount, wholeMonthOf } from "#sandbox/businesses/reporting-days";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { seedSmall } from "./helpers";

const NY = "America/New_York";
const today = () => calendarDateIn(new Date(), NY);
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** Periods that take each of the count's paths (docs/decisions/0229). */
function periods() {
  const now = today();
  const lastMonthEnd = addDays(monthStart(now), -1);
  return {
    "this month": { from: monthStart(now), to: addDays(monthStart(addDays(monthStart(now), 31)), -1) },
    "last month": { from: monthStart(lastMonthEnd), to: lastMonthEnd },
    "400 days": { from: addDays(now, -399), to: now },
    "past, parts of two months": { from: addDays(monthStart(lastMonthEnd), -12), to: addDays(lastMonthEnd, -9) },
    "one past day": { from: addDays(now, -20), to: addDays(now, -20) },
    "8 March 2026 (daylight saving starts)": { from: "2026-03-08", to: "2026-03-08" },
    "1 November 2026 (daylight saving ends)": { from: "2026-11-01", to: "2026-11-01" },
  };
}

const SCOPES = { Harbor: [BUSINESS_IDS.harbor], Metro: [BUSINESS_IDS.metro], "Unity with its programs": [BUSINESS_IDS.unity] };

async function scopeIds(ids: string[]): Promise<string[]> {
  if (ids[0] !== BUSINESS_IDS.unity) return ids;
  const { results } = await env.DB.prepare("SELECT id FROM businesses WHERE id = ? OR parent_id = ?")
    .bind(BUSINESS_IDS.unity, BUSINESS_IDS.unity)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The figures counted from the transactions of the period (the scan the rollups replace). */
async function scanned(ids: readonly string[], from: string, to: string) {
  const period = periodOf({ from, to }, Date.now());
  const marks = ids.map(() => "?").join(", ");
  const where = `business_id IN (${marks}) AND created_at >= ? AND created_at < ? AND status IN ('pending', 'cleared')`;
  const inPeriod = `business_id IN (${marks}) AND created_at >= ? AND created_at < ?`;
  const [totals, cards, active, categories] = await env.DB.batch([
    env.DB.prepare(
      `SELECT (SELECT COALESCE(SUM(CASE WHEN status IN ('pending', 'cleared') THEN approved_cents END), 0) FROM transactions WHERE ${inPeriod}) AS spent,
              (SELECT COUNT(*) FROM transactions WHERE ${inPeriod} AND status IN ('pending', 'cleared')) AS n,
              (SELECT COUNT(*) FROM transactions WHERE ${inPeriod} AND status = 'declined') AS declined,
              (SELECT COALESCE(SUM(amount_cents), 0) FROM loads WHERE ${inPeriod} AND amount_cents > 0 AND source <> 'card_transfer') AS loaded`,
    ).bind(...[1, 2, 3, 4].flatMap(() => [...ids, period.start, period.end])),
    // Cards issued in the period (issue 35 item 6): created in it.
    env.DB.prepare(`SELECT COUNT(*) AS n FROM cards WHERE business_id IN (${marks}) AND created_at >= ? AND created_at < ?`).bind(
      ...ids,
      period.start,
      period.end,
    ),
    env.DB.prepare(`SELECT COUNT(DISTINCT card_id) AS n FROM transactions WHERE ${where}`).bind(...ids, period.start, period.end),
    env.DB.prepare(
      `SELECT merchant_category, SUM(approved_cents) AS cents, COUNT(*) AS n FROM transactions WHERE ${where} GROUP BY merchant_category`,
    ).bind(...ids, period.start, period.end),
  ]);
  return {
    totals: totals?.results[0],
    cards: (cards?.results[0] as { n: number } | undefined)?.n ?? -1,
    active: (active?.results[0] as { n: number } | undefined)?.n ?? -1,
    categories: Object.fromEntries(
      ((categories?.results ?? []) as Array<{ merchant_category: string; cents: number; n: number }>).map((r) => [
        r.merchant_category,
        { amountCents: r.cents, count: r.n },
      ]),
    ),
  };
}

async function fromRollups(ids: readonly string[], from: string, to: string) {
  const period = periodOf({ from, to }, Date.now());
  const { categories } = await transactionCategories(env.DB, ids, new Set(), period);
  const { keyMetrics } = await cardKeyMetrics(env.DB, ids, period);
  expect(keyMetrics.activeCardCount).toBe(await activeCardCount(env.DB, ids, period));
  return {
    totals: {
      spent: keyMetrics.totalSpentCents,
      n: keyMetrics.transactionCount,
      declined: keyMetrics.declinedCount,
      loaded: keyMetrics.totalLoadedCents,
    },
    cards: keyMetrics.cardCount,
    active: keyMetrics.activeCardCount,
    categories: Object.fromEntries(categories.map((c) => [c.merchantCategory, { amountCents: c.amountCents, count: c.count }])),
  };
}

/** Every scope and period where the rollups and the scan disagree, and how many cards the scans counted. */
async function compare() {
  const differences: string[] = [];
  let counted = 0;
  for (const [scope, base] of Object.entries(SCOPES)) {
    const ids = await scopeIds(base);
    for (const [label, { from, to }] of Object.entries(periods())) {
      const [want, got] = [await scanned(ids, from, to), await fromRollups(ids, from, to)];
      counted += want.active;
      if (JSON.stringify(want) !== JSON.stringify({ ...got, categories: sortLike(got.categories, want.categories) }))
        differences.push(`${scope}, ${label} (${from} to ${to}): scan ${JSON.stringify(want)}, rollups ${JSON.stringify(got)}`);
    }
  }
  return { differences, counted };
}

/** The rollup's categories in the scan's key order, so equal objects print equal. */
function sortLike<T>(value: Record<string, T>, order: Record<string, T>): Record<string, T> {
  const keys = [...Object.keys(order), ...Object.keys(value).filter((k) => !(k in order))];
  return Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k] as T]));
}

beforeAll(async () => {
  await seedSmall();
});

describe("cards used and spending by category, from the New York day rollups (migration 0025)", () => {
  it("the periods cover every path of the count", () => {
    const p = periods();
    expect(wholeMonthOf(p["last month"].from, p["last month"].to)).not.toBeNull();
    expect(wholeMonthOf(p["this month"].from, p["this month"].to)).not.toBeNull();
    expect(wholeMonthOf(p["past, parts of two months"].from, p["past, parts of two months"].to)).toBeNull();
    expect(wholeMonthOf("2026-02-01", "2026-02-28")).toBe("2026-02");
    expect(wholeMonthOf("2026-02-01", "2026-02-27")).toBeNull();
    expect(wholeMonthOf("2026-01-01", "2026-02-28")).toBeNull();
  });

  it("equal the scan of the transactions on the seed", async () => {
    const { differences, counted } = await compare();
    expect(differences).toEqual([]);
    expect(counted).toBeGreaterThan(50);
  });

  it("equal the scan after money moves: purchases, clearing, refunds, declines, moves between days and cards, deletes", async () => {
    const db = env.DB;
    const card = await db
      .prepare("SELECT id FROM cards WHERE business_id = ? AND status = 'active' ORDER BY id LIMIT 1")
      .bind(BUSINESS_IDS.harbor)
      .first<{ id: string }>();
    expect(card).not.toBeNull();
    const purchase = (id: string, status: string, cents: number, at: string) =>
      db
        .prepare(
          `INSERT INTO transactions (id, business_id, card_id, status, processor_status, merchant_name, merchant_category, requested_cents, approved_cents, created_at)
           VALUES (?, ?, ?, ?, 'CA_CLEARED', 'Shop', 'book_stores', ?, ?, ?)`,
        )
        .bind(id, BUSINESS_IDS.harbor, card?.id, status, cents, cents, at);
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await db.batch([
      // A new card-day far in the past, a second purchase on a day, one late in the evening in New York.
      purchase("txn_ld_1", "cleared", 1_500, ago(300)),
      purchase("txn_ld_2", "pending", 700, ago(300)),
      purchase("txn_ld_3", "cleared", 250, "2026-03-08T06:30:00.000Z"),
      purchase("txn_ld_4", "cleared", 250, "2026-11-01T05:30:00.000Z"),
      db.prepare(
        "UPDATE transactions SET status = 'cleared' WHERE id IN (SELECT id FROM transactions WHERE status = 'pending' ORDER BY id LIMIT 9)",
      ),
      db.prepare(
        "UPDATE transactions SET status = 'refunded' WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' ORDER BY id LIMIT 11)",
      ),
      db.prepare(
        "UPDATE transactions SET status = 'declined', decline_reason = 'CA_DECLINED_MERCHANT' WHERE id IN (SELECT id FROM transactions WHERE status = 'pending' ORDER BY id LIMIT 3)",
      ),
      // Each card's latest purchases taken away: its last spending day moves back.
      db.prepare(
        `UPDATE transactions SET status = 'refunded' WHERE id IN (
           SELECT id FROM transactions t WHERE status IN ('pending', 'cleared') AND created_at = (
             SELECT MAX(created_at) FROM transactions u WHERE u.card_id = t.card_id AND u.status IN ('pending', 'cleared'))
           ORDER BY id LIMIT 15)`,
      ),
      db.prepare(
        "UPDATE transactions SET created_at = '2026-03-08T03:00:00.000Z' WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' ORDER BY id DESC LIMIT 6)",
      ),
      db.prepare(
        `UPDATE transactions SET card_id = (SELECT id FROM cards c WHERE c.business_id = transactions.business_id ORDER BY id DESC LIMIT 1)
         WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' ORDER BY created_at DESC LIMIT 5)`,
      ),
      db.prepare("DELETE FROM transactions WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' ORDER BY created_at LIMIT 8)"),
      db.prepare("DELETE FROM transactions WHERE id = 'txn_ld_2'"),
      db.prepare("DELETE FROM loads WHERE id IN (SELECT id FROM loads WHERE amount_cents > 0 ORDER BY id LIMIT 4)"),
      db.prepare(
        "UPDATE loads SET created_at = '2026-11-01T05:30:00.000Z' WHERE id IN (SELECT id FROM loads WHERE amount_cents > 0 ORDER BY id DESC LIMIT 3)",
      ),
      // Cards: one added late in a New York evening, one moved to another day.
      db
        .prepare(
          `INSERT INTO cards (id, business_id, form_factor, status, last6, expiration, holder_first_name, holder_last_name, holder_name_key, holder_email, created_at, updated_at)
           VALUES ('RPTLOCAL01', ?, 'virtual', 'active', '123456', '09/29', 'Lo', 'Cal', 'lo cal', 'lo@example.test', ?, ?)`,
        )
        .bind(BUSINESS_IDS.harbor, ago(25).slice(0, 11) + "03:30:00.000Z", ago(25)),
      db
        .prepare("UPDATE cards SET created_at = ? WHERE id = (SELECT id FROM cards WHERE business_id = ? ORDER BY id LIMIT 1 OFFSET 3)")
        .bind(ago(21), BUSINESS_IDS.harbor),
    ]);
    const { differences } = await compare();
    expect(differences).toEqual([]);
  });

  it("the month and last-day tables hold exactly what the card-day rows say", async () => {
    const [months, lasts] = await env.DB.batch<{ n: number }>([
      env.DB.prepare(
        `WITH raw AS (SELECT business_id, substr(day, 1, 7) AS month, COUNT(DISTINCT card_id) AS cards FROM report_card_days GROUP BY 1, 2)
         SELECT COUNT(*) AS n FROM (
           SELECT * FROM raw EXCEPT SELECT business_id, month, cards FROM report_month_cards
           UNION ALL
           SELECT business_id, month, cards FROM report_month_cards WHERE cards <> 0 EXCEPT SELECT * FROM raw)`,
      ),
      env.DB.prepare(
        `WITH last AS (SELECT business_id, card_id, MAX(day) AS day FROM report_card_days GROUP BY 1, 2),
              raw AS (SELECT business_id, day, COUNT(*) AS cards FROM last GROUP BY 1, 2)
         SELECT (SELECT COUNT(*) FROM (SELECT * FROM raw EXCEPT SELECT business_id, day, cards FROM report_last_days
                  UNION ALL SELECT business_id, day, cards FROM report_last_days EXCEPT SELECT * FROM raw))
              + (SELECT COUNT(*) FROM (SELECT * FROM last EXCEPT SELECT business_id, card_id, day FROM report_card_last
                  UNION ALL SELECT business_id, card_id, day FROM report_card_last EXCEPT SELECT * FROM last)) AS n`,
      ),
    ]);
    expect(months?.results[0]?.n).toBe(0);
    expect(lasts?.results[0]?.n).toBe(0);
  });

  it("refuses another time zone rather than count in the wrong days", async () => {
    const period = periodOf({ from: "2026-03-01", to: "2026-03-31" }, Date.now(), "UTC");
    await expect(activeCardCount(env.DB, [BUSINESS_IDS.harbor], period, "UTC")).rejects.toThrow(/America\/New_York/);
  });
});
