import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import type { ImportKind } from "#app/imports/kinds";
import type { ImportActionData, ImportPageData, ImportView, ShownRow } from "#app/imports/page.server";
import { MAX_FIXED_CELL_LENGTH } from "#domain/csv-import";

/**
 * A bulk import's page (issue 20, docs/decisions/0170-bulk-imports.md): the template and the upload form,
 * or one import's preview, progress or result, and the kind's past imports. Server-rendered; every form
 * posts without JavaScript, and the progress refreshes itself without it.
 */

/** A refused file whose message takes no value (the others are named one by one below). */
type PlainProblem = { problem: "noFile" | "empty" | "tooLarge" | "tooManyRows" | "spreadsheetFile" | "notText" };

/** How often the progress is read again while the job runs. */
const REFRESH_SECONDS = 3;

type Props = {
  data: ImportPageData;
  actionData: ImportActionData | undefined;
  /** This page's path (the kind's import page). */
  self: string;
  /** The list the import belongs to (cards, recipients). */
  back: string;
};

export function ImportPage({ data, actionData, self, back }: Props) {
  const { t } = useTranslation(["imports"]);
  const { kind, view } = data;
  return (
    <>
      <p>
        <Link to={back}>{t(`imports.kinds.${kind}.back`)}</Link>
      </p>
      <div className="page-heading">
        <h1>{t(`imports.kinds.${kind}.title`)}</h1>
      </div>
      {!data.allowed ? (
        <FormMessage tone="error">{t("imports.noPermission")}</FormMessage>
      ) : view ? (
        <ImportDetail kind={kind} columns={data.columns} view={view} actionData={actionData} self={self} />
      ) : (
        <>
          <p>{t(`imports.kinds.${kind}.intro`)}</p>
          <Template columns={data.columns} self={self} />
          <UploadForm kind={kind} self={self} actionData={actionData} replaces={null} />
        </>
      )}
      {data.allowed ? <PastImports data={data} self={self} /> : null}
    </>
  );
}

type Column = ImportPageData["columns"][number];
type ColumnHelpKey = `imports.columns.${Column["help"]}`;

