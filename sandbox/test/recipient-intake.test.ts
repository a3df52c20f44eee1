/**
 * Recipient intake sign-in (docs/decisions/0105-recipient-intake-sign-in.md): the intake link, the
 * e-mailed code and its limits, the recipient access token that only opens the recipient's own intake,
 * a new link on request, and the intake e-mails in the recipient's language.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Recipient } from "#contract/entities";
import type { RecipientToken } from "#contract/recipientIntake";
import { isRegisteredRedirect } from "#sandbox/recipients/redirect-origins";
import { BUSINESS_IDS, RECIPIENT_IDS } from "#sandbox/seed/personas";
import { ADMIN, bankDetails, createRecipient, getRecipient, verificationDue } from "./bank-transfers-helpers";
import { advanceClock, call, latestCode, mailTo, seedSmall } from "./helpers";
import { advanceTo } from "./helpers/clock";
import { as } from "./helpers/session";

const harbor = BUSINESS_IDS.harbor;

beforeAll(seedSmall);

type Exchanged = { linkToken: string; expiresAt: string; expiresIn: number; organizationName: string; email: string; code?: string };

/** Spends an intake e-mail's link token for its form token (ADR 0246). */
const exchange = (rawToken: string | null, businessId: string = harbor) =>
  call<Exchanged>("POST", "/recipientIntake/link/exchange", { body: { businessId, linkToken: rawToken } });

/** A new Harbor recipient awaiting intake, with the token of the link its intake e-mail carries. */
async function invitedRaw(): Promise<{ recipient: Recipient; rawToken: string }> {
  const recipient = await createRecipient(harbor);
  const [mail] = await mailTo(recipient.email);
  const rawToken = mail?.link ? new URL(mail.link, "https://app.test").searchParams.get("token") : null;
  if (!rawToken) throw new Error("no intake link");
  return { recipient, rawToken };
}

/** The same, with the link opened: `linkToken` is the form token the later calls take. */
async function invited(): Promise<{ recipient: Recipient; linkToken: string }> {
  const { recipient, rawToken } = await invitedRaw();
  const opened = await exchange(rawToken);
  expect(opened.status).toBe(200);
  return { recipient, linkToken: opened.body.linkToken };
}

const sendCode = (recipient: Recipient, linkToken: string, email = recipient.email, language = "en") =>
  call<{ code?: string; expiresAt?: string }>("POST", "/recipientIntake/sendCode", {
    body: { businessId: harbor, linkToken, email, language },
  });

const verify = (linkToken: string, code: string, businessId = harbor) =>
  call<RecipientToken & { code?: string }>("POST", "/recipientIntake/verifyCode", { body: { businessId, linkToken, code } });

