import AxeBuilder from "@axe-core/playwright";
import { type APIResponse, type Browser, test as base, type Cookie, expect, type Locator, type Page, type Request } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/** The demo hosts (Chromium resolves *.localhost to loopback). */
export const HOSTS = {
  beacon: `http://localhost:${E2E_PORT}`,
  dashboard: `http://dashboard.localhost:${E2E_PORT}`,
  harbor: `http://care.localhost:${E2E_PORT}`,
  brightFutures: `http://brightfutures.localhost:${E2E_PORT}`,
  unknown: `http://unknown.localhost:${E2E_PORT}`,
} as const;

/**
 * Every test fails on a console error, an uncaught page error, a sub-resource answered 4xx or 5xx, and a
 * page or data request (`document`, `fetch`: a navigation, a `.data` load, a form or fetcher post such as
 * the banner's close or the keep-alive) answered 5xx: the server failed where nobody asked it to.
 * Refusals of a bad form (400, 403, 404, 409, 429) are the product's answers and pass. A spec that
 * arms provider faults on purpose says so with `test.use({ serverErrorsExpected: true })`.
 */
export const test = base.extend<{ consoleErrors: string[]; serverErrorsExpected: boolean }>({
  serverErrorsExpected: [false, { option: true }],
  consoleErrors: [
    async ({ page, serverErrorsExpected }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // A document answered 4xx on purpose (404 page, refused form) logs "Failed to load resource";
        // failing requests are caught below by status instead.
        if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      page.on("response", (res) => {
        const type = res.request().resourceType();
        const pageOrData = type === "document" || type === "fetch";
        if (res.status() >= 400 && !pageOrData) errors.push(`${res.status()} ${res.url()}`);
        else if (res.status() >= 500 && pageOrData && !serverErrorsExpected) errors.push(`${res.status()} ${type} ${res.url()}`);
      });
      await use(errors);
      expect(errors, "console errors and unexpected server errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core: no WCAG 2.1 A/AA violations on the page as it is now. axe runs as a script in the page, so
 * it needs JavaScript; pages checked with JavaScript off are checked by their JavaScript-on twin.
 */
export async function expectAccessible(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  // `within`: only that part of the page (a state checked on its own, such as a review or a receipt).
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** The value of one fact of a review or a receipt (`<dt>` named exactly `name`). */
export const fact = (list: Locator, name: string) =>
  list
    .locator("div")
    .filter({ has: list.page().locator("dt").getByText(name, { exact: true }) })
    .locator("dd");

/**
 * Waits until React has hydrated the page (the root layout marks `<html data-hydrated>`): from then on a
 * click is handled in the browser. A click before it posts the form as without JavaScript.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Hydrated, and every island of the page hydrated too (`<html data-islands-waiting>` is set while one waits for
 * its code): a click on a form of an island is then handled in the browser, whether or not the form's checks
 * have arrived.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await settled(page, "html[data-hydrated]:not([data-islands-waiting])");
}

/**
 * What the page asks for from now on, as `record` names it (a request it returns nothing for is left out):
 * the list grows as the page goes (`expect.poll` reads it as it is then).
 */
export function recordRequests(page: Page, record: (request: Request) => string | undefined): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const entry = record(request);
    if (entry !== undefined) seen.push(entry);
  });
  return seen;
}

/** A script chunk's path when it matches `pattern` (for `recordRequests`). */
export const scriptPath = (pattern: RegExp) => (request: Request) => {
  const path = new URL(request.url()).pathname;
  return pattern.test(path) ? path : undefined;
};

/** A post's address (for `recordRequests`): a check in the browser sends none. */
export const postUrl = (request: Request) => (request.method() === "POST" ? request.url() : undefined);

/**
 * Hydrated, then gives the page its first intent (a Shift key, which types nothing: forms load their checks
 * then, ADR 0256) and waits until every island of the page has hydrated and every form has its checks
 * (`<html data-islands-waiting>`, `<html data-checks-waiting>`): from then on a form or a table is enhanced,
 * and a click is handled in the browser.
 */
export async function enhanced(page: Page): Promise<void> {
  await hydrated(page);
  await page.keyboard.press("Shift");
  await settled(page, "html[data-hydrated]:not([data-islands-waiting]):not([data-checks-waiting])");
}

/** Waits for `<html>` to match `selector`; a page that never does fails with what it still waits for. */
async function settled(page: Page, selector: string): Promise<void> {
  try {
    await page.locator(selector).waitFor({ state: "attached", timeout: 45_000 });
  } catch (error) {
    const still = await page
      .locator("html")
      .evaluate((html) => html.getAttributeNames().filter((name) => name.endsWith("-waiting")))
      .catch(() => ["(the page has gone)"]);
    throw new Error(`${page.url()} still waits: ${still.join(", ")}`, { cause: error });
  }
}

/**
 * The hidden fields of a form (`form` is the form itself, or any locator of its hidden inputs' ancestor),
 * by name: what a browser posts with it, to post it again by hand (a double submit). For forms whose
 * names are unique (a repeated name, as a list of card ids, keeps its last value).
 */
export async function hiddenFields(form: Locator): Promise<Record<string, string>> {
  // The form of the page a click just asked for: wait until that page is there (a read of the page before
  // it would find no fields at all).
  await form.first().waitFor({ state: "attached" });
  const pairs = await form
    .locator("input[type=hidden]")
    .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value] as const));
  return Object.fromEntries(pairs);
}

/** Cents as the English page shows them ("$1,234.56"). */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function scriptCount(page: Page): Promise<number> {
  return page.locator("script").count();
}

export const PASSWORD = "Sandbox#2026";
const SESSION_COOKIE = "__Host-session";

