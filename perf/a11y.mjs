// Lighthouse's accessibility category alone, on the screens of the screenshot baselines (issue 35, ADR
// 0249; tests/e2e/screens.spec.ts), in English and Arabic (the recipient's page in English and Spanish,
// its only other languages): the cards list, a card page with a load's review and with its receipt,
// recipients, a recipient, a report, programs, members, the cardholder's home and card, the recipient's
// bank details and onboarding's business info. Debian's Chromium, as scripts/bench.mjs runs Lighthouse;
// the browser signs each persona in once and keeps its cookies, so the review and the receipt (states
// after a post) are scored as a snapshot of the page, the other screens as a navigation.
//
// `npm run bench` includes it (perf/budgets.json benchGoals.accessibilityMin); `npm run a11y`
// (scripts/a11y.mjs) runs it alone. Accessibility does not depend on the machine's load: it can be
// measured while other work runs.
import { launch } from "chrome-launcher";
import { navigation, snapshot } from "lighthouse";
import puppeteer from "puppeteer-core";
import { newRecipient } from "./intake-walk.mjs";
import { DEMO_PASSWORD, signIn } from "./sign-in.mjs";

const LANGS = ["en", "ar"];
/** The recipient's pages exist in English, Spanish and Polish only (ADR 0106). */
const INTAKE_LANGS = ["en", "es"];
/** The card whose load is reviewed (a Unity Youth Stipends card, as in the screenshot spec). */
const LOAD_CARD = "/biz_unity_youth/cards/H5ZMSY7UC9";
const REPORT = "/biz_harbor/reports?period=custom&from=2026-10-01&to=2026-10-31";
/** @type {import("lighthouse").Flags} */
const FLAGS = { onlyCategories: ["accessibility"], disableStorageReset: true, logLevel: "error" };

