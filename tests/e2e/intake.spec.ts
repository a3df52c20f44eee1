import type { Browser, Page } from "@playwright/test";
import { codeIn, expect, expectAccessible, HOSTS, latestMail, mailbox, scriptCount, signIn, test, verifyEmail } from "./fixtures";

/**
 * Recipient intake (issue 14): from the intake e-mail's link to the bank verification status, without
 * JavaScript and with it, in the intake languages, on a 320-px phone. The sandbox's own tests cover the
 * code limits and the token's reach (sandbox/test/recipient-intake.test.ts).
 */

const HARBOR = "biz_harbor";
const AMINA = "amina@recipient.test";

type Mail = Awaited<ReturnType<typeof mailbox>>[number];

/**
 * Seeded Harbor recipients awaiting intake (not Amina), each with their newest intake e-mail, in a
 * fixed order (by address), so each test takes its own.
 */
async function awaitingRecipients(page: Page): Promise<Mail[]> {
  const res = await page.request.get(`${HOSTS.beacon}/_sandbox/mail.json`);
  const { messages } = (await res.json()) as { messages: Mail[] };
  const newest = new Map<string, Mail>();
  for (const m of messages) {
    // Seeded recipients only: the budgets walk (perf/intake-walk.mjs) creates its own recipient and uses its link.
    if (m.to.startsWith("intake.walk.")) continue;
    if (m.link?.startsWith(`/setup-payment/${HARBOR}/recipient?token=`) && m.to !== AMINA && !newest.has(m.to)) newest.set(m.to, m);
  }
  return [...newest.values()].sort((a, b) => a.to.localeCompare(b.to));
}

async function advanceClock(page: Page, days: number) {
  const res = await page.request.post(`${HOSTS.beacon}/_sandbox/clock/advance`, { data: { days }, headers: { Origin: HOSTS.beacon } });
  expect(res.status()).toBe(200);
}

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean; locale?: string; width?: number } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: options.locale ?? "en-US",
    viewport: { width: options.width ?? 1024, height: 800 },
  });
  return context.newPage();
}

async function enterDetails(page: Page, accountNumber: string) {
  await page.getByLabel("Name on the account").fill("Test Person");
  await page.getByLabel("Routing number").fill("021000021");
  await page.getByLabel("Account number", { exact: true }).fill(accountNumber);
  await page.getByLabel("Account number again").fill(accountNumber);
  await page.getByRole("button", { name: "Check my details" }).click();
  await expect(page.getByRole("heading", { name: "Check your details" })).toBeVisible();
}

