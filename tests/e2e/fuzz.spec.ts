/**
 * Bad input (issue 12): fast-check posts generated values — very long strings, control characters,
 * right-to-left marks, emoji, numbers with many decimals, negative and huge amounts, duplicated fields
 * — into every form of every route with an action, as a browser without JavaScript would. No answer
 * may be a 5xx; every refusal shows its message on the page (a field marked invalid or an alert) in
 * words, never a raw translation key. The provider applies the same rules (sandbox/test/rulebook.test.ts),
 * so nothing the rules forbid is saved.
 *
 * Each route with an action names the pages whose forms post to it; a new route with an action fails
 * the first test until it is listed here. Each page is checked to hold a form that posts to the route
 * itself before anything is fuzzed (issue 37 item 5), and only those forms are fuzzed. Every route's
 * action also gets the bodies no form sends (none, another content type, a broken multipart body, one over
 * the size limit; issue 34 item 11), and every page hostile query parameters: never a 5xx.
 *
 * The seed varies per run and is printed; `FUZZ_SEED=<n>` repeats a run.
 */
import type { Page } from "@playwright/test";
import fc from "fast-check";
import { newRecipient } from "../../perf/intake-walk.mjs";
import { hasAction } from "../route-actions";
import { entryFor, ROUTE_TABLE } from "../route-table";
import { addressCode, cardholderSignIn, expect, HOSTS, latestMail, signIn, test, verifyEmail } from "./fixtures";

/**
 * This run's seed: FUZZ_SEED to repeat one; else playwright.config.ts draws one per run (so a worker that
 * restarts after a failure keeps it). Printed by every test that uses it.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);

/** Metro's cards: 10,000 of them, so the fuzz's loads and tags touch no card another test reads. */
const METRO = "biz_metro";

/** A persona signs in at /login, a cardholder (`cardholder:` prefix) at /cardholders. */
type Target = { persona: string | null; page: string };

const MARIA = "cardholder:maria@cardholder.test";
/** A new organization's applicant, signed up on /onboard and filled in up to review (see `signUpApplicant`). */
const ONBOARDING_APPLICANT = "onboarding:applicant";
const MARIA_CARD = "HB4M7R2KQ9";
/** A new Harbor recipient signed in to the bank details page with the e-mailed code (see `signInAs`). */
const INTAKE_RECIPIENT = "recipient:intake";
/** A new Metro member who opened their invitation's link (see `signInAs`): the password form is theirs. */
const INVITED_MEMBER = "member:invited";

