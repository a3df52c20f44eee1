import { apiErrorSchema, type Endpoint, type EndpointResponse, type FieldIssue, fillPath, type In } from "#contract/common";

/**
 * The typed provider API client. One instance per request, on the router context. Routes call
 * `provider.call(users.getUser, { params: { id } })`; they never call fetch themselves.
 */

/** A provider error: numeric status, stable `code`, optional `msg`, and the body's other fields merged on. */
export class ApiError extends Error {
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
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
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
};

export type ProviderTransport = (request: Request) => Promise<Response>;

export type ProviderClientOptions = {
  transport: ProviderTransport;
  /** Origin the paths are resolved against. */
  baseUrl: string;
  /** The signed-in user's id token, fresh (refreshed by the session layer); null when signed out. */
  getToken: () => Promise<string | null>;
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

  async function call<E extends Endpoint>(endpoint: E, opts: CallOptions<E> = {}): Promise<EndpointResponse<E>> {
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
    if (endpoint.auth === "bearer") {
      try {
        const token = opts.token !== undefined ? opts.token : await options.getToken();
        if (token) headers.set("Authorization", `Bearer ${token}`);
      } catch (error) {
        // Spec section 7: if adding the header fails, the error is logged and the request goes without it.
        console.error("Could not add the provider authorization header", error instanceof Error ? error.message : error);
      }
    }
    if (opts.ifMatch) headers.set("If-Match", opts.ifMatch);
    if (opts.idempotencyKey) headers.set("Idempotency-Key", opts.idempotencyKey);
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(opts.body);
    }
    const start = performance.now();
    const response = await options.transport(new Request(url, { method: endpoint.method, headers, body }));
    calls.push({ id: endpoint.id, status: response.status, start, end: performance.now() });
    if (!response.ok) {
      const errorBody = await response.json().catch(() => ({ code: "unexpected_response" }));
      throw new ApiError(response.status, typeof errorBody === "object" && errorBody ? (errorBody as Record<string, unknown>) : {});
    }
    if (endpoint.response === null || response.status === 204) return null as EndpointResponse<E>;
    const json: unknown = await response.json();
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(502, { code: "unexpected_response", msg: `${endpoint.id} answered outside the contract` });
    }
    return parsed.data as EndpointResponse<E>;
  }

  return { call, calls: calls as readonly CallRecord[] };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
