/**
 * The card list at full size (docs/decisions/0034-card-list-performance.md): Metro has 10,000 cards
 * and 100,000+ transactions. Every list query must walk an index in order (no full scan, no sort
 * step) at any page depth; that plan is what the tests assert. Timings are printed for Metro against Harbor (~160
 * cards) as a report, never asserted (ADR 0015).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card } from "#contract/entities";
import { type CardListQuery, cardListQueries, cardPositionQueries, orderListQueries, transactionQueries } from "#sandbox/cards/lists";
import { encodeCursor } from "#sandbox/db/pagination";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call } from "./helpers";
import { as } from "./helpers/session";

const metro = BUSINESS_IDS.metro;
const harbor = BUSINESS_IDS.harbor;
let metroTag = "";
let harborTag = "";

beforeAll(async () => {
  const reply = await call<{ counts: Record<string, number> }>("POST", "/_sandbox/reset");
  expect(reply.status).toBe(200);
  expect(reply.body.counts.cards).toBeGreaterThanOrEqual(10_000);
  // A tag on every seventh Metro card, to filter by at scale.
  metroTag = "tag_metroperf00000";
  await env.DB.prepare("INSERT INTO tags (id, business_id, name, color, created_at) VALUES (?, ?, 'Perf', '', '2026-01-01T00:00:00.000Z')")
    .bind(metroTag, metro)
    .run();
  await env.DB.prepare(
    "INSERT INTO card_tags (card_id, tag_id, created_at) SELECT id, ?, '2026-01-01T00:00:00.000Z' FROM cards WHERE business_id = ? AND rowid % 7 = 0",
  )
    .bind(metroTag, metro)
    .run();
  harborTag = (await env.DB.prepare("SELECT id FROM tags WHERE business_id = ? LIMIT 1").bind(harbor).first<{ id: string }>())?.id ?? "";
}, 180_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(path: string, token: string, runs = 5): Promise<{ ms: number; count: number }> {
  let count = 0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const reply = await call<Record<string, unknown[]>>("GET", path, { token });
    times.push(performance.now() - started);
    expect(reply.status, path).toBe(200);
    count = Object.values(reply.body).find(Array.isArray)?.length ?? 0;
  }
  return { ms: median(times), count };
}

/** Query shapes of the card list: label, query string (with the tag id to filter by), and the same as a query object. */
const SHAPES: Array<[string, (tag: string) => Partial<CardListQuery> & { limit: number }]> = [
  ["newest first (default)", () => ({ limit: 50 })],
  ["holder name A-Z", () => ({ limit: 50, sort: "holderName", order: "asc" })],
  ["balance high-low", () => ({ limit: 50, sort: "balance", order: "desc" })],
  ["last six digits", () => ({ limit: 50, sort: "last6", order: "asc" })],
  ["status=frozen, by name", () => ({ limit: 50, status: "frozen", sort: "holderName", order: "asc" })],
  ["virtual, by balance", () => ({ limit: 50, formFactor: "virtual", sort: "balance" })],
  ["tag filter", (tag) => ({ limit: 50, tagId: tag })],
  ["search name 'garcia'", () => ({ limit: 50, search: "garcia" })],
  ["search digits '42'", () => ({ limit: 50, search: "42" })],
  ["search, no match", () => ({ limit: 50, search: "zzqqzz" })],
  ["frozen + no match, by name", () => ({ limit: 50, status: "frozen", search: "zzqqzz", sort: "holderName" })],
  ["200 per page", () => ({ limit: 200 })],
];

const queryString = (shape: Record<string, string | number | boolean | undefined>) =>
  Object.entries(shape)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");

/** Time SQLite spent on the list query itself (D1's meta.duration), median of 5. */
async function sqlMs(businessId: string, shape: Partial<CardListQuery> & { limit: number }): Promise<number> {
  const query: CardListQuery = { sort: "createdAt", order: "desc", ...shape };
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    for (const q of cardListQueries([{ id: businessId, name: "", parentId: null }], { ...query, limit: query.limit })) {
      const result = await env.DB.prepare(q.sql)
        .bind(...q.binds)
        .all();
      times.push(result.meta.duration);
    }
  }
  return median(times);
}

