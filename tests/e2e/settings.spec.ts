import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, HOSTS, latestMail, signIn, test } from "./fixtures";

const MEMBERS = `${HOSTS.beacon}/biz_harbor/settings/members`;

/** Adds a member through the page's form (works the same with and without JavaScript). */
async function addMember(page: Page, email: string, role: string, [firstName, lastName] = ["Nadia", "Haddad"]) {
  await page.goto(MEMBERS);
  await page.getByRole("link", { name: "Add a member" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Add and send the invitation" }).click();
  await expect(page.getByText("The member was added and the invitation e-mail is on its way.")).toBeVisible();
}

/** Opens the invitation link in a fresh browser and sets the password: the new member lands in the dashboard. */
async function register(browser: Browser, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const invitation = await latestMail(page, email);
  expect(invitation.link).toMatch(/^\/register\/member\?token=/);
  await page.goto(`${HOSTS.beacon}${invitation.link}`);
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(`${HOSTS.beacon}/register/member`);
  return { context, page };
}

test.describe("settings: members", () => {
  // The first request seeds the sandbox (10,000 cards): wait for it once, not inside a test's budget.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    expect((await request.get(`${HOSTS.beacon}/login`, { timeout: 230_000 })).status()).toBe(200);
  });

  test("lists members with their roles in plain words, accessible", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(MEMBERS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
    const table = page.locator("tbody");
    await expect(table).toContainText("admin@harbor.test");
    await expect(table).toContainText("Admin (every permission)");
    await expect(table).toContainText("Viewer (read only)");
    await expect(table).not.toContainText("cws_case_manager");
    await page.getByRole("link", { name: "Add a member" }).click();
    await expect(page.getByRole("heading", { name: "Add a member", level: 2 })).toBeVisible();
    await expectAccessible(page);
  });

  test("an admin invites a member; the link sets a password with the spec's rule and lands in the dashboard", async ({ page, browser }) => {
    await signIn(page, "admin@harbor.test");
    await addMember(page, "nadia.invited@harbor.test", "CWS case manager");
    await expect(page.locator("tbody tr", { hasText: "nadia.invited@harbor.test" })).toContainText("Invitation sent");

    const { context, page: invited } = await register(browser, "nadia.invited@harbor.test");
    await expect(invited.getByRole("heading", { level: 1 })).toContainText("Join");
    await invited.getByLabel("Password", { exact: true }).fill("password");
    await invited.getByLabel("Confirm password").fill("password");
    await invited.getByRole("button", { name: "Create account" }).click();
    await expect(
      invited
        .locator(".field-errors")
        .getByText("Password must contain 8 characters, including at least one number and one special character"),
    ).toBeVisible();
    await invited.getByLabel("Password", { exact: true }).fill("Welcome#Harbor26");
    await invited.getByLabel("Confirm password").fill("Welcome#Harbor26");
    await invited.getByRole("button", { name: "Create account" }).click();
    await expect(invited).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
    await context.close();

    await page.reload();
    await expect(page.locator("tbody tr", { hasText: "nadia.invited@harbor.test" })).toContainText("Active");
  });

  test("an existing account is invited, shows only what was typed, and accepts with its own password (issue 34 item 4)", async ({
    page,
    browser,
  }) => {
    // An account of Harbor first.
    await signIn(page, "admin@harbor.test");
    await addMember(page, "rosa.twice@harbor.test", "Viewer (read only)", ["Rosa", "Lind"]);
    const first = await register(browser, "rosa.twice@harbor.test", false);
    await first.page.getByLabel("Password", { exact: true }).fill("Twice#2026");
    await first.page.getByLabel("Confirm password").fill("Twice#2026");
    await first.page.getByRole("button", { name: "Create account" }).click();
    await expect(first.page).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
    await first.context.close();

    // Metro adds the same address: it sees the names it typed and an invitation, nothing of the account.
    const metroContext = await browser.newContext({ javaScriptEnabled: false });
    const metro = await metroContext.newPage();
    await signIn(metro, "metro@metro.test");
    await metro.goto(`${HOSTS.beacon}/biz_metro/settings/members`);
    await metro.getByRole("link", { name: "Add a member" }).click();
    await metro.getByLabel("E-mail").fill("rosa.twice@harbor.test");
    await metro.getByLabel("First name").fill("Typed");
    await metro.getByLabel("Last name").fill("Stranger");
    await metro.getByLabel("Role", { exact: true }).selectOption({ label: "Viewer (read only)" });
    await metro.getByRole("button", { name: "Add and send the invitation" }).click();
    const row = metro.locator("tbody tr", { hasText: "rosa.twice@harbor.test" });
    await expect(row).toContainText("Typed Stranger");
    await expect(row).toContainText("Invitation sent");
    await expect(row).not.toContainText("Rosa");

    const { context, page: invited } = await register(browser, "rosa.twice@harbor.test", false);
    await invited.getByLabel("Your current password").fill("Wrong#2026");
    await invited.getByRole("button", { name: "Accept the invitation" }).click();
    await expect(invited.getByText("That is not the password of the account this invitation was sent to.")).toBeVisible();
    await invited.getByLabel("Your current password").fill("Twice#2026");
    await invited.getByRole("button", { name: "Accept the invitation" }).click();
    await expect(invited).toHaveURL(/\/biz_harbor\/cards$/);
    await context.close();
    await metro.reload();
    await expect(row).toContainText("Rosa Lind");
    await metroContext.close();
  });

  test("without JavaScript: invite, register, and removing the member ends their open session at once", async ({ browser }) => {
    const adminContext = await browser.newContext({ javaScriptEnabled: false });
    const admin = await adminContext.newPage();
    await signIn(admin, "admin@harbor.test");
    await addMember(admin, "sam.leaving@harbor.test", "Viewer (read only)", ["Sam", "Okafor"]);

    const { context, page: member } = await register(browser, "sam.leaving@harbor.test", false);
    await member.getByLabel("Password", { exact: true }).fill("Leaving#2026");
    await member.getByLabel("Confirm password").fill("Leaving#2026");
    await member.getByRole("button", { name: "Create account" }).click();
    await expect(member).toHaveURL(`${HOSTS.beacon}/biz_harbor/cards`);
    await member.goto(MEMBERS);
    await expect(member.getByRole("link", { name: "Add a member" })).toHaveCount(0);

    // A role change, confirmed, reaches the member's open session at once (ADR 0180).
    await admin.goto(MEMBERS);
    await admin.getByRole("link", { name: "Change role of Sam Okafor" }).click();
    await expect(admin.getByRole("heading", { name: "Change the role of Sam Okafor?" })).toBeVisible();
    await expect(admin.getByText("Current role of Sam Okafor on Harbor Relief Network: Viewer (read only).")).toBeVisible();
    await admin.getByRole("button", { name: "Yes, change the role" }).click();
    await expect(admin.locator("#new-role-errors")).toHaveText("Choose a role");
    await admin.getByLabel("New role").selectOption({ label: "Admin (every permission)" });
    await admin.getByRole("button", { name: "Yes, change the role" }).click();
    await expect(admin.getByText("The role was changed.")).toBeVisible();
    await expect(admin.locator("tbody tr", { hasText: "sam.leaving@harbor.test" })).toContainText("Admin (every permission)");
    // The sandbox acts on the new role at the member's next request; the page they open next takes it
    // into their session (the user refresh runs beside the page's own reads), the one after shows it.
    await member.goto(`${HOSTS.beacon}/biz_harbor/cards`);
    await member.goto(MEMBERS);
    await expect(member.getByRole("link", { name: "Add a member" })).toBeVisible();

    await admin.getByRole("link", { name: "Remove Sam Okafor" }).click();
    await expect(admin.getByRole("heading", { name: "Remove Sam Okafor?" })).toBeVisible();
    await expect(admin.getByText("loses access to Harbor Relief Network at once")).toBeVisible();
    await admin.getByRole("button", { name: "Yes, remove" }).click();
    await expect(admin.getByText("The member was removed and signed out.")).toBeVisible();
    await expect(admin.locator("tbody")).not.toContainText("sam.leaving@harbor.test");

    // The removed member's open session is over: the next page is the sign-in page.
    await member.goto(`${HOSTS.beacon}/biz_harbor/cards`);
    await expect(member).toHaveURL(/\/login/);
    await context.close();
    await adminContext.close();
  });

  test("a refused invitation keeps what was typed and says why", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${MEMBERS}?add=1`);
    await page.getByLabel("E-mail").fill("viewer@harbor.test");
    await page.getByLabel("First name").fill("Vera");
    await page.getByLabel("Last name").fill("Viewer");
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Viewer (read only)" });
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await expect(page.getByText("This person is already a member.")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Vera");
  });

  test("a viewer sees the members but cannot add or remove, and the action refuses a forged post", async ({ page }) => {
    await signIn(page, "viewer@harbor.test");
    await page.goto(MEMBERS);
    await expect(page.locator("tbody")).toContainText("admin@harbor.test");
    await expect(page.getByRole("link", { name: "Add a member" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Remove / })).toHaveCount(0);
    const forged = await page.request.post(MEMBERS, {
      form: { intent: "add", email: "x@harbor.test", firstName: "X", lastName: "Y", role: "admin", businessId: "biz_harbor" },
    });
    expect(forged.status()).toBe(403);
  });

  test("an unknown invitation link says so, and offers no password form", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/register/member?token=${"x".repeat(40)}`);
    await expect(page).toHaveURL(`${HOSTS.beacon}/register/member`);
    await expect(page.getByText("Sorry, incorrect link.")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an invitation link is spent on its first use; the page says whose invitation it is, and that a newer link replaced it (ADR 0246, 0247)", async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, "admin@harbor.test");
    for (const javaScriptEnabled of [true, false]) {
      const mode = javaScriptEnabled ? "js" : "nojs";
      await addMember(page, `lina.${mode}@harbor.test`, "Viewer (read only)", ["Lina", "First"]);
      const link = (await latestMail(page, `lina.${mode}@harbor.test`)).link ?? "";
      const first = await register(browser, `lina.${mode}@harbor.test`, javaScriptEnabled);
      // Whose invitation it is, before the password step (the address masked as everywhere).
      const whose = first.page.locator("#invitation-whose");
      await expect(whose).toContainText("This invitation is to Harbor Relief Network, for l•••@harbor.test.");
      await expect(first.page.getByLabel("Password", { exact: true })).toBeVisible();
      // The same link from another browser (another device, or whoever read the address in a log): spent.
      const elsewhere = await browser.newContext({ javaScriptEnabled });
      const other = await elsewhere.newPage();
      await other.goto(`${HOSTS.beacon}${link}`);
      await expect(other).toHaveURL(`${HOSTS.beacon}/register/member`);
      await expect(other.getByText("This invitation link was opened before.", { exact: false })).toBeVisible();
      await expect(other.getByLabel("Password", { exact: true })).toHaveCount(0);
      await elsewhere.close();
      // The same link again in its own browser goes on.
      await first.page.goto(`${HOSTS.beacon}${link}`);
      await expect(whose).toContainText("for l•••@harbor.test.");
      // A newer invitation opened in the same browser replaces it, and the page says which one is active.
      await addMember(page, `omar.${mode}@harbor.test`, "Viewer (read only)", ["Omar", "Second"]);
      await first.page.goto(`${HOSTS.beacon}${(await latestMail(page, `omar.${mode}@harbor.test`)).link ?? ""}`);
      await expect(first.page).toHaveURL(`${HOSTS.beacon}/register/member`);
      await expect(first.page.getByText("You opened another invitation link.", { exact: false })).toBeVisible();
      await expect(whose).toContainText("for o•••@harbor.test.");
      await first.context.close();
    }
  });
});

