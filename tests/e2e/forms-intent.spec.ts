import { enhanced, expect, HOSTS, hydrated, islandsHydrated, postUrl, recordRequests, scriptPath, signIn, test } from "./fixtures";

/**
 * ADR 0256: a form hydrates at once with the constraints the server wrote into its fields; zod, conform's zod
 * adapter and the page's schemas load at the page's first intent, and until then a submit gets the server's
 * answer. The card page's add-tag form: a tag name of at most 50 characters.
 */
const CARD = `${HOSTS.beacon}/biz_harbor/cards/HB4M7R2KQ9`;
const SCHEMA_CODE = /\/assets\/(schema-validation|schemas|v4|[a-z-]+\.schema)-[^/]*\.js$/;
const LONG_TAG = "x".repeat(60);

test.describe("a form's checks in the browser (ADR 0256)", () => {
  test("load at the page's first intent: none before, the form hydrated with the server's constraints; a blur then checks in the browser", async ({
    page,
  }) => {
    await signIn(page, "admin@harbor.test");
    // zod must not try to compile a parser (`new Function`): the CSP refuses it, and a refusal is reported.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
    });
    const asked = recordRequests(page, scriptPath(SCHEMA_CODE));
    const tag = page.locator("#add-tag-tag");
    const server = await (await page.request.get(CARD)).text();
    const field = server.match(/<input[^>]*id="add-tag-tag"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('required=""');
    await page.goto(CARD);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    // The form waits for its checks and says so; its field is the server's.
    await expect(page.locator("html")).toHaveAttribute("data-checks-waiting", "");
    await expect(tag).toHaveAttribute("required", "");

    const posts = recordRequests(page, postUrl);
    await enhanced(page);
    expect(asked.some((path) => path.includes("schema-validation"))).toBe(true);
    expect(asked.some((path) => path.includes("card-detail.schema"))).toBe(true);
    await tag.fill(LONG_TAG);
    await tag.blur();
    await expect(page.locator("#add-tag-tag-error")).toHaveText("Tag name must be 50 characters or fewer");
    await expect(tag).toHaveAttribute("aria-invalid", "true");
    await expect(tag).toHaveAttribute("required", "");
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test("a submit before the checks have arrived, with JavaScript on, gets the server's message and keeps what was typed", async ({
    page,
  }) => {
    await signIn(page, "admin@harbor.test");
    // zod's door never arrives: the form is hydrated, but has no checks of its own.
    await page.route(/\/assets\/schema-validation-[^/]*\.js$/, () => undefined);
    await page.goto(CARD);
    // The add-tag form is an island: hydrated with its code, its checks still missing.
    await islandsHydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-checks-waiting", "");
    const tag = page.locator("#add-tag-tag");
    await tag.fill(LONG_TAG);
    const post = page.waitForRequest((request) => request.method() === "POST");
    await page.locator("#add-tag").getByRole("button").click();
    // Sent by React Router (the page is hydrated), not by a document navigation.
    expect((await post).isNavigationRequest()).toBe(false);
    await expect(page.locator("#add-tag-tag-error")).toHaveText("Tag name must be 50 characters or fewer");
    await expect(tag).toHaveValue(LONG_TAG);
  });

  test("checks that could not be fetched stop the page waiting, and the person's next intent fetches them again", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    let refusals = 0;
    await page.route(/\/assets\/schema-validation-[^/]*\.js$/, async (route) => {
      if (refusals > 0) return route.continue();
      refusals += 1;
      return route.abort("connectionreset");
    });
    await page.goto(CARD);
    await islandsHydrated(page);
    await page.keyboard.press("Shift");
    // The fetch failed: the form no longer counts as waiting (it posts to the server meanwhile).
    await expect.poll(() => refusals).toBe(1);
    await expect(page.locator("html")).not.toHaveAttribute("data-checks-waiting");
    // The next intent asks again, and the form checks in the browser.
    await enhanced(page);
    const tag = page.locator("#add-tag-tag");
    const posts = recordRequests(page, postUrl);
    await tag.fill(LONG_TAG);
    await tag.blur();
    await expect(page.locator("#add-tag-tag-error")).toHaveText("Tag name must be 50 characters or fewer");
    expect(posts).toEqual([]);
  });

  test("forms a client navigation mounts while their checks are on their way render them without an error", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    // The first click is the page's first intent: the checks' chunks are asked for then and arrive while the
    // card page and then its revealed details render (React error 520 when a replayed render skipped `use`).
    for (const delay of [40, 60]) {
      await page.route(/\/assets\/(schema-validation|schemas|v4|[a-z-]+\.schema)-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue();
      });
      await page.goto(`${HOSTS.beacon}/biz_harbor/cards?formFactor=virtual&status=active`);
      await page.locator("tbody tr th a").first().click();
      await page.getByRole("link", { name: "Show the card number" }).click();
      await expect(page.frameLocator("iframe.card-frame").getByText(/\d{4} \d{4} \d{4} \d{4}/)).toBeVisible();
      await page.unrouteAll();
    }
    // The fixture fails the test on any console error.
  });
});
