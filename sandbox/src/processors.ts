/**
 * Time-driven processing: a list of processors, each doing the work that has become due at `now`
 * on the sandbox clock. The cron trigger runs them, and so does every clock advance. Bank
 * verification and transfers run here (docs/decisions/0080-bank-transfer-sandbox.md), and so do
 * autoload runs (docs/decisions/0125-autoload-runs.md).
 */
import { runDueAutoloads } from "./autoloads/runner";
import { advanceCardOrders, clearPendingPurchases } from "./cards/orders";
import { DAY, HOUR, iso } from "./clock";
import { processOnboardingDecisions } from "./onboarding/review";
import { processTransfers } from "./recipients/transfers";
import { processBankVerifications } from "./recipients/verification";

export type Processor = {
  name: string;
  /** Does the due work and returns how many rows it changed. */
  run(db: D1Database, now: number): Promise<number>;
};

/** A processor that runs one statement; its only parameter is the time `age` before now (an ISO timestamp). */
const statementProcessor = (name: string, sql: string, age = 0): Processor => ({
  name,
  run: async (db, now) =>
    (
      await db
        .prepare(sql)
        .bind(iso(now - age))
        .run()
    ).meta.changes,
});

export const expireOneTimeCodes = statementProcessor(
  "expireOneTimeCodes",
  "UPDATE otp_codes SET closed_at = ?1, close_reason = 'expired' WHERE closed_at IS NULL AND expires_at <= ?1",
);

export const expireSessions = statementProcessor(
  "expireSessions",
  "UPDATE sessions SET revoked_at = ?1, revoke_reason = 'expired' WHERE revoked_at IS NULL AND expires_at <= ?1",
);

export const pruneRateLimitEvents = statementProcessor("pruneRateLimitEvents", "DELETE FROM rate_limit_events WHERE created_at <= ?", HOUR);

export const expirePasswordResetTokens = statementProcessor(
  "expirePasswordResetTokens",
  "DELETE FROM password_reset_tokens WHERE expires_at <= ?",
  DAY,
);

export const pruneIdempotencyKeys = statementProcessor("pruneIdempotencyKeys", "DELETE FROM idempotency_keys WHERE created_at <= ?", DAY);

/** Used and expired card-details tokens are kept a day for the audit trail, then deleted. */
export const pruneCardClientTokens = statementProcessor(
  "pruneCardClientTokens",
  "DELETE FROM card_client_tokens WHERE expires_at <= ?",
  DAY,
);

/** Pending purchases post 5 days after authorization (spec: "usually posts within 5 days"). */
export const clearPurchases: Processor = { name: "clearPendingPurchases", run: clearPendingPurchases };

/** Orders placed through the sandbox are processed, shipped (tracking number) and delivered. */
export const shipCardOrders: Processor = { name: "advanceCardOrders", run: advanceCardOrders };

/** Bank verification ends 1 to 3 business days after submission (verified or failed, by the test account number). */
export const verifyBankAccounts: Processor = { name: "verifyBankAccounts", run: processBankVerifications };

/** Transfers go created -> processing -> completed or failed (money returned) on their speed's schedule. */
export const moveTransfers: Processor = { name: "moveTransfers", run: processTransfers };

/** Bank-linking tokens live 4 hours; they are kept a day for the audit trail, then deleted. */
export const pruneBankLinkTokens = statementProcessor("pruneBankLinkTokens", "DELETE FROM bank_link_tokens WHERE expires_at <= ?", DAY);

/** Autoload runs whose 3 A.M. Eastern has passed, each (autoload, run date, card) loaded exactly once. */
export const runAutoloads: Processor = { name: "runAutoloads", run: (db, now) => runDueAutoloads(db, now) };

/** Submitted applications are decided by the clock (docs/decisions/0146; the EIN's test value chooses). */
export const decideOnboarding: Processor = { name: "decideOnboarding", run: processOnboardingDecisions };

export const processors: Processor[] = [
  expireOneTimeCodes,
  expireSessions,
  pruneRateLimitEvents,
  expirePasswordResetTokens,
  pruneIdempotencyKeys,
  pruneCardClientTokens,
  clearPurchases,
  shipCardOrders,
  verifyBankAccounts,
  moveTransfers,
  pruneBankLinkTokens,
  runAutoloads,
  decideOnboarding,
];

/** Runs every processor in order; returns processor name to rows changed. */
export async function processDue(db: D1Database, now: number, list: readonly Processor[] = processors) {
  const processed: Record<string, number> = {};
  for (const processor of list) processed[processor.name] = await processor.run(db, now);
  return processed;
}