/** Back later (the session is over): a new link by e-mail, then the e-mail and code again. */
async function comeBack(page: Page, email: string) {
  await page.goto(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient`);
  await expect(page.getByText("Please open the link from the e-mail we sent you.")).toBeVisible();
  const before = (await mailbox(page, email))[0]?.id;
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await verifyEmail(page, await latestMail(page, email, before));
}

test("Amina, without JavaScript: link, code (wrong, resent, e-mail changed), details fixed on the way, review, status, verified", async ({
  browser,
}) => {
  test.slow();
  const page = await newPage(browser, { javaScriptEnabled: false });
  const link = (await mailbox(page, AMINA)).find((m) => m.link?.includes("/setup-payment/"));
  expect(link?.link).toBeTruthy();
  await page.goto(`${HOSTS.beacon}${link?.link}`);
  // The link's token leaves the address bar at once; the page ships no script and is never cached.
  await expect(page).toHaveURL(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient`);
  expect(await scriptCount(page)).toBe(0);
  await expect(page.getByRole("heading", { name: "Check your e-mail address" })).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  // The e-mail and its first page name the organization that pays and say why it asks for bank details (issue 35 item 7).
  expect(link?.subject).toBe("Harbor Relief Network wants to pay you");
  await expect(page.getByText("Harbor Relief Network wants to pay you by bank transfer.", { exact: true })).toBeVisible();
  await expect(
    page.getByText("To send the money to your bank account, they need its details. First, we check that this is you."),
  ).toBeVisible();
  await expect(page.getByText("If you do not know Harbor Relief Network, stop here and do not enter your bank details.")).toBeVisible();

  await page.getByLabel("Your e-mail address").fill("someone.else@recipient.test");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.locator(".field-errors").getByText("E-mail not registered for this program.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Your e-mail address")).toHaveValue("someone.else@recipient.test");

  let before = (await mailbox(page, AMINA))[0]?.id;
  await page.getByLabel("Your e-mail address").fill(AMINA);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText("We sent a 6-digit code to a•••@recipient.test.", { exact: false })).toBeVisible();
  const first = codeIn(await latestMail(page, AMINA, before));
  await page.getByLabel("6-digit code").fill(first === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator(".field-errors").getByText("The code is incorrect. Please try again.")).toBeVisible();

  before = (await mailbox(page, AMINA))[0]?.id;
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText("We sent a new code. Use the newest one.")).toBeVisible();
  await latestMail(page, AMINA, before);

  // Going back to change the e-mail, then on with the same one.
  await page.getByRole("link", { name: "Use a different e-mail address" }).click();
  await page.getByLabel("Your e-mail address").fill(AMINA);
  before = (await mailbox(page, AMINA))[0]?.id;
  await page.getByRole("button", { name: "Send me a code" }).click();
  const code = codeIn(await latestMail(page, AMINA, before));
  expect(page.url()).not.toContain(code);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(`${HOSTS.beacon}/setup-payment/recipient`);
  await expect(page.getByRole("heading", { name: "Your bank account" })).toBeVisible();
  // A wrong routing number and account numbers that differ: errors, and what was typed stays.
  await page.getByLabel("Name on the account").fill("Amina Yusuf");
  await page.getByLabel("Routing number").fill("021000022");
  await page.getByLabel("Account number", { exact: true }).fill("000123456789");
  await page.getByLabel("Account number again").fill("000123456780");
  await page.getByLabel("Savings").check();
  await page.getByRole("button", { name: "Check my details" }).click();
  await expect(
    page.locator(".field-errors").getByText("This is not a valid routing number. Check the 9 digits and try again."),
  ).toBeVisible();
  await expect(page.locator(".field-errors").getByText("Account numbers do not match.")).toBeVisible();
  await expect(page.getByLabel("Name on the account")).toHaveValue("Amina Yusuf");
  await expect(page.getByLabel("Routing number")).toHaveValue("021000022");
  await expect(page.getByLabel("Savings")).toBeChecked();

  await page.getByLabel("Routing number").fill("021000021");
  await page.getByLabel("Account number again").fill("000123456789");
  await page.getByRole("button", { name: "Check my details" }).click();
  await expect(page.getByRole("heading", { name: "Check your details" })).toBeVisible();
  await expect(page.getByText("Account number ending in 6789")).toBeVisible();
  expect(await page.content()).not.toContain("000123456789");
  expect(page.url()).not.toContain("6789");
  await page.getByRole("button", { name: "Send my bank details" }).click();

  await expect(page.getByRole("heading", { name: "We are checking your bank account" })).toBeVisible();
  await expect(page.getByText("This takes 1 to 3 business days.", { exact: false })).toBeVisible();
  // A recipient who gave their details sees the status, not the form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "We are checking your bank account" })).toBeVisible();

  before = (await mailbox(page, AMINA))[0]?.id;
  await advanceClock(page, 5);
  expect((await latestMail(page, AMINA, before)).subject).toBe("Your bank account is verified");
  await page.reload();
  await expect(page.getByText("For your safety, we signed you out after 30 minutes.", { exact: false })).toBeVisible();
  await comeBack(page, AMINA);
  await expect(page.getByRole("heading", { name: "Your bank account is verified" })).toBeVisible();
  await page.context().close();
});

