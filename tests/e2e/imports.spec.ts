import { expect, expectAccessible, HOSTS, holdPageData, hydrated, signIn, test, withoutJavaScript } from "./fixtures";

/**
 * Bulk imports without JavaScript (issue 20 item 7, docs/decisions/0170-bulk-imports.md): the upload,
 * the preview and the result are plain forms and pages. In the shared-state lane: an import creates and
 * moves what other specs read.
 */

const FAMILY = "biz_unity_family";
const RENT = "biz_unity_rent";

test("a card-loads file whose total exceeds the funding balance moves nothing, even when confirmed by hand", async ({ browser }) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "cards-program@unity.test");
    const list = await page.request.get(`${HOSTS.beacon}/${FAMILY}/cards?status=active`);
    const cards = [...new Set([...(await list.text()).matchAll(/href="\/biz_unity_family\/cards\/([A-Z0-9]{10})"/g)].map((m) => m[1]))];
    expect(cards.length, "active Family Cards cards").toBeGreaterThanOrEqual(3);

    await page.goto(`/${FAMILY}/cards`);
    await page.getByRole("link", { name: "Import card loads from a file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import card loads" })).toBeVisible();
    // The template: the columns, the help row (a note the import skips) and an example row.
    const template = await page.request.get(`${HOSTS.beacon}/${FAMILY}/import/card-loads/template.csv`);
    const lines = (await template.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"cardId","amount"');
    expect(lines[1]).toMatch(/^"# The 10-character card ID/);

    // Seven loads of $9,998.00: $69,986.00, beyond the program's $42,000 funding account. Semicolons and
    // decimal commas, as a European spreadsheet writes them.
    const rows = Array.from({ length: 7 }, (_, i) => `${cards[i % cards.length]};9998,00`);
    await page.getByLabel("CSV file").setInputFiles({
      name: "family-loads.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFFcardId;amount\r\n${rows.join("\r\n")}\r\n;\r\n`),
    });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await expect(page.getByText("Total: $69,986.00")).toBeVisible();
    const funding = page.getByRole("table", { name: "What the import takes from each funding account" });
    const balance = (await funding.getByRole("row").nth(1).getByRole("cell").nth(2).innerText()).trim();
    await expect(page.getByText("The funding account cannot cover this file: nothing will be loaded.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    // A hand-made confirm: the job checks the whole batch first and moves nothing.
    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const confirmed = await page.request.post(`${HOSTS.beacon}/${FAMILY}/import/card-loads?import=${importId}`, {
      form: { intent: "confirm", importId },
      headers: { Origin: HOSTS.beacon },
      maxRedirects: 0,
    });
    expect(confirmed.status()).toBe(303);
    await page.goto(`/${FAMILY}/import/card-loads?import=${importId}`);
    // Without JavaScript the progress page refreshes itself until the job has ended.
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Nothing was imported: the funding account could not cover the whole file")).toBeVisible();
    const result = await page.request.get(`${HOSTS.beacon}/${FAMILY}/import/card-loads/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(7);
    for (const line of outcomes) expect(line).toContain('"Not applied"');
    // The past imports name who ran it and link its result.
    await expect(page.getByRole("table", { name: "Past imports, newest first" }).getByText("cards-program@unity.test")).toBeVisible();

    // The same file again: the balance is what it was.
    await page.goto(`/${FAMILY}/import/card-loads`);
    await page.getByLabel("CSV file").setInputFiles({
      name: "family-loads.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`cardId;amount\r\n${rows.join("\r\n")}\r\n`),
    });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(funding.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(balance);
  });
});

test("a recipients file with two bad rows is fixed by uploading it again; confirmed, each recipient is created once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "program@unity.test");
    await page.goto(`/${RENT}/recipients`);
    await page.getByRole("link", { name: "Import recipients from a file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import recipients" })).toBeVisible();
    const template = await page.request.get(`${HOSTS.beacon}/${RENT}/import/recipients/template.csv`);
    const lines = (await template.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"name","email","phone","language","accountHolderName","accountType","accountNumber","routingNumber"');

    // Names in Arabic script and with accents; one recipient with bank details, two for the intake e-mail.
    const tag = Date.now();
    const people = [
      { name: "فاطمة الزهراء", email: `fatima.${tag}@recipient.test`, bank: "" },
      { name: "José Núñez", email: `jose.${tag}@recipient.test`, bank: "José Núñez,checking,000123456789,021000021" },
      { name: "Léa Dubois", email: `lea.${tag}@recipient.test`, bank: "" },
    ];
    const header = "name,email,phone,language,accountHolderName,accountType,accountNumber,routingNumber";
    const line = (p: { name: string; email: string; bank: string }) => `"${p.name}",${p.email},,es,${p.bank || ",,,"}`;
    const upload = async (body: string, button: string) => {
      await page.getByLabel("CSV file").setInputFiles({ name: "rent-recipients.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
      await page.getByRole("button", { name: button }).click();
    };
    // Row 3's e-mail is not an e-mail; row 4 repeats row 2's.
    const [fatima, jose, lea] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    await upload(
      `\uFEFF${header}\r\n${line(fatima)}\r\n${line({ ...jose, email: "jose-at-example" })}\r\n${line({ ...lea, email: fatima.email })}\r\n\r\n`,
      "Upload and check",
    );
    await expect(page.getByText("Rows with problems: 2.", { exact: false })).toBeVisible();
    const problems = page.getByRole("table", { name: "Rows with problems, as numbered in your spreadsheet" });
    await expect(problems.getByRole("row", { name: /^3 / }).getByText("Invalid Email")).toBeVisible();
    await expect(
      problems.getByRole("row", { name: /^4 / }).getByText("This e-mail address is already on an earlier row of the file."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    // The fixed file, uploaded again: every row is right, and only now can it be confirmed.
    await upload(`${header}\r\n${people.map(line).join("\r\n")}\r\n`, "Upload the fixed file");
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await page.getByRole("button", { name: "Confirm and import every row" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Rows applied: 3")).toBeVisible();

    // The result file: the original rows with their outcome and the provider's id; account numbers masked.
    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const result = await page.request.get(`${HOSTS.beacon}/${RENT}/import/recipients/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) expect(outcome).toMatch(/"Applied","rcp_[A-Za-z0-9]+"/);
    expect(outcomes[1]).toContain("••••6789");
    expect(outcomes[1]).not.toContain("000123456789");

    // The recipients are in the list, once each.
    for (const who of people) {
      await page.goto(`/${RENT}/recipients?search=${encodeURIComponent(who.email)}`);
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(page.locator("tbody").getByText(who.name)).toBeVisible();
    }
  });
});

