/**
 * Reading the spreadsheets people really have (issue 20 item 2, docs/decisions/0170-bulk-imports.md):
 * UTF-8 with or without a byte-order mark, UTF-16 ("Unicode text"), Excel's CSV export in the Windows
 * code page, commas, semicolons (European locales) or tabs, quoted fields with separators, quotes and
 * line breaks inside, any script, and trailing empty rows. A row starting with "#" is a note (the
 * template's help row) and is not data. Pure: bytes in, records or one reason out.
 * Never throws on input; a file it cannot read is refused with a message key, never a crash.
 */

/** At most this many data rows per file (the header not counted). */
export const MAX_IMPORT_ROWS = 10_000;
/** At most this many bytes per file: 10,000 rows of a wide template with room to spare. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The longest value a cell corrected in an import's preview may take (every column's own rule is far below it). */
export const MAX_FIXED_CELL_LENGTH = 500;
/** A single field longer than this is not a spreadsheet cell but a broken quote. */
const MAX_FIELD_CHARS = 10_000;

/** Why a file is refused as a whole (keys of the imports namespace's `file` messages). */
export type CsvRefusal =
  | { reason: "empty" }
  | { reason: "tooLarge" }
  | { reason: "tooManyRows" }
  | { reason: "spreadsheetFile" }
  | { reason: "notText" }
  | { reason: "unclosedQuote"; row: number }
  | { reason: "textAfterQuote"; row: number };

export type CsvRecord = {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
};

export type CsvTable = {
  delimiter: "," | ";" | "\t";
  header: string[];
  records: CsvRecord[];
};

export type CsvResult = { ok: true; table: CsvTable } | ({ ok: false } & CsvRefusal);

const refuse = (refusal: CsvRefusal): CsvResult => ({ ok: false, ...refusal });

/**
 * The file's text: UTF-16 by its byte-order mark, else UTF-8 (a mark dropped), else the Windows code
 * page Excel uses for "CSV (Comma delimited)" on Western systems. Null for a binary file.
 */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder("windows-1252").decode(body);
  }
  // A NUL or other control character (beyond tab and line ends) is not in any spreadsheet's text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
  return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? null : text;
}

/** The separator of the first line: whichever of `,` `;` and tab it has most of outside quotes (a comma on a tie). */
export function detectDelimiter(text: string): CsvTable["delimiter"] {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/**
 * Splits the text into records (RFC 4180, lenient where spreadsheets are: a quote inside an unquoted
 * field is kept as text; line ends CRLF, LF or CR). Rows whose cells are all blank are skipped, so
 * trailing empty rows and the `,,,` lines spreadsheets leave disappear; the numbers of the other rows
 * stay those the spreadsheet shows.
 */
function splitRecords(text: string, delimiter: string): { records: CsvRecord[] } | CsvRefusal {
  const records: CsvRecord[] = [];
  let row = 1;
  let recordRow = 1;
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let afterQuote = false;
  let fieldStart = true;
  const endField = () => {
    cells.push(field);
    field = "";
    fieldStart = true;
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    if (cells.some((cell) => cell.trim() !== "")) records.push({ row: recordRow, cells });
    cells = [];
    row++;
    recordRow = row;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) row++;
        field += ch;
        if (field.length > MAX_FIELD_CHARS) return { reason: "unclosedQuote", row: recordRow };
      }
      continue;
    }
    if (ch === delimiter) {
      endField();
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else if (afterQuote) {
      // Spaces after a closing quote are tolerated; anything else means the quotes do not pair up.
      if (ch !== " ") return { reason: "textAfterQuote", row: recordRow };
    } else if (ch === '"' && fieldStart && field.trim() === "") {
      field = "";
      quoted = true;
      fieldStart = false;
    } else {
      field += ch;
      fieldStart = false;
    }
  }
  if (quoted) return { reason: "unclosedQuote", row: recordRow };
  if (field !== "" || cells.length > 0) endRecord();
  return { records };
}

/** A row whose first cell starts with "#" is a note for people (the template's help row), not data. */
export function isNoteRow(cells: readonly string[]): boolean {
  return (cells[0] ?? "").trimStart().startsWith("#");
}

/** Reads an uploaded file into a header and its data rows, or the one reason it cannot be read. */
export function parseCsv(bytes: Uint8Array): CsvResult {
  if (bytes.length > MAX_IMPORT_BYTES) return refuse({ reason: "tooLarge" });
  // An .xlsx (a zip) or an old .xls (an OLE compound file) saved without "Save as CSV".
  if ((bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[0] === 0xd0 && bytes[1] === 0xcf)) {
    return refuse({ reason: "spreadsheetFile" });
  }
  const decoded = decodeCsvBytes(bytes);
  if (decoded === null) return refuse({ reason: "notText" });
  // Excel's "sep=;" first line names the separator.
  const hint = /^sep=([,;\t])\r?\n/i.exec(decoded);
  const text = hint ? decoded.slice(hint[0].length) : decoded;
  const delimiter = (hint?.[1] as CsvTable["delimiter"] | undefined) ?? detectDelimiter(text);
  const split = splitRecords(text, delimiter);
  if ("reason" in split) return refuse(split);
  const [first, ...all] = split.records;
  if (!first) return refuse({ reason: "empty" });
  const rest = all.filter((record) => !isNoteRow(record.cells));
  if (rest.length > MAX_IMPORT_ROWS) return refuse({ reason: "tooManyRows" });
  const offset = hint ? 1 : 0;
  return {
    ok: true,
    table: {
      delimiter,
      header: first.cells.map((cell) => cell.trim()),
      records: rest.map((record) => ({ row: record.row + offset, cells: record.cells })),
    },
  };
}
