/**
 * Keyset-paginated lists of the card side of a business: cards, transactions, loads, orders, tags and
 * spend rules (docs/decisions/0021 and 0034-card-list-performance.md). Each business of a list's
 * scope is one part of the page (db/pagination.ts): a query that walks an index starting with the
 * business id and ending with the row id, from the cursor, and stops after `limit + 1` rows.
 */
import { can } from "#domain/permissions";
import type { BusinessAccess } from "#sandbox/auth/access";
import {
  BY_NAME,
  type CountableQuery,
  type Direction,
  type Keyset,
  keysetPage,
  keysetPositionQueries,
  keysetQueries,
  type ListPart,
  listPage,
  listSum,
  NEWEST_FIRST,
  OLDEST_FIRST,
  type PageQuery,
  type SqlQuery,
  sumQueries,
} from "#sandbox/db/pagination";
import { escapeLike } from "#sandbox/db/sql";
import type { ScopeBusiness } from "./access";
import {
  CARD_COLUMNS,
  type CardRow,
  LOAD_SELECT,
  type LoadRow,
  ORDER_SELECT,
  type OrderRow,
  SPEND_RULE_SELECT,
  type SpendRuleRow,
  TAG_SELECT,
  type TagRow,
  TRANSACTION_SELECT,
  type TransactionRow,
} from "./rows";

/**
 * A search of a holder's name: every word of the term somewhere in the name, in any order ("zhang
 * karim" and "karim zhang" both find Karim Zhang); one word is the plain "part of the name".
 */
