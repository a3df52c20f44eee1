import { describe, expect, it } from "vitest";
import { cardListQuery, readCardListParams } from "./cards.server";

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
});
