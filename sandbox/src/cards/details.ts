/** A card's details page: the card with its spend rules, latest shipment, autoloads and notes (metadata). */
import { notFound } from "#sandbox/http/errors";
import { type CardRow, shipmentOf, toCards } from "./rows";

/**
 * The sandbox provider's fixed billing address for virtual cards (spec section 2: "Virtual cards use a
 * fixed billing address"); documented in the README's sandbox section.
 */
export const VIRTUAL_CARD_BILLING_ADDRESS = {
  addressOne: "100 Sandbox Plaza",
  addressTwo: "Suite 400",
  city: "Baltimore",
  state: "MD",
  zip: "21202",
} as const;

type RuleSummary = { id: string; name: string; type: "velocity" | "merchant_allow" | "merchant_block" };
type LatestOrder = { shipping_method: Parameters<typeof shipmentOf>[0]; tracking_number: string | null; shipped_at: string | null };

/** `withMetadata`: the organization's notes on the card are not the cardholder's business. */
export async function cardDetails(db: D1Database, card: CardRow, withMetadata: boolean) {
  const [rules, order, autoloads, metadata] = await db.batch([
    db
      .prepare(
        "SELECT r.id, r.name, r.type FROM card_spend_rules cr JOIN spend_rules r ON r.id = cr.spend_rule_id WHERE cr.card_id = ? ORDER BY r.name, r.id",
      )
      .bind(card.id),
    db
      .prepare(
        "SELECT o.shipping_method, o.tracking_number, o.shipped_at, o.form_factor FROM card_order_items i JOIN card_orders o ON o.id = i.order_id WHERE i.card_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT 1",
      )
      .bind(card.id),
    db.prepare("SELECT autoload_id FROM autoload_members WHERE card_id = ? ORDER BY added_at, autoload_id").bind(card.id),
    db.prepare("SELECT key, value FROM metadata WHERE target_type = 'card' AND target_id = ? ORDER BY key").bind(card.id),
  ]);
  const [entity] = await toCards(db, [card]);
  if (!entity) throw notFound();
  const latest = order?.results[0] as LatestOrder | undefined;
  return {
    ...entity,
    spendRules: (rules?.results ?? []) as RuleSummary[],
    shipment: latest ? { ...shipmentOf(latest.shipping_method, latest.tracking_number), shippedAt: latest.shipped_at } : null,
    autoloadIds: ((autoloads?.results ?? []) as Array<{ autoload_id: string }>).map((r) => r.autoload_id),
    metadata: withMetadata ? ((metadata?.results ?? []) as Array<{ key: string; value: string }>) : [],
    replacesCardId: card.replaces_card_id,
    billingAddress: card.form_factor === "virtual" ? { ...VIRTUAL_CARD_BILLING_ADDRESS } : null,
  };
}
