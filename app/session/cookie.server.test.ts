import { describe, expect, it } from "vitest";
import { newSessionId, readSessionCookie, type Session, sessionCookieHeader, sessionEnded, sessionExpiresAt } from "./cookie.server";

// The spec's numbers (section 3, ADR 0012), written here rather than imported from timeouts.ts.
const MINUTE = 60 * 1000;
const IDLE = 30 * MINUTE;
const ABSOLUTE = 12 * 60 * MINUTE;
const SECRET = "a-test-secret-that-is-long-enough-0123456789";

const T0 = Date.parse("2026-11-23T08:00:00Z");
const session: Session = {
  v: 1,
  id: "0123456789abcdef0123456789abcdef",
  realm: "business",
  uid: "usr_harbor_admin",
  idToken: "id-token",
  idTokenExp: T0 / 1000 + 3600,
  refreshToken: "refresh-token",
  createdAt: T0,
  lastSeenAt: T0,
  business: null,
  home: "/biz_harbor/cards",
  brandPath: null,
};

describe("session lifetime", () => {
  it("ends after 30 minutes without a request, not a millisecond before", () => {
    expect(sessionEnded(session, T0 + IDLE - 1)).toBeNull();
    expect(sessionEnded(session, T0 + IDLE)).toBe("idle");
  });

  it("ends 12 hours after sign-in however recent the last request, not a millisecond before", () => {
    const active = (now: number) => ({ ...session, lastSeenAt: now - MINUTE });
    expect(sessionEnded(active(T0 + ABSOLUTE - 1), T0 + ABSOLUTE - 1)).toBeNull();
    expect(sessionEnded(active(T0 + ABSOLUTE), T0 + ABSOLUTE)).toBe("absolute");
    expect(sessionEnded(active(T0 + ABSOLUTE + 5 * MINUTE), T0 + ABSOLUTE + 5 * MINUTE)).toBe("absolute");
  });

  it("expires at the earlier of the two limits", () => {
    expect(sessionExpiresAt({ ...session, lastSeenAt: T0 + MINUTE })).toBe(T0 + MINUTE + IDLE);
    expect(sessionExpiresAt({ ...session, lastSeenAt: T0 + ABSOLUTE - 10 * MINUTE })).toBe(T0 + ABSOLUTE);
  });
});

describe("session cookie", () => {
  it("is __Host-session: Path=/, Secure, HttpOnly, SameSite=Lax, no Domain, living at most until the 12 hours end", async () => {
    const now = Date.now();
    const header = await sessionCookieHeader({ ...session, createdAt: now - 2 * 60 * MINUTE, lastSeenAt: now }, SECRET);
    const [pair, ...attributes] = header.split(";").map((p) => p.trim());
    expect(pair).toMatch(/^__Host-session=./);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "Secure", "HttpOnly", "SameSite=Lax"]));
    expect(attributes.filter((a) => /^domain=/i.test(a))).toEqual([]);
    const maxAge = Number(attributes.find((a) => a.startsWith("Max-Age="))?.slice("Max-Age=".length));
    // 10 hours left of the 12 (a second of slack for the clock moving during the test).
    expect(maxAge).toBeGreaterThanOrEqual(10 * 3600 - 1);
    expect(maxAge).toBeLessThanOrEqual(10 * 3600);
  });

  it("holds the session sealed: readable with the secret only, and never in clear", async () => {
    const header = await sessionCookieHeader({ ...session, createdAt: Date.now(), lastSeenAt: Date.now() }, SECRET);
    const value = decodeURIComponent(header.split(";")[0]?.slice("__Host-session=".length) ?? "");
    expect(value).not.toContain("refresh-token");
    expect(value).not.toContain("usr_harbor_admin");
    expect((await readSessionCookie(value, SECRET))?.uid).toBe("usr_harbor_admin");
    expect(await readSessionCookie(value, `${SECRET}x`)).toBeNull();
  });

  it("session ids are 128 random bits, new each time", () => {
    const ids = new Set(Array.from({ length: 200 }, newSessionId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