/** For each route with an action (its file, or its route id: tests/route-table.ts `entryFor`), the pages whose forms post to it (`{card}`: a Metro card). */
const TARGETS: Record<string, Target[]> = {
  "routes/auth/login.tsx": ["password", "otp", "reset", "new-password"].map((step) => ({ persona: null, page: `/login?step=${step}` })),
  "routes/auth/cardholders.tsx": [{ persona: null, page: "/cardholders" }],
  "routes/auth/portal-login.tsx": [{ persona: null, page: `${HOSTS.brightFutures}/brightfutures` }],
  // The shell's sign-out form, on a signed-in page.
  "routes/auth/logout.tsx": [{ persona: "metro@metro.test", page: `/${METRO}/cards` }],
  "routes/dashboard/cards/card-detail.tsx": ["load", "withdraw", "transfer", ""].map((confirm) => ({
    persona: "metro@metro.test",
    page: `/${METRO}/cards/{card}${confirm ? `?confirm=${confirm}` : ""}`,
  })),
  "routes/dashboard/orders/orders.tsx": ["virtual", "physical"].map((kind) => ({
    persona: "metro@metro.test",
    page: `/${METRO}/orders?new=${kind}`,
  })),
  "routes/dashboard/recipients/recipients.tsx": [{ persona: "super@unity.test", page: "/biz_unity_rent/recipients?new=1" }],
  // Each panel on a recipient whose intake status offers it (`{recipient:<status>}`).
  "routes/dashboard/recipients/recipient-detail.tsx": [
    ["pay", "bank_account_verified"],
    ["edit", "awaiting_recipient"],
    ["resend", "awaiting_recipient"],
    ["retry", "verification_failed"],
  ].map(([panel, status]) => ({
    persona: "super@unity.test",
    page: `/biz_unity_rent/recipients/{recipient:${status}}?do=${panel}`,
  })),
  "routes/dashboard/settings/settings-spend-rules.tsx": ["velocity"].map((type) => ({
    persona: "metro@metro.test",
    page: `/${METRO}/settings/spend-rules?new=${type}`,
  })),
  "routes/dashboard/settings/settings-custom-fields.tsx": [{ persona: "metro@metro.test", page: `/${METRO}/settings/custom-fields?new=1` }],
  "routes/dashboard/programs/programs.tsx": [{ persona: "super@unity.test", page: "/biz_unity/programs" }],
  "routes/dashboard/funding/funding-account.tsx": [{ persona: "super@unity.test", page: "/biz_unity/funding-account" }],
  "routes/dashboard/settings/settings-members.tsx": [{ persona: "metro@metro.test", page: `/${METRO}/settings/members?add=1` }],
  "routes/dashboard/autoloads/autoloads.tsx": [{ persona: "admin@harbor.test", page: "/biz_harbor/autoloads" }],
  // The Developers menu's Webhooks form (no fields: only its guard and answer are walked).
  "routes/dashboard/developers/developers-webhooks.tsx": [{ persona: "dev@harbor.test", page: "/biz_harbor/reports" }],
  // The cards list's bulk bar posts to the bulk route (Metro: "all matching" a 10,000-card list).
  "routes/dashboard/cards/cards-bulk.tsx": [{ persona: "metro@metro.test", page: `/${METRO}/cards` }],
  // The card-loads import's upload form (a post without a file, and hostile hidden fields).
  "import-card-loads": [{ persona: "admin@harbor.test", page: "/biz_harbor/import/card-loads" }],
  "import-recipients": [{ persona: "super@unity.test", page: "/biz_unity_rent/import/recipients" }],
  "import-order-physical": [{ persona: "admin@harbor.test", page: "/biz_harbor/import/order/physical" }],
  "import-order-virtual": [{ persona: "admin@harbor.test", page: "/biz_harbor/import/order/virtual" }],
  "import-payments": [{ persona: "admin@harbor.test", page: "/biz_harbor/import/payments" }],
  "routes/dashboard/autoloads/autoload-detail.tsx": [{ persona: "admin@harbor.test", page: "/biz_harbor/autoloads/{autoload}" }],
  "routes/register/member.tsx": [{ persona: INVITED_MEMBER, page: "/register/member" }],
  "routes/cardholder/register.tsx": [{ persona: null, page: "/register/cardholder" }],
  "routes/cardholder/pin.tsx": [{ persona: null, page: "/cardholders/pin" }],
  "routes/cardholder/card.tsx": [{ persona: MARIA, page: `/cardholder/cards/${MARIA_CARD}` }],
  "routes/cardholder/notifications.tsx": [{ persona: MARIA, page: "/cardholder/notifications" }],
  "routes/recipient/email-verification.tsx": [{ persona: null, page: "/setup-payment/biz_unity_rent/recipient" }],
  // Signed in: the details form, and the name asked before the bank-linking page.
  "routes/recipient/bank-details.tsx": ["", "?step=connect"].map((step) => ({
    persona: INTAKE_RECIPIENT,
    page: `/setup-payment/recipient${step}`,
  })),
  // Onboarding: a new organization's start, then the forms an applicant reaches (ONBOARDING_APPLICANT:
  // an application of its own, signed up and filled in up to review through the forms first).
  "routes/onboarding/start.tsx": [{ persona: null, page: "/onboard" }],
  "routes/onboarding/business-info.tsx": [{ persona: ONBOARDING_APPLICANT, page: "/{business}/businessInfo" }],
  "routes/onboarding/authorized-person-info.tsx": [{ persona: ONBOARDING_APPLICANT, page: "/{business}/authorizedPerson/info" }],
  "routes/onboarding/add-beneficial-owners.tsx": [{ persona: ONBOARDING_APPLICANT, page: "/{business}/addBeneficialOwners" }],
  "routes/onboarding/beneficial-owner-form.tsx": [{ persona: ONBOARDING_APPLICANT, page: "/{business}/beneficialOwnerForm/new/info" }],
  "routes/onboarding/submit-confirmation.tsx": [{ persona: ONBOARDING_APPLICANT, page: "/{business}/submitConfirmation" }],
};

