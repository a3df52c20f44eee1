import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, FRAME_POLICY_HEADER, isCrossSiteMutation, withSecurityHeaders } from "./security";

const url = "http://localhost:8787/login";

describe("isCrossSiteMutation", () => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    it(`refuses a cross-site ${method}`, () => {
      expect(isCrossSiteMutation(new Request(url, { method, headers: { Origin: "http://evil.localhost:8787" } }))).toBe(true);
      expect(isCrossSiteMutation(new Request(url, { method, headers: { "Sec-Fetch-Site": "cross-site" } }))).toBe(true);
      expect(isCrossSiteMutation(new Request(url, { method, headers: { "Sec-Fetch-Site": "same-site" } }))).toBe(true);
    });
    it(`allows a same-origin ${method}`, () => {
      expect(isCrossSiteMutation(new Request(url, { method, headers: { Origin: "http://localhost:8787" } }))).toBe(false);
      expect(
        isCrossSiteMutation(new Request(url, { method, headers: { Origin: "http://localhost:8787", "Sec-Fetch-Site": "same-origin" } })),
      ).toBe(false);
    });
  }

  it("refuses a mutation with neither Origin nor Sec-Fetch-Site", () => {
    expect(isCrossSiteMutation(new Request(url, { method: "POST" }))).toBe(true);
  });

  it("allows a same-origin post from a page that sends no referrer (Origin: null, Sec-Fetch-Site: same-origin)", () => {
    expect(isCrossSiteMutation(new Request(url, { method: "POST", headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" } }))).toBe(
      false,
    );
    // Without Sec-Fetch-Site, a null origin is not this origin.
    expect(isCrossSiteMutation(new Request(url, { method: "POST", headers: { Origin: "null" } }))).toBe(true);
  });

  it("refuses a matching Origin with a cross-site Sec-Fetch-Site", () => {
    expect(
      isCrossSiteMutation(
        new Request(url, { method: "POST", headers: { Origin: "http://localhost:8787", "Sec-Fetch-Site": "cross-site" } }),
      ),
    ).toBe(true);
  });

  it("lets safe methods through", () => {
    expect(isCrossSiteMutation(new Request(url, { headers: { Origin: "http://evil.localhost" } }))).toBe(false);
  });
});

describe("security headers", () => {
  it("makes a fresh nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("sets the CSP with the nonce and the hardening headers", () => {
    const res = withSecurityHeaders(new Response("x", { headers: { "Content-Type": "text/html" } }), "abc");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBeTruthy();
    expect(res.headers.get("Permissions-Policy")).toBeTruthy();
    expect(contentSecurityPolicy("n")).not.toContain("unsafe-inline");
  });
});

describe("referrer policy", () => {
  it("sends the origin across sites by default, and nothing where the response itself asks for no referrer", () => {
    expect(withSecurityHeaders(new Response("x"), "n").headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // The hosted bank-linking page (its address holds the link token), through the /_sandbox proxy.
    const hosted = withSecurityHeaders(new Response("x", { headers: { "Referrer-Policy": "no-referrer" } }), "n");
    expect(hosted.headers.get("Referrer-Policy")).toBe("no-referrer");
    // A weaker policy from below is not kept.
    const weaker = withSecurityHeaders(new Response("x", { headers: { "Referrer-Policy": "unsafe-url" } }), "n");
    expect(weaker.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(withSecurityHeaders(new Response("x"), "n", { embeddable: true }).headers.get("Referrer-Policy")).toBe("no-referrer");
  });
});

describe("card-details frame policy", () => {
  it("lets only this origin embed the frame, and frames only the provider", () => {
    const frame = withSecurityHeaders(new Response("x"), "n", { embeddable: true });
    expect(frame.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    expect(frame.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    const page = withSecurityHeaders(new Response("x"), "n", { frameSources: ["'self'", "https://api.provider.example"] });
    expect(page.headers.get("Content-Security-Policy")).toContain("frame-src 'self' https://api.provider.example");
    expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});

describe("headers of issue 34 item 10 (docs/security.md, Headers)", () => {
  it("a page that shows no card frames nothing", () => {
    const csp = withSecurityHeaders(new Response("x"), "n").headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/frame-src[^;]*'self'/);
  });

  it("the card-details frame keeps its own policy, embeddable by this origin only", () => {
    const own = "default-src 'none'; style-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors *";
    const frame = withSecurityHeaders(new Response("x", { headers: { "Content-Security-Policy": own } }), "nonce1", { embeddable: true });
    const csp = frame.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toBe("default-src 'none'; style-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'");
    expect(csp).not.toContain("nonce1");
    // Without a policy of its own it gets one that allows no script at all.
    const bare = withSecurityHeaders(new Response("x"), "nonce2", { embeddable: true }).headers.get("Content-Security-Policy") ?? "";
    expect(bare).toContain("default-src 'none'");
    expect(bare).not.toContain("script-src");
  });

  it("no obsolete directive; cross-origin opener and resource policies; the internal frame marker never leaves", () => {
    const res = withSecurityHeaders(new Response("x", { headers: { [FRAME_POLICY_HEADER]: "card" } }), "n");
    expect(res.headers.get("Permissions-Policy")).not.toContain("interest-cohort");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(res.headers.get(FRAME_POLICY_HEADER)).toBeNull();
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    for (const directive of ["script-src 'nonce-n' 'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "worker-src 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|block-all-mixed-content|plugin-types|referrer |reflected-xss/);
  });
});
