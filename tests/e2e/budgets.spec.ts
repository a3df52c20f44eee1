import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { intakePages } from "../../perf/intake-walk.mjs";
import { pageWeight } from "../../perf/page-weight.mjs";
import { workerStartup, workerUpload } from "../../perf/worker-size.mjs";
import { cardholderSignIn, expect, HOSTS, signIn, test } from "./fixtures";

/** The deterministic budgets of perf/budgets.json (bytes and round trips; never times). */
const budgets = JSON.parse(readFileSync("perf/budgets.json", "utf8")) as {
  noHydrationPages: { jsBytes: number; wireBytesMax: number; paths: string[] };
  intakePages: { labels: string[] };
  dashboardInitialJsGzipMax: number;
  dashboardPages: string[];
  sequentialProviderRoundTripsMax: Record<string, number>;
  worker: { uploadGzipBytesMax: number; startupCpuMsMax: number };
};

// Four sign-ins and some thirty pages measured one after the other: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Signs a cardholder in on a host's cardholder login and returns the session cookie header. */
async function cardholderCookie(browser: Browser, origin: string, login: string, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await cardholderSignIn(page, email, origin, login);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  return cookie;
}

/** The signed-in cardholder pages of the portal (ADR 0110): maria on the primary host, lee on the branded one. */
async function portalCookies(browser: Browser) {
  const maria = await cardholderCookie(browser, HOSTS.beacon, "/cardholders", "maria@cardholder.test");
  const lee = await cardholderCookie(browser, HOSTS.brightFutures, "/brightfutures", "lee@cardholder.test");
  return (path: string): string | undefined =>
    path.startsWith("/cardholder/") ? maria : path.startsWith("//brightfutures.localhost/brightfutures/cardholder") ? lee : undefined;
}

test("pages that need no JavaScript ship none and stay small on the wire", async ({ browser }) => {
  const { jsBytes, wireBytesMax, paths } = budgets.noHydrationPages;
  const cookieFor = await portalCookies(browser);
  for (const path of paths) {
    const weight = await pageWeight(HOSTS.beacon, path, { cookie: cookieFor(path) });
    // Measured the page itself, not a redirect or another host's not-found page.
    expect(weight.status, `${path} answered ${weight.status}`).toBe(path === "/an-unknown-page" ? 404 : 200);
    expect(weight.scriptTags, `${path}: ${weight.scriptTags} script tags, budget none`).toBe(0);
    expect(weight.js, `${path}: ${weight.js} B of JavaScript, budget ${jsBytes} B`).toBeLessThanOrEqual(jsBytes);
    expect(weight.total, `${path}: ${weight.total} B on the wire, budget ${wireBytesMax} B`).toBeLessThanOrEqual(wireBytesMax);
  }
});

test("every state of the recipient intake, the bank-linking page included, ships no script and stays small", async ({ browser }) => {
  const { jsBytes, wireBytesMax } = budgets.noHydrationPages;
  const pages = await intakePages(HOSTS.beacon, await sessionCookie(browser, "admin@harbor.test"));
  expect(pages.map((p) => p.label)).toEqual(budgets.intakePages.labels);
  for (const { label, path, cookie } of pages) {
    const weight = await pageWeight(HOSTS.beacon, path, { cookie });
    expect(weight.status, `${label} answered ${weight.status}`).toBe(200);
    expect(weight.scriptTags, `${label}: ${weight.scriptTags} script tags, budget none`).toBe(0);
    expect(weight.js, `${label}: ${weight.js} B of JavaScript, budget ${jsBytes} B`).toBeLessThanOrEqual(jsBytes);
    expect(weight.total, `${label}: ${weight.total} B on the wire, budget ${wireBytesMax} B`).toBeLessThanOrEqual(wireBytesMax);
  }
});

/** Signs in in a context of its own (signing out would revoke the session) and returns its cookie header. */
async function sessionCookie(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  return cookie;
}

test("dashboard pages stay within the JavaScript and round-trip budgets", async ({ browser }) => {
  const harbor = await sessionCookie(browser, "admin@harbor.test");
  const unity = await sessionCookie(browser, "super@unity.test");
  const cardholderCookieFor = await portalCookies(browser);
  const max = budgets.dashboardInitialJsGzipMax;
  for (const path of budgets.dashboardPages) {
    const weight = await pageWeight(HOSTS.beacon, path, { cookie: path.startsWith("/biz_unity") ? unity : harbor });
    expect(weight.status, `${path} answered ${weight.status}`).toBe(200);
    expect(weight.js, `${path}: ${weight.js} B of JavaScript gzipped, budget ${max} B`).toBeLessThanOrEqual(max);
  }
  for (const [path, limit] of Object.entries(budgets.sequentialProviderRoundTripsMax)) {
    // /integrations has no business in its path: the signed-in user's own (Harbor's admin).
    const cookie = path.startsWith("/biz_unity")
      ? unity
      : path.startsWith("/biz_") || path === "/integrations"
        ? harbor
        : cardholderCookieFor(path);
    const weight = await pageWeight(HOSTS.beacon, path, { cookie });
    expect(weight.status, `${path} answered ${weight.status}`).toBe(200);
    // The figures come from the app's own Server-Timing header: a dashboard page reads the provider, so a
    // missing header is a broken measurement, never "0 round trips"; a public page makes no call at all.
    if (limit > 0) {
      expect(weight.providerTimed, `${path}: no provider entry in Server-Timing`).toBe(true);
      expect(weight.providerCalls, `${path}: provider calls`).toBeGreaterThan(0);
      expect(weight.providerSequential, `${path}: sequential provider round trips`).toBeGreaterThan(0);
    } else {
      expect([weight.providerTimed, weight.providerCalls], `${path}: a page without provider calls`).toEqual([false, 0]);
    }
    expect(
      weight.providerSequential,
      `${path}: ${weight.providerSequential} sequential provider round trips, budget ${limit}`,
    ).toBeLessThanOrEqual(limit);
  }
});

test("the app Worker's upload and the startup of its global scope stay within budget", async () => {
  // The build the server under test runs (npm test builds before the end-to-end tests).
  const { uploadGzipBytesMax, startupCpuMsMax } = budgets.worker;
  const upload = await workerUpload();
  expect(upload.gzipBytes, `the Worker's upload is ${upload.gzipBytes} B gzipped, budget ${uploadGzipBytesMax} B`).toBeLessThanOrEqual(
    uploadGzipBytesMax,
  );
  const startup = await workerStartup();
  expect(
    startup.cpuMs,
    `the Worker's global scope took ${startup.cpuMs} ms of CPU at startup, budget ${startupCpuMsMax} ms (${JSON.stringify(startup.topScripts)})`,
  ).toBeLessThanOrEqual(startupCpuMsMax);
});
