import { dollars, expect, expectAccessible, fact, HOSTS, signIn, test, twiceAtOnce } from "./fixtures";

/** Issue 17: programs, the funding account and reports (docs/decisions/0115-funding-transfers.md, 0116-reports.md). */
// Journeys of several pages each, on a machine shared by several test runs.
test.describe.configure({ timeout: 90_000 });

const UNITY_FUNDING = `${HOSTS.beacon}/biz_unity/funding-account`;
const HARBOR_FUNDING = `${HOSTS.beacon}/biz_harbor/funding-account`;

const balanceOf = async (page: import("@playwright/test").Page, url: string) => {
  await page.goto(url);
  const text = (await page.locator("dl.facts dd").first().textContent()) ?? "";
  return Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
};

test.describe("programs", () => {
  test("lists programs with product type and balance, and creates a program (JavaScript off)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "super@unity.test");
    await page.goto(`${HOSTS.beacon}/biz_unity/programs`);
    const rent = page.locator("tbody tr", { hasText: "Unity Rent Relief" });
    await expect(rent).toContainText("Bank transfers");
    await expect(rent).toContainText(/\$[\d,]+\.\d{2}/);
    // The name is required; what was chosen is kept.
    await page.locator("select[name=productType]").selectOption("cards");
    await page.getByRole("button", { name: "Create program" }).click();
    await expect(page.locator(".field-errors").getByText("Program name is required")).toBeVisible();
    const name = `Winter Relief ${Date.now()}`;
    await page.locator("input[name=name]").fill(name);
    await page.getByRole("button", { name: "Create program" }).click();
    await expect(page.getByRole("status").filter({ hasText: "was created" })).toBeVisible();
    await context.close();
  });
});

