import { describe, expect, it } from "vitest";
import { z } from "zod";
import { activeFilters, listPages, listViewQuery, readListView } from "./list-view";

const schema = z.object({
  search: z.string().trim().max(20).optional().catch(undefined),
  sort: z.enum(["createdAt", "name"]).catch("createdAt"),
  order: z.enum(["asc", "desc"]).catch("desc"),
});

describe("readListView", () => {
  it("treats empty and blank fields as absent and falls back on malformed values", () => {
    expect(readListView(new URL("http://x/l?search=%20%20&sort=bogus&order=asc"), schema)).toEqual({
      search: undefined,
      sort: "createdAt",
      order: "asc",
    });
    expect(readListView(new URL("http://x/l?search=%20ana%20"), schema)).toMatchObject({ search: "ana" });
  });
});

describe("listViewQuery", () => {
  it("leaves out empty values and the default sort, and adds the extra parameters", () => {
    expect(listViewQuery({ search: "ana", sort: "createdAt", order: "desc", status: undefined })).toBe("?search=ana");
    expect(listViewQuery({ sort: "name", order: "asc" }, { cursor: "c 1" })).toBe("?sort=name&order=asc&cursor=c+1");
    expect(listViewQuery({})).toBe("");
    expect(listViewQuery({ sort: "name" }, {}, { sort: "name" })).toBe("");
  });

  it("round-trips through readListView", () => {
    const view = { search: "zhang karim", sort: "name" as const, order: "asc" as const };
    expect(readListView(new URL(`http://x/l${listViewQuery(view)}`), schema)).toEqual(view);
  });
});

describe("listPages (issue 24 item 5, ADR 0177)", () => {
  const view = { search: "karim zhang", sort: "name", order: "asc" };

  it("the first page: no first or previous link, the next page's cursor, the range from 1", () => {
    expect(listPages(view, undefined, { nextCursor: "n1", total: 120, offset: 0, previousCursor: null }, 50)).toEqual({
      firstQuery: null,
      previousQuery: null,
      nextQuery: "?search=karim+zhang&sort=name&order=asc&cursor=n1",
      range: { from: 1, to: 50, count: 120 },
    });
  });

  it("the second page: its previous page is the first, opened without a cursor", () => {
    const pages = listPages(view, "c1", { nextCursor: "n2", total: 120, offset: 50, previousCursor: null }, 50);
    expect(pages.firstQuery).toBe("?search=karim+zhang&sort=name&order=asc");
    expect(pages.previousQuery).toBe(pages.firstQuery);
    expect(pages.range).toEqual({ from: 51, to: 100, count: 120 });
  });

  it("a later page: the previous page's cursor; the last page has no next link", () => {
    const pages = listPages({}, "c2", { nextCursor: null, total: 120, offset: 100, previousCursor: "p1" }, 20);
    expect(pages).toEqual({ firstQuery: "?", previousQuery: "?cursor=p1", nextQuery: null, range: { from: 101, to: 120, count: 120 } });
  });

  it("no range without matches or without a total; no previous page without an offset", () => {
    expect(listPages(view, undefined, { nextCursor: null, total: 0, offset: 0, previousCursor: null }, 0).range).toBeNull();
    const plain = listPages(view, "c1", { nextCursor: null }, 10);
    expect(plain.range).toBeNull();
    expect(plain.previousQuery).toBeNull();
    expect(plain.firstQuery).toBe("?search=karim+zhang&sort=name&order=asc");
  });
});

describe("activeFilters", () => {
  const labels = { search: "list.search", status: "list.status" } as const;

  it("lists the filters in use in the labels' order, each with the view without it, from the first page", () => {
    const filters = activeFilters({ status: "frozen", search: "ana", sort: "name", order: "asc", cursor: "c9" }, labels, {
      status: "Frozen",
    });
    expect(filters).toEqual([
      { key: "search", labelKey: "list.search", value: "ana", query: "?status=frozen&sort=name&order=asc" },
      { key: "status", labelKey: "list.status", value: "Frozen", query: "?search=ana&sort=name&order=asc" },
    ]);
  });

  it("a view with no filter has none; removing the only one is the bare list", () => {
    expect(activeFilters({ sort: "createdAt", order: "desc" }, labels)).toEqual([]);
    expect(activeFilters({ search: "ana" }, labels)[0]?.query).toBe("?");
  });
});