const RULES = `${HOSTS.beacon}/biz_harbor/settings/spend-rules`;

test.describe("settings: spend rules", () => {
  test("/settings goes to the spend rules; a merchant block rule, previewed on 90 days, is created without JavaScript and declines a purchase", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    // A casino purchase goes through on a card today: the preview must find it.
    await page.goto(`${HOSTS.beacon}/biz_harbor/cards?status=active&formFactor=virtual`);
    const cardId = await page
      .getByRole("checkbox", { name: /^Select the card of / })
      .first()
      .inputValue();
    const purchase = (merchantName: string) =>
      page.request.post(`${HOSTS.beacon}/_sandbox/cards/${cardId}/purchase`, {
        data: { amountCents: 777, merchantName, merchantCategory: "betting_casino_gambling" },
        headers: { origin: HOSTS.beacon },
      });
    expect((await purchase("Lucky Star Casino")).status()).toBe(201);

    await page.goto(`${HOSTS.beacon}/biz_harbor/settings`);
    await expect(page).toHaveURL(RULES);
    await page.getByRole("link", { name: "New list of blocked merchants" }).click();
    const previewButton = page.getByRole("button", { name: "Preview the last 90 days" });
    await previewButton.click();
    // The error summary at the top repeats the message (a link to the field): the first is enough.
    await expect(page.getByText("Name is required").first()).toBeVisible();
    await page.getByLabel("Name").fill("No gambling or liquor");
    await previewButton.click();
    await expect(page.getByText("Choose at least one kind of merchant.").first()).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("No gambling or liquor");
    await page.getByLabel("Betting, casinos and gambling").check();
    // The category search narrows the list without JavaScript; what was typed and chosen stays.
    await page.getByLabel("Find a kind of merchant").fill("liquor");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page.getByText("Also chosen: Betting, casinos and gambling.")).toBeVisible();
    await expect(page.getByLabel("Grocery stores and supermarkets")).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("No gambling or liquor");
    await page.getByLabel("Liquor stores").check();
    await previewButton.click();
    // Nothing saved yet: what the rule would have declined over 90 days, by merchant, with the choices kept.
    await expect(page.getByRole("heading", { name: "What this rule would have done in the last 90 days" })).toBeVisible();
    await expect(page.getByText(/^Purchases it would have declined: \d+, \$[\d,.]+ in all/)).toBeVisible();
    const merchants = page.getByRole("table", { name: "Merchants it would have declined" });
    await expect(merchants.locator("tr", { hasText: "Lucky Star Casino" })).toContainText("Betting, casinos and gambling");
    await expect(page.getByLabel("Liquor stores")).toBeChecked();
    await expect(page.locator("tbody tr", { hasText: "No gambling or liquor" })).toHaveCount(0);
    await page.getByRole("button", { name: "Create the spend rule" }).click();
    await expect(page.getByText("The spend rule was created.")).toBeVisible();
    const row = page.locator("tbody tr", { hasText: "No gambling or liquor" });
    await expect(row).toContainText("Blocked merchants");
    await expect(row).toContainText("Betting, casinos and gambling, Liquor stores");
    await expect(row).not.toContainText("betting_casino_gambling");

    // Applied to the card from the cards list, the rule declines the next casino purchase: "Invalid Merchant".
    await page.goto(`${HOSTS.beacon}/biz_harbor/cards?search=${cardId}`);
    await page.locator(`input[name="cardIds"][value="${cardId}"]`).check();
    await page.getByLabel("Action").selectOption("spendRule");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Spend rule", { exact: true }).selectOption({ label: "No gambling or liquor" });
    await page.getByRole("button", { name: "Review" }).click();
    await page.getByRole("button", { name: "Apply the spend rule" }).click();
    await expect(page.getByText("Cards done: 1")).toBeVisible();
    expect((await purchase("Golden Dice")).status()).toBe(201);
    await page.goto(`${HOSTS.beacon}/biz_harbor/cards/${cardId}`);
    await expect(page.locator("tbody tr", { hasText: "Golden Dice" })).toContainText("Invalid Merchant");

    // On the card's own page the rule is taken off and applied again, each confirmed (no JavaScript).
    const rules = page.getByRole("region", { name: "Spend rules" });
    await rules.getByRole("link", { name: "Remove the rule No gambling or liquor" }).click();
    await expect(page.getByRole("heading", { name: "Remove “No gambling or liquor” from this card?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, remove the rule" }).click();
    await expect(page.getByText("The spend rule no longer applies to this card.")).toBeVisible();
    expect((await purchase("Silver Slots")).status()).toBe(201);
    await page.reload();
    await expect(page.locator("tbody tr", { hasText: "Silver Slots" })).not.toContainText("Invalid Merchant");
    await rules.getByLabel("Apply a spend rule").selectOption({ label: "No gambling or liquor (Blocked merchants)" });
    await rules.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Apply “No gambling or liquor” to this card?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, apply the rule" }).click();
    await expect(page.getByText("The spend rule now applies to this card.")).toBeVisible();
    await expect(rules.getByRole("link", { name: "Remove the rule No gambling or liquor" })).toBeVisible();
    await context.close();
  });

  test("a spending limit is created and changed with JavaScript, accessible; a viewer cannot change rules", async ({ page, browser }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${RULES}?new=velocity`);
    await page.getByLabel("Name").fill("Weekly cap");
    await page.getByLabel("Amount").fill("150.00");
    await page.getByLabel("Per").selectOption({ label: "week (7 days)" });
    await page.getByRole("button", { name: "Preview the last 90 days" }).click();
    await expect(page.getByText(/^Replayed on the purchases of every card of the organization/)).toBeVisible();
    await expect(page.getByLabel("Amount")).toHaveValue("150.00");
    await expectAccessible(page);
    // A changed field makes the preview out of date: it says so and only "Preview again" is offered.
    await page.getByLabel("Amount").fill("150");
    await expect(page.getByText("The rule changed after this preview: preview it again before saving.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create the spend rule" })).toHaveCount(0);
    await page.getByRole("button", { name: "Preview again" }).click();
    await expect(page.getByText("The rule changed after this preview")).toHaveCount(0);
    await page.getByRole("button", { name: "Create the spend rule" }).click();
    await expect(page.locator("tbody tr", { hasText: "Weekly cap" })).toContainText("At most $150.00 per week");
    await page.getByRole("link", { name: "Change Weekly cap" }).click();
    await expect(page.getByLabel("Amount")).toHaveValue("150.00");
    await page.getByLabel("Amount").fill("200");
    await page.getByRole("button", { name: "Preview the last 90 days" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The spend rule was changed.")).toBeVisible();
    await expect(page.locator("tbody tr", { hasText: "Weekly cap" })).toContainText("At most $200.00 per week");

    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await signIn(viewer, "viewer@harbor.test");
    await viewer.goto(RULES);
    await expect(viewer.locator("tbody")).toContainText("Weekly cap");
    await expect(viewer.getByRole("link", { name: /^Change / })).toHaveCount(0);
    const forged = await viewer.request.post(RULES, {
      form: { intent: "create", type: "velocity", name: "X", amount: "1", period: "day" },
    });
    expect(forged.status()).toBe(403);
    await viewerContext.close();
  });
});
