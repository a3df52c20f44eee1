import { envProblems } from "#app/env.server";
import type { RequestLog } from "#app/log/request-log.server";
import { createProviderClient } from "#app/provider/client.server";
import { providerEndpoint, providerMode } from "#app/provider/provider-mode";
import { identity } from "#contract/identity";

/**
 * `/healthz` for a load balancer or an uptime check (ADR 0208): whether the Worker's settings and
 * bindings are in order, its own database answers and the provider answers (its public key set, the one
 * call that needs no sign-in). 200 when all do, 503 otherwise; the body names each check's outcome and
 * nothing else (no setting's value, no address, no error text). The checks run at most every
 * HEALTH_TTL_MS per isolate, so a public health URL cannot be used to load the provider or the database.
 */
export type HealthCheck = "ok" | "failed" | "unconfigured";
export type Health = {
  status: "ok" | "unavailable";
  checks: { settings: HealthCheck; database: HealthCheck; provider: HealthCheck };
  provider: "sandbox" | "remote" | "none";
};

export const HEALTH_TTL_MS = 10_000;
/** A provider that takes longer than this to send its keys is not healthy for a load balancer either. */
const PROBE_TIMEOUT_MS = 3_000;

let cached: { env: object; at: number; health: Promise<Health> } | undefined;

export async function healthResponse(env: AppEnv, log: RequestLog, now = Date.now()): Promise<Response> {
  if (!cached || cached.env !== env || now - cached.at > HEALTH_TTL_MS) {
    cached = { env, at: now, health: checkHealth(env, log) };
  }
  const health = await cached.health;
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

export async function checkHealth(env: AppEnv, log: RequestLog): Promise<Health> {
  const mode = providerMode(env);
  const provider = mode === "unconfigured" ? "none" : mode;
  if (envProblems(env).length > 0) {
    return { status: "unavailable", checks: { settings: "failed", database: "failed", provider: "failed" }, provider };
  }
  const [database, providerCheck] = await Promise.all([databaseAnswers(env), providerAnswers(env, log)]);
  const checks = { settings: "ok" as const, database, provider: providerCheck };
  const ok = Object.values(checks).every((c) => c === "ok");
  return { status: ok ? "ok" : "unavailable", checks, provider };
}

async function databaseAnswers(env: AppEnv): Promise<HealthCheck> {
  try {
    const row = await env.APP_DB.prepare("SELECT 1 AS ok").first<{ ok: number }>();
    return row?.ok === 1 ? "ok" : "failed";
  } catch {
    return "failed";
  }
}

async function providerAnswers(env: AppEnv, log: RequestLog): Promise<HealthCheck> {
  if (providerMode(env) === "unconfigured") return "unconfigured";
  const client = createProviderClient({
    ...providerEndpoint(env),
    getToken: async () => null,
    requestId: log.requestId,
    timeouts: { read: PROBE_TIMEOUT_MS, write: PROBE_TIMEOUT_MS },
  });
  log.calls = client.calls;
  try {
    const keys = await client.call(identity.jwks);
    return keys ? "ok" : "failed";
  } catch {
    return "failed";
  }
}
