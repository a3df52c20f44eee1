/** Reading a card: the business's card list, details, balance, activity feed, loads, and the details frame's token. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { Caller } from "#sandbox/auth/access";
import { cardFor, listScope } from "#sandbox/cards/access";
import { issueClientToken } from "#sandbox/cards/client-token";
import { cardDetails } from "#sandbox/cards/details";
import { cardFeed } from "#sandbox/cards/feed";
import { holderDetails, holderLoad, holderSince } from "#sandbox/cards/holder-view";
import { hidesMerchants, listCardRows, listLoadRows } from "#sandbox/cards/lists";
import { toCards, toLoad } from "#sandbox/cards/rows";
import { cardBalance } from "#sandbox/cards/spend";
import { ensureAction } from "#sandbox/cards/transitions";
import { auditStatement } from "#sandbox/db/audit";
import { positionOf } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function readingRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.listCards, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access, query.programId);
    const page = await listCardRows(db, scope, query);
    const names = new Map(scope.map((b) => [b.id, b.name]));
    // Where the page sits, only when asked for (`withTotal`, ADR 0177): the counts are not free.
    return { cards: await toCards(db, page.items, names), nextCursor: page.nextCursor, ...positionOf(page) };
  });

  register(app, cards.getDetails, async ({ db, principal, params }) => {
    const { card, access } = await cardFor(db, principal, params.id, "allow");
    const details = await cardDetails(db, card, access !== null);
    return { card: access ? details : holderDetails(details) };
  });

  register(app, cards.getBalance, async ({ db, principal, params }) => {
    const { card } = await cardFor(db, principal, params.id, "allow");
    return { balance: await cardBalance(db, card.id, card.balance_cents) };
  });

  register(app, cards.listActivities, async ({ db, principal, params, query }) => {
    const { card, access } = await cardFor(db, principal, params.id, "allow");
    if (!access) return cardFeed(db, card.id, query, false, { since: await holderSince(db, card.id) });
    return cardFeed(db, card.id, query, hidesMerchants(access, card.business_id));
  });

  register(app, cards.listLoadHistory, async ({ db, principal, params, query }) => {
    const { card, access } = await cardFor(db, principal, params.id, "allow");
    if (!access) {
      const page = await listLoadRows(db, { cardId: card.id }, { ...query, after: await holderSince(db, card.id) });
      return { loads: page.items.map((row) => holderLoad(toLoad(row))), nextCursor: page.nextCursor };
    }
    const page = await listLoadRows(db, { cardId: card.id }, query);
    return { loads: page.items.map(toLoad), nextCursor: page.nextCursor };
  });

  register(app, cards.getClientToken, async ({ db, now, principal, params }) => {
    const { card, actor, require } = await cardFor(db, principal, params.id, "allow");
    // A business user needs the permission on the card's own business (ADR 0096); the linked cardholder passes.
    require("resendVirtualCard");
    ensureAction("showDetails", card);
    const token = await issueClientToken(db, now, card.id, actor);
    await auditStatement(db, now, {
      type: "card_client_token_issued",
      businessId: card.business_id,
      targetType: "card",
      targetId: card.id,
      actor,
    }).run();
    return token;
  });
}
