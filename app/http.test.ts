import { describe, expect, it } from "vitest";
import { pageAddress, pagePath } from "./http";

describe("the page a request is for", () => {
  it("is the page itself for a document", () => {
    expect(pageAddress(new URL("https://x.test/biz_harbor/settings/members?tab=2"))).toEqual({
      path: "/biz_harbor/settings/members",
      search: "?tab=2",
    });
  });

  it("drops single fetch's .data and _routes from a navigation with JavaScript", () => {
    expect(pageAddress(new URL("https://x.test/biz_unity/programs.data?_routes=routes%2Fprograms&sort=name"))).toEqual({
      path: "/biz_unity/programs",
      search: "?sort=name",
    });
    expect(pageAddress(new URL("https://x.test/biz_unity/programs.data?_routes=x"))).toEqual({ path: "/biz_unity/programs", search: "" });
  });

  it("reads the home page's data address as the home page", () => {
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/biz_harbor/import/card-loads.data")).toBe("/biz_harbor/import/card-loads");
  });
});
