/**
 * Before each sandbox test file: the helpers' memory of the last file dropped, both databases emptied, then
 * the sandbox's migrated. The files share one workerd and its module cache (`isolate: false`,
 * docs/decisions/0253-sandbox-tests-share-one-runtime.md), so a file starts from the empty, migrated
 * database it had when each file had a runtime of its own.
 */
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetPickedCards } from "./cards-helpers";
import { forgetSessions } from "./helpers/session";

/**
 * Drops every trigger, view and table, each table after every table that refers to it (SQLite needs a
 * foreign key's parent to exist while the child is dropped).
 */
async function empty(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ type: "table" | "view" | "trigger"; name: string }>();
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const tables = results.filter((r) => r.type === "table").map((r) => r.name);
  // Every table's foreign keys in one query.
  const { results: keys } = await db
    .prepare(
      "SELECT m.name AS child, k.\"table\" AS parent FROM sqlite_master AS m JOIN pragma_foreign_key_list(m.name) AS k WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%'",
    )
    .all<{ child: string; parent: string }>();
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of keys) if (parent !== child) parents.get(child)?.add(parent);
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const leaves = [...left].filter((t) => ![...left].some((other) => parents.get(other)?.has(t)));
    if (leaves.length === 0) throw new Error(`foreign keys in a cycle: ${[...left].join(", ")}`);
    for (const leaf of leaves) {
      order.push(leaf);
      left.delete(leaf);
    }
  }
  const drops = [
    ...results.filter((r) => r.type === "trigger").map((r) => `DROP TRIGGER IF EXISTS ${quoted(r.name)}`),
    ...results.filter((r) => r.type === "view").map((r) => `DROP VIEW IF EXISTS ${quoted(r.name)}`),
    ...order.map((table) => `DROP TABLE IF EXISTS ${quoted(table)}`),
  ];
  if (drops.length > 0) await db.batch(drops.map((sql) => db.prepare(sql)));
}

// What the test helpers remember for a file.
forgetSessions();
forgetPickedCards();
await empty(env.DB);
await empty(env.APP_DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
