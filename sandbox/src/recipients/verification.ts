/**
 * Bank verification by the clock (docs/decisions/0080-bank-transfer-sandbox.md): a pending account
 * whose completion time has come ends verified, or failed with the reason its test account number
 * planned; the recipient's intake status follows, the activity is recorded and the recipient gets an
 * e-mail (spec: "e-mail on completion"). Each account is one batch, guarded so a concurrent run
 * changes nothing twice.
 */

import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { intakeLanguageOf, verificationMail } from "./intake-mail";

type DueRow = {
  id: string;
  recipient_id: string;
  business_id: string;
  planned_failure_reason: string | null;
  verification_due_at: string;
  email: string;
  name: string;
  language: string | null;
};

export async function processBankVerifications(db: D1Database, now: number): Promise<number> {
  let changed = 0;
  for (;;) {
    const { results } = await db
      .prepare(
        `SELECT b.id, b.recipient_id, b.business_id, b.planned_failure_reason, b.verification_due_at, r.email, r.name, r.language
         FROM bank_accounts b JOIN recipients r ON r.id = b.recipient_id
         WHERE b.verification_status = 'pending' AND b.verification_due_at <= ? AND b.deleted_at IS NULL
         ORDER BY b.verification_due_at LIMIT 100`,
      )
      .bind(new Date(now).toISOString())
      .all<DueRow>();
    if (results.length === 0) return changed;
    const before = changed;
    for (const row of results) {
      const at = Date.parse(row.verification_due_at);
      const failed = row.planned_failure_reason !== null;
      try {
        await runAtomic(db, [
          guard(db, "EXISTS (SELECT 1 FROM bank_accounts WHERE id = ? AND verification_status = 'pending')", row.id),
          db
            .prepare("UPDATE bank_accounts SET verification_status = ?, failure_reason = ?, updated_at = ? WHERE id = ?")
            .bind(failed ? "failed" : "verified", row.planned_failure_reason, row.verification_due_at, row.id),
          db
            .prepare(
              "UPDATE recipients SET intake_status = ?, verification_failure_reason = ?, updated_at = ? WHERE id = ? AND intake_status = 'pending_verification'",
            )
            .bind(
              failed ? "verification_failed" : "bank_account_verified",
              row.planned_failure_reason,
              row.verification_due_at,
              row.recipient_id,
            ),
          auditStatement(db, at, {
            type: failed ? "bank_account_verification_failed" : "bank_account_verified",
            businessId: row.business_id,
            targetType: "recipient",
            targetId: row.recipient_id,
            actor: { type: "system", id: null },
            details: failed ? { bankAccountId: row.id, reason: row.planned_failure_reason } : { bankAccountId: row.id },
          }),
          mailStatement(db, at, {
            kind: "email",
            to: row.email,
            ...verificationMail(intakeLanguageOf(row.language), row.name, !failed),
            link: null,
          }),
        ]);
        changed += 1;
      } catch (error) {
        if (!(error instanceof StaleState)) throw error;
      }
    }
    if (changed === before) return changed;
  }
}
