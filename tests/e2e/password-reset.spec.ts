/**
 * Password reset through the e-mailed link, with JavaScript on and off. A reset ends every session of the
 * account (ADR 0099), so these run in the serial phase (playwright.config.ts), never beside a spec that
 * signs the same persona in; each sets the demo password again, so the persona keeps working afterwards.
 */
import { expect, HOSTS, latestMail, mailbox, PASSWORD, test, withoutJavaScript } from "./fixtures";

test("with JavaScript: a password breaking the rule is refused, then the new one signs in", async ({ page }) => {
  await page.goto(`${HOSTS.beacon}/login?step=reset`);
  await page.getByLabel("E-mail or phone number").fill("casemanager@harbor.test");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(/we sent it a link/)).toBeVisible();
  const mail = await latestMail(page, "casemanager@harbor.test");
  expect(mail.link).toMatch(/^\/reset-password\?/);
  await page.goto(`${HOSTS.beacon}${mail.link}`);
  await expect(page).toHaveURL(`${HOSTS.beacon}/login?step=new-password`);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(
    page.locator(".field-errors").getByText("Password must contain 8 characters, including at least one number and one special character"),
  ).toBeVisible();
  // The demo password again (a reset may keep it), so the persona keeps working for the specs after this one.
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();
  await page.getByLabel("E-mail or phone number").fill("casemanager@harbor.test");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
});

test("without JavaScript: a mismatched confirmation is refused, and the demo password is set again", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${HOSTS.beacon}/login`);
    await page.getByRole("link", { name: /forgot/i }).click();
    const [before] = await mailbox(page, "metro@metro.test");
    await page.getByLabel("E-mail or phone number").fill("metro@metro.test");
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByText(/we sent it a link/)).toBeVisible();
    const mail = await latestMail(page, "metro@metro.test", before?.id);
    await page.goto(`${HOSTS.beacon}${mail.link}`);
    await expect(page).toHaveURL(`${HOSTS.beacon}/login?step=new-password`);
    // Opening the link spent its token (ADR 0154): a copy of the URL elsewhere, as a log would keep it, is refused.
    await withoutJavaScript(browser, async (copy) => {
      await copy.goto(`${HOSTS.beacon}${mail.link}`);
      await expect(copy).toHaveURL(`${HOSTS.beacon}/login?step=reset`);
      await expect(copy.getByText("Sorry, this link is not valid or has expired. Please ask for a new link.")).toBeVisible();
    });
    await page.getByLabel("New password", { exact: true }).fill("Metro#2027x");
    await page.getByLabel("Confirm new password").fill("Metro#2027y");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    // Back to the demo password, so the persona keeps working for everyone else.
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByText("Your password was changed.")).toBeVisible();
    await page.getByLabel("E-mail or phone number").fill("metro@metro.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${HOSTS.beacon}/biz_metro/cards`);
  });
});
