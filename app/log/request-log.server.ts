import { createContext, type RouterContextProvider } from "react-router";
import type { CallRecord } from "#app/provider/client.server";
import { newRequestId, traceparent } from "./trace";

export { newRequestId, traceparent };

/**
 * One structured JSON line per request (ADR 0206), for Workers Logs and `wrangler tail`: who asked (the
 * user's id only), which tenant and route, the answer's status and duration, and each provider call with
 * its status and duration. Nothing else: no URL, no query, no header, no body, no e-mail, name, token,
 * one-time code, card or account number. Every field goes through its own check here, so a value of
 * the wrong shape is redacted instead of logged (request-log.server.test.ts proves it field by field).
 */

/** What a request collects while it runs; workers/app.ts creates it, the middlewares fill it in. */
export type RequestLog = {
  /** 32 lowercase hex digits: the W3C trace id, sent to the provider and shown on error pages. */
  readonly requestId: string;
  readonly method: string;
  readonly startedAt: number;
  /** The tenant's id (tenants/), once the tenant middleware picked it. */
  tenant?: string;
  /** The matched route's pattern, e.g. `/:businessId/cards/:cardId` (never the path with its values). */
  route?: string;
  /** The signed-in user's provider id (a business user or a cardholder). */
  userId?: string;
  /** The provider calls of the request (the provider client's own records). */
  calls?: readonly CallRecord[];
  /** A short, fixed reason this request failed before reaching a page (e.g. "misconfigured"). */
  outcome?: string;
};

export const requestLogContext = createContext<RequestLog>();

/**
 * The request's log record. workers/app.ts sets it on every request; a context built without it (a unit
 * test of one middleware) gets a record of its own that is never written.
 */
export function requestLogOf(context: Readonly<RouterContextProvider>): RequestLog {
  try {
    return context.get(requestLogContext);
  } catch {
    return { requestId: newRequestId(), method: "GET", startedAt: performance.now() };
  }
}

export type ProviderCallLine = { call: string; status: number; ms: number };

export type RequestLine = {
  level: "info" | "warn" | "error";
  msg: "request";
  requestId: string;
  method: string;
  route: string | null;
  status: number;
  durationMs: number;
  tenant: string | null;
  userId: string | null;
  provider: ProviderCallLine[];
  outcome?: string;
};

export const REDACTED = "[redacted]";

const REQUEST_ID = /^[0-9a-f]{32}$/;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** A tenant id as tenants/schema.ts allows it. */
const TENANT_ID = /^[a-z][a-z0-9-]{0,62}$/;
/** A provider id: a lowercase prefix, an underscore and the id's own letters and digits (usr_…, ch_…). */
const USER_ID = /^[a-z]{1,12}_[A-Za-z0-9_]{1,64}$/;
/**
 * A contract endpoint id (`cards.list`, `bankTransfers.createTransfer`) or the upload PUT: letters only,
 * so no number, code or token (they all carry digits or other signs) passes.
 */
const CALL_ID = /^[a-z][A-Za-z]{0,60}(?:\.[a-z][A-Za-z]{0,60}){1,3}$/;
/** A route pattern: static segments, `:params`, `*` and optional `?` markers. */
const ROUTE_PATTERN = /^\/(?:[A-Za-z0-9_.~-]+|:[A-Za-z0-9_]+\??|\*)?(?:\/(?:[A-Za-z0-9_.~-]+|:[A-Za-z0-9_]+\??|\*))*\/?$/;
const OUTCOME = /^[a-z][a-z-]{0,40}$/;

/**
 * A static route segment can still carry a value when the route is a catch-all or an unknown path is
 * logged: anything that looks like an e-mail address, a long number or a token is dropped.
 */
function looksSensitive(text: string): boolean {
  return /@|\d{6,}|[A-Za-z0-9_-]{24,}/.test(text);
}

function checked(value: unknown, shape: RegExp): string | null {
  if (value === undefined || value === null || value === "") return null;
  return typeof value === "string" && shape.test(value) ? value : REDACTED;
}

/** A field whose shape a value could still match (a route, a call name) is also checked for data. */
function checkedName(value: unknown, shape: RegExp): string | null {
  const name = checked(value, shape);
  return name && name !== REDACTED && looksSensitive(name) ? REDACTED : name;
}

export function redactRoute(route: unknown): string | null {
  // React Router joins the matched routes' paths without a leading slash (":businessId/cards").
  return checkedName(typeof route === "string" && route && !route.startsWith("/") ? `/${route}` : route, ROUTE_PATTERN);
}

function wholeNumber(value: unknown, max: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 0), max) : 0;
}

function milliseconds(value: number): number {
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 10) / 10 : 0;
}

/** The request's line, every field checked against its shape. */
export function requestLine(log: RequestLog, status: number, endedAt: number): RequestLine {
  const line: RequestLine = {
    level: status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: "request",
    requestId: checked(log.requestId, REQUEST_ID) ?? REDACTED,
    method: METHODS.has(log.method) ? log.method : "OTHER",
    route: redactRoute(log.route),
    status: wholeNumber(status, 599),
    durationMs: milliseconds(endedAt - log.startedAt),
    tenant: checked(log.tenant, TENANT_ID),
    userId: checked(log.userId, USER_ID),
    provider: (log.calls ?? []).map((call) => ({
      call: checked(call.id, CALL_ID) ?? REDACTED,
      status: wholeNumber(call.status, 599),
      ms: milliseconds(call.end - call.start),
    })),
  };
  const outcome = checked(log.outcome, OUTCOME);
  if (outcome) line.outcome = outcome;
  return line;
}

/** Writes the request's line (Workers Logs indexes its JSON fields). */
export function logRequest(log: RequestLog, status: number, endedAt = performance.now()): void {
  console.info(JSON.stringify(requestLine(log, status, endedAt)));
}

/**
 * One line for a misconfigured Worker (ADR 0207): which settings or bindings are wrong, by name only. Never
 * a value, never a stack.
 */
export function logMisconfiguration(requestId: string, problems: readonly { setting: string; problem: string }[]): void {
  console.error(
    JSON.stringify({
      level: "error",
      msg: "misconfigured",
      requestId: checked(requestId, REQUEST_ID) ?? REDACTED,
      problems: problems.map((p) => `${p.setting} ${p.problem}`),
    }),
  );
}
