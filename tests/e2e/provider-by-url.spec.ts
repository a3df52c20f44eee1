/**
 * The one-setting switch (issue 39 item 2, ADR 0226): the app served as production serves it, reaching the
 * provider over HTTP by `PROVIDER_BASE_URL` (the sandbox alone on another local port), with no service
 * binding and no `SANDBOX_MODE`. A business admin signs in, loads a card and pays a recipient through it.
 * JavaScript off: the forms as they are, and the cheapest browser run.
 */
import { dollars, expect, fact, signIn, test } from "./fixtures";
import { type OwnServer, startByUrlServer } from "./own-server";

let served: (OwnServer & { provider: string }) | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  served = await startByUrlServer();
});

test.afterAll(() => {
  served?.stop();
});

test.use({ javaScriptEnabled: false });

test("by URL: sign in, load a card and pay a recipient through the provider on its own port", async ({ page, request }) => {
  test.setTimeout(90_000);
  const origin = served?.origin ?? "";
  const harbor = `${origin}/biz_harbor`;
  // The app says it talks to a provider by URL, and serves none of the sandbox's helpers itself.
  const health = await request.get(`${origin}/healthz`);
  expect(await health.json()).toMatchObject({ status: "ok", provider: "remote" });
  expect((await request.get(`${origin}/_sandbox/mail.json`)).status()).toBe(404);
  expect(served?.output()).toContain(`The app reaches the provider by URL: ${served?.provider}`);

  await signIn(page, "admin@harbor.test", origin, { fresh: true });

  // A card load: reviewed, then receipted with the provider's reference and the new balance.
  const list = await page.request.get(`${harbor}/cards?status=active`);
  const card = /href="\/biz_harbor\/cards\/([A-Z0-9]{10})"/.exec(await list.text())?.[1];
  expect(card, "an active Harbor card").toBeTruthy();
  await page.goto(`${harbor}/cards/${card}`);
  const before = Math.round(Number(((await page.locator(".facts dd").first().textContent()) ?? "").replace(/[^0-9.-]/g, "")) * 100);
  await page.goto(`${harbor}/cards/${card}?confirm=load`);
  await page.getByLabel("Amount to load (USD)").fill("3.25");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Check before the money moves" })).toBeVisible();
  await page.getByRole("button", { name: "Load $3.25" }).click();
  const loadReceipt = page.locator(".receipt");
  await expect(loadReceipt.getByRole("heading", { name: "Money moved" })).toBeVisible();
  await expect(fact(loadReceipt, "New card balance")).toHaveText(dollars(before + 325));
  await expect(fact(loadReceipt, "Reference")).toHaveText(/^load_\w+$/);

  // A payment to a recipient whose bank account is verified: reviewed, then receipted once.
  await page.goto(`${harbor}/recipients?intakeStatus=bank_account_verified`);
  await page.locator("tbody tr th a").first().click();
  await expect(page).toHaveURL(/\/biz_harbor\/recipients\/rcp_[^/?]+$/);
  const recipientUrl = page.url();
  await page.getByRole("link", { name: "Send a payment" }).click();
  await page.getByLabel("Amount (USD)").fill("12.34");
  await page.getByLabel(/^Same-day ACH/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(fact(page.locator(".confirm-panel .review-list"), "Amount")).toHaveText("$12.34");
  await page.getByRole("button", { name: "Send $12.34" }).click();
  await expect(page).toHaveURL(recipientUrl);
  const payReceipt = page.locator(".receipt");
  await expect(payReceipt.getByRole("heading", { name: "Money moved" })).toBeVisible();
  await expect(fact(payReceipt, "Reference")).toHaveText(/^trf_\w+$/);
  await expect(page.locator("tbody tr").filter({ hasText: "$12.34" })).toHaveCount(1);
});
