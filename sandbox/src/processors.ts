/**
 * Time-driven processing: a list of processors, each doing the work that has become due at `now`
 * on the sandbox clock. The cron trigger runs them, and so does every clock advance. Later issues
 * add processors (transfers, bank verification, autoloads) to `processors`.
 */
import { advanceCardOrders, clearPendingPurchases } from "./cards/orders";
import { DAY, HOUR, iso } from "./clock";

export type Processor = {
  name: string;
  /** Does the due work and returns how many rows it changed. */
  run(db: D1Database, now: number): Promise<number>;
};

async function changes(statement: D1PreparedStatement): Promise<number> {
  const result = await statement.run();
  return result.meta.changes;
}

export const expireOneTimeCodes: Processor = {
  name: "expireOneTimeCodes",
  run: (db, now) =>
    changes(
      db
        .prepare("UPDATE otp_codes SET closed_at = ?1, close_reason = 'expired' WHERE closed_at IS NULL AND expires_at <= ?1")
        .bind(iso(now)),
    ),
};

export const expireSessions: Processor = {
  name: "expireSessions",
  run: (db, now) =>
    changes(
      db
        .prepare("UPDATE sessions SET revoked_at = ?1, revoke_reason = 'expired' WHERE revoked_at IS NULL AND expires_at <= ?1")
        .bind(iso(now)),
    ),
};

export const pruneRateLimitEvents: Processor = {
  name: "pruneRateLimitEvents",
  run: (db, now) => changes(db.prepare("DELETE FROM rate_limit_events WHERE created_at <= ?").bind(iso(now - HOUR))),
};

export const expirePasswordResetTokens: Processor = {
  name: "expirePasswordResetTokens",
  run: (db, now) => changes(db.prepare("DELETE FROM password_reset_tokens WHERE expires_at <= ?").bind(iso(now - DAY))),
};

export const pruneIdempotencyKeys: Processor = {
  name: "pruneIdempotencyKeys",
  run: (db, now) => changes(db.prepare("DELETE FROM idempotency_keys WHERE created_at <= ?").bind(iso(now - DAY))),
};

/** Used and expired card-details tokens are kept a day for the audit trail, then deleted. */
export const pruneCardClientTokens: Processor = {
  name: "pruneCardClientTokens",
  run: (db, now) => changes(db.prepare("DELETE FROM card_client_tokens WHERE expires_at <= ?").bind(iso(now - DAY))),
};

/** Pending purchases post 5 days after authorization (spec: "usually posts within 5 days"). */
export const clearPurchases: Processor = { name: "clearPendingPurchases", run: clearPendingPurchases };

/** Orders placed through the sandbox are processed, shipped (tracking number) and delivered. */
export const shipCardOrders: Processor = { name: "advanceCardOrders", run: advanceCardOrders };

export const processors: Processor[] = [
  expireOneTimeCodes,
  expireSessions,
  pruneRateLimitEvents,
  expirePasswordResetTokens,
  pruneIdempotencyKeys,
  pruneCardClientTokens,
  clearPurchases,
  shipCardOrders,
];

/** Runs every processor in order; returns processor name to rows changed. */
export async function processDue(db: D1Database, now: number, list: readonly Processor[] = processors) {
  const processed: Record<string, number> = {};
  for (const processor of list) processed[processor.name] = await processor.run(db, now);
  return processed;
}
