/**
 * A deployment that forgot its provider (issue 12 item 6, ADR 0098): the production build served with the
 * checked-in configuration, that is no PROVIDER_BASE_URL and no SANDBOX_MODE, and no sandbox worker
 * beside it. Every page answers 503 with a translated "not available" page, and the sandbox's helpers
 * (mailbox, clock, demo accounts) do not exist. The app runs here in a wrangler of its own on a free port;
 * no browser is needed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const root = join(import.meta.dirname, "..", "..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

let app: ChildProcess | undefined;
let origin = "";
let state = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  state = mkdtempSync(join(tmpdir(), "beacon-unconfigured-"));
  app = spawn(
    join(root, "node_modules", ".bin", "wrangler"),
    [
      "dev",
      "-c",
      join(root, "build", "server", "wrangler.json"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
      // What a deployment has: a session secret, and neither sandbox mode (overriding a local .dev.vars)
      // nor a provider URL (the checked-in empty value).
      "--var",
      `SESSION_SECRET:${randomBytes(32).toString("base64url")}`,
      "--var",
      "SANDBOX_MODE:0",
    ],
    {
      cwd: root,
      stdio: "ignore",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        XDG_CONFIG_HOME: join(root, ".wrangler", "config"),
      },
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    // Up, though not healthy: /healthz answers 503 without a provider (ADR 0208).
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.status === 503,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || app.exitCode !== null) throw new Error(`the app did not start on ${origin}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  app?.kill("SIGTERM");
  if (state) rmSync(state, { recursive: true, force: true });
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