function Template({ columns, self }: { columns: readonly Column[]; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-template-title" className="stack">
      <h2 id="import-template-title">{t("imports.template.heading")}</h2>
      <p>{t("imports.template.body")}</p>
      <p>
        {/* A file download: a plain link, not a client navigation. */}
        <a href={`${self}/template.csv`} download>
          {t("imports.template.download")}
        </a>
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t("imports.template.columnsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("imports.template.column")}</th>
              <th scope="col">{t("imports.template.required")}</th>
              <th scope="col">{t("imports.template.help")}</th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => (
              <tr key={column.key}>
                <th scope="row" dir="ltr">
                  <code>{column.key}</code>
                </th>
                <td>{column.required ? t("imports.template.required") : t("imports.template.optional")}</td>
                <td>{t(`imports.columns.${column.help}` as ColumnHelpKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ProblemMessage({ actionData }: { actionData: ImportActionData | undefined }) {
  const { t } = useTranslation(["imports"]);
  if (!actionData) return null;
  if ("message" in actionData) return <FormMessage tone="error">{t("imports.preview.notConfirmable")}</FormMessage>;
  const { problem } = actionData;
  const columns = problem.problem === "missingColumns" ? problem.columns.join(", ") : "";
  const text =
    problem.problem === "unclosedQuote"
      ? t("imports.file.unclosedQuote", { row: problem.row })
      : problem.problem === "textAfterQuote"
        ? t("imports.file.textAfterQuote", { row: problem.row })
        : problem.problem === "missingColumns"
          ? t("imports.file.missingColumns", { columns })
          : t(`imports.file.${(problem as PlainProblem).problem}`);
  return (
    <FormMessage tone="error" id="import-file-error">
      {text}
    </FormMessage>
  );
}

function UploadForm({
  self,
  actionData,
  replaces,
}: {
  kind: ImportKind;
  self: string;
  actionData: ImportActionData | undefined;
  replaces: string | null;
}) {
  const { t } = useTranslation(["imports"]);
  const busy = useNavigation().state === "submitting";
  const problem = actionData && "problem" in actionData;
  return (
    <section aria-labelledby="import-upload-title" className="stack">
      <h2 id="import-upload-title">{t("imports.upload.heading")}</h2>
      <p>{t("imports.upload.body")}</p>
      <ProblemMessage actionData={actionData} />
      <Form method="post" action={self} encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="upload" />
        {replaces ? <input type="hidden" name="replaces" value={replaces} /> : null}
        <div className="field">
          <label htmlFor="import-file">{t("imports.upload.file")}</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "import-file-error" : undefined}
          />
        </div>
        <div className="filter-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {replaces ? t("imports.upload.again") : t("imports.upload.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function RowsTable({
  columns,
  rows,
  caption,
  withOutcome,
  fix,
}: {
  columns: readonly Column[];
  rows: ShownRow[];
  caption: string;
  withOutcome: boolean;
  /** A preview's cells with a problem can be corrected in place: a small form per cell, with or without JavaScript. */
  fix?: { importId: string; action: string };
}) {
  const { t } = useTranslation(["imports", "validation"]);
  // Each correction replaces the preview (and its id): until the new one has arrived, another cell's Save
  // would post the replaced preview's id, so every Save waits, while what is typed in the fields stays.
  const navigating = useNavigation().state !== "idle";
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("imports.preview.row")}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" dir="ltr">
                {column.key}
              </th>
            ))}
            {withOutcome ? (
              <>
                <th scope="col">{t("imports.result.outcome")}</th>
                <th scope="col">{t("imports.result.message")}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              {row.cells.map((cell) => {
                const id = `cell-${row.row}-${cell.key}`;
                return (
                  <td key={cell.key} className={cell.error ? "cell-invalid" : undefined}>
                    <span dir="auto">{cell.value}</span>
                    {cell.error ? (
                      <span id={id} className="field-error">
                        {cell.error.scope === "validation"
                          ? t(`validation.${cell.error.key}` as "validation.amountRequired")
                          : t(`imports.cells.${cell.error.key}` as "imports.cells.invalidValue")}
                      </span>
                    ) : null}
                    {cell.error && fix ? (
                      <Form method="post" action={fix.action} className="cell-fix">
                        <input type="hidden" name="intent" value="fix" />
                        <input type="hidden" name="importId" value={fix.importId} />
                        <input type="hidden" name="row" value={row.row} />
                        <input type="hidden" name="column" value={cell.key} />
                        <label htmlFor={`${id}-fix`} className="visually-hidden">
                          {t("imports.preview.fixLabel", { column: cell.key, row: row.row })}
                        </label>
                        <input
                          id={`${id}-fix`}
                          name="value"
                          defaultValue={cell.secret ? "" : cell.value}
                          maxLength={MAX_FIXED_CELL_LENGTH}
                          autoComplete="off"
                          dir="auto"
                          aria-describedby={id}
                        />
                        <button type="submit" className="button" disabled={navigating}>
                          {t("imports.preview.fixSave")}
                          <span className="visually-hidden"> ({t("imports.preview.fixWhich", { column: cell.key, row: row.row })})</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                );
              })}
              {withOutcome ? (
                <>
                  <td>{row.outcome ? t(`imports.outcomes.${row.outcome}`) : t("imports.outcomes.pending")}</td>
                  <td>{row.message ? t(`imports.messages.${row.message}` as "imports.messages.refused") : null}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportDetail({
  kind,
  columns,
  view,
  actionData,
  self,
}: {
  kind: ImportKind;
  columns: readonly Column[];
  view: ImportView;
  actionData: ImportActionData | undefined;
  self: string;
}) {
  if (view.status === "preview") return <Preview kind={kind} columns={columns} view={view} actionData={actionData} self={self} />;
  if (view.status === "queued" || view.status === "running" || view.status === "paused") return <Progress view={view} self={self} />;
  return <Result columns={columns} view={view} self={self} />;
}

function Preview({
  kind,
  columns,
  view,
  actionData,
  self,
}: {
  kind: ImportKind;
  columns: readonly Column[];
  view: ImportView;
  actionData: ImportActionData | undefined;
  self: string;
}) {
  const { t } = useTranslation(["imports"]);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <section aria-labelledby="import-preview-title" className="stack">
        <h2 id="import-preview-title">{t("imports.preview.heading")}</h2>
        <p>
          {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
        </p>
        <p>{t("imports.preview.rows", { n: view.rowCount })}</p>
        {view.errorCount > 0 ? (
          <>
            <FormMessage tone="error">{t("imports.preview.errors", { n: view.errorCount })}</FormMessage>
            {view.errorCount > view.rows.length ? <p>{t("imports.preview.moreErrors", { shown: view.rows.length })}</p> : null}
            <p>{t("imports.preview.fixHelp")}</p>
            <RowsTable
              columns={columns}
              rows={view.rows}
              caption={t("imports.preview.errorsCaption")}
              withOutcome={false}
              fix={{ importId: view.id, action: `${self}?import=${view.id}` }}
            />
          </>
        ) : (
          <>
            <FormMessage tone="info">{t("imports.preview.ready")}</FormMessage>
            {view.total ? (
              <p>
                <strong>
                  {t("imports.preview.total")}: <span dir="ltr">{view.total}</span>
                </strong>
              </p>
            ) : null}
            {view.funding?.length ? <FundingTable view={view} /> : null}
            {view.funding?.some((line) => line.short) ? (
              <FormMessage tone="error">{t(kind === "payments" ? "imports.preview.shortPayments" : "imports.preview.short")}</FormMessage>
            ) : null}
            <RowsTable columns={columns} rows={view.rows} caption={t("imports.preview.sampleCaption")} withOutcome={false} />
            {view.confirmable ? (
              <Form method="post" action={`${self}?import=${view.id}`} className="stack">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="importId" value={view.id} />
                <p>{t("imports.preview.confirmHelp")}</p>
                {actionData && "message" in actionData ? <ProblemMessage actionData={actionData} /> : null}
                <div className="filter-actions">
                  <button type="submit" className="button primary" disabled={busy}>
                    {t("imports.preview.confirm")}
                  </button>
                </div>
              </Form>
            ) : null}
          </>
        )}
      </section>
      <UploadForm kind={kind} self={self} actionData={actionData && "problem" in actionData ? actionData : undefined} replaces={view.id} />
    </>
  );
}

function FundingTable({ view }: { view: ImportView }) {
  const { t } = useTranslation(["imports"]);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t("imports.preview.fundingCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("imports.preview.account")}</th>
            <th scope="col" className="numeric">
              {t("imports.preview.rowsColumn")}
            </th>
            <th scope="col" className="numeric">
              {t("imports.preview.total")}
            </th>
            <th scope="col" className="numeric">
              {t("imports.preview.balance")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(view.funding ?? []).map((line) => (
            <tr key={line.name}>
              <th scope="row">{line.name}</th>
              <td className="numeric">{line.rows}</td>
              <td className="numeric" dir="ltr">
                {line.total}
              </td>
              <td className="numeric" dir="ltr">
                {line.balance ?? t("imports.preview.unknownBalance")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Reads the page again every few seconds while the job runs (with JavaScript; without it, the meta refresh). */
function useLiveProgress(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

function Progress({ view, self }: { view: ImportView; self: string }) {
  const { t } = useTranslation(["imports"]);
  const done = view.counts.applied + view.counts.refused + view.counts.notApplied;
  const running = view.status !== "paused";
  useLiveProgress(running);
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="import-progress-title" className="stack">
      {running ? (
        // Without JavaScript the page reloads itself; with it, the effect above reads the progress again.
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` }} />
      ) : null}
      <h2 id="import-progress-title">{t("imports.progress.heading")}</h2>
      <p>
        {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
      </p>
      {view.by && view.at ? <p>{t("imports.progress.by", { name: view.by, date: view.at })}</p> : null}
      <label htmlFor="import-progress">{t("imports.progress.bar")}</label>
      <progress id="import-progress" max={view.rowCount} value={done}>
        {done} / {view.rowCount}
      </progress>
      <p role="status">
        {view.status === "queued" ? t("imports.progress.queued") : t("imports.progress.running", { done, total: view.rowCount })}
      </p>
      {view.status === "paused" ? (
        <>
          <FormMessage tone="error">{t("imports.progress.paused", { done, total: view.rowCount })}</FormMessage>
          {view.refusal === "authorityEnded" || view.refusal === "providerUnavailable" ? (
            <p>{t(`imports.progress.pausedReasons.${view.refusal}`)}</p>
          ) : null}
          <Form method="post" action={`${self}?import=${view.id}`}>
            <input type="hidden" name="intent" value="resume" />
            <input type="hidden" name="importId" value={view.id} />
            <button type="submit" className="button primary" disabled={busy}>
              {t("imports.progress.resume")}
            </button>
          </Form>
        </>
      ) : (
        <p className="secondary-text">{t("imports.progress.refreshing")}</p>
      )}
    </section>
  );
}

function Result({ columns, view, self }: { columns: readonly Column[]; view: ImportView; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-result-title" className="stack">
      <h2 id="import-result-title">{t("imports.result.heading")}</h2>
      <p>
        {t("imports.preview.file")}: <span dir="auto">{view.fileName}</span>
      </p>
      {view.by && view.at ? <p>{t("imports.progress.by", { name: view.by, date: view.at })}</p> : null}
      {view.status === "refused" ? (
        <FormMessage tone="error">{t("imports.result.refusedBatch")}</FormMessage>
      ) : (
        <div role="status">
          <p>{t("imports.result.applied", { n: view.counts.applied })}</p>
          {view.counts.refused + view.counts.notApplied > 0 ? (
            <p>{t("imports.result.refused", { n: view.counts.refused + view.counts.notApplied })}</p>
          ) : null}
        </div>
      )}
      <p>
        <a href={`${self}/result.csv?import=${view.id}`} download>
          {t("imports.result.download")}
        </a>
      </p>
      {view.status !== "refused" && view.rows.length ? (
        <RowsTable columns={columns} rows={view.rows} caption={t("imports.result.refusedCaption")} withOutcome />
      ) : null}
    </section>
  );
}

function PastImports({ data, self }: { data: ImportPageData; self: string }) {
  const { t } = useTranslation(["imports"]);
  return (
    <section aria-labelledby="import-past-title" className="stack">
      <h2 id="import-past-title">{t("imports.past.heading")}</h2>
      {data.past.length === 0 ? (
        <p>{t("imports.past.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t("imports.past.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("imports.past.file")}</th>
                <th scope="col">{t("imports.past.by")}</th>
                <th scope="col">{t("imports.past.at")}</th>
                <th scope="col">{t("imports.past.status")}</th>
                <th scope="col" className="numeric">
                  {t("imports.past.rows")}
                </th>
                <th scope="col" className="numeric">
                  {t("imports.past.applied")}
                </th>
                <th scope="col">{t("imports.past.result")}</th>
              </tr>
            </thead>
            <tbody>
              {data.past.map((past) => (
                <tr key={past.id}>
                  <th scope="row">
                    <Link to={`${self}?import=${past.id}`}>
                      <span dir="auto">{past.fileName}</span>
                    </Link>
                  </th>
                  <td dir="auto">{past.by}</td>
                  <td>{past.at}</td>
                  <td>{t(`imports.past.statuses.${past.status}`)}</td>
                  <td className="numeric">{past.rows}</td>
                  <td className="numeric">{past.applied}</td>
                  <td>
                    {past.status === "done" || past.status === "refused" ? (
                      <a href={`${self}/result.csv?import=${past.id}`} download>
                        {t("imports.result.download")}
                      </a>
                    ) : (
                      <Link to={`${self}?import=${past.id}`}>{t("imports.past.open")}</Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
