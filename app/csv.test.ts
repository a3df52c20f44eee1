import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { csvCell, csvDownload, csvField, csvLines, lastFour } from "./csv";
import { ApiError } from "./provider/client.server";

describe("csvField (issue 12: formulas are neutralised whatever the separator)", () => {
  it("quotes every field and doubles quotes", () => {
    expect(csvField("Maria")).toBe('"Maria"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("Smith-Jones")).toBe('"Smith-Jones"');
    expect(csvField("a@b.test")).toBe('"a@b.test"');
  });

  it("neutralises a formula at the start, after spaces, and after a comma, semicolon or line break", () => {
    expect(csvField("=1+1")).toBe(`"'=1+1"`);
    expect(csvField("  =HYPERLINK(1)")).toBe(`"'  =HYPERLINK(1)"`);
    // A tab is both a leading formula character and a separator: neutralised at both places.
    expect(csvField("\t=1")).toBe(`"'\t'=1"`);
    expect(csvField("Maria;=cmd")).toBe(`"Maria;'=cmd"`);
    expect(csvField("Maria, +1")).toBe(`"Maria, '+1"`);
    expect(csvField("Maria\n@x")).toBe(`"Maria\n'@x"`);
    for (const value of ["+1", "-1", "@SUM(A1)", "\r=1", "\u00a0=1"]) {
      expect(csvField(value).startsWith(`"'`), JSON.stringify(value)).toBe(true);
    }
  });

  it("property: whichever separator a spreadsheet splits on, no cell starts with a formula character", () => {
    const char = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", " ", "\u00a0", "a", "1", '"', "'");
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 12 }).map((chars) => chars.join("")),
        (value) => {
          const inner = csvField(value).slice(1, -1).replace(/""/g, '"');
          for (const cell of inner.split(/[,;\t\n\r]/)) {
            expect(/^[ \u00a0]*[=+\-@]/.test(cell), JSON.stringify({ value, cell })).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("lastFour", () => {
  it("keeps at most the last four digits", () => {
    expect(lastFour("123456")).toBe("3456");
    expect(lastFour("12")).toBe("12");
  });
});

describe("csvCell and csvLines", () => {
  it("writes amounts bare, so a spreadsheet reads a negative amount as a number", () => {
    expect(csvCell({ decimal: "-12.50" })).toBe("-12.50");
    expect(csvCell({ decimal: "0" })).toBe("0");
    // Anything that is not a plain decimal is text, neutralised like every text cell.
    expect(csvCell({ decimal: "=1+1" })).toBe(`"'=1+1"`);
    expect(csvLines([["Ana", { decimal: "5.00" }], ["-x"]])).toBe(`"Ana",5.00\r\n"'-x"\r\n`);
  });
});

describe("csvDownload", () => {
  it("streams the header and every page in order, asking for the next page by its cursor", async () => {
    type Page = { rows: string[]; nextCursor: string | null };
    const pages: Record<string, Page> = {
      c2: { rows: ["b"], nextCursor: "c3" },
      c3: { rows: [], nextCursor: "c4" },
      c4: { rows: [], nextCursor: null },
    };
    const asked: string[] = [];
    const response = csvDownload({
      filename: "cards-biz 1.csv",
      header: ["Name"],
      first: { rows: ["a", "=a"], nextCursor: "c2" } as Page,
      rowsOf: (page) => page.rows.map((row) => [row]),
      next: async (cursor): Promise<Page> => {
        asked.push(cursor);
        return pages[cursor] ?? { rows: [], nextCursor: null };
      },
      incomplete: "Export incomplete",
    });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="cards-biz_1.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The byte-order mark is kept (response.text() would drop it).
    const body = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe(`\uFEFF"Name"\r\n"a"\r\n"'=a"\r\n"b"\r\n`);
    expect(asked).toEqual(["c2", "c3", "c4"]);
  });
});

describe("csvDownload when the provider fails in the middle (ADR 0228)", () => {
  it("ends the file with the incomplete line, logs the export without its rows, and aborts the download", async () => {
    type Page = { rows: string[]; nextCursor: string | null };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = csvDownload({
      filename: "recipients-biz_harbor.csv",
      header: ["Name"],
      first: { rows: ["Amina Yusuf"], nextCursor: "c2" } as Page,
      rowsOf: (page) => page.rows.map((row) => [row]),
      next: async () => {
        throw new ApiError(503, { code: "provider_unavailable", msg: "Service unavailable" });
      },
      incomplete: "Export incomplete: download the file again.",
    });
    // Read as a client does: every chunk until the stream fails.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return null;
        chunks.push(value);
      }
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    const text = chunks.map((chunk) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(chunk)).join("");
    expect(text).toBe(`\uFEFF"Name"\r\n"Amina Yusuf"\r\n"Export incomplete: download the file again."\r\n`);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(logged).toEqual({ msg: "csv export cut short", file: "recipients-biz_harbor.csv", rows: 1, error: "503 provider_unavailable" });
    expect(String(warn.mock.calls[0]?.[0])).not.toContain("Amina");
    warn.mockRestore();
  });

  it("a list that ends normally carries no incomplete line", async () => {
    const response = csvDownload({
      filename: "cards.csv",
      header: ["Name"],
      first: { rows: ["a"], nextCursor: null },
      rowsOf: (page) => page.rows.map((row) => [row]),
      next: async () => ({ rows: [], nextCursor: null }),
      incomplete: "Export incomplete",
    });
    expect(await response.text()).not.toContain("Export incomplete");
  });
});
