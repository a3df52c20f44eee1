import type { Page } from "@playwright/test";
import { expect, HOSTS, signIn, test } from "./fixtures";

/**
 * Issue 36 items 1 and 4, rendered: in Dari and Arabic the card page and the autoloads forecast show
 * Gregorian dates (never the Solar Hijri year 1405), and a value inside a right-to-left sentence is an
 * isolated run the browser lays out left to right (its first character left of its last).
 */

const HARBOR = `${HOSTS.beacon}/biz_harbor`;
const MARIA_CARD = "HB4M7R2KQ9";
const PERSIAN_YEAR = /۱۴۰\d|١٤٠\d|140\d|\bAP\b/;
const GREGORIAN_YEAR = /(۲۰۲|٢٠٢|202)[0-9۰-۹٠-٩]/;

/** Where the browser draws the first and the last character of `value` inside the element's text. */
async function ends(page: Page, selector: string, value: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const box = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return { first: box(at), last: box(at + wanted.length - 1), isolated: node.textContent?.[at - 1] === "\u2068" };
      }
      return null;
    }, value);
}

for (const lang of ["da", "ar"] as const) {
  test.describe(`dates and values in ${lang} (issue 36)`, () => {
    test("the card page and the autoloads forecast show Gregorian dates", async ({ page }) => {
      await signIn(page, "admin@harbor.test");
      await page.goto(`${HARBOR}/cards/${MARIA_CARD}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const card = (await page.locator("main").textContent()) ?? "";
      expect(card).toMatch(GREGORIAN_YEAR);
      expect(card).not.toMatch(PERSIAN_YEAR);
      await page.goto(`${HARBOR}/autoloads?lang=${lang}`);
      const autoloads = (await page.locator("main").textContent()) ?? "";
      expect(autoloads).not.toMatch(PERSIAN_YEAR);
    });

    test("the numbers of the cards list's total are isolated runs in the sentence", async ({ page }) => {
      await signIn(page, "admin@harbor.test");
      await page.goto(`${HARBOR}/cards?lang=${lang}`);
      const summary = (await page.locator(".table-summary").textContent()) ?? "";
      // Every value the sentence names sits between FSI and PDI (ADR 0197).
      expect(summary.match(/\u2068[^\u2069]+\u2069/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    });

    test("the card ID in the not-found sentence reads left to right, isolated", async ({ page }) => {
      await signIn(page, "admin@harbor.test");
      await page.goto(`${HARBOR}/cards/HB4M7R2KQ8?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const where = await ends(page, "main", "HB4M7R2KQ8");
      expect(where).not.toBeNull();
      expect(where?.isolated).toBe(true);
      expect(where?.first).toBeLessThan(where?.last ?? 0);
    });
  });
}
