import type { CellError, ImportKind, RowCells, RowErrors } from "./kinds";

/**
 * The app's import storage in D1 (migrations/0001_imports.sql, docs/decisions/0170-bulk-imports.md).
 * Every read names the business as well as the import, so an id of another business finds nothing.
 */

export const IMPORT_STATUSES = ["preview", "queued", "running", "paused", "done", "refused"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What a money import takes from each funding account: rows and cents by business id. */
export type FundingParts = Record<string, { rows: number; totalCents: number }>;

export type RowOutcome = "applied" | "refused" | "notApplied";

export type ImportRecord = {
  id: string;
  businessId: string;
  kind: ImportKind;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  errorCount: number;
  totalCents: number;
  funding: FundingParts | null;
  createdBy: string;
  createdAt: string;
  confirmedBy: string | null;
  confirmedByName: string | null;
  confirmedAt: string | null;
  finishedAt: string | null;
  appliedCount: number;
  refusedCount: number;
  refusal: string | null;
  runs: number;
};

type ImportDbRow = {
  id: string;
  business_id: string;
  kind: ImportKind;
  status: ImportStatus;
  file_name: string;
  row_count: number;
  error_count: number;
  total_cents: number;
  funding: string | null;
  created_by: string;
  created_at: string;
  confirmed_by: string | null;
  confirmed_by_name: string | null;
  confirmed_at: string | null;
  finished_at: string | null;
  applied_count: number;
  refused_count: number;
  refusal: string | null;
  runs: number;
};

const record = (r: ImportDbRow): ImportRecord => ({
  id: r.id,
  businessId: r.business_id,
  kind: r.kind,
  status: r.status,
  fileName: r.file_name,
  rowCount: r.row_count,
  errorCount: r.error_count,
  totalCents: r.total_cents,
  funding: r.funding ? (JSON.parse(r.funding) as FundingParts) : null,
  createdBy: r.created_by,
  createdAt: r.created_at,
  confirmedBy: r.confirmed_by,
  confirmedByName: r.confirmed_by_name,
  confirmedAt: r.confirmed_at,
  finishedAt: r.finished_at,
  appliedCount: r.applied_count,
  refusedCount: r.refused_count,
  refusal: r.refusal,
  runs: r.runs,
});

export type StoredRow = {
  row: number;
  cells: RowCells;
  errors: RowErrors | null;
  outcome: RowOutcome | null;
  providerId: string | null;
  message: string | null;
};

type RowDbRow = {
  row_number: number;
  cells: string;
  errors: string | null;
  outcome: RowOutcome | null;
  provider_id: string | null;
  message: string | null;
};

const storedRow = (r: RowDbRow): StoredRow => ({
  row: r.row_number,
  cells: JSON.parse(r.cells) as RowCells,
  errors: r.errors ? (JSON.parse(r.errors) as Record<string, CellError>) : null,
  outcome: r.outcome,
  providerId: r.provider_id,
  message: r.message,
});

/** D1 binds at most 100 values per statement: rows go in groups of 25 (4 values each). */
const ROWS_PER_INSERT = 25;

export type NewImport = {
  id: string;
  businessId: string;
  kind: ImportKind;
  fileName: string;
  createdBy: string;
  createdAt: string;
  totalCents: number;
  funding: FundingParts | null;
  rows: readonly { row: number; cells: RowCells; errors: RowErrors | null }[];
};

/** Stores a checked file as an import in preview, in one batch (all its rows or nothing). */
export async function createImport(db: D1Database, input: NewImport): Promise<void> {
  const errorCount = input.rows.filter((r) => r.errors).length;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        "INSERT INTO imports (id, business_id, kind, status, file_name, row_count, error_count, total_cents, funding, created_by, created_at) VALUES (?, ?, ?, 'preview', ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        input.id,
        input.businessId,
        input.kind,
        input.fileName,
        input.rows.length,
        errorCount,
        input.totalCents,
        input.funding ? JSON.stringify(input.funding) : null,
        input.createdBy,
        input.createdAt,
      ),
  ];
  for (let i = 0; i < input.rows.length; i += ROWS_PER_INSERT) {
    const group = input.rows.slice(i, i + ROWS_PER_INSERT);
    statements.push(
      db
        .prepare(
          `INSERT INTO import_rows (import_id, row_number, cells, errors, outcome) VALUES ${group.map(() => "(?, ?, ?, ?, NULL)").join(", ")}`,
        )
        .bind(...group.flatMap((r) => [input.id, r.row, JSON.stringify(r.cells), r.errors ? JSON.stringify(r.errors) : null])),
    );
  }
  await db.batch(statements);
}

export async function getImport(db: D1Database, businessId: string, importId: string): Promise<ImportRecord | null> {
  const row = await db.prepare("SELECT * FROM imports WHERE id = ? AND business_id = ?").bind(importId, businessId).first<ImportDbRow>();
  return row ? record(row) : null;
}

/** The job's read: by id alone (the job was started for this import by someone who could). */
export async function getImportById(db: D1Database, importId: string): Promise<ImportRecord | null> {
  const row = await db.prepare("SELECT * FROM imports WHERE id = ?").bind(importId).first<ImportDbRow>();
  return row ? record(row) : null;
}

/** The business's confirmed imports, newest first (previews never confirmed are not history). */
export async function listImports(db: D1Database, businessId: string, kinds: readonly ImportKind[], limit = 50): Promise<ImportRecord[]> {
  if (!kinds.length) return [];
  const { results } = await db
    .prepare(
      `SELECT * FROM imports WHERE business_id = ? AND status != 'preview' AND kind IN (${kinds.map(() => "?").join(", ")}) ORDER BY confirmed_at DESC LIMIT ?`,
    )
    .bind(businessId, ...kinds, limit)
    .all<ImportDbRow>();
  return results.map(record);
}

