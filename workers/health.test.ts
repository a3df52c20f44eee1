import { describe, expect, it } from "vitest";
import type { RequestLog } from "#app/log/request-log.server";
import { checkHealth, HEALTH_TTL_MS, healthResponse } from "./health";

const SECRET = "k3J9xQ2mV8pL5tR1wZ7cB4nH6yD0fG_-aSeUoIiEuTr";
const log = (): RequestLog => ({ requestId: "0af7651916cd43dd8448eb211c80319c", method: "GET", startedAt: 0 });

function env(
  options: { provider?: (req: Request) => Promise<Response>; database?: () => Promise<unknown>; vars?: Record<string, unknown> } = {},
) {
  const seen: Request[] = [];
  const bindings = {
    SESSION_SECRET: SECRET,
    PROVIDER_BASE_URL: "",
    SANDBOX_MODE: "1",
    APP_DB: { prepare: () => ({ first: options.database ?? (async () => ({ ok: 1 })) }) },
    IMPORTS: { create: async () => null },
    SANDBOX: {
      fetch: (req: Request) => {
        seen.push(req);
        return options.provider ? options.provider(req) : Promise.resolve(Response.json({ keys: [] }));
      },
    },
    ...options.vars,
  };
  return { env: bindings as unknown as AppEnv, seen };
}

describe("/healthz (ADR 0208)", () => {
  it("answers 200 when the settings, the database and the provider answer, and says only that", async () => {
    const { env: bindings, seen } = env();
    const res = await healthResponse(bindings, log(), 1);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ status: "ok", checks: { settings: "ok", database: "ok", provider: "ok" }, provider: "sandbox" });
    expect(body).not.toContain(SECRET);
    // The provider's public keys, asked with the request's id (traceparent and X-Request-Id).
    expect(new URL(seen[0]?.url ?? "").pathname).toBe("/.well-known/jwks.json");
    expect(seen[0]?.headers.get("traceparent")).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    expect(seen[0]?.headers.get("X-Request-Id")).toBe("0af7651916cd43dd8448eb211c80319c");
  });

  it("answers 503 naming the check that failed: the provider down or broken, the database, no provider at all", async () => {
    const down = await checkHealth(env({ provider: () => Promise.reject(new Error("connection refused")) }).env, log());
    expect(down).toMatchObject({ status: "unavailable", checks: { settings: "ok", database: "ok", provider: "failed" } });
    const broken = await checkHealth(env({ provider: async () => new Response("oops", { status: 500 }) }).env, log());
    expect(broken.checks.provider).toBe("failed");
    const database = await checkHealth(env({ database: () => Promise.reject(new Error("D1_ERROR")) }).env, log());
    expect(database).toMatchObject({ status: "unavailable", checks: { database: "failed", provider: "ok" } });
    const none = await checkHealth(env({ vars: { SANDBOX_MODE: undefined } }).env, log());
    expect(none).toEqual({ status: "unavailable", checks: { settings: "ok", database: "ok", provider: "unconfigured" }, provider: "none" });
    const misconfigured = await checkHealth(env({ vars: { SESSION_SECRET: "generate" } }).env, log());
    expect(misconfigured).toMatchObject({ status: "unavailable", checks: { settings: "failed" } });
  });

  it("asks the provider at most once per isolate in its time to live, so the URL cannot be used to load it", async () => {
    const { env: bindings, seen } = env();
    for (const at of [1_000, 2_000, 1_000 + HEALTH_TTL_MS]) expect((await healthResponse(bindings, log(), at)).status).toBe(200);
    expect(seen).toHaveLength(1);
    await healthResponse(bindings, log(), 1_001 + HEALTH_TTL_MS);
    expect(seen).toHaveLength(2);
  });
});
