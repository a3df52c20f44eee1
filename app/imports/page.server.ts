import { data, type RouterContextProvider, redirect } from "react-router";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { notFound } from "#app/http";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { isApiError } from "#app/provider/client.server";
import { businesses } from "#contract/businesses";
import { MAX_FIXED_CELL_LENGTH } from "#domain/csv-import";
import {
  type ColumnHelpKey,
  type ColumnKey,
  IMPORTS,
  type ImportKind,
  importPath,
  isImportCellError,
  maskSecret,
  mayImport,
  movesMoney,
  type RowErrors,
} from "./kinds";
import {
  claimConfirm,
  claimResume,
  countOutcomes,
  getImport,
  type ImportRecord,
  type ImportStatus,
  listImports,
  readRows,
  type StoredRow,
  setStatus,
} from "./store.server";
import { fixCell, prepareImport, type UploadProblem, uploadTooLarge } from "./upload.server";
import { JOB_TOKEN_MIN_SECONDS, startImportJob } from "./workflow.server";

/**
 * The import pages (issue 20, docs/decisions/0170-bulk-imports.md): one route per kind, each showing
 * the upload form, the template and the kind's past imports; with `?import=<id>` the same page shows that
 * import: its preview, then its progress, then its result. The import id names an object of the path
 * business only (every read names both), and the kind's permission is checked on every post.
 */

/** How many rows with errors the preview lists (the count names all of them). */
export const PREVIEW_ERROR_ROWS = 100;
/** How many rows a preview without errors shows as a sample. */
const SAMPLE_ROWS = 10;

type ShownCell = { key: string; value: string; secret: boolean; error: { scope: "validation" | "imports"; key: string } | null };
export type ShownRow = {
  row: number;
  cells: ShownCell[];
  outcome: StoredRow["outcome"];
  providerId: string | null;
  message: string | null;
};

function shownRow(kind: ImportKind, row: StoredRow): ShownRow {
  const errors: RowErrors = row.errors ?? {};
  const secret = IMPORTS[kind].secretColumns;
  return {
    row: row.row,
    cells: IMPORTS[kind].columns.map(({ key }) => {
      const error = errors[key];
      const value = row.cells[key] ?? "";
      return {
        key,
        // Account numbers are never sent back to the browser, even in the preview: their last four only.
        value: secret.includes(key) && value ? maskSecret(value) : value,
        // A secret cell's correction starts empty: its value never comes back to the browser.
        secret: secret.includes(key),
        error: error ? { scope: isImportCellError(error) ? "imports" : "validation", key: error } : null,
      };
    }),
    outcome: row.outcome,
    providerId: row.providerId,
    message: row.message,
  };
}

export type FundingLine = { name: string; rows: number; total: string; balance: string | null; short: boolean };

/** The funding accounts a money import takes from, with today's balances. */
async function fundingLines(context: Readonly<RouterContextProvider>, imp: ImportRecord): Promise<FundingLine[]> {
  const { business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const code = getLocale(context);
  const parts = Object.entries(imp.funding ?? {});
  const needsNames = parts.some(([id]) => id !== business.topLevelBusinessId);
  const [programs, balances] = await Promise.all([
    needsNames
      ? provider
          .call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } })
          .then((page) => page.programs)
          .catch(() => [])
      : Promise.resolve([]),
    Promise.all(
      parts.map(([id]) =>
        provider
          .call(businesses.getPrefundingBalance, { params: { id } })
          .then((b) => b.balanceCents)
          .catch((error: unknown) => (isApiError(error) && error.status < 500 ? null : Promise.reject(error))),
      ),
    ),
  ]);
  return parts.map(([id, part], index) => {
    const balance = balances[index] ?? null;
    return {
      name: id === business.topLevelBusinessId ? business.topLevelBusinessName : (programs.find((p) => p.id === id)?.name ?? id),
      rows: part.rows,
      total: formatMoney(part.totalCents, code),
      balance: balance === null ? null : formatMoney(balance, code),
      short: balance === null || balance < part.totalCents,
    };
  });
}