/** Rows in file order from `afterRow` on; `errorsOnly` for the preview's list of problems. */
export async function readRows(
  db: D1Database,
  importId: string,
  options: { afterRow?: number; limit: number; errorsOnly?: boolean; pendingOnly?: boolean; refusedOnly?: boolean },
): Promise<StoredRow[]> {
  const where = [
    "import_id = ?",
    "row_number > ?",
    ...(options.errorsOnly ? ["errors IS NOT NULL"] : []),
    ...(options.pendingOnly ? ["outcome IS NULL"] : []),
    ...(options.refusedOnly ? ["outcome IN ('refused', 'notApplied')"] : []),
  ];
  const { results } = await db
    .prepare(
      `SELECT row_number, cells, errors, outcome, provider_id, message FROM import_rows WHERE ${where.join(" AND ")} ORDER BY row_number LIMIT ?`,
    )
    .bind(importId, options.afterRow ?? 0, options.limit)
    .all<RowDbRow>();
  return results.map(storedRow);
}

/**
 * The confirm: moves a preview without errors to queued, once. Two confirms of the same preview (a
 * double click, two tabs) race here and exactly one wins; the loser is told it is already confirmed.
 */
export async function claimConfirm(db: D1Database, importId: string, by: { id: string; name: string }, now: string): Promise<boolean> {
  const result = await db
    .prepare(
      "UPDATE imports SET status = 'queued', confirmed_by = ?, confirmed_by_name = ?, confirmed_at = ?, runs = runs + 1 WHERE id = ? AND status = 'preview' AND error_count = 0",
    )
    .bind(by.id, by.name, now, importId)
    .run();
  return result.meta.changes === 1;
}

/** A paused import continued by a person with the permission: queued again for a new run. */
export async function claimResume(db: D1Database, importId: string): Promise<number | null> {
  const row = await db
    .prepare("UPDATE imports SET status = 'queued', runs = runs + 1, refusal = NULL WHERE id = ? AND status = 'paused' RETURNING runs")
    .bind(importId)
    .first<{ runs: number }>();
  return row?.runs ?? null;
}

export async function setStatus(db: D1Database, importId: string, status: ImportStatus, from: readonly ImportStatus[]): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE imports SET status = ? WHERE id = ? AND status IN (${from.map(() => "?").join(", ")})`)
    .bind(status, importId, ...from)
    .run();
  return result.meta.changes === 1;
}

export type Decided = { row: number; outcome: RowOutcome; providerId: string | null; message: string | null; maskedCells?: RowCells };

/**
 * Writes the outcome of rows; a row already decided keeps its first outcome (a retried step writes nothing
 * new). One statement for the whole group, its rows as one JSON value (ADR 0252): D1 takes at most 100
 * bound values per statement, and a statement per row cost the job a D1 statement per row.
 */
export async function recordOutcomes(db: D1Database, importId: string, decided: readonly Decided[]): Promise<void> {
  if (!decided.length) return;
  const rows = decided.map((d) => ({
    row: d.row,
    outcome: d.outcome,
    providerId: d.providerId,
    message: d.message,
    cells: d.maskedCells ? JSON.stringify(d.maskedCells) : null,
  }));
  await db
    .prepare(
      `UPDATE import_rows
          SET (outcome, provider_id, message, cells) = (
                SELECT json_extract(d.value, '$.outcome'), json_extract(d.value, '$.providerId'), json_extract(d.value, '$.message'),
                       COALESCE(json_extract(d.value, '$.cells'), import_rows.cells)
                  FROM json_each(?2) AS d WHERE json_extract(d.value, '$.row') = import_rows.row_number)
        WHERE import_id = ?1 AND row_number IN (SELECT json_extract(value, '$.row') FROM json_each(?2)) AND outcome IS NULL`,
    )
    .bind(importId, JSON.stringify(rows))
    .run();
}

export type ImportCounts = { applied: number; refused: number; notApplied: number; pending: number };

export async function countOutcomes(db: D1Database, importId: string): Promise<ImportCounts> {
  const { results } = await db
    .prepare("SELECT outcome, COUNT(*) AS n FROM import_rows WHERE import_id = ? GROUP BY outcome")
    .bind(importId)
    .all<{ outcome: RowOutcome | null; n: number }>();
  const counts: ImportCounts = { applied: 0, refused: 0, notApplied: 0, pending: 0 };
  for (const r of results) counts[r.outcome ?? "pending"] = r.n;
  return counts;
}

/** Ends an import: its counts, its end time, and why nothing was applied when the batch was refused. */
export async function finishImport(
  db: D1Database,
  importId: string,
  status: "done" | "refused" | "paused",
  now: string,
  refusal: string | null = null,
): Promise<void> {
  const counts = await countOutcomes(db, importId);
  await db
    .prepare(
      "UPDATE imports SET status = ?, finished_at = ?, applied_count = ?, refused_count = ?, refusal = COALESCE(?, refusal) WHERE id = ? AND status IN ('queued', 'running')",
    )
    .bind(status, status === "paused" ? null : now, counts.applied, counts.refused, refusal, importId)
    .run();
}

/** Deletes a preview (replaced by a new upload): never a confirmed import, which is history. */
export async function discardPreview(db: D1Database, businessId: string, importId: string): Promise<void> {
  await db.batch([
    db
      .prepare("DELETE FROM import_rows WHERE import_id = (SELECT id FROM imports WHERE id = ? AND business_id = ? AND status = 'preview')")
      .bind(importId, businessId),
    db.prepare("DELETE FROM imports WHERE id = ? AND business_id = ? AND status = 'preview'").bind(importId, businessId),
  ]);
}
