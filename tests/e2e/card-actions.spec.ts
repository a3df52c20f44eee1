import type { Page } from "@playwright/test";
import {
  dollars,
  expect,
  expectAccessible,
  fact,
  HOSTS,
  hiddenFields,
  holdPageData,
  hydrated,
  signIn,
  test,
  twiceAtOnce,
} from "./fixtures";

const METRO = `${HOSTS.beacon}/biz_metro`;

/**
 * Active Metro cards of this spec's own: the fuzz takes the list's first, so these are further down.
 * Their notes and custom fields are this spec's own too.
 */
async function metroCards(page: Page): Promise<string[]> {
  const list = await page.request.get(`${METRO}/cards?status=active`);
  const ids = [...(await list.text()).matchAll(/href="\/biz_metro\/cards\/([A-Z0-9]{10})"/g)].map((m) => m[1] ?? "");
  const own = [...new Set(ids)].slice(5, 20);
  expect(own.length).toBeGreaterThanOrEqual(10);
  return own;
}

/** A card's available balance, in cents, as its page shows it ("$1,234.56"). */
async function available(page: Page, card: string): Promise<number> {
  await page.goto(`${METRO}/cards/${card}`);
  const text = (await page.locator(".facts dd").first().textContent()) ?? "";
  return Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);
}

/** The first of this spec's cards from `from` on whose page offers an action (`setPin`: no PIN yet). */
async function cardOffering(page: Page, cards: readonly string[], action: string, from: number): Promise<string> {
  for (const card of cards.slice(from)) {
    if ((await (await page.request.get(`${METRO}/cards/${card}`)).text()).includes(`?confirm=${action}`)) return card;
  }
  throw new Error(`no Metro card of this spec offers ${action}`);
}