describe("card list at 10,000 cards", () => {
  it("every query walks an index in sort order (no full scan, no sort step)", async () => {
    const plans: string[] = [];
    for (const sort of ["createdAt", "holderName", "balance", "last6"] as const) {
      for (const extra of [
        {},
        { status: "active" },
        { formFactor: "virtual" },
        { tagId: metroTag },
        { search: "garcia" },
        { cursor: undefined },
      ]) {
        const query: CardListQuery = { limit: 51, sort, order: "desc", ...extra };
        for (const q of cardListQueries([{ id: metro, name: "Metro", parentId: null }], query)) {
          const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
            .bind(...q.binds)
            .all<{ detail: string }>();
          const plan = results.map((r) => r.detail).join(" | ");
          plans.push(`${sort} ${JSON.stringify(extra)}: ${plan}`);
          expect(plan, `${sort} ${JSON.stringify(extra)}`).not.toMatch(/TEMP B-TREE/);
          expect(plan, `${sort} ${JSON.stringify(extra)}`).toMatch(/^(SEARCH|SCAN) cards USING (COVERING )?INDEX cards_business_/);
        }
      }
    }
    console.info(`Card list query plans:\n${plans.join("\n")}`);
  });

  it("transaction queries walk an index newest first", async () => {
    for (const query of [
      { limit: 51 },
      { limit: 51, status: "declined" },
      { limit: 51, search: "kroger" },
      { limit: 51, from: "2026-10-01", to: "2026-10-31" },
    ]) {
      for (const target of [{ businesses: [{ id: metro, hideMerchant: false }] }, { cardId: "AAAAAAAAAA", hideMerchant: false }]) {
        for (const q of transactionQueries(target, query)) {
          const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
            .bind(...q.binds)
            .all<{ detail: string }>();
          const plan = results.map((r) => r.detail).join(" | ");
          expect(plan, JSON.stringify(query)).not.toMatch(/TEMP B-TREE/);
          expect(plan, JSON.stringify(query)).toMatch(/SEARCH t USING (COVERING )?INDEX transactions_/);
        }
      }
    }
  });

  it("list calls answer at any depth for Metro (10,000 cards) and Harbor (~160); timings printed, not asserted", async () => {
    const metroAdmin = await as("metro@metro.test");
    const harborAdmin = await as("admin@harbor.test");
    const lines: string[] = [];
    const worst = { metro: 0, harbor: 0, metroSql: 0 };
    lines.push(
      `${"".padEnd(28)}${"metro call".padStart(11)}${"(sql)".padStart(9)}${"rows".padStart(6)} |${"harbor call".padStart(12)}${"(sql)".padStart(9)}${"rows".padStart(6)}`,
    );
    for (const [label, shape] of SHAPES) {
      const m = await timed(`/cards/business/${metro}/cards?${queryString(shape(metroTag))}`, metroAdmin.token);
      const h = await timed(`/cards/business/${harbor}/cards?${queryString(shape(harborTag))}`, harborAdmin.token);
      const mSql = await sqlMs(metro, shape(metroTag));
      const hSql = await sqlMs(harbor, shape(harborTag));
      worst.metro = Math.max(worst.metro, m.ms);
      worst.metroSql = Math.max(worst.metroSql, mSql);
      worst.harbor = Math.max(worst.harbor, h.ms);
      const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
      lines.push(
        `${label.padEnd(28)}${ms(m.ms).padStart(11)}${`(${mSql.toFixed(1)})`.padStart(9)}${String(m.count).padStart(6)} |${ms(h.ms).padStart(12)}${`(${hSql.toFixed(1)})`.padStart(9)}${String(h.count).padStart(6)}`,
      );
    }
    // Deep pages: page 40 of Metro's name-sorted list costs what page 1 does.
    let cursor: string | null = null;
    const pageTimes: number[] = [];
    const seen = new Set<string>();
    for (let page = 0; page < 40; page++) {
      const started = performance.now();
      const reply: { body: { cards: Card[]; nextCursor: string | null } } = await call(
        "GET",
        `/cards/business/${metro}/cards?limit=50&sort=holderName&order=asc${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        {
          token: metroAdmin.token,
        },
      );
      pageTimes.push(performance.now() - started);
      for (const card of reply.body.cards) seen.add(card.id);
      cursor = reply.body.nextCursor;
    }
    expect(seen.size).toBe(2_000);
    const firstPages = median(pageTimes.slice(0, 5));
    const lastPages = median(pageTimes.slice(35));
    lines.push(`pages 1-5 vs 36-40 (by name) metro ${firstPages.toFixed(1)} ms vs ${lastPages.toFixed(1)} ms (median)`);
    const txMetro = await timed(`/businesses/${metro}/transactions?limit=50`, metroAdmin.token);
    const txHarbor = await timed(`/businesses/${harbor}/transactions?limit=50`, harborAdmin.token);
    lines.push(`transactions newest first   metro ${txMetro.ms.toFixed(1)} ms | harbor ${txHarbor.ms.toFixed(1)} ms`);
    const txSearch = await timed(`/businesses/${metro}/transactions?limit=50&search=kroger`, metroAdmin.token);
    lines.push(`transactions search kroger  metro ${txSearch.ms.toFixed(1)} ms`);
    const txStatus = await timed(`/businesses/${metro}/transactions?limit=50&status=declined`, metroAdmin.token);
    lines.push(`transactions declined       metro ${txStatus.ms.toFixed(1)} ms`);
    const txNone = await timed(`/businesses/${metro}/transactions?limit=50&search=zzqqzz`, metroAdmin.token);
    lines.push(`transactions search, none   metro ${txNone.ms.toFixed(1)} ms (scans all 100,000+ rows of the index)`);
    lines.push(
      `worst metro call ${worst.metro.toFixed(1)} ms (sql ${worst.metroSql.toFixed(1)} ms), worst harbor call ${worst.harbor.toFixed(1)} ms`,
    );
    console.info(`List timings inside workerd (median of 5):\n${lines.join("\n")}`);
    // No time is asserted (ADR 0015: times are measured by `npm run bench`, never asserted on a shared
    // machine); the query plans above are the deterministic guard, and the figures printed here are a report.
  });
  it("the total and the page's place (withTotal, ADR 0177): Metro's list with and without it; timings printed, not asserted", async () => {
    const metroAdmin = await as("metro@metro.test");
    const scope = [{ id: metro, name: "Metro", parentId: null }];
    /** SQLite's own time (D1 meta.duration) for a set of statements, median of 5 runs of all of them. */
    const sqlOf = async (queries: readonly { sql: string; binds: unknown[] }[]) => {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        let sum = 0;
        for (const q of queries)
          sum += (
            await env.DB.prepare(q.sql)
              .bind(...q.binds)
              .all()
          ).meta.duration;
        runs.push(sum);
      }
      return median(runs);
    };
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
    const lines: string[] = [
      `${"".padEnd(28)}${"call".padStart(10)}${"+total".padStart(10)} |${"sql".padStart(9)}${"+total".padStart(10)}${"total".padStart(8)}`,
    ];
    const plans: string[] = [];
    const row = async (label: string, path: string, query: CardListQuery) => {
      const without = await timed(path, metroAdmin.token);
      const withTotal = await timed(`${path}&withTotal=true`, metroAdmin.token);
      const reply = await call<{ total?: number; offset?: number }>("GET", `${path}&withTotal=true`, { token: metroAdmin.token });
      expect(withTotal.count).toBe(without.count);
      const position = cardPositionQueries(scope, query);
      const pageSql = await sqlOf(cardListQueries(scope, query));
      const positionSql = await sqlOf([...position.totals, ...position.before, ...position.backwards]);
      lines.push(
        `${label.padEnd(28)}${ms(without.ms)}${ms(withTotal.ms)} |${ms(pageSql).slice(1)}${ms(pageSql + positionSql)}${String(reply.body.total).padStart(8)}`,
      );
      for (const q of [...position.totals, ...position.before]) {
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
          .bind(...q.binds)
          .all<{ detail: string }>();
        plans.push(`${label}: ${results.map((r) => r.detail).join(" | ")}`);
      }
      return reply.body;
    };
    for (const [label, shape] of SHAPES) {
      await row(label, `/cards/business/${metro}/cards?${queryString(shape(metroTag))}`, {
        sort: "createdAt",
        order: "desc",
        ...shape(metroTag),
      });
    }
    // A deep page (the 41st by name): the cards before it are counted and the page before it is found too.
    let cursor: string | null = null;
    for (let page = 0; page < 40; page++) {
      const reply: { body: { nextCursor: string | null } } = await call(
        "GET",
        `/cards/business/${metro}/cards?limit=50&sort=holderName&order=asc${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { token: metroAdmin.token },
      );
      cursor = reply.body.nextCursor;
    }
    const deep = await row(
      "page 41 by name",
      `/cards/business/${metro}/cards?limit=50&sort=holderName&order=asc&cursor=${encodeURIComponent(cursor ?? "")}`,
      { limit: 50, sort: "holderName", order: "asc", cursor: cursor ?? undefined },
    );
    expect(deep.offset).toBe(2_000);
    console.info(`Card list without and with withTotal inside workerd (median of 5):\n${lines.join("\n")}`);
    console.info(`Count query plans:\n${plans.join("\n")}`);
  });

  it("card orders (newest first, searched by holder or id, withTotal): plans walk the business's index; timings printed, not asserted", async () => {
    const metroAdmin = await as("metro@metro.test");
    const scope = [{ id: metro, name: "Metro", parentId: null }];
    const orders = await env.DB.prepare("SELECT COUNT(*) AS n FROM card_orders WHERE business_id = ?").bind(metro).first<{ n: number }>();
    const lines = [`Metro: ${orders?.n} orders of 10,000 cards`];
    const plans: string[] = [];
    for (const [label, search] of [
      ["newest first", undefined],
      ["holder 'garcia'", "garcia"],
      ["holder 'garcia maria'", "garcia maria"],
      ["order id prefix", "ord_"],
      ["no match", "zzqqzz"],
    ] as const) {
      for (const cursor of [undefined, encodeCursor(["2026-06-01T00:00:00.000Z", "ord_x"])]) {
        const { page, position } = orderListQueries(scope, { limit: 50, search, cursor });
        for (const q of [...page, ...position.totals, ...position.before, ...position.backwards]) {
          const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
            .bind(...q.binds)
            .all<{ detail: string }>();
          const detail = results.map((r) => r.detail).join(" | ");
          plans.push(`${label}${cursor ? " (cursor)" : ""}: ${detail}`);
          expect(detail, label).toMatch(/SEARCH o USING (COVERING )?INDEX card_orders_business/);
          if (!q.sql.startsWith("SELECT COUNT")) expect(detail, label).not.toMatch(/TEMP B-TREE/);
          // The holders are read from the business's name index, never by scanning every card.
          if (search) expect(detail, label).not.toMatch(/SCAN c\b/);
        }
      }
      const path = `/businesses/${metro}/cardOrders?limit=50${search ? `&search=${encodeURIComponent(search)}` : ""}`;
      const without = await timed(path, metroAdmin.token);
      const withTotal = await timed(`${path}&withTotal=true`, metroAdmin.token);
      const reply = await call<{ total: number }>("GET", `${path}&withTotal=true`, { token: metroAdmin.token });
      lines.push(`${label.padEnd(24)} ${without.ms.toFixed(1)} ms | with total ${withTotal.ms.toFixed(1)} ms (${reply.body.total})`);
    }
    console.info(`Card order list at Metro inside workerd (median of 5):\n${lines.join("\n")}`);
    console.info(`Card order query plans:\n${plans.join("\n")}`);
  });
});
