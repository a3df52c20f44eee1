/**
 * Money moves of cards (docs/decisions/0031-card-money-ledger.md): loads from the funding account,
 * card-to-card transfers and withdrawals back to the funding account. Each runs as one atomic batch
 * that starts with the idempotency claim (`claim`, cards/idempotency.ts); a load's claim also settles
 * the key with the answer (ADR 0252).
 */

import { checkCustomFields } from "#sandbox/businesses/custom-fields";
import { notificationFor } from "#sandbox/cardholders/notify";
import { iso } from "#sandbox/clock";
import { runAtomic, withStaleRetry } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { conflict, notFound } from "#sandbox/http/errors";
import { cardEntry, cardGuard, fundingAccountOf, fundingChange, noFundingAccount, toFundingAccount } from "./ledger";
import type { LoadFacts } from "./load-reads";
import { type CardRow, cardEntity, cardsInOrder, loadsInOrder, readCard, toLoad } from "./rows";
import { ensureAction } from "./transitions";

export type CardLoad = { cardId: string; amountCents: number; customFields?: Record<string, string> | undefined };

/** Who moves the money: the audit actor and the user recorded on the loads. */
export type Mover = { actor: Actor; userId: string };

/**
 * Loads cards from their businesses' funding accounts (cards of a top-level business and of its
 * programs each draw on their own business's account). `facts` are what the request read with its
 * access check (load-reads.ts), the named cards already authorized. The answer is made from them before
 * the batch runs, so the claim settles the key with it in the same transaction (ADR 0252): one batch,
 * nothing read again.
 */
export async function loadCards(
  db: D1Database,
  now: number,
  request: { businessId: string; facts: LoadFacts; loads: readonly CardLoad[]; by: Mover },
  claim: (answer: { loads: ReturnType<typeof toLoad>[] }) => D1PreparedStatement[],
  /** Statements to end the batch with (the webhook outbox's check) and what to do with their results. */
  tail?: { statements: readonly D1PreparedStatement[]; read: (results: readonly D1Result[]) => void },
) {
  const { cards, funding, holders, by } = request.facts;
  const { loads } = request;
  for (const load of loads) {
    const card = cards.get(load.cardId);
    if (card) ensureAction("load", card);
    // A load's custom field values must be fields of the card's business for loads (issue 18).
    if (card && load.customFields) await checkCustomFields(db, card.business_id, load.customFields, "loads");
  }
  const totals = new Map<string, number>();
  for (const load of loads) {
    const businessId = cards.get(load.cardId)?.business_id ?? request.businessId;
    totals.set(businessId, (totals.get(businessId) ?? 0) + load.amountCents);
  }
  const statements: D1PreparedStatement[] = [];
  for (const [businessId, total] of totals) {
    const account = funding.get(businessId);
    if (!account) throw noFundingAccount();
    if (account.balance_cents < total) throw conflict("insufficient_funds", "The funding account does not have enough money");
    statements.push(fundingChange(db, now, account.id, -total));
  }
  const answer: ReturnType<typeof toLoad>[] = [];
  for (const load of loads) {
    const card = cards.get(load.cardId);
    if (!card) throw notFound();
    const entry = cardEntry(db, now, {
      businessId: card.business_id,
      cardId: card.id,
      amountCents: load.amountCents,
      source: "funding_account",
      createdBy: request.by.userId,
      customFields: load.customFields,
    });
    // The row the batch writes, as a read of it would return it.
    answer.push(
      toLoad({
        id: entry.loadId,
        card_id: card.id,
        business_id: card.business_id,
        amount_cents: load.amountCents,
        source: "funding_account",
        autoload_id: null,
        created_by: request.by.userId,
        custom_fields_json: JSON.stringify(load.customFields ?? {}),
        created_at: iso(now),
        last6: card.last6,
        holder_first_name: card.holder_first_name,
        holder_last_name: card.holder_last_name,
        by_first: by?.first_name ?? null,
        by_last: by?.last_name ?? null,
      }),
    );
    statements.push(
      ...entry.statements,
      auditStatement(db, now, {
        type: "card_funds_loaded",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: request.by.actor,
        details: { loadId: entry.loadId, amountCents: load.amountCents },
      }),
    );
    const holder = card.cardholder_id === null ? undefined : holders.get(card.cardholder_id);
    const mail = holder && notificationFor(db, now, holder, "load", { amountCents: load.amountCents, last6: card.last6 });
    if (mail) statements.push(mail);
  }
  const reply = { loads: answer };
  const results = await runAtomic(db, [...claim(reply), ...statements, ...(tail?.statements ?? [])]);
  tail?.read(results.slice(results.length - tail.statements.length));
  return reply;
}

