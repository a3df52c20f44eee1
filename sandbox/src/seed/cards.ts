/**
 * Card portfolios for the seed: cards with holders, orders, loads, transactions (every kind),
 * tags, spend rules, notes and the card activity feed. Balances are computed from the generated
 * loads and transactions, so they always add up.
 */
import type { CardFormFactor, CardStatus, ShippingTypeId } from "#domain/enums";
import { DAY, HOUR, iso, MINUTE } from "#sandbox/clock";
import { newCardId, newId } from "#sandbox/ids";
import { CITIES, FIRST_NAMES, LAST_NAMES, MERCHANTS, STREET_SUFFIXES, STREETS } from "./catalog";
import { CARD_COLORS, SEED_DATE_MS } from "./personas";
import type { Prng } from "./prng";
import type { SeedWriter } from "./sql";

export type Holder = { firstName: string; lastName: string; email: string; phone: string | null };

export type CardSpec = {
  id: string;
  businessId: string;
  formFactor: CardFormFactor;
  status: CardStatus;
  last6: string;
  expiration: string;
  pinSet: boolean;
  color: string;
  holder: Holder;
  cardholderId: string | null;
  createdMs: number;
};

export type AddressJson = {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo?: string;
  city: string;
  state: string;
  zip: string;
};

const PROCESSOR_STATUS = { pending: "CA_APPROVED", cleared: "CA_CLEARED", refunded: "CA_REFUNDED" } as const;

/** Decline variants, cycled so every reason appears. */
const DECLINES = [
  { reason: "CA_DECLINED_MERCHANT", processorStatus: "CA_DECLINED" },
  { reason: "CA_DECLINED_VELOCITY", processorStatus: "CA_DECLINED" },
  { reason: "", processorStatus: "CA_DECLINED" },
  { reason: "CA_DECLINED_INSUFFICIENT_FUNDS", processorStatus: "CA_DECLINED" },
  { reason: "", processorStatus: "DECLINED" },
] as const;

export function expirationFrom(ms: number, years: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String((d.getUTCFullYear() + years) % 100).padStart(2, "0")}`;
}

export function randomHolder(prng: Prng, domain: string, serial: number): Holder {
  const firstName = prng.pick(FIRST_NAMES);
  const lastName = prng.pick(LAST_NAMES);
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${serial}@${domain}`.toLowerCase(),
    phone: null,
  };
}

export function randomAddress(prng: Prng, holder: { firstName: string; lastName: string }): AddressJson {
  const place = prng.pick(CITIES);
  const address: AddressJson = {
    firstName: holder.firstName,
    lastName: holder.lastName,
    addressOne: `${prng.int(10, 9899)} ${prng.pick(STREETS)} ${prng.pick(STREET_SUFFIXES)}`,
    city: place.city,
    state: place.state,
    zip: place.zip,
  };
  if (prng.chance(0.2)) address.addressTwo = `Apt ${prng.int(1, 40)}`;
  return address;
}

export function newSpec(
  prng: Prng,
  businessId: string,
  formFactor: CardFormFactor,
  status: CardStatus,
  holder: Holder,
  createdMs: number,
): CardSpec {
  return {
    id: newCardId(prng.below),
    businessId,
    formFactor,
    status,
    last6: prng.digits(6),
    expiration: expirationFrom(createdMs, 3),
    pinSet: formFactor === "physical" && status !== "inactive" && prng.chance(0.6),
    color: prng.pick(CARD_COLORS),
    holder,
    cardholderId: null,
    createdMs,
  };
}

export type Actor = { type: "user" | "cardholder" | "system"; id: string | null };

export type PortfolioOptions = {
  prng: Prng;
  businessId: string;
  /** Write the card activity feed (small portfolios) or not (Metro). */
  activities: boolean;
  /** Staff member who ordered and loads the cards. */
  staffId: string;
  /** Cleared purchases per card beyond the one of each kind. */
  extraCleared: (index: number) => number;
  /** Custom field values for a funding-account load. */
  loadCustomFields?: () => Record<string, string>;
  /** Card to autoload whose loads it received. */
  autoloadOf?: ReadonlyMap<string, string>;
};

