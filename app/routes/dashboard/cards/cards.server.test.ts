import { describe, expect, it } from "vitest";
import { activeFilters } from "#app/list-view";
import { CARD_FILTER_LABELS, cardListQuery, readCardListParams } from "./cards.server";

describe("cards list parameters", () => {
  it("reads a view from the URL and drops what is malformed", () => {
    const params = readCardListParams(
      new URL("http://x/biz/cards?search=%20ana%20&status=locked&formFactor=plastic&sort=balance&order=up&tagId=t_1"),
    );
    expect(params).toEqual({
      search: "ana",
      status: "locked",
      formFactor: undefined,
      tagId: "t_1",
      sort: "balance",
      order: "desc",
      cursor: undefined,
      programId: undefined,
    });
  });

  it("writes a view back without defaults or empty values", () => {
    expect(cardListQuery({ search: "ana", status: undefined, sort: "createdAt", order: "desc" })).toBe("?search=ana");
    expect(cardListQuery({ sort: "balance", order: "asc" }, { cursor: "c1" })).toBe("?sort=balance&order=asc&cursor=c1");
    expect(cardListQuery({})).toBe("");
  });

  it("lists the filters in use, each with the view without it (issue 24 item 5)", () => {
    const view = readCardListParams(new URL("http://x/biz/cards?search=karim&status=frozen&tagId=t_1&sort=balance&order=asc&cursor=c9"));
    const filters = activeFilters(view, CARD_FILTER_LABELS, { status: "Frozen", tagId: "Food" });
    expect(filters.map((f) => [f.key, f.value])).toEqual([
      ["search", "karim"],
      ["status", "Frozen"],
      ["tagId", "Food"],
    ]);
    // Removing one keeps the others and the sort, from the first page.
    expect(filters[1]!.query).toBe("?search=karim&tagId=t_1&sort=balance&order=asc");
    expect(filters[1]!.labelKey).toBe("cards.status");
    expect(activeFilters(readCardListParams(new URL("http://x/biz/cards?sort=balance")), CARD_FILTER_LABELS)).toEqual([]);
  });
});