/** Moves money between two cards of the same business. */
export async function transferBetweenCards(
  db: D1Database,
  now: number,
  request: { from: CardRow; to: CardRow; amountCents: number; by: Mover },
  claim: readonly D1PreparedStatement[],
) {
  const { from, to, amountCents } = request;
  if (from.business_id !== to.business_id) {
    throw conflict("cards_in_different_businesses", "Money moves between cards of the same business only");
  }
  ensureAction("transfer", from);
  ensureAction("transfer", to);
  if (from.balance_cents < amountCents) throw conflict("insufficient_funds", "The card's balance is too low");
  const entry = (card: CardRow, cents: number) =>
    cardEntry(db, now, {
      businessId: card.business_id,
      cardId: card.id,
      amountCents: cents,
      source: "card_transfer",
      createdBy: request.by.userId,
    });
  const out = entry(from, -amountCents);
  const into = entry(to, amountCents);
  const details = { fromCardId: from.id, toCardId: to.id, amountCents };
  await runAtomic(db, [
    ...claim,
    ...out.statements,
    ...into.statements,
    ...[from, to].map((card) =>
      auditStatement(db, now, {
        type: "card_funds_transferred",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: request.by.actor,
        details,
      }),
    ),
  ]);
  const [fromCard, toCard] = await cardsInOrder(db, [from.id, to.id]);
  if (!fromCard || !toCard) throw notFound();
  return { from: fromCard, to: toCard, loads: await loadsInOrder(db, [out.loadId, into.loadId]) };
}

/** Moves money from a card back to its business's funding account; no amount means the whole balance. */
export function withdrawFromCard(
  db: D1Database,
  now: number,
  request: { cardId: string; amountCents: number | undefined; by: Mover },
  claim: readonly D1PreparedStatement[],
) {
  return withStaleRetry(async () => {
    const card = await readCard(db, request.cardId);
    if (!card) throw notFound();
    ensureAction("withdraw", card);
    const amount = request.amountCents ?? card.balance_cents;
    if (amount > card.balance_cents) throw conflict("insufficient_funds", "The card's balance is too low");
    const account = await fundingAccountOf(db, card.business_id);
    if (!account) throw noFundingAccount();
    const entry = cardEntry(db, now, {
      businessId: card.business_id,
      cardId: card.id,
      amountCents: -amount,
      source: "withdrawal",
      createdBy: request.by.userId,
    });
    await runAtomic(db, [
      ...claim,
      // "The whole balance" means the balance at the time of the move.
      ...(request.amountCents === undefined ? [cardGuard(db, card.id, card.status, card.balance_cents)] : []),
      ...entry.statements,
      fundingChange(db, now, account.id, amount),
      auditStatement(db, now, {
        type: "card_funds_withdrawn_to_funding_account",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: request.by.actor,
        details: { loadId: entry.loadId, amountCents: amount, fundingAccountId: account.id },
      }),
    ]);
    const updated = await fundingAccountOf(db, card.business_id);
    if (!updated) throw noFundingAccount();
    const [load] = await loadsInOrder(db, [entry.loadId]);
    if (!load) throw notFound();
    return { card: await cardEntity(db, card.id), fundingAccount: toFundingAccount(updated), load };
  });
}
