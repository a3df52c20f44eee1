import type { ProviderClient } from "#app/provider/client.server";
import { MAX_IMPORT_BYTES, parseCsv } from "#domain/csv-import";
import { fundingTotals, payeeIndex } from "./job.server";
import { cellsByColumn, IMPORTS, type ImportKind, matchHeader, moneyLine, type RowCells, type RowErrors, validateRow } from "./kinds";
import { createImport, discardPreview, type FundingParts } from "./store.server";

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
  const { db, provider, businessId, kind, file } = options;
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
  const rows: PreparedRow[] = parsed.table.records.map((record) => {
    const cells = cellsByColumn(keys, record.cells);
    delete cells[""];
    const checked = validateRow(kind, cells);
    return { row: record.row, cells, errors: checked.ok ? null : checked.errors };
  });
  if (!rows.length) return { ok: false, problem: "empty" };
  const { totalCents, funding } = await crossCheck(kind, rows, provider, businessId);
  const importId = crypto.randomUUID();
  await createImport(db, {
    id: importId,
    businessId,
    kind,
    fileName: cleanFileName(file.name),
    createdBy: options.userId,
    createdAt: new Date().toISOString(),
    totalCents,
    funding,
    rows,
  });
  // The preview this upload replaces (the same file, fixed) is gone; a confirmed import never is.
  if (options.replaces) await discardPreview(db, businessId, options.replaces);
  return { ok: true, importId };
}

/** The columns of a kind, for the template and the preview's table. */
export function columnsOf(kind: ImportKind) {
  return IMPORTS[kind].columns;
}
