/**
 * The signed-in user's id token is refreshed when it has less than 60 s left (REFRESH_MARGIN_SECONDS in
 * ./provider.ts), once per request however many calls need it, and the session keeps the new tokens; a
 * refused refresh ends the session (issue 37 item 7). The provider is a recorded transport.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { SessionState } from "#app/session/state";
import { identity } from "#contract/identity";
import { providerMiddleware } from "./provider";

type Recorded = { path: string; authorization: string | null; body: unknown };

/** A request through the middleware for a session whose id token has `secondsLeft`; `route` makes its provider calls. */
async function withSession(secondsLeft: number, route: (call: () => Promise<unknown>) => Promise<void>, refreshStatus = 200) {
  const recorded: Recorded[] = [];
  const transport = async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === "POST" ? await request.json().catch(() => null) : null;
    recorded.push({ path: pathname, authorization: request.headers.get("Authorization"), body });
    if (pathname === "/auth/refresh") {
      if (refreshStatus !== 200) return Response.json({ code: "token_revoked", msg: "Session revoked" }, { status: refreshStatus });
      return Response.json({ idToken: "id-new", refreshToken: "refresh-new-0123456789", expiresIn: 900, uid: "usr_1", realm: "business" });
    }
    return new Response(null, { status: 204 });
  };
  const now = Math.floor(Date.now() / 1000);
  const state = new SessionState(
    { idToken: "id-old", refreshToken: "refresh-old-0123456789", idTokenExp: now + secondsLeft, realm: "business" } as never,
    null,
  );
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: { PROVIDER_BASE_URL: "", SANDBOX_MODE: "1", SANDBOX: { fetch: transport } } as unknown as AppEnv,
    ctx: { waitUntil: () => {} } as unknown as ExecutionContext,
  });
  context.set(sessionContext, state);
  await (providerMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
    { context, request: new Request("http://localhost:8787/biz_harbor/cards"), params: {} },
    async () => {
      await route(() => context.get(providerContext).call(identity.signout));
      return new Response("page");
    },
  );
  return { recorded, state };
}

describe("the id token's refresh (app/middleware/provider.ts)", () => {
  it("with 59 s left: refreshed once before the call, which carries the new token; the session keeps both new tokens", async () => {
    const { recorded, state } = await withSession(59, async (call) => {
      await Promise.all([call(), call()]);
    });
    expect(recorded.map((r) => r.path)).toEqual(["/auth/refresh", "/auth/signout", "/auth/signout"]);
    expect(recorded[0]?.body).toEqual({ refreshToken: "refresh-old-0123456789" });
    expect(recorded.slice(1).map((r) => r.authorization)).toEqual(["Bearer id-new", "Bearer id-new"]);
    expect(state.changed).toBe(true);
    expect(state.session).toMatchObject({ idToken: "id-new", refreshToken: "refresh-new-0123456789" });
    const exp = state.session?.idTokenExp ?? 0;
    expect(Math.abs(exp - (Math.floor(Date.now() / 1000) + 900))).toBeLessThanOrEqual(2);
  });

  it("with 61 s left: no refresh, the call carries the current token and the session is unchanged", async () => {
    const { recorded, state } = await withSession(61, async (call) => {
      await call();
    });
    expect(recorded.map((r) => [r.path, r.authorization])).toEqual([["/auth/signout", "Bearer id-old"]]);
    expect(state.changed).toBe(false);
  });

  it("a refused refresh (a revoked or reused refresh token) ends the session; the call goes without a token", async () => {
    const { recorded, state } = await withSession(
      30,
      async (call) => {
        await call().catch(() => null);
      },
      401,
    );
    expect(recorded.map((r) => [r.path, r.authorization])).toEqual([
      ["/auth/refresh", null],
      ["/auth/signout", null],
    ]);
    expect(state.session).toBeNull();
  });
});
