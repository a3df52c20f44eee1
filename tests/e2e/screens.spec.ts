/**
 * The product's screens as baselines (issue 35 "How it is proved", ADR 0249): the cards list, a card page
 * with a load's review and its receipt, recipients, a recipient, a report, programs, members, the
 * cardholder's home and card, the recipient's bank details and onboarding's business info, each at 1280
 * and 360 px in English and Arabic (the recipient's page in English and Spanish, below). The component
 * page has its own four (design-system.spec.ts).
 *
 * The data is the seed's as it is on a fresh start: this spec is the "screens" project of
 * playwright.config.ts, which runs before both lanes, with nothing else running. What it changes itself
 * never shows in its own screenshots, so a repeated run looks the same:
 * - the load moves $25.00 onto a Unity Youth Stipends card (a program no other spec reads) and, once its
 *   receipt is taken, moves it back; the cards list and programs, which show those balances, are taken
 *   before it on the same worker; the card page is taken down to the review or the receipt, above the
 *   card's histories, which keep each load with its time;
 * - the recipient whose bank details page is taken is added to Unity Rent Relief, whose list is not taken;
 * - onboarding starts a new organization on /onboard.
 * Masked, because it differs on every run: only the receipt's reference (a new provider ID per load). The
 * new recipient's and applicant's e-mail addresses (new on every run) are on none of the pages taken.
 * Reports show a fixed month (October 2026, before the seed's date) rather than "this month", which moves
 * with the calendar; every other date on the pages is the seed's (fixed, ADR 0249).
 *
 * Each screen is taken in one screen as tall as the page (the component spec's trick: a full-page capture
 * of a page whose height has a fraction changes by a pixel from one capture to the next). Staff pages
 * are taken with JavaScript, after hydration; the pages that ship no JavaScript (cardholder, recipient,
 * onboarding) without it. Each persona signs in once per worker (its session is kept for the worker).
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { addressCode, enhanced, expect, HOSTS, hydrated, latestMail, PASSWORD, test, verifyEmail } from "./fixtures";

// Up to eight full-page pictures per test on a loaded machine (two lanes' worth of work on two cores).
test.describe.configure({ timeout: 120_000 });

const LANGS = ["en", "ar"] as const;
const WIDTHS = [1280, 360] as const;
/**
 * The recipient's pages are offered in English, Spanish and Polish only (spec section 2, ADR 0106; an
 * Arabic reader gets English): they are taken in English and Spanish.
 */
const INTAKE_LANGS = ["en", "es"] as const;

/** A Unity Youth Stipends card (active, with a balance) that no other spec reads. */
const LOAD_CARD = "/biz_unity_youth/cards/H5ZMSY7UC9";
/** Reports: a fixed month with the seed's purchases. */
const REPORT_PERIOD = "period=custom&from=2026-10-01&to=2026-10-31";

/** Signed-in contexts kept for the worker: one sign-in per persona. */
const sessions = new Map<string, Promise<Awaited<ReturnType<BrowserContext["storageState"]>>>>();

async function staffSession(browser: Browser, email: string) {
  let state = sessions.get(email);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${HOSTS.beacon}/login?lang=en`);
      await page.getByLabel("E-mail or phone number").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      const saved = await context.storageState();
      await context.close();
      return saved;
    })();
    sessions.set(email, state);
  }
  return state;
}

/** A page signed in as `email` (staff, with JavaScript). */
async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: await staffSession(browser, email), viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/**
 * Takes the page as it is now, at `width`, in one screen as tall as the page (or, with `upTo`, down to
 * the bottom of that element).
 */
async function capture(page: Page, name: string, width: number, options: { upTo?: Locator; mask?: Locator[]; soft?: boolean } = {}) {
  await page.setViewportSize({ width, height: 900 });
  // Nothing is cut off or scrolls sideways, on a phone either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: no sideways scroll`).toBeLessThanOrEqual(width);
  const height = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await page.setViewportSize({ width, height });
  const clip = options.upTo
    ? await options.upTo.evaluate((el, w) => ({ x: 0, y: 0, width: w, height: Math.ceil(el.getBoundingClientRect().bottom) + 16 }), width)
    : undefined;
  // `soft`: a picture that differs fails the test at its end, after the money is moved back.
  await (options.soft ? expect.soft(page) : expect(page)).toHaveScreenshot(name, { mask: options.mask ?? [], ...(clip ? { clip } : {}) });
}

/** Opens `path` in `lang` and takes it at both widths. */
async function screen(page: Page, path: string, name: string, { javaScript = true, langs = LANGS as readonly string[] } = {}) {
  for (const lang of langs) {
    const url = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
    const response = await page.goto(url.startsWith("http") ? url : `${HOSTS.beacon}${url}`);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    if (javaScript) await hydrated(page);
    for (const width of WIDTHS) await capture(page, `${name}-${lang}-${width}.png`, width);
  }
}

/**
 * Unity's balances, one test after another on one worker: the load moves money between Unity Youth
 * Stipends' funding account and one of its cards, which the cards list and the programs page show; they
 * are taken before it, and it moves the money back.
 */