/**
 * Routes whose forms no page serves without JavaScript, with why: their action gets the bodies no form
 * sends, and a hand-made post of hostile values for their one field.
 */
const FORMLESS: Record<string, { persona: string; action: string; field: string; why: string }> = {
  "routes/dashboard/preferences.tsx": {
    persona: "metro@metro.test",
    action: "/preferences",
    field: "intent",
    why: "its forms are the banner's close (past its cut-off) and the session warning's keep-alive (JavaScript only)",
  },
};

/** The routes that take posts, each with its path as a pattern; the most specific match wins (`bulk` over `:cardId`). */
const ACTION_ROUTES = ROUTE_TABLE.filter(hasAction).map((route) => {
  const segments = route.path.split("/").filter(Boolean);
  const pattern = segments
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return { route, pattern: new RegExp(`^/${pattern}/?$`), statics: segments.filter((s) => !s.startsWith(":") && s !== "*").length };
});

/** Whether a form's action is the route's own (its file or its route id, as the TARGETS keys). */
function postsTo(action: string, key: string): boolean {
  const { pathname } = new URL(action);
  const [best] = ACTION_ROUTES.filter((r) => r.pattern.test(pathname)).sort((a, b) => b.statics - a.statics);
  return best !== undefined && (best.route.key === key || best.route.file === key);
}

/**
 * Signs a new organization up on /onboard (which signs its applicant in) and fills the business info and
 * the authorized person in through the forms, so every onboarding form is on its page; returns the
 * business id. The values are valid, the fuzzed ones are not: nothing here reaches submission.
 */
async function signUpApplicant(page: Page): Promise<string> {
  await page.goto(`${HOSTS.beacon}/onboard`);
  const email = `fuzz.${crypto.randomUUID().slice(0, 8)}@onboard.test`;
  await page.getByLabel("6-digit code").fill(await addressCode(page, email, { email: "Your e-mail address", send: "Send the code" }));
  await page.getByLabel("Organization name").fill("Fuzz Probe Collective");
  await page.getByLabel("Your first name").fill("Fuzz");
  await page.getByLabel("Your last name").fill("Probe");
  await page.getByLabel("Choose a password").fill("Fuzz#Probe2026");
  await page.getByLabel("Password again").fill("Fuzz#Probe2026");
  await page.getByRole("button", { name: "Create account and continue" }).click();
  await page.waitForURL(/\/businessInfo$/);
  const business = new URL(page.url()).pathname.split("/")[1] ?? "";
  await page.getByLabel("Legal name").fill("Fuzz Probe Collective");
  await page.getByLabel("Legal structure").selectOption("NON_PROFIT");
  await page.getByLabel("Employer Identification Number (EIN)").fill("12-3456789");
  await page.getByLabel("Phone", { exact: true }).fill("5550109090");
  await page.getByLabel("What does your organization do, and whom does it pay?").fill("A probe organization for generated input.");
  await page.getByLabel("Address", { exact: true }).fill("1 Probe St");
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("ZIP code").fill("45402");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.goto(`${HOSTS.beacon}/${business}/authorizedPerson/info`);
  await page.getByLabel("First name").fill("Fuzz");
  await page.getByLabel("Last name").fill("Probe");
  await page.getByLabel("E-mail address").fill("officer@onboard.test");
  await page.getByLabel("Phone", { exact: true }).fill("5550109091");
  await page.getByLabel("Title").selectOption("PRESIDENT");
  await page.getByLabel("Date of birth").fill("1980-01-01");
  await page.getByLabel("Last 4 digits of their Social Security number").fill("1234");
  await page.getByLabel("Address", { exact: true }).fill("2 Probe St");
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("ZIP code").fill("45405");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.waitForURL(/\/authorizedPersonStatus$/);
  return business;
}

