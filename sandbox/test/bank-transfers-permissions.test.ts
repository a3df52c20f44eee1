/**
 * Permissions on recipients and transfers (spec section 6; docs/decisions/0025, 0080): reading needs
 * a role on the recipient's business, opening one needs viewIndividualRecipient, each change its
 * permission (403 with nothing changed); other tenants and sibling programs get 404.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { bankDetails, createRecipient, person, sendPayment, verificationDue, verifiedRecipient } from "./bank-transfers-helpers";
import { call, mailTo, seedSmall, signin } from "./helpers";
import { advanceTo } from "./helpers/clock";
import { as } from "./helpers/session";

const harbor = BUSINESS_IDS.harbor;

beforeAll(seedSmall);

async function counts() {
  const row = await env.DB.prepare(
    "SELECT (SELECT COUNT(*) FROM recipients) AS recipients, (SELECT COUNT(*) FROM bank_accounts) AS accounts, (SELECT COUNT(*) FROM transfers) AS transfers, (SELECT COUNT(*) FROM mailbox) AS mail, (SELECT SUM(balance_cents) FROM funding_accounts) AS funding",
  ).first();
  return row;
}

/** Every change a business user can ask for on a recipient, with valid input. */
function changes(recipientId: string, verifiedId: string) {
  return [
    ["createRecipient", "POST", "/bankTransfers/recipient", { businessId: harbor, ...person("Denied") }],
    [
      "createRecipientWithBankAccount",
      "POST",
      "/bankTransfers/recipientWithBankAccount",
      { businessId: harbor, ...person("Denied"), bankAccount: bankDetails() },
    ],
    ["updateRecipient", "PATCH", `/bankTransfers/recipients/${recipientId}/`, { name: "Changed Name" }],
    ["addBankAccount", "POST", `/bankTransfers/recipients/${recipientId}/bankAccount`, bankDetails()],
    ["createLinkToken", "POST", `/bankTransfers/recipients/${recipientId}/plaidLinkToken`, undefined],
    [
      "addLinkedBankAccount",
      "POST",
      `/bankTransfers/recipients/${recipientId}/plaidBankAccount`,
      { publicToken: "public-sandbox-x", accountId: "sandbox_checking" },
    ],
    ["retryIntake", "POST", `/bankTransfers/recipients/${recipientId}/retryIntake`, undefined],
    ["createTransfer", "POST", "/bankTransfers/transfers", { businessId: harbor, recipientId: verifiedId, amountCents: 100, speed: "ach" }],
  ] as const;
}

