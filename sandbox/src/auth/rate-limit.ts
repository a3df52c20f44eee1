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

/**
 * The client a request comes from, as the app forwards it (`X-Client-Address`: the visitor's address the
 * edge saw; issue 34 item 6, ADR 0244). Absent (a direct API caller the sandbox cannot place), only the
 * per-identifier limits apply.
 */
export function clientOf(header: string | undefined | null): string | null {
  const value = header?.trim() ?? "";
  return /^[0-9A-Fa-f:.]{2,45}$/.test(value) ? value.toLowerCase() : null;
}

/** Per client and hour (sliding, sandbox clock): failed sign-ins over every account, codes sent, intake links asked for. */
export const CLIENT_LIMITS = { signInFailures: 100, codeSends: 60, intakeLinks: 30 } as const;

/**
 * Failed sign-ins (password or code) are counted three ways when the client is known (ADR 0244): per
 * account AND client, 20 an hour, so a stranger who guesses locks out only themselves, never the owner
 * signing in from elsewhere; per account over every client, 100 an hour, the ceiling for a guesser
 * spread over many addresses; per client over every account, 100 an hour. Without a client, the account's
 * own 20. All reserved before the work, all given back on success.
 */
export async function reserveSignInAttempt(db: D1Database, now: number, bucket: string, client: string | null): Promise<Attempt | null> {
  const plan: Array<[string, number]> = client
    ? [
        [`${bucket}|client:${client}`, MAX_FAILURES_PER_HOUR],
        [bucket, MAX_FAILURES_PER_HOUR * 5],
        [`client:signin:${client}`, CLIENT_LIMITS.signInFailures],
      ]
    : [[bucket, MAX_FAILURES_PER_HOUR]];
  const reserved: Attempt[] = [];
  for (const [name, limit] of plan) {
    const attempt = await reserveAttempt(db, name, now, limit);
    if (!attempt) {
      for (const held of reserved) await held.release();
      return null;
    }
    reserved.push(attempt);
  }
  return {
    release: async () => {
      for (const held of reserved) await held.release();
    },
  };
}

/** One use of a per-client allowance (codes sent, intake links): false when the client's hour is spent. */
export async function clientAllows(
  db: D1Database,
  now: number,
  kind: "codeSends" | "intakeLinks",
  client: string | null,
): Promise<boolean> {
  if (!client) return true;
  return (await reserveAttempt(db, `client:${kind}:${client}`, now, CLIENT_LIMITS[kind])) !== null;
}
