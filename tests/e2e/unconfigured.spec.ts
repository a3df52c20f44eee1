/**
 * A deployment that forgot its provider (issue 12 item 6, ADR 0098): the production build served with the
 * checked-in configuration, that is no PROVIDER_BASE_URL and no SANDBOX_MODE, and no sandbox worker
 * beside it. Every page answers 503 with a translated "not available" page, and the sandbox's helpers
 * (mailbox, clock, demo accounts) do not exist. The app runs here in a server of its own (scripts/serve.mjs --app-alone) on a free port;
 * no browser is needed.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type OwnServer, startOwnServer } from "./own-server";

let app: OwnServer | undefined;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startOwnServer({
    sandbox: false,
    // What a deployment has: a session secret, and neither sandbox mode (overriding a local .dev.vars)
    // nor a provider URL (the checked-in empty value).
    vars: { SESSION_SECRET: randomBytes(32).toString("base64url"), SANDBOX_MODE: "0" },
  });
  origin = app.origin;
});

test.afterAll(() => {
  app?.stop();
});

test("without a provider URL or sandbox mode every page is 503 with a clear, translated message, and /_sandbox does not exist", async ({
  request,
}) => {
  for (const path of ["/", "/login", "/cardholders", "/biz_harbor/cards", "/reset-password?realm=business&token=abcdefghijklmnop1234"]) {
    const res = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(503);
    const html = await res.text();
    expect(html, path).toContain("This service is not available");
    expect(html, path).toContain("This site is not connected to its payments provider yet");
    // Not the sandbox: no test-mode band (ADR 0205); the reference support asks for (ADR 0206).
    expect(html, path).not.toContain("Test mode");
    expect(html, path).toContain(`Reference for support: <code dir="ltr" translate="no">${res.headers()["x-request-id"]}</code>`);
  }
  // In the visitor's language.
  const spanish = await request.get(`${origin}/login`, { headers: { "Accept-Language": "es" } });
  expect(spanish.status()).toBe(503);
  expect(await spanish.text()).not.toContain("This service is not available");
  // A sign-in attempt reaches no provider either.
  const post = await request.post(`${origin}/login`, {
    form: { intent: "password", identifier: "admin@harbor.test", password: "Sandbox#2026" },
    headers: { Origin: origin },
  });
  expect(post.status()).toBe(503);
  // The sandbox's mailbox (codes and reset links), clock and reset are not served: the not-found page, never the sandbox.
  for (const path of ["/_sandbox/mail", "/_sandbox/mail.json", "/_sandbox/clock"]) {
    const res = await request.get(`${origin}${path}`);
    expect(res.status(), path).not.toBe(200);
    expect(await res.text(), path).not.toMatch(/Reset your password|one-time code|sandbox mailbox/i);
  }
  const health = await request.get(`${origin}/healthz`);
  expect(health.status()).toBe(503);
  expect(await health.json()).toEqual({
    status: "unavailable",
    checks: { settings: "ok", database: "ok", provider: "unconfigured" },
    provider: "none",
  });
});
