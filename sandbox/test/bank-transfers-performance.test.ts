/**
 * The recipients list at 10,000 recipients (Metro; docs/decisions/0080-bank-transfer-sandbox.md):
 * every list query walks an index in its sort order (no full scan, no sort step) at any page depth,
 * which is what keeps 10,000 recipients as fast as 24. Timings are printed as a report, never
 * asserted (ADR 0015).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Recipient } from "#contract/entities";
import { encodeCursor } from "#sandbox/db/pagination";
import { type RecipientListQuery, recipientListQueries, recipientPositionQueries, transferListQueries } from "#sandbox/recipients/lists";
import { seed } from "#sandbox/seed";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call } from "./helpers";
import { as } from "./helpers/session";

const metro = BUSINESS_IDS.metro;
const harbor = BUSINESS_IDS.harbor;

beforeAll(async () => {
  await seed(env.DB, { metroCards: 20, metroRecipients: 10_000 });
  const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM recipients WHERE business_id = ?").bind(metro).first<{ n: number }>();
  expect(count?.n).toBe(10_000);
}, 180_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function plan(sql: string, binds: unknown[]): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join(" | ");
}

describe("recipients list at 10,000 recipients", () => {
  it("every sort, filter and search walks an index in order (no sort step)", async () => {
    const plans: string[] = [];
    for (const sort of ["createdAt", "name"] as const) {
      for (const order of ["asc", "desc"] as const) {
        for (const extra of [
          {},
          { intakeStatus: "verification_failed" },
          { search: "garcia" },
          { search: "maria garcia" },
          { intakeStatus: "awaiting_recipient", search: "zzqq" },
        ]) {
          const query: RecipientListQuery = { limit: 51, sort, order, ...extra };
          const cursor = encodeCursor(["m", "rcp_x"]);
          for (const q of [
            ...recipientListQueries([{ id: metro, name: "Metro", parentId: null }], query),
            ...recipientListQueries([{ id: metro, name: "Metro", parentId: null }], { ...query, cursor }),
          ]) {
            const detail = await plan(q.sql, q.binds);
            const label = `${sort} ${order} ${JSON.stringify(extra)}`;
            plans.push(`${label}: ${detail}`);
            expect(detail, label).not.toMatch(/TEMP B-TREE/);
            expect(detail, label).toMatch(/^SEARCH r USING (COVERING )?INDEX recipients_business/);
          }
        }
      }
    }
    console.info(`Recipient list query plans:\n${plans.join("\n")}`);
  });

  it("the total and the page's place (withTotal, ADR 0177) count on the business's index; timings printed, not asserted", async () => {
    const scope = [{ id: metro, name: "Metro", parentId: null }];
    const lines: string[] = [];
    for (const [label, extra] of [
      ["newest first", {}],
      ["by name", { sort: "name", order: "asc" }],
      ["failed", { intakeStatus: "verification_failed" }],
      ["search 'garcia maria'", { search: "garcia maria" }],
      ["search, no match", { search: "zzqqzz" }],
    ] as const) {
      const query: RecipientListQuery = { limit: 50, sort: "createdAt", order: "desc", ...extra, cursor: encodeCursor(["m", "rcp_x"]) };
      if (query.sort === "createdAt") query.cursor = encodeCursor(["2026-06-01T00:00:00.000Z", "rcp_x"]);
      const position = recipientPositionQueries(scope, query);
      let sql = 0;
      for (const q of [...position.totals, ...position.before, ...position.backwards]) {
        const detail = await plan(q.sql, q.binds);
        // An index that starts with the business id (an unfiltered count may take the narrowest, the e-mail's).
        expect(detail, label).toMatch(/^SEARCH r USING (COVERING )?INDEX \w+ \(business_id=/);
        if (!q.sql.startsWith("SELECT COUNT")) expect(detail, label).not.toMatch(/TEMP B-TREE/);
        sql += (
          await env.DB.prepare(q.sql)
            .bind(...q.binds)
            .all()
        ).meta.duration;
      }
      const reply = await call<{ total: number }>(
        "GET",
        `/bankTransfers/recipients?businessId=${metro}&limit=50&withTotal=true&${new URLSearchParams(extra as Record<string, string>)}`,
        { token: (await as("metro@metro.test")).token },
      );
      lines.push(`${label.padEnd(24)} counts + previous page ${sql} ms of SQL, total ${reply.body.total}`);
    }
    console.info(`Recipient list with withTotal at 10,000:\n${lines.join("\n")}`);
  });

  it("transfer lists walk an index newest first", async () => {
    for (const target of [{ businessIds: [metro] }, { businessIds: [metro], recipientId: "rcp_x" }, { recipientId: "rcp_x" }]) {
      for (const status of [undefined, "failed"]) {
        for (const q of transferListQueries(target, { limit: 51, status })) {
          const detail = await plan(q.sql, q.binds);
          expect(detail, JSON.stringify({ target, status })).not.toMatch(/TEMP B-TREE/);
          expect(detail, JSON.stringify({ target, status })).toMatch(/SEARCH t USING (COVERING )?INDEX transfers_/);
        }
      }
    }
  });

  it("pages answer alike at 10,000 (Metro) and 24 (Harbor), and deep pages like the first; timings printed, not asserted", async () => {
    const metroAdmin = await as("metro@metro.test");
    const harborAdmin = await as("admin@harbor.test");
    const timed = async (path: string, token: string) => {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const reply = await call<{ recipients: Recipient[] }>("GET", path, { token });
        times.push(performance.now() - started);
        expect(reply.status, path).toBe(200);
        count = reply.body.recipients.length;
      }
      return { ms: median(times), count };
    };
    const lines: string[] = [];
    for (const [label, query] of [
      ["newest first", "limit=50"],
      ["by name", "limit=50&sort=name&order=asc"],
      ["failed, by name", "limit=50&intakeStatus=verification_failed&sort=name"],
      ["search 'garcia'", "limit=50&search=garcia"],
      ["search, no match", "limit=50&search=zzqqzz"],
    ] as const) {
      const m = await timed(`/bankTransfers/recipients?businessId=${metro}&${query}`, metroAdmin.token);
      const h = await timed(`/bankTransfers/recipients?businessId=${harbor}&${query}`, harborAdmin.token);
      lines.push(`${label.padEnd(20)} metro ${m.ms.toFixed(1)} ms (${m.count}) | harbor ${h.ms.toFixed(1)} ms (${h.count})`);
    }
    let cursor: string | null = null;
    const pageTimes: number[] = [];
    const seen = new Set<string>();
    for (let page = 0; page < 40; page++) {
      const started = performance.now();
      const reply: { body: { recipients: Recipient[]; nextCursor: string | null } } = await call(
        "GET",
        `/bankTransfers/recipients?businessId=${metro}&limit=50&sort=name&order=asc${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { token: metroAdmin.token },
      );
      pageTimes.push(performance.now() - started);
      for (const r of reply.body.recipients) seen.add(r.id);
      cursor = reply.body.nextCursor;
    }
    expect(seen.size).toBe(2_000);
    lines.push(
      `pages 1-5 vs 36-40 by name: ${median(pageTimes.slice(0, 5)).toFixed(1)} ms vs ${median(pageTimes.slice(35)).toFixed(1)} ms`,
    );
    console.info(`Recipient list timings inside workerd (median of 5):\n${lines.join("\n")}`);
  });
});
