/** Money: loads from the funding account, card-to-card transfers, withdrawals (all idempotent by key). */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { Caller } from "#sandbox/auth/access";
import { cardFor, scopedCards } from "#sandbox/cards/access";
import { Idempotency } from "#sandbox/cards/idempotency";
import { loadReads } from "#sandbox/cards/load-reads";
import { loadCards, transferBetweenCards, withdrawFromCard } from "#sandbox/cards/money";
import type { SandboxHono } from "#sandbox/env";
import { bodyIssue, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { outboxCheck } from "#sandbox/webhooks/events";

export function moneyRoutes(app: Hono<SandboxHono>): void {
  // Three D1 round trips (ADR 0252): the prelude; the access, the cards, the funding accounts, the holders
  // and the key (stored per business: the path's, which the access check reads by that id); the money.
  register(app, cards.load, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const cardIds = body.loads.map((l) => l.cardId);
    const key = await Idempotency.begin(c, db, params.id, cards.load.id, { params, body });
    const reads = loadReads(db, { businessId: params.id, userId: principal.uid, cardIds });
    const { access, extra } = await caller.businessWith(params.id, [...reads.statements, ...key.statements]);
    const facts = reads.from(extra);
    await scopedCards(db, caller, access, cardIds, "loadCard", facts.cards);
    const idempotency = key.open(extra.slice(reads.statements.length));
    const by = { actor: caller.actor, userId: principal.uid };
    // The money batch also takes the webhook outbox's first look: with nothing to send, no dispatch after.
    const outbox = outboxCheck(db, now);
    const tail = {
      statements: outbox.statements,
      read: (results: readonly D1Result[]) => c.set("outboxChecked", !outbox.read(results).pending),
    };
    return idempotency.runSettled(201, now, (claim) =>
      loadCards(db, now, { businessId: access.business.id, facts, loads: body.loads, by }, claim, tail),
    );
  });

  register(app, cards.cardToCardTransfer, async ({ c, db, now, principal, params, body }) => {
    if (body.fromCardId === body.toCardId) {
      throw bodyIssue("toCardId", "Choose a different card to move money to");
    }
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const { cards: found } = await scopedCards(db, caller, access, [body.fromCardId, body.toCardId], "loadCard");
    const idempotency = await Idempotency.open(c, db, access.business.id, cards.cardToCardTransfer.id, { params, body });
    return idempotency.run(201, now, async (claim) => {
      const from = found.get(body.fromCardId);
      const to = found.get(body.toCardId);
      if (!from || !to) throw notFound();
      const by = { actor: caller.actor, userId: principal.uid };
      return transferBetweenCards(db, now, { from, to, amountCents: body.amountCents, by }, claim);
    });
  });

  register(app, cards.withdrawFunds, async ({ c, db, now, principal, params, body }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("transferFunds");
    const idempotency = await Idempotency.open(c, db, target.card.business_id, cards.withdrawFunds.id, { params, body });
    const by = { actor: target.actor, userId: principal.uid };
    return idempotency.run(201, now, (claim) =>
      withdrawFromCard(db, now, { cardId: target.card.id, amountCents: body.amountCents, by }, claim),
    );
  });
}
