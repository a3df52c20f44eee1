/**
 * The business-wide money histories (issue 38 item 1, docs/decisions/0220): the load history and the
 * transfers of a business are searched and filtered on the provider, say with `withTotal` how many
 * items match and the sum of their amounts, page both ways, and walk an index in order at any depth.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Load, Transfer } from "#contract/entities";
import { loadListQueries } from "#sandbox/cards/lists";
import { encodeCursor } from "#sandbox/db/pagination";
import { transferPositionQueries } from "#sandbox/recipients/lists";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";
import { expectWalksBothWays } from "./list-position";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
type Counted<K extends string, T> = { [P in K]: T[] } & {
  nextCursor: string | null;
  total?: number;
  totalCents?: number;
  offset?: number;
};

async function everything<T>(key: string, path: string, token: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const url: string = cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
    const reply = await call<Counted<string, T>>("GET", url, { token });
    expect(reply.status, url).toBe(200);
    items.push(...(reply.body[key] as T[]));
    cursor = reply.body.nextCursor;
  } while (cursor);
  return items;
}

const sum = (items: ReadonlyArray<{ amountCents: number }>) => items.reduce((acc, i) => acc + i.amountCents, 0);

async function plan(sql: string, binds: unknown[]): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join(" | ");
}

describe("business load history", () => {
  it("withTotal counts every load and sums their amounts (withdrawals negative); without it neither is sent", async () => {
    const { token } = await as("admin@harbor.test");
    const all = await everything<Load>("loads", `/businesses/${harbor}/loadHistory?limit=200`, token);
    expect(all.length).toBeGreaterThan(5);
    const counted = await call<Counted<"loads", Load>>("GET", `/businesses/${harbor}/loadHistory?limit=5&withTotal=true`, { token });
    expect(counted.status).toBe(200);
    expect(counted.body.total).toBe(all.length);
    expect(counted.body.totalCents).toBe(sum(all));
    const plain = await call<Counted<"loads", Load>>("GET", `/businesses/${harbor}/loadHistory?limit=5`, { token });
    expect(plain.body.total).toBeUndefined();
    expect(plain.body.totalCents).toBeUndefined();
    await expectWalksBothWays(`/businesses/${harbor}/loadHistory?withTotal=true&limit=4`, "loads", token, 4, all.length);
  });

  it("filters by source and dates and searches the holder's name in any word order or the card's last digits", async () => {
    const { token } = await as("admin@harbor.test");
    const all = await everything<Load>("loads", `/businesses/${harbor}/loadHistory?limit=200`, token);
    const source = all.find((l) => l.source !== "funding_account")?.source ?? "funding_account";
    const bySource = await call<Counted<"loads", Load>>(
      "GET",
      `/businesses/${harbor}/loadHistory?source=${source}&withTotal=true&limit=200`,
      {
        token,
      },
    );
    const expected = all.filter((l) => l.source === source);
    expect(bySource.body.loads.map((l) => l.id)).toEqual(expected.map((l) => l.id));
    expect(bySource.body.totalCents).toBe(sum(expected));

    const holder = all[0]!;
    const [first, ...rest] = holder.holderName.split(" ");
    const reversed = [...rest, first].join(" ").toLowerCase();
    const byName = await everything<Load>(
      "loads",
      `/businesses/${harbor}/loadHistory?limit=200&search=${encodeURIComponent(reversed)}`,
      token,
    );
    expect(byName.map((l) => l.id)).toEqual(all.filter((l) => l.holderName === holder.holderName).map((l) => l.id));

    const digits = holder.cardLast6.slice(-4);
    const byDigits = await everything<Load>("loads", `/businesses/${harbor}/loadHistory?limit=200&search=${digits}`, token);
    expect(byDigits.length).toBeGreaterThan(0);
    expect(byDigits.every((l) => l.cardLast6.endsWith(digits))).toBe(true);

    const day = holder.createdAt.slice(0, 10);
    const oneDay = await everything<Load>("loads", `/businesses/${harbor}/loadHistory?limit=200&from=${day}&to=${day}`, token);
    expect(oneDay.map((l) => l.id)).toEqual(all.filter((l) => l.createdAt.slice(0, 10) === day).map((l) => l.id));

    const none = await call<Counted<"loads", Load>>("GET", `/businesses/${harbor}/loadHistory?search=zzqqzz&withTotal=true`, { token });
    expect(none.body).toMatchObject({ loads: [], total: 0, totalCents: 0 });
  });

  it("every page, count and sum query walks the business's load index in order (no sort step)", async () => {
    const cursor = encodeCursor(["2026-06-01T00:00:00.000Z", "lod_x"]);
    for (const extra of [{}, { source: "autoload" }, { search: "maria" }, { from: "2026-01-01", to: "2026-06-30" }]) {
      const { page, position, sums } = loadListQueries({ businessIds: [harbor] }, { limit: 51, cursor, ...extra });
      for (const q of [...page, ...position.totals, ...position.before, ...position.backwards, ...sums]) {
        const detail = await plan(q.sql, q.binds);
        expect(detail, JSON.stringify(extra)).not.toMatch(/TEMP B-TREE|SCAN l\b/);
        expect(detail, JSON.stringify(extra)).toMatch(/SEARCH l USING (COVERING )?INDEX loads_business/);
      }
    }
  });
});

describe("business transfers", () => {
  it("withTotal counts and sums every transfer; status, speed, dates and the recipient's name narrow both", async () => {
    const { token } = await as("admin@harbor.test");
    const all = await everything<Transfer>("transfers", `/bankTransfers/transfers?businessId=${harbor}&limit=200`, token);
    expect(all.length).toBeGreaterThan(2);
    const counted = await call<Counted<"transfers", Transfer>>(
      "GET",
      `/bankTransfers/transfers?businessId=${harbor}&limit=2&withTotal=true`,
      {
        token,
      },
    );
    expect(counted.body.total).toBe(all.length);
    expect(counted.body.totalCents).toBe(sum(all));
    await expectWalksBothWays(`/bankTransfers/transfers?businessId=${harbor}&withTotal=true&limit=3`, "transfers", token, 3, all.length);

    const sample = all[0]!;
    for (const [query, keep] of [
      [`status=${sample.status}`, (t: Transfer) => t.status === sample.status],
      [`speed=${sample.speed}`, (t: Transfer) => t.speed === sample.speed],
      [
        `from=${sample.createdAt.slice(0, 10)}&to=${sample.createdAt.slice(0, 10)}`,
        (t: Transfer) => t.createdAt.slice(0, 10) === sample.createdAt.slice(0, 10),
      ],
      [
        `search=${encodeURIComponent(sample.recipientName.split(" ").reverse().join(" ").toUpperCase())}`,
        (t: Transfer) => t.recipientName === sample.recipientName,
      ],
    ] as const) {
      const reply = await call<Counted<"transfers", Transfer>>(
        "GET",
        `/bankTransfers/transfers?businessId=${harbor}&limit=200&withTotal=true&${query}`,
        {
          token,
        },
      );
      const expected = all.filter(keep);
      expect(
        reply.body.transfers.map((t) => t.id),
        query,
      ).toEqual(expected.map((t) => t.id));
      expect(reply.body.total, query).toBe(expected.length);
      expect(reply.body.totalCents, query).toBe(sum(expected));
    }
  });

  it("every count and sum query walks the business's transfer index (no sort step)", async () => {
    const cursor = encodeCursor(["2026-06-01T00:00:00.000Z", "trf_x"]);
    for (const extra of [{}, { status: "failed" }, { search: "garcia" }, { speed: "instant", from: "2026-01-01" }]) {
      const position = transferPositionQueries({ businessIds: [harbor] }, { limit: 51, cursor, ...extra });
      for (const q of [...position.totals, ...position.before, ...position.backwards, ...position.sums]) {
        const detail = await plan(q.sql, q.binds);
        expect(detail, JSON.stringify(extra)).not.toMatch(/TEMP B-TREE|SCAN t\b/);
        expect(detail, JSON.stringify(extra)).toMatch(/SEARCH t USING (COVERING )?INDEX transfers_business/);
      }
    }
  });
});
