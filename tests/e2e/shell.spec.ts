import { expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

/** The dashboard layout's error boundary, the single header and the flash toast (issue 11). */

test.describe("a failing dashboard page keeps the shell", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`provider error: the spec's message and a retry (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, "super@unity.test");
      // A cursor the provider refuses: the programs loader throws, the layout's boundary renders.
      const failing = "/biz_unity/programs?cursor=not-a-cursor";
      const response = await page.goto(`${HOSTS.beacon}${failing}`);
      expect(response?.status()).toBeGreaterThanOrEqual(400);
      await expect(page.locator(".sidebar")).toBeVisible();
      await expect(page.locator(".business-name")).toHaveText("Unity Resettlement Alliance");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
      await expect(page.getByRole("alert")).toHaveText("Unexpected error, try again.");
      await expect(page).toHaveTitle("Something went wrong · Beacon Payouts");
      const retry = page.getByRole("link", { name: "Try again" });
      await expect(retry).toHaveAttribute("href", failing);
      // The retry loads the same address again (still failing here, so the same page comes back).
      await retry.click();
      await expect(page).toHaveURL(`${HOSTS.beacon}${failing}`);
      await expect(page.getByRole("alert")).toHaveText("Unexpected error, try again.");
      if (javaScriptEnabled) await expectAccessible(page);
      await context.close();
    });
  }

  test("a card the provider does not know for this business: the not-found text inside the shell", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "admin@harbor.test");
    // A real card of another business (Unity Family Cards): the provider answers 404 to Harbor's admin.
    const response = await page.goto(`${HOSTS.beacon}/biz_harbor/cards/4ZYZ9LK9G7`);
    expect(response?.status()).toBe(404);
    await expect(page.locator(".sidebar")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expect(page).toHaveTitle("Page not found · Beacon Payouts");
  });
});

test.describe("one header on dashboard pages", () => {
  test("phone: one brand, one language selector, and the cards filters folded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, "admin@harbor.test");
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator(".language-selector")).toHaveCount(1);
    await expect(page.getByText("Beacon Payouts", { exact: true })).toHaveCount(1);
    const search = page.getByRole("searchbox");
    await expect(search).toBeHidden();
    await page.getByText("Search and filter cards").click();
    await expect(search).toBeVisible();
    await expectAccessible(page);
  });

  test("wide screen: the filters are open without a summary", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "admin@harbor.test");
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expect(page.getByText("Search and filter cards")).toBeHidden();
  });
});
