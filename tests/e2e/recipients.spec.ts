import { expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

const RECIPIENTS = `${HOSTS.beacon}/biz_harbor/recipients`;

test.describe("recipients list", () => {
  test("lists Harbor's recipients with their intake status in plain words, accessible", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(RECIPIENTS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.locator("tbody")).toContainText("Ready to pay");
    await expect(page.locator("tbody")).toContainText("Waiting for the recipient's bank details");
    // Bank accounts by their last four digits only.
    for (const cell of await page.locator("tbody tr td:nth-child(3)").allTextContents()) {
      expect(cell).toMatch(/^(•••• \d{4}|No bank account yet)$/);
    }
    await expectAccessible(page);
  });

  test("the bankTransfers alias redirects to the list and keeps the query", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${HOSTS.beacon}/biz_harbor/bankTransfers?search=amina`);
    await expect(page).toHaveURL(`${RECIPIENTS}?search=amina`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`search, intake status and sort live in the URL (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, "admin@harbor.test");
      await page.goto(RECIPIENTS);
      await page.getByLabel("Status").selectOption("verification_failed");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/[?&]intakeStatus=verification_failed/);
      const statuses = page.locator("tbody tr td:nth-child(2)");
      await expect(statuses.filter({ hasNotText: /^Bank verification failed$/ })).toHaveCount(0);
      await expect(statuses.first()).toHaveText("Bank verification failed");

      await page.getByLabel("Status").selectOption("");
      await page.getByLabel("Search by name or e-mail").fill("amina@recipient");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("tbody tr").first()).toContainText("Amina Yusuf");

      await page.getByLabel("Search by name or e-mail").fill("");
      await page.getByLabel("Sort by").selectOption("name");
      await page.getByLabel("Direction").selectOption("asc");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/sort=name&order=asc/);
      const names = (await page.locator("tbody tr th").allTextContents()).map((text) => text.toLowerCase());
      expect(names.length).toBeGreaterThan(1);
      expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
      await context.close();
    });
  }

  test("the export downloads the filtered list with at most the last four digits", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const response = await page.request.get(`${RECIPIENTS}/export.csv?intakeStatus=bank_account_verified`);
    expect(response.headers()["content-type"]).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Recipient ID");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"Ready to pay"'))).toBe(true);
    // The bank account column holds four digits (verified recipients all have an account).
    expect(lines.slice(1).every((line) => /^\d{4}$/.test(line.split('","')[4] ?? ""))).toBe(true);
  });
});

test.describe("recipient detail", () => {
  test("a failed verification shows its reason and that support corrects it; no full numbers anywhere", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${RECIPIENTS}?intakeStatus=verification_failed`);
    await page.locator("tbody tr th a").first().click();
    await expect(page).toHaveURL(/\/biz_harbor\/recipients\/rcp_/);
    await expect(page.getByText("The bank account could not be verified.")).toBeVisible();
    await expect(page.getByText(/^Verification failed: .+\. Contact support to correct it\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    // Only the last four digits of the account, never nine or more digits in a row.
    expect(await page.locator("main").textContent()).not.toMatch(/\d{9,}/);
    await expectAccessible(page);
  });

  test("a bank account being verified says it takes 1 to 3 business days with an e-mail", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${RECIPIENTS}?intakeStatus=pending_verification`);
    await page.locator("tbody tr th a").first().click();
    await expect(page.getByText("Verification takes 1 to 3 business days. We send an e-mail when it is complete.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Transfers" })).toBeVisible();
  });

  test("a wrong id is the not-found page inside the shell", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const response = await page.goto(`${RECIPIENTS}/rcp_doesnotexist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the viewer, without viewIndividualRecipient, sees the list but no recipient", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(`${RECIPIENTS}?search=amina`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const response = await page.goto(`${RECIPIENTS}/rcp_amina`);
    expect(response?.status()).toBe(404);
  });
});

test("the program user lands on the program's recipients under its name", async ({ page }) => {
  await signIn(page, "program@unity.test");
  await expect(page).toHaveURL(`${HOSTS.beacon}/biz_unity_rent/recipients`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
  await expect(page.getByText("Unity Rent Relief").first()).toBeVisible();
  await expectAccessible(page);
});
