/**
 * Logs people can use, and nothing they must not see (issue 39 item 4, ADR 0206): the app and the sandbox
 * served by a server of their own (scripts/serve.mjs --worker-logs) whose log output this spec reads, real
 * request flows through it (a password sign-in and a wrong one, dashboard pages, a cardholder's one-time
 * code, a recipient's intake with its code and bank account number), then every log line is searched for
 * what must never be in one. The suite's shared server cannot be read this way; the lead can capture it the
 * same way (its output through findLeaks).
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { BANK_TEST_ACCOUNTS } from "#domain/bank-test-accounts";
import { AMINA, DEMO_PASSWORD, SEED_CARDHOLDERS, SEED_USERS, UNLINKED_CARD } from "#sandbox/seed/personas";
import { intakePages } from "../../perf/intake-walk.mjs";
import { signIn } from "../../perf/sign-in.mjs";
import { type OwnServer, startOwnServer } from "./own-server";

let server: OwnServer | undefined;

test.beforeAll(async () => {
  // A fresh sandbox seeds the whole demo data (10,000 Metro cards): minutes on a busy two-core machine.
  test.setTimeout(600_000);
  server = await startOwnServer({
    sandbox: true,
    vars: { SESSION_SECRET: randomBytes(32).toString("base64url") },
    timeoutMs: 580_000,
  });
});

test.afterAll(() => server?.stop());

type Mailbox = { messages: { to: string; body: string }[] };

/** Each value found in the output, with the line it is in. */
export function findLeaks(output: string, secrets: readonly string[]): string[] {
  const lines = output.split("\n");
  return secrets.flatMap((secret) => lines.filter((line) => line.includes(secret)).map((line) => `${secret}: ${line}`));
}

test("every request logs one JSON line, and no persona's e-mail, phone, password, code, card or account number is in any log line", async () => {
  test.setTimeout(180_000);
  const origin = server?.origin ?? "";
  const form = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields),
    });

  // A business user: a wrong password (by e-mail and by phone), then the right one and the dashboard's pages.
  // A status other than the expected one shows the page's start and, a moment later (the output arrives
  // through a pipe), the server's last log lines: what went wrong, and where.
  for (const identifier of ["admin@harbor.test", "5550100100"]) {
    const wrong = await form("/login", { intent: "password", identifier, password: "Wrong#2026x" });
    if (wrong.status !== 400) {
      const page = (await wrong.text()).slice(0, 2000);
      await new Promise((r) => setTimeout(r, 2000));
      const said = (server?.output() ?? "").split("\n").slice(-30).join("\n");
      expect(wrong.status, `${page}\n---\n${said}`).toBe(400);
    }
  }
  const admin = await signIn(origin, "admin@harbor.test");
  for (const path of ["/biz_harbor/cards", "/biz_harbor/cards/HB4M7R2KQ9", "/biz_harbor/recipients/rcp_amina", "/biz_harbor/recipients"]) {
    expect((await fetch(`${origin}${path}`, { headers: { cookie: admin } })).status, path).toBe(200);
  }

  // A cardholder by one-time code, sent to her phone.
  const sent = await form("/cardholders", { intent: "sendCode", identifier: SEED_CARDHOLDERS[0].phone });
  expect(sent.status).toBe(302);
  const otpCookie = sent.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const sms = (await (await fetch(`${origin}/_sandbox/mail.json?to=${SEED_CARDHOLDERS[0].phone}`)).json()) as Mailbox;
  const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? "")?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  expect((await form("/cardholders", { intent: "verifyCode", code }, otpCookie)).status).toBe(302);

  // A new recipient's intake: its e-mailed code, then a bank account number.
  await intakePages(origin, admin);

  // An error page shows the request's id for support, the one in its X-Request-Id and its log line; every
  // page says test mode while the sandbox is the provider (ADR 0205).
  const missing = await fetch(`${origin}/an-unknown-page`);
  const reference = missing.headers.get("X-Request-Id") ?? "";
  expect(reference).toMatch(/^[0-9a-f]{32}$/);
  const missingPage = await missing.text();
  expect(missing.status).toBe(404);
  expect(missingPage).toContain(`Reference for support: <code dir="ltr" translate="no">${reference}</code>`);
  expect(missingPage).toContain("Test mode: this site uses the sandbox provider and demo data");
  expect(await (await fetch(`${origin}/login?lang=ar`)).text()).toContain("وضع الاختبار");

  const mailbox = (await (await fetch(`${origin}/_sandbox/mail.json`)).json()) as Mailbox;
  const sentCodes = mailbox.messages.flatMap((m) => [...m.body.matchAll(/\b(\d{6})\b/g)].map((match) => match[1] ?? ""));
  const secrets = [
    ...SEED_USERS.flatMap((u) => [u.email, ...(u.phone ? [u.phone] : [])]),
    ...SEED_CARDHOLDERS.flatMap((c) => [c.email, ...(c.phone ? [c.phone] : [])]),
    UNLINKED_CARD.email,
    UNLINKED_CARD.phone,
    AMINA.email,
    DEMO_PASSWORD,
    "Wrong#2026x",
    ...new Set(mailbox.messages.map((m) => m.to)),
    ...new Set(sentCodes),
    ...BANK_TEST_ACCOUNTS.map((a) => a.accountNumber),
    "021000021",
    // The names of the personas the flows touched.
    "Hannah",
    "Reyes",
    "Maria Lopez",
    "Walk Person",
    "Test Person",
  ];
  expect(sentCodes).toContain(code);
  const output = server?.output() ?? "";
  expect(findLeaks(output, secrets)).toEqual([]);
  // No full card number of the sandbox's range (its BIN 400000, sandbox/src/cards/secrets.ts).
  expect(output).not.toMatch(/\b400000\d{10}\b/);

  // The request lines: one per request, with the fields support and operations search by.
  const lines = output
    .split("\n")
    .map((line) => line.slice(line.indexOf("{")))
    .filter((line) => line.startsWith('{"level"') && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.length).toBeGreaterThan(20);
  for (const line of lines) {
    expect(line.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof line.status).toBe("number");
    expect(typeof line.durationMs).toBe("number");
  }
  const cardPage = lines.find((l) => l.route === "/:businessId/cards/:cardId" && l.method === "GET");
  expect(cardPage).toMatchObject({ status: 200, tenant: "beacon", userId: "usr_harbor_admin" });
  expect(cardPage?.provider).toEqual(expect.arrayContaining([{ call: expect.any(String), status: 200, ms: expect.any(Number) }]));
  expect(lines.some((l) => l.route === "/cardholders" && l.status === 302 && typeof l.userId === "string")).toBe(true);
  expect(lines.find((l) => l.requestId === reference)).toMatchObject({ status: 404, level: "warn" });
});
