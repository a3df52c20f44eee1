/**
 * The design system's component page (issue 35 item 1, docs/design-system.md, ADR 0231): every kit
 * component in every state, in English and Arabic, at 1280 and 360 px. Its screenshots are the baselines
 * of the look (committed beside this spec): a change to a component's look updates them in the same
 * commit. The page is fixed demonstration data, drawn with the system's fonts and no animation.
 */
import { expect, expectAccessible, HOSTS, test } from "./fixtures";

const SECTIONS = 13;

for (const lang of ["en", "ar"] as const) {
  for (const width of [1280, 360]) {
    test(`the component page in ${lang} at ${width} px looks as its baseline`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${HOSTS.beacon}/design-system?lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.locator(".sample")).toHaveCount(SECTIONS);
      // Nothing is cut off or scrolls sideways, on a phone either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The whole page in one screen as tall as the page, rounded up: a full-page capture of a page whose
      // height has a fraction came out 1 px taller or shorter from one capture to the next.
      const height = await page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      await page.setViewportSize({ width, height });
      await expect(page).toHaveScreenshot(`components-${lang}-${width}.png`);
      await context.close();
    });
  }
}

test("the review's amount is its largest text, and the page passes axe in both directions", async ({ page }) => {
  for (const lang of ["en", "ar"]) {
    await page.goto(`${HOSTS.beacon}/design-system?lang=${lang}`);
    const sizes = await page.locator("#review .review-list").evaluate((list) => {
      const px = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
      const [amount, ...others] = [...list.querySelectorAll("dd")];
      return { amount: amount ? px(amount) : 0, others: [...others, ...list.querySelectorAll("dt")].map(px) };
    });
    expect(sizes.amount).toBeGreaterThan(Math.max(...sizes.others));
    await expectAccessible(page);
  }
});
