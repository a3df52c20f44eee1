import { expect, HOSTS, signIn, test, withoutJavaScript } from "./fixtures";

/**
 * Bulk imports without JavaScript (issue 20 item 7, docs/decisions/0170-bulk-imports.md): the upload,
 * the preview and the result are plain forms and pages. In the shared-state lane: an import creates and
 * moves what other specs read.
 */

const FAMILY = "biz_unity_family";

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
