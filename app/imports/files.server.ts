import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { cloudflareContext, dashboardContext } from "#app/context";
import { csvLines, csvResponse } from "#app/csv";
import { notFound, pagePath } from "#app/http";
import { getI18n } from "#app/middleware/i18n";
import { IMPORT_PATHS, IMPORTS, type ImportKind, importPath, isImportKind, maskSecret, mayImport } from "./kinds";
import { getImport, readRows } from "./store.server";

/**
 * The files of the imports (issue 20 items 1 and 4): the template of a kind (its columns, a help row
 * in the user's language that the import skips, one example row) and an import's result (the original
 * rows plus outcome, provider id and message). A byte-order mark first, so spreadsheets read UTF-8.
 */

/** The kind of an import page's path (/{businessId}/import/<kind path>[/file]). */
export function kindOfPath(pathname: string): ImportKind {
  // A client navigation asks for the page's data at `<path>.data` (React Router's single fetch).
  const page = pagePath(pathname);
  const rest = /^\/[^/]+\/import\/(.+?)(?:\/(?:template|result)\.csv)?$/.exec(page)?.[1];
  const kind = Object.entries(IMPORT_PATHS).find(([, path]) => path === rest)?.[0];
  if (!isImportKind(kind)) notFound();
  return kind;
}

export async function templateResponse(context: Readonly<RouterContextProvider>, kind: ImportKind): Promise<Response> {
  const { t } = getI18n(context);
  const columns = IMPORTS[kind].columns;
  const help = columns.map((column, index) => `${index === 0 ? "# " : ""}${t(`imports.columns.${column.help ?? column.key}`)}`);
  const text = `\uFEFF${csvLines([columns.map((c) => c.key), help, columns.map((c) => c.example)])}`;
  return csvResponse(text, `${kind}-template.csv`);
}

const PAGE = 1000;

export async function resultResponse(context: Readonly<RouterContextProvider>, request: Request, kind: ImportKind): Promise<Response> {
  const { businessId, permissions } = context.get(dashboardContext);
  const { env } = context.get(cloudflareContext);
  const importId = new URL(request.url).searchParams.get("import");
  // Without an import the file has nothing to say: the page lists the imports and their files.
  if (!importId) throw redirect(importPath(businessId, kind));
  if (!mayImport(kind, permissions)) notFound();
  const imp = await getImport(env.APP_DB, businessId, importId);
  if (!imp || imp.kind !== kind || imp.status === "preview") notFound();
  const { t } = getI18n(context);
  const columns = IMPORTS[kind].columns;
  const secret = IMPORTS[kind].secretColumns;
  const db = env.APP_DB;
  const encoder = new TextEncoder();
  const header = [
    t("imports.csv.row"),
    ...columns.map((c) => c.key),
    t("imports.csv.outcome"),
    t("imports.csv.providerId"),
    t("imports.csv.message"),
  ];
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([header])}`));
      let after = 0;
      for (;;) {
        const rows = await readRows(db, imp.id, { afterRow: after, limit: PAGE });
        controller.enqueue(
          encoder.encode(
            csvLines(
              rows.map((row) => [
                String(row.row),
                ...columns.map((c) => {
                  const value = row.cells[c.key] ?? "";
                  return secret.includes(c.key) && value ? maskSecret(value) : value;
                }),
                t(`imports.outcomes.${row.outcome ?? "pending"}`),
                row.providerId ?? "",
                row.message ? t(`imports.messages.${row.message}` as "imports.messages.refused") : "",
              ]),
            ),
          ),
        );
        const last = rows.at(-1);
        if (!last || rows.length < PAGE) break;
        after = last.row;
      }
      controller.close();
    },
  });
  return csvResponse(stream, `${kind}-result-${imp.id.slice(0, 8)}.csv`);
}
