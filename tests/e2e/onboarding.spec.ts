import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pageWeight } from "../../perf/page-weight.mjs";
import { addressCode, expect, expectAccessible, HOSTS, mailbox, scriptCount, test, withoutJavaScript } from "./fixtures";

/**
 * Business onboarding (issue 16), with JavaScript off: Cedar from the mailbox link through every step
 * (one field error fixed on the way, one document uploaded) to submission; the clock then approves it and
 * the applicant's first sign-in lands on the cards. Then Willow's owner gives their part from their own
 * link. The rules, the link's scope and expiry and the upload limits are the sandbox's tests
 * (sandbox/test/onboarding.test.ts) and the unit tests (app/routes/onboarding/onboarding.test.ts).
 */

const PASSWORD = "Cedar#Collective2026";
/** What Submit without the IRS letter says, at the file field and in the summary (issue 35 item 8). */
const MISSING_LETTER = "Upload the IRS determination letter before you submit.";
/** The applicant's address step on /onboard. */
const APPLICANT_EMAIL = { email: "Your e-mail address", send: "Send the code" };

async function openMailLink(page: Page, to: string) {
  const [mail] = await mailbox(page, to);
  expect(mail?.link, `an onboarding link for ${to}`).toBeTruthy();
  await page.goto(`${HOSTS.beacon}${mail?.link}`);
  // The token left the address at once.
  expect(page.url()).not.toContain("token=");
}

/** perf/budgets.json: the no-script pages' budgets, and the onboarding screens' round trips (issue 37 item 4). */
const budgets = JSON.parse(readFileSync("perf/budgets.json", "utf8")) as {
  noHydrationPages: { jsBytes: number; wireBytesMax: number };
  onboardingPages: { inlineScripts: Record<string, number>; sequentialProviderRoundTripsMax: Record<string, number> };
};

/**
 * Each onboarding screen's name in its title and its own heading: what tells the screen from the "open the
 * link from the e-mail" page that shares its title.
 */
const SCREENS: Record<string, { title: string; heading: string }> = {
  "/businessInfo": { title: "About your organization", heading: "About your organization" },
  "/authorizedPerson/welcome": { title: "The authorized person", heading: "The authorized person" },
  "/authorizedPerson/info": { title: "The authorized person", heading: "The authorized person" },
  "/authorizedPersonStatus": { title: "Authorized person saved", heading: "Authorized person saved" },
  "/addBeneficialOwners": { title: "Owners of 25% or more", heading: "Owners of 25% or more" },
  "/beneficialOwnerForm/{ownerId}/info": { title: "An owner's details", heading: "Your details as an owner" },
  "/submitConfirmation": { title: "Review and submit", heading: "Review and submit" },
  "/beneficialOwnerStatus": { title: "Waiting for the owners", heading: "Waiting for the owners" },
  "/manualReview": { title: "Your application is in manual review", heading: "Your application is in manual review" },
};
const measuredScreens = new Set<string>();

/**
 * The screen the applicant's (or owner's) browser is on, measured as they get it, with their cookies: no
 * script, within the wire budget and the screen's round trips, and the screen itself (its own heading, not
 * the "open the link from the e-mail" page that shares its title).
 */