for (const javaScriptEnabled of [false, true]) {
  test(`a cell with a problem is corrected in the preview: every row is checked again, the old preview is gone, a secret cell starts empty (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await signIn(page, "program@unity.test");
    await page.goto(`/${RENT}/import/recipients`);
    const tag = `${Date.now()}${javaScriptEnabled ? "j" : "n"}`;
    const header = "name,email,phone,language,accountHolderName,accountType,accountNumber,routingNumber";
    // Row 2's account number has letters in it; row 3's e-mail is not an e-mail.
    const body = `${header}\r\n"Amal Haddad",amal.${tag}@recipient.test,,es,Amal Haddad,checking,1234ABC,021000021\r\n"Omar Said",omar-at-example,,en,,,,\r\n`;
    await page.getByLabel("CSV file").setInputFiles({ name: "fix-in-place.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page.getByText("Rows with problems: 2.", { exact: false })).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page);
    const first = new URL(page.url()).searchParams.get("import") ?? "";

    // A correction that is still wrong: checked again, said so, and kept as typed.
    const email = page.getByLabel("Correct email in row 3");
    await expect(email).toHaveValue("omar-at-example");
    await email.fill("omar-at-example.org");
    await page.getByRole("button", { name: "Save (email in row 3)" }).click();
    // The corrected file is a new preview: wait until the page shows it, or the next correction could be typed
    // into the old page while the new one arrives (and be replaced by it).
    await expect(page).toHaveURL((url) => ![null, "", first].includes(url.searchParams.get("import")));
    const problems = page.getByRole("table", { name: "Rows with problems, as numbered in your spreadsheet" });
    await expect(problems.getByRole("row", { name: /^3 / }).getByText("Invalid Email")).toBeVisible();
    await expect(page.getByLabel("Correct email in row 3")).toHaveValue("omar-at-example.org");
    // The preview it replaced is gone.
    expect((await page.request.get(`${HOSTS.beacon}/${RENT}/import/recipients?import=${first}`)).status()).toBe(404);

    await page.getByLabel("Correct email in row 3").fill(`omar.${tag}@recipient.test`);
    await page.getByRole("button", { name: "Save (email in row 3)" }).click();
    await expect(page.getByText("Rows with problems: 1.", { exact: false })).toBeVisible();
    // An account number never comes back to the browser, not even to be corrected: its field starts empty.
    const account = page.getByLabel("Correct accountNumber in row 2");
    await expect(account).toHaveValue("");
    expect(await page.content()).not.toContain("1234ABC");
    await account.fill("000123456789");
    await page.getByRole("button", { name: "Save (accountNumber in row 2)" }).click();
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await expect(page.getByRole("table", { name: "The first rows of the file" })).toContainText(`omar.${tag}@recipient.test`);
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toBeVisible();
    await context.close();
  });
}

test("with JavaScript, while a correction's new preview is on its way every Save waits, and what is typed meanwhile stays", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "program@unity.test");
  await page.goto(`/${RENT}/import/recipients`);
  const tag = `${Date.now()}w`;
  const body = `name,email,phone,language,accountHolderName,accountType,accountNumber,routingNumber\r\n"Amal Haddad",amal-at-example,,,,,,\r\n"Omar Said",omar-at-example,,,,,,\r\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "two-fixes.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByText("Rows with problems: 2.", { exact: false })).toBeVisible();
  await hydrated(page);
  // The new preview's page data is held back, as a slow connection would.
  const release = await holdPageData(page, "GET");
  await page.getByLabel("Correct email in row 2").fill(`amal.${tag}@recipient.test`);
  await page.getByRole("button", { name: "Save (email in row 2)" }).click();
  const other = page.getByRole("button", { name: "Save (email in row 3)" });
  await expect(other).toBeDisabled();
  await page.getByLabel("Correct email in row 3").fill(`omar.${tag}@recipient.test`);
  await release();
  await expect(page.getByText("Rows with problems: 1.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Correct email in row 3")).toHaveValue(`omar.${tag}@recipient.test`);
  await expect(other).toBeEnabled();
  await other.click();
  await expect(page.getByText("Every row is right.")).toBeVisible();
  await context.close();
});

