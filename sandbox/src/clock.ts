/**
 * The adjustable sandbox clock: real time plus a stored offset. Everything time-dependent (one-time
 * code expiry, sessions, token expiry, processing) uses `now(db)`.
 */
export async function now(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT offset_ms FROM clock WHERE id = 1").first<{ offset_ms: number }>();
  return Date.now() + (row?.offset_ms ?? 0);
}

export async function clockOffset(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT offset_ms FROM clock WHERE id = 1").first<{ offset_ms: number }>();
  return row?.offset_ms ?? 0;
}

/** Moves the clock forward by `ms` and returns the new offset. */
export async function advanceClock(db: D1Database, ms: number): Promise<number> {
  const row = await db
    .prepare(
      "INSERT INTO clock (id, offset_ms) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET offset_ms = offset_ms + ?1 RETURNING offset_ms",
    )
    .bind(ms)
    .first<{ offset_ms: number }>();
  return row?.offset_ms ?? ms;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