/** @param {import("lighthouse").RunnerResult | undefined} result */
function scoreOf(result) {
  if (!result || result.lhr.runtimeError) return { score: Number.NaN, failing: [result?.lhr.runtimeError?.code ?? "no result"] };
  const category = result.lhr.categories.accessibility;
  const failing = (category?.auditRefs ?? [])
    .map((ref) => result.lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
    .map((a) => a?.id ?? "");
  return { score: Math.round((category?.score ?? 0) * 100), failing };
}

/** @param {import("puppeteer-core").Page} page @param {string} name the control's accessible name */
const control = (page, name) => page.locator(`::-p-aria([name="${name}"])`);

/** The newest 6-digit code the sandbox sent to `to`. @param {string} origin @param {string} to */
async function codeFor(origin, to) {
  const res = await fetch(`${origin}/_sandbox/mail.json?to=${encodeURIComponent(to)}`);
  const { messages } = /** @type {{ messages: { body: string }[] }} */ (await res.json());
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/**
 * Every screen's accessibility score, keyed "<screen> (<lang>)".
 * @param {string} origin e.g. http://localhost:8796 (the server's other hosts keep its port)
 * @param {{ chromePath: string, chromeFlags: string[] }} chrome the browser Lighthouse drives and its flags
 *   (Debian's Chromium: scripts/lib.mjs CHROMIUM, CHROMIUM_FLAGS)
 * @returns {Promise<Record<string, { score: number, failing: string[] }>>}
 */
export async function accessibilityScores(origin, { chromePath, chromeFlags }) {
  const { port } = new URL(origin);
  const brand = `http://brightfutures.localhost:${port}`;
  const chrome = await launch({
    chromePath,
    // The brand's host (brightfutures.localhost) on this machine.
    chromeFlags: [...chromeFlags, "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  /** @type {Record<string, { score: number, failing: string[] }>} */
  const scores = {};
  /** @param {import("puppeteer-core").Page} page @param {string} label @param {string} url */
  const audit = async (page, label, url) => {
    const result = await navigation(page, url, { flags: FLAGS });
    // A lost session would score the sign-in page instead: the page scored must be the one asked for.
    const landed = new URL(result?.lhr.finalDisplayedUrl ?? "about:blank");
    if (landed.host !== new URL(url).host || landed.pathname !== new URL(url).pathname)
      throw new Error(`${label}: ${url} ended on ${landed.href}`);
    scores[label] = scoreOf(result);
  };
  /** A page of its own browser context with a staff member's session. @param {string} email */
  const staffPage = async (email) => {
    const cookie = (await signIn(origin, email)).split("=");
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setCookie({
      name: cookie[0] ?? "",
      value: cookie.slice(1).join("="),
      url: origin,
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    });
    return page;
  };
  try {
    const unity = await staffPage("super@unity.test");
    const harbor = await staffPage("admin@harbor.test");
    for (const lang of LANGS) {
      await audit(unity, `cards list (${lang})`, `${origin}/biz_unity_youth/cards?lang=${lang}`);
      await unity.goto(`${origin}${LOAD_CARD}?confirm=load&lang=${lang}`);
      await unity.locator("html[data-hydrated]").wait();
      await unity.locator("input[name=amount]").fill("25");
      await unity.locator(".confirm-panel form button[type=submit]").click();
      await unity.locator(".review-list").wait();
      scores[`card page, load review (${lang})`] = scoreOf(await snapshot(unity, { flags: FLAGS }));
      await unity.locator(".confirm-panel button[type=submit]").click();
      await unity.locator(".receipt").wait();
      scores[`card page, receipt (${lang})`] = scoreOf(await snapshot(unity, { flags: FLAGS }));
      await audit(harbor, `recipients (${lang})`, `${origin}/biz_harbor/recipients?lang=${lang}`);
      await audit(harbor, `a recipient (${lang})`, `${origin}/biz_harbor/recipients/rcp_amina?lang=${lang}`);
      await audit(harbor, `reports (${lang})`, `${origin}${REPORT}&lang=${lang}`);
      await audit(unity, `programs (${lang})`, `${origin}/biz_unity/programs?lang=${lang}`);
      await audit(unity, `members (${lang})`, `${origin}/biz_unity/settings/members?lang=${lang}`);
    }

    // Lee, on the Bright Futures portal (JavaScript-free pages), signed in through its form.
    const lee = await (await browser.createBrowserContext()).newPage();
    await lee.goto(`${brand}/brightfutures?lang=en`);
    await control(lee, "E-mail or phone number").fill("lee@cardholder.test");
    await control(lee, "Password").fill(DEMO_PASSWORD);
    await Promise.all([lee.waitForNavigation(), control(lee, "Sign in").click()]);
    for (const lang of LANGS) {
      await audit(lee, `cardholder home (${lang})`, `${brand}/brightfutures/cardholder?lang=${lang}`);
      await audit(lee, `cardholder card (${lang})`, `${brand}/brightfutures/cardholder/cards/BF9L3E6VX2?lang=${lang}`);
    }

    // A new Harbor recipient's way in from the e-mailed link, to the bank details.
    const mail = await newRecipient(origin, await signIn(origin, "admin@harbor.test"));
    const recipient = await (await browser.createBrowserContext()).newPage();
    await recipient.goto(`${origin}${mail.link}`);
    await control(recipient, "Your e-mail address").fill(mail.to);
    await Promise.all([recipient.waitForNavigation(), control(recipient, "Send me a code").click()]);
    await control(recipient, "6-digit code").fill(await codeFor(origin, mail.to));
    await Promise.all([recipient.waitForNavigation(), control(recipient, "Continue").click()]);
    for (const lang of INTAKE_LANGS)
      await audit(recipient, `intake bank details (${lang})`, `${origin}/setup-payment/recipient?lang=${lang}`);

    // A new organization from /onboard, to its first step.
    const email = `a11y.${Date.now()}@juniper.test`;
    const applicant = await (await browser.createBrowserContext()).newPage();
    await applicant.goto(`${origin}/onboard?lang=en`);
    await control(applicant, "Your e-mail address").fill(email);
    await Promise.all([applicant.waitForNavigation(), control(applicant, "Send the code").click()]);
    await control(applicant, "6-digit code").fill(await codeFor(origin, email));
    await control(applicant, "Organization name").fill("Juniper Food Share");
    await control(applicant, "Your first name").fill("Lena");
    await control(applicant, "Your last name").fill("Moreau");
    await control(applicant, "Choose a password").fill("Juniper#Share2026");
    await control(applicant, "Password again").fill("Juniper#Share2026");
    await Promise.all([applicant.waitForNavigation(), control(applicant, "Create account and continue").click()]);
    const businessInfo = new URL(applicant.url()).pathname;
    if (!businessInfo.endsWith("/businessInfo")) throw new Error(`onboarding went to ${applicant.url()}`);
    for (const lang of LANGS) await audit(applicant, `onboarding business info (${lang})`, `${origin}${businessInfo}?lang=${lang}`);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return scores;
}

/** The pages under `min`, as "label score (audits)". @param {Awaited<ReturnType<typeof accessibilityScores>>} scores @param {number} min */
export function belowGoal(scores, min) {
  return Object.entries(scores)
    .filter(([, s]) => !(s.score >= min))
    .map(([label, s]) => `accessibility ${s.score} on ${label} (${s.failing.join(", ")})`);
}

/** @param {Awaited<ReturnType<typeof accessibilityScores>>} scores */
export function printScores(scores) {
  console.info("\nLighthouse accessibility (mobile) on the screens of the screenshot baselines");
  console.table(Object.fromEntries(Object.entries(scores).map(([label, s]) => [label, { score: s.score, failing: s.failing.join(", ") }])));
}
