import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie } from "#app/flash/flash.server";
import { flashMiddleware } from "#app/middleware/flash";
import { doneRedirect, takeDone, takeDoneOf } from "./done.server";

const PAGE = "/biz_harbor/cards/crd_1";
const NOTICES = ["locked", "unlocked"] as const;

/** The cookie a browser sends back after the redirect that set it. */
function cookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  return (set ?? "").split(";")[0] ?? "";
}

/** One page request through the flash middleware; the page at `path` takes its notice. */
async function visit(cookie: string, path = PAGE) {
  const context = new RouterContextProvider();
  const request = new Request(`https://example.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  let shown: (typeof NOTICES)[number] | null = null;
  const args = { request, context, params: {}, unstable_pattern: "/" } as never;
  const response = (await flashMiddleware(args, (async () => {
    shown = takeDone(context, PAGE, NOTICES);
    return new Response("page");
  }) as never)) as Response;
  return { shown: shown as (typeof NOTICES)[number] | null, response };
}

describe("done notices", () => {
  it("redirect to the page with nothing in the address, and the page shows its notice once", async () => {
    const redirect = doneRedirect(PAGE, "locked");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(PAGE);
    const first = await visit(cookieOf(redirect));
    expect(first.shown).toBe("locked");
    // The page's response clears the cookie: a reload (the browser sends what is left) shows nothing.
    expect(cookieOf(first.response)).toBe(`${FLASH_COOKIE}=`);
    expect((await visit(cookieOf(first.response))).shown).toBeNull();
  });

  it("keep the redirect's other cookies", () => {
    const redirect = doneRedirect(PAGE, "locked", { headers: { "Set-Cookie": "other=1; Path=/" } });
    expect(redirect.headers.getSetCookie()).toHaveLength(2);
    expect(redirect.headers.getSetCookie()[0]).toBe("other=1; Path=/");
  });

  it("carry the object they are about", async () => {
    const context = new RouterContextProvider();
    const request = new Request(`https://example.test${PAGE}`, {
      headers: { Cookie: cookieOf(doneRedirect(PAGE, "created", { subject: "prg_7" })) },
    });
    const args = { request, context, params: {}, unstable_pattern: "/" } as never;
    let taken: unknown = null;
    await flashMiddleware(args, (async () => {
      taken = takeDoneOf(context, PAGE, ["created"]);
      return new Response("page");
    }) as never);
    expect(taken).toEqual({ notice: "created", subject: "prg_7" });
  });

  it("show nothing on another page, and nothing the page does not know", async () => {
    expect((await visit(cookieOf(doneRedirect("/biz_harbor/cards/crd_2", "locked")))).shown).toBeNull();
    expect((await visit(cookieOf(doneRedirect(PAGE, "deleted")))).shown).toBeNull();
    const forged = flashCookie({ tone: "success", done: { path: PAGE, notice: "<script>" } });
    expect((await visit(cookieOf(new Response(null, { headers: { "Set-Cookie": forged } })))).shown).toBeNull();
  });
});
