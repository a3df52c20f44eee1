import { traceparent } from "#app/log/trace";
import { apiErrorSchema, type Endpoint, type EndpointResponse, type FieldIssue, fillPath, type In } from "#contract/common";

/**
 * The typed provider API client. One instance per request, on the router context. Routes call
 * `provider.call(users.getUser, { params: { id } })`; they never call fetch themselves.
 */

/**
 * The error's own names, which a body field never overwrites: a provider answering `{ "status": "x" }` or
 * `{ "__proto__": … }` must not change what the error is (issue 38 item 7).
 */
const API_ERROR_OWN_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "message",
  "stack",
  "cause",
  "status",
  "code",
  "msg",
  "issues",
  "body",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "toJSON",
  "valueOf",
]);

/**
 * A provider error: numeric status, stable `code`, optional `msg`, and the body's other fields merged on
 * (spec §3: "the server's response body fields are merged onto it"), so `error.retryAfterSeconds` or a
 * provider's own `error.requestId` reads as the body gave it. `body` keeps the whole body as it came.
 */
export class ApiError extends Error {
  readonly [field: string]: unknown;
  readonly status: number;
  readonly code: string;
  readonly msg?: string;
  readonly issues?: readonly FieldIssue[];
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, body: Record<string, unknown>) {
    const parsed = apiErrorSchema.safeParse(body);
    const code = parsed.success ? parsed.data.code : "unexpected_response";
    super(`Provider error ${status} ${code}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.msg = parsed.success ? parsed.data.msg : undefined;
    this.issues = parsed.success ? parsed.data.issues : undefined;
    this.body = body;
    for (const [field, value] of Object.entries(body)) {
      if (API_ERROR_OWN_FIELDS.has(field)) continue;
      Object.defineProperty(this, field, { value, enumerable: true, writable: false, configurable: false });
    }
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether a provider error on reading an object means the path names nothing this user may open: its
 * 404, its 403 (the page must not tell which, so ids cannot be probed), or its 400 refusing only the
 * path's parameters (a mistyped id such as "HB4M7R2KQ" or "a.b" is no object either; issue 24).
 */
export function namesNoObject(error: unknown): boolean {
  if (isApiError(error, 404) || isApiError(error, 403)) return true;
  if (!isApiError(error, 400) || error.code !== "validation_failed") return false;
  const issues = error.issues ?? [];
  return issues.length > 0 && issues.every((issue) => issue.path.startsWith("params."));
}

export type CallOptions<E extends Endpoint> = {
  params?: In<E["params"]>;
  query?: In<E["query"]>;
  body?: In<E["body"]>;
  /** Settings PATCH: the settings' updatedAt. */
  ifMatch?: string;
  /** Money-moving calls: one key per user intent, so a repeated submit moves money once. */
  idempotencyKey?: string;
  /** Use this token instead of the session's (sign-in calls made before a session exists). */
  token?: string | null;
  /**
   * The token of an e-mailed link (onboarding), sent as `X-Link-Token` instead of the session's bearer
   * token. Never put in a URL.
   */
  linkToken?: string;
  /** This call's time-out, when its screen needs another than the client's (see PROVIDER_TIMEOUTS). */
  timeoutMs?: number;
};

/**
 * How long the app waits for one provider call before it gives up and tells the user to try again
 * (ADR 0130). Reads back a page: a person is waiting with nothing to do. Money-moving calls get longer,
 * because giving up early on a call that may still succeed only makes the person retry it (which the
 * idempotency key makes safe, but slow). The whole request stays well inside a Worker's limits.
 */
export const PROVIDER_TIMEOUTS = { read: 10_000, write: 20_000 } as const;

/** The codes of failures that happen before or instead of a provider answer (ADR 0130). */
export const TRANSPORT_ERROR_CODES = {
  /** No answer within the call's time-out. */
  timeout: "provider_timeout",
  /** The connection failed. */
  unavailable: "provider_unavailable",
  /** An answer that is not the JSON the contract describes. */
  unexpected: "unexpected_response",
} as const;

export type ProviderTransport = (request: Request) => Promise<Response>;

export type ProviderClientOptions = {
  transport: ProviderTransport;
  /** Origin the paths are resolved against. */
  baseUrl: string;
  /**
   * The signed-in user's id token, fresh (refreshed by the session layer); null when signed out. With
   * `minValiditySeconds`, a token that expires sooner is refreshed first (a background job's hand-over).
   */
  getToken: (minValiditySeconds?: number) => Promise<string | null>;
  /** Default time-outs of reads (GET) and writes; PROVIDER_TIMEOUTS unless a test sets shorter ones. */
  timeouts?: { read: number; write: number };
  /**
   * Sees every refusal before it is thrown, and may throw something else instead (a redirect);
   * `sessionToken`: the call carried the signed-in session's own token.
   */
  onRefusal?: (error: ApiError, call: { sessionToken: boolean }) => void | Promise<void>;
  /**
   * The app's request id (ADR 0206): every call carries it as the trace id of a W3C `traceparent` and as
   * `X-Request-Id`, so the provider's logs and ours meet on it.
   */
  requestId?: string;
  /**
   * The visitor's address as the edge saw it (`CF-Connecting-IP`), sent as `X-Client-Address` so the
   * provider can limit sign-ins, codes and intake links per client as well as per identifier (ADR 0244).
   */
  clientAddress?: string | null;
};

export type CallRecord = { id: string; status: number; start: number; end: number };

/**
 * How many provider round trips a request waited for one after another: the longest chain of calls
 * where each started only after the previous one ended. Calls made side by side count once.
 */
export function sequentialRoundTrips(calls: readonly CallRecord[]): number {
  const depth = new Map<CallRecord, number>();
  let longest = 0;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    let before = 0;
    for (const [other, d] of depth) if (other.end <= call.start) before = Math.max(before, d);
    depth.set(call, before + 1);
    longest = Math.max(longest, before + 1);
  }
  return longest;
}

/**
 * How long a request waited on the provider: the length of the union of its calls' intervals, in
 * milliseconds (calls made side by side count once). Workers advance the clock only on I/O, which is
 * exactly what a provider call is.
 */
export function providerWaitMs(calls: readonly CallRecord[]): number {
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const from = Math.max(call.start, coveredUntil);
    if (call.end > from) total += call.end - from;
    coveredUntil = Math.max(coveredUntil, call.end);
  }
  return total;
}

export function createProviderClient(options: ProviderClientOptions) {
  const calls: CallRecord[] = [];

  /** One call; its answer checked against the contract's response schema. */
  function call<E extends Endpoint>(endpoint: E, opts: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
    return exchange(endpoint, opts, (json) => {
      const parsed = endpoint.response?.safeParse(json);
      return parsed?.success ? (parsed.data as EndpointResponse<E>) : undefined;
    });
  }

  /**
   * `call` for a caller that reads one small part of each answer, many times over (the import job reads a
   * load's id from each of 10,000 answers, ADR 0252): `pick` takes that part from the JSON and checks it,
   * undefined when it is not there (502, as for an answer outside the contract). The rest of the answer
   * is not parsed.
   */
  function callPicking<E extends Endpoint, T>(endpoint: E, opts: CallOptions<E>, pick: (json: unknown) => T | undefined): Promise<T> {
    return exchange(endpoint, opts, pick);
  }

  async function exchange<E extends Endpoint, T>(endpoint: E, opts: CallOptions<E>, read: (json: unknown) => T | undefined): Promise<T> {
    const params = (opts.params ?? {}) as Record<string, string>;
    let path: string;
    try {
      path = fillPath(endpoint.path, params);
    } catch {
      // An empty, "." or ".." parameter names no object: answered as the provider's 404, never sent.
      throw new ApiError(404, { code: "not_found", msg: "No such object" });
    }
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries((opts.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: "application/json" });
    if (opts.linkToken !== undefined) {
      headers.set("X-Link-Token", opts.linkToken);
    } else if (endpoint.auth === "bearer" || endpoint.auth === "linkToken") {
      try {
        const token = opts.token !== undefined ? opts.token : await options.getToken();
        if (token) headers.set("Authorization", `Bearer ${token}`);
      } catch (error) {
        // Spec section 7: if adding the header fails, the error is logged and the request goes without it.
        console.error("Could not add the provider authorization header", error instanceof Error ? error.message : error);
      }
    }
    if (options.requestId) {
      headers.set("traceparent", traceparent(options.requestId));
      headers.set("X-Request-Id", options.requestId);
    }
    if (options.clientAddress) headers.set("X-Client-Address", options.clientAddress);
    if (opts.ifMatch) headers.set("If-Match", opts.ifMatch);
    if (opts.idempotencyKey) headers.set("Idempotency-Key", opts.idempotencyKey);
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(opts.body);
    }
    const timeoutMs = opts.timeoutMs ?? (options.timeouts ?? PROVIDER_TIMEOUTS)[endpoint.method === "GET" ? "read" : "write"];
    const start = performance.now();
    let response: Response;
    // The time-out's timer is cleared as soon as the answer comes: a call leaves no timer or listener
    // behind for the rest of its time-out (a 10,000-row import makes 10,000 calls, ADR 0252).
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      // The race also ends a transport that does not watch the signal (a service binding, a test double).
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const reason = new DOMException(`${endpoint.id} did not answer in ${timeoutMs} ms`, "TimeoutError");
          controller.abort(reason);
          reject(reason);
        }, timeoutMs);
      });
      response = await Promise.race([
        options.transport(new Request(url, { method: endpoint.method, headers, body, signal: controller.signal })),
        timedOut,
      ]);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      calls.push({ id: endpoint.id, status: timedOut ? 504 : 503, start, end: performance.now() });
      // Never the URL or the headers: the message names the endpoint only.
      console.warn(`Provider call ${endpoint.id} ${timedOut ? `timed out after ${timeoutMs} ms` : "failed to connect"}`);
      throw timedOut
        ? new ApiError(504, { code: TRANSPORT_ERROR_CODES.timeout, msg: `${endpoint.id} did not answer in ${timeoutMs} ms` })
        : new ApiError(503, { code: TRANSPORT_ERROR_CODES.unavailable, msg: `${endpoint.id} could not be reached` });
    } finally {
      clearTimeout(timer);
    }
    calls.push({ id: endpoint.id, status: response.status, start, end: performance.now() });
    if (!response.ok) {
      const errorBody = await response.json().catch(() => ({ code: TRANSPORT_ERROR_CODES.unexpected }));
      const fields = typeof errorBody === "object" && errorBody ? (errorBody as Record<string, unknown>) : {};
      const retryAfter = Number(response.headers.get("Retry-After"));
      const refusal = new ApiError(
        response.status,
        Number.isFinite(retryAfter) && retryAfter > 0 ? { ...fields, retryAfterSeconds: retryAfter } : fields,
      );
      const sessionToken = endpoint.auth === "bearer" && opts.token === undefined && opts.linkToken === undefined;
      await options.onRefusal?.(refusal, { sessionToken });
      throw refusal;
    }
    if (endpoint.response === null || response.status === 204) return null as T;
    const json: unknown = await response.json().catch(() => undefined);
    const value = json === undefined ? undefined : read(json);
    if (value === undefined) {
      throw new ApiError(502, { code: TRANSPORT_ERROR_CODES.unexpected, msg: `${endpoint.id} answered outside the contract` });
    }
    return value;
  }

  /**
   * PUTs a file to an upload URL the provider issued (a presigned URL, docs/decisions/0147): the body
   * goes through the same transport, with its declared type and exact length. Answers whether the
   * provider took the whole file; the caller then ends the upload session (which checks it again).
   */
  async function putFile(url: string, file: { body: ReadableStream<Uint8Array> | ArrayBuffer; type: string; size: number }) {
    const start = performance.now();
    try {
      const response = await options.transport(
        new Request(url, {
          method: "PUT",
          headers: { "Content-Type": file.type, "Content-Length": String(file.size) },
          body: file.body,
          signal: AbortSignal.timeout(PROVIDER_TIMEOUTS.write * 3),
        }),
      );
      calls.push({ id: "upload.put", status: response.status, start, end: performance.now() });
      await response.body?.cancel();
      return response.ok;
    } catch (error) {
      calls.push({ id: "upload.put", status: 503, start, end: performance.now() });
      // Never the URL: it carries the upload token.
      console.warn("Upload to the provider's upload link failed", error instanceof Error ? error.name : "unknown");
      return false;
    }
  }

  /** The session's id token, valid for at least `minValiditySeconds` more (null when signed out). */
  const tokenValidFor = (minValiditySeconds: number) => options.getToken(minValiditySeconds);

  return { call, callPicking, putFile, tokenValidFor, calls: calls as readonly CallRecord[] };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
