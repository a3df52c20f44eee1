import fc from "fast-check";
import { ROUTE_TABLE } from "../route-table";
import { expect, expectAccessible, HOSTS, hydrated, signIn, test } from "./fixtures";

/** The dashboard layout's error boundary, the single header and the flash toast (issue 11). */

test.describe("a failing dashboard page keeps the shell", () => {
  test("a card the provider does not know for this business: named, inside the shell, with a way back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "admin@harbor.test");
    // A real card of another business (Unity Family Cards): the provider answers 404 to Harbor's admin.
    const response = await page.goto(`${HOSTS.beacon}/biz_harbor/cards/4ZYZ9LK9G7`);
    expect(response?.status()).toBe(404);
    await expect(page.locator(".sidebar")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card not found");
    await expect(page).toHaveTitle("Card not found · Beacon Payouts");
    await expect(page.getByText("There is no card \u20684ZYZ9LK9G7\u2069 in \u2068Harbor Relief Network\u2069.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to cards" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
  });
});

/**
 * Every route of app/routes.ts with a path parameter (tests/route-table.ts tells whether it is a page inside
 * the dashboard shell, and whether it is an onboarding link page: public, any business id shows "open the
 * link from the e-mail" unless the visitor holds that business's link, ADR 0161; never a 5xx).
 */
const parameterRoutes = () => ROUTE_TABLE.filter((r) => r.segment !== undefined && r.path.includes("/:"));

/**
 * Ids nobody has: well-formed but unknown, malformed (a dot, a space, a slash, markup, other scripts),
 * far too long, and a few generated ones (a fixed seed, so a failure repeats). "." and ".." are left to
 * the URL parser, which reads them as the path's own segments.
 */
const WRONG_IDS = [
  "HB4M7R2KQ8",
  "nosuch_0001",
  "a.b",
  "x y",
  "a/b",
  "<b>x</b>",
  "é€😀",
  "x".repeat(300),
  ...fc
    .sample(fc.string({ minLength: 1, maxLength: 12, unit: "binary" }), { seed: 24, numRuns: 3 })
    .filter((id) => id !== "." && id !== ".."),
];

test("a wrong id in any path with a parameter answers 404, never 5xx; in the dashboard inside the shell (issue 24)", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@harbor.test");
  const failures: string[] = [];
  const all = parameterRoutes();
  expect(all.some((r) => r.path === "/:businessId/cards/:cardId" && r.inShell)).toBe(true);
  for (const route of all) {
    const objects = route.path.split("/").filter((s) => s.startsWith(":") && s !== ":businessId");
    const dashboard = route.path.startsWith("/:businessId/") && !route.onboarding;
    for (const id of WRONG_IDS) {
      // Every parameter wrong; then, for an object route, Harbor's own business with a wrong object id.
      const variants = [{ keepBusiness: false }, ...(dashboard && objects.length > 0 ? [{ keepBusiness: true }] : [])];
      for (const { keepBusiness } of variants) {
        const path = route.path
          .split("/")
          .map((s) => (s === ":businessId" && keepBusiness ? "biz_harbor" : s.startsWith(":") ? encodeURIComponent(id) : s))
          .join("/");
        const response = await page.request.get(`${HOSTS.beacon}${path}`, { maxRedirects: 0 });
        const status = response.status();
        const where = `GET ${route.path} as ${path.slice(0, 80)}: ${status}`;
        if (status >= 500) failures.push(where);
        else if (dashboard) {
          // A wrong business may be a route forced to the user's own top-level business (ADR 0096).
          const forced = !keepBusiness && [301, 302, 303].includes(status) && response.headers().location?.startsWith("/biz_harbor/");
          if (status !== 404 && !forced) failures.push(`${where} (expected 404)`);
          // A business the user has no place in keeps the shell of the user's own business (issue 24 item 1).
          if (!keepBusiness && route.inShell && status === 404 && !(await response.text()).includes('class="sidebar"'))
            failures.push(`${where} without the shell`);
          if (keepBusiness && route.inShell && status === 404) {
            const html = await response.text();
            const list = `/biz_harbor/${route.path.split("/")[2]}`;
            if (!html.includes('class="sidebar"') || !html.includes(`class="button" href="${list}"`))
              failures.push(`${where} without the shell or the link back to ${list}`);
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
});

test.describe("one header on dashboard pages", () => {
  test("phone: one brand, one language selector, and the cards filters folded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, "admin@harbor.test");
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
    await expect(page.locator("header")).toHaveCount(1);
    await expect(page.locator(".language-selector")).toHaveCount(1);
    await expect(page.getByText("Beacon Payouts", { exact: true })).toHaveCount(1);
    const search = page.getByRole("searchbox");
    await expect(search).toBeHidden();
    // Opened once the page's code has run (ADR 0186), as every JavaScript-on interaction here waits for.
    await hydrated(page);
    await page.getByText("Search and filter cards").click();
    await expect(search).toBeVisible();
    await expectAccessible(page);
  });

  test("wide screen: the filters are open without a summary", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "admin@harbor.test");
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expect(page.getByText("Search and filter cards")).toBeHidden();
  });
});
