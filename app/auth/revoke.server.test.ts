/**
 * Sign-out and both time-outs end the provider session even when the id token has expired (issue 12
 * hole 2, ADR 0099): the app revokes by the refresh token, which outlives the 15-minute id token.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { providerMiddleware } from "#app/middleware/provider";
import { sessionMiddleware } from "#app/middleware/session";
import { createProviderClient } from "#app/provider/client.server";
import { SESSION_COOKIE, type Session, sessionCookieHeader } from "#app/session/cookie.server";
import { SessionState } from "#app/session/state";
import { endSession } from "./lifecycle.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const MINUTE = 60_000;

function sessionAt(now: number, patch: Partial<Session> = {}): Session {
  return {
    v: 1,
    id: "0123456789abcdef0123456789abcdef",
    realm: "business",
    uid: "usr_harbor_admin",
    idToken: "expired-id-token",
    // Expired 5 minutes ago: the user was idle for 20 minutes.
    idTokenExp: Math.floor(now / 1000) - 300,
    refreshToken: "the-refresh-token-0123456789",
    createdAt: now - 60 * MINUTE,
    lastSeenAt: now - 20 * MINUTE,
    business: null,
    home: "/biz_harbor/cards",
    brandPath: null,
    ...patch,
  };
}

/** A provider transport that records each request and answers 204 to revoke, 401 to anything else. */
function recordingTransport() {
  const seen: Array<{ method: string; path: string; authorization: string | null; body: unknown }> = [];
  const transport = async (request: Request) => {
    const text = await request.text();
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get("Authorization"),
      body: text ? JSON.parse(text) : null,
    });
    if (url.pathname === "/auth/revoke") return new Response(null, { status: 204 });
    return Response.json({ code: "token_expired", msg: "The id token has expired" }, { status: 401 });
  };
  return { seen, transport };
}

afterEach(() => vi.restoreAllMocks());

describe("sign-out after the id token expired", () => {
  it("revokes the provider session by its refresh token, without a bearer token, and clears the cookie", async () => {
    const now = Date.now();
    const { seen, transport } = recordingTransport();
    const context = new RouterContextProvider();
    context.set(providerContext, createProviderClient({ transport, baseUrl: "https://sandbox.internal", getToken: async () => null }));
    const state = new SessionState(sessionAt(now), null);
    context.set(sessionContext, state);
    const response = await endSession(context);
    expect(seen).toEqual([
      { method: "POST", path: "/auth/revoke", authorization: null, body: { refreshToken: "the-refresh-token-0123456789" } },
    ]);
    expect(state.session).toBeNull();
    expect(state.changed).toBe(true);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    // Spec section 4: the banner-closed flag goes with the session (issue 38 item 6).
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^__Host-banner-closed=; .*Max-Age=0/));
  });

  it("a provider failure is logged without the token and the user is signed out of the app anyway", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const context = new RouterContextProvider();
    const transport = async () => Response.json({ code: "internal", msg: "Unexpected error" }, { status: 500 });
    context.set(providerContext, createProviderClient({ transport, baseUrl: "https://sandbox.internal", getToken: async () => null }));
    const state = new SessionState(sessionAt(Date.now()), null);
    context.set(sessionContext, state);
    await endSession(context);
    expect(state.session).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain("the-refresh-token");
  });
});

describe("idle and absolute time-outs", () => {
  async function requestWith(session: Session) {
    const { seen, transport } = recordingTransport();
    const waited: Promise<unknown>[] = [];
    const context = new RouterContextProvider();
    const env = { SESSION_SECRET: SECRET, PROVIDER_BASE_URL: "", SANDBOX_MODE: "1", SANDBOX: { fetch: transport } } as unknown as AppEnv;
    context.set(cloudflareContext, { env, ctx: { waitUntil: (p: Promise<unknown>) => waited.push(p) } as unknown as ExecutionContext });
    const cookie = (await sessionCookieHeader(session, SECRET)).split(";")[0] ?? "";
    const request = new Request("http://localhost:8787/biz_harbor/cards", { headers: { Cookie: cookie } });
    const response = await (sessionMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(
      { request, context, params: {} },
      () =>
        (providerMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(
          { request, context, params: {} },
          async () => {
            expect(context.get(sessionContext).session).toBeNull();
            return new Response("login page");
          },
        ),
    );
    await Promise.all(waited);
    return { seen, response, cookie };
  }

  it("idle: 30 minutes without a request refuses the cookie and revokes its provider session", async () => {
    const now = Date.now();
    const { seen, response } = await requestWith(sessionAt(now, { lastSeenAt: now - 31 * MINUTE, createdAt: now - 40 * MINUTE }));
    expect(seen).toEqual([
      { method: "POST", path: "/auth/revoke", authorization: null, body: { refreshToken: "the-refresh-token-0123456789" } },
    ]);
    expect(response.headers.get("Set-Cookie")).toContain(`${SESSION_COOKIE}=;`);
  });

  it("absolute: 12 hours after sign-in refuses the cookie and revokes its provider session", async () => {
    const now = Date.now();
    const { seen } = await requestWith(sessionAt(now, { lastSeenAt: now - MINUTE, createdAt: now - 12 * 60 * MINUTE - 1 }));
    expect(seen.map((s) => s.path)).toEqual(["/auth/revoke"]);
  });

  it("a live session revokes nothing", async () => {
    const now = Date.now();
    const { transport, seen } = recordingTransport();
    const context = new RouterContextProvider();
    const env = { SESSION_SECRET: SECRET, PROVIDER_BASE_URL: "", SANDBOX_MODE: "1", SANDBOX: { fetch: transport } } as unknown as AppEnv;
    const waitUntil = vi.fn();
    context.set(cloudflareContext, { env, ctx: { waitUntil } as unknown as ExecutionContext });
    const cookie = (await sessionCookieHeader(sessionAt(now, { lastSeenAt: now - MINUTE }), SECRET)).split(";")[0] ?? "";
    const request = new Request("http://localhost:8787/biz_harbor/cards", { headers: { Cookie: cookie } });
    await (sessionMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)({ request, context, params: {} }, () =>
      (providerMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(
        { request, context, params: {} },
        async () => new Response("page"),
      ),
    );
    expect(waitUntil).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });
});
