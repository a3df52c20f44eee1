/**
 * The product works without JavaScript (ADR 0006): these flows run in a browser with JavaScript off and
 * click the real buttons of the real forms (no hand-made requests). Then axe on the states the other specs
 * do not reach (not-found page, forms showing errors, confirmation panels, cardholder pages), JavaScript on.
 */
import type { Page } from "@playwright/test";
import { codeIn, expect, expectAccessible, HOSTS, latestMail, mailbox, PASSWORD, signIn, test, withoutJavaScript } from "./fixtures";

const CARDS = `${HOSTS.beacon}/biz_harbor/cards`;
/** Harbor's active physical card with the second-highest seeded balance (ADR 0023): emptied, locked and unlocked here. */
const ACTIONS_CARD = "UN2GDHJ6AD";

/** Opens an action's confirmation panel by its link, confirms with the panel's button, and waits for the result. */
async function confirm(page: Page, action: string, yes: string, done: string) {
  await page.getByRole("link", { name: action }).click();
  await page.getByRole("button", { name: yes }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test.describe("JavaScript off, through the real forms", () => {
  test("card actions: move the balance back, lock and unlock, freeze and unfreeze, tag and untag", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await signIn(page, "admin@harbor.test");
      await page.goto(`${CARDS}/${ACTIONS_CARD}`);
      const status = page.locator(".page-heading .status");
      await expect(status).toHaveText("Active");
      // Money moves only after a review that states the amount as it will move (issue 23).
      const available = await page.locator(".facts dd").first().innerText();
      await page.getByRole("link", { name: "Move funds back" }).click();
      await page.getByLabel(`The whole balance (${available} available now)`).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.locator(".review-amount")).toHaveText(
        `You are about to move the whole available balance, now ${available}, back to your funding account.`,
      );
      await page.getByRole("button", { name: `Move ${available} back` }).click();
      await expect(page.getByText(`${available} was moved back to the funding account.`)).toBeVisible();
      await expect(page.locator(".facts dd").first()).toHaveText("$0.00");
      await confirm(page, "Lock card", "Yes, lock the card", "The card is locked.");
      await expect(status).toHaveText("Locked");
      await confirm(page, "Unlock card", "Yes, unlock the card", "The card is unlocked.");
      await expect(status).toHaveText("Active");
      await confirm(page, "Freeze card", "Yes, freeze the card", "The card is frozen.");
      await expect(status).toHaveText("Frozen");
      await confirm(page, "Unfreeze card", "Yes, unfreeze the card", "The card is unfrozen.");
      await expect(status).toHaveText("Active");
      // Harbor's existing tag "Food" (a typed name picks the existing tag, ADR 0167); this card has none.
      const tags = page.locator(".tag-list");
      await page.getByLabel("Add a tag").fill("Food");
      await page.getByRole("button", { name: "Add tag" }).click();
      await expect(page.getByText("The tag was added.")).toBeVisible();
      await expect(tags.getByText("Food", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Remove the tag Food" }).click();
      await expect(page.getByText("The tag was removed.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Remove the tag Food" })).toHaveCount(0);
    });
  });

  test("a virtual card order, resending the new card, then closing it", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await signIn(page, "admin@harbor.test");
      await page.goto(`${HOSTS.beacon}/biz_harbor/orders`);
      await page.getByRole("link", { name: "Create a virtual card" }).click();
      await page.getByLabel("First name").fill("Vera");
      await page.getByLabel("Last name").fill("Nowak");
      await page.getByLabel("E-mail").fill("vera.nowak@example.org");
      // Check your answers before the order is placed (issue 24).
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Check the order before you place it" })).toBeVisible();
      await expect(page.locator(".check-answers")).toContainText("Vera Nowak");
      await page.getByRole("button", { name: "Place the order" }).click();
      await expect(page.getByText("The order was placed.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Card order");
      await expect(page.locator(".facts")).toContainText("Virtual");
      await expect(page.getByRole("heading", { name: "Ships to" })).toHaveCount(0);
      // The new card holds no money (every seeded card has a pending purchase), so it can be closed.
      const cards = page.locator("section", { has: page.getByRole("heading", { name: "Cards in this order" }) }).getByRole("link");
      await expect(cards).toHaveCount(1);
      await cards.click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Vera Nowak");
      // Resend the card's e-mail: one more message in the holder's mailbox.
      const sent = (await mailbox(page, "vera.nowak@example.org")).length;
      await confirm(page, "Resend virtual card", "Yes, resend", "The virtual card was sent again.");
      await expect.poll(async () => (await mailbox(page, "vera.nowak@example.org")).length).toBe(sent + 1);
      await confirm(page, "Close card", "Yes, close the card", "The card is closed.");
      await expect(page.locator(".page-heading .status")).toHaveText("Closed");
      // A closed card offers no action that would change it again.
      await expect(page.getByRole("link", { name: "Lock card" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Close card" })).toHaveCount(0);
    });
  });

  test("programs list and a program's cards", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await signIn(page, "super@unity.test");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programs");
      await page.getByRole("link", { name: "Unity Family Cards" }).click();
      // A cards program opens on its cards.
      await expect(page).toHaveURL(`${HOSTS.beacon}/biz_unity_family/cards`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cards");
      await expect(page.locator("tbody tr").first()).toBeVisible();
    });
  });

  test("a cardholder signs in with a one-time code sent by SMS", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${HOSTS.beacon}/cardholders`);
      await page.getByRole("link", { name: "Sign in with a one-time code instead" }).click();
      const [before] = await mailbox(page, "5550100001");
      await page.getByLabel("E-mail or phone number").fill("5550100001");
      await page.getByRole("button", { name: "Send the code" }).click();
      await expect(page.getByText(/We sent a 6-digit code to •+001/)).toBeVisible();
      const sms = await latestMail(page, "5550100001", before?.id);
      await page.getByLabel("6-digit code").fill(codeIn(sms));
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${HOSTS.beacon}/cardholder/dashboard`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cards");
    });
  });

  test("a cardholder's wrong password is refused on the branded portal, the right one signs in", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${HOSTS.brightFutures}/brightfutures`);
      await page.getByLabel("E-mail or phone number").fill("lee@cardholder.test");
      await page.getByLabel("Password").fill("Wrong#pass1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(/not right/);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures/cardholder`);
      await expect(page.getByText("Virtual card")).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(`${HOSTS.brightFutures}/brightfutures`);
    });
  });
});

