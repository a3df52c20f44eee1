// node /tmp/look/shots.mjs <outdir> [screens...]: screenshots of the key screens at 1280/360, en/ar.
import { chromium } from "@playwright/test";
const [, , out, ...only] = process.argv;
const base = "http://localhost:8871";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--headless", "--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1"] });
async function signed(email, login, width, lang, cardholder) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 400 ? 860 : 780 } });
  const page = await ctx.newPage();
  await page.goto(`${base}${login}?lang=${lang}`);
  await page.locator('input[name="identifier"], input[type="email"], input[autocomplete="username"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill("Sandbox#2026");
  await page.locator('form button[type="submit"]').last().click();
  await page.waitForURL((u) => !u.pathname.startsWith(login), { timeout: 20000 });
  return { ctx, page };
}
const screens = {
  cards: ["admin@harbor.test", "/login", "/biz_harbor/cards"],
  card: ["admin@harbor.test", "/login", "/biz_harbor/cards/HB4M7R2KQ9"],
  recipients: ["admin@harbor.test", "/login", "/biz_harbor/recipients"],
  recipient: ["admin@harbor.test", "/login", "/biz_harbor/recipients/rcp_amina"],
  reports: ["admin@harbor.test", "/login", "/biz_harbor/reports"],
  cardholder: ["maria@cardholder.test", "/cardholders", "/cardholder/dashboard"],
  components: [null, null, "/_components"],
};
for (const [name, [email, login, path]] of Object.entries(screens)) {
  if (only.length && !only.includes(name)) continue;
  for (const width of [1280, 360]) for (const lang of ["en", "ar"]) {
    let ctx, page;
    try {
      if (email) ({ ctx, page } = await signed(email, login, width, lang));
      else { ctx = await browser.newContext({ viewport: { width, height: 860 } }); page = await ctx.newPage(); }
      await page.goto(`${base}${path}?lang=${lang}`);
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: width === 360 ? false : false });
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}-full.png`, fullPage: true });
    } catch (e) { console.log(name, width, lang, e.message.split("\n")[0]); }
    await ctx?.close();
  }
}
await browser.close();