async function signInAs(page: Page, persona: string) {
  await page.context().clearCookies();
  if (persona === ONBOARDING_APPLICANT) return;
  if (persona === INTAKE_RECIPIENT) {
    // A recipient of its own (the walk's `intake.walk.` addresses, which the intake tests leave alone).
    await signIn(page, "admin@harbor.test");
    const admin = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const mail = await newRecipient(HOSTS.beacon, admin);
    await page.context().clearCookies();
    await verifyEmail(page, mail);
    return;
  }
  if (persona === INVITED_MEMBER) {
    // Metro's admin invites a member of its own; the invitation's link puts its token in this browser.
    await signIn(page, "metro@metro.test");
    const email = `fuzz.${crypto.randomUUID().slice(0, 8)}@metro.test`;
    await page.goto(`${HOSTS.beacon}/${METRO}/settings/members?add=1`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("First name").fill("Fuzz");
    await page.getByLabel("Last name").fill("Probe");
    const role = page.getByLabel("Role", { exact: true });
    const roles = await role.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await role.selectOption(roles.at(-1) ?? "");
    await page.getByRole("button", { name: "Add and send the invitation" }).click();
    await expect(page.getByText("The member was added and the invitation e-mail is on its way.")).toBeVisible();
    const invitation = await latestMail(page, email);
    await page.context().clearCookies();
    await page.goto(`${HOSTS.beacon}${invitation.link}`);
    return;
  }
  if (!persona.startsWith("cardholder:")) return signIn(page, persona);
  await cardholderSignIn(page, persona.slice("cardholder:".length));
}

/** Hostile values: long, control characters, bidi marks, emoji, odd numbers. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 6000 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u0007\u001b[31m",
    "\r\n\t",
    "\u202e\u200fعلي\u200e",
    "👩🏽‍🚀💳",
    "-1",
    "-0.01",
    "0",
    "1e309",
    "NaN",
    "99999999999999999999.999",
    "12.345678",
    "1,000,000.00",
    '=HYPERLINK("http://evil.example")',
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "admin@harbor.test\u0000",
  ),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

type FormShape = { action: string; fields: { name: string; value: string; hidden: boolean }[] };

/** The POST forms of the page as served (JavaScript off): action, and every named field with its value. */
async function formsOf(page: Page): Promise<FormShape[]> {
  return page.locator('form[method="post" i]').evaluateAll((forms) =>
    forms.map((form) => ({
      // The attribute, not `form.action`: a control named "action" (the bulk bar's) shadows that property.
      action: new URL(form.getAttribute("action") ?? "", document.baseURI).href,
      fields: [...(form as HTMLFormElement).elements]
        .filter((el): el is HTMLInputElement => "name" in el && Boolean((el as HTMLInputElement).name))
        .filter((el) => !(el instanceof HTMLButtonElement) || el.value !== "")
        .map((el) => ({ name: el.name, value: el.value, hidden: el.type === "hidden" })),
    })),
  );
}

/**
 * The same request as the browser's, to the app's own port: the API client does not use Chromium's
 * `*.localhost` resolver, so a tenant's host goes in the Host header.
 */
function requestTarget(action: string): { url: string; headers: Record<string, string> } {
  const url = new URL(action);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin };
  if (url.hostname !== "localhost") {
    headers.Host = url.host;
    url.hostname = "localhost";
  }
  return { url: url.toString(), headers };
}

async function fuzzForm(page: Page, form: FormShape, mode: "visible" | "all", intentToo = false) {
  const fuzzed = (name: string, hidden: boolean) => (intentToo || name !== "intent") && (mode === "all" || !hidden);
  if (!form.fields.some((f) => fuzzed(f.name, f.hidden))) return;
  await fc.assert(
    fc.asyncProperty(
      // Not shrunk: each try is a request, and shrinking a long value took minutes; the failing values and
      // the assertion are reported as generated.
      fc.noShrink(fc.array(hostile, { minLength: form.fields.length, maxLength: form.fields.length })),
      fc.boolean(),
      async (values, duplicate) => {
        const body = new URLSearchParams();
        form.fields.forEach((field, i) => {
          const value = fuzzed(field.name, field.hidden) ? (values[i] ?? "") : field.value;
          body.append(field.name, value);
          if (duplicate && fuzzed(field.name, field.hidden)) body.append(field.name, values[(i + 1) % values.length] ?? "");
        });
        const { url, headers } = requestTarget(form.action);
        const response = await page.request.post(url, { data: body.toString(), headers, maxRedirects: 0 });
        const status = response.status();
        expect(status, `${form.action} answered ${status}`).toBeLessThan(500);
        if (status >= 400) {
          const html = await response.text();
          if (mode === "visible") expect(html, `${form.action}: a refusal shows its message`).toMatch(/aria-invalid="true"|role="alert"/);
          // Visible text only: the hydration data in the page's scripts carries message keys by design.
          const text = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
          expect(text, `${form.action}: no raw translation key`).not.toMatch(RAW_KEY);
        }
      },
    ),
    // Fewer runs per route in one CI run (its 15 minutes); the seed changes each run, so the runs add up.
    { numRuns: mode === "visible" ? 4 : 2, seed: SEED },
  );
}

