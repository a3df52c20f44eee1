import { describe, expect, it } from "vitest";
import { ApiError } from "#app/provider/client.server";
import { staleCursorRedirect } from "./list-view.server";

const invalidCursor = new ApiError(400, { code: "invalid_cursor", msg: "The cursor is not valid for this list" });

describe("a list address with a stale or mistyped cursor (issue 34 item 11)", () => {
  it("goes to the same list's first page, filters kept, with the note", () => {
    const response = staleCursorRedirect(new Request("http://app.test/biz_harbor/cards?status=active&cursor=WyJ4Il0"), invalidCursor);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/biz_harbor/cards?status=active");
    expect(response?.headers.get("Set-Cookie")).toContain("common.staleCursor");
  });

  it("a client navigation's data request and an autoload's members page go to the page's own address", () => {
    const data = staleCursorRedirect(
      new Request("http://app.test/biz_harbor/recipients.data?cursor=x&_routes=routes%2Fdashboard%2Frecipients"),
      invalidCursor,
    );
    expect(data?.headers.get("Location")).toBe("/biz_harbor/recipients");
    const members = staleCursorRedirect(new Request("http://app.test/biz_harbor/autoloads/al_1?members=bad"), invalidCursor);
    expect(members?.headers.get("Location")).toBe("/biz_harbor/autoloads/al_1");
  });

  it("a cursor refused by its shape alone (over the contract's 512 characters) is the same stale address", () => {
    const tooLong = new ApiError(400, {
      code: "validation_failed",
      issues: [{ path: "query.cursor", message: "Too big: expected string to have <=512 characters" }],
    });
    const response = staleCursorRedirect(new Request(`http://app.test/biz_unity/programs?page=2&cursor=${"x".repeat(600)}`), tooLong);
    expect(response?.headers.get("Location")).toBe("/biz_unity/programs?page=2");
    const otherField = new ApiError(400, {
      code: "validation_failed",
      issues: [
        { path: "query.cursor", message: "Too big" },
        { path: "query.status", message: "Invalid option" },
      ],
    });
    expect(staleCursorRedirect(new Request("http://app.test/biz_harbor/cards?cursor=x&status=y"), otherField)).toBeNull();
  });

  it("leaves every other refusal, a post, and an address without a cursor alone", () => {
    const list = "http://app.test/biz_harbor/cards?cursor=WyJ4Il0";
    expect(staleCursorRedirect(new Request(list), new ApiError(400, { code: "validation_failed" }))).toBeNull();
    expect(staleCursorRedirect(new Request(list, { method: "POST" }), invalidCursor)).toBeNull();
    expect(staleCursorRedirect(new Request("http://app.test/biz_harbor/cards"), invalidCursor)).toBeNull();
  });
});
