/**
 * Provider faults on demand (issue 12, ADR 0130): `POST /_sandbox/faults` arms the next calls to one
 * endpoint to fail, so tests can prove what the app does when the provider errs, throttles, answers
 * garbage or does not answer in time. Faults live in the isolate's memory: the local sandbox runs one
 * isolate, a test file runs one, and a reset of the isolate forgets them (they are a test switch, not
 * state). With nothing armed the middleware costs one length check.
 */
import type { MiddlewareHandler } from "hono";
import type { Endpoint, Fault } from "#contract/";
import { providerApi } from "#contract/";
import type { SandboxHono } from "../env";

type Armed = Fault & { remaining: number };

const armed: Armed[] = [];

/** The provider endpoints by id, each with a matcher for its path template. */
const endpoints = new Map<string, { endpoint: Endpoint; pattern: RegExp }>(
  Object.values(providerApi)
    .flatMap((group) => Object.values(group as Readonly<Record<string, Endpoint>>))
    .map((endpoint) => {
      const source = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
      return [endpoint.id, { endpoint, pattern: new RegExp(`^${source}$`) }];
    }),
);

export function isProviderEndpoint(id: string): boolean {
  return endpoints.has(id);
}

export function armFault(fault: Fault): Armed[] {
  const existing = armed.findIndex((f) => f.endpoint === fault.endpoint);
  if (existing >= 0) armed.splice(existing, 1);
  armed.push({ ...fault, remaining: fault.count });
  return listFaults();
}

export function clearFaults(): Armed[] {
  armed.length = 0;
  return listFaults();
}

export function listFaults(): Armed[] {
  return armed.map((f) => ({ ...f }));
}

/** Takes one use of the fault armed for this request's endpoint, if any. */
function takeFault(method: string, path: string): Armed | undefined {
  for (const fault of armed) {
    const known = endpoints.get(fault.endpoint);
    if (!known || known.endpoint.method !== method || !known.pattern.test(path)) continue;
    fault.remaining -= 1;
    if (fault.remaining <= 0) armed.splice(armed.indexOf(fault), 1);
    return fault;
  }
  return undefined;
}

export const faultInjection: MiddlewareHandler<SandboxHono> = async (c, next) => {
  if (armed.length === 0) return next();
  const fault = takeFault(c.req.method, c.req.path);
  if (!fault) return next();
  switch (fault.mode) {
    case "error":
      return c.json({ code: "internal", msg: "Unexpected error (sandbox fault)" }, 500);
    case "rate_limit":
      return c.json({ code: "rate_limited", msg: "Too many requests (sandbox fault)" }, 429, { "Retry-After": "30" });
    case "malformed": {
      await next();
      const status = c.res.status;
      c.res = new Response('{"sandbox fault": "this answer is cut sho', { status, headers: { "Content-Type": "application/json" } });
      return;
    }
    case "hang": {
      await next();
      await new Promise((resolve) => setTimeout(resolve, fault.hangMs));
      return;
    }
  }
};
