import { describe, expect, it } from "vitest";
import { kindOfPath } from "./files.server";

describe("the import kind of a path", () => {
  it("is read from the page, its files and its client-navigation data request alike", () => {
    expect(kindOfPath("/biz_harbor/import/recipients")).toBe("recipients");
    expect(kindOfPath("/biz_harbor/import/recipients.data")).toBe("recipients");
    expect(kindOfPath("/biz_harbor/import/order/physical.data")).toBe("order-physical");
    expect(kindOfPath("/biz_harbor/import/card-loads/template.csv")).toBe("card-loads");
  });

  it("is the not-found page for any other path", () => {
    expect(() => kindOfPath("/biz_harbor/import/nothing")).toThrow();
  });
});
