import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createImport, readRows, recordOutcomes } from "#app/imports/store.server";
import { countingD1 } from "./helpers/counting-d1";

/**
 * The import job's own writes (docs/decisions/0252-import-within-a-minute.md): a group of decided rows is
 * one statement, whatever its size, which keeps each row's first outcome and walks the primary key.
 */

beforeAll(async () => {
  await applyD1Migrations(env.APP_DB, env.APP_MIGRATIONS);
});

async function pendingImport(rows: number): Promise<string> {
  const id = crypto.randomUUID();
  await createImport(env.APP_DB, {
    id,
    businessId: "biz_harbor",
    kind: "recipients",
    fileName: "recipients.csv",
    createdBy: "usr_test",
    createdAt: new Date().toISOString(),
    totalCents: 0,
    funding: null,
    rows: Array.from({ length: rows }, (_, i) => ({
      row: i + 2,
      cells: { name: `Row ${i}`, accountNumber: "000123456789" },
      errors: null,
    })),
  });
  return id;
}

describe("recordOutcomes", () => {
  it("writes a group of 50 outcomes in one statement; a row already decided keeps its first outcome", async () => {
    const id = await pendingImport(60);
    const counting = countingD1(env.APP_DB);
    const decided = Array.from({ length: 50 }, (_, i) => ({
      row: i + 2,
      outcome: i % 10 === 3 ? ("refused" as const) : ("applied" as const),
      providerId: i % 10 === 3 ? null : `rcp_${i}`,
      message: i % 10 === 3 ? "emailInUse" : null,
      ...(i % 2 === 0 ? { maskedCells: { name: `Row ${i}`, accountNumber: "••••6789" } } : {}),
    }));
    await recordOutcomes(counting.db, id, decided);
    expect(counting.trips).toHaveLength(1);
    expect(counting.statements()).toBe(1);

    // The same rows decided again (a retried step) change nothing; a pending row is written.
    await recordOutcomes(env.APP_DB, id, [
      { row: 2, outcome: "refused", providerId: null, message: "refused" },
      { row: 52, outcome: "applied", providerId: "rcp_late", message: null },
    ]);
    const rows = await readRows(env.APP_DB, id, { limit: 100 });
    expect(rows[0]).toMatchObject({ row: 2, outcome: "applied", providerId: "rcp_0", message: null, cells: { accountNumber: "••••6789" } });
    expect(rows[1]).toMatchObject({ row: 3, outcome: "applied", providerId: "rcp_1", cells: { accountNumber: "000123456789" } });
    expect(rows[3]).toMatchObject({ row: 5, outcome: "refused", providerId: null, message: "emailInUse" });
    expect(rows[50]).toMatchObject({ row: 52, outcome: "applied", providerId: "rcp_late" });
    expect(rows.filter((r) => r.outcome === null).map((r) => r.row)).toEqual([53, 54, 55, 56, 57, 58, 59, 60, 61]);
  });

  it("finds each row by the primary key, not by scanning the import's rows", async () => {
    const counting = countingD1(env.APP_DB);
    await recordOutcomes(counting.db, await pendingImport(1), [{ row: 2, outcome: "applied", providerId: "rcp_x", message: null }]);
    const { results } = await env.APP_DB.prepare(`EXPLAIN QUERY PLAN ${counting.trips[0]?.sql[0] ?? ""}`)
      .bind("x", "[]")
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join(" | ");
    // A key lookup per row of the group (import, [pending,] row number), never a walk of the import's rows.
    expect(plan).toMatch(/^SEARCH import_rows USING (COVERING )?INDEX \w+ \(import_id=\? AND (outcome=\? AND )?row_number=\?\)/);
  });
});
