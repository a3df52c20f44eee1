/**
 * The app's own guards and session rules (ADR 0005, 0012, 0013), checked at the app's edge: status codes,
 * headers and cookies as the browser receives them, and what the provider's state shows afterwards. The
 * sandbox's own checks are tested in sandbox/test; these would catch an app that relied on them alone.
 */
import { readFileSync } from "node:fs";
import type { APIResponse, Page } from "@playwright/test";
import { seal, unseal } from "#app/session/sealed-cookie.server";
import { expect, HOSTS, PASSWORD, signIn, test } from "./fixtures";

const CARDS = `${HOSTS.beacon}/biz_harbor/cards`;
const MARIA_CARD = "HB4M7R2KQ9";
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SECRET = /^SESSION_SECRET=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1] ?? "";

type SessionFields = { id: string; uid: string; createdAt: number; lastSeenAt: number };

async function sessionOf(page: Page): Promise<SessionFields & { cookie: string }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
  expect(cookie, "a session cookie").toBeDefined();
  const session = (await unseal(cookie?.value ?? "", SECRET)) as SessionFields | null;
  expect(session, "the session cookie opens with the app's secret").not.toBeNull();
  return { ...(session as SessionFields), cookie: cookie?.value ?? "" };
}

/** Rewrites the session cookie's times, as if the session had been open or idle that long. */
async function ageSession(page: Page, times: { createdAt?: number; lastSeenAt?: number }) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
  const session = (await unseal(cookie?.value ?? "", SECRET)) as Record<string, unknown>;
  await page.context().addCookies([{ ...cookie!, value: await seal({ ...session, ...times }, SECRET) }]);
}

