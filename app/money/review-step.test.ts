import { describe, expect, it } from "vitest";
import { isReviewed, REVIEWED_FIELD, REVIEWED_YES } from "./review-step";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the review step's field", () => {
  it("is reviewed only when the review posted reviewed=yes", () => {
    expect(REVIEWED_FIELD).toBe("reviewed");
    expect(isReviewed(form([[REVIEWED_FIELD, REVIEWED_YES]]))).toBe(true);
    expect(isReviewed(form([["reviewed", "no"]]))).toBe(false);
    expect(isReviewed(form([["reviewed", "YES"]]))).toBe(false);
    expect(isReviewed(form([]))).toBe(false);
  });
});
