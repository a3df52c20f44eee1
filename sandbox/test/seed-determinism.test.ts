import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "#sandbox/crypto";
import { resetAndSeed } from "#sandbox/seed";

/**
 * The seed is deterministic. Apart from seed.test.ts, whose full demo data (10,000 Metro cards) the first
 * reset here would delete row by row: this file starts from an empty, migrated database (ADR 0253).
 */
const values = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string | number }>()).results.map((r) => r.v);

describe("determinism", () => {
  async function fingerprint(): Promise<string> {
    const rows = await env.DB.prepare(
      `SELECT (SELECT group_concat(id || ':' || balance_cents || ':' || status, ',') FROM (SELECT * FROM cards ORDER BY id)) AS cards,
              (SELECT group_concat(id || ':' || requested_cents || ':' || created_at, ',') FROM (SELECT * FROM transactions ORDER BY id)) AS txns,
              (SELECT group_concat(id || ':' || name || ':' || intake_status, ',') FROM (SELECT * FROM recipients ORDER BY id)) AS recipients,
              (SELECT group_concat(link, ',') FROM (SELECT link FROM mailbox ORDER BY id)) AS links`,
    ).first<Record<string, string>>();
    return sha256Hex(JSON.stringify(rows));
  }

  it("the same seed gives the same data", async () => {
    await resetAndSeed(env.DB, { metroCards: 50 });
    const first = await fingerprint();
    await resetAndSeed(env.DB, { metroCards: 50 });
    expect(await fingerprint()).toBe(first);
    // Two whole seeds: a busy machine needs more than the default minute.
  }, 180_000);

  it("Harbor and Unity do not depend on Metro's size", async () => {
    const harbor = async () =>
      (await values("SELECT id || balance_cents AS v FROM cards WHERE business_id IN ('biz_harbor', 'biz_unity_family') ORDER BY id")).join(
        ",",
      );
    await resetAndSeed(env.DB, { metroCards: 10 });
    const small = await harbor();
    await resetAndSeed(env.DB, { metroCards: 60 });
    expect(await harbor()).toBe(small);
  });
});
