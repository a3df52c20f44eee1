import { expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

/** Metro's settings: no other spec reads them (the fuzz only adds fields of its own names). */
const FIELDS = `${HOSTS.beacon}/biz_metro/settings/custom-fields`;

test.describe("settings: custom fields", () => {
  // Two signed-in browsers and axe on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    expect((await request.get(`${HOSTS.beacon}/login`, { timeout: 230_000 })).status()).toBe(200);
  });

  test("presets and the list show on Harbor, accessible; a viewer may look but not change", async ({ page, browser }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${HOSTS.beacon}/biz_harbor/settings/custom-fields`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom fields");
    const row = page.locator("tbody tr", { hasText: "Card loads" });
    await expect(row).toContainText("Funding Source");
    await expect(row).toContainText("General Fund, County Emergency Grant, Private Donations");
    await page.getByRole("link", { name: "Start from “Funding Source”" }).click();
    await expect(page.getByLabel("Label")).toHaveValue("Funding Source");
    await expect(page.getByRole("radio", { name: "List to choose from" })).toBeChecked();
    await expectAccessible(page);

    const context = await browser.newContext();
    const viewer = await context.newPage();
    await signIn(viewer, "viewer@harbor.test");
    await viewer.goto(`${HOSTS.beacon}/biz_harbor/settings/custom-fields`);
    await expect(viewer.locator("tbody")).toContainText("Funding Source");
    await expect(viewer.getByRole("link", { name: "Add a custom field" })).toHaveCount(0);
    await expect(viewer.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await context.close();
  });

  test("two people edit the same field: the stale save overwrites nothing and shows both versions (JavaScript on and off)", async ({
    page,
    browser,
  }) => {
    const name = `Grant code ${Date.now().toString(36)}`;
    await signIn(page, "metro@metro.test");
    await page.goto(`${FIELDS}?new=1`);
    await page.getByLabel("Asked for on").selectOption({ label: "Bank transfers" });
    await page.getByLabel("Label").fill(name);
    await page.getByRole("radio", { name: "List to choose from" }).check();
    await page.getByLabel("Options").fill("North\nSouth");
    await page.getByRole("button", { name: "Add the field" }).click();
    await expect(page.getByText("The custom field was added.")).toBeVisible();

    // A second person, without JavaScript, opens the same field before the first one saves.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const other = await context.newPage();
    await signIn(other, "metro@metro.test");
    await other.goto(FIELDS);
    await other.getByRole("link", { name: `Edit ${name} (Bank transfers)` }).click();
    await page.getByRole("link", { name: `Edit ${name} (Bank transfers)` }).click();

    await page.getByLabel("Options").fill("North\nSouth\nEast");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The custom field was saved.")).toBeVisible();

    await other.getByLabel("Options").fill("North\nWest");
    await other.getByRole("button", { name: "Save changes" }).click();
    await expect(other.getByRole("heading", { name: "Someone else saved the custom fields first" })).toBeVisible();
    await expect(other.getByRole("region", { name: "Saved now" })).toContainText("North, South, East");
    await expect(other.getByRole("region", { name: "Your version (not saved)" })).toContainText("North, West");
    await expect(other.locator("tbody tr", { hasText: name })).toContainText("North, South, East");
    // The typed options stay in the form; saving them again is a deliberate choice.
    await expect(other.getByLabel("Options")).toHaveValue("North\nWest");

    await page.reload();
    await expect(page.locator("tbody tr", { hasText: name })).toContainText("North, South, East");

    await other.getByRole("button", { name: "Save changes" }).click();
    await expect(other.getByText("The custom field was saved.")).toBeVisible();
    await expect(other.locator("tbody tr", { hasText: name })).toContainText("North, West");

    // Deleting asks first and says recorded values stay; a confirmation opened before another change deletes nothing.
    await page.goto(FIELDS);
    await page.getByRole("link", { name: `Delete ${name} (Bank transfers)` }).click();
    await other.getByRole("link", { name: `Delete ${name} (Bank transfers)` }).click();
    await expect(other.getByText("Values already recorded with past loads, bank transfers or deposits stay as they were")).toBeVisible();
    await other.getByRole("button", { name: "Delete the field" }).click();
    await expect(other.getByText("The custom field was deleted.")).toBeVisible();
    await expect(other.locator("tbody tr", { hasText: name })).toHaveCount(0);
    await page.getByRole("button", { name: "Delete the field" }).click();
    await expect(page.getByText("Nothing was deleted: someone changed the custom fields")).toBeVisible();
    await context.close();
  });

  test("bad input keeps what was typed and says why", async ({ page }) => {
    await signIn(page, "metro@metro.test");
    await page.goto(`${FIELDS}?new=1`);
    await page.getByLabel("Asked for on").selectOption({ label: "Card loads" });
    await page.getByLabel("Label").fill("Source of funds");
    await page.getByRole("radio", { name: "List to choose from" }).check();
    await page.getByRole("button", { name: "Add the field" }).click();
    await expect(page.locator(".field-errors").getByText("A list needs at least one option.")).toBeVisible();
    await expect(page.getByLabel("Label")).toHaveValue("Source of funds");
  });
});