/** The form-post limit of workers/request-body.ts (FORM_BODY_MAX_BYTES): one byte over it. */
const OVERSIZE_BYTES = 5 * 1024 * 1024 + 64 * 1024 + 1;
/**
 * The routes an oversize body goes to (5 MB each, about a second on this machine): the limit is checked
 * before routing for every route alike, so one public form, one signed-in form, the file imports' upload
 * and the onboarding document's streamed upload (ADR 0185, its own parser) stand for all.
 */
const OVERSIZE_ROUTES = new Set([
  "routes/auth/login.tsx",
  "routes/dashboard/cards/card-detail.tsx",
  "import-card-loads",
  "routes/onboarding/submit-confirmation.tsx",
]);

/**
 * The bodies no form sends, to a route's action (issue 34 item 11): none, JSON, a multipart body that does
 * not parse (a boundary the body never uses, cut short) and, with `oversize`, one over the size limit. Each
 * is refused with 400, 413 or 415 (or answered like the page, for a route that reads no body), never a 5xx.
 */
async function badBodies(page: Page, action: string, oversize: boolean) {
  const { url, headers } = requestTarget(action);
  const { "Content-Type": _type, ...rest } = headers;
  const sends: [string, () => Promise<{ status(): number }>][] = [
    ["no body", () => page.request.post(url, { headers: rest, maxRedirects: 0 })],
    [
      "a JSON body",
      () => page.request.post(url, { headers: { ...rest, "Content-Type": "application/json" }, data: '{"intent":"x"}', maxRedirects: 0 }),
    ],
    [
      "a broken multipart body",
      () =>
        page.request.post(url, {
          headers: { ...rest, "Content-Type": "multipart/form-data; boundary=fuzzboundary" },
          data: '--otherboundary\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx\r\n--fuzzbound',
          maxRedirects: 0,
        }),
    ],
  ];
  if (oversize)
    sends.push([
      "an oversize body",
      () => page.request.post(url, { headers, data: `intent=x&pad=${"a".repeat(OVERSIZE_BYTES)}`, maxRedirects: 0 }),
    ]);
  for (const [what, send] of sends) {
    const status = (await send()).status();
    expect(status, `${action} answered ${what} with ${status}`).toBeLessThan(500);
  }
}

/** Query names the app reads somewhere (lists, panels, steps), with hostile values: never a 5xx. */
const QUERY_NAMES = ["cursor", "q", "status", "sort", "step", "confirm", "do", "new", "type", "program", "lang", "token", "page"];

async function hostileQueries(page: Page, url: string) {
  await fc.assert(
    fc.asyncProperty(
      fc.noShrink(fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), hostile), { minLength: 1, maxLength: 4 })),
      async (pairs) => {
        const target = new URL(url);
        for (const [name, value] of pairs) target.searchParams.append(name, value.slice(0, 1500));
        const { url: address, headers } = requestTarget(target.toString());
        const { "Content-Type": _type, Origin: _origin, ...rest } = headers;
        const status = (await page.request.get(address, { headers: rest, maxRedirects: 0 })).status();
        expect(status, `${target.pathname}${target.search.slice(0, 200)} answered ${status}`).toBeLessThan(500);
      },
    ),
    { numRuns: 2, seed: SEED },
  );
}

const RAW_KEY = />[^<]*\b(?:validation|cardDetail|cards|orders|auth|recipients|error|common|onboarding)\.[a-z][A-Za-z0-9_.]*[^<]*</;

