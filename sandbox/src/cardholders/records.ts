/**
 * The cardholder record (spec section 7): the account and the cards linked to it, as the cardholder or a
 * business user may see it (ADR 0097, 0110), and whether a phone number is known.
 */
import type { Cardholder } from "#contract/entities";
import type { CardFormFactor, CardStatus } from "#domain/enums";
import { Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import { notFound } from "#sandbox/http/errors";

type CardholderRow = {
  id: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
};

type LinkedCardRow = {
  id: string;
  business_id: string;
  business_name: string;
  form_factor: CardFormFactor;
  status: CardStatus;
  last6: string;
  expiration: string;
  pin_set: number;
  color: string;
};

/** Whether a cardholder account has this phone (activated), or at least a card was issued to it (exists). */
export async function phoneStatus(db: D1Database, phone: string): Promise<{ exists: boolean; activated: boolean }> {
  const [account, card] = await db.batch<{ found: number }>([
    db.prepare("SELECT 1 AS found FROM cardholders WHERE phone = ?").bind(phone),
    db.prepare("SELECT 1 AS found FROM cards WHERE holder_phone = ? LIMIT 1").bind(phone),
  ]);
  const activated = (account?.results.length ?? 0) > 0;
  return { exists: activated || (card?.results.length ?? 0) > 0, activated };
}

/** A cardholder reads only themself; a business user reads holders of their businesses' cards. */
export async function readCardholder(
  db: D1Database,
  principal: Principal | { realm: "cardholder"; uid: string },
  id: string,
): Promise<{ cardholder: Cardholder }> {
  if (principal.realm === "cardholder" && principal.uid !== id) throw notFound();

  const row = await db
    .prepare("SELECT id, email, phone, first_name, last_name, created_at FROM cardholders WHERE id = ?")
    .bind(id)
    .first<CardholderRow>();
  if (!row) throw notFound();
  const { results } = await db
    .prepare(
      `SELECT c.id, c.business_id, b.name AS business_name, c.form_factor, c.status, c.last6, c.expiration, c.pin_set, c.color
           FROM cards c JOIN businesses b ON b.id = c.business_id
          WHERE c.cardholder_id = ? ORDER BY c.created_at, c.id`,
    )
    .bind(id)
    .all<LinkedCardRow>();
  let visible = results;
  if (principal.realm === "business") {
    const caller = new Caller(db, principal);
    const seen = new Map<string, boolean>();
    for (const card of results) {
      if (!seen.has(card.business_id)) seen.set(card.business_id, await caller.canSee(card.business_id));
    }
    visible = results.filter((card) => seen.get(card.business_id));
    if (visible.length === 0) throw notFound();
  }
  const cardholder: Cardholder = {
    id: row.id,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at,
    cards: visible.map((card) => ({
      id: card.id,
      businessId: card.business_id,
      organizationName: card.business_name,
      formFactor: card.form_factor,
      status: card.status,
      last6: card.last6,
      expiration: card.expiration,
      pinSet: card.pin_set === 1,
      color: card.color,
    })),
  };
  return { cardholder };
}
