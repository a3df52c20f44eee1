import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listViewQuery, readListView } from "./list-view";

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
