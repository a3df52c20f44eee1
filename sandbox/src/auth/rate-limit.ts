/**
 * Failed sign-in, one-time-code and card-data attempts, counted per bucket over a sliding hour on the
 * sandbox clock. Unknown identifiers get their own bucket so the limit does not reveal which accounts
 * exist.
 *
 * An attempt is reserved before the work (ADR 0098): one INSERT ... SELECT guarded by the count, so
 * a burst of parallel guesses cannot all read "19" and all be evaluated. A successful attempt gives
 * its reservation back; a failed one keeps it as the failure.
 */
import type { Realm } from "#contract/enums";
import { HOUR, iso } from "#sandbox/clock";

export const MAX_FAILURES_PER_HOUR = 20;

export function accountBucket(realm: Realm, accountId: string | null, identifier: string): string {
  return accountId ? `account:${realm}:${accountId}` : `identifier:${realm}:${identifier.toLowerCase()}`;
}

/** A reserved attempt: `release` on success (the attempt was not a failure); keep it on failure. */
export type Attempt = { release: () => Promise<void> };

/**
 * Reserves one attempt in the bucket, or returns null when the hour's limit is reached. The check and
 * the count are one statement, so at most `limit` attempts are evaluated whatever the concurrency.
 */
export async function reserveAttempt(
  db: D1Database,
  bucket: string,
  now: number,
  limit: number = MAX_FAILURES_PER_HOUR,
): Promise<Attempt | null> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limit_events (bucket, created_at)
       SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM rate_limit_events WHERE bucket = ?1 AND created_at > ?3) < ?4
       RETURNING id`,
    )
    .bind(bucket, iso(now), iso(now - HOUR), limit)
    .first<{ id: number }>();
  if (!row) return null;
  return {
    release: async () => {
      await db.prepare("DELETE FROM rate_limit_events WHERE id = ?").bind(row.id).run();
    },
  };
}
