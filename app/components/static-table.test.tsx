import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type StaticColumn, StaticTable } from "./static-table";

type Line = { id: string; name: string; amount: string; note?: string; short?: boolean };

const lines: Line[] = [
  { id: "a", name: "Ana Lopez", amount: "$12.00", note: "first" },
  { id: "b", name: "Bo Chen", amount: "$3.50", short: true },
];

const base: StaticColumn<Line>[] = [
  { key: "name", header: "Name", rowHeader: true, cell: (line) => line.name },
  { key: "amount", header: "Amount", numeric: true, cell: (line) => line.amount },
];

const html = (props: Partial<Parameters<typeof StaticTable<Line>>[0]>) =>
  renderToStaticMarkup(<StaticTable columns={base} rows={lines} rowKey={(line) => line.id} {...props} />);

describe("StaticTable (the one table's static mode)", () => {
  it("renders the kit's table markup: a caption, column headers, the row header and end-aligned left-to-right numbers", () => {
    const out = html({ caption: "Lines" });
    expect(out).toContain('<table class="data-table"><caption>Lines</caption>');
    expect(out).toContain('<th scope="col">Name</th><th scope="col" class="numeric">Amount</th>');
    expect(out).toContain('<th scope="row">Ana Lopez</th><td class="numeric" dir="ltr">$12.00</td>');
    expect(out.match(/<tbody>.*<\/tbody>/s)?.[0].match(/<tr>/g)).toHaveLength(2);
  });

  it("hides the caption visually when told, and leaves it out when there is none", () => {
    expect(html({ caption: "Lines", captionHidden: true })).toContain('<caption class="visually-hidden">Lines</caption>');
    expect(html({})).not.toContain("<caption");
  });

  it("keeps a table's own classes, or none, and wraps it in the scroller when asked", () => {
    expect(html({ className: "data-table forecast-table" })).toMatch(/^<table class="data-table forecast-table">/);
    expect(html({ className: null })).toMatch(/^<table><thead>/);
    expect(html({ scroll: true })).toMatch(/^<div class="table-scroll"><table class="data-table">.*<\/table><\/div>$/s);
  });

  it("leaves out the columns a page does not show, and gives an empty head cell to a column without a header", () => {
    const out = html({
      columns: [...base, false, null, { key: "change", header: null, cell: (line) => <a href={`/x/${line.id}`}>Change</a> }],
    });
    expect(out).toContain('<th scope="col" class="numeric">Amount</th><td></td></tr></thead>');
    expect(out).toContain('<td><a href="/x/b">Change</a></td></tr>');
  });

  it("carries a cell's direction, class and label and a row's class", () => {
    const out = html({
      rowClassName: (line) => (line.short ? "short" : undefined),
      columns: [
        ...base,
        {
          key: "note",
          header: "Note",
          dir: "auto",
          label: "Note",
          cellClass: (line) => (line.note ? "noted" : undefined),
          cell: (line) => line.note,
        },
      ],
    });
    expect(out).toContain('<td class="noted" dir="auto" data-label="Note">first</td>');
    expect(out).toContain('<tr class="short"><th scope="row">Bo Chen</th>');
  });
});
