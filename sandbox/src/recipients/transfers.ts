/**
 * Bank transfers (docs/decisions/0080-bank-transfer-sandbox.md). Creating one debits the recipient's
 * business's funding account at once, in the batch that writes the transfer and claims the
 * idempotency key. The clock moves it on (processTransfers): created -> processing at submission,
 * then completed, or failed with its money back in the funding account, at settlement. Schedules per
 * speed are domain/bank-transfer-schedule.ts's, in business days in America/New_York.
 */

import { transferTimes } from "#domain/bank-transfer-schedule";
import { mayPayRecipient } from "#domain/duties";
import type { Role, TransferSpeed } from "#domain/enums";
import { checkCustomFields } from "#sandbox/businesses/custom-fields";
import { fundingAccountOf, fundingChange, noFundingAccount } from "#sandbox/cards/ledger";
import { iso } from "#sandbox/clock";
import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import type { RecipientRow } from "./rows";

export type NewTransfer = {
  recipient: RecipientRow;
  amountCents: number;
  speed: TransferSpeed;
  memo?: string | undefined;
  customFields?: Record<string, string> | undefined;
  /** Who pays, with their role on the recipient's business (the two-person rule, ADR 0241). */
  by: { actor: Actor; userId: string; role: Role };
};

const notVerified = () => conflict("recipient_not_verified", "The recipient's bank account is not verified");
const secondPersonRequired = () =>
  conflict(
    "second_person_required",
    "Someone else must send this payment: you entered the recipient's bank details or changed their e-mail",
  );

/** Who pointed the recipient's payments at their current account: read from the recipient's own activities. */
async function payeeHistory(db: D1Database, recipientId: string, bankAccountId: string) {
  const rows = await db
    .prepare(
      `SELECT type, actor_id FROM activities
        WHERE target_type = 'recipient' AND target_id = ? AND actor_type = 'user'
          AND ((type = 'bank_account_added' AND json_extract(details_json, '$.bankAccountId') = ?)
            OR (type = 'recipient_updated' AND (',' || json_extract(details_json, '$.fields') || ',') LIKE '%,email,%'))`,
    )
    .bind(recipientId, bankAccountId)
    .all<{ type: string; actor_id: string | null }>();
  return {
    bankDetailsBy: rows.results.find((r) => r.type === "bank_account_added")?.actor_id ?? null,
    emailChangedBy: rows.results.filter((r) => r.type === "recipient_updated").flatMap((r) => (r.actor_id ? [r.actor_id] : [])),
  };
}