export type PastImport = {
  id: string;
  fileName: string;
  by: string;
  at: string;
  status: ImportStatus;
  rows: number;
  applied: number;
  refused: number;
};

export type ImportView = {
  id: string;
  status: ImportStatus;
  fileName: string;
  rowCount: number;
  errorCount: number;
  total: string | null;
  by: string | null;
  at: string | null;
  finishedAt: string | null;
  refusal: string | null;
  counts: { applied: number; refused: number; notApplied: number; pending: number };
  /** The rows the page lists: those with errors (preview), a sample (clean preview) or those refused (result). */
  rows: ShownRow[];
  funding: FundingLine[] | null;
  /** Whether the preview may be confirmed: no errors and, for money, every account covers its part. */
  confirmable: boolean;
};

async function importView(context: Readonly<RouterContextProvider>, imp: ImportRecord): Promise<ImportView> {
  const { env } = context.get(cloudflareContext);
  const db = env.APP_DB;
  const code = getLocale(context);
  const preview = imp.status === "preview";
  const [counts, rows, funding] = await Promise.all([
    countOutcomes(db, imp.id),
    preview
      ? readRows(db, imp.id, imp.errorCount ? { limit: PREVIEW_ERROR_ROWS, errorsOnly: true } : { limit: SAMPLE_ROWS })
      : imp.status === "done" || imp.status === "refused" || imp.status === "paused"
        ? readRows(db, imp.id, { limit: PREVIEW_ERROR_ROWS, refusedOnly: true })
        : Promise.resolve([]),
    preview && movesMoney(imp.kind) && imp.errorCount === 0 ? fundingLines(context, imp) : Promise.resolve(null),
  ]);
  return {
    id: imp.id,
    status: imp.status,
    fileName: imp.fileName,
    rowCount: imp.rowCount,
    errorCount: imp.errorCount,
    total: movesMoney(imp.kind) ? formatMoney(imp.totalCents, code) : null,
    by: imp.confirmedByName,
    at: imp.confirmedAt ? formatDateTimeFor(imp.confirmedAt, code) : null,
    finishedAt: imp.finishedAt ? formatDateTimeFor(imp.finishedAt, code) : null,
    refusal: imp.refusal,
    counts,
    rows: rows.map((row) => shownRow(imp.kind, row)),
    funding,
    confirmable: preview && imp.errorCount === 0 && imp.rowCount > 0 && !(funding ?? []).some((line) => line.short),
  };
}

/** The import page's data: the upload form's, the kind's past imports and, with ?import=, that import. */
export async function importPageLoader(context: Readonly<RouterContextProvider>, request: Request, kind: ImportKind) {
  const { businessId, permissions } = context.get(dashboardContext);
  const { env } = context.get(cloudflareContext);
  const code = getLocale(context);
  const allowed = mayImport(kind, permissions);
  const importId = new URL(request.url).searchParams.get("import");
  const columns = IMPORTS[kind].columns.map(({ key, required, help }) => ({
    key: key as ColumnKey,
    required,
    help: (help ?? key) as ColumnHelpKey,
  }));
  if (!allowed) return { kind, businessId, allowed, columns, past: [] as PastImport[], view: null };
  const [past, imp] = await Promise.all([
    listImports(env.APP_DB, businessId, [kind], 20),
    importId ? getImport(env.APP_DB, businessId, importId) : Promise.resolve(null),
  ]);
  if (importId && (!imp || imp.kind !== kind)) notFound();
  return {
    kind,
    businessId,
    allowed,
    columns,
    past: past.map(
      (p): PastImport => ({
        id: p.id,
        fileName: p.fileName,
        by: p.confirmedByName ?? "",
        at: p.confirmedAt ? formatDateTimeFor(p.confirmedAt, code) : "",
        status: p.status,
        rows: p.rowCount,
        applied: p.appliedCount,
        refused: p.refusedCount,
      }),
    ),
    view: imp ? await importView(context, imp) : null,
  };
}

export type ImportActionData = { problem: UploadProblem } | { message: "notConfirmable" };

