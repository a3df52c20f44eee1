/** Helpers shared by the bank-transfer tests: recipients in a given state, payments, held money (the clock: helpers/clock.ts). */
import { env } from "cloudflare:workers";
import type { Recipient, Transfer } from "#contract/entities";
import { VERIFYING_TEST_ACCOUNT } from "#domain/bank-test-accounts";
import { call } from "./helpers";
import { advanceTo } from "./helpers/clock";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

export const ADMIN = "admin@harbor.test";

let serial = 0;
/** A unique, valid recipient name and e-mail. */
export function person(label = "Test"): { name: string; email: string } {
  serial += 1;
  const letters = String.fromCharCode(97 + (serial % 26)) + String.fromCharCode(97 + (Math.floor(serial / 26) % 26));
  return { name: `${label} Recipient ${letters}`, email: `${label.toLowerCase()}.${serial}.${Date.now()}@recipient.test` };
}

export const bankDetails = (accountNumber = VERIFYING_TEST_ACCOUNT, routingNumber = "021000021") => ({
  accountHolderName: "Test Holder",
  accountType: "checking" as const,
  accountNumber,
  routingNumber,
});

export async function createRecipient(
  businessId: string,
  options: { as?: string; bankAccount?: ReturnType<typeof bankDetails>; label?: string; language?: string } = {},
): Promise<Recipient> {
  const { token } = await as(options.as ?? ADMIN);
  const path = options.bankAccount ? "/bankTransfers/recipientWithBankAccount" : "/bankTransfers/recipient";
  const reply = await call<{ recipient: Recipient }>("POST", path, {
    token,
    body: {
      businessId,
      ...person(options.label),
      ...(options.bankAccount ? { bankAccount: options.bankAccount } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
  });
  if (reply.status !== 201) throw new Error(`create recipient: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.recipient;
}

export async function getRecipient(id: string, email = ADMIN): Promise<Recipient> {
  const reply = await call<{ recipient: Recipient }>("GET", `/bankTransfers/recipients/${id}/`, { token: (await as(email)).token });
  if (reply.status !== 200) throw new Error(`get recipient: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.recipient;
}

/** The instant the recipient's pending verification completes (read from the row: tests only). */
export async function verificationDue(recipientId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT verification_due_at FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL")
    .bind(recipientId)
    .first<{ verification_due_at: string }>();
  if (!row?.verification_due_at) throw new Error(`no pending verification for ${recipientId}`);
  return row.verification_due_at;
}

/** A Harbor recipient whose bank account (the given test number) has been verified by the clock. */
export async function verifiedRecipient(businessId: string, accountNumber = VERIFYING_TEST_ACCOUNT): Promise<Recipient> {
  const created = await createRecipient(businessId, { bankAccount: bankDetails(accountNumber) });
  await advanceTo(await verificationDue(created.id), 60_000);
  const recipient = await getRecipient(created.id);
  if (recipient.intakeStatus !== "bank_account_verified") throw new Error(`not verified: ${recipient.intakeStatus}`);
  return recipient;
}

/** Money of the business in the sandbox's hands: the funding balance plus transfers still in flight. */
export async function heldMoney(businessId: string): Promise<{ funding: number; inFlight: number; completed: number; failed: number }> {
  const row = await env.DB.prepare(
    `SELECT COALESCE(SUM(CASE WHEN status IN ('created', 'processing') THEN amount_cents END), 0) AS in_flight,
            COALESCE(SUM(CASE WHEN status = 'completed' THEN amount_cents END), 0) AS completed,
            COALESCE(SUM(CASE WHEN status = 'failed' THEN amount_cents END), 0) AS failed
     FROM transfers WHERE business_id = ? AND funding_account_id IS NOT NULL`,
  )
    .bind(businessId)
    .first<{ in_flight: number; completed: number; failed: number }>();
  return {
    funding: await fundingBalance(businessId),
    inFlight: row?.in_flight ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
  };
}

export async function sendPayment(
  body: { businessId: string; recipientId: string; amountCents: number; speed: Transfer["speed"]; memo?: string },
  options: { as?: string; key?: string | null } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers["idempotency-key"] = options.key ?? `test-key-${crypto.randomUUID()}`;
  return call<{ transfer: Transfer; code?: string }>("POST", "/bankTransfers/transfers", {
    token: (await as(options.as ?? ADMIN)).token,
    body,
    headers,
  });
}

export async function transferRow(id: string) {
  return env.DB.prepare("SELECT status, failure_reason, next_step_at, expected_completion_at, completed_at FROM transfers WHERE id = ?")
    .bind(id)
    .first<{
      status: string;
      failure_reason: string | null;
      next_step_at: string | null;
      expected_completion_at: string;
      completed_at: string | null;
    }>();
}
