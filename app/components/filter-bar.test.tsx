import { describe, expect, it } from "vitest";
import { renderAt } from "#app/i18n/render.fixture";
import { FilterBar, FilterInput, FilterSelect } from "./filter-bar";

const statuses = [
  { value: "active", label: "Active" },
  { value: "frozen", label: "Frozen" },
];

function Filters({ status, clear }: { status?: string; clear?: string }) {
  return (
    <FilterBar action="/b/cards" label="Filter cards" apply="Apply" clear={clear}>
      <FilterInput id="cards-search" type="search" name="search" label="Search" value="lopez" />
      <FilterSelect id="cards-status" name="status" label="Status" value={status} any="Any" options={statuses} />
      <FilterSelect
        id="cards-order"
        name="order"
        label="Order"
        value="asc"
        options={[
          { value: "desc", label: "Newest" },
          { value: "asc", label: "Oldest" },
        ]}
      />
    </FilterBar>
  );
}

describe("FilterBar, FilterSelect and FilterInput", () => {
  it("make a GET search form to the list, folded in a disclosure, with Apply and Clear back to the list", async () => {
    const html = await renderAt("/b/cards", () => <Filters clear="Clear" />);
    expect(html).toContain(
      '<details class="filter-disclosure"><summary>Filter cards</summary><form class="filters" role="search" aria-label="Filter cards"',
    );
    expect(html).toContain('action="/b/cards" method="get">');
    expect(html).toContain(
      '<div class="filter-actions"><button type="submit">Apply</button><a class="button secondary" href="/b/cards" data-discover="true">Clear</a></div>',
    );
  });

  it("label each field and keep what the URL holds", async () => {
    const html = await renderAt("/b/cards", () => <Filters status="frozen" />);
    expect(html).toContain('<label for="cards-search">Search</label><input id="cards-search" type="search" name="search" value="lopez"/>');
    expect(html).toContain('<label for="cards-status">Status</label><select id="cards-status" name="status">');
    expect(html).toContain(
      '<option value="">Any</option><option value="active">Active</option><option value="frozen" selected="">Frozen</option>',
    );
  });

  it("offer 'any' only where a filter may be left out, and select it when the URL has none", async () => {
    const html = await renderAt("/b/cards", () => <Filters />);
    expect(html).toContain('<option value="" selected="">Any</option>');
    expect(html).toContain(
      '<select id="cards-order" name="order"><option value="desc">Newest</option><option value="asc" selected="">Oldest</option></select>',
    );
  });

  it("leave out Clear when the list has none", async () => {
    expect(await renderAt("/b/cards", () => <Filters />)).not.toContain("button secondary");
  });
});
