import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cloudflareContext, sessionContext } from "#app/context";
import { PROVIDER_UNCONFIGURED } from "#app/http";
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
});
