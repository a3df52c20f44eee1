import { describe, expect, it } from "vitest";
import { clearCookie, readCookie, setCookie } from "./cookies";

const withCookie = (cookie: string) => new Request("https://example.test/", { headers: { Cookie: cookie } });

describe("cookies", () => {
  it("reads one cookie among several and decodes it", () => {
    const request = withCookie("a=1; __Host-return=%2Fbiz%2Fcards%3Fq%3Dx; b=2");
    expect(readCookie(request, "__Host-return")).toBe("/biz/cards?q=x");
    expect(readCookie(request, "b")).toBe("2");
    expect(readCookie(request, "missing")).toBeNull();
  });

  it("answers null for a value that is not valid URI encoding", () => {
    expect(readCookie(withCookie("bad=%E0%A4%A"), "bad")).toBeNull();
  });

  it("writes the attributes once, in one shape", () => {
    expect(setCookie("__Host-lang", "ar", { maxAge: 60, httpOnly: false })).toBe(
      "__Host-lang=ar; Path=/; Max-Age=60; Secure; SameSite=Lax",
    );
    expect(setCookie("__Host-banner-closed", "1")).toBe("__Host-banner-closed=1; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(setCookie("__Host-return", "/a b", { maxAge: 900 })).toBe(
      "__Host-return=%2Fa%20b; Path=/; Max-Age=900; HttpOnly; Secure; SameSite=Lax",
    );
    expect(clearCookie("__Host-notice")).toBe("__Host-notice=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax");
  });
});