describe("a viewer (no permissions)", () => {
  it("lists recipients and transfers, but cannot open a recipient nor change anything (403, nothing changed)", async () => {
    const recipient = await createRecipient(harbor);
    const verified = await verifiedRecipient(harbor);
    const viewer = await as("viewer@harbor.test");
    expect((await call("GET", `/bankTransfers/recipients?businessId=${harbor}`, { token: viewer.token })).status).toBe(200);
    expect((await call("GET", `/bankTransfers/transfers?businessId=${harbor}`, { token: viewer.token })).status).toBe(200);
    expect((await call("GET", `/bankTransfers/recipients/${recipient.id}/intakeStatus`, { token: viewer.token })).status).toBe(200);
    const open = await call("GET", `/bankTransfers/recipients/${recipient.id}/`, { token: viewer.token });
    expect(open.status).toBe(403);
    expect(open.body.code).toBe("forbidden");
    const before = await counts();
    for (const [name, method, path, body] of changes(recipient.id, verified.id)) {
      const reply = await call(method, path, { token: viewer.token, body, headers: { "idempotency-key": `viewer-${name}-0001` } });
      expect([name, reply.status, reply.body.code]).toEqual([name, 403, "forbidden"]);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("a case manager (cws_case_manager: no recipient permissions)", () => {
  it("is refused every recipient change and the payment", async () => {
    const recipient = await createRecipient(harbor);
    const verified = await verifiedRecipient(harbor);
    const caseManager = await as("casemanager@harbor.test");
    const before = await counts();
    for (const [name, method, path, body] of changes(recipient.id, verified.id)) {
      const reply = await call(method, path, { token: caseManager.token, body, headers: { "idempotency-key": `cm-${name}-0001` } });
      expect([name, reply.status]).toEqual([name, 403]);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("sifh_finance (super scope on Unity: no recipient permissions) and the program admin", () => {
  it("finance reads Unity Rent Relief's recipients but cannot pay; the program admin pays", async () => {
    // The permission is checked before the recipient's state: a pending recipient will do.
    const recipient = await createRecipient(BUSINESS_IDS.unityRent, { as: "program@unity.test", bankAccount: bankDetails() });
    const finance = await as("finance@unity.test");
    const list = await call("GET", `/bankTransfers/recipients?businessId=${BUSINESS_IDS.unityRent}`, { token: finance.token });
    expect(list.status).toBe(200);
    const denied = await sendPayment(
      { businessId: BUSINESS_IDS.unityRent, recipientId: recipient.id, amountCents: 100, speed: "ach" },
      { as: "finance@unity.test" },
    );
    expect(denied.status).toBe(403);
  });

  it("the program admin creates recipients in their program; a Harbor admin cannot see them (404)", async () => {
    const created = await createRecipient(BUSINESS_IDS.unityRent, { as: "program@unity.test" });
    expect(created.businessId).toBe(BUSINESS_IDS.unityRent);
    const harborAdmin = await as("admin@harbor.test");
    for (const path of [
      `/bankTransfers/recipients/${created.id}/`,
      `/bankTransfers/recipients/${created.id}/activities`,
      `/bankTransfers/recipients/${created.id}/transfers`,
      `/bankTransfers/recipients/${created.id}/intakeStatus`,
    ]) {
      const reply = await call("GET", path, { token: harborAdmin.token });
      expect([path, reply.status]).toEqual([path, 404]);
    }
  });

  it("a program-scope user gets 404 for a recipient of a sibling program and cannot pay from it", async () => {
    const cardsProgram = await as("cards-program@unity.test");
    const rentRecipient = await createRecipient(BUSINESS_IDS.unityRent, { as: "program@unity.test" });
    expect((await call("GET", `/bankTransfers/recipients/${rentRecipient.id}/`, { token: cardsProgram.token })).status).toBe(404);
    const pay = await sendPayment(
      { businessId: BUSINESS_IDS.unityFamily, recipientId: rentRecipient.id, amountCents: 100, speed: "ach" },
      { as: "cards-program@unity.test" },
    );
    expect(pay.status).toBe(404);
  });
});

describe("a payment through the top-level business", () => {
  it("a super admin pays a program's recipient through Unity; the program's funding account pays", async () => {
    const recipient = await createRecipient(BUSINESS_IDS.unityRent, { as: "program@unity.test", bankAccount: bankDetails() });
    const due = await env.DB.prepare("SELECT verification_due_at FROM bank_accounts WHERE recipient_id = ?")
      .bind(recipient.id)
      .first<{ verification_due_at: string }>();
    const minutes = Math.ceil((Date.parse(due?.verification_due_at ?? "") - Date.now()) / 60_000) + 60 * 24 * 30;
    await call("POST", "/_sandbox/clock/advance", { body: { minutes } });
    const rentBefore = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
      .bind(BUSINESS_IDS.unityRent)
      .first<{ balance_cents: number }>();
    const unityBefore = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
      .bind(BUSINESS_IDS.unity)
      .first<{ balance_cents: number }>();
    const reply = await sendPayment(
      { businessId: BUSINESS_IDS.unity, recipientId: recipient.id, amountCents: 2_500, speed: "ach" },
      { as: "super@unity.test" },
    );
    expect(reply.status).toBe(201);
    const rentAfter = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
      .bind(BUSINESS_IDS.unityRent)
      .first<{ balance_cents: number }>();
    const unityAfter = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
      .bind(BUSINESS_IDS.unity)
      .first<{ balance_cents: number }>();
    expect(rentAfter?.balance_cents).toBe((rentBefore?.balance_cents ?? 0) - 2_500);
    expect(unityAfter?.balance_cents).toBe(unityBefore?.balance_cents);
  });
});

describe("two people between a payee's bank details and the payment (issue 34 item 7, ADR 0241)", () => {
  /** A new Harbor member with the given role, signed in (invited by the admin, invitation accepted). */
  async function member(email: string, role: string): Promise<{ uid: string; password: string }> {
    const admin = await as("admin@harbor.test");
    const added = await call("POST", `/businesses/${harbor}/users`, {
      token: admin.token,
      body: { email, firstName: "Ada", lastName: "Stone", role },
    });
    expect(added.status).toBe(201);
    const [message] = await mailTo(email);
    const token = decodeURIComponent(message?.link?.split("token=")[1] ?? "");
    const password = "Welcome#Harbor26";
    // The link opened as the app opens it (ADR 0246), then accepted with the form token it gave.
    const opened = await call<{ token: string }>("POST", "/auth/invitation/exchange", { body: { token } });
    const accepted = await call<{ uid: string }>("POST", "/auth/invitation/accept", { body: { token: opened.body.token, password } });
    expect(accepted.status).toBe(200);
    return { uid: accepted.body.uid, password };
  }

  it("a payment approver who typed the bank details cannot pay them; a second approver can", async () => {
    const first = await member("approver.one@harbor.test", "sifh_payment_approver");
    const second = await member("approver.two@harbor.test", "sifh_payment_approver");
    const recipient = await createRecipient(harbor);
    const typed = await call("POST", `/bankTransfers/recipients/${recipient.id}/bankAccount`, {
      token: (await signin("approver.one@harbor.test", "business", first.password)).idToken,
      body: bankDetails(),
    });
    expect(typed.status).toBe(201);
    await advanceTo(await verificationDue(recipient.id), 60_000);
    const payment = { businessId: harbor, recipientId: recipient.id, amountCents: 1_000, speed: "ach" as const };
    const pay = async (email: string, password: string) =>
      call<{ code?: string }>("POST", "/bankTransfers/transfers", {
        token: (await signin(email, "business", password)).idToken,
        body: payment,
        headers: { "idempotency-key": `two-people-${crypto.randomUUID()}` },
      });
    const before = await counts();
    const refused = await pay("approver.one@harbor.test", first.password);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("second_person_required");
    expect(await counts()).toEqual(before);
    expect((await pay("approver.two@harbor.test", second.password)).status).toBe(201);
  });
});