async function signedIn(): Promise<{ recipient: Recipient; linkToken: string; token: string }> {
  const { recipient, linkToken } = await invited();
  expect((await sendCode(recipient, linkToken)).status).toBe(202);
  const reply = await verify(linkToken, await latestCode(recipient.email));
  expect(reply.status).toBe(200);
  return { recipient, linkToken, token: reply.body.accessToken };
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the intake link", () => {
  it("is spent on its first request for a form token, which alone opens the intake from then on (ADR 0246, 0247)", async () => {
    const { recipient, rawToken } = await invitedRaw();
    // Another business's page spends nothing.
    const elsewhere = await exchange(rawToken, BUSINESS_IDS.unity);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, "intake_link_invalid"]);
    const opened = await exchange(rawToken);
    expect(opened.status).toBe(200);
    // Whose payment request it is: the organization that pays and the recipient's address.
    expect(opened.body).toMatchObject({ organizationName: "Harbor Relief Network", email: recipient.email, expiresIn: 3600 });
    expect(opened.body.linkToken).not.toBe(rawToken);
    const check = (linkToken: string) =>
      call<{ code?: string }>("POST", "/recipientIntake/link", { body: { businessId: harbor, linkToken } });
    expect((await check(opened.body.linkToken)).status).toBe(200);
    // The e-mailed token opens nothing any more, and cannot be exchanged again; nor can the form token.
    expect((await check(rawToken)).body.code).toBe("intake_link_invalid");
    expect((await sendCode(recipient, rawToken)).status).toBe(404);
    const again = await exchange(rawToken);
    expect([again.status, again.body.code]).toEqual([410, "intake_link_used"]);
    expect((await exchange(opened.body.linkToken)).body.code).toBe("intake_link_invalid");
    // Only the hashes are stored.
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM link_tokens WHERE token_hash IN (?, ?)")
      .bind(rawToken, opened.body.linkToken)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    // The form token lasts the intake cookie's hour.
    await advanceClock({ minutes: 61 });
    expect((await check(opened.body.linkToken)).body.code).toBe("intake_link_expired");
  });

  it("opens for its business only; an unknown token is an incorrect link", async () => {
    const { linkToken } = await invited();
    // The link's holder learns who pays (issue 35 item 7): the top-level business's name.
    const opened = await call<{ organizationName: string }>("POST", "/recipientIntake/link", { body: { businessId: harbor, linkToken } });
    expect([opened.status, opened.body.organizationName]).toEqual([200, "Harbor Relief Network"]);
    const other = await call<{ code: string }>("POST", "/recipientIntake/link", { body: { businessId: BUSINESS_IDS.unity, linkToken } });
    expect([other.status, other.body.code]).toEqual([404, "intake_link_invalid"]);
    const unknown = await call<{ code: string }>("POST", "/recipientIntake/link", {
      body: { businessId: harbor, linkToken: "not-a-real-link-token-at-all" },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, "intake_link_invalid"]);
  });

  it("Amina's seeded link works", async () => {
    const [mail] = (await mailTo("amina@recipient.test")).filter((m) => m.link?.includes("/setup-payment/"));
    const url = new URL(mail?.link ?? "", "https://app.test");
    expect(url.pathname).toBe(`/setup-payment/${harbor}/recipient`);
    const reply = await exchange(url.searchParams.get("token"));
    expect(reply.status).toBe(200);
    // The seeded e-mail names the organization too.
    expect(mail?.subject).toBe("Harbor Relief Network wants to pay you");
  });

  it("opens until its 14 days are over, a minute before them too, and is expired (410) a minute after", async () => {
    const { recipient, rawToken } = await invitedRaw();
    const unopened = await invitedRaw();
    await advanceClock({ days: 13, hours: 23, minutes: 59 });
    const opened = await exchange(rawToken);
    expect(opened.status).toBe(200);
    const linkToken = opened.body.linkToken;
    const open = () => call<{ code?: string }>("POST", "/recipientIntake/link", { body: { businessId: harbor, linkToken } });
    expect((await open()).status).toBe(200);
    // A code can still be asked for on the link's last minute; its form token ends with the link.
    expect((await sendCode(recipient, linkToken)).status).toBe(202);
    await advanceClock({ minutes: 2 });
    const late = await open();
    expect([late.status, late.body.code]).toEqual([410, "intake_link_expired"]);
    expect((await sendCode(recipient, linkToken)).status).toBe(410);
    expect((await exchange(unopened.rawToken)).body.code).toBe("intake_link_expired");
  });

  it("a replaced link has expired (410), and a new one can be asked for without saying whether the e-mail exists", async () => {
    const { recipient, linkToken } = await invited();
    const asked = await call("POST", "/recipientIntake/requestLink", {
      body: { businessId: harbor, email: recipient.email, language: "es" },
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailTo(recipient.email);
    expect(mail?.subject).toBe("Harbor Relief Network quiere pagarle");
    const stale = await call<{ code: string }>("POST", "/recipientIntake/link", { body: { businessId: harbor, linkToken } });
    expect([stale.status, stale.body.code]).toEqual([410, "intake_link_expired"]);
    const fresh = new URL(mail?.link ?? "", "https://app.test").searchParams.get("token");
    expect((await exchange(fresh)).status).toBe(200);

    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM mailbox").first<{ n: number }>())?.n;
    const unknown = await call("POST", "/recipientIntake/requestLink", {
      body: { businessId: harbor, email: "nobody.here@recipient.test", language: "en" },
    });
    expect(unknown.status).toBe(202);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM mailbox").first<{ n: number }>())?.n).toBe(before);
  });

  it("delivers at most 5 new links per e-mail and hour", async () => {
    const { recipient } = await invited();
    for (let i = 0; i < 7; i++) {
      const reply = await call("POST", "/recipientIntake/requestLink", {
        body: { businessId: harbor, email: recipient.email, language: "en" },
      });
      expect(reply.status).toBe(202);
    }
    // The creation's e-mail and five more.
    expect((await mailTo(recipient.email)).length).toBe(6);
  });
});