test("in Arabic on a 360-pixel phone the preview's correction form is right-to-left, fits the screen and is accessible", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, "program@unity.test");
  await page.goto(`/${RENT}/import/recipients?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const tag = `${Date.now()}a`;
  const body = `name,email,phone,language,accountHolderName,accountType,accountNumber,routingNumber\r\n"Amal Haddad",amal-at-example,,,,,,\r\n`;
  await page.getByLabel("ملف CSV").setInputFiles({ name: "arabic.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
  await page.getByRole("button", { name: "الرفع والتحقق" }).click();
  // The count is isolated on right-to-left pages (ADR 0197).
  const problems = page.getByRole("alert").filter({ hasText: "صفوف فيها مشكلات" });
  await expect(problems).toBeVisible();
  expect((await problems.textContent())?.replace(/[\u2068\u2069]/g, "")).toContain("صفوف فيها مشكلات: 1.");
  const email = page.getByLabel(/^تصحيح \u2068?email\u2069? في الصف \u2068?2\u2069?$/);
  await expect(email).toBeVisible();
  await expect(email).toHaveValue("amal-at-example");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  // The cell's field and its button are within the screen's width.
  const [field, save] = [
    await email.boundingBox(),
    await page.getByRole("button", { name: /^حفظ \(\u2068?email\u2069? في الصف \u2068?2\u2069?\)$/ }).boundingBox(),
  ];
  expect(field && save && field.x >= 0 && save.x >= 0 && field.x + field.width <= 360 && save.x + save.width <= 360).toBe(true);
  await email.fill(`amal.${tag}@recipient.test`);
  await page.getByRole("button", { name: /^حفظ \(\u2068?email\u2069? في الصف \u2068?2\u2069?\)$/ }).click();
  await expect(page.getByText("كل الصفوف صحيحة.")).toBeVisible();
  await context.close();
});

test("a physical-card order file: a bad row is shown on its cell, the fixed file orders one card per row", async ({ browser }) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "admin@harbor.test");
    await page.goto("/biz_harbor/orders");
    await page.getByRole("link", { name: "Order cards from a file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Order cards from a file" })).toBeVisible();
    await page.getByRole("link", { name: "Physical cards, shipped to each holder" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import a physical card order" })).toBeVisible();
    const template = await page.request.get(`${HOSTS.beacon}/biz_harbor/import/order/physical/template.csv`);
    const lines = (await template.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"firstName","lastName","email","phone","addressOne","addressTwo","city","state","zip","shippingMethod"');

    const tag = Date.now();
    const header = "firstName,lastName,email,phone,addressOne,addressTwo,city,state,zip,shippingMethod";
    const good = [
      `Maria,Lopez,maria.${tag}@holder.test,,"12 Oak Street, Rear",Apt 2,Springfield,IL,62701,USPS_GROUND`,
      `Omar,Haddad,omar.${tag}@holder.test,5550100123,400 Pine Avenue,,Chicago,IL,60601,UPS_NEXT_DAY`,
    ];
    const bad = `Omar,Haddad,omar.${tag}@holder.test,5550100123,PO Box 12,,Chicago,IL,60601,UPS_NEXT_DAY`;
    const upload = async (body: string, button: string) => {
      await page.getByLabel("CSV file").setInputFiles({ name: "harbor-cards.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
      await page.getByRole("button", { name: button }).click();
    };
    await upload(`${header}\r\n${good[0]}\r\n${bad}\r\n`, "Upload and check");
    const problems = page.getByRole("table", { name: "Rows with problems, as numbered in your spreadsheet" });
    await expect(
      problems.getByRole("row", { name: /^3 / }).getByText("Invalid Address One. This address cannot be a PO Box."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    await upload(`${header}\r\n${good.join("\r\n")}\r\n`, "Upload the fixed file");
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await page.getByRole("button", { name: "Confirm and import every row" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Rows applied: 2")).toBeVisible();

    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const result = await page.request.get(`${HOSTS.beacon}/biz_harbor/import/order/physical/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(2);
    const cardIds = outcomes.map((line) => /"Applied","([A-Z0-9]{10})"/.exec(line)?.[1] ?? "");
    expect(cardIds.every((id) => id.length === 10)).toBe(true);
    // Each card is the holder's, shipped to the row's address.
    await page.goto(`/biz_harbor/cards/${cardIds[1]}`);
    await expect(page.getByText("Omar Haddad").first()).toBeVisible();
  });
});