export function holderNameWords(term: string, column: string): { sql: string; binds: string[] } {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return { sql: "1 = 1", binds: [] };
  return { sql: `(${words.map(() => `${column} LIKE ? ESCAPE '\\'`).join(" AND ")})`, binds: words.map((w) => `%${escapeLike(w)}%`) };
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

export type CardListQuery = CountableQuery & {
  status?: string;
  formFactor?: string;
  tagId?: string;
  spendRuleId?: string;
  search?: string;
  sort: keyof typeof CARD_SORT_COLUMNS;
  order: Direction;
};

const cardKeyset = (query: CardListQuery): Keyset => ({
  columns: [CARD_SORT_COLUMNS[query.sort], "id"],
  kinds: [query.sort === "balance" ? "number" : "string", "string"],
  direction: query.order,
});

function cardListParts(scope: readonly ScopeBusiness[], query: CardListQuery): ListPart[] {
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
  if (query.spendRuleId) {
    where.push("id IN (SELECT card_id FROM card_spend_rules WHERE spend_rule_id = ?)");
    binds.push(query.spendRuleId);
  }
  const term = query.search?.trim().toLowerCase();
  if (term) {
    const contains = `%${escapeLike(term)}%`;
    // A name matches its words in any order: "zhang karim" finds Karim Zhang (issue 24 item 5).
    const name = holderNameWords(term, "holder_name_key");
    const alternatives = [name.sql, "holder_email LIKE ? ESCAPE '\\'", "id LIKE ? ESCAPE '\\'"];
    const searchBinds: unknown[] = [...name.binds, contains, `${escapeLike(term)}%`];
    if (/^\d{1,6}$/.test(term)) {
      alternatives.push("last6 LIKE ?");
      searchBinds.push(`%${term}`);
    }
    where.push(`(${alternatives.join(" OR ")})`);
    binds.push(...searchBinds);
  }
  return scope.map((business) => ({
    select: `SELECT ${CARD_COLUMNS} FROM cards`,
    where: ["business_id = ?", ...where],
    binds: [business.id, ...binds],
  }));
}

/** One keyset query per business of the scope (exposed so tests can check their query plans). */
export function cardListQueries(scope: readonly ScopeBusiness[], query: CardListQuery): SqlQuery[] {
  return keysetQueries(cardKeyset(query), query, cardListParts(scope, query));
}

/** The SQL of a card list page's place (withTotal, ADR 0177), exposed so tests can read its plans and times. */
export function cardPositionQueries(scope: readonly ScopeBusiness[], query: CardListQuery) {
  return keysetPositionQueries(cardKeyset(query), query, cardListParts(scope, query));
}

/** A page of the card list; with `withTotal` also its place in the list, which costs two counts (ADR 0177). */
export const listCardRows = (db: D1Database, scope: readonly ScopeBusiness[], query: CardListQuery) =>
  listPage<CardRow>(db, cardKeyset(query), query, cardListParts(scope, query));

// ---------------------------------------------------------------------------------------------
// Transactions and loads of a business scope, or of one card
// ---------------------------------------------------------------------------------------------

export type TransactionListQuery = PageQuery & {
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

function transactionParts(target: TransactionTarget, query: TransactionListQuery): ListPart[] {
  const build = (scopeSql: string, scopeBinds: unknown[], hideMerchant: boolean, businessId: string | null): ListPart => {
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
    return { select: TRANSACTION_SELECT, where, binds, alias: "t" };
  };
  if ("cardId" in target) return [build("t.card_id = ?", [target.cardId], target.hideMerchant, null)];
  return target.businesses.map((b) => build("t.business_id = ?", [b.id], b.hideMerchant, b.id));
}

/** The transaction list's queries (exposed so tests can check their query plans). */
export function transactionQueries(target: TransactionTarget, query: TransactionListQuery): SqlQuery[] {
  return keysetQueries(NEWEST_FIRST, query, transactionParts(target, query));
}

export function listTransactionRows(db: D1Database, target: TransactionTarget, query: TransactionListQuery) {
  return keysetPage<TransactionRow>(db, NEWEST_FIRST, query, transactionParts(target, query));
}

export type LoadListQuery = CountableQuery & {
  from?: string;
  to?: string /** Only loads after this instant (holder-view.ts). */;
  after?: string | null;
  source?: string | undefined;
  /** A business's history (ADR 0220): every word in the holder's name, or the end of the card's last 6 digits. */
  search?: string | undefined;
};

type LoadTarget = { businessIds: readonly string[] } | { cardId: string };

function loadParts(target: LoadTarget, query: LoadListQuery): ListPart[] {
  const dates = dateBounds(query.from, query.to);
  const term = query.search?.trim().toLowerCase();
  const part = (scopeSql: string, scopeBind: string, businessId: string | null): ListPart => {
    const where = [scopeSql, ...dates.where.map((w) => `l.${w}`)];
    const binds: unknown[] = [scopeBind, ...dates.binds];
    if (query.after) {
      where.push("l.created_at > ?");
      binds.push(query.after);
    }
    if (query.source) {
      where.push("l.source = ?");
      binds.push(query.source);
    }
    if (term) {
      // The business's matching cards are read once from its own rows; the load walk keeps their loads.
      const name = holderNameWords(term, "holder_name_key");
      const digits = /^\d{1,6}$/.test(term) ? ` OR last6 LIKE ?` : "";
      const cards = businessId === null ? "1 = 1" : "business_id = ?";
      where.push(`l.card_id IN (SELECT id FROM cards WHERE ${cards} AND (${name.sql}${digits}))`);
      binds.push(...(businessId === null ? [] : [businessId]), ...name.binds, ...(digits ? [`%${term}`] : []));
    }
    return { select: LOAD_SELECT, where, binds, alias: "l" };
  };
  return "cardId" in target
    ? [part("l.card_id = ?", target.cardId, null)]
    : target.businessIds.map((id) => part("l.business_id = ?", id, id));
}

/** The load list's queries and the SQL of a page's place (exposed so tests can check their plans). */
export function loadListQueries(target: LoadTarget, query: LoadListQuery) {
  const parts = loadParts(target, query);
  return {
    page: keysetQueries(NEWEST_FIRST, query, parts),
    position: keysetPositionQueries(NEWEST_FIRST, query, parts),
    sums: sumQueries(parts, "l.amount_cents"),
  };
}

/** A page of loads; with `withTotal` also its place and the sum of every matching load (ADR 0177, 0220). */
export async function listLoadRows(db: D1Database, target: LoadTarget, query: LoadListQuery) {
  const parts = loadParts(target, query);
  const [page, totalCents] = await Promise.all([
    listPage<LoadRow>(db, NEWEST_FIRST, query, parts),
    query.withTotal ? listSum(db, parts, "l.amount_cents") : undefined,
  ]);
  return { ...page, totalCents };
}

// ---------------------------------------------------------------------------------------------
// Orders, tags and spend rules of a business scope
// ---------------------------------------------------------------------------------------------

const byBusiness = (scope: readonly ScopeBusiness[], select: string, alias: string): ListPart[] =>
  scope.map((b) => ({ select, where: [`${alias}.business_id = ?`], binds: [b.id], alias }));

export type OrderListQuery = CountableQuery & { search?: string | undefined };

/**
 * The card orders of a scope, newest first. A search finds an order by the start of its id or by the
 * name of a holder of one of its cards, every word in any order (ADR 0178): the matching cards of the
 * business are read once from its name index, and the order walk keeps the orders that hold one.
 */
function orderParts(scope: readonly ScopeBusiness[], query: OrderListQuery): ListPart[] {
  const term = query.search?.trim().toLowerCase();
  if (!term) return byBusiness(scope, ORDER_SELECT, "o");
  const name = holderNameWords(term, "c.holder_name_key");
  return scope.map((b) => ({
    select: ORDER_SELECT,
    where: [
      "o.business_id = ?",
      `(o.id LIKE ? ESCAPE '\\' OR o.id IN (SELECT i.order_id FROM cards c JOIN card_order_items i ON i.card_id = c.id WHERE c.business_id = ? AND ${name.sql}))`,
    ],
    binds: [b.id, `${escapeLike(term)}%`, b.id, ...name.binds],
    alias: "o",
  }));
}

/** The order list's queries and the SQL of a page's place (exposed so tests can check their plans). */
export function orderListQueries(scope: readonly ScopeBusiness[], query: OrderListQuery) {
  const parts = orderParts(scope, query);
  return { page: keysetQueries(NEWEST_FIRST, query, parts), position: keysetPositionQueries(NEWEST_FIRST, query, parts) };
}

export const listOrderRows = (db: D1Database, scope: readonly ScopeBusiness[], query: OrderListQuery) =>
  listPage<OrderRow>(db, NEWEST_FIRST, query, orderParts(scope, query));

export const listTagRows = (db: D1Database, scope: readonly ScopeBusiness[], query: PageQuery) =>
  keysetPage<TagRow>(db, BY_NAME, query, byBusiness(scope, TAG_SELECT, "t"));

export const listSpendRuleRows = (db: D1Database, scope: readonly ScopeBusiness[], query: PageQuery) =>
  keysetPage<SpendRuleRow>(db, OLDEST_FIRST, query, byBusiness(scope, SPEND_RULE_SELECT, "r"));
