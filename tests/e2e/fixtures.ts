import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/** The demo hosts (Chromium resolves *.localhost to loopback). */
export const HOSTS = {
  beacon: `http://localhost:${E2E_PORT}`,
  dashboard: `http://dashboard.localhost:${E2E_PORT}`,
  harbor: `http://care.localhost:${E2E_PORT}`,
  brightFutures: `http://brightfutures.localhost:${E2E_PORT}`,
  unknown: `http://unknown.localhost:${E2E_PORT}`,
} as const;

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core: no WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

export async function scriptCount(page: Page): Promise<number> {
  return page.locator("script").count();
}