test.describe("card actions: notes and custom fields", () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    expect((await request.get(`${HOSTS.beacon}/login`, { timeout: 230_000 })).status()).toBe(200);
  });

  test("a note is added, edited and deleted (after confirming), accessible", async ({ page }) => {
    await signIn(page, "metro@metro.test");
    const [card] = await metroCards(page);
    await page.goto(`${METRO}/cards/${card}`);
    const text = `Called about the replacement ${Date.now().toString(36)}`;
    await page.getByLabel("Add a note").fill(text);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("The note was added.")).toBeVisible();
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes).toContainText(text);

    await notes
      .getByRole("link", { name: /^Edit the note of/ })
      .first()
      .click();
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue(text);
    await page.getByLabel("Note", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Note is required")).toBeVisible();
    await page.getByLabel("Note", { exact: true }).fill(`${text} (edited)`);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("The note was saved.")).toBeVisible();
    await expect(notes).toContainText(`${text} (edited)`);
    await expectAccessible(page);

    await notes
      .getByRole("link", { name: /^Delete the note of/ })
      .first()
      .click();
    await expect(page.getByText("Delete this note? This cannot be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete the note" }).click();
    await expect(page.getByText("The note was deleted.")).toBeVisible();
    await expect(notes).not.toContainText(text);
  });

  test("without JavaScript: a Harbor card joins one of Harbor's active autoloads from its page, then leaves it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "admin@harbor.test");
    const list = await page.request.get(`${HOSTS.beacon}/biz_harbor/cards?status=active`);
    const ids = [...new Set([...(await list.text()).matchAll(/href="\/biz_harbor\/cards\/([A-Z0-9]{10})"/g)].map((m) => m[1] ?? ""))];
    let card = "";
    // The last active card offered an autoload it is not in (the other specs use the first ones).
    for (const id of ids.reverse()) {
      if ((await (await page.request.get(`${HOSTS.beacon}/biz_harbor/cards/${id}`)).text()).includes('value="addToAutoload"')) {
        card = id;
        break;
      }
    }
    expect(card, "an active Harbor card offered an autoload").not.toBe("");
    await page.goto(`${HOSTS.beacon}/biz_harbor/cards/${card}`);
    const autoloads = page.getByRole("region", { name: "Autoloads" });
    const name = ((await page.getByLabel("Add to an autoload").locator("option").first().textContent()) ?? "").trim();
    await page.getByRole("button", { name: "Add to the autoload" }).click();
    await expect(page.getByText("The card was added to the autoload. It is loaded from the next run.")).toBeVisible();
    await expect(autoloads.getByRole("link", { name, exact: true })).toBeVisible();
    await autoloads.getByRole("button", { name: `Remove from ${name}` }).click();
    await expect(page.getByText("The card was taken out of the autoload. Its next runs will not load it.")).toBeVisible();
    await expect(autoloads.getByRole("link", { name, exact: true })).toHaveCount(0);
    await context.close();
  });

  test("without JavaScript: custom fields on a card are added, changed and removed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "metro@metro.test");
    const [, card] = await metroCards(page);
    await page.goto(`${METRO}/cards/${card}`);
    const fields = page.getByRole("region", { name: "Custom fields" });
    await fields.getByRole("link", { name: "Edit custom fields" }).click();
    await page.getByLabel("Field name").fill("Case number");
    await page.getByLabel("Value", { exact: true }).fill("C-1042");
    await page.getByRole("button", { name: "Save custom fields" }).click();
    await expect(page.getByText("The custom fields were saved.")).toBeVisible();
    await expect(fields).toContainText("C-1042");

    await fields.getByRole("link", { name: "Edit custom fields" }).click();
    await page.getByLabel("Value of Case number").fill("C-2001");
    await page.getByRole("button", { name: "Save custom fields" }).click();
    await expect(fields).toContainText("C-2001");

    await fields.getByRole("link", { name: "Edit custom fields" }).click();
    await page.getByLabel("Remove Case number").check();
    await page.getByRole("button", { name: "Save custom fields" }).click();
    await expect(page.getByText("The custom fields were saved.")).toBeVisible();
    await expect(fields).not.toContainText("C-2001");

    await context.close();
  });

  test("staff set a first PIN after confirming it; a mismatch says so and never shows the PIN again", async ({ page }) => {
    await signIn(page, "metro@metro.test");
    const card = await cardOffering(page, await metroCards(page), "setPin", 3);
    await page.goto(`${METRO}/cards/${card}`);
    await page.getByRole("link", { name: "Set PIN" }).click();
    await expect(page.getByRole("heading", { name: "Set this card's PIN?" })).toBeVisible();
    await page.getByLabel("PIN", { exact: true }).fill("4821");
    await page.getByLabel("PIN again").fill("4812");
    await page.getByRole("button", { name: "Yes, set the PIN" }).click();
    await expect(page.locator(".field-errors").getByText("Pins do not match.")).toBeVisible();
    await page.getByLabel("PIN", { exact: true }).fill("4821");
    await page.getByLabel("PIN again").fill("4821");
    await page.getByRole("button", { name: "Yes, set the PIN" }).click();
    await expect(page.getByText("The PIN was set.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Set PIN" })).toHaveCount(0);
    expect(await page.content()).not.toContain("4821");
  });

  test("without JavaScript: a physical card is reissued to an address (no PO Box) and its replacement's page opens", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, "metro@metro.test");
    const cards = await metroCards(page);
    const card = await cardOffering(page, cards, "reissueAndShip", 10);
    await page.goto(`${METRO}/cards/${card}`);
    await page.getByRole("link", { name: "Reissue and ship" }).click();
    await page.getByLabel("Address line 1").fill("PO Box 12");
    await page.getByLabel("City").fill("Springfield");
    await page.getByLabel("State").selectOption("IL");
    await page.getByLabel("ZIP code").fill("62701");
    await page.getByRole("button", { name: "Yes, reissue and ship" }).click();
    await expect(page.locator(".field-errors").getByText("Invalid Address One. This address cannot be a PO Box.")).toBeVisible();
    await expect(page.getByLabel("City")).toHaveValue("Springfield");
    await page.getByLabel("Address line 1").fill("12 Main Street");
    await page.getByRole("button", { name: "Yes, reissue and ship" }).click();
    await expect(page.getByText("The new card will be shipped. This is its page.")).toBeVisible();
    expect(page.url()).not.toContain(card);
    await page.goto(`${METRO}/cards/${card}`);
    await expect(page.getByText("Closed", { exact: true }).first()).toBeVisible();
    await context.close();
  });

  test("card to card: the review states the amount; a double submit moves it once, and no money is created or lost", async ({ page }) => {
    await signIn(page, "metro@metro.test");
    const [, from, to] = await metroCards(page);
    // Enough on the sending card, whatever the seed gave it.
    await page.goto(`${METRO}/cards/${from}?confirm=load`);
    await page.getByLabel("Amount to load (USD)").fill("10");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Load $10.00" }).click();
    await expect(page.getByText("$10.00 was loaded onto the card.")).toBeVisible();
    const [fromBefore, toBefore] = [await available(page, from ?? ""), await available(page, to ?? "")];

    await page.goto(`${METRO}/cards/${from}`);
    await page.getByRole("link", { name: "Move funds to another card" }).click();
    await page.getByLabel("Card ID of the other card").fill(from ?? "");
    await page.getByLabel("Amount to move (USD)").fill("2.5");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator(".field-errors").getByText("Choose a card other than this one.")).toBeVisible();
    await page.getByLabel("Card ID of the other card").fill((to ?? "").toLowerCase());
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are about to move $2.50 from this card to card" })).toContainText(
      to ?? "",
    );
    await expectAccessible(page);

    // The reviewed confirmation, sent twice at once, as a double click without JavaScript does.
    const review = page.locator("form", { has: page.getByRole("button", { name: "Move $2.50 to the other card" }) });
    const form = await hiddenFields(review);
    expect(form).toMatchObject({ intent: "transfer", amount: "2.50", toCardId: to, reviewed: "yes" });
    const url = `${METRO}/cards/${from}?confirm=transfer`;
    const headers = { Origin: HOSTS.beacon };
    const replies = await twiceAtOnce(() => page.request.post(url, { form, headers, maxRedirects: 0 }));
    expect(replies.map((r) => r.status())).toEqual([302, 302]);
    // The second waited for the first and got its answer: both go to the card with the receipt's flash.
    for (const reply of replies) {
      expect(reply.headers().location).toBe(`/biz_metro/cards/${from}`);
      expect(reply.headers()["set-cookie"]).toMatch(/flash=[^;]*transfer/);
    }
    expect(await available(page, from ?? "")).toBe(fromBefore - 250);
    expect(await available(page, to ?? "")).toBe(toBefore + 250);
  });
});