/** The name the imports list shows for whoever confirmed: their name, and their e-mail to tell two namesakes apart. */
function confirmerName(context: Readonly<RouterContextProvider>): { id: string; name: string } {
  // The guard read the user on this request.
  const { user } = context.get(dashboardContext);
  return { id: user.id, name: `${`${user.firstName} ${user.lastName}`.trim()} (${user.email})` };
}

export async function importPageAction(context: Readonly<RouterContextProvider>, request: Request, kind: ImportKind) {
  const { businessId, permissions, session } = context.get(dashboardContext);
  const { env } = context.get(cloudflareContext);
  const provider = context.get(providerContext);
  // The permission before the body is read: a refused post never uploads anything.
  if (!mayImport(kind, permissions)) throw data(null, { status: 403 });
  const page = importPath(businessId, kind);
  if (uploadTooLarge(request)) return data<ImportActionData>({ problem: { problem: "tooLarge" } }, { status: 413 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "upload") {
    const file = form.get("file");
    if (!(file instanceof File)) return data<ImportActionData>({ problem: { problem: "noFile" } }, { status: 400 });
    const replaces = form.get("replaces");
    const prepared = await prepareImport({
      db: env.APP_DB,
      provider,
      businessId,
      kind,
      userId: session.uid,
      file,
      replaces: typeof replaces === "string" && replaces ? replaces : null,
    });
    if (!prepared.ok) {
      const { ok: _ok, ...problem } = prepared;
      return data<ImportActionData>({ problem }, { status: 400 });
    }
    throw redirect(`${page}?import=${prepared.importId}`, 303);
  }
  const importId = form.get("importId");
  const imp = typeof importId === "string" ? await getImport(env.APP_DB, businessId, importId) : null;
  if (!imp || imp.kind !== kind) throw data(null, { status: 404 });
  const target = `${page}?import=${imp.id}`;
  if (intent === "confirm") {
    if (imp.status !== "preview") throw redirect(target, 303);
    if (imp.errorCount > 0) return data<ImportActionData>({ message: "notConfirmable" }, { status: 409 });
    const [by, token] = await Promise.all([confirmerName(context), provider.tokenValidFor(JOB_TOKEN_MIN_SECONDS)]);
    if (!token) throw data(null, { status: 401 });
    // Two confirms race in the database: one wins and starts the job, the other sees it running.
    if (await claimConfirm(env.APP_DB, imp.id, by, new Date().toISOString())) await start(env, imp.id, imp.runs + 1, token);
    throw redirect(target, 303);
  }
  if (intent === "fix") {
    // One cell corrected in the preview: a new preview replaces this one (upload.server.ts fixCell).
    const row = Number(form.get("row"));
    const column = form.get("column");
    const value = form.get("value");
    if (!Number.isInteger(row) || typeof column !== "string" || typeof value !== "string") throw data(null, { status: 400 });
    const fixed = await fixCell({
      db: env.APP_DB,
      provider,
      businessId,
      userId: session.uid,
      imp,
      row,
      column,
      value: value.slice(0, MAX_FIXED_CELL_LENGTH),
    });
    throw redirect(fixed ? `${page}?import=${fixed}` : target, 303);
  }
  if (intent === "resume") {
    const token = await provider.tokenValidFor(JOB_TOKEN_MIN_SECONDS);
    if (!token) throw data(null, { status: 401 });
    const run = await claimResume(env.APP_DB, imp.id);
    if (run !== null) await start(env, imp.id, run, token);
    throw redirect(target, 303);
  }
  throw data(null, { status: 400 });
}

/** Starts a run of the job; a start that fails leaves the import paused (someone continues it), never stuck. */
async function start(env: AppEnv, importId: string, run: number, token: string): Promise<void> {
  try {
    await startImportJob(env, importId, run, token);
  } catch (error) {
    console.warn("An import's job could not be started", error instanceof Error ? error.name : "unknown");
    await setStatus(env.APP_DB, importId, "paused", ["queued"]);
  }
}

export type ImportPageData = Awaited<ReturnType<typeof importPageLoader>>;
