import { describe, expect, it } from "vitest";
import { contract } from "#contract/";
import {
  ApiError,
  createProviderClient,
  namesNoObject,
  PROVIDER_TIMEOUTS,
  type ProviderTransport,
  providerWaitMs,
  sequentialRoundTrips,
  TRANSPORT_ERROR_CODES,
} from "./client.server";

const rec = (start: number, end: number) => ({ id: "x", status: 200, start, end });

describe("providerWaitMs", () => {
  it("counts overlapping calls once and gaps not at all", () => {
    expect(providerWaitMs([])).toBe(0);
    expect(providerWaitMs([rec(0, 10)])).toBe(10);
    expect(providerWaitMs([rec(0, 10), rec(2, 8), rec(5, 15)])).toBe(15);
    expect(providerWaitMs([rec(0, 10), rec(20, 25)])).toBe(15);
  });
});

describe("sequentialRoundTrips", () => {
  it("counts calls made one after another, and side-by-side calls once", () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(sequentialRoundTrips([rec(0, 10)])).toBe(1);
    expect(sequentialRoundTrips([rec(0, 10), rec(1, 9), rec(2, 12)])).toBe(1);
    expect(sequentialRoundTrips([rec(0, 10), rec(10, 20), rec(12, 18)])).toBe(2);
    expect(sequentialRoundTrips([rec(0, 10), rec(11, 20), rec(21, 30)])).toBe(3);
  });
});

describe("provider client", () => {
  it("sends the bearer token, parses with the contract and records the call", async () => {
    let seen: Request | undefined;
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => "tok",
      transport: async (req) => {
        seen = req;
        return Response.json({ programs: [], nextCursor: null });
      },
    });
    const result = await client.call(contract.businesses.listPrograms, { params: { id: "biz_a" }, query: { limit: 10 } });
    expect(result).toEqual({ programs: [], nextCursor: null });
    expect(seen?.url).toBe("https://provider.test/businesses/biz_a/programs?limit=10");
    expect(seen?.headers.get("Authorization")).toBe("Bearer tok");
    expect(client.calls).toHaveLength(1);
  });

  it("turns an error body into an ApiError with the body merged on", async () => {
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => null,
      transport: async () => Response.json({ code: "forbidden", msg: "no", extra: 1 }, { status: 403 }),
    });
    const error = await client.call(contract.businesses.listPrograms, { params: { id: "b" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden", msg: "no", body: { extra: 1 } });
    expect((error as ApiError).extra).toBe(1);
  });

  it("merges a body's fields onto the error but never over its own (status, code, name, prototype)", async () => {
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => null,
      transport: async () =>
        new Response(
          '{"code":"conflict","msg":"taken","requestId":"req_1","status":"teapot","name":"X","body":1,"__proto__":{"polluted":true}}',
          { status: 409, headers: { "Content-Type": "application/json" } },
        ),
    });
    const error = (await client.call(contract.businesses.listPrograms, { params: { id: "b" } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.requestId).toBe("req_1");
    expect(error.status).toBe(409);
    expect(error.code).toBe("conflict");
    expect(error.name).toBe("ApiError");
    expect(error.body).toMatchObject({ requestId: "req_1", status: "teapot" });
    expect(Object.getPrototypeOf(error)).toBe(ApiError.prototype);
    expect(error.polluted).toBeUndefined();
  });

  it("refuses an answer outside the contract", async () => {
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => null,
      transport: async () => Response.json({ programs: "nope" }),
    });
    await expect(client.call(contract.businesses.listPrograms, { params: { id: "b" } })).rejects.toMatchObject({
      code: "unexpected_response",
    });
  });

  it("callPicking reads only the part its caller takes, and refuses an answer without it (502) as call does", async () => {
    const answers = [Response.json({ programs: "not the contract's", nextCursor: 7 }), Response.json({ nextCursor: null })];
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => null,
      transport: async () => answers.shift() ?? Response.json({}),
    });
    const programs = (json: unknown) => {
      const value = (json as { programs?: unknown }).programs;
      return typeof value === "string" ? value : undefined;
    };
    expect(await client.callPicking(contract.businesses.listPrograms, { params: { id: "b" } }, programs)).toBe("not the contract's");
    await expect(client.callPicking(contract.businesses.listPrograms, { params: { id: "b" } }, programs)).rejects.toMatchObject({
      status: 502,
      code: "unexpected_response",
    });
  });

  it("carries If-Match and Idempotency-Key", async () => {
    let seen: Request | undefined;
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => "t",
      transport: async (req) => {
        seen = req;
        return Response.json({ programs: [], nextCursor: null });
      },
    });
    await client.call(contract.businesses.listPrograms, { params: { id: "b" }, ifMatch: "v1", idempotencyKey: "k".repeat(20) });
    expect(seen?.headers.get("If-Match")).toBe("v1");
    expect(seen?.headers.get("Idempotency-Key")).toBe("k".repeat(20));
  });
});

