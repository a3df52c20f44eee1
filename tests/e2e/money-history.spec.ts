import { expect, expectAccessible, HOSTS, signIn, test, withoutJavaScript } from "./fixtures";

/**
 * Issue 38 item 1 (docs/decisions/0220): finance staff read every card load and bank transfer of the
 * business, searched and filtered in the URL, with the count and sum of what matches, the business's
 * custom fields and a CSV of the same view. Others get neither the menu nor the pages.
 */
test.describe.configure({ timeout: 90_000 });

const LOADS = `${HOSTS.beacon}/biz_harbor/history/loads`;
const TRANSFERS = `${HOSTS.beacon}/biz_harbor/history/transfers`;
const TOTALS = /^Matching: [\d,]+\. Total amount: -?\$[\d,]+\.\d{2}$/;

test("admin@harbor.test opens the load history from the menu, filters it by source, and downloads the same view (JavaScript on)", async ({
  page,
}) => {
  await signIn(page, "admin@harbor.test");
  const menu = page.getByRole("navigation", { name: "Main" });
  await menu.getByText("Money history", { exact: true }).click();
  await menu.getByRole("link", { name: "Card loads" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card load history");
  // Harbor's custom field for business_load_history is a column of its own.
  await expect(page.getByRole("columnheader", { name: "Funding Source" })).toBeVisible();
  await expect(page.locator(".history-totals")).toHaveText(TOTALS);
  await page.getByLabel("Source").selectOption({ label: "Funding account" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]source=funding_account/);
  await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("Source: Funding account");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain("Funding account");
  await expectAccessible(page);

  const link = page.getByRole("link", { name: "Download as CSV" });
  await expect(link).toHaveAttribute("href", "/biz_harbor/history/loads/export.csv?source=funding_account");
  const csv = await page.request.get(`${LOADS}/export.csv?source=funding_account`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe('"Reference","Date","Card ID","Card last 6 digits","Cardholder","Amount","Source","Loaded by","Funding Source"');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain('"Funding account"');
});

test("the bank transfers work without JavaScript: a status filter in the URL with its count and sum; a malformed filter is dropped", async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(TRANSFERS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bank transfers");
    await expect(page.locator(".history-totals")).toHaveText(TOTALS);
    await page.getByLabel("Status").selectOption({ label: "Completed" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]status=completed/);
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) expect(text).toContain("Completed");
    // An unknown value in the URL is dropped, not an error.
    await page.goto(`${TRANSFERS}?status=bogus&from=yesterday`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bank transfers");
    await expect(page.getByRole("list", { name: "Filters in use" })).toHaveCount(0);
  });
});

test("a viewer has no Money history menu, and the pages and files answer 403", async ({ page }) => {
  await signIn(page, "viewer@harbor.test");
  await page.goto(`${HOSTS.beacon}/biz_harbor/cards`);
  await expect(page.getByRole("navigation", { name: "Main" })).not.toContainText("Money history");
  for (const url of [LOADS, TRANSFERS, `${LOADS}/export.csv`, `${TRANSFERS}/export.csv`]) {
    expect((await page.request.get(url, { maxRedirects: 0 })).status(), url).toBe(403);
  }
});
