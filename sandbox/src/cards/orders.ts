/**
 * Orders placed through the sandbox move on with the sandbox clock: ordered, processing after a
 * day, shipped (with a carrier tracking number) after two, delivered after the method's transit
 * days. Seeded orders have no next step and keep their status. Each step is scheduled from the
 * previous one, so one long clock advance walks an order through every step at the right times.
 */
import type { ShippingTypeId } from "#domain/enums";
import { DAY, iso } from "#sandbox/clock";
import { randomDigits, randomInt } from "#sandbox/crypto";
import { ORDER_SHIPPING_AFTER_MS } from "./issue";

export const TRANSIT_DAYS: Readonly<Record<ShippingTypeId, number>> = {
  USPS_GROUND: 5,
  USPS_PRIORITY: 3,
  USPS_EXPRESS: 2,
  UPS_GROUND: 5,
  UPS_SECOND_DAY: 2,
  UPS_NEXT_DAY: 1,
};

const UPS_ALPHABET = "0123456789ABCDEFGHJKLMNPRSTUVWXY";

/** A tracking number in the carrier's format: UPS "1Z" + 16 characters, USPS 22 digits. */
export function newTrackingNumber(method: ShippingTypeId): string {
  if (method.startsWith("UPS")) {
    let out = "1Z";
    for (let i = 0; i < 16; i++) out += UPS_ALPHABET[randomInt(UPS_ALPHABET.length)];
    return out;
  }
  return `9400${randomDigits(18)}`;
}

type DueOrder = {
  id: string;
  status: "ordered" | "processing" | "shipped";
  shipping_method: ShippingTypeId | null;
  created_at: string;
  next_step_at: string;
};

const BATCH = 200;
const MAX_ROUNDS = 20;

/** Moves every due order one step per round until none is due; returns how many steps were taken. */
export async function advanceCardOrders(db: D1Database, now: number): Promise<number> {
  let steps = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { results } = await db
      .prepare(
        "SELECT id, status, shipping_method, created_at, next_step_at FROM card_orders WHERE next_step_at IS NOT NULL AND next_step_at <= ? ORDER BY next_step_at, id LIMIT ?",
      )
      .bind(iso(now), BATCH)
      .all<DueOrder>();
    if (results.length === 0) break;
    const statements = results.map((order) => {
      const due = Date.parse(order.next_step_at);
      if (order.status === "ordered") {
        return db
          .prepare("UPDATE card_orders SET status = 'processing', next_step_at = ? WHERE id = ? AND status = 'ordered'")
          .bind(iso(Date.parse(order.created_at) + ORDER_SHIPPING_AFTER_MS), order.id);
      }
      if (order.status === "processing" && order.shipping_method) {
        return db
          .prepare(
            "UPDATE card_orders SET status = 'shipped', tracking_number = ?, shipped_at = ?, next_step_at = ? WHERE id = ? AND status = 'processing'",
          )
          .bind(newTrackingNumber(order.shipping_method), iso(due), iso(due + TRANSIT_DAYS[order.shipping_method] * DAY), order.id);
      }
      return db
        .prepare("UPDATE card_orders SET status = 'delivered', next_step_at = NULL WHERE id = ? AND status = ?")
        .bind(order.id, order.status);
    });
    const outcome = await db.batch(statements);
    steps += outcome.reduce((n, r) => n + r.meta.changes, 0);
  }
  return steps;
}

/** Posts pending purchases whose time has come (5 days after authorization); balances do not change. */
export async function clearPendingPurchases(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare(
      "UPDATE transactions SET status = 'cleared', processor_status = 'CA_CLEARED', posted_at = clears_at WHERE status = 'pending' AND clears_at IS NOT NULL AND clears_at <= ?",
    )
    .bind(iso(now))
    .run();
  return result.meta.changes;
}
