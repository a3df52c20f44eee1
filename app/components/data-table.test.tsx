import { createInstance } from "i18next";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { type LanguageCode, languageTag } from "#domain/languages";
import { type Columns, columns, DataTable, type DataTableProps, selectedRowIds } from "./data-table";

type Payment = { id: string; payee: string; amount: string };

const col = columns<Payment>();
const paymentColumns: Columns<Payment> = col.columns([
  col.accessor("payee", { header: "Payee", meta: { rowHeader: true, sortKey: "payee" } }),
  col.accessor("amount", { header: "Amount", meta: { numeric: true, sortKey: "amount" } }),
  col.display({ id: "note", header: "Note", cell: (info) => <em>note {info.row.original.id}</em> }),
]);

const rows: Payment[] = [
  { id: "p1", payee: "Ana Lopez", amount: "$12.00" },
  { id: "p2", payee: "Bo Chen", amount: "$3.50" },
];

async function render(props: Partial<DataTableProps<Payment>>, code: LanguageCode = "en") {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  // Rendered to completion, as entry.server.tsx sends every document: the table is an island (ADR 0066).
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/payments"]}>
        <DataTable columns={paymentColumns} data={rows} getRowId={(row) => row.id} caption="Payments" empty="No payments yet." {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

const sort = (key: string, order: "asc" | "desc") => ({
  key,
  order,
  href: (k: string, o: "asc" | "desc") => `/payments?sort=${k}&order=${o}`,
});

describe("DataTable", () => {
  it("names the table with a caption, visible or visually hidden", async () => {
    expect(await render({})).toContain("<caption>Payments</caption>");
    expect(await render({ captionHidden: true })).toContain('<caption class="visually-hidden">Payments</caption>');
  });

  it("renders typed columns: the row header, numeric cells aligned to the end and kept left-to-right, custom cells", async () => {
    const html = await render({});
    expect(html).toContain('<th scope="row">Ana Lopez</th>');
    expect(html).toContain('<td class="numeric" dir="ltr" data-label="Amount">$12.00</td>');
    expect(html).toContain('<th scope="col" class="numeric">Amount</th>');
    expect(html).toContain('<td data-label="Note"><em>note <!-- -->p2</em></td>');
    expect(html.match(/<tbody>.*<\/tbody>/s)?.[0].match(/<tr>/g)).toHaveLength(2);
  });

  it("names each cell's column (data-label), which a phone shows when it stacks the row as a card (issue 35)", async () => {
    const html = await render({});
    const cells = [...html.matchAll(/<td[^>]*data-label="([^"]+)"/g)].map((m) => m[1]);
    expect(cells).toEqual(["Amount", "Note", "Amount", "Note"]);
  });

  it("says the empty state instead of an empty table, and still offers the way back to the first page", async () => {
    const html = await render({ data: [], pages: { first: "/payments" } });
    expect(html).not.toContain("<table");
    expect(html).toContain('<p role="status" class="table-empty">No payments yet.</p>');
    expect(html).toContain('href="/payments" data-discover="true">First page</a>');
  });

  it("makes sortable headers links that flip the order, with aria-sort on the sorted column only", async () => {
    const html = await render({ sort: sort("amount", "desc") });
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('href="/payments?sort=amount&amp;order=asc"');
    // The other sortable column is unsorted, and sorting by it starts ascending.
    expect(html).toContain('<th scope="col" aria-sort="none"><a class="sort-link" href="/payments?sort=payee&amp;order=asc"');
    // A column without a sort key has no link and no aria-sort.
    expect(html).toContain('<th scope="col">Note</th>');
    const ascending = await render({ sort: sort("payee", "asc") });
    expect(ascending).toContain('aria-sort="ascending"');
    expect(ascending).toContain('href="/payments?sort=payee&amp;order=desc"');
  });

  it("without a sort, headers are plain text", async () => {
    const html = await render({});
    expect(html).not.toContain("aria-sort");
    expect(html).not.toContain("sort-link");
  });

  it("links the cursor pages in a labelled navigation, translated", async () => {
    const html = await render({ pages: { first: "/payments", next: "/payments?cursor=abc" } });
    expect(html).toContain('<nav class="pagination" aria-label="Pages">');
    expect(html).toContain('href="/payments?cursor=abc" data-discover="true">Next page</a>');
    const arabic = await render({ pages: { next: "/payments?cursor=abc" } }, "ar");
    expect(arabic).toContain(">الصفحة التالية</a>");
    expect(await render({ pages: { first: null, next: null } })).not.toContain("pagination");
  });

  it("says where the page sits and links the page before; 'first page' only when it is not the page before (issue 24)", async () => {
    const html = await render({
      pages: { first: "/payments", previous: "/payments?cursor=p", next: "/payments?cursor=n", summary: "51–100 of 120 payments" },
    });
    expect(html).toContain('<p class="table-summary">51–100 of 120 payments</p>');
    expect(html).toMatch(/<a[^>]*href="\/payments"[^>]*>First page<\/a>/);
    expect(html).toMatch(/<a (?=[^>]*href="\/payments\?cursor=p")(?=[^>]*rel="prev")[^>]*>Previous page<\/a>/);
    const second = await render({ pages: { first: "/payments", previous: "/payments", next: null } });
    expect(second).not.toContain("First page");
    expect(second).toContain("Previous page");
  });

  it("offers row selection as checkboxes of a surrounding form, each with its own accessible name", async () => {
    const html = await render({
      selection: {
        form: "bulk",
        name: "paymentId",
        allName: "allOnPage",
        allLabel: "Select all payments on this page",
        label: (row) => `Select the payment to ${row.payee}`,
      },
    });
    expect(html).toContain('form="bulk" aria-label="Select all payments on this page" name="allOnPage" value="p1 p2"');
    expect(html).toContain('form="bulk" aria-label="Select the payment to Ana Lopez" name="paymentId" value="p1"');
    expect(html).toContain('form="bulk" aria-label="Select the payment to Bo Chen" name="paymentId" value="p2"');
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(await render({})).not.toContain('type="checkbox"');
  });

  it("reads a bulk submission: the ticked rows plus, when ticked, every row of the page, once each", () => {
    const form = new FormData();
    form.append("paymentId", "p2");
    form.append("paymentId", "p9");
    form.append("allOnPage", "p1 p2");
    expect(selectedRowIds(form, { name: "paymentId", allName: "allOnPage" }).sort()).toEqual(["p1", "p2", "p9"]);
    expect(selectedRowIds(new FormData(), { name: "paymentId", allName: "allOnPage" })).toEqual([]);
  });
});
