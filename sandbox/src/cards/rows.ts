/**
 * Card rows and their contract shapes: column lists, row types, mappers and the batched readers
 * that complete a page of cards (tags, organization names) without one query per card.
 */
import type { Address, Card } from "#contract/entities";
import type { CardFormFactor, CardStatus, ShippingTypeId, TransactionEventStatus } from "#domain/enums";
import { trackingUrl } from "#domain/enums";
import { chunks, placeholders } from "#sandbox/db/sql";

export type CardRow = {
  id: string;
  business_id: string;
  form_factor: CardFormFactor;
  status: CardStatus;
  last6: string;
  expiration: string;
  balance_cents: number;
  pin_set: number;
  color: string;
  holder_first_name: string;
  holder_last_name: string;
  /** "first last", lower case: the name search and sort key. */
  holder_name_key: string;
  holder_email: string;
  holder_phone: string | null;
  cardholder_id: string | null;
  replaces_card_id: string | null;
  created_at: string;
  updated_at: string;
};

export const CARD_COLUMNS =
  "id, business_id, form_factor, status, last6, expiration, balance_cents, pin_set, color, holder_first_name, holder_last_name, holder_name_key, holder_email, holder_phone, cardholder_id, replaces_card_id, created_at, updated_at";

export type TagSummary = { id: string; name: string; color: string };

