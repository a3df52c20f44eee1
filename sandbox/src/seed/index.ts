/**
 * Seeding (docs/decisions/0023-deterministic-seed.md): `seed()` writes the demo data into an empty
 * database; `resetAndSeed()` wipes every table first (POST /_sandbox/reset); `ensureSeeded()` seeds
 * an empty database on the first request, guarded by a `meta` row so concurrent first requests do
 * not seed twice.
 */
import { hashPassword } from "#sandbox/auth/passwords";
import { iso } from "#sandbox/clock";
import { sha256Hex } from "#sandbox/crypto";
import { SEED_KEY } from "#sandbox/db/meta";
import { DemoData, type SeedOptions } from "./demo";
import { DEMO_PASSWORD, SEED_CARDHOLDERS, SEED_USERS } from "./personas";
import { SeedWriter } from "./sql";

export type { SeedOptions };

/** Every table the seed writes, parents first. */
export const SEED_TABLE_ORDER = [
  "clock",
  "businesses",
  "users",
  "cardholders",
  "credentials",
  "memberships",
  "business_settings",
  "custom_field_options",
  "onboarding_applications",
  "onboarding_persons",
  "link_tokens",
  "funding_accounts",
  "funding_deposits",
  "cards",
  "tags",
  "card_tags",
  "card_orders",
  "card_order_items",
  "autoloads",
  "autoload_members",
  "loads",
  "transactions",
  "spend_rules",
  "card_spend_rules",
  "notes",
  "metadata",
  "recipients",
  "bank_accounts",
  "transfers",
  "activities",
  "mailbox",
] as const;

/** Tables a reset keeps: the migrations ledger and the signing keys (tokens stay verifiable). */
const KEEP = new Set(["d1_migrations", "signing_keys"]);

export type SeedReport = { seededInMs: number; counts: Record<string, number> };

/** A seeding run older than this is considered dead and may be taken over. */
const STALE_SEEDING_MS = 5 * 60_000;

async function setSeedState(db: D1Database, value: "seeding" | "ready"): Promise<void> {
  await db
    .prepare(
      "INSERT INTO meta (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
    )
    .bind(SEED_KEY, value, iso(Date.now()))
    .run();
}

/** Writes the demo data into empty tables. */
export async function seed(db: D1Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const writer = new SeedWriter(SEED_TABLE_ORDER);
  const demo = new DemoData(writer, options);
  demo.build();
  await demo.writeLinks(sha256Hex);
  const accounts = [
    ...SEED_USERS.map((u) => ({ realm: "business" as const, id: u.id })),
    ...SEED_CARDHOLDERS.map((c) => ({ realm: "cardholder" as const, id: c.id })),
  ];
  // One hash of the public demo password for every demo account: hashing each at the full cost (ADR 0201)
  // would make every seed seconds slower, and the password is the same published one anyway.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const hashes = accounts.map(() => demoHash);
  accounts.forEach((account, i) => {
    const hash = hashes[i];
    if (!hash) return;
    writer.insert("credentials", {
      realm: account.realm,
      subject_id: account.id,
      algorithm: hash.algorithm,
      iterations: hash.iterations,
      salt: hash.salt,
      hash: hash.hash,
      updated_at: "2025-10-01T12:00:00.000Z",
    });
  });
  await writer.execute(db);
  await setSeedState(db, "ready");
  return { seededInMs: Math.round(performance.now() - started), counts: writer.counts() };
}

/** Deletes every row of every table except the migrations ledger and the signing keys. */
export async function wipe(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'")
    .all<{ name: string }>();
  const tables = results.map((r) => r.name).filter((name) => !KEEP.has(name) && /^[a-z_][a-z0-9_]*$/.test(name));
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = ON"), ...tables.map((name) => db.prepare(`DELETE FROM ${name}`))]);
}

export async function resetAndSeed(db: D1Database, options: SeedOptions = {}): Promise<SeedReport> {
  await wipe(db);
  await setSeedState(db, "seeding");
  return seed(db, options);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Seeds an empty database once. The first request claims the `meta` row; concurrent requests wait
 * for it to finish. A claim left behind by a crashed run is taken over after five minutes.
 */
export async function ensureSeeded(db: D1Database, options: SeedOptions = {}): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const row = await db
      .prepare("SELECT value, updated_at FROM meta WHERE key = ?")
      .bind(SEED_KEY)
      .first<{ value: string; updated_at: string }>();
    if (row?.value === "ready") return;
    if (!row) {
      const claim = await db
        .prepare("INSERT INTO meta (key, value, updated_at) VALUES (?, 'seeding', ?) ON CONFLICT (key) DO NOTHING")
        .bind(SEED_KEY, iso(Date.now()))
        .run();
      if (claim.meta.changes === 1) {
        await seed(db, options);
        return;
      }
      continue;
    }
    if (Date.now() - Date.parse(row.updated_at) > STALE_SEEDING_MS) {
      const takeover = await db
        .prepare("UPDATE meta SET updated_at = ? WHERE key = ? AND value = 'seeding' AND updated_at = ?")
        .bind(iso(Date.now()), SEED_KEY, row.updated_at)
        .run();
      if (takeover.meta.changes === 1) {
        await resetAndSeed(db, options);
        return;
      }
    }
    if (attempt > 600) throw new Error("Timed out waiting for the sandbox seed");
    await sleep(250);
  }
}
