import type { Page } from "@playwright/test";
import { expect, HOSTS, mailbox, scriptCount, test, withoutJavaScript } from "./fixtures";

/**
 * Business onboarding (issue 16), with JavaScript off: Cedar from the mailbox link through every step
 * (one field error fixed on the way, one document uploaded) to submission; the clock then approves it and
 * the applicant's first sign-in lands on the cards. Then Willow's owner gives their part from their own
 * link. The rules, the link's scope and expiry and the upload limits are the sandbox's tests
 * (sandbox/test/onboarding.test.ts) and the unit tests (app/routes/onboarding/onboarding.test.ts).
 */

const PASSWORD = "Cedar#Collective2026";

async function openMailLink(page: Page, to: string) {
  const [mail] = await mailbox(page, to);
  expect(mail?.link, `an onboarding link for ${to}`).toBeTruthy();
  await page.goto(`${HOSTS.beacon}${mail?.link}`);
  // The token left the address at once.
  expect(page.url()).not.toContain("token=");
}

async function fillAddress(page: Page, street: string, zip: string) {
  await page.getByLabel("Address", { exact: true }).fill(street);
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("ZIP code").fill(zip);
}

test("Cedar onboards from the e-mailed link to an active business, without JavaScript", async ({ browser }) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await openMailLink(page, "director@cedar.test");
    await expect(page).toHaveURL(`${HOSTS.beacon}/onboard`);
    expect(await scriptCount(page)).toBe(0);

    // The applicant's sign-in, once.
    await expect(page.getByRole("heading", { name: "Create your sign-in for Cedar Youth Collective" })).toBeVisible();
    await page.getByLabel("Your first name").fill("Dana");
    await page.getByLabel("Your last name").fill("Okafor");
    await page.getByLabel("Your e-mail address").fill("dana.okafor@cedar.test");
    await page.getByLabel("Choose a password").fill(PASSWORD);
    await page.getByLabel("Password again").fill(PASSWORD);
    await page.getByRole("button", { name: "Create sign-in and continue" }).click();

    // Step 1, with one field error fixed on the way; what was typed stays.
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_cedar/businessInfo`);
    await page.getByLabel("Legal name").fill("Cedar Youth Collective Inc.");
    await page.getByLabel("Legal structure").selectOption("NON_PROFIT");
    await page.getByLabel("Employer Identification Number (EIN)").fill("12-345");
    await page.getByLabel("Phone", { exact: true }).fill("5550102030");
    await page
      .getByLabel("What does your organization do, and whom does it pay?")
      .fill("After-school programs and emergency grocery cards for young people in Dayton.");
    await fillAddress(page, "41 Elm St", "45402");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Enter the 9-digit EIN from your IRS letter, for example 12-3456789.")).toBeVisible();
    await expect(page.getByLabel("Legal name")).toHaveValue("Cedar Youth Collective Inc.");
    await page.getByLabel("Employer Identification Number (EIN)").fill("00-0000001");
    await page.getByRole("button", { name: "Save and continue" }).click();

    // Step 2: the authorized person; the secrets are masked once saved.
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_cedar/authorizedPerson/welcome`);
    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("E-mail address").fill("dana.okafor@cedar.test");
    await page.getByLabel("Phone", { exact: true }).fill("5550104050");
    await page.getByLabel("Title").selectOption("PRESIDENT");
    await page.getByLabel("Date of birth").fill("1980-02-29");
    await page.getByLabel("Last 4 digits of their Social Security number").fill("4821");
    await fillAddress(page, "12 Oak Ave", "45405");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_cedar/authorizedPersonStatus`);
    const saved = await page.content();
    expect(saved).not.toContain("4821");
    expect(saved).not.toContain("1980-02-29");
    await expect(page.getByText("Given (hidden)")).toBeVisible();

    // Leaving and coming back from the e-mail's link resumes where the status says.
    await openMailLink(page, "director@cedar.test");
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_cedar/submitConfirmation`);
    // Cedar's link opens Cedar only.
    const other = await page.request.get(`${HOSTS.beacon}/biz_willow/beneficialOwnerStatus`);
    expect(await other.text()).toContain("Open the link from the e-mail we sent you");

    // Step 3: no owner of 25 % or more (a nonprofit).
    await page.goto(`${HOSTS.beacon}/biz_cedar/addBeneficialOwners`);
    await expect(page.getByText("No owners listed.")).toBeVisible();
    await page.getByRole("link", { name: "Continue to review" }).click();

    // Step 4: the review, one document, submit.
    await expect(page.getByText("••-•••0001")).toBeVisible();
    await expect(page.getByText("IRS determination letter").first()).toBeVisible();
    await page.getByLabel("File").setInputFiles({
      name: "determination-letter.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Document uploaded.")).toBeVisible();
    await expect(page.getByText("determination-letter.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("heading", { name: "Application submitted" })).toBeVisible();
  });

  // An hour later the clock approves Cedar; its applicant's first sign-in lands on its cards.
  await withoutJavaScript(browser, async (page) => {
    const advanced = await page.request.post(`${HOSTS.beacon}/_sandbox/clock/advance`, {
      data: { hours: 2 },
      headers: { Origin: HOSTS.beacon },
    });
    expect(advanced.status()).toBe(200);
    await page.goto(`${HOSTS.beacon}/login`);
    await page.getByLabel("E-mail or phone number").fill("dana.okafor@cedar.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_cedar/cards`);
  });
});

test("Willow's owner gives their part from their own link, which then stops working", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await openMailLink(page, "omar@willow.test");
    const form = page.url();
    await expect(page.getByRole("heading", { name: "Your details as an owner" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Omar");
    await page.getByLabel("Date of birth").fill("1975-06-01");
    await page.getByLabel("Last 4 digits of their Social Security number").fill("7315");
    await page.getByLabel("Address", { exact: true }).fill("9 Pine St");
    await page.getByLabel("City").fill("Richmond");
    await page.getByLabel("State").selectOption("VA");
    await page.getByLabel("ZIP code").fill("23220");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    // The link's work is done: opening the form again shows no form.
    await page.goto(form);
    await expect(page.getByLabel("Date of birth")).toHaveCount(0);
  });
});
