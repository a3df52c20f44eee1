/**
 * Keyset pagination (docs/decisions/0021-cursor-pagination.md, 0040-sandbox-layout.md), the one
 * paging helper of every list endpoint. The cursor is the sort key of the last row of the page,
 * base64url-encoded JSON. A list is one or more parts (usually one per business of the caller's
 * scope); each part walks its index from the cursor and stops after `limit + 1` rows, and the
 * answers are merged in the worker. No OFFSET, no full sort, never more than a page per part in memory.
 */
import { fromBase64Url, toBase64Url } from "#sandbox/crypto";
import { ApiFailure } from "#sandbox/http/errors";

export type CursorValue = string | number;
export type CursorKind = "string" | "number";
export type Direction = "asc" | "desc";

/** What a list endpoint's query carries for paging (`pageQuerySchema` of the contract). */
export type PageQuery = { limit: number; cursor?: string | undefined };
export type Page<T> = { items: T[]; nextCursor: string | null };
export type SqlQuery = { sql: string; binds: unknown[] };

/**
 * How a list is ordered: the sort key's columns, ending with the row id (unqualified: they are also
 * the row's property names), the kind of each value in the cursor, and the direction.
 */
export type Keyset = { columns: readonly string[]; kinds: readonly CursorKind[]; direction: Direction };

/**
 * One query of a list: `SELECT … FROM …`, its conditions and their values (in the order of the `?`s
 * of `select` and `where`), and the table alias that qualifies the keyset's columns (`t` for `t.id`).
 */
export type ListPart = { select: string; where?: readonly string[]; binds?: readonly unknown[]; alias?: string };

/** Newest first, by (created_at, id): transactions, loads, orders, notes, a card's feed. */
export const NEWEST_FIRST: Keyset = { columns: ["created_at", "id"], kinds: ["string", "string"], direction: "desc" };
/** Oldest first, by (created_at, id): spend rules. */
export const OLDEST_FIRST: Keyset = { columns: ["created_at", "id"], kinds: ["string", "string"], direction: "asc" };
/** A to Z, by (name, id): tags, programs. */
export const BY_NAME: Keyset = { columns: ["name", "id"], kinds: ["string", "string"], direction: "asc" };

const invalidCursor = () => new ApiFailure(400, "invalid_cursor", "The cursor is not valid for this list");

export function encodeCursor(values: readonly CursorValue[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(values)));
}

/** Decodes a cursor of `kinds` (the sort key's value types); anything else is a 400 `invalid_cursor`. */
export function decodeCursor(cursor: string | undefined, kinds: readonly CursorKind[]): CursorValue[] | null {
  if (cursor === undefined) return null;
  let values: unknown;
  try {
    values = JSON.parse(new TextDecoder().decode(fromBase64Url(cursor)));
  } catch {
    throw invalidCursor();
  }
  if (
    Array.isArray(values) &&
    values.length === kinds.length &&
    values.every((v, i) => typeof v === kinds[i] && (typeof v === "string" || Number.isFinite(v)))
  ) {
    return values as CursorValue[];
  }
  throw invalidCursor();
}

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

/** The page's SQL: one query per part, each starting after the cursor and stopping after `limit + 1` rows. */
export function keysetQueries(keyset: Keyset, query: PageQuery, parts: readonly ListPart[]): SqlQuery[] {
  const cursor = decodeCursor(query.cursor, keyset.kinds);
  const direction = keyset.direction === "desc" ? "DESC" : "ASC";
  return parts.map((part) => {
    const columns = keyset.columns.map((column) => (part.alias ? `${part.alias}.${column}` : column));
    const where = [...(part.where ?? [])];
    if (cursor) where.push(`(${columns.join(", ")}) ${keyset.direction === "desc" ? "<" : ">"} (${columns.map(() => "?").join(", ")})`);
    return {
      sql: `${part.select}${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY ${columns.map((c) => `${c} ${direction}`).join(", ")} LIMIT ?`,
      binds: [...(part.binds ?? []), ...(cursor ?? []), query.limit + 1],
    };
  });
}

