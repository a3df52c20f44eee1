/**
 * Rows of recipients, their bank accounts and transfers, and the contract's shapes built from them
 * (docs/decisions/0080-bank-transfer-sandbox.md). Only the last four digits of an account or a
 * routing number ever leave this module; the planned outcomes of the test account numbers never do.
 */
import type { Recipient, Transfer } from "#contract/entities";
import type { BankVerificationFailureReason } from "#domain/bank-test-accounts";
import type { RecipientIntakeStatus, TransferSpeed, TransferStatus } from "#domain/enums";
import { placeholders } from "#sandbox/db/sql";

export type RecipientRow = {
  id: string;
  business_id: string;
  name: string;
  name_key: string;
  email: string;
  phone: string | null;
  intake_status: RecipientIntakeStatus;
  verification_failure_reason: BankVerificationFailureReason | null;
  created_at: string;
  updated_at: string;
  /** The intake language the recipient last used (en, es, pl), for their e-mails; null: English. */
  language: string | null;
};

export const RECIPIENT_SELECT = `SELECT r.id, r.business_id, r.name, r.name_key, r.email, r.phone, r.intake_status,
  r.verification_failure_reason, r.created_at, r.updated_at, r.language FROM recipients r`;

export type BankAccountRow = {
  id: string;
  recipient_id: string;
  business_id: string;
  account_holder_name: string;
  account_type: "checking" | "savings";
  account_number_last4: string;
  routing_number_last4: string;
  bank_name: string | null;
  source: "manual" | "bank_link";
  verification_status: "pending" | "verified" | "failed";
  failure_reason: BankVerificationFailureReason | null;
  created_at: string;
};

/** Never the full routing number, nor the planned outcomes. */
const BANK_ACCOUNT_COLUMNS = `b.id, b.recipient_id, b.business_id, b.account_holder_name, b.account_type, b.account_number_last4,
  COALESCE(b.routing_number_last4, substr(b.routing_number, -4)) AS routing_number_last4, b.bank_name, b.source,
  b.verification_status, b.failure_reason, b.created_at`;

export type TransferRow = {
  id: string;
  business_id: string;
  recipient_id: string;
  recipient_name: string;
  bank_account_last4: string;
  amount_cents: number;
  speed: TransferSpeed;
  status: TransferStatus;
  failure_reason: string | null;
  memo: string | null;
  custom_fields_json: string;
  created_at: string;
  updated_at: string;
  expected_completion_at: string | null;
  completed_at: string | null;
};

export const TRANSFER_SELECT = `SELECT t.id, t.business_id, t.recipient_id, r.name AS recipient_name, b.account_number_last4 AS bank_account_last4,
  t.amount_cents, t.speed, t.status, t.failure_reason, t.memo, t.custom_fields_json, t.created_at, t.updated_at,
  t.expected_completion_at, t.completed_at
  FROM transfers t JOIN recipients r ON r.id = t.recipient_id JOIN bank_accounts b ON b.id = t.bank_account_id`;

export function toBankAccount(row: BankAccountRow): NonNullable<Recipient["bankAccount"]> {
  return {
    id: row.id,
    accountHolderName: row.account_holder_name,
    accountType: row.account_type,
    accountNumberLast4: row.account_number_last4,
    routingNumberLast4: row.routing_number_last4,
    bankName: row.bank_name,
    source: row.source,
    verificationStatus: row.verification_status,
    // A pending account has no reason yet, whatever is planned for it.
    failureReason: row.verification_status === "failed" ? row.failure_reason : null,
    createdAt: row.created_at,
  };
}

export function toRecipient(row: RecipientRow, account: BankAccountRow | null): Recipient {
  return {
    id: row.id,
    businessId: row.business_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    intakeStatus: row.intake_status,
    verificationFailureReason: row.verification_failure_reason,
    bankAccount: account ? toBankAccount(account) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function customFieldsOf(json: string): Record<string, string> {
  const parsed = JSON.parse(json) as unknown;
  const out: Record<string, string> = {};
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) if (typeof value === "string") out[key] = value;
  }
  return out;
}

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    businessId: row.business_id,
    recipientId: row.recipient_id,
    recipientName: row.recipient_name,
    bankAccountLast4: row.bank_account_last4,
    amountCents: row.amount_cents,
    speed: row.speed,
    status: row.status,
    failureReason: row.status === "failed" ? row.failure_reason : null,
    memo: row.memo,
    customFields: customFieldsOf(row.custom_fields_json),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    expectedCompletionAt: row.expected_completion_at,
    completedAt: row.completed_at,
  };
}

export async function readRecipient(db: D1Database, id: string): Promise<RecipientRow | null> {
  return db.prepare(`${RECIPIENT_SELECT} WHERE r.id = ?`).bind(id).first<RecipientRow>();
}

/** The current (not deleted) bank account of each recipient. */
export async function currentAccounts(db: D1Database, recipientIds: readonly string[]): Promise<Map<string, BankAccountRow>> {
  const out = new Map<string, BankAccountRow>();
  for (let i = 0; i < recipientIds.length; i += 90) {
    const ids = recipientIds.slice(i, i + 90);
    const { results } = await db
      .prepare(
        `SELECT ${BANK_ACCOUNT_COLUMNS} FROM bank_accounts b WHERE b.deleted_at IS NULL AND b.recipient_id IN (${placeholders(ids.length)})`,
      )
      .bind(...ids)
      .all<BankAccountRow>();
    for (const row of results) out.set(row.recipient_id, row);
  }
  return out;
}

export async function recipientEntity(db: D1Database, id: string): Promise<Recipient> {
  const row = await readRecipient(db, id);
  if (!row) throw new Error(`recipient ${id} vanished`);
  return toRecipient(row, (await currentAccounts(db, [id])).get(id) ?? null);
}

export async function toRecipients(db: D1Database, rows: readonly RecipientRow[]): Promise<Recipient[]> {
  const accounts = await currentAccounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toRecipient(row, accounts.get(row.id) ?? null));
}

export async function transferEntity(db: D1Database, id: string): Promise<Transfer> {
  const row = await db.prepare(`${TRANSFER_SELECT} WHERE t.id = ?`).bind(id).first<TransferRow>();
  if (!row) throw new Error(`transfer ${id} vanished`);
  return toTransfer(row);
}
