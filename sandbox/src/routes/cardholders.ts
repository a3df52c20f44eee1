/**
 * Cardholders group of spec section 7: account creation with a card, the cardholder record, phone
 * check, password reset, activating a virtual card and the e-mail notification choices. A cardholder
 * only ever reaches their own record and cards (ADR 0097, 0110).
 */
import type { Hono } from "hono";
import { cardholders } from "#contract/cardholders";
import type { Cardholder } from "#contract/entities";
import type { CardFormFactor, CardStatus } from "#domain/enums";
import { Caller } from "#sandbox/auth/access";
import { requestPasswordReset } from "#sandbox/auth/password-reset";
import type { Principal } from "#sandbox/auth/principal";
import { readPreferences, updatePreferences } from "#sandbox/cardholders/preferences";
import { registerWithCard } from "#sandbox/cardholders/register";
import { readCard } from "#sandbox/cards/rows";
import { changeStatus } from "#sandbox/cards/transitions";
import { iso } from "#sandbox/clock";
import type { SandboxHono } from "#sandbox/env";
import { conflict, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

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

/** The cardholder's own record only: a business user or another cardholder gets 404. */
function ownRecord(principal: { realm: string; uid: string }, id: string): void {
  if (principal.realm !== "cardholder" || principal.uid !== id) throw notFound();
}

export function cardholderRoutes(app: Hono<SandboxHono>): void {
  register(app, cardholders.registerWithCard, async ({ db, now, params, body }) => {
    const id = await registerWithCard(db, now, params.cardId, body);
    return readCardholder(db, { realm: "cardholder", uid: id }, id);
  });

  register(app, cardholders.getCommunicationPreferences, async ({ db, principal, params }) => {
    ownRecord(principal, params.id);
    return { communicationPreferences: await readPreferences(db, params.id) };
  });

  register(app, cardholders.updateCommunicationPreferences, async ({ db, now, principal, params, body }) => {
    ownRecord(principal, params.id);
    return { communicationPreferences: await updatePreferences(db, now, params.id, body) };
  });

  register(app, cardholders.getCardholder, ({ db, principal, params }) => readCardholder(db, principal, params.id));

  register(app, cardholders.checkByPhone, async ({ db, params }) => {
    const [account, card] = await db.batch<{ found: number }>([
      db.prepare("SELECT 1 AS found FROM cardholders WHERE phone = ?").bind(params.phone),
      db.prepare("SELECT 1 AS found FROM cards WHERE holder_phone = ? LIMIT 1").bind(params.phone),
    ]);
    const activated = (account?.results.length ?? 0) > 0;
    return { exists: activated || (card?.results.length ?? 0) > 0, activated };
  });

  register(app, cardholders.passwordReset, async ({ db, now, body }) => {
    await requestPasswordReset(db, now, "cardholder", body.identifier, body.language);
    return { accepted: true as const };
  });

  register(app, cardholders.activateVirtualCard, async ({ db, now, principal, params, body }) => {
    // Only the cardholder themself, and only a card linked to them or, from the virtual card e-mail, an
    // unlinked card issued to their account's e-mail: activating it is how they link it (ADR 0097).
    if (principal.realm !== "cardholder" || principal.uid !== params.id) throw notFound();
    const card = await readCard(db, body.cardId);
    if (!card) throw notFound();
    const claim = card.cardholder_id === null;
    if (claim) {
      const account = await db.prepare("SELECT email FROM cardholders WHERE id = ?").bind(principal.uid).first<{ email: string }>();
      if (!account || account.email.toLowerCase() !== card.holder_email.toLowerCase()) throw notFound();
    } else if (card.cardholder_id !== principal.uid) {
      throw notFound();
    }
    const business = await db
      .prepare("SELECT name, onboarding_status FROM businesses WHERE id = ?")
      .bind(card.business_id)
      .first<{ name: string; onboarding_status: string }>();
    if (!business) throw notFound();
    await changeStatus(db, now, card.id, "activate", { type: "cardholder", id: principal.uid }, () => {
      // Spec: "Card requires activation but organization information is missing."
      if (business.onboarding_status !== "active") {
        throw conflict("organization_info_missing", "The organization has not finished setting up its account");
      }
    });
    if (claim) {
      await db
        .prepare("UPDATE cards SET cardholder_id = ?, updated_at = ? WHERE id = ? AND cardholder_id IS NULL")
        .bind(principal.uid, iso(now), card.id)
        .run();
    }
    const row = await readCard(db, card.id);
    if (!row || row.cardholder_id !== principal.uid) throw notFound();
    return {
      card: {
        id: row.id,
        businessId: row.business_id,
        organizationName: business.name,
        formFactor: row.form_factor,
        status: row.status,
        last6: row.last6,
        expiration: row.expiration,
        pinSet: row.pin_set === 1,
        color: row.color,
      },
    };
  });
}

/** A cardholder reads only themself; a business user reads holders of their businesses' cards. */
async function readCardholder(
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
