/**
 * Keyset-paginated lists of cards, transactions, loads and orders (docs/decisions/0021 and
 * 0034-card-list-performance.md). Each business of a list's scope gets its own query, which walks
 * an index that starts with the business id and ends with the row id, from the cursor, and stops
 * after `limit + 1` rows; the answers (at most `limit + 1` per business) are merged in the worker.
 * No OFFSET, no full sort, never more than a page per business in memory.
 */
import { can } from "#domain/permissions";
import type { BusinessAccess } from "#sandbox/auth/access";
import { type CursorValue, decodeCursor, pageFrom } from "#sandbox/db/pagination";
import { ApiFailure } from "#sandbox/http/errors";
import type { ScopeBusiness } from "./access";
import { CARD_COLUMNS, type CardRow, LOAD_SELECT, type LoadRow, TRANSACTION_SELECT, type TransactionRow } from "./rows";

export type Direction = "asc" | "desc";

/** Compares two sort keys the way SQLite orders them (numbers numerically, ASCII strings by code). */
export function compareKeys(a: readonly CursorValue[], b: readonly CursorValue[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (typeof x === "number" && typeof y === "number") return x < y ? -1 : 1;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** A cursor of `kinds` (the sort key's value types); anything else is 400 `invalid_cursor`. */
export function typedCursor(cursor: string | undefined, kinds: ReadonlyArray<"string" | "number">): CursorValue[] | null {
  if (cursor === undefined) return null;
  const values = decodeCursor(cursor, kinds.length);
  if (!values.every((v, i) => typeof v === kinds[i])) {
    throw new ApiFailure(400, "invalid_cursor", "The cursor is not valid for this list");
  }
  return values;
}

/** `(a, b) < (?, ?)` for descending lists, `>` for ascending ones. */
export function after(columns: readonly string[], direction: Direction): string {
  return `(${columns.join(", ")}) ${direction === "desc" ? "<" : ">"} (${columns.map(() => "?").join(", ")})`;
}

/** Escapes LIKE wildcards (with ESCAPE '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Runs one statement per business in one round trip and merges the answers into one page. */
export async function mergedPage<R>(
  db: D1Database,
  statements: readonly D1PreparedStatement[],
  limit: number,
  direction: Direction,
  keyOf: (row: R) => CursorValue[],
): Promise<{ items: R[]; nextCursor: string | null }> {
  if (statements.length === 0) return { items: [], nextCursor: null };
  const results = statements.length === 1 ? [await statements[0]!.all<R>()] : await db.batch<R>([...statements]);
  const rows = results.flatMap((r) => r.results);
  if (results.length > 1) {
    const sign = direction === "desc" ? -1 : 1;
    rows.sort((a, b) => sign * compareKeys(keyOf(a), keyOf(b)));
  }
  return pageFrom(rows, limit, keyOf);
}

/** Calendar dates (UTC) to created_at bounds: from inclusive, to inclusive (the day after, exclusive). */
export function dateBounds(from?: string, to?: string): { where: string[]; binds: string[] } {
  const where: string[] = [];
  const binds: string[] = [];
  if (from) {
    where.push("created_at >= ?");
    binds.push(`${from}T00:00:00.000Z`);
  }
  if (to) {
    const next = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
    where.push("created_at < ?");
    binds.push(next);
  }
  return { where, binds };
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export const CARD_SORT_COLUMNS = {
  createdAt: "created_at",
  holderName: "holder_name_key",
  balance: "balance_cents",
  last6: "last6",
} as const;

export type CardListQuery = {
  limit: number;
  cursor?: string;
  status?: string;
  formFactor?: string;
  tagId?: string;
  search?: string;
  sort: keyof typeof CARD_SORT_COLUMNS;
  order: Direction;
};

const sortValue = (row: CardRow, sort: CardListQuery["sort"]): CursorValue =>
  sort === "createdAt" ? row.created_at : sort === "holderName" ? row.holder_name_key : sort === "balance" ? row.balance_cents : row.last6;

export type SqlQuery = { sql: string; binds: unknown[] };

/** One keyset query per business of the scope (exposed so tests can check their query plans). */
export function cardListQueries(scope: readonly ScopeBusiness[], query: CardListQuery): SqlQuery[] {
  const column = CARD_SORT_COLUMNS[query.sort];
  const cursor = typedCursor(query.cursor, [query.sort === "balance" ? "number" : "string", "string"]);
  const where: string[] = [];
  const binds: unknown[] = [];
  if (query.status) {
    where.push("status = ?");
    binds.push(query.status);
  }
  if (query.formFactor) {
    where.push("form_factor = ?");
    binds.push(query.formFactor);
  }
  if (query.tagId) {
    where.push("id IN (SELECT card_id FROM card_tags WHERE tag_id = ?)");
    binds.push(query.tagId);
  }
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const contains = `%${escapeLike(term)}%`;
    const alternatives = ["holder_name_key LIKE ? ESCAPE '\\'", "holder_email LIKE ? ESCAPE '\\'", "id LIKE ? ESCAPE '\\'"];
    const searchBinds: unknown[] = [contains, contains, `${escapeLike(term)}%`];
    if (/^\d{1,6}$/.test(term)) {
      alternatives.push("last6 LIKE ?");
      searchBinds.push(`%${term}`);
    }
    where.push(`(${alternatives.join(" OR ")})`);
    binds.push(...searchBinds);
  }
  if (cursor) {
    where.push(after([column, "id"], query.order));
    binds.push(...cursor);
  }
  const direction = query.order === "desc" ? "DESC" : "ASC";
  return scope.map((business) => ({
    sql: `SELECT ${CARD_COLUMNS} FROM cards WHERE ${["business_id = ?", ...where].join(" AND ")} ORDER BY ${column} ${direction}, id ${direction} LIMIT ?`,
    binds: [business.id, ...binds, query.limit + 1],
  }));
}

export function cardListStatements(db: D1Database, scope: readonly ScopeBusiness[], query: CardListQuery): D1PreparedStatement[] {
  return cardListQueries(scope, query).map((q) => db.prepare(q.sql).bind(...q.binds));
}

export async function listCardRows(db: D1Database, scope: readonly ScopeBusiness[], query: CardListQuery) {
  return mergedPage<CardRow>(db, cardListStatements(db, scope, query), query.limit, query.order, (row) => [
    sortValue(row, query.sort),
    row.id,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Transactions and loads of a business scope, or of one card
// ---------------------------------------------------------------------------------------------

export type TransactionListQuery = {
  limit: number;
  cursor?: string;
  status?: string;
  from?: string;
  to?: string;
  search?: string;
};

/** Whether merchant data is hidden from the caller on a business (hideTransactionData). */
export const hidesMerchants = (access: BusinessAccess, businessId: string) => can(access.ctx, businessId, "hideTransactionData");

/**
 * Newest first. `target` is either a list of businesses (with whether merchant data is hidden on
 * each) or one card. Searching matches the merchant name (unless hidden) or the holder's name.
 */
export type TransactionTarget =
  | { businesses: ReadonlyArray<{ id: string; hideMerchant: boolean }> }
  | { cardId: string; hideMerchant: boolean };

export function transactionQueries(target: TransactionTarget, query: TransactionListQuery): SqlQuery[] {
  const cursor = typedCursor(query.cursor, ["string", "string"]);
  const build = (scopeSql: string, scopeBinds: unknown[], hideMerchant: boolean, businessId: string | null) => {
    const where = [scopeSql];
    const binds = [...scopeBinds];
    if (query.status) {
      where.push("t.status = ?");
      binds.push(query.status);
    }
    const dates = dateBounds(query.from, query.to);
    where.push(...dates.where.map((w) => `t.${w}`));
    binds.push(...dates.binds);
    const term = query.search?.trim().toLowerCase();
    if (term) {
      const contains = `%${escapeLike(term)}%`;
      const holder =
        businessId === null
          ? "(c.holder_name_key LIKE ? ESCAPE '\\')"
          : "t.card_id IN (SELECT id FROM cards WHERE business_id = ? AND holder_name_key LIKE ? ESCAPE '\\')";
      const holderBinds = businessId === null ? [contains] : [businessId, contains];
      if (hideMerchant) {
        where.push(holder);
        binds.push(...holderBinds);
      } else {
        where.push(`(t.merchant_name LIKE ? ESCAPE '\\' OR ${holder})`);
        binds.push(contains, ...holderBinds);
      }
    }
    if (cursor) {
      where.push(after(["t.created_at", "t.id"], "desc"));
      binds.push(...cursor);
    }
    return {
      sql: `${TRANSACTION_SELECT} WHERE ${where.join(" AND ")} ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
      binds: [...binds, query.limit + 1],
    };
  };
  if ("cardId" in target) return [build("t.card_id = ?", [target.cardId], target.hideMerchant, null)];
  return target.businesses.map((b) => build("t.business_id = ?", [b.id], b.hideMerchant, b.id));
}

export function transactionStatements(db: D1Database, target: TransactionTarget, query: TransactionListQuery): D1PreparedStatement[] {
  return transactionQueries(target, query).map((q) => db.prepare(q.sql).bind(...q.binds));
}

export async function listTransactionRows(db: D1Database, target: TransactionTarget, query: TransactionListQuery) {
  return mergedPage<TransactionRow>(db, transactionStatements(db, target, query), query.limit, "desc", (r) => [r.created_at, r.id]);
}

export type LoadListQuery = { limit: number; cursor?: string; from?: string; to?: string };

export function loadStatements(
  db: D1Database,
  target: { businessIds: readonly string[] } | { cardId: string },
  query: LoadListQuery,
): D1PreparedStatement[] {
  const cursor = typedCursor(query.cursor, ["string", "string"]);
  const build = (scopeSql: string, scopeBind: string) => {
    const where = [scopeSql];
    const binds: unknown[] = [scopeBind];
    const dates = dateBounds(query.from, query.to);
    where.push(...dates.where.map((w) => `l.${w}`));
    binds.push(...dates.binds);
    if (cursor) {
      where.push(after(["l.created_at", "l.id"], "desc"));
      binds.push(...cursor);
    }
    return db
      .prepare(`${LOAD_SELECT} WHERE ${where.join(" AND ")} ORDER BY l.created_at DESC, l.id DESC LIMIT ?`)
      .bind(...binds, query.limit + 1);
  };
  if ("cardId" in target) return [build("l.card_id = ?", target.cardId)];
  return target.businessIds.map((id) => build("l.business_id = ?", id));
}

export async function listLoadRows(db: D1Database, target: Parameters<typeof loadStatements>[1], query: LoadListQuery) {
  return mergedPage<LoadRow>(db, loadStatements(db, target, query), query.limit, "desc", (r) => [r.created_at, r.id]);
}