test.describe("review before money moves, receipt after (issue 24)", () => {
  for (const [javaScriptEnabled, index] of [
    [false, 3],
    [true, 4],
  ] as const) {
    test(`a load is reviewed (amount, from, to, balance afterwards), then receipted once; a reload shows no receipt (JavaScript ${javaScriptEnabled ? "on" : "off"}, 360 px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 780 } });
      const page = await context.newPage();
      await signIn(page, "metro@metro.test");
      const card = (await metroCards(page))[index] ?? "";
      const before = await available(page, card);
      await page.goto(`${METRO}/cards/${card}?confirm=load`);
      await page.getByLabel("Amount to load (USD)").fill("4.5");
      await page.getByRole("button", { name: "Continue" }).click();
      const review = page.locator(".confirm-panel .review-list");
      await expect(page.getByRole("heading", { name: "Check before the money moves" })).toBeVisible();
      await expect(fact(review, "Amount")).toHaveText("$4.50");
      await expect(fact(review, "From")).toHaveText("Your funding account");
      await expect(fact(review, "To")).toContainText(/•••• \d{6}$/);
      await expect(fact(review, "Card balance afterwards")).toHaveText(dollars(before + 450));
      // axe needs JavaScript. The review and the receipt on their own here; the whole card page at 360 px
      // (its transactions now stacked rows) is checked in wayfinding.spec.ts.
      if (javaScriptEnabled) await expectAccessible(page, ".confirm-panel");
      // Nothing sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole("button", { name: "Load $4.50" }).click();
      const receipt = page.locator(".receipt");
      await expect(receipt.getByRole("heading", { name: "Money moved" })).toBeVisible();
      await expect(receipt).toContainText("$4.50 was loaded onto the card.");
      await expect(fact(receipt, "New card balance")).toHaveText(dollars(before + 450));
      await expect(fact(receipt, "Reference")).toHaveText(/^load_\w+$/);
      if (javaScriptEnabled) await expectAccessible(page, ".receipt");
      await page.reload();
      await expect(page.locator(".facts dd").first()).toHaveText(dollars(before + 450));
      await expect(page.getByRole("heading", { name: "Money moved" })).toHaveCount(0);
      await context.close();
    });
  }

  test("keyboard: an opened panel takes the focus and Escape gives it back; a busy confirm says so; a panel the server rendered leaves the page still while it wakes up", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, "metro@metro.test");
    const card = (await metroCards(page))[7] ?? "";
    // Rendered by the server: hydrating it moves neither the focus nor the page (a tap aimed at its
    // button must land on it).
    await page.goto(`${METRO}/cards/${card}?confirm=load`);
    await hydrated(page);
    // The panel's own effects: two frames after the root's.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => [document.activeElement?.tagName, window.scrollY])).toEqual(["BODY", 0]);
    // Opened in the page: its heading takes the focus; Escape closes it and the focus returns to the action.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.locator(".confirm-panel")).toHaveCount(0);
    await page.getByRole("link", { name: "Load funds" }).click();
    await expect(page.getByRole("heading", { name: "Load funds onto this card" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".confirm-panel")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Load funds" })).toBeFocused();
    // A load confirmed in the page: while it is sent the button says so and cannot be pressed again;
    // then the receipt's heading takes the focus.
    await page.getByRole("link", { name: "Load funds" }).click();
    await page.getByLabel("Amount to load (USD)").fill("1");
    await page.getByRole("button", { name: "Continue" }).click();
    // The review takes the focus, in view (issue 35 item 4, ADR 0235).
    await expect(page.getByRole("heading", { name: "Check before the money moves" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Check before the money moves" })).toBeInViewport();
    const release = await holdPageData(page, "POST");
    await page.getByRole("button", { name: "Load $1.00" }).click();
    const busy = page.locator(".confirm-panel button[aria-busy=true]");
    await expect(busy).toHaveText("Sending…");
    await expect(busy).toBeDisabled();
    await release();
    await expect(page.getByRole("heading", { name: "Money moved" })).toBeFocused();
    await context.close();
  });

  test("in Arabic: moving an amount back asks how much, is reviewed and receipted; a shared link shows no receipt", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await signIn(page, "metro@metro.test");
    const card = (await metroCards(page))[6] ?? "";
    // Money on the card first, so there is something to move back.
    await page.goto(`${METRO}/cards/${card}?confirm=load`);
    await page.getByLabel("Amount to load (USD)").fill("3");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Load $3.00" }).click();
    await expect(page.locator(".receipt")).toBeVisible();
    await page.goto(`${METRO}/cards/${card}?confirm=withdraw&lang=ar`);
    // Neither choice made: the form says to choose.
    await page.getByRole("button", { name: "متابعة" }).click();
    await expect(page.locator(".field-errors").first()).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.locator('input[name="amount"]').fill("1.25");
    await page.getByRole("button", { name: "متابعة" }).click();
    await expect(page.getByRole("heading", { name: "راجع قبل تحويل الأموال" })).toBeVisible();
    await expect(page.locator(".confirm-panel .review-list")).toContainText("حساب التمويل الخاص بك");
    await expectAccessible(page, ".confirm-panel");
    await page.locator(".confirm-panel form button[type=submit]").click();
    const receipt = page.locator(".receipt");
    await expect(receipt.getByRole("heading", { name: "تم تحويل الأموال" })).toBeVisible();
    await expectAccessible(page, ".receipt");
    // The page's address, opened afresh (a shared link): no receipt.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.locator(".page-heading")).toBeVisible();
    await expect(other.locator(".receipt")).toHaveCount(0);
    await page.goto(`${METRO}/cards/${card}?lang=en`);
    await context.close();
  });
});
