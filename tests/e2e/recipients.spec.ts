import type { Page } from "@playwright/test";
import { expect, expectAccessible, fact, HOSTS, hiddenFields, hydrated, latestMail, mailbox, signIn, test, twiceAtOnce } from "./fixtures";

const RECIPIENTS = `${HOSTS.beacon}/biz_harbor/recipients`;

test.describe("recipients list", () => {
  test("lists Harbor's recipients with their intake status in plain words, accessible", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(RECIPIENTS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.locator("tbody")).toContainText("Ready to pay");
    await expect(page.locator("tbody")).toContainText("Waiting for the recipient's bank details");
    // Bank accounts by their last four digits only.
    for (const cell of await page.locator("tbody tr td:nth-child(3)").allTextContents()) {
      expect(cell).toMatch(/^(•••• \d{4}|No bank account yet)$/);
    }
    await expectAccessible(page);
  });

  test("the bankTransfers alias redirects to the list and keeps the query", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${HOSTS.beacon}/biz_harbor/bankTransfers?search=amina`);
    await expect(page).toHaveURL(`${RECIPIENTS}?search=amina`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`search, intake status and sort live in the URL (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, "admin@harbor.test");
      await page.goto(RECIPIENTS);
      await page.getByLabel("Status", { exact: true }).selectOption("verification_failed");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/[?&]intakeStatus=verification_failed/);
      const statuses = page.locator("tbody tr td:nth-child(2)");
      await expect(statuses.filter({ hasNotText: /^Bank verification failed$/ })).toHaveCount(0);
      await expect(statuses.first()).toHaveText("Bank verification failed");

      await page.getByLabel("Status", { exact: true }).selectOption("");
      await page.getByLabel("Search by name or e-mail").fill("amina@recipient");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("tbody tr").first()).toContainText("Amina Yusuf");

      await page.getByLabel("Search by name or e-mail").fill("");
      await page.getByLabel("Sort by").selectOption("name");
      await page.getByLabel("Direction").selectOption("asc");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/sort=name&order=asc/);
      // The whole list again (the search was cleared), in name order: read once the page has settled.
      await expect(page.locator("tbody tr").nth(1)).toBeVisible();
      // Names only: two recipients may share a name (the bench walk's "Walk Person"), and their e-mails,
      // shown under the name, are not the sort key.
      const names = await page.locator("tbody tr th").evaluateAll((cells) =>
        cells.map((cell) => {
          const name = cell.cloneNode(true) as Element;
          for (const secondary of name.querySelectorAll(".secondary-text")) secondary.remove();
          return (name.textContent ?? "").toLowerCase();
        }),
      );
      expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
      await context.close();
    });
  }

  test("the list says how many recipients match, finds a name in any word order, and each filter in use is removable", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(RECIPIENTS);
    const summary = page.locator(".table-summary");
    await expect(summary).toHaveText(/^1–\d+ of \d+ recipients$/);
    // The family name first (issue 24 item 5), with a status filter as well.
    await page.goto(`${RECIPIENTS}?search=${encodeURIComponent("yusuf amina")}&intakeStatus=verification_failed`);
    const filters = page.getByRole("list", { name: "Filters in use" });
    await expect(filters.getByRole("listitem")).toContainText(["Search: yusuf amina", "Status: Bank verification failed"]);
    // Removing the status keeps the search, which finds Amina Yusuf.
    await filters.getByRole("link", { name: "Remove the filter Status: Bank verification failed" }).click();
    await expect(page).toHaveURL(`${RECIPIENTS}?search=yusuf+amina`);
    await expect(filters.getByRole("listitem")).toHaveCount(1);
    await expect(filters.getByRole("listitem")).toContainText(["Search: yusuf amina"]);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr").first()).toContainText("Amina Yusuf");
    await expect(summary).toHaveText("1–1 of 1 recipient");
    await expectAccessible(page);
  });

  test("the export downloads the filtered list with at most the last four digits", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const response = await page.request.get(`${RECIPIENTS}/export.csv?intakeStatus=bank_account_verified`);
    expect(response.headers()["content-type"]).toContain("text/csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Recipient ID");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('"Ready to pay"'))).toBe(true);
    // The bank account column holds four digits (verified recipients all have an account).
    expect(lines.slice(1).every((line) => /^\d{4}$/.test(line.split('","')[4] ?? ""))).toBe(true);
  });
});

