import type { Page } from "@playwright/test";
import arCardDetail from "#app/locales/ar/cardDetail";
import arCommon from "#app/locales/ar/common";
import arNotFound from "#app/locales/ar/notFound";
import arOrders from "#app/locales/ar/orders";
import { enhanced, expect, expectAccessible, HOSTS, signIn, test } from "./fixtures";

/**
 * Issue 24 item 9: the dashboard's patterns as a case manager meets them on a 360-pixel phone, in Arabic
 * (right to left), with JavaScript on and off: a wrong address inside the shell, the error summary, a
 * list's total and removable filters, a decline that stands out, and tags. The review step and the
 * receipt have their Arabic phone run in card-actions.spec.ts. Expected texts come from the Arabic
 * locale, so a string left in English or a missing key fails here.
 */

const HARBOR = `${HOSTS.beacon}/biz_harbor`;
const MARIA_CARD = "HB4M7R2KQ9";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The whole text of a template with its values, each value with or without the bidi isolates around it. */
function fill(template: string, values: Record<string, string>): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts.map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : `\u2068?${escapeRegExp(values[part] ?? "")}\u2069?`)).join("");
  return new RegExp(`^${source}$`);
}

/** Right to left, and nothing wider than the phone. */
async function fitsTheArabicPhone(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;
  test.describe(`issue 24 in Arabic on a 360-pixel phone (${mode})`, () => {
    test.describe.configure({ timeout: 90_000 });
    let page: Page;
    test.beforeEach(async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 } });
      page = await context.newPage();
      await signIn(page, "admin@harbor.test");
      // The language is the user's choice from here on (its cookie).
      await page.goto(`${HARBOR}/cards?lang=ar`);
    });
    test.afterEach(async () => {
      await page.context().close();
    });

    test("a wrong card id: the not-found page inside the shell, naming the card, with the way back", async () => {
      const response = await page.goto(`${HARBOR}/cards/HB4M7R2KQ8`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(arNotFound.object.card.title);
      await expect(
        page.getByText(fill(arNotFound.object.card.missing, { id: "HB4M7R2KQ8", business: "Harbor Relief Network" })),
      ).toBeVisible();
      await expect(page.locator(".business-name")).toHaveText("Harbor Relief Network");
      await fitsTheArabicPhone(page);
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByRole("link", { name: arNotFound.object.card.back }).click();
      await expect(page).toHaveURL(`${HARBOR}/cards`);
    });

    test("a refused order: the error summary first, linking to each field, and the title says so", async () => {
      await page.goto(`${HARBOR}/orders?new=physical`);
      // With JavaScript the summary takes the focus after a refusal handled in the browser: a click
      // before the form's island has hydrated would post the form as without JavaScript (ADR 0250).
      if (javaScriptEnabled) await enhanced(page);
      const title = await page.title();
      await page.getByRole("button", { name: arOrders.check.continue }).click();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("heading", { name: arCommon.errorSummary })).toBeVisible();
      await expect(page).toHaveTitle(fill(arCommon.errorTitle, { title }));
      // Each message leads to its field.
      const links = summary.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      await expect(links.first()).toHaveAttribute("href", /^#order-/);
      await fitsTheArabicPhone(page);
      if (javaScriptEnabled) {
        // With JavaScript the summary takes the focus, and a link takes it on to its field.
        await expect(summary).toBeFocused();
        await expectAccessible(page, ".error-summary");
        const target = ((await links.first().getAttribute("href")) ?? "").slice(1);
        await links.first().click();
        await expect(page.locator(`[id="${target}"]`)).toBeFocused();
      }
    });

    test("the cards list: its total, its filters shown and removable one by one", async () => {
      await page.goto(`${HARBOR}/cards?status=active&formFactor=physical`);
      await expect(page.locator(".table-summary")).toBeVisible();
      // The total in Arabic (the template's words), not the English "of … cards".
      const summary = (await page.locator(".table-summary").textContent()) ?? "";
      expect(summary).not.toMatch(/\bof\b|cards?/);
      expect(summary).toMatch(/[\u0600-\u06FF]/);
      const chips = page.getByRole("list", { name: arCommon.activeFilters });
      await expect(chips.getByRole("listitem")).toHaveCount(2);
      await fitsTheArabicPhone(page);
      if (javaScriptEnabled) await expectAccessible(page);
      // Removing one keeps the other.
      await chips.getByRole("link").first().click();
      await expect(chips.getByRole("listitem")).toHaveCount(1);
      expect(new URL(page.url()).searchParams.size).toBe(1);
      await expect(page.locator("tbody tr").first()).toBeVisible();
    });

    test("a declined purchase stands out with its reason, and the declined-only filter", async () => {
      await page.goto(`${HARBOR}/cards/${MARIA_CARD}`);
      const declined = page.locator(".status-declined").first();
      await expect(declined).toHaveText(arCardDetail.txStatus.declined);
      await expect(page.locator(".decline").first()).toContainText(arCommon.decline.invalidMerchant);
      await fitsTheArabicPhone(page);
      await page.getByRole("link", { name: arCardDetail.showDeclined }).click();
      await expect(page).toHaveURL(/[?&]transactions=declined/);
      await expect(page.locator(".status-declined").first()).toBeVisible();
      if (javaScriptEnabled) await expectAccessible(page, "main");
    });

    test("tags: a new tag only by an explicit choice; one the card has already is said so", async () => {
      await page.goto(`${HARBOR}/cards/${MARIA_CARD}`);
      const name = `e2e ${javaScriptEnabled ? "js" : "nojs"} ${Date.now().toString(36)}`;
      await page.getByLabel(arCardDetail.addTag).fill(name);
      await page.getByRole("button", { name: arCardDetail.addTagButton }).click();
      await expect(page.getByText(fill(arCardDetail.newTag.none, { name }))).toBeVisible();
      await expect(page.locator(".tag-list").getByText(name, { exact: true })).toHaveCount(0);
      await page.getByRole("button", { name: fill(arCardDetail.newTag.create, { name }) }).click();
      await expect(page.locator(".tag-list").getByText(name, { exact: true })).toBeVisible();
      await page.getByLabel(arCardDetail.addTag).fill(name.toUpperCase());
      await page.getByRole("button", { name: arCardDetail.addTagButton }).click();
      await expect(page.locator(".field-errors").getByText(arCardDetail.errors.tagOnCard)).toBeVisible();
      await expect(page.getByLabel(arCardDetail.addTag)).toHaveValue(name.toUpperCase());
      await fitsTheArabicPhone(page);
      if (javaScriptEnabled) await expectAccessible(page, "main");
      await page.getByRole("button", { name: fill(arCardDetail.removeTagNamed, { name }) }).click();
      await expect(page.locator(".tag-list").getByText(name, { exact: true })).toHaveCount(0);
    });
  });
}
