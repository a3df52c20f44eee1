import type { Browser, Page } from "@playwright/test";
import arCardholder from "#app/locales/ar/cardholder";
import { addressCode, cardholderSignIn, expect, expectAccessible, HOSTS, latestMail, mailbox, scriptCount, test } from "./fixtures";

/** The cardholder portal (issue 15, ADR 0110). The tests run in file order: the phone check precedes new.holder's sign-up. */

// Each test walks a whole journey (several posts and an axe run): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const MARIA_CARD = "HB4M7R2KQ9";
const LEE_CARD = "BF9L3E6VX2";
const NEW_PASSWORD = "Sunrise#Otter26";

async function withContext(
  browser: Browser,
  javaScriptEnabled: boolean,
  run: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled, ...(viewport ? { viewport } : {}) });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("sign-in answers alike for an unknown number, a card's number without an account, and a wrong password (issue 34 item 6)", async ({
  page,
}) => {
  const answers: string[] = [];
  for (const identifier of ["5550109876", "5550100002", "maria@cardholder.test"]) {
    await page.goto(`${HOSTS.beacon}/cardholders`);
    await page.getByLabel("E-mail or phone number").fill(identifier);
    await page.getByLabel("Password").fill("Whatever#1");
    await page.getByRole("button", { name: "Sign in" }).click();
    answers.push((await page.getByRole("alert").first().textContent()) ?? "");
  }
  expect(answers[0]).toContain("The e-mail, phone number or password is not right.");
  expect(new Set(answers).size).toBe(1);
  // Asking for a code goes on to the code step whoever the number belongs to.
  for (const identifier of ["5550109876", "5550100002"]) {
    await page.goto(`${HOSTS.beacon}/cardholders?step=otp`);
    await page.getByLabel("E-mail or phone number").fill(identifier);
    await page.getByRole("button", { name: "Send the code" }).click();
    await expect(page).toHaveURL(/step=code/);
  }
});

