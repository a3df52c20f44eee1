import { expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

const AUTOLOADS = `${HOSTS.beacon}/biz_harbor/autoloads`;

test.describe("autoloads list", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the sidebar leads to Harbor's autoloads: frequency, amount, cards, next load in New York time, status (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, "admin@harbor.test");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Autoloads" }).click();
      await expect(page).toHaveURL(AUTOLOADS);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Autoloads");
      await expect(page.getByText("at 3 A.M. New York time")).toBeVisible();
      const rows = page.locator("tbody tr");
      await expect(rows).toHaveCount(6);
      const weekly = rows.filter({ hasText: "Weekly transit pass" });
      await expect(weekly.locator("td").nth(0)).toHaveText("Weekly");
      await expect(weekly.locator("td").nth(1)).toHaveText("$25.00");
      await expect(weekly.locator("td").nth(2)).toHaveText(/^\d+$/);
      await expect(weekly.locator("td").nth(3)).toContainText("3:00");
      await expect(weekly.locator("td").nth(4)).toHaveText("Active");
      await expect(rows.filter({ hasText: "Month-end utilities" }).locator("td").nth(0)).toHaveText("Last day of each month");
      const cancelled = rows.filter({ hasText: "Winter coats drive" });
      await expect(cancelled.locator("td").nth(3)).toHaveText("None");
      await expect(cancelled.locator("td").nth(4)).toHaveText("Cancelled");
      // axe runs as a script in the page: the JavaScript-off twin is checked by the JavaScript-on one.
      if (javaScriptEnabled) await expectAccessible(page);
      await context.close();
    });
  }

  test("in Arabic the list is right-to-left and translated", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${AUTOLOADS}?lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الإضافات التلقائية للرصيد");
    await expect(page.locator("tbody")).toContainText("أسبوعي");
    await expectAccessible(page);
  });

  test("a viewer sees the list; a stranger's business is not found", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(AUTOLOADS);
    await expect(page.locator("tbody tr")).toHaveCount(6);
    const reply = await page.goto(`${HOSTS.beacon}/biz_metro/autoloads`);
    expect(reply?.status()).toBe(404);
  });
});