/** The sort key of a row: its values of the keyset's columns. */
export function keyOf(keyset: Keyset, row: object): CursorValue[] {
  return keyset.columns.map((column) => (row as Record<string, CursorValue>)[column] as CursorValue);
}

/** Runs a page's queries in one round trip and merges their answers into one page. */
export async function keysetPage<R extends object>(
  db: D1Database,
  keyset: Keyset,
  query: PageQuery,
  parts: readonly ListPart[],
): Promise<Page<R>> {
  const statements = keysetQueries(keyset, query, parts).map((q) => db.prepare(q.sql).bind(...q.binds));
  if (statements.length === 0) return { items: [], nextCursor: null };
  const results = statements.length === 1 ? [await statements[0]!.all<R>()] : await db.batch<R>(statements);
  const rows = results.flatMap((r) => r.results);
  if (results.length > 1) {
    const sign = keyset.direction === "desc" ? -1 : 1;
    rows.sort((a, b) => sign * compareKeys(keyOf(keyset, a), keyOf(keyset, b)));
  }
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last !== undefined ? encodeCursor(keyOf(keyset, last)) : null };
}

/**
 * A page that also says where it sits (issue 24 item 5, docs/decisions/0177): how many rows match in
 * all, how many come before the page, and the cursor of the page before it (null when there is none or
 * when it is the first page, which has no cursor). Counting walks the same index as the page; the
 * previous page is the keyset walked backwards from the cursor, `limit + 1` rows per part.
 */
export type CountedPage<T> = Page<T> & { total: number; offset: number; previousCursor: string | null };

function whereOf(part: ListPart, extra: readonly string[]): string {
  const where = [...(part.where ?? []), ...extra];
  return where.length > 0 ? ` WHERE ${where.join(" AND ")}` : "";
}

/**
 * The SQL of a page's place, per part: the count of every match, the count of the rows up to and
 * including the cursor's row (none on the first page), and the keyset walked backwards from the
 * cursor, `limit + 1` rows (none on the first page). Exposed so tests can read their plans and times.
 */
export function keysetPositionQueries(
  keyset: Keyset,
  query: PageQuery,
  parts: readonly ListPart[],
): { totals: SqlQuery[]; before: SqlQuery[]; backwards: SqlQuery[] } {
  const cursor = decodeCursor(query.cursor, keyset.kinds);
  const totals = parts.map((part) => ({
    sql: `SELECT COUNT(*) AS n FROM (${part.select}${whereOf(part, [])})`,
    binds: [...(part.binds ?? [])],
  }));
  if (!cursor) return { totals, before: [], backwards: [] };
  const reverse = keyset.direction === "desc" ? "ASC" : "DESC";
  const upTo = parts.map((part) => {
    const columns = keyset.columns.map((column) => (part.alias ? `${part.alias}.${column}` : column));
    const at = `(${columns.join(", ")}) ${keyset.direction === "desc" ? ">=" : "<="} (${columns.map(() => "?").join(", ")})`;
    return { part, columns, at, binds: [...(part.binds ?? []), ...cursor] };
  });
  return {
    totals,
    before: upTo.map(({ part, at, binds }) => ({ sql: `SELECT COUNT(*) AS n FROM (${part.select}${whereOf(part, [at])})`, binds })),
    backwards: upTo.map(({ part, columns, at, binds }) => ({
      sql: `${part.select}${whereOf(part, [at])} ORDER BY ${columns.map((c) => `${c} ${reverse}`).join(", ")} LIMIT ?`,
      binds: [...binds, query.limit + 1],
    })),
  };
}

