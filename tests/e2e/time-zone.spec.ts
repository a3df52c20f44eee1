import { defaultAutoloadEndDate, nextAutoloadStartDate } from "#domain/dates";
import { expect, HOSTS, signIn, test } from "./fixtures";

const AUTOLOADS = `${HOSTS.beacon}/biz_harbor/autoloads`;
// 14 hours ahead of UTC: its calendar day is New York's next day for most of the day.
const ZONE = "Pacific/Kiritimati";

test.use({ timezoneId: ZONE });

test("the new autoload's default dates follow the browser's zone (spec section 4, ADR 0238)", async ({ page }) => {
  await signIn(page, "admin@harbor.test");
  // The dashboard's script remembers the browser's zone for the server.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "__Host-tz")?.value).toBe(encodeURIComponent(ZONE));
  await page.goto(AUTOLOADS);
  const clock = (await (await page.request.get(`${HOSTS.beacon}/_sandbox/clock`)).json()) as { now: string };
  const now = new Date(clock.now);
  const form = page.locator("#create-autoload");
  await expect(form.getByLabel("Start date")).toHaveValue(nextAutoloadStartDate(now, ZONE));
  await expect(form.getByLabel("End date")).toHaveValue(defaultAutoloadEndDate(now, ZONE));
});