test.describe("Unity's balances", () => {
  test.describe.configure({ mode: "default" });

  test("the cards list", async ({ browser }) => {
    const page = await staffPage(browser, "super@unity.test");
    await screen(page, "/biz_unity_youth/cards", "cards");
  });

  test("programs", async ({ browser }) => {
    const page = await staffPage(browser, "super@unity.test");
    await screen(page, "/biz_unity/programs", "programs");
  });

  test("a card page with a load's review, then its receipt", async ({ browser }) => {
    const page = await staffPage(browser, "super@unity.test");
    for (const lang of LANGS) {
      await page.goto(`${HOSTS.beacon}${LOAD_CARD}?confirm=load&lang=${lang}`);
      await enhanced(page);
      await page.locator("input[name=amount]").fill("25");
      await page.locator(".confirm-panel form button[type=submit]").first().click();
      const review = page.locator(".confirm-panel");
      await expect(review.locator(".review-list")).toBeVisible();
      // After Continue the review is focused (ADR 0235).
      await expect(page.locator("#review-title")).toBeFocused();
      for (const width of WIDTHS) await capture(page, `card-review-${lang}-${width}.png`, width, { upTo: review, soft: true });
      await review.locator("button[type=submit]").first().click();
      const receipt = page.locator(".receipt");
      await expect(receipt).toBeVisible();
      // The provider's reference: a new ID on every load.
      const reference = receipt.locator(".review-list code");
      for (const width of WIDTHS)
        await capture(page, `card-receipt-${lang}-${width}.png`, width, { upTo: receipt, mask: [reference], soft: true });
      await moveBack(page);
    }
  });
});

/** Moves the $25.00 back to the funding account: the card's balance is the seed's again. */
async function moveBack(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${HOSTS.beacon}${LOAD_CARD}?confirm=withdraw&lang=en`);
  await hydrated(page);
  await page.getByLabel("An amount").check();
  await page.getByLabel("Amount to move back (USD)").fill("25");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Move $25.00 back" }).click();
  await expect(page.locator(".receipt")).toBeVisible();
}

test("recipients, and a recipient", async ({ browser }) => {
  const page = await staffPage(browser, "admin@harbor.test");
  await screen(page, "/biz_harbor/recipients", "recipients");
  await page.goto(`${HOSTS.beacon}/biz_harbor/recipients?lang=en`);
  const path = await page.getByRole("link", { name: "Sofía Ramírez" }).getAttribute("href");
  await screen(page, path ?? "", "recipient");
});

test("a report", async ({ browser }) => {
  const page = await staffPage(browser, "admin@harbor.test");
  await screen(page, `/biz_harbor/reports?${REPORT_PERIOD}`, "reports");
});

test("members", async ({ browser }) => {
  const page = await staffPage(browser, "super@unity.test");
  await screen(page, "/biz_unity/settings/members", "members");
});

test("the cardholder's home and card", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${HOSTS.brightFutures}/brightfutures?lang=en`);
  await page.getByLabel("E-mail or phone number").fill("lee@cardholder.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cards");
  await screen(page, `${HOSTS.brightFutures}/brightfutures/cardholder`, "cardholder-home", { javaScript: false });
  await screen(page, `${HOSTS.brightFutures}/brightfutures/cardholder/cards/BF9L3E6VX2`, "cardholder-card", { javaScript: false });
});

test("the recipient's bank details", async ({ browser }) => {
  // A new recipient of Unity Rent Relief, e-mailed a link, as a program's staff adds one.
  const staff = await staffPage(browser, "super@unity.test");
  const email = `nadia.karimi.${Date.now().toString(36)}@recipient.test`;
  await staff.goto(`${HOSTS.beacon}/biz_unity_rent/recipients?new=1&lang=en`);
  await hydrated(staff);
  await staff.getByRole("textbox", { name: "Name", exact: true }).fill("Nadia Karimi");
  await staff.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await staff.getByLabel("E-mail the recipient a link to give their bank details").check();
  await staff.getByRole("button", { name: "Add recipient" }).click();
  await expect(staff.getByText("Recipient added.")).toBeVisible();
  const mail = await latestMail(staff, email);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await verifyEmail(page, mail);
  await screen(page, "/setup-payment/recipient", "intake-bank-details", { javaScript: false, langs: INTAKE_LANGS });
});

test("onboarding's business info", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${HOSTS.beacon}/onboard?lang=en`);
  const email = `lena.moreau.${Date.now().toString(36)}@juniper.test`;
  await page.getByLabel("6-digit code").fill(await addressCode(page, email, { email: "Your e-mail address", send: "Send the code" }));
  await page.getByLabel("Organization name").fill("Juniper Food Share");
  await page.getByLabel("Your first name").fill("Lena");
  await page.getByLabel("Your last name").fill("Moreau");
  await page.getByLabel("Choose a password").fill("Juniper#Share2026");
  await page.getByLabel("Password again").fill("Juniper#Share2026");
  await page.getByRole("button", { name: "Create account and continue" }).click();
  await expect(page).toHaveURL(/\/businessInfo$/);
  await screen(page, new URL(page.url()).pathname, "onboarding-business-info", { javaScript: false });
});
