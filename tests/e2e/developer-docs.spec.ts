import { expect, HOSTS, signIn, test } from "./fixtures";

/** Issue 38 item 9 (docs/decisions/0221): the provider API's OpenAPI document is a download of Developers -> Docs. */
test("Developers -> Docs offers the OpenAPI document as a file; without developerTools the file answers 403", async ({ page, browser }) => {
  await signIn(page, "dev@harbor.test");
  await page.goto(`${HOSTS.beacon}/biz_harbor/developers/docs`);
  const link = page.getByRole("link", { name: "Download the OpenAPI document (JSON)" });
  await expect(link).toHaveAttribute("href", "/biz_harbor/developers/openapi.json");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("beacon-provider-openapi.json");
  const file = await page.request.get(`${HOSTS.beacon}/biz_harbor/developers/openapi.json`);
  expect(file.headers()["content-type"]).toContain("application/json");
  const document = (await file.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.paths["/businesses/{id}/loadHistory"]?.get?.operationId).toBe("businesses.listLoadHistory");

  const viewer = await browser.newContext();
  const other = await viewer.newPage();
  await signIn(other, "viewer@harbor.test");
  expect((await other.request.get(`${HOSTS.beacon}/biz_harbor/developers/openapi.json`, { maxRedirects: 0 })).status()).toBe(403);
  await viewer.close();
});
