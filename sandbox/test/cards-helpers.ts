/** Helpers shared by the card tests: picking seeded cards, ledger totals (sessions: helpers/session.ts). */
import { env } from "cloudflare:workers";
import type { z } from "zod";
import type { cardDetailsSchema } from "#contract/entities";
import type { CardFormFactor, CardStatus } from "#domain/enums";
import { CARD_IDS } from "#sandbox/seed/personas";
import { call } from "./helpers";
import { fundingBalance } from "./helpers/money";

export type CardPick = {
  id: string;
  business_id: string;
  status: CardStatus;
  form_factor: CardFormFactor;
  balance_cents: number;
  pin_set: number;
  cardholder_id: string | null;
  holder_email: string;
  last6: string;
  expiration: string;
};

/** The personas' own cards are never picked. */
const NEVER_PICKED = [CARD_IDS.maria, CARD_IDS.lee, CARD_IDS.unlinked];
const taken = new Set<string>(NEVER_PICKED);

/** A new test file picks from every card again (sandbox/test/apply-migrations.ts). */
export function forgetPickedCards(): void {
  taken.clear();
  for (const id of NEVER_PICKED) taken.add(id);
}

/**
 * A seeded card no other test of the file has picked yet, matching `where` (SQL over cards). Picks
 * are deterministic (by id), so a failing test names the same card every run.
 */
export async function pickCard(businessId: string, where = "1 = 1", ...binds: unknown[]): Promise<CardPick> {
  const { results } = await env.DB.prepare(
    `SELECT id, business_id, status, form_factor, balance_cents, pin_set, cardholder_id, holder_email, last6, expiration
       FROM cards WHERE business_id = ? AND (${where}) ORDER BY id`,
  )
    .bind(businessId, ...binds)
    .all<CardPick>();
  const card = results.find((c) => !taken.has(c.id));
  if (!card) throw new Error(`No unused card in ${businessId} where ${where}`);
  taken.add(card.id);
  return card;
}

export async function cardRow(id: string): Promise<CardPick> {
  const row = await env.DB.prepare(
    "SELECT id, business_id, status, form_factor, balance_cents, pin_set, cardholder_id, holder_email, last6, expiration FROM cards WHERE id = ?",
  )
    .bind(id)
    .first<CardPick>();
  if (!row) throw new Error(`No card ${id}`);
  return row;
}

/**
 * The money of a business: its cards' balances, its funding account, and what its cards spent
 * (approved purchases, pending or cleared). Loads, transfers and withdrawals move money between the
 * first two; purchases move it to the third. The sum never changes.
 */
export async function moneyOf(businessId: string): Promise<{ cards: number; funding: number; spent: number; total: number }> {
  const [cards, spent] = await env.DB.batch<{ n: number }>([
    env.DB.prepare("SELECT COALESCE(SUM(balance_cents), 0) AS n FROM cards WHERE business_id = ?").bind(businessId),
    env.DB.prepare(
      "SELECT COALESCE(SUM(approved_cents), 0) AS n FROM transactions WHERE business_id = ? AND status IN ('pending', 'cleared')",
    ).bind(businessId),
  ]);
  const funding = await fundingBalance(businessId);
  const c = cards?.results[0]?.n ?? 0;
  const s = spent?.results[0]?.n ?? 0;
  return { cards: c, funding, spent: s, total: c + funding + s };
}

/** Cards whose balance differs from their loads minus their approved purchases (should be none). */
export async function ledgerMismatches(businessId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT c.id FROM cards c WHERE c.business_id = ? AND c.balance_cents <>
       (SELECT COALESCE(SUM(amount_cents), 0) FROM loads WHERE card_id = c.id)
       - (SELECT COALESCE(SUM(approved_cents), 0) FROM transactions WHERE card_id = c.id AND status IN ('pending', 'cleared'))`,
  )
    .bind(businessId)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The types of a card's audit rows, oldest first, with their actor. */
export async function activitiesOf(
  cardId: string,
): Promise<Array<{ type: string; actor_type: string; actor_id: string | null; details_json: string }>> {
  const { results } = await env.DB.prepare(
    "SELECT type, actor_type, actor_id, details_json FROM activities WHERE target_type = 'card' AND target_id = ? ORDER BY created_at, rowid",
  )
    .bind(cardId)
    .all<{ type: string; actor_type: string; actor_id: string | null; details_json: string }>();
  return results;
}

export type CardDetails = z.output<typeof cardDetailsSchema>;

export async function getCard(id: string, token: string): Promise<CardDetails> {
  const reply = await call<{ card: CardDetails }>("GET", `/cards/${id}/details`, { token });
  if (reply.status !== 200) throw new Error(`details ${id}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.card;
}

let keySerial = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keySerial++).toString(36)}-${crypto.randomUUID()}`;
