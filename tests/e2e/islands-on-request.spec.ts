import type { Page } from "@playwright/test";
import { enhanced, expect, HOSTS, hydrated, islandsHydrated, postUrl, recordRequests, scriptPath, signIn, test } from "./fixtures";

/**
 * ADR 0259: an island the page shows only on request (here the new-recipient form, `?new=1`) is not fetched
 * with a page that does not show it; its code, and the form kit's, come with the page's first intent. A page
 * loaded with it open asks for it while it hydrates, and the form works as every island's does.
 */
const RECIPIENTS = `${HOSTS.beacon}/biz_harbor/recipients`;
const FORM_CODE = /\/assets\/(create-recipient-form|forms)-[^/]*\.js$/;

/** The form code's chunks the page asks for, by name ("forms", "create-recipient-form"). */
const formRequests = (page: Page) =>
  recordRequests(page, (request) => scriptPath(FORM_CODE)(request)?.replace(/^\/assets\/|-[^-/]*\.js$/g, ""));

test("an island shown on request is not fetched before the page's first intent, and comes with it", async ({ page }) => {
  await signIn(page, "admin@harbor.test");
  const asked = formRequests(page);
  await page.goto(RECIPIENTS);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await enhanced(page);
  await expect.poll(() => [...asked].sort()).toEqual(["create-recipient-form", "forms"]);
  // Opened by a client navigation, the form is there at once and checks in the browser.
  await page.getByRole("link", { name: "Add a recipient" }).click();
  const name = page.locator("#new-recipient-name");
  await expect(name).toBeVisible();
  await enhanced(page);
  await name.fill("");
  await name.blur();
  await expect(page.locator("#new-recipient-name-error")).not.toBeEmpty();
});

test("a page loaded with the island open asks for its code while it hydrates", async ({ page }) => {
  await signIn(page, "admin@harbor.test");
  const asked = formRequests(page);
  await page.goto(`${RECIPIENTS}?new=1`);
  await hydrated(page);
  await expect.poll(() => [...asked].sort()).toEqual(["create-recipient-form", "forms"]);
  await islandsHydrated(page);
});

test("the card's custom-field form, shown on request, is fetched with the first intent and checks in the browser", async ({ page }) => {
  await signIn(page, "admin@harbor.test");
  const asked = recordRequests(page, scriptPath(/\/assets\/metadata-form-[^/]*\.js$/));
  await page.goto(`${HOSTS.beacon}/biz_harbor/cards/HB4M7R2KQ9`);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await page.getByRole("link", { name: "Edit custom fields" }).click();
  await expect.poll(() => asked.length).toBe(1);
  await expect(page.locator("#metadata-newValue")).toBeVisible();
  await enhanced(page);
  const posts = recordRequests(page, postUrl);
  await page.locator("#metadata-newValue").fill("Spring cohort");
  await page.getByRole("button", { name: "Save custom fields" }).click();
  await expect(page.locator("#metadata-newKey-error")).toHaveText("Enter the field's name.");
  expect(posts).toEqual([]);
});