export async function keysetCountedPage<R extends object>(
  db: D1Database,
  keyset: Keyset,
  query: PageQuery,
  parts: readonly ListPart[],
): Promise<CountedPage<R>> {
  if (parts.length === 0) return { items: [], nextCursor: null, total: 0, offset: 0, previousCursor: null };
  const position = keysetPositionQueries(keyset, query, parts);
  const statements = [...keysetQueries(keyset, query, parts), ...position.totals, ...position.before, ...position.backwards].map((q) =>
    db.prepare(q.sql).bind(...q.binds),
  );
  const results = await db.batch<Record<string, unknown>>(statements);
  const n = parts.length;
  const pageRows = results.slice(0, n).flatMap((r) => r.results) as R[];
  const sum = (list: typeof results) => list.reduce((acc, r) => acc + Number((r.results[0] as { n: number } | undefined)?.n ?? 0), 0);
  const sign = keyset.direction === "desc" ? -1 : 1;
  if (n > 1) pageRows.sort((a, b) => sign * compareKeys(keyOf(keyset, a), keyOf(keyset, b)));
  const items = pageRows.slice(0, query.limit);
  const last = items[items.length - 1];
  const backRows = results.slice(2 * n + position.before.length).flatMap((r) => r.results) as R[];
  // Nearest first, walking back: the row `limit` steps back ends the page before the previous one.
  backRows.sort((a, b) => -sign * compareKeys(keyOf(keyset, a), keyOf(keyset, b)));
  const end = backRows[query.limit];
  return {
    items,
    nextCursor: pageRows.length > query.limit && last !== undefined ? encodeCursor(keyOf(keyset, last)) : null,
    total: sum(results.slice(n, 2 * n)),
    offset: sum(results.slice(2 * n, 2 * n + position.before.length)),
    previousCursor: end !== undefined ? encodeCursor(keyOf(keyset, end)) : null,
  };
}

/** What a list's query carries when a person may read its place (`withTotal`, ADR 0177). */
export type CountableQuery = PageQuery & { withTotal?: boolean | undefined };

/**
 * The one choice between a plain page (0021) and a counted page (0177) of every list with `withTotal`
 * (cards, recipients, card orders): the counts run only when the query asks for them.
 */
export function listPage<R extends object>(
  db: D1Database,
  keyset: Keyset,
  query: CountableQuery,
  parts: readonly ListPart[],
): Promise<Page<R> & Partial<CountedPage<R>>> {
  return query.withTotal ? keysetCountedPage<R>(db, keyset, query, parts) : keysetPage<R>(db, keyset, query, parts);
}

/** The answer's place fields (`total`, `offset`, `previousCursor`), present only when the page was counted. */
export function positionOf(page: Partial<CountedPage<unknown>>): { total?: number; offset?: number; previousCursor?: string | null } {
  return page.total === undefined ? {} : { total: page.total, offset: page.offset ?? 0, previousCursor: page.previousCursor ?? null };
}

/** The SQL of the sum of a column over every row a list's parts match (a money history's total, ADR 0220). */
export function sumQueries(parts: readonly ListPart[], column: string): SqlQuery[] {
  const select = (part: ListPart) => part.select.replace(/^SELECT [\s\S]+? FROM /, `SELECT ${column} AS amount FROM `);
  return parts.map((part) => ({
    sql: `SELECT COALESCE(SUM(amount), 0) AS s FROM (${select(part)}${whereOf(part, [])})`,
    binds: [...(part.binds ?? [])],
  }));
}

/** The sum of `column` over every row the parts match, in one round trip. */
export async function listSum(db: D1Database, parts: readonly ListPart[], column: string): Promise<number> {
  const statements = sumQueries(parts, column).map((q) => db.prepare(q.sql).bind(...q.binds));
  if (statements.length === 0) return 0;
  const results = await db.batch<{ s: number }>(statements);
  return results.reduce((acc, r) => acc + Number(r.results[0]?.s ?? 0), 0);
}

/** The answer's `totalCents`, present only when the page was counted (a money history, ADR 0220). */
export function sumOf(page: { totalCents?: number | undefined }): { totalCents?: number } {
  return page.totalCents === undefined ? {} : { totalCents: page.totalCents };
}