type MailMessage = {
  id: string;
  kind: "email" | "sms";
  to: string;
  subject: string;
  body: string;
  /** The product's language code the message is written in (ADR 0151). */
  language: string;
  link: string | null;
};

/** What the sandbox mailbox holds for `to` right now, newest first (no waiting). */
export async function mailbox(page: Page, to: string): Promise<MailMessage[]> {
  const res = await page.request.get(`${HOSTS.beacon}/_sandbox/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

/** The newest message the sandbox sent to `to` (an e-mail address or a phone number), waiting for it. */
export async function latestMail(page: Page, to: string, after?: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`${HOSTS.beacon}/_sandbox/mail.json?to=${encodeURIComponent(to)}`);
      // A mailbox that answers an error is a failure, not an empty mailbox to wait on.
      if (res.status() !== 200) throw new Error(`/_sandbox/mail.json answered ${res.status()}`);
      const { messages } = (await res.json()) as { messages: MailMessage[] };
      found = messages[0];
      return found && found.id !== after ? found.id : null;
    })
    .not.toBeNull();
  return found as MailMessage;
}

export function codeIn(message: MailMessage): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match?.[1]) throw new Error(`No 6-digit code in: ${message.body}`);
  return match[1];
}

/**
 * The first step of a sign-up (cardholder registration, /onboard; ADR 0200): the address on the page that
 * is open, "Send the code", and the code from the mailbox, which the second step asks for.
 */
export async function addressCode(page: Page, email: string, labels = { email: "E-mail", send: "Send the code" }): Promise<string> {
  const before = (await mailbox(page, email))[0]?.id;
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByRole("button", { name: labels.send }).click();
  return codeIn(await latestMail(page, email, before));
}

/**
 * A recipient's way in from their intake e-mail: the link, their e-mail address, the code from the
 * mailbox; ends on the bank details page (labels in the page's language).
 */
export async function verifyEmail(
  page: Page,
  mail: Pick<MailMessage, "to" | "link">,
  labels = { email: "Your e-mail address", send: "Send me a code", code: "6-digit code", go: "Continue" },
) {
  await page.goto(`${HOSTS.beacon}${mail.link}`);
  await page.getByLabel(labels.email).fill(mail.to);
  const before = (await mailbox(page, mail.to))[0]?.id;
  await page.getByRole("button", { name: labels.send }).click();
  const code = codeIn(await latestMail(page, mail.to, before));
  await page.getByLabel(labels.code).fill(code);
  await page.getByRole("button", { name: labels.go }).click();
  await expect(page).toHaveURL(/\/setup-payment\/recipient/);
}

/**
 * A business user's sign-in kept for reuse by later tests of the same worker (ADR 0131 addendum): the
 * session cookie and the page the sign-in landed on. Kept ten minutes, within the id token's fifteen.
 */
const SIGN_IN_REUSE_MS = 10 * 60 * 1000;
const kept = new Map<string, { cookie: Cookie; landing: string; at: number }>();

/**
 * Signs a business user in through /login with the password, and lands where the sign-in lands.
 *
 * Unless `fresh`, a session this worker opened for the same user on the same host in the last ten minutes
 * is reused: its cookie goes into the page's context and the page opens the landing page. A kept session
 * that no longer opens it (signed out, replaced, revoked, expired by the sandbox clock) is dropped and the
 * user signs in through the form. Tests of the sign-in itself pass `fresh`.
 */
export async function signIn(page: Page, email: string, origin: string = HOSTS.beacon, { fresh = false } = {}) {
  const key = `${origin} ${email}`;
  const reuse = fresh ? undefined : kept.get(key);
  if (reuse && Date.now() - reuse.at < SIGN_IN_REUSE_MS) {
    await page.context().addCookies([reuse.cookie]);
    await page.goto(reuse.landing);
    if (page.url() === reuse.landing) return;
    await page.context().clearCookies({ name: SESSION_COOKIE });
  }
  kept.delete(key);
  await page.goto(`${origin}/login`);
  await page.getByLabel("E-mail or phone number").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A refused sign-in stays on /login: fail at once with the page's message, not at the test's time-out.
  await page
    .waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 20_000 })
    .catch(async (error: Error) => {
      const alert = await page.getByRole("alert").allTextContents();
      throw new Error(`${email} was not signed in${alert.length ? `: ${alert.join(" ")}` : ""} (${error.message})`);
    });
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === SESSION_COOKIE);
  if (cookie) kept.set(key, { cookie, landing: page.url(), at: Date.now() });
}

/**
 * Signs a cardholder in on a host's cardholder login (`/cardholders`, a brand's `/<portal>`) through the form,
 * and waits for the portal's "My cards".
 */
export async function cardholderSignIn(page: Page, email: string, origin: string = HOSTS.beacon, login = "/cardholders") {
  await page.goto(`${origin}${login}`);
  await page.getByLabel("E-mail or phone number").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cards");
}

/** Runs `run` in a fresh browser context with JavaScript off (ADR 0006), and closes it whatever happens. */
export async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The same post sent twice at once, as a double click without JavaScript sends it: both answers, in
 * order. Nothing is sent again: a lost or failed copy fails the test (ADR 0190).
 */
export function twiceAtOnce(send: () => Promise<APIResponse>): Promise<[APIResponse, APIResponse]> {
  return Promise.all([send(), send()]);
}

/**
 * Holds back React Router's page-data requests (single fetch, `….data`) of one method, as a slow connection
 * would, until the returned function is called; from then on every request passes.
 */
export async function holdPageData(page: Page, method: "GET" | "POST"): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const singleFetch = /\.data(\?|$)/;
  await page.route(singleFetch, async (route) => {
    if (route.request().method() === method) await held;
    await route.continue();
  });
  // Unrouting here would drop the requests still being held; once released, the route only passes them on.
  return async () => release();
}
