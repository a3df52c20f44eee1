import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "#contract/sandbox";
import { createApp } from "#sandbox/app";
import { iso } from "#sandbox/clock";
import worker from "#sandbox/index";
import { seed, wipe } from "#sandbox/seed";
import { advanceClock, call, mailTo, seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

describe("mailbox page", () => {
  it("lists every message newest first as an accessible page without inline scripts or styles", async () => {
    const response = await call<string>("GET", "/_sandbox/mail");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain("<h1>Mailbox</h1>");
    expect(page).toContain('<link rel="stylesheet" href="/_sandbox/sandbox.css">');
    expect(page).toContain('<th scope="col">Subject</th>');
    expect(page).toContain('<label for="to">');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\sstyle=/i);
    const all = (await call<{ messages: MailMessage[] }>("GET", "/_sandbox/mail.json")).body.messages;
    expect(all.length).toBeGreaterThan(5);
    for (const m of all) expect(page).toContain(`href="/_sandbox/mail/${m.id}"`);
    const times = [...page.matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(times).toEqual([...times].sort().reverse());
  });

  it("shows one message with its link, and 404 for an unknown one", async () => {
    const [amina] = await mailTo("amina@recipient.test");
    const response = await call<string>("GET", `/_sandbox/mail/${amina?.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain('<h1 lang="en" dir="ltr">Harbor Relief Network wants to pay you</h1>');
    expect(response.body).toContain(`href="${amina?.link}"`);
    expect((await call("GET", "/_sandbox/mail/mail_missing")).status).toBe(404);
  });

  it("escapes message content", async () => {
    await env.DB.prepare(
      "INSERT INTO mailbox (id, kind, to_address, subject, body, link, created_at) VALUES ('mail_xss', 'email', 'x@test', '<script>alert(1)</script>', '<b>hi</b>', 'javascript:alert(1)', ?)",
    )
      .bind(iso(Date.now()))
      .run();
    const list = await call<string>("GET", "/_sandbox/mail");
    expect(list.body).not.toContain("<script>alert(1)</script>");
    expect(list.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const one = await call<string>("GET", "/_sandbox/mail/mail_xss");
    expect(one.body).not.toContain('href="javascript:');
    expect(one.body).toContain("&lt;b&gt;hi&lt;/b&gt;");
  });

  it("filters by recipient, as HTML and as JSON", async () => {
    const html = await call<string>("GET", "/_sandbox/mail?to=amina%40recipient.test");
    expect(html.body).toContain("amina@recipient.test");
    expect(html.body).not.toContain("director@cedar.test");
    const json = await call<{ messages: MailMessage[] }>("GET", "/_sandbox/mail.json?to=AMINA@recipient.test");
    expect(json.body.messages.map((m) => m.to)).toEqual(["amina@recipient.test"]);
  });

  it("/_sandbox leads to the mailbox", async () => {
    const reply = await call("GET", "/_sandbox");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe("/_sandbox/mail");
  });

  it("serves its stylesheet", async () => {
    const css = await call<string>("GET", "/_sandbox/sandbox.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(css.body).toContain("table");
  });
});

describe("clock and processing", () => {
  it("advances by minutes, hours or days and runs the processors", async () => {
    const before = await call<{ now: string; offsetMs: number }>("GET", "/_sandbox/clock");
    expect(before.status).toBe(200);
    const advanced = await call<{ now: string; offsetMs: number; processed: Record<string, number> }>("POST", "/_sandbox/clock/advance", {
      body: { days: 1, hours: 2 },
    });
    expect(advanced.status).toBe(200);
    expect(advanced.body.offsetMs - before.body.offsetMs).toBe(26 * 3_600_000);
    expect(Object.keys(advanced.body.processed)).toEqual(
      expect.arrayContaining(["expireOneTimeCodes", "expireSessions", "pruneRateLimitEvents"]),
    );
    expect((await call("POST", "/_sandbox/clock/advance", { body: {} })).status).toBe(400);
    expect((await call("POST", "/_sandbox/clock/advance", { body: { hours: -1 } })).status).toBe(400);
  });

  it("expires stale one-time codes and sessions", async () => {
    await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "viewer@harbor.test" } });
    const tokens = await signin("viewer@harbor.test");
    await advanceClock({ minutes: 11 });
    const code = await env.DB.prepare("SELECT close_reason FROM otp_codes ORDER BY created_at DESC LIMIT 1").first<{
      close_reason: string;
    }>();
    expect(code?.close_reason).toBe("expired");
    await advanceClock({ days: 31 });
    const session = await env.DB.prepare("SELECT revoke_reason FROM sessions WHERE subject_id = ? ORDER BY created_at DESC LIMIT 1")
      .bind(tokens.uid)
      .first<{ revoke_reason: string }>();
    expect(session?.revoke_reason).toBe("expired");
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: tokens.refreshToken } })).status).toBe(401);
  });

  it("the cron trigger runs the same processing", async () => {
    await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "dev@harbor.test" } });
    await env.DB.prepare("UPDATE clock SET offset_ms = offset_ms + 3600000 WHERE id = 1").run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const open = await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_codes WHERE closed_at IS NULL").first<{ n: number }>();
    expect(open?.n).toBe(0);
  });
});

describe("first request and reset", () => {
  it("an empty database seeds itself once, even with concurrent first requests", async () => {
    await wipe(env.DB);
    const app = createApp({ seed: { metroCards: 25 } });
    const replies = await Promise.all(Array.from({ length: 3 }, () => app.request("/_sandbox/clock", {}, env)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const users = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(users?.n).toBe(11);
    const metro = await env.DB.prepare("SELECT COUNT(*) AS n FROM cards WHERE business_id = 'biz_metro'").first<{ n: number }>();
    expect(metro?.n).toBe(25);
    const state = await env.DB.prepare("SELECT value FROM meta WHERE key = 'seed'").first<{ value: string }>();
    expect(state?.value).toBe("ready");
  });

  it("wipe keeps the signing key, so the JWKS stays stable", async () => {
    const before = await call<{ keys: Array<{ kid: string }> }>("GET", "/.well-known/jwks.json");
    await wipe(env.DB);
    await seed(env.DB, { metroCards: 10 });
    const after = await call<{ keys: Array<{ kid: string }> }>("GET", "/.well-known/jwks.json");
    expect(after.body.keys.map((k) => k.kid)).toEqual(before.body.keys.map((k) => k.kid));
  });
});

describe("documents and errors", () => {
  it("serves the OpenAPI document", async () => {
    const doc = await call<{ openapi: string; paths: Record<string, unknown> }>("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    expect(doc.body.paths["/users/{id}/"]).toBeDefined();
  });

  it("answers unknown paths and methods with a JSON 404", async () => {
    const unknown = await call("GET", "/nothing/here");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: "not_found", msg: "No such endpoint" });
    expect((await call("DELETE", "/auth/signin")).status).toBe(404);
  });

  it("marks API answers as not cacheable", async () => {
    const reply = await call("POST", "/auth/signin", {
      body: { realm: "business", identifier: "admin@harbor.test", password: "Sandbox#2026" },
    });
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