function setCookies(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${name}=`))
    .map((h) => h.value);
}

test.describe("business and permission guards", () => {
  test("a viewer posting card actions by hand gets 403 and nothing changes", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(`${CARDS}/${MARIA_CARD}`);
    const status = page.locator(".page-heading .status");
    const balance = page.locator(".facts dd").first();
    const loads = page.locator("section", { has: page.getByRole("heading", { name: "Load history" }) }).locator("tbody tr");
    const before = { status: await status.textContent(), balance: await balance.textContent(), loads: await loads.count() };
    expect(before.status).toBeTruthy();
    const key = () => crypto.randomUUID();
    const forms: Record<string, string>[] = [
      { intent: "lock" },
      { intent: "freeze" },
      { intent: "close" },
      { intent: "addTag", tag: "viewer probe" },
      { intent: "load", amount: "1.00", idempotencyKey: key() },
      { intent: "withdraw", how: "some", amount: "1.00", idempotencyKey: key() },
    ];
    for (const form of forms) {
      const response = await page.request.post(`${CARDS}/${MARIA_CARD}`, { form, headers: { Origin: HOSTS.beacon }, maxRedirects: 0 });
      expect(response.status(), form.intent).toBe(403);
    }
    await page.goto(`${CARDS}/${MARIA_CARD}`);
    await expect(status).toHaveText(before.status ?? "");
    await expect(balance).toHaveText(before.balance ?? "");
    await expect(loads).toHaveCount(before.loads);
    await expect(page.getByText("viewer probe")).toHaveCount(0);
  });
});

test.describe("session rules", () => {
  test("sign-in sets a __Host- cookie (Secure, HttpOnly, SameSite=Lax, Path=/) with a new session id, even over an open session", async ({
    page,
  }) => {
    await signIn(page, "viewer@harbor.test");
    const first = await sessionOf(page);
    // The sign-in form posted again while a session is open (as a planted cookie would be): the session
    // that comes out is a new one, never the one that came in.
    const response = await page.request.post(`${HOSTS.beacon}/login`, {
      form: { intent: "password", identifier: "admin@harbor.test", password: PASSWORD },
      headers: { Origin: HOSTS.beacon },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const [header, ...others] = setCookies(response, "__Host-session");
    expect(others).toEqual([]);
    const attributes = (header ?? "")
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes.filter((a) => a.startsWith("domain="))).toEqual([]);
    const maxAge = Number(attributes.find((a) => a.startsWith("max-age="))?.slice("max-age=".length));
    expect(maxAge).toBeGreaterThan(11 * 60 * 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 60 * 60);
    const value = (header ?? "").slice("__Host-session=".length).split(";")[0] ?? "";
    const second = (await unseal(value, SECRET)) as SessionFields;
    expect(second.uid).not.toBe(first.uid);
    expect(second.id).not.toBe(first.id);
    expect(second.id).toMatch(/^[0-9a-f]{32}$/);
  });

  test("a session ends 12 hours after sign-in however active it is, and not before", async ({ page }) => {
    await signIn(page, "super@unity.test");
    await ageSession(page, { createdAt: Date.now() - 12 * HOUR + 5 * MINUTE, lastSeenAt: Date.now() - MINUTE });
    await page.goto(`${HOSTS.beacon}/biz_unity/programs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programs");
    await ageSession(page, { createdAt: Date.now() - 12 * HOUR - MINUTE, lastSeenAt: Date.now() - MINUTE });
    await page.goto(`${HOSTS.beacon}/biz_unity/programs`);
    await expect(page).toHaveURL(`${HOSTS.beacon}/login`);
    await expect(page.getByText("Your session ended. Please sign in again.")).toBeVisible();
  });

  test("dashboard pages are private, no-store", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    for (const path of ["/biz_harbor/cards", `/biz_harbor/cards/${MARIA_CARD}`, "/biz_harbor/orders", "/biz_unity_family/cards"]) {
      const response = await page.request.get(`${HOSTS.beacon}${path}`, { maxRedirects: 0 });
      expect([path, response.headers()["cache-control"]]).toEqual([path, "private, no-store"]);
    }
  });

  test("GET /logout signs nobody out", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const before = await sessionOf(page);
    await page.goto(`${HOSTS.beacon}/logout`);
    await expect(page).toHaveURL(CARDS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cards");
    expect((await sessionOf(page)).id).toBe(before.id);
    await page.goto(`${CARDS}/${MARIA_CARD}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Maria");
  });

  test("the expiry warning's button keeps the session alive", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    // 29 of the 30 idle minutes gone: the shell warns.
    await ageSession(page, { lastSeenAt: Date.now() - 29 * MINUTE });
    await page.goto(CARDS);
    const warning = page.getByRole("alertdialog");
    await expect(warning).toContainText("Your session will end in less than 2 minutes");
    const seen = (await sessionOf(page)).lastSeenAt;
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toBeHidden();
    await expect.poll(async () => (await sessionOf(page)).lastSeenAt).toBeGreaterThan(seen);
  });

  test("closing the banner without JavaScript: a session cookie, back to the page it was closed on", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const post = (referer: string) =>
      page.request.post(`${HOSTS.beacon}/preferences`, {
        form: { intent: "closeBanner" },
        headers: { Origin: HOSTS.beacon, Accept: "text/html", Referer: referer },
        maxRedirects: 0,
      });
    const closed = await post(`${CARDS}?status=locked`);
    expect(closed.status()).toBe(302);
    expect(closed.headers().location).toBe("/biz_harbor/cards?status=locked");
    const [cookie] = setCookies(closed, "__Host-banner-closed");
    expect(cookie).toMatch(/^__Host-banner-closed=1;/);
    expect(cookie?.toLowerCase()).toContain("secure");
    expect(cookie?.toLowerCase()).toContain("path=/");
    // Closed for this browser session only (the spec's session storage): no lifetime.
    expect(cookie?.toLowerCase()).not.toMatch(/max-age|expires/);
    // Another site's page is never a place to go back to.
    expect((await post("https://elsewhere.example/page")).headers().location).toBe("/biz_harbor/cards");
    // Not a page.
    expect((await page.request.get(`${HOSTS.beacon}/preferences`)).status()).toBe(404);
  });

  test("preferences need a session", async ({ page }) => {
    const response = await page.request.post(`${HOSTS.beacon}/preferences`, {
      form: { intent: "keepAlive" },
      headers: { Origin: HOSTS.beacon },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/login");
  });
});

test("every script tag of a hydrated page carries the response's CSP nonce", async ({ page }) => {
  await signIn(page, "admin@harbor.test");
  for (const path of ["/biz_harbor/cards", `/biz_harbor/cards/${MARIA_CARD}`]) {
    const response = await page.request.get(`${HOSTS.beacon}${path}`);
    expect(response.status()).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, `${path}: a nonce in ${csp}`).toBeTruthy();
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length, `${path}: a hydrated page has scripts`).toBeGreaterThan(0);
    const withoutNonce = scripts.filter((tag) => /\bnonce="([^"]*)"/.exec(tag)?.[1] !== nonce);
    expect(withoutNonce, `${path}: script tags without the nonce ${nonce}`).toEqual([]);
  }
});