test("a virtual-card order file: a bad row is shown on its cell, the fixed file issues one card per row", async ({ browser }) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "admin@harbor.test");
    await page.goto("/biz_harbor/orders");
    await page.getByRole("link", { name: "Order cards from a file" }).click();
    await page.getByRole("link", { name: "Virtual cards, e-mailed to each holder" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import a virtual card order" })).toBeVisible();
    const template = await page.request.get(`${HOSTS.beacon}/biz_harbor/import/order/virtual/template.csv`);
    const lines = (await template.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"firstName","lastName","email","phone"');
    expect(lines[1]).toMatch(/^"# The cardholder's first name/);

    const tag = Date.now();
    const header = "firstName;lastName;email;phone";
    const good = [`Nadia;Karimi;nadia.${tag}@holder.test;`, `Tomas;Berg;tomas.${tag}@holder.test;5550100123`];
    // The single order form takes names without accents: the same rule, the same message, on its cell.
    const bad = `Tomás;Berg;tomas.${tag}@holder.test;5550100123`;
    const upload = async (body: string, button: string) => {
      await page.getByLabel("CSV file").setInputFiles({ name: "harbor-virtual.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
      await page.getByRole("button", { name: button }).click();
    };
    await upload(`\uFEFF${header}\r\n${good[0]}\r\n${bad}\r\n`, "Upload and check");
    await expect(page.getByText("Rows with problems: 1.", { exact: false })).toBeVisible();
    const problems = page.getByRole("table", { name: "Rows with problems, as numbered in your spreadsheet" });
    await expect(
      problems.getByRole("row", { name: /^3 / }).getByText("Invalid First Name. Use letters and spaces only, up to 255 characters."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    await upload(`${header}\r\n${good.join("\r\n")}\r\n`, "Upload the fixed file");
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await page.getByRole("button", { name: "Confirm and import every row" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Rows applied: 2")).toBeVisible();

    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const result = await page.request.get(`${HOSTS.beacon}/biz_harbor/import/order/virtual/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(2);
    const cardIds = outcomes.map((line) => /"Applied","([A-Z0-9]{10})"/.exec(line)?.[1] ?? "");
    expect(cardIds.every((id) => id.length === 10)).toBe(true);
    await page.goto(`/biz_harbor/cards/${cardIds[1]}`);
    await expect(page.getByText("Tomas Berg").first()).toBeVisible();
  });
});

/** Rent Relief's recipients in one intake status, from the recipients export (id and e-mail). */
async function rentRecipients(page: import("@playwright/test").Page, status: string) {
  const csv = await page.request.get(`${HOSTS.beacon}/${RENT}/recipients/export.csv?intakeStatus=${status}`);
  return [...(await csv.text()).matchAll(/^"(rcp_[A-Za-z0-9_-]+)","[^"]*","([^"]+)"/gm)].map((m) => ({
    id: m[1] ?? "",
    email: m[2] ?? "",
  }));
}

test("a payments file: a recipient without a verified bank account is shown on its cell; the fixed file pays each row once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "program@unity.test");
    const verified = await rentRecipients(page, "bank_account_verified");
    const pending = await rentRecipients(page, "pending_verification");
    expect(verified.length, "verified Rent Relief recipients").toBeGreaterThanOrEqual(2);
    expect(pending.length, "Rent Relief recipients pending verification").toBeGreaterThanOrEqual(1);
    const [first, second] = verified as [(typeof verified)[0], (typeof verified)[0]];

    await page.goto(`/${RENT}/recipients`);
    await page.getByRole("link", { name: "Import payments from a file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import payments" })).toBeVisible();
    const template = await page.request.get(`${HOSTS.beacon}/${RENT}/import/payments/template.csv`);
    const lines = (await template.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"recipient","amount","speed"');
    expect(lines[1]).toMatch(/^"# The recipient to pay/);

    // One recipient by ID, one by e-mail (in capitals, as a spreadsheet may have it); row 4 pays a
    // recipient whose bank account is still being verified, row 5 more than a bank transfer may carry.
    const header = "recipient,amount,speed";
    const good = [`${first.id},1.25,ach`, `${second.email.toUpperCase()},2.00,sameday_ach`];
    const upload = async (body: string, button: string) => {
      await page.getByLabel("CSV file").setInputFiles({ name: "rent-payments.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
      await page.getByRole("button", { name: button }).click();
    };
    await upload(`${header}\r\n${good.join("\r\n")}\r\n${pending[0]?.id},3.00,ach\r\n${first.id},50000.01,ach\r\n`, "Upload and check");
    await expect(page.getByText("Rows with problems: 2.", { exact: false })).toBeVisible();
    const problems = page.getByRole("table", { name: "Rows with problems, as numbered in your spreadsheet" });
    await expect(
      problems.getByRole("row", { name: /^4 / }).getByText("This recipient's bank account is not verified yet, so they cannot be paid."),
    ).toBeVisible();
    // The payment form's own message for the amount.
    await expect(problems.getByRole("row", { name: /^5 / }).getByText("Bank transfer amount must not exceed $50,000.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    await upload(`${header}\r\n${good.join("\r\n")}\r\n`, "Upload the fixed file");
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await expect(page.getByText("Total: $3.25")).toBeVisible();
    await page.getByRole("button", { name: "Confirm and import every row" }).click();
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Rows applied: 2")).toBeVisible();

    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const result = await page.request.get(`${HOSTS.beacon}/${RENT}/import/payments/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(2);
    for (const outcome of outcomes) expect(outcome).toMatch(/"Applied","trf_[A-Za-z0-9]+"/);
    await expect(page.getByRole("table", { name: "Past imports, newest first" }).getByText("program@unity.test").first()).toBeVisible();
  });
});

test("a payments file whose total exceeds the funding balance pays nothing, even when confirmed by hand", async ({ browser }) => {
  test.setTimeout(120_000);
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "program@unity.test");
    const [first, second] = await rentRecipients(page, "bank_account_verified");
    // Two payments of $50,000: $100,000, beyond Rent Relief's funding account.
    const body = `recipient,amount,speed\r\n${first?.id},50000.00,ach\r\n${second?.id},50000.00,ach\r\n`;
    await page.goto(`/${RENT}/import/payments`);
    await page.getByLabel("CSV file").setInputFiles({ name: "rent-too-much.csv", mimeType: "text/csv", buffer: Buffer.from(body) });
    await page.getByRole("button", { name: "Upload and check" }).click();
    await expect(page.getByText("Every row is right.")).toBeVisible();
    await expect(page.getByText("Total: $100,000.00")).toBeVisible();
    await expect(page.getByText("The funding account cannot cover this file: nothing will be paid.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm and import every row" })).toHaveCount(0);

    const importId = new URL(page.url()).searchParams.get("import") ?? "";
    const confirmed = await page.request.post(`${HOSTS.beacon}/${RENT}/import/payments?import=${importId}`, {
      form: { intent: "confirm", importId },
      headers: { Origin: HOSTS.beacon },
      maxRedirects: 0,
    });
    expect(confirmed.status()).toBe(303);
    await page.goto(`/${RENT}/import/payments?import=${importId}`);
    await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Nothing was imported: the funding account could not cover the whole file")).toBeVisible();
    const result = await page.request.get(`${HOSTS.beacon}/${RENT}/import/payments/result.csv?import=${importId}`);
    const outcomes = (await result.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1);
    expect(outcomes).toHaveLength(2);
    for (const line of outcomes) expect(line).toContain('"Not applied"');
  });
});
