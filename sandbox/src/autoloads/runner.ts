/**
 * The autoload runner (docs/decisions/0125-autoload-runs.md). It runs from the worker's cron trigger
 * and from every clock advance (processors.ts), always through `runDueAutoloads`. For each active
 * autoload whose next load date's 3 A.M. Eastern has passed, oldest run date first, it performs the
 * run of that date and moves the next load date on; missed runs after a clock jump happen once each,
 * in order. Exactly once per (autoload, run date, card):
 *
 * 1. Start: one batch inserts the run (primary key autoload + run date), snapshots the members as
 *    items (closed cards are skipped) and takes the run's whole total from the funding account. If
 *    the account cannot cover it the batch aborts (ledger trigger) and the run is recorded as failed,
 *    having loaded nobody.
 * 2. Load: pending items are loaded in chunks; each item leaves 'pending' in the batch that writes its
 *    ledger entry (loads row + balance), guarded on still being pending, so a second trigger or a
 *    retry after a crash never loads a card twice. A card closed since the start is marked failed and
 *    its share goes back to the funding account.
 * 3. Finish: one batch closes the run with its totals and moves the autoload's next load date on
 *    (guarded on the date it ran for).
 */
import { dueAutoloadRunDates, followingAutoloadRunDate, lastDueAutoloadDate } from "#domain/autoloads";
import type { AutoloadSchedule } from "#domain/dates";
import { cardEntry, fundingAccountOf, fundingChange } from "#sandbox/cards/ledger";
import { iso } from "#sandbox/clock";
import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { auditStatement } from "#sandbox/db/audit";
import { ApiFailure } from "#sandbox/http/errors";
import type { AutoloadRow } from "./rows";

const SYSTEM = { type: "system", id: null } as const;
/** Cards loaded per batch. */
const CHUNK = 40;
/** Runs one invocation performs at most (a longer backlog continues at the next trigger). */
const MAX_RUNS_PER_INVOCATION = 500;

export type RunnerOptions = {
  /** Tests: throw after this many cards were loaded in this invocation (a crash midway). */
  crashAfterCards?: number;
};

export class SimulatedCrash extends Error {
  constructor() {
    super("Simulated crash in the middle of an autoload run");
    this.name = "SimulatedCrash";
  }
}

type DueRow = Pick<AutoloadRow, "id" | "business_id" | "amount_cents" | "frequency" | "start_date" | "end_date" | "next_load_date">;
type RunKey = { autoloadId: string; runDate: string };