test.describe("accessibility of the states other specs do not check", () => {
  test("the not-found page", async ({ page }) => {
    const response = await page.goto(`${HOSTS.beacon}/an-unknown-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expectAccessible(page);
  });

  test("the sign-in form showing errors", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/login`);
    await page.getByLabel("E-mail or phone number").fill("admin@harbor.test");
    await page.getByLabel("Password").fill("Wrong#pass1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(/not right/);
    await expectAccessible(page);
  });

  test("a confirmation panel and a form with a field error", async ({ page }) => {
    await signIn(page, "admin@harbor.test");
    await page.goto(`${CARDS}/HB4M7R2KQ9?confirm=lock`);
    await expect(page.getByRole("heading", { name: "Lock this card?" })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`${CARDS}/HB4M7R2KQ9?confirm=load`);
    await page.getByLabel("Amount to load (USD)").fill("10000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator(".field-errors").getByText("Load amount must be less than $9,999.")).toBeVisible();
    await expectAccessible(page);
    // The review of an amount before it moves (issue 23).
    await page.getByLabel("Amount to load (USD)").fill("12,50");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator(".review-amount")).toHaveText("You are about to load $12.50 onto this card from your funding account.");
    await expectAccessible(page);
  });

  test("the cardholder dashboards", async ({ page }) => {
    await page.goto(`${HOSTS.beacon}/cardholders`);
    await page.getByLabel("E-mail or phone number").fill("maria@cardholder.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My cards");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.goto(`${HOSTS.brightFutures}/brightfutures`);
    await page.getByLabel("E-mail or phone number").fill("lee@cardholder.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Virtual card")).toBeVisible();
    await expectAccessible(page);
  });
});
