import type { Page } from "@playwright/test";
import { LANGUAGE_CODES } from "#domain/languages";
import { expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

/**
 * Issue 35 item 2 (ADR 0234): every screen of a business is reachable by clicking. Harbor has cards and
 * bank transfers both: its 24 recipients, its card orders, autoloads and funding account are in the
 * sidebar on a wide screen and behind the bottom bar's "More" on a phone, with JavaScript on and off.
 */

const HARBOR = `${HOSTS.beacon}/biz_harbor`;

async function recipientsOpened(page: Page) {
  await expect(page).toHaveURL(`${HARBOR}/recipients`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
  await expect(page.locator("tbody tr").first()).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test(`a Harbor admin reaches recipients, card orders and the funding account from the sidebar (${mode})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    await expect(page).toHaveURL(`${HARBOR}/cards`);
    const sidebar = page.locator(".sidebar");
    // The spec's items stay, with the business's own screens beside Home.
    await expect(sidebar.locator(".nav-list > li > a")).toHaveText([
      "Home",
      "Recipients",
      "Card orders",
      "Autoloads",
      "Funding account",
      "Reports",
    ]);
    await sidebar.getByRole("link", { name: "Recipients" }).click();
    await recipientsOpened(page);
    await expect(sidebar.getByRole("link", { name: "Recipients" })).toHaveAttribute("aria-current", "page");
    if (javaScriptEnabled) await expectAccessible(page);
    await sidebar.getByRole("link", { name: "Card orders" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card orders");
    await sidebar.getByRole("link", { name: "Funding account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Funding account");
    await context.close();
  });

  test(`on a phone the bottom bar's More leads a Harbor admin to recipients (${mode})`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    const bar = page.locator(".bottom-bar");
    await bar.getByText("More").click();
    await expect(bar.getByRole("link")).toHaveText([
      "Home",
      "Reports",
      "Members",
      "Recipients",
      "Card orders",
      "Autoloads",
      "Funding account",
    ]);
    // Every item's name on one line at 360 px ("Sign out" broke onto two beside one-line names).
    const lines = await bar.evaluate((nav) =>
      [...nav.querySelectorAll(":scope > a, .nav-button, summary")].map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        return range.getClientRects().length;
      }),
    );
    expect(lines).toEqual([1, 1, 1, 1, 1]);
    // The menu opens above the bar, inside the phone's width.
    const menu = await bar.locator(".bottom-more ul").boundingBox();
    expect(menu && menu.x >= 0 && menu.x + menu.width <= 360 && menu.y + menu.height <= 780 - 52).toBe(true);
    await bar.getByRole("link", { name: "Recipients" }).click();
    await recipientsOpened(page);
    // The menu closes on the new page.
    await expect(bar.getByRole("link", { name: "Card orders" })).toBeHidden();
    await context.close();
  });
}

test("a bank-transfer program's member finds its funding account beside its recipients", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, "program@unity.test");
  const sidebar = page.locator(".sidebar");
  await expect(sidebar.locator(".nav-list > li > a")).toHaveText(["Home", "Recipients", "Funding account", "Reports"]);
  await sidebar.getByRole("link", { name: "Funding account" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}/biz_unity_rent/funding-account`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Funding account");
});

test("the bottom bar fits a 360-px phone in every language: nothing outside the screen, no name over two lines", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, "admin@harbor.test");
  for (const lang of LANGUAGE_CODES) {
    await page.goto(`${HARBOR}/reports?lang=${lang}`);
    const items = await page.locator(".bottom-bar").evaluate((nav) =>
      [...nav.querySelectorAll(":scope > a, .nav-button, summary")].map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const box = range.getBoundingClientRect();
        return { name: item.textContent, lines: range.getClientRects().length, left: box.left, right: box.right };
      }),
    );
    expect(items, lang).toHaveLength(5);
    for (const item of items) {
      expect(item.left, `${lang}: ${item.name}`).toBeGreaterThanOrEqual(0);
      expect(item.right, `${lang}: ${item.name}`).toBeLessThanOrEqual(360);
      expect(item.lines, `${lang}: ${item.name}`).toBeLessThanOrEqual(2);
    }
  }
  await context.close();
});
