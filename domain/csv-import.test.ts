import { describe, expect, it } from "vitest";
import { type CsvResult, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, parseCsv } from "./csv-import";

/**
 * The corpus: the shapes of files people really upload (issue 20 item 2), each written out byte for
 * byte as the program that makes it writes it.
 */
const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
const utf16le = (text: string) => {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    out[2 + i * 2] = text.charCodeAt(i) & 0xff;
    out[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return out;
};
/** Windows-1252 for the Latin-1 range: what Excel's "CSV (Comma delimited)" writes on a Western system. */
const cp1252 = (text: string) => Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));

function table(result: CsvResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.table;
}

const CORPUS: { name: string; bytes: Uint8Array; delimiter: string; header: string[]; rows: [number, string[]][] }[] = [
  {
    name: "UTF-8 without a byte-order mark, LF line ends (Google Sheets, LibreOffice)",
    bytes: utf8("cardId,amount\nHB4M7R2KQ9,25.00\nK7Q2M9X4LP,10\n"),
    delimiter: ",",
    header: ["cardId", "amount"],
    rows: [
      [2, ["HB4M7R2KQ9", "25.00"]],
      [3, ["K7Q2M9X4LP", "10"]],
    ],
  },
  {
    name: "Excel's 'CSV UTF-8': byte-order mark, CRLF, no line end after the last row",
    bytes: withBom("name,email\r\nAmina Yusuf,amina@example.test\r\nJosé Núñez,jose@example.test"),
    delimiter: ",",
    header: ["name", "email"],
    rows: [
      [2, ["Amina Yusuf", "amina@example.test"]],
      [3, ["José Núñez", "jose@example.test"]],
    ],
  },
  {
    name: "Excel's 'CSV (Comma delimited)' in Windows-1252, accents in the code page",
    bytes: cp1252("name,email\r\nFrançois Müller,f@example.test\r\n"),
    delimiter: ",",
    header: ["name", "email"],
    rows: [[2, ["François Müller", "f@example.test"]]],
  },
  {
    name: "semicolons and decimal commas from a European locale",
    bytes: withBom("cardId;amount\r\nHB4M7R2KQ9;25,50\r\nK7Q2M9X4LP;1500,00\r\n"),
    delimiter: ";",
    header: ["cardId", "amount"],
    rows: [
      [2, ["HB4M7R2KQ9", "25,50"]],
      [3, ["K7Q2M9X4LP", "1500,00"]],
    ],
  },
  {
    name: "Excel's 'sep=;' first line",
    bytes: utf8("sep=;\r\ncardId;amount\r\nHB4M7R2KQ9;5\r\n"),
    delimiter: ";",
    header: ["cardId", "amount"],
    rows: [[3, ["HB4M7R2KQ9", "5"]]],
  },
  {
    name: "quoted fields with commas, doubled quotes and a line break inside",
    bytes: utf8('name,addressOne,note\r\n"Yusuf, Amina","12 Main St","She said ""hi""\r\nthen left"\r\nLee,"3 Oak Ave",\r\n'),
    delimiter: ",",
    header: ["name", "addressOne", "note"],
    rows: [
      [2, ["Yusuf, Amina", "12 Main St", 'She said "hi"\r\nthen left']],
      [4, ["Lee", "3 Oak Ave", ""]],
    ],
  },
  {
    name: "Arabic script and accents, UTF-8",
    bytes: utf8("name,email\nأمينة يوسف,amina@example.test\nZoë Ødegård,zoe@example.test\n"),
    delimiter: ",",
    header: ["name", "email"],
    rows: [
      [2, ["أمينة يوسف", "amina@example.test"]],
      [3, ["Zoë Ødegård", "zoe@example.test"]],
    ],
  },
  {
    name: "trailing empty rows and the ',,' lines a spreadsheet leaves",
    bytes: utf8("cardId,amount\r\nHB4M7R2KQ9,1\r\n,\r\n\r\n , \r\n\r\n"),
    delimiter: ",",
    header: ["cardId", "amount"],
    rows: [[2, ["HB4M7R2KQ9", "1"]]],
  },
  {
    name: "Excel's 'Unicode Text': UTF-16 with tabs",
    bytes: utf16le("name\temail\r\nأمينة\ta@example.test\r\n"),
    delimiter: "\t",
    header: ["name", "email"],
    rows: [[2, ["أمينة", "a@example.test"]]],
  },
  {
    name: "our template as downloaded: the help row (a note starting with #) is not data",
    bytes: withBom('cardId,amount\r\n"# The 10-character card ID","# Dollars, for example 25.00"\r\nHB4M7R2KQ9,25.00\r\n'),
    delimiter: ",",
    header: ["cardId", "amount"],
    rows: [[3, ["HB4M7R2KQ9", "25.00"]]],
  },
  {
    name: "old Mac line ends (CR only) and a header with spaces",
    bytes: utf8(" cardId , amount \rHB4M7R2KQ9,2\r"),
    delimiter: ",",
    header: ["cardId", "amount"],
    rows: [[2, ["HB4M7R2KQ9", "2"]]],
  },
];

describe("parseCsv over the corpus of real-world files", () => {
  for (const entry of CORPUS) {
    it(entry.name, () => {
      const parsed = table(parseCsv(entry.bytes));
      expect(parsed.delimiter).toBe(entry.delimiter);
      expect(parsed.header).toEqual(entry.header);
      expect(parsed.records.map((r) => [r.row, r.cells])).toEqual(entry.rows);
    });
  }
});

describe("parseCsv refuses what it cannot read, with a reason", () => {
  it("an empty file, or one of blank lines", () => {
    expect(parseCsv(new Uint8Array())).toMatchObject({ ok: false, reason: "empty" });
    expect(parseCsv(utf8("\r\n,,\r\n"))).toMatchObject({ ok: false, reason: "empty" });
  });

  it("a file over the size limit", () => {
    expect(parseCsv(new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x41))).toMatchObject({ ok: false, reason: "tooLarge" });
  });

  it(`more than ${MAX_IMPORT_ROWS} rows, and exactly ${MAX_IMPORT_ROWS} is fine`, () => {
    const rows = (n: number) => utf8(`cardId,amount\n${"HB4M7R2KQ9,1\n".repeat(n)}`);
    expect(table(parseCsv(rows(MAX_IMPORT_ROWS))).records).toHaveLength(MAX_IMPORT_ROWS);
    expect(parseCsv(rows(MAX_IMPORT_ROWS + 1))).toMatchObject({ ok: false, reason: "tooManyRows" });
  });

  it("a workbook uploaded instead of its CSV", () => {
    expect(parseCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toMatchObject({ ok: false, reason: "spreadsheetFile" });
    expect(parseCsv(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toMatchObject({ ok: false, reason: "spreadsheetFile" });
  });

  it("a binary file", () => {
    expect(parseCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toMatchObject({ ok: false, reason: "notText" });
  });

  it("a quote never closed, naming the row it opened on", () => {
    expect(parseCsv(utf8('name,email\nok,a@b.test\n"Amina,amina@b.test\nLee,l@b.test\n'))).toMatchObject({
      ok: false,
      reason: "unclosedQuote",
      row: 3,
    });
  });

  it("text after a closing quote", () => {
    expect(parseCsv(utf8('name,email\n"Amina" Yusuf,a@b.test\n'))).toMatchObject({ ok: false, reason: "textAfterQuote", row: 2 });
  });

  it("keeps a quote inside an unquoted field as text, as spreadsheets do", () => {
    expect(table(parseCsv(utf8('name,note\nLee,5" screen\n'))).records[0]?.cells).toEqual(["Lee", '5" screen']);
  });
});