test("new.holder creates an account with the unlinked card, fixing a wrong field on the way (JavaScript off)", async ({ browser }) => {
  await withContext(browser, false, async (page) => {
    await page.goto(`${HOSTS.beacon}/cardholders`);
    await page.getByRole("link", { name: "New here? Create your account with your card" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/register/cardholder`);
    expect(await scriptCount(page)).toBe(0);
    // The address first: the code goes to it (ADR 0200).
    const code = await addressCode(page, "new.holder@cardholder.test");
    await expect(page).toHaveURL(`${HOSTS.beacon}/register/cardholder?step=code`);
    await expect(page.getByRole("status")).toContainText("We sent a 6-digit code to new.holder@cardholder.test.");
    expect(await scriptCount(page)).toBe(0);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await page.getByLabel("Card ID").fill("k7q2m9x4lp");
    await page.getByLabel("Last 6 digits of the card number").fill("424243");
    await page.getByLabel("Expiration date (MM/YY)").fill("09/29");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid card data, try again.");
    // What was typed stays, except the passwords; the code is still good (the card's data came first).
    await expect(page.getByLabel("6-digit code")).toHaveValue(code);
    await expect(page.getByLabel("Card ID")).toHaveValue("k7q2m9x4lp");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await page.getByLabel("Last 6 digits of the card number").fill("424242");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/cardholder/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cards");
    await expect(page.getByText("•••• 424242")).toBeVisible();
  });
});

test("account creation shows the spec's refusals; the brand's host redirects with its token and shows its brand", async ({ page }) => {
  await page.goto(`${HOSTS.beacon}/register/cardholder`);
  const code = await addressCode(page, "someone@example.org");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill("Different#2026");
  await page.getByLabel("Card ID").fill("ZZZZZZZZZZ");
  await page.getByLabel("Last 6 digits of the card number").fill("123456");
  await page.getByLabel("Expiration date (MM/YY)").fill("13/29");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator(".field-errors").getByText("Passwords must match.")).toBeVisible();
  await expect(page.locator(".field-errors").getByText("Enter the expiration date as MM/YY.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByLabel("Expiration date (MM/YY)").fill("12/29");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText("Card not found. The card ID is the 10-character ID on the back of the card.");
  // Linked by now (previous test): the spec's "already linked" text.
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByLabel("Card ID").fill("K7Q2M9X4LP");
  await page.getByLabel("Last 6 digits of the card number").fill("424242");
  await page.getByLabel("Expiration date (MM/YY)").fill("09/29");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText("This card is already linked with another account.");

  await page.goto(`${HOSTS.brightFutures}/register/cardholder?token=abc123`);
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures/register/cardholder?token=abc123`);
  await expect(page.getByText("Bright Futures Fund").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your cardholder account");
  const elsewhere = await page.goto(`${HOSTS.beacon}/brightfutures/register/cardholder`);
  expect(elsewhere?.status()).toBe(404);
});

const withoutIsolates = (text: string | null) => (text ?? "").replace(/[\u2068\u2069]/g, "").trim();

// Spanish from its locale's words (tests see only the English and Arabic locales' modules).
for (const [lang, available] of [
  ["es", "Disponible para gastar"],
  ["ar", arCardholder.balance.available],
] as const) {
  test(`maria's home shows her card's balance, large, the same as on the card page (${lang}, 360-pixel phone, JavaScript off)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await cardholderSignIn(page, "maria@cardholder.test");
    await page.goto(`${HOSTS.beacon}/cardholder/dashboard?lang=${lang}`);
    // Issue 35 item 5: the balance is on the home screen, the largest thing on the card.
    const summary = page.locator(".card-summary", { has: page.locator(`a[href$="/cards/${MARIA_CARD}"]`) });
    const label = summary.locator(".card-balance-label");
    const amount = summary.locator(".card-balance-amount");
    await expect(label).toHaveText(available);
    await expect(amount).toHaveText(/\d/);
    expect(await amount.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
    // It reads from the page's start: under its label, at the right in Arabic.
    const [amountBox, labelBox] = [await amount.boundingBox(), await label.boundingBox()];
    const edge = (box: typeof amountBox) => (box ? (lang === "ar" ? box.x + box.width : box.x) : Number.NaN);
    expect(Math.abs(edge(amountBox) - edge(labelBox))).toBeLessThan(2);
    const home = withoutIsolates(await amount.textContent());
    await page.goto(`${HOSTS.beacon}/cardholder/cards/${MARIA_CARD}`);
    const onCardPage = page.locator('section[aria-labelledby="balance-title"] dd').first();
    expect(withoutIsolates(await onCardPage.textContent())).toBe(home);
    await context.close();
  });
}

test("maria: balance, PIN already set, lock then unlock, and both activity tabs (JavaScript off)", async ({ browser }) => {
  await withContext(browser, false, async (page) => {
    await cardholderSignIn(page, "maria@cardholder.test");
    await page.getByRole("link", { name: /Balance, PIN and activity/ }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/cardholder/cards/${MARIA_CARD}`);
    expect(await scriptCount(page)).toBe(0);
    await expect(page.getByText("They usually post within 5 days, and they already count in your balance", { exact: false })).toBeVisible();
    await expect(page.getByText("A PIN is already set for this card. To reset it, sign in again", { exact: false })).toBeVisible();
    // A wrong password refuses the reset.
    await page.getByLabel("Your account password").fill("Wrong#2026x");
    await page.getByLabel("New PIN", { exact: true }).fill("1234");
    await page.getByLabel("New PIN again").fill("1243");
    await page.getByRole("button", { name: "Reset PIN" }).click();
    await expect(page.locator(".field-errors").getByText("Pins do not match.")).toBeVisible();
    await page.getByLabel("Your account password").fill("Wrong#2026x");
    await page.getByLabel("New PIN", { exact: true }).fill("1234");
    await page.getByLabel("New PIN again").fill("1234");
    await page.getByRole("button", { name: "Reset PIN" }).click();
    await expect(page.locator(".field-errors").getByText("The password is not right. Enter the password you sign in with.")).toBeVisible();

    // Another spec may have left the card locked: start from active.
    if (await page.getByRole("button", { name: "Unlock card" }).isVisible())
      await page.getByRole("button", { name: "Unlock card" }).click();
    await page.getByRole("button", { name: "Lock card" }).click();
    await expect(page.getByRole("status")).toHaveText("Your card is locked. Purchases are refused until you unlock it.");
    await expect(page.locator(".page-heading .status")).toHaveText("Locked");
    await page.getByRole("button", { name: "Unlock card" }).click();
    await expect(page.getByRole("status")).toHaveText("Your card is unlocked. You can use it again.");
    await expect(page.locator(".page-heading .status")).toHaveText("Active");

    await expect(page.getByRole("columnheader", { name: "Merchant category" })).toBeVisible();
    await page.getByRole("link", { name: "Loads" }).click();
    await expect(page).toHaveURL(/tab=loads/);
    await expect(page.getByRole("columnheader", { name: "Time loaded" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Amount loaded" })).toBeVisible();
  });
});

test("maria changes a notification setting, then a purchase e-mails her and shows as pending", async ({ page }) => {
  await cardholderSignIn(page, "maria@cardholder.test");
  await page.getByRole("link", { name: "Notifications" }).click();
  expect(await scriptCount(page)).toBe(0);
  const declines = page.getByRole("group", { name: "Card declines" });
  await declines.getByLabel("None").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Your notification settings are saved.");
  await expect(page.getByRole("group", { name: "Card declines" }).getByLabel("None")).toBeChecked();
  await expect(page.getByRole("group", { name: "Recent transactions" }).getByLabel("E-mail")).toBeChecked();
  await expectAccessible(page);

  const [before] = await mailbox(page, "maria@cardholder.test");
  const purchase = await page.request.post(`${HOSTS.beacon}/_sandbox/cards/${MARIA_CARD}/purchase`, {
    data: { amountCents: 1250, merchantName: "Corner Market", merchantCategory: "grocery_stores_supermarkets" },
    headers: { origin: HOSTS.beacon },
  });
  expect(purchase.status()).toBe(201);
  const mail = await latestMail(page, "maria@cardholder.test", before?.id);
  expect(mail.subject).toBe("Card purchase: $12.50 at Corner Market");

  await page.goto(`${HOSTS.beacon}/cardholder/cards/${MARIA_CARD}`);
  const row = page.locator("tbody tr", { hasText: "Corner Market" }).first();
  await expect(row).toContainText("Grocery stores and supermarkets");
  await expect(row).toContainText("$12.50");
  await expect(row).toContainText("Pending");
  await expectAccessible(page);

  // Help names the organization that issued the card; the tenant's support is for the portal itself.
  await page.getByRole("link", { name: "Help" }).click();
  await expect(page.getByText("Your card comes from your organization, Harbor Relief Network.", { exact: false })).toBeVisible();
  await expect(page.getByText("For help with this portal, write to Beacon support:")).toBeVisible();
  await expect(page.getByText("Monday to Friday, 9:00 to 18:00 Eastern time", { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test("lee on the branded portal: the virtual card's details in the provider's frame, the billing address and its help", async ({
  page,
}) => {
  await cardholderSignIn(page, "lee@cardholder.test", HOSTS.brightFutures, "/brightfutures");
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures/cardholder`);
  await page.getByRole("link", { name: /Balance, PIN and activity/ }).click();
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures/cardholder/cards/${LEE_CARD}`);
  await expect(page.locator("iframe")).toHaveCount(0);
  // axe before the frame opens: the provider's frame is sandboxed without scripts, so axe cannot run in it.
  await expectAccessible(page);
  await page.getByRole("button", { name: "Show card details" }).click();
  const frame = page.frameLocator("iframe.card-frame");
  await expect(frame.locator("dd.pan")).toHaveText(/^[\d\s]{16,19}$/);
  await expect(frame.getByText("CVV")).toBeVisible();
  // The token is in the frame's address only: the page's own URL carries nothing.
  expect(page.url()).toBe(`${HOSTS.brightFutures}/brightfutures/cardholder/cards/${LEE_CARD}`);
  // Headers (issue 34 item 10): the card page may frame only the card-details frame; a page without one
  // frames nothing; the frame keeps its own policy (no script at all), embeddable by this origin only.
  // Read from the page itself (same origin): the brand's host resolves only in the browser.
  const policyOf = (url: string) =>
    page.evaluate(async (u) => (await fetch(u, { credentials: "same-origin" })).headers.get("content-security-policy") ?? "", url);
  const cardPolicy = await policyOf(page.url());
  expect(cardPolicy).toMatch(/frame-src 'self'/);
  expect(cardPolicy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  const signInHeaders = (await page.request.get(`${HOSTS.beacon}/login`)).headers();
  expect(signInHeaders["content-security-policy"]).toContain("frame-src 'none'");
  expect(signInHeaders["cross-origin-opener-policy"]).toBe("same-origin");
  expect(signInHeaders["cross-origin-resource-policy"]).toBe("same-origin");
  expect(signInHeaders["permissions-policy"]).not.toContain("interest-cohort");
  const frameSrc = (await page.locator("iframe.card-frame").getAttribute("src")) ?? "";
  const framePolicy = await policyOf(new URL(frameSrc, page.url()).toString());
  expect(framePolicy).toContain("default-src 'none'");
  expect(framePolicy).toContain("frame-ancestors 'self'");
  expect(framePolicy).not.toContain("script-src");
  await expect(page.locator(".billing-address")).toContainText("100 Sandbox Plaza");
  await page.getByRole("link", { name: "Why this address?" }).click();
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures/cardholder/help/billing-address`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Billing address for online purchases");
  await expect(page.getByText("Your card comes from your organization, Bright Futures Fund.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Help" }).click();
  await expect(page.getByRole("heading", { name: "What does pending mean?" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures`);
  // The brand's paths do not exist on the primary host.
  const elsewhere = await page.goto(`${HOSTS.beacon}/brightfutures/cardholder/cards/${LEE_CARD}`);
  expect(elsewhere?.status()).toBe(404);
});

test("in Arabic the card page is right-to-left, accessible, and lee's card is not maria's; a code asked for in Arabic comes in Arabic", async ({
  page,
}) => {
  // The sandbox writes the one-time code in the language of the page it was asked from (ADR 0151).
  await page.goto(`${HOSTS.beacon}/cardholders?lang=ar&step=otp`);
  const [before] = await mailbox(page, "maria@cardholder.test");
  await page.locator('form:has(input[value="sendCode"]) input[name="identifier"]').fill("maria@cardholder.test");
  await page.getByRole("button", { name: "أرسل الرمز" }).click();
  const code = await latestMail(page, "maria@cardholder.test", before?.id);
  expect([code.language, code.subject]).toEqual(["ar", "رمز تسجيل الدخول الخاص بك"]);
  await page.goto(`${HOSTS.beacon}/_sandbox/mail/${code.id}`);
  await expect(page.locator(".message")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".message")).toHaveAttribute("lang", "ar");

  await cardholderSignIn(page, "maria@cardholder.test", HOSTS.beacon, "/cardholders?lang=en");
  await page.goto(`${HOSTS.beacon}/cardholder/cards/${MARIA_CARD}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("البطاقة المنتهية بـ");
  await expect(page.getByRole("heading", { name: "الرصيد" })).toBeVisible();
  await expectAccessible(page);
  const other = await page.goto(`${HOSTS.beacon}/cardholder/cards/${LEE_CARD}?lang=en`);
  expect(other?.status()).toBe(404);
});

test("on a 360-pixel phone the card page fits the screen", async ({ browser }) => {
  await withContext(
    browser,
    true,
    async (page) => {
      await cardholderSignIn(page, "maria@cardholder.test");
      await page.goto(`${HOSTS.beacon}/cardholder/cards/${MARIA_CARD}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
    { width: 360, height: 740 },
  );
});

test("a first PIN without an account: the card's data proves it, a PIN already set leads to sign-in (JavaScript off)", async ({
  browser,
}) => {
  await withContext(browser, false, async (page) => {
    await page.goto(`${HOSTS.beacon}/cardholders`);
    await page.getByRole("link", { name: "Set your card's PIN without an account" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/cardholders/pin`);
    expect(await scriptCount(page)).toBe(0);
    // The unlinked card (sandbox seed): no account and no PIN yet. A wrong last 6 digits is the spec's text.
    await page.getByLabel("Card ID").fill("K7Q2M9X4LP");
    await page.getByLabel("Last 6 digits of the card number").fill("424241");
    await page.getByLabel("Expiration date (MM/YY)").fill("09/29");
    await page.getByLabel("New PIN", { exact: true }).fill("2468");
    await page.getByLabel("New PIN again").fill("2468");
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("Invalid card data, try again.").first()).toBeVisible();
    // What was typed stays, but never the PIN.
    await expect(page.getByLabel("Card ID")).toHaveValue("K7Q2M9X4LP");
    await expect(page.getByLabel("New PIN", { exact: true })).toHaveValue("");
    expect(await scriptCount(page)).toBe(0);
    await page.getByLabel("Last 6 digits of the card number").fill("424242");
    await page.getByLabel("New PIN", { exact: true }).fill("2468");
    await page.getByLabel("New PIN again").fill("2486");
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("Pins do not match.").first()).toBeVisible();
    await page.getByLabel("New PIN", { exact: true }).fill("2468");
    await page.getByLabel("New PIN again").fill("2468");
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/cardholders/pin?done=1`);
    await expect(page.getByText("Your PIN is set.")).toBeVisible();
    // Once set, the PIN is reset only after signing in: the page says so and leads there.
    await page.goto(`${HOSTS.beacon}/cardholders/pin`);
    await page.getByLabel("Card ID").fill("K7Q2M9X4LP");
    await page.getByLabel("Last 6 digits of the card number").fill("424242");
    await page.getByLabel("Expiration date (MM/YY)").fill("09/29");
    await page.getByLabel("New PIN", { exact: true }).fill("1357");
    await page.getByLabel("New PIN again").fill("1357");
    await page.getByRole("button", { name: "Set PIN" }).click();
    await expect(page.getByText("A PIN is already set for this card. Sign in to reset it.").first()).toBeVisible();
    await page.getByRole("link", { name: "Sign in to reset the PIN" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/cardholders`);
  });
});

test("the PIN page is accessible, and a card ID that is no card says where the ID is", async ({ page }) => {
  await page.goto(`${HOSTS.beacon}/cardholders/pin`);
  await expectAccessible(page);
  await page.getByLabel("Card ID").fill("ZZZZZZZZZZ");
  await page.getByLabel("Last 6 digits of the card number").fill("123456");
  await page.getByLabel("Expiration date (MM/YY)").fill("01/30");
  await page.getByLabel("New PIN", { exact: true }).fill("2468");
  await page.getByLabel("New PIN again").fill("2468");
  await page.getByRole("button", { name: "Set PIN" }).click();
  await expect(page.getByText("Card not found. The card ID is the 10-character ID on the back of the card.").first()).toBeVisible();
  await expectAccessible(page);
});
