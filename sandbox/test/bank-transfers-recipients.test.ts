/**
 * Recipients and bank verification (docs/decisions/0080-bank-transfer-sandbox.md): every intake
 * transition, the intake e-mail and its resend, one external account per recipient, each test
 * account number's outcome after the clock moves, bank linking, and only last four digits out.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Activity, Recipient } from "#contract/entities";
import { BANK_TEST_ACCOUNTS, VERIFYING_TEST_ACCOUNT, verificationBusinessDays } from "#domain/bank-test-accounts";
import { verificationCompletesAt } from "#domain/bank-transfer-schedule";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { ADMIN, bankDetails, createRecipient, getRecipient, person, verificationDue } from "./bank-transfers-helpers";
import { call, mailTo, seedSmall } from "./helpers";
import { advanceTo, sandboxNow } from "./helpers/clock";
import { as } from "./helpers/session";
import { expectWalksBothWays } from "./list-position";

const harbor = BUSINESS_IDS.harbor;

beforeAll(seedSmall);

async function activityTypes(recipientId: string): Promise<string[]> {
  const reply = await call<{ activities: Activity[] }>("GET", `/bankTransfers/recipients/${recipientId}/activities?limit=200`, {
    token: (await as(ADMIN)).token,
  });
  expect(reply.status).toBe(200);
  return reply.body.activities.map((a) => a.type).reverse();
}

describe("creating a recipient", () => {
  it("without bank details: awaiting_recipient, the intake e-mail in the mailbox, the activities recorded", async () => {
    const who = person("Intake");
    const { token } = await as(ADMIN);
    const reply = await call<{ recipient: Recipient }>("POST", "/bankTransfers/recipient", {
      token,
      body: { businessId: harbor, name: who.name, email: who.email, phone: "5550123456" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.recipient).toMatchObject({
      businessId: harbor,
      name: who.name,
      email: who.email,
      phone: "5550123456",
      intakeStatus: "awaiting_recipient",
      verificationFailureReason: null,
      bankAccount: null,
    });
    const [mail] = await mailTo(who.email);
    // It names the organization that pays and says why it asks for bank details (issue 35 item 7).
    expect(mail?.subject).toBe("Harbor Relief Network wants to pay you");
    expect(mail?.body).toContain(
      "Harbor Relief Network wants to pay you by bank transfer. To send the money to your bank account, they need its details.",
    );
    expect(mail?.body).toContain("If you do not know Harbor Relief Network, do not open the link.");
    expect(mail?.link).toMatch(/^\/setup-payment\/biz_harbor\/recipient\?token=[A-Za-z0-9_-]{43}$/);
    expect(await activityTypes(reply.body.recipient.id)).toEqual(["recipient_created", "recipient_intake_email_sent"]);
  });

  it("refuses a second recipient with the same e-mail in the business (409 email_in_use)", async () => {
    const first = await createRecipient(harbor);
    const again = await call("POST", "/bankTransfers/recipient", {
      token: (await as(ADMIN)).token,
      body: { businessId: harbor, name: "Other Name", email: first.email },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("email_in_use");
  });

  it("validates with the spec's rules (name, e-mail)", async () => {
    const reply = await call<{ issues: Array<{ path: string; key?: string }> }>("POST", "/bankTransfers/recipient", {
      token: (await as(ADMIN)).token,
      body: { businessId: harbor, name: "R2-D2", email: "nope" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((i) => [i.path, i.key])).toEqual(
      expect.arrayContaining([
        ["body.name", "recipientNameInvalid"],
        ["body.email", "emailInvalid"],
      ]),
    );
  });

  it("with bank details: pending_verification, only last four digits returned, nothing full stored", async () => {
    const { token } = await as(ADMIN);
    const who = person("Direct");
    const reply = await call<{ recipient: Recipient }>("POST", "/bankTransfers/recipientWithBankAccount", {
      token,
      body: { businessId: harbor, ...who, bankAccount: bankDetails("0001234567890123", "021000021") },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.recipient.intakeStatus).toBe("pending_verification");
    expect(reply.body.recipient.bankAccount).toMatchObject({
      accountHolderName: "Test Holder",
      accountType: "checking",
      accountNumberLast4: "0123",
      routingNumberLast4: "0021",
      bankName: "JPMorgan Chase Bank",
      source: "manual",
      verificationStatus: "pending",
      failureReason: null,
    });
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain("0001234567890123");
    expect(text).not.toContain("021000021");
    // Every read of the recipient, its list and its activities: last four only.
    for (const path of [
      `/bankTransfers/recipients/${reply.body.recipient.id}/`,
      `/bankTransfers/recipients?businessId=${harbor}&search=${encodeURIComponent(who.email)}`,
      `/bankTransfers/recipients/${reply.body.recipient.id}/activities`,
    ]) {
      const read = JSON.stringify((await call("GET", path, { token })).body);
      expect(read, path).not.toContain("1234567890123");
      expect(read, path).not.toContain("021000021");
    }
    const stored = JSON.stringify(
      await env.DB.prepare("SELECT * FROM bank_accounts WHERE recipient_id = ?").bind(reply.body.recipient.id).first(),
    );
    expect(stored).not.toContain("1234567890123");
    expect(await activityTypes(reply.body.recipient.id)).toEqual([
      "recipient_created",
      "bank_account_added",
      "bank_account_submitted_for_verification",
    ]);
    // No intake e-mail: staff entered the details.
    expect(await mailTo(who.email)).toEqual([]);
  });

  it("refuses bank details the spec's rules refuse, on their paths", async () => {
    const reply = await call<{ issues: Array<{ path: string; key?: string }> }>("POST", "/bankTransfers/recipientWithBankAccount", {
      token: (await as(ADMIN)).token,
      body: {
        businessId: harbor,
        ...person(),
        bankAccount: { accountHolderName: "Amina", accountType: "brokerage", accountNumber: "1".repeat(18), routingNumber: "021000022" },
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues.map((i) => [i.path, i.key])).toEqual(
      expect.arrayContaining([
        ["body.bankAccount.accountHolderName", "nameOnAccountTwoWords"],
        ["body.bankAccount.accountType", "accountTypeInvalid"],
        ["body.bankAccount.accountNumber", "accountNumberInvalid"],
        ["body.bankAccount.routingNumber", "routingNumberCheckDigit"],
      ]),
    );
  });
});

describe("intake", () => {
  it("resending while intake is awaited sends a new link and retires the old one", async () => {
    const recipient = await createRecipient(harbor);
    const [first] = await mailTo(recipient.email);
    const reply = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/retryIntake`, {
      token: (await as(ADMIN)).token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.recipient.intakeStatus).toBe("awaiting_recipient");
    const mails = await mailTo(recipient.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.link).not.toBe(first?.link);
    const open = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM link_tokens WHERE purpose = 'recipient_intake' AND subject_id = ? AND revoked_at IS NULL",
    )
      .bind(recipient.id)
      .first<{ n: number }>();
    expect(open?.n).toBe(1);
    expect(await activityTypes(recipient.id)).toEqual([
      "recipient_created",
      "recipient_intake_email_sent",
      "recipient_intake_email_resent",
    ]);
  });

  it("a business user adds bank details by hand; a second account is refused with the spec's conflict", async () => {
    const recipient = await createRecipient(harbor);
    const { token } = await as(ADMIN);
    const added = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, {
      token,
      body: bankDetails(),
    });
    expect(added.status).toBe(201);
    expect(added.body.recipient.intakeStatus).toBe("pending_verification");
    const second = await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, {
      token,
      body: bankDetails("000987654321"),
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "bank_account_exists", msg: "Recipient already has an external bank account linked" });
    // The intake link is closed: the details arrived.
    const open = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM link_tokens WHERE purpose = 'recipient_intake' AND subject_id = ? AND revoked_at IS NULL",
    )
      .bind(recipient.id)
      .first<{ n: number }>();
    expect(open?.n).toBe(0);
  });

  it("intake status and retry: retry is refused while verification runs and after it succeeded", async () => {
    const recipient = await createRecipient(harbor, { bankAccount: bankDetails() });
    const { token } = await as(ADMIN);
    const status = await call("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token });
    expect(status.body).toEqual({ intakeStatus: "pending_verification", verificationFailureReason: null });
    const retry = await call("POST", `/bankTransfers/recipients/${recipient.id}/retryIntake`, { token });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe("intake_not_open");
  });

  it("updating the e-mail while intake is awaited sends the intake e-mail to the new address", async () => {
    const recipient = await createRecipient(harbor);
    const next = person("Moved");
    const { token } = await as(ADMIN);
    const reply = await call<{ recipient: Recipient }>("PATCH", `/bankTransfers/recipients/${recipient.id}/`, {
      token,
      body: { name: "Renamed Person", email: next.email, phone: null },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.recipient).toMatchObject({ name: "Renamed Person", email: next.email, phone: null });
    expect((await mailTo(next.email))[0]?.subject).toBe("Harbor Relief Network wants to pay you");
    expect(await activityTypes(recipient.id)).toEqual([
      "recipient_created",
      "recipient_intake_email_sent",
      "recipient_updated",
      "recipient_intake_email_sent",
    ]);
    // Searching finds the new name.
    const list = await call<{ recipients: Recipient[] }>("GET", `/bankTransfers/recipients?businessId=${harbor}&search=renamed%20person`, {
      token,
    });
    expect(list.body.recipients.map((r) => r.id)).toContain(recipient.id);
  });
});

describe("bank verification by the clock", () => {
  it("takes the documented business days, then verifies and e-mails the recipient", async () => {
    const recipient = await createRecipient(harbor, { bankAccount: bankDetails(VERIFYING_TEST_ACCOUNT) });
    const due = await verificationDue(recipient.id);
    const expected = verificationCompletesAt(new Date(recipient.createdAt), verificationBusinessDays(VERIFYING_TEST_ACCOUNT));
    expect(due).toBe(expected.toISOString());
    await advanceTo(due, -120_000);
    expect((await getRecipient(recipient.id)).intakeStatus).toBe("pending_verification");
    await advanceTo(due, 60_000);
    const verified = await getRecipient(recipient.id);
    expect(verified.intakeStatus).toBe("bank_account_verified");
    expect(verified.bankAccount?.verificationStatus).toBe("verified");
    expect((await mailTo(recipient.email))[0]?.subject).toBe("Your bank account is verified");
    expect((await activityTypes(recipient.id)).at(-1)).toBe("bank_account_verified");
  });

  it("each test account number ends as documented", async () => {
    const created: Array<[string, Recipient]> = [];
    for (const account of BANK_TEST_ACCOUNTS) {
      created.push([account.accountNumber, await createRecipient(harbor, { bankAccount: bankDetails(account.accountNumber) })]);
    }
    let latest = 0;
    for (const [, recipient] of created) latest = Math.max(latest, Date.parse(await verificationDue(recipient.id)));
    // Never more than three business days (and a long weekend) away.
    expect(latest - (await sandboxNow())).toBeLessThanOrEqual(6 * 24 * 60 * 60_000);
    await advanceTo(latest, 60_000);
    for (const [accountNumber, before] of created) {
      const account = BANK_TEST_ACCOUNTS.find((a) => a.accountNumber === accountNumber);
      const after = await getRecipient(before.id);
      expect([accountNumber, after.intakeStatus, after.verificationFailureReason, after.bankAccount?.failureReason]).toEqual([
        accountNumber,
        account?.verificationFailure ? "verification_failed" : "bank_account_verified",
        account?.verificationFailure ?? null,
        account?.verificationFailure ?? null,
      ]);
    }
  });

  it("a failed verification is retried: the account is removed and intake starts again", async () => {
    const recipient = await createRecipient(harbor, { bankAccount: bankDetails("000000000102") });
    await advanceTo(await verificationDue(recipient.id), 60_000);
    const failed = await getRecipient(recipient.id);
    expect(failed).toMatchObject({ intakeStatus: "verification_failed", verificationFailureReason: "closed_account" });
    expect((await mailTo(recipient.email))[0]?.subject).toBe("We could not verify your bank account");
    const { token } = await as(ADMIN);
    const retried = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/retryIntake`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body.recipient).toMatchObject({
      intakeStatus: "awaiting_recipient",
      verificationFailureReason: null,
      bankAccount: null,
    });
    expect((await mailTo(recipient.email))[0]?.subject).toBe("Harbor Relief Network wants to pay you");
    expect((await activityTypes(recipient.id)).slice(-3)).toEqual([
      "bank_account_verification_failed",
      "bank_account_deleted",
      "recipient_intake_email_sent",
    ]);
    // New details can be given again.
    const again = await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, { token, body: bankDetails() });
    expect(again.status).toBe(201);
  });
});

describe("the bank-linking service", () => {
  it("a link token, then a linked test account: verification runs as for typed details", async () => {
    const recipient = await createRecipient(harbor);
    const { token } = await as(ADMIN);
    const link = await call<{ linkToken: string; expiresAt: string }>("POST", `/bankTransfers/recipients/${recipient.id}/plaidLinkToken`, {
      token,
    });
    expect(link.status).toBe(200);
    expect(link.body.linkToken).toMatch(/^link-sandbox-[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.body.expiresAt) - (await sandboxNow())).toBeGreaterThan(3.9 * 60 * 60_000);
    const publicToken = link.body.linkToken.replace("link-sandbox-", "public-sandbox-");
    const unknown = await call("POST", `/bankTransfers/recipients/${recipient.id}/plaidBankAccount`, {
      token,
      body: { publicToken, accountId: "acct_unknown" },
    });
    expect(unknown.status).toBe(400);
    const linked = await call<{ recipient: Recipient }>("POST", `/bankTransfers/recipients/${recipient.id}/plaidBankAccount`, {
      token,
      body: { publicToken, accountId: "sandbox_deceased_owner" },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.recipient.bankAccount).toMatchObject({ source: "bank_link", accountNumberLast4: "0103", bankName: "Sandbox Bank" });
    // Single use.
    const reuse = await call("POST", `/bankTransfers/recipients/${recipient.id}/plaidBankAccount`, {
      token,
      body: { publicToken, accountId: "sandbox_checking" },
    });
    expect(reuse.status).toBe(400);
    await advanceTo(await verificationDue(recipient.id), 60_000);
    expect(await getRecipient(recipient.id)).toMatchObject({
      intakeStatus: "verification_failed",
      verificationFailureReason: "deceased_owner",
    });
  });

  it("a public token of another recipient's link does not work", async () => {
    const one = await createRecipient(harbor);
    const two = await createRecipient(harbor);
    const { token } = await as(ADMIN);
    const link = await call<{ linkToken: string }>("POST", `/bankTransfers/recipients/${one.id}/plaidLinkToken`, { token });
    const reply = await call("POST", `/bankTransfers/recipients/${two.id}/plaidBankAccount`, {
      token,
      body: { publicToken: link.body.linkToken.replace("link-sandbox-", "public-sandbox-"), accountId: "sandbox_checking" },
    });
    expect(reply.status).toBe(400);
    expect((await getRecipient(two.id)).intakeStatus).toBe("awaiting_recipient");
  });
});

describe("the recipients list", () => {
  it("filters by intake status, searches name and e-mail, sorts by name, and pages with a cursor", async () => {
    const { token } = await as(ADMIN);
    const failed = await call<{ recipients: Recipient[] }>(
      "GET",
      `/bankTransfers/recipients?businessId=${harbor}&intakeStatus=verification_failed&limit=200`,
      { token },
    );
    expect(failed.status).toBe(200);
    expect(failed.body.recipients.length).toBeGreaterThan(0);
    expect(new Set(failed.body.recipients.map((r) => r.intakeStatus))).toEqual(new Set(["verification_failed"]));
    const amina = await call<{ recipients: Recipient[] }>(
      "GET",
      `/bankTransfers/recipients?businessId=${harbor}&search=AMINA%40recipient`,
      {
        token,
      },
    );
    expect(amina.body.recipients.map((r) => r.name)).toEqual(["Amina Yusuf"]);
    const byName: Recipient[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/bankTransfers/recipients?businessId=${harbor}&sort=name&order=asc&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: { recipients: Recipient[]; nextCursor: string | null } } = await call("GET", query, { token });
      expect(page.status).toBe(200);
      byName.push(...page.body.recipients);
      cursor = page.body.nextCursor;
    } while (cursor);
    const keys = byName.map((r) => r.name.toLowerCase());
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(byName.map((r) => r.id)).size).toBe(byName.length);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM recipients WHERE business_id = ?").bind(harbor).first<{ n: number }>();
    expect(byName.length).toBe(count?.n);
    expect((await call("GET", `/bankTransfers/recipients?businessId=${harbor}&cursor=garbage`, { token })).body.code).toBe(
      "invalid_cursor",
    );
  });

  it("a top-level business lists its programs' recipients the caller sees; a program user sees only their program", async () => {
    const superUser = await as("super@unity.test");
    const all = await call<{ recipients: Recipient[] }>("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unity}&limit=200`, {
      token: superUser.token,
    });
    expect(all.status).toBe(200);
    expect(new Set(all.body.recipients.map((r) => r.businessId))).toEqual(new Set([BUSINESS_IDS.unityRent]));
    const program = await as("program@unity.test");
    const own = await call<{ recipients: Recipient[] }>("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unityRent}&limit=200`, {
      token: program.token,
    });
    expect(own.body.recipients.length).toBe(all.body.recipients.length);
  });

  it("activities show the spec's activity types only", async () => {
    const recipient = await createRecipient(harbor, { bankAccount: bankDetails() });
    await env.DB.prepare(
      "INSERT INTO activities (id, type, business_id, target_type, target_id, actor_type, actor_id, details_json, created_at) VALUES ('act_probe_internal', 'signed_in', ?, 'recipient', ?, 'system', NULL, '{}', ?)",
    )
      .bind(harbor, recipient.id, new Date(await sandboxNow()).toISOString())
      .run();
    expect(await activityTypes(recipient.id)).not.toContain("signed_in");
  });
});

describe("the recipients list: where a page sits, and names in any order (issue 24 item 5, ADR 0177)", () => {
  type Recipients = { recipients: Recipient[]; nextCursor: string | null; total?: number; offset?: number; previousCursor?: string | null };

  it("counts every match and the recipients before each page, and walks back page by page to the first", async () => {
    const { token } = await as(ADMIN);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM recipients WHERE business_id = ?").bind(harbor).first<{ n: number }>();
    await expectWalksBothWays(
      `/bankTransfers/recipients?businessId=${harbor}&sort=name&order=asc&limit=7&withTotal=true`,
      "recipients",
      token,
      7,
      count!.n,
    );
    const failed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM recipients WHERE business_id = ? AND intake_status = 'verification_failed'",
    )
      .bind(harbor)
      .first<{ n: number }>();
    const filtered = await call<Recipients>(
      "GET",
      `/bankTransfers/recipients?businessId=${harbor}&intakeStatus=verification_failed&withTotal=true`,
      { token },
    );
    expect(filtered.body).toMatchObject({ total: failed!.n, offset: 0, previousCursor: null });
  });

  it("says where the page sits only when asked", async () => {
    const { token } = await as(ADMIN);
    const plain = await call<Record<string, unknown>>("GET", `/bankTransfers/recipients?businessId=${harbor}&limit=3`, { token });
    expect(Object.keys(plain.body).sort()).toEqual(["nextCursor", "recipients"]);
    const counted = await call<Record<string, unknown>>("GET", `/bankTransfers/recipients?businessId=${harbor}&limit=3&withTotal=true`, {
      token,
    });
    expect(Object.keys(counted.body).sort()).toEqual(["nextCursor", "offset", "previousCursor", "recipients", "total"]);
    expect(counted.body.recipients).toEqual(plain.body.recipients);
    expect((await call("GET", `/bankTransfers/recipients?businessId=${harbor}&withTotal=maybe`, { token })).status).toBe(400);
  });

  it("a name is found with its words in any order; the e-mail still by any part", async () => {
    const { token } = await as(ADMIN);
    const search = async (term: string) =>
      (
        await call<Recipients>(
          "GET",
          `/bankTransfers/recipients?businessId=${harbor}&limit=200&withTotal=true&search=${encodeURIComponent(term)}`,
          { token },
        )
      ).body;
    expect((await search("Amina Yusuf")).recipients.map((r) => r.name)).toEqual(["Amina Yusuf"]);
    expect((await search("yusuf  AMINA")).recipients.map((r) => r.name)).toEqual(["Amina Yusuf"]);
    expect((await search("yus ami")).recipients.map((r) => r.name)).toEqual(["Amina Yusuf"]);
    expect(await search("amina zzqx")).toMatchObject({ recipients: [], total: 0 });
    expect((await search("amina@recipient")).recipients.map((r) => r.name)).toEqual(["Amina Yusuf"]);
  });

  it("a program user's total counts only their program's recipients", async () => {
    const superUser = await as("super@unity.test");
    const all = await call<Recipients>("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unity}&limit=200&withTotal=true`, {
      token: superUser.token,
    });
    expect(all.body.total).toBe(all.body.recipients.length);
    const program = await as("program@unity.test");
    const own = await call<Recipients>("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unityRent}&limit=200&withTotal=true`, {
      token: program.token,
    });
    expect(own.body.total).toBe(all.body.total);
    const admin = await as(ADMIN);
    expect(
      (await call("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unity}&withTotal=true`, { token: admin.token })).status,
    ).toBe(404);
  });
});

describe("creating a recipient with an Idempotency-Key (a bulk import's row, ADR 0170)", () => {
  async function recipientsWithEmail(email: string): Promise<number> {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM recipients WHERE business_id = ? AND email = ?")
      .bind(harbor, email)
      .first<{ n: number }>();
    return row?.n ?? 0;
  }
  const create = async (path: string, key: string, body: Record<string, unknown>) =>
    call<{ recipient: Recipient; code?: string }>("POST", path, {
      token: (await as(ADMIN)).token,
      headers: { "idempotency-key": key },
      body: { businessId: harbor, ...body },
    });

  for (const path of ["/bankTransfers/recipient", "/bankTransfers/recipientWithBankAccount"]) {
    const extra = path.endsWith("WithBankAccount") ? { bankAccount: bankDetails() } : {};

    it(`${path}: the same key twice creates one recipient and answers the same; the intake e-mail goes once`, async () => {
      const who = person("Keyed");
      const key = `key-${crypto.randomUUID()}`;
      const first = await create(path, key, { ...who, ...extra });
      expect(first.status).toBe(201);
      const again = await create(path, key, { ...who, ...extra });
      expect(again.status).toBe(201);
      expect(again.body.recipient.id).toBe(first.body.recipient.id);
      expect(again.body).toEqual(first.body);
      expect(await recipientsWithEmail(who.email)).toBe(1);
      if (!("bankAccount" in extra)) expect(await mailTo(who.email)).toHaveLength(1);
      // Without the key the same e-mail is still the provider's conflict.
      const unkeyed = await call<{ code: string }>("POST", path, {
        token: (await as(ADMIN)).token,
        body: { businessId: harbor, ...who, ...extra },
      });
      expect(unkeyed.status).toBe(409);
      expect(unkeyed.body.code).toBe("email_in_use");
    });

    it(`${path}: the same key with another body is 409 idempotency_key_reused and creates nothing`, async () => {
      const who = person("Keyed");
      const other = person("Other");
      const key = `key-${crypto.randomUUID()}`;
      expect((await create(path, key, { ...who, ...extra })).status).toBe(201);
      const reused = await create(path, key, { ...other, ...extra });
      expect(reused.status).toBe(409);
      expect(reused.body.code).toBe("idempotency_key_reused");
      expect(await recipientsWithEmail(other.email)).toBe(0);
      expect(await recipientsWithEmail(who.email)).toBe(1);
    });
  }

  it("the same key sent twice at the same time: one recipient; each answer is that recipient or 'still in progress'", async () => {
    const who = person("Twice");
    const key = `key-${crypto.randomUUID()}`;
    const replies = await Promise.all([0, 1, 2].map(() => create("/bankTransfers/recipient", key, who)));
    const ids = new Set<string>();
    for (const reply of replies) {
      if (reply.status === 201) ids.add(reply.body.recipient.id);
      else expect([reply.status, reply.body.code]).toEqual([409, "idempotency_request_in_progress"]);
    }
    expect(ids.size).toBe(1);
    expect(await recipientsWithEmail(who.email)).toBe(1);
  });
});