test.describe("bad input", () => {
  test("every route with an action has pages to fuzz", () => {
    const files = ROUTE_TABLE.filter(hasAction);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(entryFor(TARGETS, file) ?? entryFor(FORMLESS, file), `${file.key}: add the pages whose forms post to it`).toBeDefined();
    // And nothing listed that takes no posts (a stale entry would fuzz another route's forms).
    const keys = new Set(files.flatMap((f) => [f.key, f.file]));
    for (const key of [...Object.keys(TARGETS), ...Object.keys(FORMLESS)]) expect(keys.has(key), `${key} takes no posts`).toBe(true);
  });

  for (const [file, { persona, action, field, why }] of Object.entries(FORMLESS)) {
    test(`${file}: no served form (${why}); its action refuses bad bodies and hostile values without a 5xx`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      console.info(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
      await signInAs(page, persona);
      expect(postsTo(`${HOSTS.beacon}${action}`, file), `${action} is ${file}'s`).toBe(true);
      await badBodies(page, `${HOSTS.beacon}${action}`, false);
      await fuzzForm(page, { action: `${HOSTS.beacon}${action}`, fields: [{ name: field, value: "", hidden: false }] }, "all", true);
      await context.close();
    });
  }

  for (const [file, targets] of Object.entries(TARGETS)) {
    test(`${file}: generated values never get a 5xx, and every refusal shows its message`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      let signedInAs: string | null = null;
      let card = "";
      let recipient = "";
      let autoload = "";
      let business = "";
      const fuzzed = new Set<string>();
      const badBodied = new Set<string>();
      console.info(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
      test.info().annotations.push({ type: "fuzz seed", description: String(SEED) });
      for (const target of targets) {
        if (target.persona && signedInAs !== target.persona) {
          await signInAs(page, target.persona);
          signedInAs = target.persona;
        }
        const wanted = /\{recipient:(\w+)\}/.exec(target.page)?.[1];
        if (wanted) {
          const list = await page.request.get(`${HOSTS.beacon}/biz_unity_rent/recipients?intakeStatus=${wanted}`);
          recipient = /href="\/biz_unity_rent\/recipients\/(rcp_[^"/?]+)"/.exec(await list.text())?.[1] ?? "";
          expect(recipient, `a Unity Rent Relief recipient, ${wanted}`).not.toBe("");
        }
        if (target.page.includes("{card}") && !card) {
          const list = await page.request.get(`${HOSTS.beacon}/${METRO}/cards?status=active`);
          card = /href="\/biz_metro\/cards\/([A-Z0-9]{10})"/.exec(await list.text())?.[1] ?? "";
          expect(card, "an active Metro card").not.toBe("");
        }
        if (target.page.includes("{autoload}") && !autoload) {
          const list = await page.request.get(`${HOSTS.beacon}/biz_harbor/autoloads`);
          autoload = /href="\/biz_harbor\/autoloads\/(al_[^"/?]+)"/.exec(await list.text())?.[1] ?? "";
          expect(autoload, "a Harbor autoload").not.toBe("");
        }
        if (target.persona === ONBOARDING_APPLICANT && !business) business = await signUpApplicant(page);
        const url = target.page
          .replace("{card}", card)
          .replace(/\{recipient:\w+\}/, recipient)
          .replace("{autoload}", autoload)
          .replace("{business}", business);
        const address = url.startsWith("http") ? url : `${HOSTS.beacon}${url}`;
        await page.goto(address);
        // The page holds the route's own form: fuzzing another route's forms here would prove nothing.
        const own = (await formsOf(page)).filter((f) => postsTo(f.action, file));
        expect(own.length, `${url}: a form that posts to ${file}`).toBeGreaterThan(0);
        if (target === targets[0]) await hostileQueries(page, address);
        for (const action of new Set(own.map((f) => f.action))) {
          if (badBodied.has(action)) continue;
          badBodied.add(action);
          await badBodies(page, action, OVERSIZE_ROUTES.has(file) && badBodied.size === 1);
        }
        const forms = own.filter((f) => f.fields.some((field) => field.name !== "intent" && field.name !== "idempotencyKey"));
        for (const form of forms) {
          // A form that several of the route's pages show (the card page's forms under each panel) is
          // fuzzed once.
          const shape = `${new URL(form.action).pathname} ${form.fields.map((f) => (f.name === "intent" ? `intent=${f.value}` : f.name)).join("&")}`;
          if (fuzzed.has(shape)) continue;
          fuzzed.add(shape);
          // What a person can type: every refusal shows its message. Hidden fields as served.
          await fuzzForm(page, form, "visible");
          // Tampered hidden fields too (a hand-made post): never a 5xx, never a raw key.
          await fuzzForm(page, form, "all");
        }
      }
      await context.close();
    });
  }
});
