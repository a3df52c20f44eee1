import { describe, expect, it, vi } from "vitest";
import { providerApi } from "#contract/index";
import { logMisconfiguration, logRequest, newRequestId, REDACTED, type RequestLog, requestLine, traceparent } from "./request-log.server";

const base = (fields: Partial<RequestLog> = {}): RequestLog => ({
  requestId: "0af7651916cd43dd8448eb211c80319c",
  method: "GET",
  startedAt: 1000,
  ...fields,
});

describe("the request's log line (ADR 0206)", () => {
  it("carries the request id, method, route pattern, status, duration, tenant, user id and each provider call", () => {
    const line = requestLine(
      base({
        route: "/:businessId/cards/:cardId",
        tenant: "harbor-care",
        userId: "usr_harbor_admin",
        calls: [
          { id: "cards.get", status: 200, start: 1001, end: 1013.26 },
          { id: "upload.put", status: 503, start: 1014, end: 1020 },
        ],
      }),
      200,
      1042.04,
    );
    expect(line).toEqual({
      level: "info",
      msg: "request",
      requestId: "0af7651916cd43dd8448eb211c80319c",
      method: "GET",
      route: "/:businessId/cards/:cardId",
      status: 200,
      durationMs: 42,
      tenant: "harbor-care",
      userId: "usr_harbor_admin",
      provider: [
        { call: "cards.get", status: 200, ms: 12.3 },
        { call: "upload.put", status: 503, ms: 6 },
      ],
    });
    // As React Router gives a pattern: without its leading slash.
    expect(requestLine(base({ route: ":businessId/cards/:cardId" }), 200, 1001).route).toBe("/:businessId/cards/:cardId");
    expect(requestLine(base(), 404, 1001).level).toBe("warn");
    expect(requestLine(base(), 503, 1001).level).toBe("error");
    expect(requestLine(base(), 200, 1001)).toMatchObject({ route: null, tenant: null, userId: null, provider: [] });
  });

  // Each field, given what must never be logged, logs "[redacted]" (or a safe stand-in) instead.
  const leaks = [
    "admin@harbor.test",
    "5550100100",
    "Sandbox#2026",
    "482913",
    "4000001234567899",
    "000123456789",
    "Hannah Reyes",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfaGFyYm9yX2FkbWluIn0.sig",
  ];

  it.each(leaks)("requestId never carries %s", (leak) => {
    expect(requestLine(base({ requestId: leak }), 200, 1001).requestId).toBe(REDACTED);
  });

  it.each(leaks)("tenant never carries %s", (leak) => {
    expect(requestLine(base({ tenant: leak }), 200, 1001).tenant).toBe(REDACTED);
  });

  it.each(leaks)("userId never carries %s", (leak) => {
    expect(requestLine(base({ userId: leak }), 200, 1001).userId).toBe(REDACTED);
  });

  it.each(leaks)("a provider call's name never carries %s", (leak) => {
    const line = requestLine(base({ calls: [{ id: leak, status: 200, start: 1000, end: 1001 }] }), 200, 1001);
    expect(line.provider[0]?.call).toBe(REDACTED);
  });

  it.each([...leaks, "/cardholders/5550100001", "/x/admin@harbor.test", "/reset/eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop"])(
    "route never carries %s",
    (leak) => {
      expect(requestLine(base({ route: leak }), 200, 1001).route).toBe(REDACTED);
    },
  );

  it.each(leaks)("outcome never carries %s", (leak) => {
    expect(requestLine(base({ outcome: leak }), 200, 1001).outcome).toBe(REDACTED);
  });

  it("keeps every provider call's name of the contract", () => {
    const ids = Object.values(providerApi).flatMap((group) => Object.values(group).map((endpoint) => endpoint.id));
    const calls = [...ids, "upload.put"].map((id) => ({ id, status: 200, start: 1000, end: 1001 }));
    expect(requestLine(base({ calls }), 200, 1001).provider.map((c) => c.call)).toEqual([...ids, "upload.put"]);
  });

  it("method, status and durations are the request's own, whatever else is passed", () => {
    const line = requestLine(
      base({ method: "admin@harbor.test", startedAt: Number.NaN, calls: [{ id: "cards.get", status: 5550100100, start: 2, end: 1 }] }),
      Number.NaN,
      1001,
    );
    expect(line).toMatchObject({ method: "OTHER", status: 0, durationMs: 0, provider: [{ call: "cards.get", status: 599, ms: 0 }] });
  });

  it("is one JSON line, and the misconfiguration line names settings only", () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      logRequest(base({ route: "/login" }), 302, 1005);
      logMisconfiguration("0af7651916cd43dd8448eb211c80319c", [{ setting: "SESSION_SECRET", problem: "is not set" }]);
      const [written] = log.mock.calls[0] ?? [];
      expect(String(written)).not.toContain("\n");
      expect(JSON.parse(String(written))).toMatchObject({ msg: "request", route: "/login", status: 302 });
      expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toEqual({
        level: "error",
        msg: "misconfigured",
        requestId: "0af7651916cd43dd8448eb211c80319c",
        problems: ["SESSION_SECRET is not set"],
      });
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });

  it("request ids are W3C trace ids, and the traceparent carries them", () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toBe(newRequestId());
    expect(traceparent(id)).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-01$`));
  });
});
