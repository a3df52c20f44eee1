import { addressCode, expect, HOSTS, test } from "./fixtures";

/**
 * A business that is not approved cannot act (issue 34 item 8, ADR 0242): a new applicant who opens a
 * dashboard page by its address lands on the screen of their application's status and is told why. The
 * provider's refusals (programs, cards, members, recipients, money) are sandbox/test/onboarding.test.ts.
 */
test("an applicant's dashboard addresses lead to their application's screen, with the reason", async ({ page }) => {
  const email = "director@aspen-gate.test";
  await page.goto(`${HOSTS.beacon}/onboard`);
  await page.getByLabel("6-digit code").fill(await addressCode(page, email, { email: "Your e-mail address", send: "Send the code" }));
  await page.getByLabel("Organization name").fill("Aspen Gate Pantry");
  await page.getByLabel("Your first name").fill("Iris");
  await page.getByLabel("Your last name").fill("Novak");
  await page.getByLabel("Choose a password").fill("Aspen#Gate2026");
  await page.getByLabel("Password again").fill("Aspen#Gate2026");
  await page.getByRole("button", { name: "Create account and continue" }).click();
  await expect(page).toHaveURL(/\/businessInfo$/);
  const base = new URL(page.url()).pathname.replace(/\/businessInfo$/, "");

  for (const path of ["/programs", "/cards", "/settings/members"]) {
    await page.goto(`${HOSTS.beacon}${base}${path}`);
    await expect(page).toHaveURL(`${HOSTS.beacon}${base}/businessInfo`);
    await expect(page.getByText("Your organization can use the dashboard once its application is approved.")).toBeVisible();
  }
});
