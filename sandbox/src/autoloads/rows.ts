/**
 * Autoload rows and their API shapes (contract/entities.ts: autoloadSchema, autoloadDetailsSchema):
 * the business's list (keyset pages, newest first), one autoload with a page of members and its
 * latest runs.
 */
import type { AutoloadRun } from "#contract/entities";
import type { AutoloadFrequency } from "#domain/enums";
import { type Keyset, keysetPage, NEWEST_FIRST, type PageQuery } from "#sandbox/db/pagination";

export type AutoloadStatus = "active" | "cancelled" | "completed";

export type AutoloadRow = {
  id: string;
  business_id: string;
  name: string;
  amount_cents: number;
  frequency: AutoloadFrequency;
  start_date: string;
  end_date: string | null;
  next_load_date: string | null;
  status: AutoloadStatus;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  member_count: number;
};

const MEMBER_COUNT = "(SELECT COUNT(*) FROM autoload_members m WHERE m.autoload_id = a.id) AS member_count";
export const AUTOLOAD_SELECT = `SELECT a.id, a.business_id, a.name, a.amount_cents, a.frequency, a.start_date, a.end_date, a.next_load_date, a.status, a.created_by, a.created_at, a.updated_at, ${MEMBER_COUNT} FROM autoloads a`;

export const toAutoload = (row: AutoloadRow) => ({
  id: row.id,
  businessId: row.business_id,
  name: row.name,
  amountCents: row.amount_cents,
  frequency: row.frequency,
  startDate: row.start_date,
  endDate: row.end_date,
  nextLoadDate: row.next_load_date,
  status: row.status,
  memberCount: row.member_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function readAutoload(db: D1Database, id: string): Promise<AutoloadRow | null> {
  return db.prepare(`${AUTOLOAD_SELECT} WHERE a.id = ?`).bind(id).first<AutoloadRow>();
}

/** The business's autoloads, newest first, optionally of one status (index autoloads_business). */
export function listAutoloadRows(db: D1Database, businessId: string, query: PageQuery & { status?: AutoloadStatus | undefined }) {
  const where = ["a.business_id = ?"];
  const binds: unknown[] = [businessId];
  if (query.status) {
    where.push("a.status = ?");
    binds.push(query.status);
  }
  return keysetPage<AutoloadRow>(db, NEWEST_FIRST, query, [{ select: AUTOLOAD_SELECT, where, binds, alias: "a" }]);
}

type MemberRow = { card_id: string; last6: string; holder_first_name: string; holder_last_name: string; added_at: string };

/** Members oldest first, by (added_at, card_id). */
const MEMBERS_KEYSET: Keyset = { columns: ["added_at", "card_id"], kinds: ["string", "string"], direction: "asc" };

type RunRow = {
  run_date: string;
  status: AutoloadRun["status"];
  failure_reason: AutoloadRun["failureReason"];
  amount_cents: number;
  member_count: number;
  loaded_count: number;
  loaded_cents: number;
  failed_count: number;
  started_at: string;
  finished_at: string | null;
};
type FailureRow = { run_date: string; card_id: string; last6: string; reason: "card_closed" };

const LATEST_RUNS = 12;

/** The latest runs of an autoload, newest first, with the cards each could not load. */
export async function latestRuns(db: D1Database, autoloadId: string): Promise<AutoloadRun[]> {
  const [runs, failures] = await db.batch([
    db
      .prepare(
        `SELECT r.run_date, r.status, r.failure_reason, r.amount_cents, r.member_count, r.loaded_count, r.loaded_cents, r.started_at, r.finished_at,
           (SELECT COUNT(*) FROM autoload_run_items i WHERE i.autoload_id = r.autoload_id AND i.run_date = r.run_date AND i.status IN ('skipped', 'failed')) AS failed_count
         FROM autoload_runs r WHERE r.autoload_id = ? ORDER BY r.run_date DESC LIMIT ${LATEST_RUNS}`,
      )
      .bind(autoloadId),
    db
      .prepare(
        `SELECT i.run_date, i.card_id, c.last6, i.reason FROM autoload_run_items i JOIN cards c ON c.id = i.card_id
         WHERE i.autoload_id = ? AND i.status IN ('skipped', 'failed')
           AND i.run_date IN (SELECT run_date FROM autoload_runs WHERE autoload_id = ? ORDER BY run_date DESC LIMIT ${LATEST_RUNS})
         ORDER BY i.run_date DESC, i.card_id`,
      )
      .bind(autoloadId, autoloadId),
  ]);
  const failuresOf = new Map<string, FailureRow[]>();
  for (const row of (failures?.results ?? []) as FailureRow[]) {
    const list = failuresOf.get(row.run_date) ?? [];
    if (list.length < 20) list.push(row);
    failuresOf.set(row.run_date, list);
  }
  return ((runs?.results ?? []) as RunRow[]).map((r) => ({
    runDate: r.run_date,
    status: r.status,
    failureReason: r.failure_reason,
    amountCents: r.amount_cents,
    memberCount: r.member_count,
    loadedCount: r.loaded_count,
    loadedCents: r.loaded_cents,
    failedCount: r.failed_count,
    failures: (failuresOf.get(r.run_date) ?? []).map((f) => ({ cardId: f.card_id, last6: f.last6, reason: f.reason })),
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  }));
}

/** One autoload with a page of its members and its latest runs. */
export async function autoloadDetails(db: D1Database, row: AutoloadRow, page: PageQuery = { limit: 50 }) {
  const [members, runs] = await Promise.all([
    keysetPage<MemberRow>(db, MEMBERS_KEYSET, page, [
      {
        select:
          "SELECT m.card_id, m.added_at, c.last6, c.holder_first_name, c.holder_last_name FROM autoload_members m JOIN cards c ON c.id = m.card_id",
        where: ["m.autoload_id = ?"],
        binds: [row.id],
        alias: "m",
      },
    ]),
    latestRuns(db, row.id),
  ]);
  return {
    autoload: {
      ...toAutoload(row),
      members: members.items.map((m) => ({
        cardId: m.card_id,
        last6: m.last6,
        holderName: `${m.holder_first_name} ${m.holder_last_name}`,
        addedAt: m.added_at,
      })),
      membersNextCursor: members.nextCursor,
      runs,
    },
  };
}
