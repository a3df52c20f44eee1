/** Transactions and loads of a business scope (or of one card of it), newest first. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { hidesMerchants, listLoadRows, listTransactionRows } from "#sandbox/cards/lists";
import { readCard, toLoad, toTransaction } from "#sandbox/cards/rows";
import { positionOf, sumOf } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function activityRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listTransactions, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    if (query.cardId) {
      const card = await readCard(db, query.cardId);
      if (!card || !scope.some((b) => b.id === card.business_id)) return { transactions: [], nextCursor: null };
      const hideMerchant = hidesMerchants(access, card.business_id);
      const page = await listTransactionRows(db, { cardId: card.id, hideMerchant }, query);
      return { transactions: page.items.map((r) => toTransaction(r, hideMerchant)), nextCursor: page.nextCursor };
    }
    const hidden = new Map(scope.map((b) => [b.id, hidesMerchants(access, b.id)]));
    const page = await listTransactionRows(
      db,
      { businesses: scope.map((b) => ({ id: b.id, hideMerchant: hidden.get(b.id) ?? false })) },
      query,
    );
    return {
      transactions: page.items.map((r) => toTransaction(r, hidden.get(r.business_id) ?? false)),
      nextCursor: page.nextCursor,
    };
  });

  register(app, businesses.listLoadHistory, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const page = await listLoadRows(db, { businessIds: listScope(access).map((b) => b.id) }, query);
    return { loads: page.items.map(toLoad), nextCursor: page.nextCursor, ...positionOf(page), ...sumOf(page) };
  });
}
