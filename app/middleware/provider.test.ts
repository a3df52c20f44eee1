import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { PROVIDER_UNCONFIGURED } from "#app/http";
import { identity } from "#contract/identity";
import { providerMiddleware } from "./provider";

function contextFor(env: Partial<AppEnv>) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: env as AppEnv, ctx: {} as ExecutionContext });
  context.set(sessionContext, { session: null } as never);
  return context;
}

const run = (env: Partial<AppEnv>, next: () => Promise<Response>) =>
  (providerMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
    { context: contextFor(env), request: new Request("http://localhost:8787/login"), params: {} },
    next,
  );

afterEach(() => vi.restoreAllMocks());

describe("provider middleware without a provider (ADR 0098)", () => {
  it("answers 503 with the unavailable page's reason, and never reaches the route or the sandbox", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sandbox = vi.fn();
    const next = vi.fn(async () => new Response("page"));
    const thrown = await run({ PROVIDER_BASE_URL: "", SANDBOX: { fetch: sandbox } as never }, next).then(
      () => null,
      (error: unknown) => error,
    );
    // data() thrown from middleware: React Router renders it through the root error boundary.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 }, data: { reason: PROVIDER_UNCONFIGURED } });
    expect(next).not.toHaveBeenCalled();
    expect(sandbox).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("PROVIDER_BASE_URL"));
  });

  it("runs the route in sandbox mode and with a real provider", async () => {
    for (const env of [{ PROVIDER_BASE_URL: "", SANDBOX_MODE: "1" }, { PROVIDER_BASE_URL: "https://api.provider.example" }]) {
      const response = await run(env, async () => new Response("page"));
      expect(await response.text()).toBe("page");
    }
  });

  it("adds Server-Timing provider figures in sandbox mode only", async () => {
    const stub = { fetch: async () => Response.json({ keys: [] }) } as never;
    const callOnce = async (env: Partial<AppEnv>) => {
      const context = contextFor(env);
      return (providerMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
        { context, request: new Request("http://localhost:8787/login"), params: {} },
        async () => {
          await context.get(providerContext).call(identity.jwks);
          return new Response("page");
        },
      );
    };
    const sandboxed = await callOnce({ PROVIDER_BASE_URL: "", SANDBOX_MODE: "1", SANDBOX: stub });
    expect(sandboxed.headers.get("Server-Timing")).toMatch(/^provider;dur=/);
    const realFetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ keys: [] }));
    const remote = await callOnce({ PROVIDER_BASE_URL: "https://api.provider.example" });
    expect(realFetch).toHaveBeenCalledTimes(1);
    expect(remote.headers.get("Server-Timing")).toBeNull();
  });
});

describe("provider middleware: a list's stale cursor (issue 34 item 11)", () => {
  it("turns the provider's invalid_cursor on a list address into the first page's redirect", async () => {
    const context = contextFor({
      PROVIDER_BASE_URL: "",
      SANDBOX_MODE: "1",
      SANDBOX: { fetch: async () => Response.json({ code: "invalid_cursor" }, { status: 400 }) } as never,
    });
    const request = new Request("http://localhost:8787/biz_harbor/orders?cursor=WyJ4Il0");
    const thrown = await (providerMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
      { context, request, params: {} },
      async () => {
        await context.get(providerContext).call(identity.jwks);
        return new Response("page");
      },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/biz_harbor/orders");
  });
});
