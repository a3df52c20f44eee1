/**
 * Card orders of a business scope: the list (newest first) and one order; and the business's default
 * shipping address the order form offers (a program without its own ships to its top-level business's).
 */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { addressOfBusiness } from "#sandbox/businesses/address";
import { listScope } from "#sandbox/cards/access";
import { listOrderRows } from "#sandbox/cards/lists";
import { orderEntity, orderItems, toOrder } from "#sandbox/cards/rows";
import { positionOf } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

export function orderRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.getAddress, async ({ db, principal, params }) => {
    const access = await new Caller(db, principal).business(params.id);
    return { address: await addressOfBusiness(db, access.business.id, access.topLevelId) };
  });

  register(app, businesses.listCardOrders, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const page = await listOrderRows(db, listScope(access), query);
    const items = await orderItems(
      db,
      page.items.map((o) => o.id),
    );
    return { cardOrders: page.items.map((o) => toOrder(o, items.get(o.id))), nextCursor: page.nextCursor, ...positionOf(page) };
  });

  register(app, businesses.getCardOrder, async ({ db, principal, params }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const cardOrder = await orderEntity(db, params.orderId);
    if (!cardOrder || !scope.some((b) => b.id === cardOrder.businessId)) throw notFound();
    return { cardOrder };
  });
}