function activity(
  w: SeedWriter,
  prng: Prng,
  type: string,
  businessId: string,
  cardId: string,
  actor: Actor,
  ms: number,
  details: Record<string, string | number | boolean | null> = {},
): void {
  w.insert("activities", {
    id: newId("act", prng.below),
    type,
    business_id: businessId,
    target_type: "card",
    target_id: cardId,
    actor_type: actor.type,
    actor_id: actor.id,
    details_json: JSON.stringify(details),
    created_at: iso(ms),
  });
}

/** Splits `total` cents into `parts` whole-dollar amounts of at least $5. */
function splitDollars(prng: Prng, total: number, parts: number): number[] {
  const dollars = Math.ceil(total / 100);
  const weights = Array.from({ length: parts }, () => prng.int(1, 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((weight) => Math.max(5, Math.floor((dollars * weight) / sum)));
  const assigned = out.reduce((a, b) => a + b, 0);
  out[0] = (out[0] ?? 0) + Math.max(0, dollars - assigned);
  return out.map((d) => d * 100);
}

/**
 * Writes one card with its loads and transactions and returns its balance. Every card that can
 * spend gets cleared, pending, declined and refunded purchases. A locked, frozen or closed card got
 * that status recently (`stopMs`), after its last purchase, so nothing happens on a blocked card.
 */
export function writeCard(w: SeedWriter, card: CardSpec, index: number, options: PortfolioOptions): number {
  const { prng, businessId } = options;
  const staff: Actor = { type: "user", id: options.staffId };
  const holderActor: Actor = card.cardholderId ? { type: "cardholder", id: card.cardholderId } : { type: "system", id: null };
  const firstLoadMs = card.createdMs + HOUR;
  const blocked = card.status === "locked" || card.status === "frozen" || card.status === "closed";
  const stopMs = blocked ? Math.max(SEED_DATE_MS - prng.int(6, 60) * HOUR, firstLoadMs + 4 * HOUR) : SEED_DATE_MS - HOUR;
  const canSpend = card.status !== "inactive";

  type Txn = { status: "pending" | "cleared" | "declined" | "refunded"; cents: number; ms: number; decline?: number };
  const txns: Txn[] = [];
  const spanMs = Math.max(stopMs - firstLoadMs - 2 * HOUR, HOUR);
  const pastMs = () => firstLoadMs + HOUR + Math.floor(prng.next() * spanMs);
  if (canSpend) {
    txns.push({ status: "cleared", cents: prng.int(300, 6000), ms: pastMs() });
    for (let i = 0; i < options.extraCleared(index); i++) txns.push({ status: "cleared", cents: prng.int(300, 6000), ms: pastMs() });
    txns.push({ status: "declined", cents: prng.int(500, 9000), ms: pastMs(), decline: index % DECLINES.length });
    txns.push({ status: "refunded", cents: prng.int(500, 4000), ms: pastMs() });
    // Pending: authorized within the last three days (before the card was blocked), not posted yet.
    const from = Math.max(firstLoadMs + HOUR, stopMs - 3 * DAY);
    const until = stopMs - 10 * MINUTE;
    txns.push({ status: "pending", cents: prng.int(300, 4500), ms: from + Math.floor(prng.next() * Math.max(until - from, MINUTE)) });
  }
  const spent = txns.filter((t) => t.status === "cleared" || t.status === "pending").reduce((a, t) => a + t.cents, 0);

  // Loads cover the spending plus a remaining balance.
  const loadCount = canSpend ? prng.int(2, 4) : 1;
  const amounts = splitDollars(prng, spent + prng.int(2000, 40000), loadCount);
  const loadTimes = [firstLoadMs, ...Array.from({ length: loadCount - 1 }, () => pastMs())].sort((a, b) => a - b);
  const autoloadId = options.autoloadOf?.get(card.id) ?? null;
  let loaded = 0;
  amounts.forEach((cents, i) => {
    const fromAutoload = autoloadId !== null && i === amounts.length - 1 && i > 0;
    const source = fromAutoload ? "autoload" : i > 0 && prng.chance(0.1) ? "bulk_import" : "funding_account";
    const loadId = newId("load", prng.below);
    const ms = loadTimes[i] ?? firstLoadMs;
    w.insert("loads", {
      id: loadId,
      business_id: businessId,
      card_id: card.id,
      amount_cents: cents,
      source,
      autoload_id: fromAutoload ? autoloadId : null,
      created_by: fromAutoload ? null : options.staffId,
      custom_fields_json: JSON.stringify(source === "funding_account" && options.loadCustomFields ? options.loadCustomFields() : {}),
      created_at: iso(ms),
    });
    loaded += cents;
    if (options.activities) {
      activity(w, prng, "card_funds_loaded", businessId, card.id, fromAutoload ? { type: "system", id: null } : staff, ms, {
        loadId,
        amountCents: cents,
      });
    }
  });

  for (const t of txns.sort((a, b) => a.ms - b.ms)) {
    const merchant = prng.pick(MERCHANTS);
    const decline = t.decline === undefined ? undefined : DECLINES[t.decline];
    w.insert("transactions", {
      id: newId("txn", prng.below),
      business_id: businessId,
      card_id: card.id,
      status: t.status,
      processor_status: t.status === "declined" ? (decline?.processorStatus ?? "CA_DECLINED") : PROCESSOR_STATUS[t.status],
      decline_reason: t.status === "declined" ? (decline?.reason ?? "") : null,
      merchant_name: merchant.name,
      merchant_category: merchant.category,
      requested_cents: t.cents,
      approved_cents: t.status === "declined" ? 0 : t.cents,
      created_at: iso(t.ms),
      posted_at: t.status === "cleared" || t.status === "refunded" ? iso(Math.min(t.ms + prng.int(1, 48) * HOUR, SEED_DATE_MS)) : null,
    });
  }

  let balance = loaded - spent;
  if (card.status === "closed" && balance > 0) {
    // Closing returns the available balance (loads minus cleared and pending) to the funding account.
    const closedAt = stopMs;
    w.insert("loads", {
      id: newId("load", prng.below),
      business_id: businessId,
      card_id: card.id,
      amount_cents: -balance,
      source: "withdrawal",
      autoload_id: null,
      created_by: options.staffId,
      custom_fields_json: "{}",
      created_at: iso(closedAt),
    });
    if (options.activities) {
      activity(w, prng, "card_closed", businessId, card.id, staff, closedAt);
      activity(w, prng, "card_funds_withdrawn_to_funding_account", businessId, card.id, staff, closedAt + MINUTE, {
        amountCents: balance,
      });
    }
    balance = 0;
  }

  if (options.activities) {
    if (card.formFactor === "virtual" && card.status !== "inactive") {
      activity(w, prng, "virtual_card_activated", businessId, card.id, holderActor, card.createdMs + 2 * HOUR);
    }
    if (card.pinSet) activity(w, prng, "card_pin_set", businessId, card.id, holderActor, card.createdMs + 3 * DAY);
    if (card.status === "locked") activity(w, prng, "card_locked", businessId, card.id, holderActor, stopMs);
    if (card.status === "frozen") activity(w, prng, "card_frozen", businessId, card.id, staff, stopMs);
    if (card.status === "active" && index % 10 === 3) {
      // A card that was locked for a few hours and unlocked again.
      const lockedMs = pastMs();
      activity(w, prng, "card_locked", businessId, card.id, holderActor, lockedMs);
      activity(w, prng, "card_unlocked", businessId, card.id, holderActor, lockedMs + 2 * HOUR);
    }
  }

  w.insert("cards", {
    id: card.id,
    business_id: businessId,
    form_factor: card.formFactor,
    status: card.status,
    last6: card.last6,
    expiration: card.expiration,
    balance_cents: balance,
    pin_set: card.pinSet,
    color: card.color,
    holder_first_name: card.holder.firstName,
    holder_last_name: card.holder.lastName,
    holder_name_key: `${card.holder.firstName} ${card.holder.lastName}`.toLowerCase(),
    holder_email: card.holder.email,
    holder_phone: card.holder.phone,
    cardholder_id: card.cardholderId,
    replaces_card_id: null,
    created_at: iso(card.createdMs),
    updated_at: iso(card.createdMs),
  });
  return balance;
}

const SHIPPING_ROTATION: readonly ShippingTypeId[] = [
  "USPS_GROUND",
  "USPS_PRIORITY",
  "USPS_EXPRESS",
  "UPS_GROUND",
  "UPS_SECOND_DAY",
  "UPS_NEXT_DAY",
];

function trackingNumber(prng: Prng, method: ShippingTypeId): string {
  if (method.startsWith("UPS")) {
    let out = "1Z";
    const alphabet = "0123456789ABCDEFGHJKLMNPRSTUVWXY";
    for (let i = 0; i < 16; i++) out += alphabet[prng.below(alphabet.length)];
    return out;
  }
  return `9400${prng.digits(18)}`;
}

/**
 * Groups cards (in creation order) into orders of up to `size`: physical orders rotate through
 * every shipping type; virtual orders have no shipping method. Writes orders and their items and
 * returns card id to order id.
 */
export function writeOrders(
  w: SeedWriter,
  prng: Prng,
  businessId: string,
  cards: readonly CardSpec[],
  staffId: string,
  size: (prng: Prng) => number,
): Map<string, string> {
  const orderOf = new Map<string, string>();
  let rotation = 0;
  for (const formFactor of ["physical", "virtual"] as const) {
    const list = cards.filter((c) => c.formFactor === formFactor);
    for (let i = 0; i < list.length; ) {
      // Cards ordered together were created within two days of the order.
      const limit = Math.max(1, size(prng));
      const group: CardSpec[] = [];
      for (const card of list.slice(i, i + limit)) {
        const head = group[0];
        if (head && card.createdMs - head.createdMs >= 2 * DAY) break;
        group.push(card);
      }
      i += group.length;
      const first = group[0];
      if (!first) break;
      const orderId = newId("ord", prng.below);
      const method = formFactor === "physical" ? (SHIPPING_ROTATION[rotation++ % SHIPPING_ROTATION.length] ?? "USPS_GROUND") : null;
      const ageDays = (SEED_DATE_MS - first.createdMs) / DAY;
      const status =
        formFactor === "virtual"
          ? "delivered"
          : ageDays > 10
            ? "delivered"
            : ageDays > 5
              ? "shipped"
              : ageDays > 2.5
                ? "processing"
                : "ordered";
      const shipped = status === "shipped" || status === "delivered";
      w.insert("card_orders", {
        id: orderId,
        business_id: businessId,
        status,
        form_factor: formFactor,
        shipping_method: method,
        tracking_number: method && shipped ? trackingNumber(prng, method) : null,
        address_json: formFactor === "physical" ? JSON.stringify(randomAddress(prng, first.holder)) : null,
        created_by: staffId,
        created_at: iso(first.createdMs - 10 * MINUTE),
        shipped_at: shipped ? iso(first.createdMs + DAY) : null,
      });
      for (const card of group) {
        w.insert("card_order_items", { order_id: orderId, card_id: card.id });
        orderOf.set(card.id, orderId);
      }
    }
  }
  return orderOf;
}

/** The card_order_placed activity of each card. */
export function writeOrderActivities(
  w: SeedWriter,
  prng: Prng,
  businessId: string,
  cards: readonly CardSpec[],
  orderOf: ReadonlyMap<string, string>,
  staffId: string,
): void {
  for (const card of cards) {
    activity(w, prng, "card_order_placed", businessId, card.id, { type: "user", id: staffId }, card.createdMs - 10 * MINUTE, {
      orderId: orderOf.get(card.id) ?? null,
      formFactor: card.formFactor,
    });
  }
}

export function writeCardActivity(
  w: SeedWriter,
  prng: Prng,
  type: string,
  businessId: string,
  cardId: string,
  actor: Actor,
  ms: number,
  details: Record<string, string | number | boolean | null> = {},
): void {
  activity(w, prng, type, businessId, cardId, actor, ms, details);
}