describe("the e-mailed code", () => {
  it("goes only to the recipient's own e-mail, in the chosen language; another e-mail is refused", async () => {
    const { recipient, linkToken } = await invited();
    const wrong = await sendCode(recipient, linkToken, "someone.else@recipient.test");
    expect([wrong.status, wrong.body.code]).toEqual([422, "email_not_registered"]);
    const sent = await sendCode(recipient, linkToken, recipient.email.toUpperCase(), "pl");
    expect(sent.status).toBe(202);
    const [mail] = await mailTo(recipient.email);
    expect(mail?.subject).toBe("Twój kod");
    expect(mail?.body).toMatch(/\b\d{6}\b/);
  });

  it("is refused when wrong, works once, and a resend closes the previous code", async () => {
    const { recipient, linkToken } = await invited();
    await sendCode(recipient, linkToken);
    const first = await latestCode(recipient.email);
    await sendCode(recipient, linkToken);
    const second = await latestCode(recipient.email);
    const bad = await verify(linkToken, wrongCode(second));
    expect([bad.status, bad.body.code]).toEqual([401, "otp_incorrect"]);
    if (first !== second) expect((await verify(linkToken, first)).body.code).toBe("otp_incorrect");
    expect((await verify(linkToken, second)).status).toBe(200);
    expect((await verify(linkToken, second)).body.code).toBe("otp_incorrect");
  });

  it("dies after 5 wrong tries, expires after 10 minutes", async () => {
    const { recipient, linkToken } = await invited();
    await sendCode(recipient, linkToken);
    const code = await latestCode(recipient.email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(linkToken, wrongCode(code))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await verify(linkToken, code)).body.code).toBe("otp_locked");

    await sendCode(recipient, linkToken);
    const later = await latestCode(recipient.email);
    await advanceClock({ minutes: 11 });
    const late = await verify(linkToken, later);
    expect([late.status, late.body.code]).toEqual([401, "otp_expired"]);
  });

  it("works until its 10 minutes are over (9 minutes after it was sent)", async () => {
    const { recipient, linkToken } = await invited();
    await sendCode(recipient, linkToken);
    const code = await latestCode(recipient.email);
    await advanceClock({ minutes: 9 });
    expect((await verify(linkToken, code)).status).toBe(200);
  });

  it("stops after 20 failures per recipient and hour, however they are spread", async () => {
    const { recipient, linkToken } = await invited();
    const replies = await Promise.all(Array.from({ length: 30 }, () => sendCode(recipient, linkToken, "guess@recipient.test")));
    const refused = replies.filter((r) => r.status === 429).length;
    expect(replies.filter((r) => r.status === 422).length).toBe(20);
    expect(refused).toBe(10);
    await sendCode(recipient, linkToken);
    expect((await verify(linkToken, await latestCode(recipient.email))).body.code).toBe("otp_locked");
  });

  it("delivers at most 10 codes per hour", async () => {
    const { recipient, linkToken } = await invited();
    for (let i = 0; i < 12; i++) expect((await sendCode(recipient, linkToken)).status).toBe(202);
    expect((await mailTo(recipient.email)).filter((m) => m.subject === "Your code").length).toBe(10);
  });
});

