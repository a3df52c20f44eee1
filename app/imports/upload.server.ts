import type { ProviderClient } from "#app/provider/client.server";
import { MAX_IMPORT_BYTES, parseCsv } from "#domain/csv-import";
import { fundingTotals, payeeIndex } from "./checks.server";
import { cellsByColumn, IMPORTS, type ImportKind, matchHeader, moneyLine, type RowCells, type RowErrors, validateRow } from "./kinds";
import { createImport, discardPreview, type FundingParts, type ImportRecord, readRows } from "./store.server";

/**
 * An uploaded file, checked and stored as an import in preview (issue 20 item 1): the file is read
 * (domain/csv-import), its header matched to the kind's columns, every row checked with the single-item
 * form's rules, then against the provider's data where a rule needs it (a card of this business, not
 * closed; a recipient of this business with a verified bank account). Nothing is sent to the provider
 * that changes anything.
 */

/** Why an upload is refused as a whole (imports.file messages). */
export type UploadProblem =
  | { problem: "noFile" | "empty" | "tooLarge" | "tooManyRows" | "spreadsheetFile" | "notText" }
  | { problem: "unclosedQuote" | "textAfterQuote"; row: number }
  | { problem: "missingColumns"; columns: string[] };

/** Room for the form's other fields and the multipart framing around the largest file. */
const REQUEST_MAX_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

/** Whether a request announces a body too large to hold an allowed file (refused before reading it). */
export function uploadTooLarge(request: Request): boolean {
  const length = Number(request.headers.get("Content-Length"));
  return Number.isFinite(length) && length > REQUEST_MAX_BYTES;
}

/** A file name as the imports list shows it: letters of any script, digits and a few marks, at most 120. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .trim()
    .slice(-120);
  return cleaned || "import.csv";
}

export type PreparedRow = { row: number; cells: RowCells; errors: RowErrors | null };

/**
 * Checks across rows or with the provider's data: e-mails given twice in a recipients file; the payee of
 * each row of a money import (the card loaded, the recipient paid), and the file's total per funding account.
 */
async function crossCheck(
  kind: ImportKind,
  rows: PreparedRow[],
  provider: ProviderClient,
  businessId: string,
): Promise<{ totalCents: number; funding: FundingParts | null }> {
  if (kind === "recipients") {
    const seen = new Set<string>();
    for (const row of rows) {
      const email = row.cells.email?.trim().toLowerCase();
      if (!email) continue;
      if (seen.has(email) && !row.errors?.email) row.errors = { ...row.errors, email: "duplicateEmail" };
      seen.add(email);
    }
    return { totalCents: 0, funding: null };
  }
  // Card orders: each row is checked by its schema alone (the provider checks the rest, row by row).
  const column = IMPORTS[kind].payee;
  if (!column) return { totalCents: 0, funding: null };
  const index = await payeeIndex(provider, kind, businessId);
  const notFound = kind === "payments" ? "recipientNotFound" : "cardNotFound";
  for (const row of rows) {
    if (row.errors) continue;
    const parsed = validateRow(kind, row.cells);
    const line = parsed.ok ? moneyLine(kind, parsed.value) : null;
    if (!line) continue;
    const payee = index.get(line.payee);
    if (!payee) row.errors = { [column]: notFound };
    else if (payee.problem) row.errors = { [column]: payee.problem };
  }
  const totals = fundingTotals(
    kind,
    rows.filter((row) => !row.errors),
    index,
  );
  let totalCents = 0;
  const funding: FundingParts = {};
  for (const [id, part] of totals) {
    funding[id] = part;
    totalCents += part.totalCents;
  }
  return { totalCents, funding };
}

/** Reads, checks and stores an upload; answers the new preview's id or why the file was refused. */
export async function prepareImport(options: {
  db: D1Database;
  provider: ProviderClient;
  businessId: string;
  kind: ImportKind;
  userId: string;
  file: File;
  replaces: string | null;
}): Promise<{ ok: true; importId: string } | ({ ok: false } & UploadProblem)> {
  const { kind, file } = options;
  if (file.size === 0) return { ok: false, problem: "noFile" };
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: "tooLarge" };
  const parsed = parseCsv(new Uint8Array(await file.arrayBuffer()));
  if (!parsed.ok) {
    return parsed.reason === "unclosedQuote" || parsed.reason === "textAfterQuote"
      ? { ok: false, problem: parsed.reason, row: parsed.row }
      : { ok: false, problem: parsed.reason };
  }
  const header = matchHeader(kind, parsed.table.header);
  if (!header.ok) return { ok: false, problem: "missingColumns", columns: header.missing };
  const keys = header.columns.map((key) => key ?? "");
  const rows = parsed.table.records.map((record) => {
    const cells = cellsByColumn(keys, record.cells);
    delete cells[""];
    return { row: record.row, cells };
  });
  if (!rows.length) return { ok: false, problem: "empty" };
  return { ok: true, importId: await checkAndStore({ ...options, fileName: cleanFileName(file.name), rows }) };
}

/**
 * Checks every row (the single-item form's rules, then across rows and with the provider's data) and
 * stores them as a new preview, discarding the preview it replaces: the one way an upload and a fixed
 * cell both become a preview.
 */
async function checkAndStore(options: {
  db: D1Database;
  provider: ProviderClient;
  businessId: string;
  kind: ImportKind;
  userId: string;
  fileName: string;
  rows: readonly { row: number; cells: RowCells }[];
  replaces: string | null;
}): Promise<string> {
  const { db, provider, businessId, kind } = options;
  const rows: PreparedRow[] = options.rows.map(({ row, cells }) => {
    const checked = validateRow(kind, cells);
    return { row, cells, errors: checked.ok ? null : checked.errors };
  });
  const { totalCents, funding } = await crossCheck(kind, rows, provider, businessId);
  const importId = crypto.randomUUID();
  await createImport(db, {
    id: importId,
    businessId,
    kind,
    fileName: options.fileName,
    createdBy: options.userId,
    createdAt: new Date().toISOString(),
    totalCents,
    funding,
    rows,
  });
  // The preview this upload replaces (the same file, fixed) is gone; a confirmed import never is.
  if (options.replaces) await discardPreview(db, businessId, options.replaces);
  return importId;
}

/**
 * One cell of a preview corrected in the page (issue 20 item 1): the preview's rows with that cell
 * changed are checked again as a whole, as a re-upload of the fixed file would be, and become a new
 * preview that replaces this one. Only a preview's cells change; a confirmed import never does.
 */
export async function fixCell(options: {
  db: D1Database;
  provider: ProviderClient;
  businessId: string;
  userId: string;
  imp: ImportRecord;
  row: number;
  column: string;
  value: string;
}): Promise<string | null> {
  const { imp } = options;
  if (imp.status !== "preview") return null;
  if (!IMPORTS[imp.kind].columns.some(({ key }) => key === options.column)) return null;
  const stored = await readRows(options.db, imp.id, { limit: imp.rowCount });
  const target = stored.find((r) => r.row === options.row);
  if (!target) return null;
  const rows = stored.map(({ row, cells }) => ({
    row,
    cells: row === options.row ? { ...cells, [options.column]: options.value } : cells,
  }));
  return checkAndStore({ ...options, kind: imp.kind, fileName: imp.fileName, rows, replaces: imp.id });
}

/** The columns of a kind, for the template and the preview's table. */
export function columnsOf(kind: ImportKind) {
  return IMPORTS[kind].columns;
}
