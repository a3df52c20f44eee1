import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "#tests/route-table";
import { missingObject } from "./object-not-found";

/** The paths of the routes inside the dashboard layout, as app/routes.ts writes them. */
const dashboardPaths = () => ROUTE_TABLE.flatMap((r) => (r.parent === "routes/dashboard/layout.tsx" && r.segment ? [r.segment] : []));

describe("the dashboard's not-found page for an object", () => {
  const paths = dashboardPaths();

  it("finds the dashboard routes", () => {
    expect(paths).toContain(":businessId/cards/:cardId");
  });

  // A new object route (a spend rule, a payment) fails here until its not-found page names it and links
  // to its list.
  it.each(paths.filter((p) => p.split("/").filter((s) => s.startsWith(":")).length > 1))("%s names its object and its list", (path) => {
    const segments = path.split("/");
    const params = Object.fromEntries(segments.filter((s) => s.startsWith(":")).map((s) => [s.slice(1), "WRONG"]));
    const missing = missingObject({ ...params, businessId: "biz_x" });
    expect(missing?.id).toBe("WRONG");
    // The object's list is the path up to the object's id: /{businessId}/cards for /{businessId}/cards/{cardId}.
    expect(missing?.list).toBe(`/biz_x/${segments[1]}`);
  });

  it("a business alone names no object", () => {
    expect(missingObject({ businessId: "biz_x" })).toBeNull();
    expect(missingObject({ cardId: "X" })).toBeNull();
  });
});