describe("path parameters (issue 12: tagId=.. rewrote the provider path)", () => {
  it("refuses dot segments and empty values as a 404 without sending anything", async () => {
    const sent: Request[] = [];
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => "tok",
      transport: async (request) => {
        sent.push(request);
        return new Response(null, { status: 204 });
      },
    });
    for (const tagId of ["..", ".", ""]) {
      const error = await client.call(contract.cards.removeTag, { params: { id: "C1", tagId } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: "not_found" });
    }
    expect(sent).toEqual([]);
    await client.call(contract.cards.removeTag, { params: { id: "C1", tagId: "../x" } });
    expect(sent.map((r) => new URL(r.url).pathname)).toEqual(["/cards/C1/tag/..%2Fx/"]);
  });
});

describe("provider client under faults (ADR 0130)", () => {
  const list = (transport: ProviderTransport, timeouts = { read: 50, write: 50 }) =>
    createProviderClient({ baseUrl: "https://provider.test", getToken: async () => null, transport, timeouts })
      .call(contract.businesses.listPrograms, { params: { id: "b" } })
      .catch((e: unknown) => e);

  it("gives up after the time-out with 504 provider_timeout, even if the transport ignores the signal", async () => {
    const error = await list(() => new Promise<Response>(() => {}));
    expect(error).toMatchObject({ status: 504, code: TRANSPORT_ERROR_CODES.timeout });
  });

  it("aborts the request it gave up on", async () => {
    let signal: AbortSignal | undefined;
    await list(
      (req) =>
        new Promise<Response>((_, reject) => {
          signal = req.signal;
          req.signal.addEventListener("abort", () => reject(req.signal.reason));
        }),
    );
    expect(signal?.aborted).toBe(true);
  });

  it("uses the longer write time-out for calls that change things, and a call's own when given", async () => {
    const slow = (ms: number) => () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ programs: [], nextCursor: null })), ms));
    const client = createProviderClient({
      baseUrl: "https://provider.test",
      getToken: async () => null,
      transport: slow(80),
      timeouts: { read: 40, write: 400 },
    });
    const read = await client.call(contract.businesses.listPrograms, { params: { id: "b" } }).catch((e: unknown) => e);
    expect(read).toMatchObject({ status: 504 });
    const own = await client.call(contract.businesses.listPrograms, { params: { id: "b" }, timeoutMs: 400 });
    expect(own).toEqual({ programs: [], nextCursor: null });
    expect(PROVIDER_TIMEOUTS.write).toBeGreaterThan(PROVIDER_TIMEOUTS.read);
  });

  it("a connection failure is 503 provider_unavailable", async () => {
    const error = await list(async () => {
      throw new TypeError("Network connection lost");
    });
    expect(error).toMatchObject({ status: 503, code: TRANSPORT_ERROR_CODES.unavailable });
  });

  it("a success answer that is not JSON is 502 unexpected_response, never a crash", async () => {
    const error = await list(async () => new Response('{"cut sho', { headers: { "Content-Type": "application/json" } }));
    expect(error).toMatchObject({ status: 502, code: TRANSPORT_ERROR_CODES.unexpected });
  });

  it("a 429 carries Retry-After as retryAfterSeconds; an error body that is not JSON still gives an ApiError", async () => {
    const limited = await list(async () => Response.json({ code: "rate_limited" }, { status: 429, headers: { "Retry-After": "30" } }));
    expect(limited).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: 30, body: { retryAfterSeconds: 30 } });
    const broken = await list(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(broken).toMatchObject({ status: 502, code: TRANSPORT_ERROR_CODES.unexpected });
  });
});

describe("namesNoObject", () => {
  const validation = (paths: string[]) =>
    new ApiError(400, {
      code: "validation_failed",
      msg: "Request validation failed",
      issues: paths.map((path) => ({ path, message: "bad" })),
    });

  it("is true for the provider's 404 and 403, and for a 400 that refuses only the path's parameters", () => {
    expect(namesNoObject(new ApiError(404, { code: "not_found" }))).toBe(true);
    expect(namesNoObject(new ApiError(403, { code: "forbidden" }))).toBe(true);
    expect(namesNoObject(validation(["params.id"]))).toBe(true);
    expect(namesNoObject(validation(["params.id", "params.orderId"]))).toBe(true);
  });

  it("is false for a refused query or body, a 400 without issues, other statuses and other errors", () => {
    expect(namesNoObject(validation(["query.cursor"]))).toBe(false);
    expect(namesNoObject(validation(["params.id", "body.amountCents"]))).toBe(false);
    expect(namesNoObject(validation([]))).toBe(false);
    expect(namesNoObject(new ApiError(400, { code: "insufficient_funds" }))).toBe(false);
    expect(namesNoObject(new ApiError(500, { code: "internal" }))).toBe(false);
    expect(namesNoObject(new Error("params.id"))).toBe(false);
  });
});
