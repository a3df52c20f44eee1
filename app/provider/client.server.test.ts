import { describe, expect, it } from "vitest";
import { contract } from "#contract/";
import { ApiError, createProviderClient, providerWaitMs, sequentialRoundTrips } from "./client.server";

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