/** Creates a transfer to a verified recipient; `claim` (the idempotency key) commits in the same batch. */
export async function createTransfer(db: D1Database, now: number, request: NewTransfer, claim: readonly D1PreparedStatement[]) {
  const { recipient } = request;
  if (recipient.intake_status !== "bank_account_verified") throw notVerified();
  const account = await db
    .prepare("SELECT id, verification_status FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL")
    .bind(recipient.id)
    .first<{ id: string; verification_status: string }>();
  if (account?.verification_status !== "verified") throw notVerified();
  if (!mayPayRecipient(request.by.role, request.by.userId, await payeeHistory(db, recipient.id, account.id))) throw secondPersonRequired();
  await checkCustomFields(db, recipient.business_id, request.customFields ?? {});
  const funding = await fundingAccountOf(db, recipient.business_id);
  if (!funding) throw noFundingAccount();
  if (funding.balance_cents < request.amountCents) throw conflict("insufficient_funds", "The funding account does not have enough money");
  const id = newId("trf");
  const at = iso(now);
  const times = transferTimes(request.speed, new Date(now));
  try {
    await runAtomic(db, [
      ...claim,
      guard(
        db,
        "EXISTS (SELECT 1 FROM recipients r JOIN bank_accounts b ON b.recipient_id = r.id AND b.deleted_at IS NULL WHERE r.id = ? AND r.intake_status = 'bank_account_verified' AND b.id = ? AND b.verification_status = 'verified')",
        recipient.id,
        account.id,
      ),
      fundingChange(db, now, funding.id, -request.amountCents),
      db
        .prepare(
          `INSERT INTO transfers (id, business_id, recipient_id, bank_account_id, amount_cents, speed, status, failure_reason, memo,
            custom_fields_json, created_by, created_at, updated_at, next_step_at, expected_completion_at, completed_at, funding_account_id)
           VALUES (?, ?, ?, ?, ?, ?, 'created', NULL, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
        )
        .bind(
          id,
          recipient.business_id,
          recipient.id,
          account.id,
          request.amountCents,
          request.speed,
          request.memo ?? null,
          JSON.stringify(request.customFields ?? {}),
          request.by.userId,
          at,
          at,
          iso(times.processingAt.getTime()),
          iso(times.settlesAt.getTime()),
          funding.id,
        ),
      auditStatement(db, now, {
        type: "bank_transfer_initiated",
        businessId: recipient.business_id,
        targetType: "recipient",
        targetId: recipient.id,
        actor: request.by.actor,
        details: { transferId: id, amountCents: request.amountCents, speed: request.speed },
      }),
    ]);
  } catch (error) {
    if (error instanceof StaleState) throw notVerified();
    throw error;
  }
  return id;
}

/** Audit rows of the clock's transfer steps (sandbox event types; the recipient feed shows the spec's only). */
const stepAudit = (type: string, condition: string) =>
  `INSERT INTO activities (id, type, business_id, target_type, target_id, actor_type, actor_id, details_json, created_at)
   SELECT 'act_' || lower(hex(randomblob(8))), '${type}', t.business_id, 'transfer', t.id, 'system', NULL,
     json_object('recipientId', t.recipient_id, 'amountCents', t.amount_cents), t.next_step_at
   FROM transfers t WHERE ${condition}`;

const DUE_CREATED = "t.status = 'created' AND t.next_step_at <= ?1";
const DUE_COMPLETING =
  "t.status = 'processing' AND t.next_step_at <= ?1 AND NOT EXISTS (SELECT 1 FROM bank_accounts b WHERE b.id = t.bank_account_id AND b.transfer_failure_reason IS NOT NULL)";

/**
 * Moves due transfers on (idempotent, in bulk: one advance may cover many days). Each step takes
 * effect at its scheduled time, not at the time the processor runs.
 */
export async function processTransfers(db: D1Database, now: number): Promise<number> {
  const at = iso(now);
  const [, submitted, , completed] = await db.batch([
    db.prepare(stepAudit("bank_transfer_processing", DUE_CREATED)).bind(at),
    db
      .prepare(
        `UPDATE transfers AS t SET status = 'processing', updated_at = t.next_step_at, next_step_at = t.expected_completion_at WHERE ${DUE_CREATED}`,
      )
      .bind(at),
    db.prepare(stepAudit("bank_transfer_completed", DUE_COMPLETING)).bind(at),
    db
      .prepare(
        `UPDATE transfers AS t SET status = 'completed', completed_at = t.next_step_at, updated_at = t.next_step_at, next_step_at = NULL WHERE ${DUE_COMPLETING}`,
      )
      .bind(at),
  ]);
  let changed = (submitted?.meta.changes ?? 0) + (completed?.meta.changes ?? 0);
  // Returns, one batch each: the status change and the refund happen together or not at all.
  for (;;) {
    const { results } = await db
      .prepare(
        `SELECT t.id, t.business_id, t.recipient_id, t.amount_cents, t.next_step_at, t.funding_account_id, b.transfer_failure_reason
         FROM transfers t JOIN bank_accounts b ON b.id = t.bank_account_id
         WHERE t.status = 'processing' AND t.next_step_at <= ? AND b.transfer_failure_reason IS NOT NULL LIMIT 100`,
      )
      .bind(at)
      .all<{
        id: string;
        business_id: string;
        recipient_id: string;
        amount_cents: number;
        next_step_at: string;
        funding_account_id: string | null;
        transfer_failure_reason: string;
      }>();
    if (results.length === 0) break;
    const before = changed;
    for (const t of results) {
      const funding = t.funding_account_id ?? (await fundingAccountOf(db, t.business_id))?.id;
      if (!funding) continue;
      const happened = Date.parse(t.next_step_at);
      try {
        await runAtomic(db, [
          guard(db, "EXISTS (SELECT 1 FROM transfers WHERE id = ? AND status = 'processing')", t.id),
          db
            .prepare("UPDATE transfers SET status = 'failed', failure_reason = ?, updated_at = ?, next_step_at = NULL WHERE id = ?")
            .bind(t.transfer_failure_reason, t.next_step_at, t.id),
          fundingChange(db, happened, funding, t.amount_cents),
          auditStatement(db, happened, {
            type: "bank_transfer_failed",
            businessId: t.business_id,
            targetType: "transfer",
            targetId: t.id,
            actor: { type: "system", id: null },
            details: { recipientId: t.recipient_id, amountCents: t.amount_cents, reason: t.transfer_failure_reason, returnedTo: funding },
          }),
        ]);
        changed += 1;
      } catch (error) {
        if (!(error instanceof StaleState)) throw error;
      }
    }
    if (changed === before) break;
  }
  return changed;
}