test.describe("funding account", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`super@unity.test moves money from Unity to a program after a review stating the amount (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, "super@unity.test");
      const before = await balanceOf(page, UNITY_FUNDING);
      await page.locator("select[name=from]").selectOption({ label: "Unity Resettlement Alliance" });
      await page.locator("select[name=to]").selectOption({ label: "Unity Family Cards" });
      await page.getByLabel("Amount (USD)").fill("1500");
      // Unity's custom field for funding_account_deposit travels with the move as its metadata.
      await page.getByLabel("Funding Source").selectOption("County Emergency Grant");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("status").filter({ hasText: "You are about to move" })).toHaveText(
        "You are about to move $1,500.00 from Unity Resettlement Alliance to Unity Family Cards.",
      );
      // After Continue the review is in view and focused, with JavaScript and without (issue 35 item 4, ADR 0235).
      const reviewHeading = page.getByRole("heading", { name: "Check before the money moves" });
      await expect(reviewHeading).toBeFocused();
      await expect(reviewHeading).toBeInViewport();
      // The shared review: the amount, both accounts, what the source holds afterwards, and the custom field.
      const review = page.locator(".confirm-panel .review-list");
      await expect(fact(review, "Funding Source")).toHaveText("County Emergency Grant");
      await expect(fact(review, "Amount")).toHaveText("$1,500.00");
      await expect(fact(review, "From")).toHaveText("Unity Resettlement Alliance");
      await expect(fact(review, "To")).toHaveText("Unity Family Cards");
      await expect(fact(review, "Funding account balance afterwards")).toHaveText(dollars(before - 150_000));
      if (javaScriptEnabled) await expectAccessible(page, ".confirm-panel");
      await page.getByRole("button", { name: "Move $1,500.00" }).click();
      // The receipt, once, from the flash: the address carries nothing.
      await expect(page).toHaveURL(UNITY_FUNDING);
      const receipt = page.locator(".receipt");
      await expect(receipt.getByRole("heading", { name: "Money moved" })).toBeFocused();
      await expect(receipt.getByRole("heading", { name: "Money moved" })).toBeInViewport();
      await expect(receipt).toContainText("$1,500.00 moved from Unity Resettlement Alliance to Unity Family Cards.");
      // What to do next.
      await expect(receipt.locator(".receipt-next")).toHaveText(
        "It can be used at once to load cards or pay recipients. The move is listed in the history below.",
      );
      await expect(fact(receipt, "New funding account balance")).toHaveText(dollars(before - 150_000));
      await expect(fact(receipt, "Reference")).toHaveText(/^\w+$/);
      if (javaScriptEnabled) await expectAccessible(page, ".receipt");
      expect(await balanceOf(page, UNITY_FUNDING)).toBe(before - 150_000);
      // Opened again (a reload, a shared link): no receipt.
      await expect(page.locator(".receipt")).toHaveCount(0);
      await expect(page.locator("tbody tr").first()).toContainText("Funding Source: County Emergency Grant");
      await context.close();
    });
  }

  test("a double-submitted transfer moves money once", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "super@unity.test");
    const before = await balanceOf(page, UNITY_FUNDING);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const programId = await page.locator("select[name=to] option", { hasText: "Unity Rapid Response" }).getAttribute("value");
    const form = { intent: "transfer", from: "super", to: programId ?? "", amount: "12.34", idempotencyKey: key, reviewed: "yes" };
    const headers = { Origin: HOSTS.beacon };
    const [first, second] = await twiceAtOnce(() => page.request.post(UNITY_FUNDING, { form, headers, maxRedirects: 0 }));
    expect([first.status(), second.status()]).toEqual([302, 302]);
    expect(await balanceOf(page, UNITY_FUNDING)).toBe(before - 1_234);
    await expect(page.locator("tbody tr", { hasText: "$12.34" })).toHaveCount(1);
    await context.close();
  });

  test("ACH details: masked, revealed on request by a user with viewACHDetails, accessible", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(HARBOR_FUNDING);
    await expect(page.getByRole("heading", { name: "Send money to this account" })).toBeVisible();
    await expect(page.getByText(/^•••• \d{4}$/)).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/\b\d{12}\b/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Show the full account number" }).click();
    await expect(page.locator(".ach-number")).toHaveText(/^\d{12}$/);
    expect(page.url()).not.toMatch(/\d{12}/);
    // The history is paged on the server and filtered in the URL.
    await page.goto(`${HARBOR_FUNDING}?depositType=ach`);
    await expect(page.locator("tbody tr").filter({ hasNotText: "ACH deposit" })).toHaveCount(0);
    // The CSV is the same filtered history, every page of it, and carries no account number.
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      /\/funding-account\/export\.csv\?depositType=ach$/,
    );
    const csv = await page.request.get(`${HARBOR_FUNDING}/export.csv?depositType=ach`);
    expect(csv.status()).toBe(200);
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe('"Reference","Date","Type","Program ID","Direction","Amount","Status","Custom fields"');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.includes(',"ACH deposit",'))).toEqual([]);
    expect(rows.join("\n")).not.toMatch(/\b\d{12}\b/);
  });

  test("ACH details are hidden from a user without viewACHDetails", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(HARBOR_FUNDING);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Funding account");
    await expect(page.getByRole("heading", { name: "Send money to this account" })).toHaveCount(0);
    await expect(page.getByText(/••••/)).toHaveCount(0);
    const reveal = await page.request.post(HARBOR_FUNDING, { form: { intent: "revealAch" }, headers: { Origin: HOSTS.beacon } });
    expect(reveal.status()).toBe(403);
  });
});

test.describe("reports", () => {
  test("the sidebar's Reports leads to reports across programs; a custom period works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "super@unity.test");
    await page.getByRole("link", { name: "Reports" }).first().click();
    await expect(page).toHaveURL(/\/biz_unity\/programs\/reports/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports across programs");
    await page.locator("#report-from").fill("2026-01-01");
    await page.locator("#report-to").fill("2026-03-31");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(/period=custom&from=2026-01-01&to=2026-03-31/);
    await expect(page.getByText(/^From .*2026 to .*2026, in New York time\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Spending by merchant category" })).toBeVisible();
    // The figures broken down by program (issue 35 item 6): a row per program, linked to its own screen.
    const byProgram = page.getByRole("region", { name: "By program" });
    await expect(byProgram.getByRole("columnheader")).toHaveText([
      "Program",
      "Loaded onto cards",
      "Spent with cards",
      "Cards issued",
      "Purchases",
      "Sent by bank transfer",
      "Bank transfers",
    ]);
    await expect(byProgram.getByRole("rowheader", { name: "Unity Rent Relief" }).getByRole("link")).toHaveAttribute(
      "href",
      "/biz_unity_rent/recipients",
    );
    await expect(byProgram.getByRole("row", { name: /Unity Family Cards/ })).toContainText("$");
    // The category CSV carries the code and the name.
    const categories = await page.request.get(`${HOSTS.beacon}/biz_unity/reports/export.csv?period=lastQuarter&report=categories`);
    const [categoryHeader, ...categoryRows] = (await categories.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(categoryHeader).toBe('"Merchant category code","Merchant category","Spent","Purchases"');
    expect(categoryRows.length).toBeGreaterThan(0);
    expect(categoryRows.filter((row) => !/^"[a-z0-9_]+","[A-Z][^"_]*",/.test(row))).toEqual([]);
    const csv = await page.request.get(
      `${HOSTS.beacon}/biz_unity/reports/export.csv?period=custom&from=2026-01-01&to=2026-03-31&report=cards`,
    );
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(1 + 90);
    // A reversed period is refused with a message.
    await page.goto(`${HOSTS.beacon}/biz_unity/programs/reports?period=custom&from=2026-03-09&to=2026-03-01`);
    await expect(page.getByRole("alert")).toContainText("the start on or before the end");
    await context.close();
  });

  test("Harbor's reports: metrics, charts with tables, accessible, mirrored in Arabic", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${HOSTS.beacon}/biz_harbor/reports?period=lastQuarter`);
    await expect(page.getByRole("link", { name: "Last quarter" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".metrics").first()).toContainText("Spent with cards");
    await expect(page.locator("svg.chart").first()).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${HOSTS.beacon}/biz_harbor/reports?period=lastQuarter&lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // Time runs right to left: the first day's label sits at the chart's right end, inside the chart.
    const chart = page.locator("svg.chart").first();
    const [box, label] = [await chart.boundingBox(), await chart.locator("text").nth(1).boundingBox()];
    expect(box && label, "the chart and its first day's label are drawn").toBeTruthy();
    if (box && label) {
      expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(label.x).toBeGreaterThan(box.x + box.width / 2);
    }
  });
});
