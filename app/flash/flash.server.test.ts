import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { flashContext } from "#app/context";
import { flashMiddleware } from "#app/middleware/flash";
import { FLASH_COOKIE, flashCookie, readFlash } from "./flash.server";

const cookieValue = (setCookie: string) => setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
const requestWith = (cookie?: string) => new Request("https://example.test/login", { headers: cookie ? { Cookie: cookie } : {} });

/** Runs the flash middleware around a "page" that may take the flash and answers `response`. */
async function run(request: Request, page: (context: RouterContextProvider) => Response) {
  const context = new RouterContextProvider();
  const next = async () => page(context);
  const response = await flashMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, next as never);
  return response as Response;
}

describe("flash messages", () => {
  const authError = flashCookie({ message: "auth.authError", tone: "error", durationMs: 10_000 });
  const incoming = `${FLASH_COOKIE}=${cookieValue(authError)}`;

  it("round-trips through the cookie, short-lived and HttpOnly", () => {
    expect(authError).toMatch(/^__Host-flash=.+; Path=\/; Max-Age=60; HttpOnly; Secure; SameSite=Lax$/);
    expect(readFlash(requestWith(incoming))).toEqual({ message: "auth.authError", tone: "error", durationMs: 10_000 });
  });

  it("ignores what it did not write: unknown keys, durations without a CSS rule, garbage", () => {
    const forged = (value: unknown) => `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readFlash(requestWith(forged({ message: "admin.secret", tone: "error" })))).toBeNull();
    expect(readFlash(requestWith(forged({ message: "auth.authError", tone: "error", durationMs: 5 })))).toBeNull();
    expect(readFlash(requestWith(`${FLASH_COOKIE}=not-json`))).toBeNull();
  });

  it("clears the cookie once the page took it", async () => {
    const response = await run(requestWith(incoming), (context) => {
      expect(context.get(flashContext).take()?.message).toBe("auth.authError");
      return new Response("page");
    });
    expect(response.headers.getSetCookie()).toEqual([`${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`]);
  });

  it("keeps it through a redirect, and when nothing took it", async () => {
    const redirected = await run(requestWith(incoming), (context) => {
      context.get(flashContext).take();
      return new Response(null, { status: 302, headers: { Location: "/login" } });
    });
    expect(redirected.headers.getSetCookie()).toEqual([]);
    const untouched = await run(requestWith(incoming), () => new Response("resource"));
    expect(untouched.headers.getSetCookie()).toEqual([]);
  });

  it("does not clear a flash the response sets anew", async () => {
    const response = await run(requestWith(incoming), (context) => {
      context.get(flashContext).take();
      return new Response("page", { headers: { "Set-Cookie": authError } });
    });
    expect(response.headers.getSetCookie()).toEqual([authError]);
  });

  it("sets nothing when no flash came in", async () => {
    const response = await run(requestWith(), (context) => {
      expect(context.get(flashContext).take()).toBeNull();
      return new Response("page");
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
