/**
 * CSV for spreadsheets (issue 12, review H3). Every field is quoted with quotes doubled, and a field a
 * spreadsheet could read as a formula is prefixed with an apostrophe: one that starts with `= + - @`,
 * a tab or a carriage return, also after leading spaces. The same apostrophe goes before such a
 * character after a comma, semicolon, tab or line break inside the field, since a spreadsheet set to
 * another separator (";" in da, pl, fr locales) or ignoring the quotes splits the field there.
 */
const LEADING = /^([\s\u00a0]*)([=+\-@\t\r])/;
const AFTER_SEPARATOR = /([,;\n\r\t][\s\u00a0]*)([=+\-@])/g;

export function csvField(value: string): string {
  const safe = value.replace(AFTER_SEPARATOR, "$1'$2").replace(LEADING, "'$1$2");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** What an export may show of a card number: the last four digits, never more (PCI DSS truncation). */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}

/**
 * A cell of an exported file: text (quoted and neutralised by `csvField`), or a decimal amount written
 * bare, so a spreadsheet reads "-12.50" as a number rather than as text or as a formula.
 */
export type CsvCell = string | { decimal: string };

const DECIMAL = /^-?\d+(\.\d+)?$/;

export function csvCell(cell: CsvCell): string {
  if (typeof cell === "string") return csvField(cell);
  return DECIMAL.test(cell.decimal) ? cell.decimal : csvField(cell.decimal);
}

/** Lines of cells: comma-separated, CRLF-terminated (RFC 4180). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

type CsvPage = { nextCursor?: string | null };

/**
 * An exported list as a CSV download, streamed page by page: the first page is read by the caller before
 * answering (so a provider error becomes an error page, not a broken file), the next ones while the file
 * downloads, so a 10,000-row list starts at once and the worker never holds the whole file. A byte-order
 * mark first, so spreadsheets read UTF-8 names (Arabic, Chinese, Cyrillic) correctly.
 *
 * A later page that fails (the provider down in the middle) never ends the file as if it were complete
 * (ADR 0228): the file's last line says it is incomplete (`incomplete`, in the user's language), one log
 * line names the export, and the response is then aborted, so a browser marks the download as failed.
 */
export function csvDownload<P extends CsvPage>(options: {
  filename: string;
  header: readonly string[];
  first: P;
  rowsOf: (page: P) => readonly (readonly CsvCell[])[];
  next: (cursor: string) => Promise<P>;
  /** The last line of a file cut short: `t("common.csvExport.incomplete")`. */
  incomplete: string;
}): Response {
  const encoder = new TextEncoder();
  let page = options.first;
  let rows = 0;
  let cutShort = false;
  const linesOf = (next: P) => {
    const pageRows = options.rowsOf(next);
    rows += pageRows.length;
    return csvLines(pageRows);
  };
  // One page per pull: the next page is asked for once the client has taken the last one (back-pressure),
  // and the incomplete line is read before the stream fails (a failed stream drops what is still queued).
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([options.header])}${linesOf(page)}`));
      if (!page.nextCursor) controller.close();
    },
    async pull(controller) {
      if (cutShort) {
        controller.error(new Error("CSV export cut short by a provider error"));
        return;
      }
      // Until a page with rows or the last page: a pull that enqueues nothing is not called again.
      for (;;) {
        try {
          page = await options.next(page.nextCursor ?? "");
        } catch (error) {
          cutShort = true;
          controller.enqueue(encoder.encode(csvLines([[options.incomplete]])));
          // The export, how far it got and the error's kind: never a row, a cursor or the provider's text.
          console.warn(JSON.stringify({ msg: "csv export cut short", file: options.filename, rows, error: errorKind(error) }));
          return;
        }
        const lines = linesOf(page);
        if (lines) controller.enqueue(encoder.encode(lines));
        if (!page.nextCursor) {
          controller.close();
          return;
        }
        if (lines) return;
      }
    },
  });
  return csvResponse(stream, options.filename);
}

/** An error's kind for a log line: the provider's status and code, or the error's name. */
function errorKind(error: unknown): string {
  if (typeof error === "object" && error !== null && "status" in error && "code" in error) {
    return `${String((error as { status: unknown }).status)} ${String((error as { code: unknown }).code)}`;
  }
  return error instanceof Error ? error.name : "unknown";
}

/** The headers of every CSV download: an attachment, never cached by a shared cache. */
export function csvResponse(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