test.describe("recipient detail", () => {
  test("a failed verification shows its reason and that support corrects it; no full numbers anywhere", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${RECIPIENTS}?intakeStatus=verification_failed`);
    await page.locator("tbody tr th a").first().click();
    await expect(page).toHaveURL(/\/biz_harbor\/recipients\/rcp_/);
    await expect(page.getByText("The bank account could not be verified.")).toBeVisible();
    await expect(page.getByText(/^Verification failed: .+\. Contact support to correct it\.$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    // Only the last four digits of the account, never nine or more digits in a row.
    expect(await page.locator("main").textContent()).not.toMatch(/\d{9,}/);
    await expectAccessible(page);
  });

  test("a bank account being verified says it takes 1 to 3 business days with an e-mail", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${RECIPIENTS}?intakeStatus=pending_verification`);
    await page.locator("tbody tr th a").first().click();
    await expect(page.getByText("Verification takes 1 to 3 business days. We send an e-mail when it is complete.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Transfers" })).toBeVisible();
  });

  test("a wrong id is the not-found page inside the shell", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const response = await page.goto(`${RECIPIENTS}/rcp_doesnotexist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipient not found");
    await expect(page.getByRole("link", { name: "Back to recipients" })).toHaveAttribute("href", "/biz_harbor/recipients");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the viewer, without viewIndividualRecipient, sees the list but no recipient", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(`${RECIPIENTS}?search=amina`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const response = await page.goto(`${RECIPIENTS}/rcp_amina`);
    expect(response?.status()).toBe(404);
  });
});

/** Opens the first recipient of Harbor's with this intake status. */
async function openRecipient(page: Page, status: string) {
  await page.goto(`${RECIPIENTS}?intakeStatus=${status}`);
  await page.locator("tbody tr th a").first().click();
  await expect(page).toHaveURL(/\/biz_harbor\/recipients\/rcp_[^/?]+$/);
  return page.url();
}

/**
 * Fills the payment form, continues to the review and checks that it states the exact amount, from the
 * funding account, to the recipient's account by its last four digits only, and the balance afterwards.
 */
async function reviewPayment(page: Page, recipientUrl: string, typed: string, exact: string) {
  await page.goto(recipientUrl);
  await page.getByRole("link", { name: "Send a payment" }).click();
  await page.getByLabel("Amount (USD)").fill(typed);
  await page.getByLabel(/^Same-day ACH/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are about to send" })).toContainText(`You are about to send ${exact} to `);
  const review = page.locator(".confirm-panel .review-list");
  await expect(page.getByRole("heading", { name: "Check before the money moves" })).toBeVisible();
  await expect(fact(review, "Amount")).toHaveText(exact);
  await expect(fact(review, "From")).toHaveText("Harbor Relief Network");
  await expect(fact(review, "To")).toHaveText(/^.+ •••• \d{4}$/);
  await expect(fact(review, "Funding account balance afterwards")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("button", { name: `Send ${exact}` })).toBeVisible();
}

/** The receipt of a payment: once, on the recipient's page, from the flash; the address carries nothing. */
async function expectPaymentReceipt(page: Page, recipientUrl: string, exact: string) {
  await expect(page).toHaveURL(recipientUrl);
  const receipt = page.locator(".receipt");
  await expect(receipt.getByRole("heading", { name: "Money moved" })).toBeVisible();
  await expect(receipt).toContainText(`${exact} is on its way to`);
  await expect(fact(receipt, "Amount")).toHaveText(exact);
  await expect(fact(receipt, "From")).toHaveText("Harbor Relief Network");
  await expect(fact(receipt, "New funding account balance")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(fact(receipt, "Reference")).toHaveText(/^trf_\w+$/);
}

test.describe("recipient actions", () => {
  test("an admin adds a recipient with bank details: the bank-name warning, then only the last four digits (JavaScript off)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    await page.goto(RECIPIENTS);
    await page.getByRole("link", { name: "Add a recipient" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Nadia Karimi");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("nadia.karimi@recipient.test");
    await page.getByLabel("Enter the bank details now").check();
    await page.getByLabel("Name on account").fill("First National Bank");
    await page.getByLabel("Account type").selectOption("checking");
    await page.getByLabel("Routing number").fill("021000021");
    await page.getByLabel("Account number").fill("000123456789");
    await page.getByRole("button", { name: "Add recipient" }).click();
    // The warning keeps what was typed, except the two numbers, which never come back.
    await expect(page.locator(".field-errors").getByText("This looks like the name of a bank.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Nadia Karimi");
    await expect(page.getByLabel("Account number")).toHaveValue("");
    expect(await page.content()).not.toMatch(/000123456789|021000021/);
    await page.getByLabel("Name on account").fill("Nadia Karimi");
    await page.getByLabel("Routing number").fill("021000021");
    await page.getByLabel("Account number").fill("000123456789");
    await page.getByRole("button", { name: "Add recipient" }).click();
    // The notice comes once through the flash cookie: nothing in the address, and a reload does not repeat it.
    await expect(page).toHaveURL(/\/biz_harbor\/recipients\/rcp_[^/?]+$/);
    await expect(page.getByText("Recipient added.")).toBeVisible();
    await expect(page.getByText("Bank account being verified")).toBeVisible();
    await expect(page.getByText("•••• 6789")).toBeVisible();
    expect(await page.content()).not.toMatch(/000123456789|021000021/);
    await page.reload();
    await expect(page.getByText("Bank account being verified")).toBeVisible();
    await expect(page.getByText("Recipient added.")).toHaveCount(0);
    await context.close();
  });

  test("a payment is reviewed with its exact amount, and a double submit pays once (JavaScript on)", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, "admin@harbor.test");
    const recipientUrl = await openRecipient(page, "bank_account_verified");
    await reviewPayment(page, recipientUrl, "1234.56", "$1,234.56");
    await expectAccessible(page);
    // Two submissions of the same confirmation, as a double click sends them.
    await page.locator("section.confirm-panel form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expectPaymentReceipt(page, recipientUrl, "$1,234.56");
    await expectAccessible(page, ".receipt");
    await expect(page.locator("tbody tr").filter({ hasText: "$1,234.56" })).toHaveCount(1);
    // A reload shows no receipt.
    await page.reload();
    await expect(page.locator("tbody tr").filter({ hasText: "$1,234.56" })).toHaveCount(1);
    await expect(page.locator(".receipt")).toHaveCount(0);
  });

  // Both posts at the same instant, with nothing sent again (ADR 0190): a lost or doubled payment fails.
  test("a double submit pays once without JavaScript too", async ({ browser }) => {
    const [typed, shown] = ["2,345.67", "$2,345.67"];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    const recipientUrl = await openRecipient(page, "bank_account_verified");
    await reviewPayment(page, recipientUrl, typed, shown);
    // The browser posts the confirmation twice: the same form, the same idempotency key.
    const form = page.locator("section.confirm-panel form");
    const fields = await hiddenFields(form);
    const action = new URL((await form.getAttribute("action")) ?? "", recipientUrl).toString();
    const post = () => page.request.post(action, { form: fields, headers: { Origin: HOSTS.beacon }, maxRedirects: 0 });
    const [first, second] = await twiceAtOnce(post);
    expect([first.status(), second.status()]).toEqual([302, 302]);
    // Both to the recipient's plain address; the receipt travels in the one-time flash cookie.
    expect(first.headers().location).toBe(new URL(recipientUrl).pathname);
    expect(second.headers().location).toBe(first.headers().location);
    await page.goto(recipientUrl);
    await expectPaymentReceipt(page, recipientUrl, shown);
    await expect(page.locator("tbody tr").filter({ hasText: shown })).toHaveCount(1);
    // A shared link (the same address, opened again) shows no receipt.
    await page.goto(recipientUrl);
    await expect(page.locator(".receipt")).toHaveCount(0);
    await context.close();
  });

  test("over $50,000.00 is refused with the rule's message and nothing moves", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const recipientUrl = await openRecipient(page, "bank_account_verified");
    await page.goto(`${recipientUrl}?do=pay`);
    await page.getByLabel("Amount (USD)").fill("50000.01");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator(".field-errors").getByText("Bank transfer amount must not exceed $50,000.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Send / })).toHaveCount(0);
  });

  test("an edit and a resent intake e-mail tell their result", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    // A recipient still waiting for their details (Amina may have given hers in intake.spec).
    await page.goto(`${RECIPIENTS}?intakeStatus=awaiting_recipient`);
    await page.locator("tbody tr th a").first().click();
    await page.getByRole("link", { name: "Edit recipient" }).click();
    await page.getByLabel("Phone (optional)").fill("5550100199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    await page.getByRole("link", { name: "Resend the intake e-mail" }).click();
    const notice = page.getByText(/^We send a new link to .+\.$/);
    await expect(notice).toBeVisible();
    const email = /^We send a new link to (\S+@\S+?)\. /.exec((await notice.textContent()) ?? "")?.[1] ?? "";
    expect(email).toMatch(/^[^\s@]+@[^\s@]+$/);
    const before = (await mailbox(page, email))[0];
    await page.getByRole("button", { name: "Resend the e-mail" }).click();
    await expect(page.getByText("The intake e-mail was sent again.")).toBeVisible();
    // The new e-mail is in the sandbox mailbox with a new link, and the link opens the intake page.
    const resent = await latestMail(page, email, before?.id);
    expect(resent.link).toBeTruthy();
    expect(resent.link).not.toBe(before?.link);
    await page.goto(`${HOSTS.beacon}${resent.link}`);
    await expect(page.getByLabel("Your e-mail address")).toBeVisible();
  });

  test("the viewer is offered no action, and the form does not open for them", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(`${RECIPIENTS}?new=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
    await expect(page.getByRole("link", { name: "Add a recipient" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add recipient" })).toHaveCount(0);
  });
});

test.describe("bank details given by staff (issue 38 item 3)", () => {
  /** A new Harbor recipient who gets the intake e-mail and never answers it: its page's address. */
  async function awaitingRecipient(page: Page, name: string): Promise<string> {
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@recipient.test`;
    await page.goto(`${RECIPIENTS}?new=1`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Add recipient" }).click();
    await expect(page.getByText("Recipient added.")).toBeVisible();
    await expect(page.getByText("Waiting for the recipient's bank details")).toBeVisible();
    return page.url().replace(/\?.*$/, "");
  }

  test("a recipient who never finished intake gets bank details from staff, with the spec's messages, then verification (JavaScript off)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    const recipientUrl = await awaitingRecipient(page, "Layla Haidari");
    await page.getByRole("link", { name: "Add bank details" }).click();
    await expect(page.getByRole("heading", { name: "Add bank details for Layla Haidari" })).toBeVisible();
    await page.getByLabel("Name on account").fill("Layla");
    await page.getByLabel("Account type").selectOption("checking");
    await page.getByLabel("Routing number").fill("0210000");
    await page.getByLabel("Account number").fill("000123456789");
    await page.getByRole("button", { name: "Add bank details" }).click();
    await expect(page.getByText("Name on account must have at least 2 words, such as a first and last name.").first()).toBeVisible();
    await expect(page.getByText("Routing number must be exactly 9 digits.").first()).toBeVisible();
    // What was typed stays, except the two numbers, which never come back.
    await expect(page.getByLabel("Name on account")).toHaveValue("Layla");
    await expect(page.getByLabel("Account number")).toHaveValue("");
    expect(await page.content()).not.toMatch(/000123456789|0210000/);
    await page.getByLabel("Name on account").fill("Layla Haidari");
    await page.getByLabel("Routing number").fill("021000021");
    await page.getByLabel("Account number").fill("000123456789");
    await page.getByRole("button", { name: "Add bank details" }).click();
    // The notice comes through the flash (ADR 0212): nothing in the address.
    await expect(page).toHaveURL(recipientUrl);
    await expect(page.getByText("Bank details added. The bank account is being verified")).toBeVisible();
    await expect(page.getByText("Bank account being verified")).toBeVisible();
    await expect(page.getByText("•••• 6789")).toBeVisible();
    expect(await page.content()).not.toMatch(/000123456789|021000021/);
    // Given once: the panel is no longer offered, and the activity names who gave the details.
    await expect(page.getByRole("link", { name: "Add bank details" })).toHaveCount(0);
    await context.close();
  });

  test("the panel checks the fields as they are typed and is accessible (JavaScript on)", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    const recipientUrl = await awaitingRecipient(page, "Karim Sadat");
    await page.goto(`${recipientUrl}?do=bankDetails`);
    await hydrated(page);
    await page.getByLabel("Name on account").fill("Karim Sadat");
    await page.getByLabel("Account type").selectOption("savings");
    await page.getByLabel("Routing number").fill("021000021");
    await page.getByLabel("Account number").fill("12a");
    await page.getByRole("button", { name: "Add bank details" }).click();
    await expect(page.locator("#bank-details-accountNumber-error")).toHaveText("Account number must contain digits only, up to 17 digits.");
    await expectAccessible(page);
  });
});

test("the program user lands on the program's recipients under its name, with the program in the sidebar", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "program@unity.test");
  await expect(page).toHaveURL(`${HOSTS.beacon}/biz_unity_rent/recipients`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipients");
  await expect(page.getByText("Unity Rent Relief").first()).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Main" }).first();
  await expect(sidebar.getByRole("link", { name: "Recipients" })).toHaveAttribute("href", "/biz_unity_rent/recipients");
  await expectAccessible(page);
  // The program's custom field for bank transfers travels with a payment.
  await page.goto(`${HOSTS.beacon}/biz_unity_rent/recipients?intakeStatus=bank_account_verified`);
  await page.locator("tbody tr th a").first().click();
  await page.getByRole("link", { name: "Send a payment" }).click();
  await page.getByLabel("Amount (USD)").fill("75");
  await page.getByLabel("Salesforce TSA ID (optional)").fill("TSA-424242");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(fact(page.locator(".review-list"), "Salesforce TSA ID")).toHaveText("TSA-424242");
  await page.getByRole("button", { name: "Send $75.00" }).click();
  await expect(page.getByText(/^\$75\.00 is on its way to /)).toBeVisible();
});

// Last: it moves the sandbox clock forward.
test("a failed verification shows its reason after the clock moves, and a retry restarts intake", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "admin@harbor.test");
  await page.goto(`${RECIPIENTS}?new=1`);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Omid Rahimi");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("omid.rahimi@recipient.test");
  await page.getByLabel("Enter the bank details now").check();
  await page.getByLabel("Name on account").fill("Omid Rahimi");
  await page.getByLabel("Account type").selectOption("savings");
  await page.getByLabel("Routing number").fill("021000021");
  // The test account number whose verification fails with invalid_account_number (README).
  await page.getByLabel("Account number").fill("000000000104");
  await page.getByRole("button", { name: "Add recipient" }).click();
  await expect(page.getByText("Recipient added.")).toBeVisible();
  const recipientUrl = page.url().replace(/\?.*$/, "");
  const advanced = await page.request.post(`${HOSTS.beacon}/_sandbox/clock/advance`, {
    data: { days: 8 },
    headers: { Origin: HOSTS.beacon },
  });
  expect(advanced.status()).toBe(200);
  // The provider's tokens follow its clock: sign in again.
  await page.context().clearCookies();
  await signIn(page, "admin@harbor.test");
  await page.goto(recipientUrl);
  await expect(page.getByText("Bank verification failed")).toBeVisible();
  await expect(page.getByText("Verification failed: invalid account number. Contact support to correct it.")).toBeVisible();
  await page.getByRole("link", { name: "Retry verification" }).click();
  await page.getByRole("button", { name: "Retry verification" }).click();
  await expect(page.getByText("Verification restarted: the recipient was e-mailed a new link.")).toBeVisible();
  await expect(page.getByText("Waiting for the recipient's bank details")).toBeVisible();
  await expect(page.getByText("No bank account yet")).toBeVisible();
  expect((await latestMail(page, "omid.rahimi@recipient.test")).link).toBeTruthy();
});