async function withinBudget(page: Page) {
  const path = new URL(page.url()).pathname;
  const screen = path.replace(/^\/[^/]+/, "").replace(/^\/beneficialOwnerForm\/[^/]+\//, "/beneficialOwnerForm/{ownerId}/");
  const named = SCREENS[screen];
  const limit = budgets.onboardingPages.sequentialProviderRoundTripsMax[screen];
  expect([named, limit], `${screen}: a screen of the onboarding budgets`).toEqual([expect.any(Object), expect.any(Number)]);
  const cookie = (await page.context().cookies(HOSTS.beacon)).map((c) => `${c.name}=${c.value}`).join("; ");
  const weight = await pageWeight(HOSTS.beacon, path, { cookie });
  expect(weight.status, `${screen} answered ${weight.status}`).toBe(200);
  expect(weight.headings, `${screen}: the screen itself`).toContain(named?.heading);
  expect(weight.title.split(" · ")[0], `${screen}: its title`).toBe(named?.title);
  const { jsBytes, wireBytesMax } = budgets.noHydrationPages;
  // No script file anywhere; the review screen's one inline upload-progress script (ADR 0184) is its own budget.
  const inline = budgets.onboardingPages.inlineScripts[screen] ?? 0;
  expect(weight.scriptTags, `${screen}: ${weight.scriptTags} script tags, budget ${inline} inline`).toBe(inline);
  expect(weight.js, `${screen}: ${weight.js} B of JavaScript, budget ${jsBytes} B`).toBeLessThanOrEqual(jsBytes);
  expect(weight.total, `${screen}: ${weight.total} B on the wire, budget ${wireBytesMax} B`).toBeLessThanOrEqual(wireBytesMax);
  // The screen reads the application from the provider: a missing figure is a broken measurement.
  expect(weight.providerTimed, `${screen}: no provider entry in Server-Timing`).toBe(true);
  expect(weight.providerSequential, `${screen}: sequential provider round trips, budget ${limit}`).toBeLessThanOrEqual(limit ?? 0);
  measuredScreens.add(screen);
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
    // Whose application the link opened, before the sign-in is created (ADR 0247).
    await expect(page.locator("#onboarding-whose")).toContainText("This is the application of Cedar Youth Collective");
    // The link was spent by that first request (ADR 0246): another browser gets no application from it.
    await withoutJavaScript(browser, async (other) => {
      await openMailLink(other, "director@cedar.test");
      await expect(other).toHaveURL(`${HOSTS.beacon}/onboard`);
      await expect(other.getByText("This link was opened before.", { exact: false })).toBeVisible();
      await expect(other.locator("#onboarding-whose")).toHaveCount(0);
    });

    // The applicant's sign-in, once.
    await expect(page.getByRole("heading", { name: "Create your sign-in for Cedar Youth Collective" })).toBeVisible();
    // The address gets a code first (ADR 0200), which the sign-in form asks for.
    const code = await addressCode(page, "dana.okafor@cedar.test", APPLICANT_EMAIL);
    await expect(page).toHaveURL(`${HOSTS.beacon}/onboard?step=code`);
    await expect(page.getByRole("heading", { name: "Create your sign-in for Cedar Youth Collective" })).toBeVisible();
    expect(await scriptCount(page)).toBe(0);
    await page.getByLabel("6-digit code").fill(code);
    await page.getByLabel("Your first name").fill("Dana");
    await page.getByLabel("Your last name").fill("Okafor");
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
    await expect(
      page.locator(".field-errors").getByText("Enter the 9-digit EIN from your IRS letter, for example 12-3456789."),
    ).toBeVisible();
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
    // Submit before the letter: refused, naming it in the summary first on the page (focused, linked to the
    // file field) and at the field itself.
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page.locator(".error-summary").getByRole("link", { name: MISSING_LETTER })).toHaveAttribute("href", "#document-document");
    await expect(page.locator("#document-document-error")).toHaveText(MISSING_LETTER);
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

test("a new organization with JavaScript on: each status's screen on return, an owner to wait for, then manual review", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = "director@juniper.test";
  const context = await browser.newContext();
  const page = await context.newPage();

  /** The applicant comes back another day: a fresh browser, signing in, lands on the status's screen. */
  async function returnsTo(path: string, heading?: string, measure = false) {
    const later = await browser.newContext();
    const again = await later.newPage();
    await again.goto(`${HOSTS.beacon}/login`);
    await again.getByLabel("E-mail or phone number").fill(email);
    await again.getByLabel("Password").fill(PASSWORD);
    await again.getByRole("button", { name: "Sign in" }).click();
    await expect(again).toHaveURL(`${HOSTS.beacon}${path}`);
    if (heading) await expect(again.getByRole("heading", { name: heading })).toBeVisible();
    await expectAccessible(again);
    if (measure) await withinBudget(again);
    await later.close();
  }

  await page.goto(`${HOSTS.beacon}/onboard`);
  await expectAccessible(page);
  await page.getByLabel("6-digit code").fill(await addressCode(page, email, APPLICANT_EMAIL));
  await expectAccessible(page);
  await page.getByLabel("Organization name").fill("Juniper Food Share");
  await page.getByLabel("Your first name").fill("Lena");
  await page.getByLabel("Your last name").fill("Moreau");
  await page.getByLabel("Choose a password").fill(PASSWORD);
  await page.getByLabel("Password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account and continue" }).click();
  await expect(page).toHaveURL(/\/businessInfo$/);
  const base = new URL(page.url()).pathname.replace(/\/businessInfo$/, "");
  await expectAccessible(page);
  await withinBudget(page);
  await returnsTo(`${base}/businessInfo`);

  // 00-0000002: the sandbox's test value for manual review (README, ADR 0146).
  await page.getByLabel("Legal name").fill("Juniper Food Share Inc.");
  await page.getByLabel("Legal structure").selectOption("NON_PROFIT");
  await page.getByLabel("Employer Identification Number (EIN)").fill("00-0000002");
  await page.getByLabel("Phone", { exact: true }).fill("5550107080");
  await page.getByLabel("What does your organization do, and whom does it pay?").fill("Weekly grocery cards for families in Dayton.");
  await fillAddress(page, "7 Juniper Rd", "45403");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}${base}/authorizedPerson/welcome`);
  await expectAccessible(page);
  await withinBudget(page);
  await returnsTo(`${base}/authorizedPerson/info`);

  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}${base}/authorizedPerson/info`);
  await withinBudget(page);
  await page.getByLabel("First name").fill("Lena");
  await page.getByLabel("Last name").fill("Moreau");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("5550107081");
  await page.getByLabel("Title").selectOption("CEO");
  await page.getByLabel("Date of birth").fill("1984-07-12");
  await page.getByLabel("Last 4 digits of their Social Security number").fill("5093");
  await fillAddress(page, "30 Maple St", "45406");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}${base}/authorizedPersonStatus`);
  await expectAccessible(page);
  await withinBudget(page);
  await returnsTo(`${base}/submitConfirmation`);

  // One owner of 25 % or more, asked by e-mail to give their own details.
  await page.goto(`${HOSTS.beacon}${base}/addBeneficialOwners`);
  await withinBudget(page);
  await page.getByLabel("First name").fill("Ravi");
  await page.getByLabel("Last name").fill("Patel");
  await page.getByLabel("E-mail address").fill("ravi@juniper.test");
  await page.getByLabel("Share").fill("30");
  await page.getByRole("button", { name: "E-mail the link" }).click();
  await expect(page.getByText("We e-mailed the owner a link.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Continue to review" }).click();
  await expectAccessible(page);
  await withinBudget(page);
  // With JavaScript too, Submit before the letter names it first on the page and at the file field.
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.locator(".error-summary")).toBeFocused();
  await expect(page.locator("#document-document-error")).toHaveText(MISSING_LETTER);
  await expectAccessible(page);

  // With JavaScript the upload shows its progress (a slow uplink makes it visible), then the page after it.
  const network = await context.newCDPSession(page);
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByLabel("File").setInputFiles({
    name: "determination-letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(768 * 1024, 0x20), Buffer.from("\n%%EOF\n")]),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  const progress = page.getByRole("progressbar", { name: "Uploading the document…" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByText("Document uploaded.")).toBeVisible({ timeout: 30_000 });
  await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText("determination-letter.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}${base}/beneficialOwnerStatus`);
  await expect(page.getByRole("heading", { name: "Waiting for the owners" })).toBeVisible();
  await withinBudget(page);
  await returnsTo(`${base}/beneficialOwnerStatus`);

  // The owner gives their part; the review starts, and an hour later the test EIN sends it to manual review.
  await withoutJavaScript(browser, async (owner) => {
    await openMailLink(owner, "ravi@juniper.test");
    await withinBudget(owner);
    await owner.getByLabel("Date of birth").fill("1979-03-05");
    await owner.getByLabel("Last 4 digits of their Social Security number").fill("2288");
    await owner.getByLabel("Address", { exact: true }).fill("4 Cedar Ct");
    await owner.getByLabel("City").fill("Dayton");
    await owner.getByLabel("State").selectOption("OH");
    await owner.getByLabel("ZIP code").fill("45409");
    await owner.getByRole("button", { name: "Save" }).click();
    await expect(owner.getByRole("heading", { name: "Thank you" })).toBeVisible();
  });
  await returnsTo(`${base}/submitConfirmation`);
  const advanced = await page.request.post(`${HOSTS.beacon}/_sandbox/clock/advance`, {
    data: { hours: 2 },
    headers: { Origin: HOSTS.beacon },
  });
  expect(advanced.status()).toBe(200);
  await returnsTo(`${base}/manualReview`, "Your application is in manual review", true);
  await context.close();
  // Every onboarding screen of the budgets was measured on the way.
  expect([...measuredScreens].sort()).toEqual(Object.keys(budgets.onboardingPages.sequentialProviderRoundTripsMax).sort());
});
