import { createInstance } from "i18next";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";
import { type LanguageCode, languageTag } from "#domain/languages";
import { ActiveFilters } from "./active-filters";
import { tablePages } from "./data-table";

async function render(filters: Parameters<typeof ActiveFilters>[0]["filters"], code: LanguageCode = "en") {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/b/orders"]}>
        <ActiveFilters base="/b/orders" filters={filters} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

describe("ActiveFilters", () => {
  it("lists each filter in use with a link that drops only it, named for screen readers", async () => {
    const html = await render([
      { key: "search", label: "Search", value: "zhang karim", query: "?status=frozen" },
      { key: "status", label: "Status", value: "Frozen", query: "?search=zhang+karim" },
    ]);
    expect(html).toContain('<ul class="active-filters" aria-label="Filters in use">');
    expect(html).toContain('<a aria-label="Remove the filter Search: zhang karim" href="/b/orders?status=frozen"');
    expect(html).toContain('<a aria-label="Remove the filter Status: Frozen" href="/b/orders?search=zhang+karim"');
  });

  it("shows nothing without a filter in use, and speaks the page's language", async () => {
    expect(await render([])).toBe("");
    expect(await render([{ key: "search", label: "Wyszukiwanie", value: "ana", query: "?" }], "pl")).toContain(
      "Usuń filtr Wyszukiwanie: ana",
    );
  });
});

describe("tablePages", () => {
  it("puts the list's address before each link and the range in words, only with a range", () => {
    const pages = { firstQuery: "?", previousQuery: "?cursor=p", nextQuery: null, range: { from: 51, to: 60, count: 60 } };
    expect(tablePages("/b/orders", pages, (r) => `${r.from}–${r.to} of ${r.count}`)).toEqual({
      first: "/b/orders?",
      previous: "/b/orders?cursor=p",
      next: null,
      summary: "51–60 of 60",
    });
    expect(tablePages("/b/orders", { ...pages, range: null }, () => "never").summary).toBeNull();
  });
});