test("with JavaScript: a failing account shows its reason in plain words and can be retried; every page passes axe", async ({
  browser,
}) => {
  test.slow();
  const page = await newPage(browser);
  const [mail] = await awaitingRecipients(page);
  if (!mail) throw new Error("no seeded recipient awaiting intake");
  await page.goto(`${HOSTS.beacon}${mail.link}`);
  await expectAccessible(page);
  await page.getByLabel("Your e-mail address").fill(mail.to);
  const before = (await mailbox(page, mail.to))[0]?.id;
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("6-digit code").fill(codeIn(await latestMail(page, mail.to, before)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Your bank account" })).toBeVisible();
  await expectAccessible(page);

  await enterDetails(page, "000000000104");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send my bank details" }).click();
  await expect(page.getByRole("heading", { name: "We are checking your bank account" })).toBeVisible();
  await expectAccessible(page);

  await advanceClock(page, 5);
  await comeBack(page, mail.to);
  await expect(page.getByRole("heading", { name: "We could not verify your bank account" })).toBeVisible();
  await expect(page.getByText("Reason: the account number is not valid.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enter my bank details again" }).click();
  await expect(page.getByRole("heading", { name: "Your bank account" })).toBeVisible();
  await enterDetails(page, "000123456789");
  await page.getByRole("button", { name: "Send my bank details" }).click();
  await expect(page.getByRole("heading", { name: "We are checking your bank account" })).toBeVisible();
  await page.context().close();
});

test("in Spanish, and in Polish for a Ukrainian reader; other languages get the nearest of the three, never right-to-left", async ({
  browser,
}) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  const [, spanish, polish] = await awaitingRecipients(page);
  if (!spanish || !polish) throw new Error("not enough seeded recipients awaiting intake");

  await page.goto(`${HOSTS.beacon}${spanish.link}&lang=es`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("#language-select option")).toHaveText(["English", "Español", "Polski"]);
  await verifyEmail(page, spanish, {
    email: "Su correo electrónico",
    send: "Envíenme un código",
    code: "Código de 6 dígitos",
    go: "Continuar",
  });
  expect((await mailbox(page, spanish.to)).find((m) => /\b\d{6}\b/.test(m.body))?.subject).toBe("Su código");
  await expect(page.getByRole("heading", { name: "Su cuenta bancaria" })).toBeVisible();

  const other = await newPage(browser, { javaScriptEnabled: false, locale: "uk-UA" });
  await other.goto(`${HOSTS.beacon}${polish.link}`);
  await expect(other.locator("html")).toHaveAttribute("lang", "pl");
  await expect(other.getByRole("heading", { name: "Potwierdź swój adres e-mail" })).toBeVisible();

  // Arabic is not offered here: English, left to right, and the selector offers the three.
  await other.goto(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient?lang=ar`);
  await expect(other.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await expect(other.locator("#language-select option")).toHaveCount(3);
  await page.context().close();
  await other.context().close();
});

test("an incorrect link says so and a new link arrives by e-mail; an expired one offers the same", async ({ browser }) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient?token=not-a-real-intake-link-token`);
  // The provider refused to exchange it (ADR 0246): the page says why.
  await expect(page).toHaveURL(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient?link=bad`);
  await expect(page.getByText("Sorry, incorrect link.", { exact: false })).toBeVisible();

  const [, , , mail] = await awaitingRecipients(page);
  if (!mail) throw new Error("not enough seeded recipients awaiting intake");
  const before = (await mailbox(page, mail.to))[0]?.id;
  await page.getByLabel("Your e-mail address").fill(mail.to);
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByText("a new link is on its way", { exact: false })).toBeVisible();
  const fresh = await latestMail(page, mail.to, before);
  expect(fresh.link).toContain(`/setup-payment/${HARBOR}/recipient?token=`);

  // The old link was replaced by the new one: it has expired, and offers a new link again.
  await page.goto(`${HOSTS.beacon}${mail.link}`);
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a new link" })).toBeVisible();
  await page.context().close();
});

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a 320-px phone, through the bank-linking page: a cancel offers the form, then a linked account is verified", async ({
  browser,
}) => {
  test.slow();
  const page = await newPage(browser, { javaScriptEnabled: false, width: 320 });
  const [, , , , mail] = await awaitingRecipients(page);
  if (!mail) throw new Error("not enough seeded recipients awaiting intake");
  await verifyEmail(page, mail);
  await expect(page.getByRole("button", { name: "Check my details" })).toBeVisible();
  await noOverflow(page);
  const response = await page.request.get(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient`);
  expect(response.headers()["cache-control"]).toContain("no-store");

  // The name must be valid before connecting; then the hosted page, which the recipient cancels.
  await page.getByRole("link", { name: "Connect my bank online" }).click();
  await expect(page.getByRole("heading", { name: "Connect your bank online" })).toBeVisible();
  await page.getByLabel("Name on the account").fill("Test");
  await page.getByRole("button", { name: "Go to the bank page" }).click();
  await expect(page.locator(".field-errors").getByText("Name on account must have at least 2 words", { exact: false })).toBeVisible();
  await page.getByLabel("Name on the account").fill("Test Person");
  await page.getByRole("button", { name: "Go to the bank page" }).click();
  await expect(page.getByRole("heading", { name: "Connect your bank" })).toBeVisible();
  expect(await scriptCount(page)).toBe(0);
  await noOverflow(page);
  const hosted = page.url();
  expect(hosted).toContain("/_sandbox/bank-link/");
  // axe runs with JavaScript: the same pages in a second window that shares the recipient's cookies.
  const checker = await browser.newContext({ viewport: { width: 320, height: 800 } });
  await checker.addCookies(await page.context().cookies());
  const axePage = await checker.newPage();
  for (const path of [hosted, `${hosted}?lang=en&bank=first`, `${HOSTS.beacon}/setup-payment/recipient?step=connect`]) {
    await axePage.goto(path);
    await expectAccessible(axePage);
  }
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  // The way back carries the trip's `state` nonce (ADR 0248).
  await expect(page).toHaveURL(new RegExp(`^${HOSTS.beacon}/setup-payment/recipient\\?state=[\\w-]{22}&bankLink=cancelled$`));
  await expect(page.getByText("You did not connect your bank. You can type your bank details here instead.")).toBeVisible();
  await expect(page.getByLabel("Name on the account")).toHaveValue("Test Person");
  await axePage.goto(page.url());
  await expectAccessible(axePage);
  await checker.close();

  // Again, to the end: a bank, its savings account, and back to the status, with no token in the address.
  await page.goto(`${HOSTS.beacon}/setup-payment/recipient?step=connect`);
  await page.getByRole("button", { name: "Go to the bank page" }).click();
  await page.getByLabel("First Sandbox Bank").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Savings account ending in 4321").check();
  await page.getByRole("button", { name: "Connect this account" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}/setup-payment/recipient`);
  await expect(page.getByRole("heading", { name: "We are checking your bank account" })).toBeVisible();
  const before = (await mailbox(page, mail.to))[0]?.id;
  await advanceClock(page, 5);
  expect((await latestMail(page, mail.to, before)).subject).toBe("Your bank account is verified");
  await page.context().close();
});

/** A new Harbor recipient, created on the dashboard's form by its admin: the intake link of its e-mail. */
async function newRecipientLink(page: Page, email: string): Promise<string> {
  const created = await page.request.post(`${HOSTS.beacon}/${HARBOR}/recipients?new=1`, {
    form: { intent: "create", name: "Link Person", email, bankDetails: "email" },
    headers: { Origin: HOSTS.beacon },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  return (await latestMail(page, email)).link ?? "";
}

test("an intake link is spent on its first use; the page says whose request it is, and that a newer link replaced it (ADR 0246, 0247)", async ({
  browser,
}) => {
  test.slow();
  const admin = await newPage(browser);
  await signIn(admin, "admin@harbor.test");
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "js" : "nojs";
    const first = await newRecipientLink(admin, `kamal.${mode}@recipient.test`);
    const second = await newRecipientLink(admin, `noor.${mode}@recipient.test`);
    const page = await newPage(browser, { javaScriptEnabled });
    await page.goto(`${HOSTS.beacon}${first}`);
    await expect(page).toHaveURL(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient`);
    // Whose request it is, before anything is typed.
    const whose = page.locator("#intake-whose");
    await expect(whose).toContainText("This payment request is for k•••@recipient.test.");
    // The same link from another browser: spent, with a new link offered.
    const other = await newPage(browser, { javaScriptEnabled });
    await other.goto(`${HOSTS.beacon}${first}`);
    await expect(other).toHaveURL(`${HOSTS.beacon}/setup-payment/${HARBOR}/recipient?link=used`);
    await expect(other.getByText("This link was opened before. Ask for a new link below.")).toBeVisible();
    await expect(other.getByRole("button", { name: "Send me a new link" })).toBeVisible();
    await other.context().close();
    // A newer link opened in the same browser replaces it, and the page says which one is active.
    await page.goto(`${HOSTS.beacon}${second}`);
    await expect(page.getByText("You opened another payment link.", { exact: false })).toBeVisible();
    await expect(whose).toContainText("for n•••@recipient.test.");
    await page.context().close();
  }
  await admin.context().close();
});
