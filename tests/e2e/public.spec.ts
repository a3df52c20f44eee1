import { expect, expectAccessible, HOSTS, scriptCount, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`public pages, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("home shows the primary brand, its support name and the two tiles, with no script", async ({ page }) => {
      const response = await page.goto(`${HOSTS.beacon}/`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Beacon Payouts/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Beacon Payouts");
      await expect(page.getByText("Need help? Contact Beacon support:")).toBeVisible();
      await expect(page.getByRole("link", { name: /I have a card/ })).toHaveAttribute("href", "/cardholders");
      await expect(page.getByRole("link", { name: /I manage a program/ })).toHaveAttribute("href", "/login");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://dashboard.beaconpayouts.example/");
      expect(await scriptCount(page)).toBe(0);
      if (javaScriptEnabled) await expectAccessible(page);
    });

    test("the second brand's host changes only the support name", async ({ page }) => {
      await page.goto(`${HOSTS.harbor}/`);
      await expect(page).toHaveTitle(/Beacon Payouts/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Beacon Payouts");
      await expect(page.getByText("Need help? Contact Harbor Care support:")).toBeVisible();
      await expect(page.getByRole("link", { name: "support@beaconpayouts.example" })).toBeVisible();
    });

    test("dashboard.localhost is the primary brand", async ({ page }) => {
      await page.goto(`${HOSTS.dashboard}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Beacon Payouts");
    });

    test("about page, with the navigation bar and no script", async ({ page }) => {
      await page.goto(`${HOSTS.beacon}/about`);
      await expect(page).toHaveTitle("About · Beacon Payouts");
      await expect(page.getByRole("banner").getByRole("link", { name: /Beacon Payouts/ })).toBeVisible();
      await expect(page.getByText("256-bit encryption")).toBeVisible();
      expect(await scriptCount(page)).toBe(0);
      if (javaScriptEnabled) await expectAccessible(page);
    });

    test("an unknown path is the not-found page with status 404", async ({ page }) => {
      const response = await page.goto(`${HOSTS.beacon}/some/old/bookmark`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not found · Beacon Payouts");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
      await expect(page.getByText(/changed the addresses of dashboard pages/)).toBeVisible();
      await expect(page.getByText(/log in again/)).toBeVisible();
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await expect(page).toHaveURL(`${HOSTS.beacon}/`);
      expect(await scriptCount(page)).toBe(0);
    });

    test("an unknown host gets the unknown-host page, never a tenant's page", async ({ page }) => {
      const response = await page.goto(`${HOSTS.unknown}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This address is not set up");
      await expect(page.getByText(/Beacon|Harbor|Bright Futures/)).toHaveCount(0);
      if (javaScriptEnabled) await expectAccessible(page);
    });

    test("the language selector switches language and the choice sticks", async ({ page }) => {
      await page.goto(`${HOSTS.beacon}/`);
      await page.getByLabel("Language").selectOption("es");
      await page.getByRole("button", { name: "Change language" }).click();
      await expect(page).toHaveURL(/\?lang=es$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/bienvenid.*Beacon Payouts/i);
      await page.goto(`${HOSTS.beacon}/about`);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  });
}

test.describe("right-to-left", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`Arabic mirrors the layout (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${HOSTS.beacon}/?lang=ar`);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const logo = await page.locator(".home-header img").boundingBox();
      const selector = await page.locator(".home-header .language-selector").boundingBox();
      expect(logo && selector && logo.x > selector.x, "logo sits on the right in RTL").toBe(true);
      if (javaScriptEnabled) await expectAccessible(page);
      await context.close();
    });
  }

  test("Dari, Pashto and Farsi carry their own language tags", async ({ page }) => {
    for (const [code, tag] of [
      ["da", "fa-AF"],
      ["pa", "ps"],
      ["far", "fa"],
    ] as const) {
      await page.goto(`${HOSTS.beacon}/about?lang=${code}`);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    }
  });

  test("an unsupported ?lang= falls back to English", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/about?lang=xx`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe("Accept-Language", () => {
  test.use({ locale: "fr-FR" });
  test("picks French from the browser", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test.describe("Accept-Language Danish", () => {
  test.use({ locale: "da-DK" });
  test("is not mistaken for Dari", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/about`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("the branded portal host redirects / to its brand path, keeping the query", async ({ page }) => {
  const response = await page.goto(`${HOSTS.brightFutures}/?lang=es`);
  expect(response?.request().redirectedFrom()?.url()).toBe(`${HOSTS.brightFutures}/?lang=es`);
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures?lang=es`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("every response carries the security headers, with a fresh nonce", async ({ request }) => {
  const first = await request.get(`${HOSTS.beacon}/`);
  const second = await request.get(`${HOSTS.beacon}/`);
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(d);
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["strict-transport-security"]).toBeTruthy();
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBeTruthy();
  expect(first.headers()["permissions-policy"]).toBeTruthy();
  const notFound = await request.get(`${HOSTS.beacon}/nope`);
  expect(notFound.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("cross-site state-changing requests are refused before any action", async ({ request }) => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
    const response = await request.fetch(`${HOSTS.beacon}/about`, {
      method,
      headers: { Origin: "http://evil.localhost:8790", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status(), method).toBe(403);
  }
});