export function toCard(row: CardRow, organizationName: string, tags: readonly TagSummary[]): Card {
  return {
    id: row.id,
    businessId: row.business_id,
    organizationName,
    formFactor: row.form_factor,
    status: row.status,
    last6: row.last6,
    expiration: row.expiration,
    balanceCents: row.balance_cents,
    pinSet: row.pin_set === 1,
    color: row.color,
    holder: {
      firstName: row.holder_first_name,
      lastName: row.holder_last_name,
      email: row.holder_email,
      phone: row.holder_phone,
    },
    cardholderId: row.cardholder_id,
    tags: [...tags],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function readCard(db: D1Database, id: string): Promise<CardRow | null> {
  return db.prepare(`SELECT ${CARD_COLUMNS} FROM cards WHERE id = ?`).bind(id).first<CardRow>();
}

/** Cards by id (any order in, a map out), in one round trip. */
export async function readCards(db: D1Database, ids: readonly string[]): Promise<Map<string, CardRow>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, CardRow>();
  if (unique.length === 0) return out;
  const results = await db.batch<CardRow>(
    chunks(unique).map((part) => db.prepare(`SELECT ${CARD_COLUMNS} FROM cards WHERE id IN (${placeholders(part.length)})`).bind(...part)),
  );
  for (const result of results) for (const row of result.results) out.set(row.id, row);
  return out;
}

/** Tags of each card, by tag name. */
export async function tagsFor(db: D1Database, cardIds: readonly string[]): Promise<Map<string, TagSummary[]>> {
  const out = new Map<string, TagSummary[]>();
  const unique = [...new Set(cardIds)];
  if (unique.length === 0) return out;
  const results = await db.batch<{ card_id: string; id: string; name: string; color: string }>(
    chunks(unique).map((part) =>
      db
        .prepare(
          `SELECT ct.card_id, t.id, t.name, t.color FROM card_tags ct JOIN tags t ON t.id = ct.tag_id
            WHERE ct.card_id IN (${placeholders(part.length)}) ORDER BY t.name, t.id`,
        )
        .bind(...part),
    ),
  );
  for (const result of results) {
    for (const row of result.results) {
      const list = out.get(row.card_id) ?? [];
      list.push({ id: row.id, name: row.name, color: row.color });
      out.set(row.card_id, list);
    }
  }
  return out;
}

export async function businessNames(db: D1Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, string>();
  if (unique.length === 0) return out;
  const results = await db.batch<{ id: string; name: string }>(
    chunks(unique).map((part) => db.prepare(`SELECT id, name FROM businesses WHERE id IN (${placeholders(part.length)})`).bind(...part)),
  );
  for (const result of results) for (const row of result.results) out.set(row.id, row.name);
  return out;
}

/** Card rows to contract cards, with tags and organization names, keeping the order. */
export async function toCards(db: D1Database, rows: readonly CardRow[], names?: ReadonlyMap<string, string>): Promise<Card[]> {
  const [tags, known] = await Promise.all([
    tagsFor(
      db,
      rows.map((r) => r.id),
    ),
    names
      ? Promise.resolve(names)
      : businessNames(
          db,
          rows.map((r) => r.business_id),
        ),
  ]);
  return rows.map((row) => toCard(row, known.get(row.business_id) ?? "", tags.get(row.id) ?? []));
}

export async function cardEntity(db: D1Database, id: string): Promise<Card> {
  const row = await readCard(db, id);
  if (!row) throw new Error(`Card ${id} vanished`);
  const [card] = await toCards(db, [row]);
  if (!card) throw new Error(`Card ${id} vanished`);
  return card;
}

/** Contract cards for ids, in the order of `ids` (the cards a change just wrote). */
export async function cardsInOrder(db: D1Database, ids: readonly string[]): Promise<Card[]> {
  const rows = await readCards(db, ids);
  return toCards(
    db,
    ids.map((id) => {
      const row = rows.get(id);
      if (!row) throw new Error(`Card ${id} vanished`);
      return row;
    }),
  );
}

export async function organizationName(db: D1Database, businessId: string): Promise<string> {
  return (await businessNames(db, [businessId])).get(businessId) ?? "";
}

// ---------------------------------------------------------------------------------------------
// Transactions and loads
// ---------------------------------------------------------------------------------------------

export type TransactionRow = {
  id: string;
  card_id: string;
  business_id: string;
  status: TransactionEventStatus;
  processor_status: string;
  decline_reason: string | null;
  merchant_name: string;
  merchant_category: string;
  requested_cents: number;
  approved_cents: number;
  created_at: string;
  posted_at: string | null;
  last6: string;
  holder_first_name: string;
  holder_last_name: string;
};

export const TRANSACTION_SELECT = `SELECT t.id, t.card_id, t.business_id, t.status, t.processor_status, t.decline_reason,
  t.merchant_name, t.merchant_category, t.requested_cents, t.approved_cents, t.created_at, t.posted_at,
  c.last6, c.holder_first_name, c.holder_last_name
  FROM transactions t JOIN cards c ON c.id = t.card_id`;

/** With `hideMerchant` (hideTransactionData), merchant name and category are blanked. */
export function toTransaction(row: TransactionRow, hideMerchant = false) {
  return {
    id: row.id,
    cardId: row.card_id,
    businessId: row.business_id,
    cardLast6: row.last6,
    holderName: `${row.holder_first_name} ${row.holder_last_name}`,
    transactionEventStatus: row.status,
    processorStatus: row.processor_status,
    declineReason: row.decline_reason,
    merchantName: hideMerchant ? "" : row.merchant_name,
    merchantCategory: hideMerchant ? "" : row.merchant_category,
    requestedAmountCents: row.requested_cents,
    approvedAmountCents: row.approved_cents,
    createdAt: row.created_at,
    postedAt: row.posted_at,
  };
}

export type LoadRow = {
  id: string;
  card_id: string;
  business_id: string;
  amount_cents: number;
  source: "funding_account" | "autoload" | "card_transfer" | "bulk_import" | "withdrawal";
  autoload_id: string | null;
  created_by: string | null;
  custom_fields_json: string;
  created_at: string;
  last6: string;
  holder_first_name: string;
  holder_last_name: string;
  by_first: string | null;
  by_last: string | null;
};

export const LOAD_SELECT = `SELECT l.id, l.card_id, l.business_id, l.amount_cents, l.source, l.autoload_id, l.created_by,
  l.custom_fields_json, l.created_at, c.last6, c.holder_first_name, c.holder_last_name,
  u.first_name AS by_first, u.last_name AS by_last
  FROM loads l JOIN cards c ON c.id = l.card_id LEFT JOIN users u ON u.id = l.created_by`;

export function toLoad(row: LoadRow) {
  return {
    id: row.id,
    cardId: row.card_id,
    businessId: row.business_id,
    cardLast6: row.last6,
    holderName: `${row.holder_first_name} ${row.holder_last_name}`,
    amountCents: row.amount_cents,
    source: row.source,
    autoloadId: row.autoload_id,
    createdBy: row.created_by && row.by_first !== null ? { id: row.created_by, name: `${row.by_first} ${row.by_last ?? ""}`.trim() } : null,
    customFields: JSON.parse(row.custom_fields_json) as Record<string, string>,
    createdAt: row.created_at,
  };
}

/** Loads by id, in the order of `ids` (the loads a change just wrote). */
export async function loadsInOrder(db: D1Database, ids: readonly string[]) {
  const results = await db.batch<LoadRow>(
    chunks(ids).map((part) => db.prepare(`${LOAD_SELECT} WHERE l.id IN (${placeholders(part.length)})`).bind(...part)),
  );
  const byId = new Map(results.flatMap((r) => r.results).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`Load ${id} vanished`);
    return toLoad(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Orders, tags, spend rules
// ---------------------------------------------------------------------------------------------

export type OrderRow = {
  id: string;
  business_id: string;
  status: "ordered" | "processing" | "shipped" | "delivered" | "cancelled";
  form_factor: CardFormFactor;
  shipping_method: ShippingTypeId | null;
  tracking_number: string | null;
  address_json: string | null;
  created_by: string | null;
  by_first: string | null;
  by_last: string | null;
  created_at: string;
  shipped_at: string | null;
};

export const ORDER_SELECT = `SELECT o.id, o.business_id, o.status, o.form_factor, o.shipping_method, o.tracking_number,
  o.address_json, o.created_by, u.first_name AS by_first, u.last_name AS by_last, o.created_at, o.shipped_at
  FROM card_orders o LEFT JOIN users u ON u.id = o.created_by`;

export function shipmentOf(method: ShippingTypeId | null, trackingNumber: string | null) {
  return {
    shippingMethod: method,
    trackingNumber,
    trackingUrl: method ? (trackingUrl(method, trackingNumber) ?? null) : null,
  };
}

/** An order's cards, in card order, and the holder of its first card (the list names the order by it). */
export type OrderItems = { cardIds: string[]; holder: { firstName: string; lastName: string } | null };

export function toOrder(row: OrderRow, items: OrderItems | undefined) {
  const cardIds = items?.cardIds ?? [];
  return {
    id: row.id,
    businessId: row.business_id,
    status: row.status,
    formFactor: row.form_factor,
    ...shipmentOf(row.shipping_method, row.tracking_number),
    address: row.address_json ? (JSON.parse(row.address_json) as Address) : null,
    quantity: Math.max(1, cardIds.length),
    cardIds: [...cardIds],
    holder: items?.holder ?? null,
    createdBy: row.created_by && row.by_first !== null ? { id: row.created_by, name: `${row.by_first} ${row.by_last ?? ""}`.trim() } : null,
    createdAt: row.created_at,
    shippedAt: row.shipped_at,
  };
}

/** The card ids of each order, in card order, with the holder of the first card. */
export async function orderItems(db: D1Database, orderIds: readonly string[]): Promise<Map<string, OrderItems>> {
  const out = new Map<string, OrderItems>();
  if (orderIds.length === 0) return out;
  const results = await db.batch<{ order_id: string; card_id: string; first_name: string; last_name: string }>(
    chunks([...new Set(orderIds)]).map((part) =>
      db
        .prepare(
          `SELECT i.order_id, i.card_id, c.holder_first_name AS first_name, c.holder_last_name AS last_name
           FROM card_order_items i JOIN cards c ON c.id = i.card_id WHERE i.order_id IN (${placeholders(part.length)}) ORDER BY i.card_id`,
        )
        .bind(...part),
    ),
  );
  for (const result of results) {
    for (const row of result.results) {
      const items = out.get(row.order_id) ?? { cardIds: [], holder: { firstName: row.first_name, lastName: row.last_name } };
      items.cardIds.push(row.card_id);
      out.set(row.order_id, items);
    }
  }
  return out;
}

export async function orderEntity(db: D1Database, orderId: string) {
  const row = await db.prepare(`${ORDER_SELECT} WHERE o.id = ?`).bind(orderId).first<OrderRow>();
  if (!row) return null;
  const items = await orderItems(db, [row.id]);
  return toOrder(row, items.get(row.id));
}

export type TagRow = {
  id: string;
  business_id: string;
  name: string;
  color: string;
  amount_cents: number | null;
  created_at: string;
  card_count: number;
};

export const TAG_SELECT = `SELECT t.id, t.business_id, t.name, t.color, t.amount_cents, t.created_at,
  (SELECT COUNT(*) FROM card_tags ct WHERE ct.tag_id = t.id) AS card_count FROM tags t`;

export const toTag = (row: TagRow) => ({
  id: row.id,
  businessId: row.business_id,
  name: row.name,
  color: row.color,
  amountCents: row.amount_cents,
  cardCount: row.card_count,
  createdAt: row.created_at,
});

export type SpendRuleRow = {
  id: string;
  business_id: string;
  name: string;
  type: "velocity" | "merchant_allow" | "merchant_block";
  velocity_amount_cents: number | null;
  velocity_period: "transaction" | "day" | "week" | "month" | null;
  merchant_categories_json: string;
  created_at: string;
  updated_at: string;
  card_count: number;
};

export const SPEND_RULE_SELECT = `SELECT r.id, r.business_id, r.name, r.type, r.velocity_amount_cents, r.velocity_period,
  r.merchant_categories_json, r.created_at, r.updated_at,
  (SELECT COUNT(*) FROM card_spend_rules cr WHERE cr.spend_rule_id = r.id) AS card_count FROM spend_rules r`;

export const toSpendRule = (row: SpendRuleRow) => ({
  id: row.id,
  businessId: row.business_id,
  name: row.name,
  type: row.type,
  velocity:
    row.type === "velocity" && row.velocity_amount_cents !== null && row.velocity_period !== null
      ? { amountCents: row.velocity_amount_cents, period: row.velocity_period }
      : null,
  merchantCategories: JSON.parse(row.merchant_categories_json) as string[],
  cardCount: row.card_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function spendRuleEntity(db: D1Database, id: string) {
  const row = await db.prepare(`${SPEND_RULE_SELECT} WHERE r.id = ?`).bind(id).first<SpendRuleRow>();
  return row ? toSpendRule(row) : null;
}