describe("the recipient access token", () => {
  it("reads and writes the recipient's own intake only", async () => {
    const { recipient, token } = await signedIn();
    const status = await call<{ intakeStatus: string }>("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token });
    expect([status.status, status.body.intakeStatus]).toEqual([200, "awaiting_recipient"]);

    // Another recipient, even of the same business: not found.
    const other = await createRecipient(harbor);
    for (const path of [
      `/bankTransfers/recipients/${other.id}/intakeStatus`,
      `/bankTransfers/recipients/${RECIPIENT_IDS.amina}/intakeStatus`,
    ]) {
      expect((await call("GET", path, { token })).status).toBe(404);
    }
    expect((await call("POST", `/bankTransfers/recipients/${other.id}/bankAccount`, { token, body: bankDetails() })).status).toBe(404);
    expect((await call("POST", `/bankTransfers/recipients/${other.id}/retryIntake`, { token })).status).toBe(404);

    // Everything else refuses the token outright.
    const elsewhere: Array<[string, string, unknown?]> = [
      ["GET", `/bankTransfers/recipients/${recipient.id}/`],
      ["PATCH", `/bankTransfers/recipients/${recipient.id}/`, { name: "Changed Name" }],
      ["GET", `/bankTransfers/recipients/${recipient.id}/activities`],
      ["GET", `/bankTransfers/recipients/${recipient.id}/transfers`],
      ["GET", `/bankTransfers/recipients?businessId=${harbor}`],
      ["POST", "/bankTransfers/recipient", { businessId: harbor, name: "New Person", email: "new.person@recipient.test" }],
      ["GET", `/bankTransfers/transfers?businessId=${harbor}`],
      ["GET", `/businesses/${harbor}/settings`],
      ["GET", `/cards/business/${harbor}/cards`],
      ["POST", "/auth/signout"],
    ];
    for (const [method, path, body] of elsewhere) {
      const reply = await call<{ code: string }>(method, path, { token, body });
      expect([path, reply.status]).toEqual([path, 401]);
    }
  });

  it("adds the bank details once; the link is used then, and the token's recipient sees the status", async () => {
    const { recipient, linkToken, token } = await signedIn();
    const added = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, {
      token,
      body: bankDetails("000000000104"),
    });
    expect(added.status).toBe(201);
    expect(added.body.recipient.intakeStatus).toBe("pending_verification");
    expect(JSON.stringify(added.body)).not.toContain("000000000104");
    const again = await call<{ code: string }>("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, {
      token,
      body: bankDetails(),
    });
    expect([again.status, again.body.code]).toEqual([409, "bank_account_exists"]);
    const link = await call<{ code: string }>("POST", "/recipientIntake/link", { body: { businessId: harbor, linkToken } });
    expect(link.body.code).toBe("intake_link_expired");
    const actor = await env.DB.prepare("SELECT actor_type FROM activities WHERE target_id = ? AND type = 'bank_account_added'")
      .bind(recipient.id)
      .first<{ actor_type: string }>();
    expect(actor?.actor_type).toBe("recipient");

    // Failed verification, then the recipient retries in the same session: no new e-mail, intake open again.
    await advanceTo(await verificationDue(recipient.id), 60_000);
    const status = await call<{ intakeStatus: string; verificationFailureReason: string }>(
      "GET",
      `/bankTransfers/recipients/${recipient.id}/intakeStatus`,
      { token: (await signedInAgain(recipient)).token },
    );
    expect(status.body).toEqual({ intakeStatus: "verification_failed", verificationFailureReason: "invalid_account_number" });
  });

  it("retries a failed verification in the recipient's session without a new e-mail", async () => {
    const { recipient, token } = await signedIn();
    await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, { token, body: bankDetails("000000000102") });
    await advanceTo(await verificationDue(recipient.id), 60_000);
    const fresh = await signedInAgain(recipient);
    const mails = (await mailTo(recipient.email)).length;
    const retried = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/retryIntake`, {
      token: fresh.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.recipient.intakeStatus).toBe("awaiting_recipient");
    expect(retried.body.recipient.bankAccount).toBeNull();
    expect((await mailTo(recipient.email)).length).toBe(mails);
    const added = await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, { token: fresh.token, body: bankDetails() });
    expect(added.status).toBe(201);
    // Retrying while the new details are verified is refused.
    const refused = await call<{ code: string }>("POST", `/bankTransfers/recipients/${recipient.id}/retryIntake`, { token: fresh.token });
    expect([refused.status, refused.body.code]).toEqual([409, "intake_not_open"]);
  });

  it("expires after 30 minutes and ends at sign-out; a business user's token cannot sign a recipient out", async () => {
    const { recipient, token } = await signedIn();
    expect((await call("POST", "/recipientIntake/signOut", { token: (await as(ADMIN)).token })).status).toBe(401);
    expect((await call("POST", "/recipientIntake/signOut", { token })).status).toBe(204);
    expect((await call("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token })).status).toBe(401);

    const second = await signedIn();
    await advanceClock({ minutes: 31 });
    const late = await call<{ code: string }>("GET", `/bankTransfers/recipients/${second.recipient.id}/intakeStatus`, {
      token: second.token,
    });
    expect([late.status, late.body.code]).toEqual([401, "token_expired"]);
  });

  it("works until its 30 minutes are over: 29 minutes after sign-in it opens the intake, 2 minutes later it is expired", async () => {
    const { recipient, token } = await signedIn();
    const status = () => call<{ code?: string }>("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token });
    await advanceClock({ minutes: 29 });
    expect((await status()).status).toBe(200);
    await advanceClock({ minutes: 2 });
    const late = await status();
    expect([late.status, late.body.code]).toEqual([401, "token_expired"]);
  });

  it("a business user's id token still works on the same calls", async () => {
    const { recipient } = await invited();
    const reply = await call("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token: (await as(ADMIN)).token });
    expect(reply.status).toBe(200);
  });

  it("the first intake e-mail is written in the language staff chose, and its link opens the pages in it (ADR 0160)", async () => {
    const polish = await createRecipient(harbor, { language: "pl" });
    const [mail] = await mailTo(polish.email);
    expect([mail?.language, mail?.subject]).toEqual(["pl", "Harbor Relief Network chce Ci zapłacić"]);
    expect(new URL(mail?.link ?? "", "https://app.test").searchParams.get("lang")).toBe("pl");
    // The recipient's later e-mails keep it until they choose on the intake pages.
    const { token } = await as(ADMIN);
    expect((await call("POST", `/bankTransfers/recipients/${polish.id}/retryIntake`, { token })).status).toBe(200);
    const [again] = await mailTo(polish.email);
    expect([again?.language, again?.subject]).toEqual(["pl", "Harbor Relief Network chce Ci zapłacić"]);

    const unchosen = await createRecipient(harbor);
    const [english] = await mailTo(unchosen.email);
    expect([english?.language, english?.subject]).toEqual(["en", "Harbor Relief Network wants to pay you"]);
    expect(english?.link).not.toContain("lang=");

    const refused = await call<{ code: string }>("POST", "/bankTransfers/recipient", {
      token,
      body: { businessId: harbor, name: "Ana Ruiz", email: "ana.ruiz.lang@recipient.test", language: "ar" },
    });
    expect([refused.status, refused.body.code]).toEqual([400, "validation_failed"]);
  });

  it("the verification e-mail is written in the recipient's language", async () => {
    const { recipient, linkToken } = await invited();
    await sendCode(recipient, linkToken, recipient.email, "es");
    const { body } = await verify(linkToken, await latestCode(recipient.email));
    await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, { token: body.accessToken, body: bankDetails() });
    await advanceTo(await verificationDue(recipient.id), 60_000);
    expect((await getRecipient(recipient.id)).intakeStatus).toBe("bank_account_verified");
    const [mail] = await mailTo(recipient.email);
    expect(mail?.subject).toBe("Su cuenta bancaria está verificada");
  });
});

/** Signs the recipient in again through a new link (theirs was used by the submission). */
async function signedInAgain(recipient: Recipient): Promise<RecipientToken & { token: string }> {
  await call("POST", "/recipientIntake/requestLink", { body: { businessId: harbor, email: recipient.email, language: "en" } });
  const [mail] = await mailTo(recipient.email);
  const { linkToken } = (await exchange(new URL(mail?.link ?? "", "https://app.test").searchParams.get("token"))).body;
  await sendCode(recipient, linkToken);
  const reply = await verify(linkToken, await latestCode(recipient.email));
  expect(reply.status).toBe(200);
  return { ...reply.body, token: reply.body.accessToken };
}

describe("the hosted bank-linking page (ADR 0159)", () => {
  const back = "https://app.test/setup-payment/recipient?lang=es";

  async function hostedLink(token: string, id: string, body: unknown = { redirectUri: back, language: "es" }) {
    const reply = await call<{ linkToken: string }>("POST", `/bankTransfers/recipients/${id}/plaidLinkToken`, { token, body });
    expect(reply.status).toBe(200);
    return `/_sandbox/bank-link/${reply.body.linkToken}`;
  }

  const post = (page: string, fields: Record<string, string>) =>
    SELF.fetch(`https://sandbox.test${page}`, { method: "POST", redirect: "manual", body: new URLSearchParams(fields) });

  it("shows banks and accounts in the link's language without script, then sends back a public token for the picked account", async () => {
    const { recipient, token } = await signedIn();
    const page = await hostedLink(token, recipient.id);
    const banks = await call<string>("GET", page);
    expect(banks.status).toBe(200);
    expect(banks.headers.get("cache-control")).toBe("no-store");
    expect(banks.headers.get("referrer-policy")).toBe("no-referrer");
    expect(banks.body).toContain('<html lang="es">');
    expect(banks.body).toContain("Elija su banco");
    expect(banks.body).not.toMatch(/<script/i);
    expect(new TextEncoder().encode(banks.body).length).toBeLessThan(8 * 1024);
    expect((await call<string>("GET", `${page}?lang=pl`)).body).toContain("Wybierz swój bank");

    const accounts = await call<string>("GET", `${page}?lang=es&bank=first`);
    expect(accounts.body).toContain('value="sandbox_checking"');
    expect(accounts.body).toContain('value="sandbox_savings"');
    expect((await call<string>("GET", `${page}?lang=es&bank=outcomes`)).body).toContain('value="sandbox_blocked_account"');
    expect((await post(page, { intent: "link", lang: "es", bank: "first", account: "sandbox_blocked_account" })).status).toBe(400);

    const picked = await post(page, { intent: "link", lang: "es", bank: "first", account: "sandbox_savings" });
    expect(picked.status).toBe(303);
    const location = new URL(picked.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("https://app.test/setup-payment/recipient");
    expect(location.searchParams.get("lang")).toBe("es");
    expect(location.searchParams.get("bankLink")).toBe("linked");
    expect(location.searchParams.get("accountId")).toBe("sandbox_savings");
    const publicToken = location.searchParams.get("publicToken") ?? "";
    expect(publicToken).toMatch(/^public-sandbox-/);

    // Only the account picked on the page goes with its token; the name given before connecting is kept.
    const exchange = (accountId: string) =>
      call("POST", `/bankTransfers/recipients/${recipient.id}/plaidBankAccount`, {
        token,
        body: { publicToken, accountId, accountHolderName: "Amina B Yusuf" },
      });
    expect((await exchange("sandbox_checking")).status).toBe(400);
    expect((await exchange("sandbox_savings")).status).toBe(201);
    const account = await env.DB.prepare(
      "SELECT account_holder_name, account_type, source FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL",
    )
      .bind(recipient.id)
      .first();
    expect(account).toEqual({ account_holder_name: "Amina B Yusuf", account_type: "savings", source: "bank_link" });
    expect((await getRecipient(recipient.id)).intakeStatus).toBe("pending_verification");

    // Used: the page is closed, and its "Go back" tells the app the linking failed.
    const used = await call<string>("GET", page);
    expect(used.status).toBe(410);
    expect(used.body).toContain("bankLink=failed");
  });

  it("a cancel, or a bank that cannot be reached, sends the browser back with no token", async () => {
    const { recipient, token } = await signedIn();
    const page = await hostedLink(token, recipient.id);
    const cancelled = await post(page, { intent: "cancel", lang: "es" });
    expect(cancelled.status).toBe(303);
    const cancelledAt = new URL(cancelled.headers.get("location") ?? "");
    expect([cancelledAt.searchParams.get("bankLink"), cancelledAt.searchParams.get("publicToken")]).toEqual(["cancelled", null]);

    const unreachable = await call<string>("GET", `${page}?lang=en&bank=unreachable`);
    expect(unreachable.body).toContain("We cannot reach this bank right now.");
    const failed = await post(page, { intent: "fail", lang: "en" });
    expect(new URL(failed.headers.get("location") ?? "").searchParams.get("bankLink")).toBe("failed");
    expect((await post(page, { intent: "link", lang: "en", bank: "unreachable" })).status).toBe(400);
  });

  it("an unknown token, or a link token made without a way back, opens nothing", async () => {
    const { recipient, token } = await signedIn();
    expect((await call("GET", "/_sandbox/bank-link/link-sandbox-not-a-real-token")).status).toBe(404);
    expect((await call("GET", "/_sandbox/bank-link/anything")).status).toBe(404);
    const noWayBack = await hostedLink(token, recipient.id, {});
    expect((await call("GET", noWayBack)).status).toBe(409);
    const refused = await call("POST", `/bankTransfers/recipients/${recipient.id}/plaidLinkToken`, {
      token,
      body: { redirectUri: "javascript:alert(1)" },
    });
    expect(refused.status).toBe(400);
    // No open redirect: only the client's registered origins (ADR 0248; here loopback and *.test hosts).
    for (const redirectUri of [
      "https://evil.example/setup-payment/recipient",
      "https://app.test.evil.example/",
      "http://user:pw@localhost/",
    ]) {
      const elsewhere = await call<{ code: string }>("POST", `/bankTransfers/recipients/${recipient.id}/plaidLinkToken`, {
        token,
        body: { redirectUri },
      });
      expect([elsewhere.status, elsewhere.body.code]).toEqual([400, "redirect_uri_not_registered"]);
    }
    expect(
      (
        await call("POST", `/bankTransfers/recipients/${recipient.id}/plaidLinkToken`, {
          token,
          body: { redirectUri: "http://brightfutures.localhost:8811/x" },
        })
      ).status,
    ).toBe(200);
    expect(isRegisteredRedirect("https://cards.brightfutures.example/setup-payment/recipient", "https://cards.brightfutures.example")).toBe(
      true,
    );
    expect(isRegisteredRedirect("http://localhost:8787/setup-payment/recipient", "https://cards.brightfutures.example")).toBe(false);
    expect(isRegisteredRedirect("https://cards.brightfutures.example:8443/", "https://cards.brightfutures.example")).toBe(false);
  });
});