export const scheduleOf = (row: Pick<AutoloadRow, "frequency" | "start_date" | "end_date">): AutoloadSchedule => ({
  frequency: row.frequency,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** Runs every autoload run that is due at `now`; returns how many runs were started or finished. */
export async function runDueAutoloads(db: D1Database, now: number, options: RunnerOptions = {}): Promise<number> {
  const budget = { cards: options.crashAfterCards ?? Number.POSITIVE_INFINITY };
  let done = 0;
  // Runs a crash left unfinished come first (their dates are the oldest).
  const { results: unfinished } = await db
    .prepare("SELECT autoload_id, run_date FROM autoload_runs WHERE status = 'running' ORDER BY run_date, autoload_id")
    .all<{ autoload_id: string; run_date: string }>();
  for (const run of unfinished) {
    const autoload = await dueRow(db, run.autoload_id);
    if (autoload) done += await performRun(db, now, autoload, run.run_date, budget);
  }
  const lastDue = lastDueAutoloadDate(new Date(now));
  while (done < MAX_RUNS_PER_INVOCATION) {
    // The oldest due run date across autoloads first, so an account that runs short serves earlier dates first.
    const autoload = await db
      .prepare(
        "SELECT id, business_id, amount_cents, frequency, start_date, end_date, next_load_date FROM autoloads WHERE status = 'active' AND next_load_date IS NOT NULL AND next_load_date <= ? ORDER BY next_load_date, id LIMIT 1",
      )
      .bind(lastDue)
      .first<DueRow>();
    if (!autoload?.next_load_date) break;
    const [runDate] = dueAutoloadRunDates(scheduleOf(autoload), autoload.next_load_date, new Date(now), 1);
    if (!runDate) break;
    done += await performRun(db, now, autoload, runDate, budget);
  }
  return done;
}

async function dueRow(db: D1Database, autoloadId: string): Promise<DueRow | null> {
  return db
    .prepare("SELECT id, business_id, amount_cents, frequency, start_date, end_date, next_load_date FROM autoloads WHERE id = ?")
    .bind(autoloadId)
    .first<DueRow>();
}

/** Starts (or resumes) and finishes the run of `runDate`; safe to call any number of times. */
async function performRun(db: D1Database, now: number, autoload: DueRow, runDate: string, budget: { cards: number }): Promise<number> {
  const key: RunKey = { autoloadId: autoload.id, runDate };
  let status = await runStatus(db, key);
  if (status === null) status = await startRun(db, now, autoload, runDate);
  if (status === "running") await loadPending(db, now, autoload, key, budget);
  await finishRun(db, now, autoload, runDate);
  return 1;
}

async function runStatus(db: D1Database, key: RunKey): Promise<"running" | "completed" | "failed" | null> {
  const row = await db
    .prepare("SELECT status FROM autoload_runs WHERE autoload_id = ? AND run_date = ?")
    .bind(key.autoloadId, key.runDate)
    .first<{ status: "running" | "completed" | "failed" }>();
  return row?.status ?? null;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(`${error.message} ${String(error.cause ?? "")}`);

/** Step 1: the run, its items and the reservation of its total, in one batch; or a failed run. */
async function startRun(db: D1Database, now: number, autoload: DueRow, runDate: string) {
  const at = iso(now);
  const binds = [autoload.id, runDate] as const;
  const account = await fundingAccountOf(db, autoload.business_id);
  if (!account) return recordFailedRun(db, now, autoload, runDate, "no_funding_account");
  try {
    await runAtomic(db, [
      db
        .prepare(
          "INSERT INTO autoload_runs (autoload_id, run_date, business_id, amount_cents, status, started_at) VALUES (?, ?, ?, ?, 'running', ?)",
        )
        .bind(...binds, autoload.business_id, autoload.amount_cents, at),
      db
        .prepare(
          `INSERT INTO autoload_run_items (autoload_id, run_date, card_id, amount_cents, status, reason, updated_at)
           SELECT ?1, ?2, m.card_id, ?3, CASE WHEN c.status = 'closed' THEN 'skipped' ELSE 'pending' END,
                  CASE WHEN c.status = 'closed' THEN 'card_closed' END, ?4
           FROM autoload_members m JOIN cards c ON c.id = m.card_id WHERE m.autoload_id = ?1`,
        )
        .bind(...binds, autoload.amount_cents, at),
      db
        .prepare(
          `UPDATE autoload_runs SET
             member_count = (SELECT COUNT(*) FROM autoload_run_items WHERE autoload_id = ?1 AND run_date = ?2),
             reserved_cents = amount_cents * (SELECT COUNT(*) FROM autoload_run_items WHERE autoload_id = ?1 AND run_date = ?2 AND status = 'pending')
           WHERE autoload_id = ?1 AND run_date = ?2`,
        )
        .bind(...binds),
      db
        .prepare(
          "UPDATE funding_accounts SET balance_cents = balance_cents - (SELECT reserved_cents FROM autoload_runs WHERE autoload_id = ? AND run_date = ?), updated_at = ? WHERE id = ?",
        )
        .bind(...binds, at, account.id),
    ]);
    return "running" as const;
  } catch (error) {
    if (error instanceof ApiFailure && error.code === "insufficient_funds") {
      return recordFailedRun(db, now, autoload, runDate, "insufficient_funds");
    }
    // A concurrent trigger started the same run first: continue with it.
    if (isUniqueViolation(error)) return (await runStatus(db, { autoloadId: autoload.id, runDate })) ?? "running";
    throw error;
  }
}

async function recordFailedRun(
  db: D1Database,
  now: number,
  autoload: DueRow,
  runDate: string,
  reason: "insufficient_funds" | "no_funding_account",
) {
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO autoload_runs (autoload_id, run_date, business_id, amount_cents, status, failure_reason, member_count, started_at, finished_at)
         VALUES (?1, ?2, ?3, ?4, 'failed', ?5, (SELECT COUNT(*) FROM autoload_members WHERE autoload_id = ?1), ?6, ?6)`,
      )
      .bind(autoload.id, runDate, autoload.business_id, autoload.amount_cents, reason, at),
    auditStatement(db, now, {
      type: "autoload_run_failed",
      businessId: autoload.business_id,
      targetType: "autoload",
      targetId: autoload.id,
      actor: SYSTEM,
      details: { runDate, reason },
    }),
  ]);
  return "failed" as const;
}

type PendingRow = { card_id: string; amount_cents: number };

/** Step 2: loads the pending items through the card ledger, each exactly once. */
async function loadPending(db: D1Database, now: number, autoload: DueRow, key: RunKey, budget: { cards: number }) {
  for (;;) {
    const { results: pending } = await db
      .prepare(
        "SELECT card_id, amount_cents FROM autoload_run_items WHERE autoload_id = ? AND run_date = ? AND status = 'pending' ORDER BY card_id LIMIT ?",
      )
      .bind(key.autoloadId, key.runDate, CHUNK)
      .all<PendingRow>();
    if (pending.length === 0) return;
    const chunk = pending.slice(0, Math.max(0, Math.min(pending.length, budget.cards)));
    if (chunk.length === 0) throw new SimulatedCrash();
    try {
      await runAtomic(db, loadStatements(db, now, autoload, key, chunk));
    } catch (error) {
      if (error instanceof StaleState) continue; // another trigger loaded some of them: re-read
      if (!(error instanceof ApiFailure && error.code === "card_blocked")) throw error;
      for (const item of chunk) await loadOne(db, now, autoload, key, item);
    }
    budget.cards -= chunk.length;
  }
}

const itemsPending = (db: D1Database, key: RunKey, cardIds: readonly string[]) =>
  guard(
    db,
    `(SELECT COUNT(*) FROM autoload_run_items WHERE autoload_id = ? AND run_date = ? AND status = 'pending' AND card_id IN (${cardIds.map(() => "?").join(", ")})) = ?`,
    key.autoloadId,
    key.runDate,
    ...cardIds,
    cardIds.length,
  );

function loadStatements(db: D1Database, now: number, autoload: DueRow, key: RunKey, items: readonly PendingRow[]): D1PreparedStatement[] {
  const at = iso(now);
  const statements = [
    itemsPending(
      db,
      key,
      items.map((i) => i.card_id),
    ),
  ];
  for (const item of items) {
    const entry = cardEntry(db, now, {
      businessId: autoload.business_id,
      cardId: item.card_id,
      amountCents: item.amount_cents,
      source: "autoload",
      createdBy: null,
      autoloadRun: key,
    });
    statements.push(
      db
        .prepare(
          "UPDATE autoload_run_items SET status = 'loaded', load_id = ?, updated_at = ? WHERE autoload_id = ? AND run_date = ? AND card_id = ?",
        )
        .bind(entry.loadId, at, key.autoloadId, key.runDate, item.card_id),
      ...entry.statements,
      auditStatement(db, now, {
        type: "card_funds_loaded",
        businessId: autoload.business_id,
        targetType: "card",
        targetId: item.card_id,
        actor: SYSTEM,
        details: { loadId: entry.loadId, amountCents: item.amount_cents, autoloadId: key.autoloadId, runDate: key.runDate },
      }),
    );
  }
  return statements;
}

/** One card on its own (after a chunk met a closed card): loaded, or failed with its share returned. */
async function loadOne(db: D1Database, now: number, autoload: DueRow, key: RunKey, item: PendingRow) {
  try {
    await runAtomic(db, loadStatements(db, now, autoload, key, [item]));
  } catch (error) {
    if (error instanceof StaleState) return;
    if (!(error instanceof ApiFailure && error.code === "card_blocked")) throw error;
    const account = await fundingAccountOf(db, autoload.business_id);
    if (!account) throw error;
    try {
      await runAtomic(db, [
        itemsPending(db, key, [item.card_id]),
        db
          .prepare(
            "UPDATE autoload_run_items SET status = 'failed', reason = 'card_closed', updated_at = ? WHERE autoload_id = ? AND run_date = ? AND card_id = ?",
          )
          .bind(iso(now), key.autoloadId, key.runDate, item.card_id),
        db
          .prepare("UPDATE autoload_runs SET reserved_cents = reserved_cents - ? WHERE autoload_id = ? AND run_date = ?")
          .bind(item.amount_cents, key.autoloadId, key.runDate),
        fundingChange(db, now, account.id, item.amount_cents),
      ]);
    } catch (refund) {
      if (!(refund instanceof StaleState)) throw refund;
    }
  }
}

/** Step 3: closes the run with its totals and moves the autoload on to its next run date. */
async function finishRun(db: D1Database, now: number, autoload: DueRow, runDate: string) {
  const at = iso(now);
  const following = followingAutoloadRunDate(scheduleOf(autoload), runDate);
  const statements = [
    db
      .prepare(
        `UPDATE autoload_runs SET status = 'completed', finished_at = ?3,
           loaded_count = (SELECT COUNT(*) FROM autoload_run_items WHERE autoload_id = ?1 AND run_date = ?2 AND status = 'loaded'),
           loaded_cents = (SELECT COALESCE(SUM(amount_cents), 0) FROM autoload_run_items WHERE autoload_id = ?1 AND run_date = ?2 AND status = 'loaded')
         WHERE autoload_id = ?1 AND run_date = ?2 AND status = 'running'
           AND NOT EXISTS (SELECT 1 FROM autoload_run_items WHERE autoload_id = ?1 AND run_date = ?2 AND status = 'pending')`,
      )
      .bind(autoload.id, runDate, at),
    // Only the run of the autoload's current next load date moves it on (a late duplicate does not).
    db
      .prepare(
        `UPDATE autoloads SET next_load_date = ?1, status = CASE WHEN ?1 IS NULL AND status = 'active' THEN 'completed' ELSE status END, updated_at = ?2
         WHERE id = ?3 AND next_load_date = ?4`,
      )
      .bind(following, at, autoload.id, runDate),
  ];
  const [closed] = await db.batch(statements);
  if ((closed?.meta.changes ?? 0) > 0) {
    await auditStatement(db, now, {
      type: "autoload_run_completed",
      businessId: autoload.business_id,
      targetType: "autoload",
      targetId: autoload.id,
      actor: SYSTEM,
      details: { runDate },
    }).run();
  }
}
