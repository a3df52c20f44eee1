/**
 * Changes to recipients and their bank accounts (docs/decisions/0080-bank-transfer-sandbox.md):
 * create (with or without bank details), update, add bank details by hand or through the
 * bank-linking service, and retry or resend intake. Each change is one batch with its activity.
 */
import { linkedTestAccount, testOutcomeOf, verificationBusinessDays } from "#domain/bank-test-accounts";
import { verificationCompletesAt } from "#domain/bank-transfer-schedule";
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { bodyIssue, conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { closeIntakeLinks, intakeEmailStatements } from "./intake";
import type { IntakeLanguage } from "./intake-mail";
import type { RecipientRow } from "./rows";

export type BankDetails = {
  accountHolderName: string;
  accountType: "checking" | "savings";
  accountNumber: string;
  routingNumber: string;
};

/** Banks the sandbox knows by routing number (any other valid routing number has no bank name). */
const BANKS_BY_ROUTING: Readonly<Record<string, string>> = {
  "021000021": "JPMorgan Chase Bank",
  "021000089": "Citibank",
  "026009593": "Bank of America",
  "121000358": "Bank of America",
  "011000015": "Federal Reserve Bank of Boston",
  "110000000": "Sandbox Bank",
};

export const bankAccountExists = () => conflict("bank_account_exists", "Recipient already has an external bank account linked");
const emailInUse = () => conflict("email_in_use", "Another recipient of this business has this e-mail");
const intakeNotOpen = () =>
  conflict("intake_not_open", "The recipient's bank details are being verified or are verified; there is no intake to restart");
const changedMeanwhile = () => conflict("conflict", "The recipient changed while the request was handled; try again");

/** Runs a recipient batch: a lost race is 409 `conflict`, a taken e-mail 409 `email_in_use`, a second account 409. */
async function runRecipientBatch(db: D1Database, statements: readonly D1PreparedStatement[]): Promise<void> {
  try {
    await runAtomic(db, statements);
  } catch (error) {
    if (error instanceof StaleState) throw changedMeanwhile();
    const message = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
    if (/UNIQUE constraint failed: recipients\.business_id, recipients\.email/.test(message)) throw emailInUse();
    if (/UNIQUE constraint failed: bank_accounts\.recipient_id/.test(message)) throw bankAccountExists();
    throw error;
  }
}

async function emailTaken(db: D1Database, businessId: string, email: string, except?: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT id FROM recipients WHERE business_id = ? AND email = ? AND id <> ?")
    .bind(businessId, email, except ?? "")
    .first<{ id: string }>();
  return row !== null;
}

const statusGuard = (db: D1Database, recipientId: string, status: string) =>
  guard(db, "EXISTS (SELECT 1 FROM recipients WHERE id = ? AND intake_status = ?)", recipientId, status);

type NewAccount = BankDetails & { source: "manual" | "bank_link"; bankName?: string };

/** The bank account row, the recipient's move to pending_verification and their activities. */
function bankAccountStatements(
  db: D1Database,
  now: number,
  recipient: { id: string; business_id: string },
  details: NewAccount,
  actor: Actor,
): D1PreparedStatement[] {
  const id = newId("ba");
  const outcome = testOutcomeOf(details.accountNumber);
  const due = verificationCompletesAt(new Date(now), verificationBusinessDays(details.accountNumber));
  const at = iso(now);
  return [
    db
      .prepare(
        `INSERT INTO bank_accounts (id, recipient_id, business_id, account_holder_name, account_type, account_number_last4, routing_number,
          routing_number_last4, bank_name, source, verification_status, failure_reason, verification_due_at, created_at, updated_at,
          deleted_at, planned_failure_reason, transfer_failure_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', NULL, ?, ?, ?, NULL, ?, ?)`,
      )
      .bind(
        id,
        recipient.id,
        recipient.business_id,
        details.accountHolderName,
        details.accountType,
        details.accountNumber.slice(-4),
        details.routingNumber,
        details.routingNumber.slice(-4),
        details.bankName ?? BANKS_BY_ROUTING[details.routingNumber] ?? null,
        details.source,
        iso(due.getTime()),
        at,
        at,
        outcome.verificationFailure,
        outcome.transferFailure,
      ),
    db
      .prepare(
        "UPDATE recipients SET intake_status = 'pending_verification', verification_failure_reason = NULL, updated_at = ? WHERE id = ?",
      )
      .bind(at, recipient.id),
    closeIntakeLinks(db, now, recipient),
    auditStatement(db, now, {
      type: "bank_account_added",
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor,
      details: { bankAccountId: id, source: details.source, accountNumberLast4: details.accountNumber.slice(-4) },
    }),
    // A millisecond after the addition, so the feed (newest first by time, then id) keeps the order.
    auditStatement(db, now + 1, {
      type: "bank_account_submitted_for_verification",
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor: { type: "system", id: null },
      details: { bankAccountId: id, completesBy: iso(due.getTime()) },
    }),
  ];
}

export type NewRecipient = {
  businessId: string;
  name: string;
  email: string;
  phone?: string | undefined;
  /** The intake language staff chose for the recipient (en, es, pl); absent: English (ADR 0160). */
  language?: IntakeLanguage | undefined;
  bankAccount?: BankDetails;
};

/** Creates a recipient: with bank details it goes to verification, else the intake e-mail goes out. */
export async function createRecipient(
  db: D1Database,
  now: number,
  request: NewRecipient,
  actor: Actor,
  /** An idempotency claim to write in the same batch (a bulk import's row key, ADR 0170). */
  claim: D1PreparedStatement[] = [],
): Promise<string> {
  if (await emailTaken(db, request.businessId, request.email)) throw emailInUse();
  const id = newId("rcp");
  const at = iso(now);
  const language = request.language ?? null;
  const row = { id, business_id: request.businessId, name: request.name, email: request.email, language };
  const statements: D1PreparedStatement[] = [
    ...claim,
    db
      .prepare(
        "INSERT INTO recipients (id, business_id, name, name_key, email, phone, intake_status, verification_failure_reason, created_at, updated_at, language) VALUES (?, ?, ?, ?, ?, ?, 'awaiting_recipient', NULL, ?, ?, ?)",
      )
      .bind(id, request.businessId, request.name, request.name.toLowerCase(), request.email, request.phone ?? null, at, at, language),
    auditStatement(db, now, {
      type: "recipient_created",
      businessId: request.businessId,
      targetType: "recipient",
      targetId: id,
      actor,
      details: { withBankAccount: request.bankAccount !== undefined },
    }),
  ];
  if (request.bankAccount) {
    statements.push(...bankAccountStatements(db, now + 1, row, { ...request.bankAccount, source: "manual" }, actor));
  } else {
    statements.push(...(await intakeEmailStatements(db, now + 1, row, "recipient_intake_email_sent", actor)));
  }
  await runRecipientBatch(db, statements);
  return id;
}

export type RecipientChanges = { name?: string | undefined; email?: string | undefined; phone?: string | null | undefined };

/** Changes name, e-mail or phone; a new e-mail while intake is awaited gets a new intake e-mail. */
export async function updateRecipient(db: D1Database, now: number, recipient: RecipientRow, changes: RecipientChanges, actor: Actor) {
  const next = {
    name: changes.name ?? recipient.name,
    email: changes.email ?? recipient.email,
    phone: changes.phone === undefined ? recipient.phone : changes.phone,
  };
  const changed = (["name", "email", "phone"] as const).filter((field) => next[field] !== recipient[field]);
  if (changed.length === 0) return;
  if (changed.includes("email") && (await emailTaken(db, recipient.business_id, next.email, recipient.id))) throw emailInUse();
  const statements: D1PreparedStatement[] = [
    guard(
      db,
      "EXISTS (SELECT 1 FROM recipients WHERE id = ? AND updated_at = ? AND intake_status = ?)",
      recipient.id,
      recipient.updated_at,
      recipient.intake_status,
    ),
    db
      .prepare("UPDATE recipients SET name = ?, name_key = ?, email = ?, phone = ?, updated_at = ? WHERE id = ?")
      .bind(next.name, next.name.toLowerCase(), next.email, next.phone, iso(now), recipient.id),
    auditStatement(db, now, {
      type: "recipient_updated",
      businessId: recipient.business_id,
      targetType: "recipient",
      targetId: recipient.id,
      actor,
      details: { fields: changed.join(",") },
    }),
  ];
  if (changed.includes("email") && recipient.intake_status === "awaiting_recipient") {
    statements.push(...(await intakeEmailStatements(db, now + 1, { ...recipient, ...next }, "recipient_intake_email_sent", actor)));
  }
  await runRecipientBatch(db, statements);
}

/** Whether the recipient may get bank details now: no current account, intake awaited. */
async function ensureOpenForDetails(db: D1Database, recipient: RecipientRow): Promise<void> {
  const current = await db
    .prepare("SELECT id FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL")
    .bind(recipient.id)
    .first<{ id: string }>();
  if (current) throw bankAccountExists();
  if (recipient.intake_status !== "awaiting_recipient") throw intakeNotOpen();
}

/** Bank details typed by a business user (or, later, by the recipient during intake). */
export async function addBankAccount(db: D1Database, now: number, recipient: RecipientRow, details: BankDetails, actor: Actor) {
  await ensureOpenForDetails(db, recipient);
  await runRecipientBatch(db, [
    statusGuard(db, recipient.id, "awaiting_recipient"),
    ...bankAccountStatements(db, now, recipient, { ...details, source: "manual" }, actor),
  ]);
}

/** Bank-linking tokens: `link-sandbox-` + 43 random characters; the public token swaps the prefix. */
export const LINK_TOKEN_PREFIX = "link-sandbox-";
export const PUBLIC_TOKEN_PREFIX = "public-sandbox-";
export const LINK_TOKEN_TTL_MS = 4 * 60 * 60_000;

/** Where the hosted bank-linking page sends the browser back, and the language it speaks (ADR 0159). */
export type HostedLinkOptions = { redirectUri?: string | undefined; language?: IntakeLanguage | undefined };

export async function createLinkToken(
  db: D1Database,
  now: number,
  recipient: RecipientRow,
  userId: string | null,
  options: HostedLinkOptions = {},
) {
  await ensureOpenForDetails(db, recipient);
  const secret = randomToken();
  const expiresAt = iso(now + LINK_TOKEN_TTL_MS);
  await db
    .prepare(
      "INSERT INTO bank_link_tokens (token_hash, recipient_id, business_id, created_by, created_at, expires_at, used_at, redirect_uri, language) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)",
    )
    .bind(
      await sha256Hex(secret),
      recipient.id,
      recipient.business_id,
      userId,
      iso(now),
      expiresAt,
      options.redirectUri ?? null,
      options.language ?? null,
    )
    .run();
  return { linkToken: `${LINK_TOKEN_PREFIX}${secret}`, expiresAt };
}

const invalidPublicToken = () => bodyIssue("publicToken", "The bank-linking session is not valid or has expired; start it again");

/** The account picked on the bank-linking page, for a public token of this recipient's link token. */
export async function addLinkedBankAccount(
  db: D1Database,
  now: number,
  recipient: RecipientRow,
  request: { publicToken: string; accountId: string; accountHolderName?: string | undefined },
  actor: Actor,
) {
  if (!request.publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) throw invalidPublicToken();
  const hash = await sha256Hex(request.publicToken.slice(PUBLIC_TOKEN_PREFIX.length));
  const token = await db
    .prepare("SELECT recipient_id, expires_at, used_at, chosen_account_id FROM bank_link_tokens WHERE token_hash = ?")
    .bind(hash)
    .first<{ recipient_id: string; expires_at: string; used_at: string | null; chosen_account_id: string | null }>();
  if (!token || token.recipient_id !== recipient.id || token.used_at !== null || token.expires_at <= iso(now)) throw invalidPublicToken();
  const account = linkedTestAccount(request.accountId);
  if (!account) throw bodyIssue("accountId", "No such account on the bank-linking page");
  // Once the hosted page was used, only the account picked there goes with its token.
  if (token.chosen_account_id !== null && token.chosen_account_id !== request.accountId) {
    throw bodyIssue("accountId", "Not the account picked on the bank-linking page");
  }
  await ensureOpenForDetails(db, recipient);
  await runRecipientBatch(db, [
    statusGuard(db, recipient.id, "awaiting_recipient"),
    guard(db, "EXISTS (SELECT 1 FROM bank_link_tokens WHERE token_hash = ? AND used_at IS NULL)", hash),
    db.prepare("UPDATE bank_link_tokens SET used_at = ? WHERE token_hash = ?").bind(iso(now), hash),
    ...bankAccountStatements(
      db,
      now,
      recipient,
      {
        accountHolderName: request.accountHolderName ?? recipient.name,
        accountType: account.linkAccountId === "sandbox_savings" ? "savings" : "checking",
        accountNumber: account.accountNumber,
        routingNumber: "110000000",
        source: "bank_link",
      },
      actor,
    ),
  ]);
}

/**
 * After a failed verification: the failed account is removed and intake starts again with a new
 * e-mail. While intake is awaited: the e-mail is sent again with a new link.
 */
export async function retryIntake(
  db: D1Database,
  now: number,
  recipient: RecipientRow,
  actor: Actor,
  options: { byRecipient?: boolean } = {},
) {
  const at = iso(now);
  if (recipient.intake_status === "awaiting_recipient" && !options.byRecipient) {
    await runRecipientBatch(db, [
      statusGuard(db, recipient.id, "awaiting_recipient"),
      db.prepare("UPDATE recipients SET updated_at = ? WHERE id = ?").bind(at, recipient.id),
      ...(await intakeEmailStatements(db, now, recipient, "recipient_intake_email_resent", actor)),
    ]);
    return;
  }
  if (recipient.intake_status !== "verification_failed") throw intakeNotOpen();
  const failed = await db
    .prepare("SELECT id FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL")
    .bind(recipient.id)
    .first<{ id: string }>();
  await runRecipientBatch(db, [
    statusGuard(db, recipient.id, "verification_failed"),
    ...(failed
      ? [
          db.prepare("UPDATE bank_accounts SET deleted_at = ?, updated_at = ? WHERE id = ?").bind(at, at, failed.id),
          auditStatement(db, now, {
            type: "bank_account_deleted",
            businessId: recipient.business_id,
            targetType: "recipient",
            targetId: recipient.id,
            actor,
            details: { bankAccountId: failed.id, reason: "retry_intake" },
          }),
        ]
      : []),
    db
      .prepare(
        "UPDATE recipients SET intake_status = 'awaiting_recipient', verification_failure_reason = NULL, updated_at = ? WHERE id = ?",
      )
      .bind(at, recipient.id),
    // The recipient retrying in their own session needs no new link: they are in the intake already.
    ...(options.byRecipient ? [] : await intakeEmailStatements(db, now + 1, recipient, "recipient_intake_email_sent", actor)),
  ]);
}
