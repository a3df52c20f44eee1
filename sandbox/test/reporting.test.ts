/**
 * The reporting calls (docs/decisions/0116-reports.md) against a hand-computed fixture: a new program
 * with cards, loads, purchases and bank transfers placed around a three-day period in New York that
 * crosses the 2026 daylight-saving change (8 March), plus the query plans on the indexes of migration 0012.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarDateIn } from "#domain/dates";
import { cardKeyMetrics, periodOf, reportingStatements } from "#sandbox/businesses/reporting";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

let program = "";
const PERIOD = "from=2026-03-07&to=2026-03-09";

beforeAll(async () => {
  await seedSmall();
  const { token } = await as("super@unity.test");
  const created = await call<{ program: { id: string } }>("POST", `/businesses/${BUSINESS_IDS.unity}/program`, {
    token,
    body: { name: `Report Fixture ${Date.now()}`, productType: "cards" },
  });
  expect(created.status).toBe(201);
  program = created.body.program.id;
  const db = env.DB;
  const card = (id: string, createdAt: string) =>
    db
      .prepare(
        `INSERT INTO cards (id, business_id, form_factor, status, last6, expiration, holder_first_name, holder_last_name, holder_name_key, holder_email, created_at, updated_at)
         VALUES (?, ?, 'virtual', 'active', '123456', '09/29', 'Fix', 'Ture', 'fix ture', 'fix@example.test', ?, ?)`,
      )
      .bind(id, program, createdAt, createdAt);
  const load = (id: string, cardId: string, cents: number, source: string, at: string) =>
    db
      .prepare("INSERT INTO loads (id, business_id, card_id, amount_cents, source, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(id, program, cardId, cents, source, at);
  const tx = (id: string, cardId: string, status: string, cents: number, category: string, at: string) =>
    db
      .prepare(
        `INSERT INTO transactions (id, business_id, card_id, status, processor_status, decline_reason, merchant_name, merchant_category, requested_cents, approved_cents, created_at)
         VALUES (?, ?, ?, ?, 'CA_CLEARED', ?, 'Shop', ?, ?, ?, ?)`,
      )
      .bind(
        id,
        program,
        cardId,
        status,
        status === "declined" ? "CA_DECLINED_MERCHANT" : null,
        category,
        cents,
        status === "declined" ? 0 : cents,
        at,
      );
  const recipient = (id: string) =>
    db
      .prepare(
        "INSERT INTO recipients (id, business_id, name, name_key, email, intake_status, created_at, updated_at) VALUES (?, ?, 'R', 'r', ?, 'bank_account_verified', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
      .bind(id, program, `${id}@example.test`);
  const account = (id: string, recipientId: string) =>
    db
      .prepare(
        `INSERT INTO bank_accounts (id, recipient_id, business_id, account_holder_name, account_type, account_number_last4, routing_number, source, verification_status, created_at, updated_at)
         VALUES (?, ?, ?, 'R R', 'checking', '6789', '021000021', 'manual', 'verified', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .bind(id, recipientId, program);
  const transfer = (id: string, recipientId: string, accountId: string, cents: number, status: string, at: string) =>
    db
      .prepare(
        `INSERT INTO transfers (id, business_id, recipient_id, bank_account_id, amount_cents, speed, status, failure_reason, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'ach', ?, ?, ?, ?)`,
      )
      .bind(id, program, recipientId, accountId, cents, status, status === "failed" ? "account_closed" : null, at, at);
  await db.batch([
    card("RPTFIXT001", "2026-02-01T12:00:00.000Z"),
    card("RPTFIXT002", "2026-03-08T12:00:00.000Z"),
    card("RPTFIXT003", "2026-03-20T12:00:00.000Z"),
    // 7 March 00:30 EST: in. 9 March 23:30 EDT: in. Negative and card-to-card: not loads. 6 March 23:30 and 10 March 00:00: out.
    load("load_rpt_1", "RPTFIXT001", 10_000, "funding_account", "2026-03-07T05:30:00.000Z"),
    load("load_rpt_2", "RPTFIXT002", 5_000, "autoload", "2026-03-10T03:30:00.000Z"),
    load("load_rpt_3", "RPTFIXT001", -2_000, "withdrawal", "2026-03-08T15:00:00.000Z"),
    load("load_rpt_4", "RPTFIXT002", 700, "card_transfer", "2026-03-08T15:00:00.000Z"),
    load("load_rpt_5", "RPTFIXT001", 9_999, "funding_account", "2026-03-07T04:30:00.000Z"),
    load("load_rpt_6", "RPTFIXT001", 1, "funding_account", "2026-03-10T04:00:00.000Z"),
    tx("txn_rpt_1", "RPTFIXT001", "cleared", 1_200, "grocery_stores", "2026-03-07T18:00:00.000Z"),
    tx("txn_rpt_2", "RPTFIXT001", "pending", 800, "grocery_stores", "2026-03-08T06:30:00.000Z"),
    tx("txn_rpt_3", "RPTFIXT002", "cleared", 3_000, "fast_food_restaurants", "2026-03-09T12:00:00.000Z"),
    tx("txn_rpt_4", "RPTFIXT002", "declined", 5_000, "grocery_stores", "2026-03-09T13:00:00.000Z"),
    tx("txn_rpt_5", "RPTFIXT001", "refunded", 400, "grocery_stores", "2026-03-08T13:00:00.000Z"),
    tx("txn_rpt_6", "RPTFIXT001", "cleared", 999, "fast_food_restaurants", "2026-03-10T04:30:00.000Z"),
    recipient("rcp_rpt_1"),
    recipient("rcp_rpt_2"),
    account("bank_rpt_1", "rcp_rpt_1"),
    account("bank_rpt_2", "rcp_rpt_2"),
    transfer("trf_rpt_1", "rcp_rpt_1", "bank_rpt_1", 10_000, "completed", "2026-03-07T20:00:00.000Z"),
    transfer("trf_rpt_2", "rcp_rpt_1", "bank_rpt_1", 2_500, "failed", "2026-03-08T20:00:00.000Z"),
    transfer("trf_rpt_3", "rcp_rpt_2", "bank_rpt_2", 4_000, "processing", "2026-03-09T20:00:00.000Z"),
    transfer("trf_rpt_4", "rcp_rpt_2", "bank_rpt_2", 1_000, "created", "2026-03-11T20:00:00.000Z"),
  ]);
});

describe("reporting figures", () => {
  it("card key metrics: loads, spending, cards and the daily trend in New York days", async () => {
    const { token } = await as("super@unity.test");
    const reply = await call<{ keyMetrics: Record<string, unknown> }>(
      "GET",
      `/businesses/${program}/reporting/cards/keyMetrics?${PERIOD}`,
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.keyMetrics).toEqual({
      totalLoadedCents: 15_000,
      totalSpentCents: 5_000,
      // Issued in the period: RPTFIXT002 (8 March); not RPTFIXT001 (February) nor RPTFIXT003 (20 March).
      cardCount: 1,
      activeCardCount: 2,
      transactionCount: 3,
      declinedCount: 1,
      daily: [
        { date: "2026-03-07", loadedCents: 10_000, spentCents: 1_200 },
        { date: "2026-03-08", loadedCents: 0, spentCents: 800 },
        { date: "2026-03-09", loadedCents: 5_000, spentCents: 3_000 },
      ],
    });
  });

  it("spending by merchant category, largest first", async () => {
    const { token } = await as("super@unity.test");
    const reply = await call<{ categories: unknown[] }>("GET", `/businesses/${program}/reporting/cards/transactionCategories?${PERIOD}`, {
      token,
    });
    expect(reply.body.categories).toEqual([
      { merchantCategory: "fast_food_restaurants", amountCents: 3_000, count: 1 },
      { merchantCategory: "grocery_stores", amountCents: 2_000, count: 2 },
    ]);
  });

  it("bank transfer key metrics: sent (not failed), by status, recipients, per day", async () => {
    const { token } = await as("super@unity.test");
    const reply = await call<{ keyMetrics: unknown }>("GET", `/businesses/${program}/reporting/bankTransfers/keyMetrics?${PERIOD}`, {
      token,
    });
    expect(reply.body.keyMetrics).toEqual({
      totalSentCents: 14_000,
      transferCount: 3,
      recipientCount: 2,
      byStatus: [
        { status: "created", count: 0, amountCents: 0 },
        { status: "processing", count: 1, amountCents: 4_000 },
        { status: "completed", count: 1, amountCents: 10_000 },
        { status: "failed", count: 1, amountCents: 2_500 },
      ],
      daily: [
        { date: "2026-03-07", sentCents: 10_000 },
        { date: "2026-03-08", sentCents: 0 },
        { date: "2026-03-09", sentCents: 4_000 },
      ],
    });
  });

  it("the top-level business's report includes the program's figures; another business's user gets 404", async () => {
    const { token } = await as("super@unity.test");
    const top = await call<{ keyMetrics: { totalSpentCents: number } }>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/reporting/cards/keyMetrics?${PERIOD}`,
      { token },
    );
    expect(top.body.keyMetrics.totalSpentCents).toBeGreaterThanOrEqual(5_000);
    const harbor = await as("admin@harbor.test");
    expect((await call("GET", `/businesses/${program}/reporting/cards/keyMetrics?${PERIOD}`, { token: harbor.token })).status).toBe(404);
  });

  it("refuses a reversed or over-long period", async () => {
    const { token } = await as("super@unity.test");
    const path = `/businesses/${program}/reporting/cards/keyMetrics`;
    expect((await call("GET", `${path}?from=2026-03-09&to=2026-03-07`, { token })).status).toBe(400);
    expect((await call("GET", `${path}?from=2024-01-01&to=2026-03-07`, { token })).status).toBe(400);
  });
});

describe("query plans", () => {
  it("every reporting sum searches a key or covering index range per business (no table scan)", async () => {
    const ids = [BUSINESS_IDS.metro, BUSINESS_IDS.harbor];
    const period = periodOf({ from: "2026-01-01", to: "2026-03-31" }, Date.now());
    const plans: string[] = [];
    for (const statement of reportingStatements(ids, period)) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.binds)
        .all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join(" | ");
      plans.push(`${statement.label}: ${plan}`);
      expect(plan, statement.label).toMatch(statement.plan);
      expect(plan, statement.label).not.toMatch(/SCAN (transactions|loads|transfers|report_hours|report_category_days)\b(?! USING)/);
    }
    console.info(`Reporting query plans:\n${plans.join("\n")}`);
  });
});

describe("the rollups (migration 0018, ADR 0149)", () => {
  /** Rows where the rollups and the transactions and loads they sum disagree (none when they are kept right). */
  async function disagreements(): Promise<number> {
    const [hours, categories] = await env.DB.batch<{ n: number }>([
      env.DB.prepare(
        `WITH raw AS (
           SELECT business_id, hour, SUM(loaded) AS loaded, SUM(spent) AS spent, SUM(spent_n) AS spent_n, SUM(declined_n) AS declined_n FROM (
             SELECT business_id, substr(created_at, 1, 13) AS hour, 0 AS loaded,
               CASE WHEN status IN ('pending', 'cleared') THEN approved_cents ELSE 0 END AS spent,
               status IN ('pending', 'cleared') AS spent_n, status = 'declined' AS declined_n FROM transactions
             UNION ALL
             SELECT business_id, substr(created_at, 1, 13), amount_cents, 0, 0, 0 FROM loads WHERE amount_cents > 0 AND source <> 'card_transfer'
           ) GROUP BY business_id, hour)
         SELECT COUNT(*) AS n FROM (
           SELECT business_id, hour, loaded, spent, spent_n, declined_n FROM raw
           EXCEPT SELECT business_id, hour, loaded_cents, spent_cents, spent_count, declined_count FROM report_hours
           UNION ALL
           SELECT business_id, hour, loaded_cents, spent_cents, spent_count, declined_count FROM report_hours
           WHERE loaded_cents <> 0 OR spent_cents <> 0 OR spent_count <> 0 OR declined_count <> 0
           EXCEPT SELECT business_id, hour, loaded, spent, spent_n, declined_n FROM raw)`,
      ),
      env.DB.prepare(
        `WITH raw AS (
           SELECT business_id, substr(created_at, 1, 10) AS day, merchant_category, SUM(approved_cents) AS cents, COUNT(*) AS n
           FROM transactions WHERE status IN ('pending', 'cleared') GROUP BY 1, 2, 3)
         SELECT COUNT(*) AS n FROM (
           SELECT * FROM raw EXCEPT SELECT business_id, day, merchant_category, spent_cents, spent_count FROM report_category_days
           UNION ALL
           SELECT business_id, day, merchant_category, spent_cents, spent_count FROM report_category_days WHERE spent_count <> 0
           EXCEPT SELECT * FROM raw)`,
      ),
    ]);
    return (hours?.results[0]?.n ?? -1) + (categories?.results[0]?.n ?? -1);
  }

  it("equal the rows they sum: after the seed, purchases, clearing, refunds, declines, loads and deletes", async () => {
    expect(await disagreements()).toBe(0);
    const db = env.DB;
    await db.batch([
      db.prepare(
        "UPDATE transactions SET status = 'cleared', processor_status = 'CA_CLEARED' WHERE status = 'pending' AND id IN (SELECT id FROM transactions WHERE status = 'pending' LIMIT 7)",
      ),
      db.prepare(
        "UPDATE transactions SET status = 'refunded', processor_status = 'CA_REFUNDED' WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' LIMIT 5)",
      ),
      db.prepare(
        "UPDATE transactions SET merchant_category = 'book_stores' WHERE id IN (SELECT id FROM transactions WHERE status = 'cleared' LIMIT 3)",
      ),
      db.prepare("DELETE FROM transactions WHERE id IN (SELECT id FROM transactions WHERE status = 'declined' LIMIT 4)"),
      db.prepare("DELETE FROM loads WHERE id IN (SELECT id FROM loads WHERE amount_cents > 0 AND source = 'funding_account' LIMIT 4)"),
    ]);
    expect(await disagreements()).toBe(0);
  });

  it("the daily trend from the rollup equals the rows folded into New York days, across both daylight-saving changes", async () => {
    const ids = [BUSINESS_IDS.harbor, BUSINESS_IDS.metro];
    const period = periodOf({ from: "2026-01-15", to: "2026-11-20" }, Date.now());
    const { keyMetrics } = await cardKeyMetrics(env.DB, ids, period);
    const raw = await env.DB.prepare(
      `SELECT created_at AS at, approved_cents AS cents FROM transactions
       WHERE business_id IN (?, ?) AND created_at >= ? AND created_at < ? AND status IN ('pending', 'cleared')`,
    )
      .bind(...ids, period.start, period.end)
      .all<{ at: string; cents: number }>();
    const expected = new Map<string, number>();
    for (const row of raw.results) {
      const day = calendarDateIn(new Date(row.at), "America/New_York");
      expected.set(day, (expected.get(day) ?? 0) + row.cents);
    }
    const spentDays = keyMetrics.daily.filter((d) => d.spentCents !== 0);
    expect(spentDays.length).toBeGreaterThan(100);
    expect(Object.fromEntries(spentDays.map((d) => [d.date, d.spentCents]))).toEqual(Object.fromEntries(expected));
  });
});
