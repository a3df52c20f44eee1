/**
 * Failed sign-in and one-time-code attempts, counted per account over a sliding hour on the sandbox
 * clock. Unknown identifiers get their own bucket so the limit does not reveal which accounts exist.
 */
import type { Realm } from "#contract/enums";
import { HOUR, iso } from "#sandbox/clock";

export const MAX_FAILURES_PER_HOUR = 20;

export function accountBucket(realm: Realm, accountId: string | null, identifier: string): string {
  return accountId ? `account:${realm}:${accountId}` : `identifier:${realm}:${identifier.toLowerCase()}`;
}

export async function isLocked(db: D1Database, bucket: string, now: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM rate_limit_events WHERE bucket = ? AND created_at > ?")
    .bind(bucket, iso(now - HOUR))
    .first<{ n: number }>();
  return (row?.n ?? 0) >= MAX_FAILURES_PER_HOUR;
}

export function failureStatement(db: D1Database, bucket: string, now: number): D1PreparedStatement {
  return db.prepare("INSERT INTO rate_limit_events (bucket, created_at) VALUES (?, ?)").bind(bucket, iso(now));
}
