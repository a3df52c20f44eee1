/** Holders, replacements and virtual cards: reassociate, reissue (physical or virtual), resend a virtual card. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { cardFor } from "#sandbox/cards/access";
import { reassociateCard, reissueCard, resendVirtualCard } from "#sandbox/cards/holders";
import { cardEntity, orderEntity } from "#sandbox/cards/rows";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

export function holderRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.reassociate, async ({ db, now, principal, params, body }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("replaceCard");
    await reassociateCard(db, now, target.card.id, target.actor, body);
    return { card: await cardEntity(db, target.card.id) };
  });

  register(app, cards.reissueAndShip, async ({ db, now, principal, params, body }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("replaceCard");
    const done = await reissueCard(db, now, target.card, target.actor, {
      action: "reissueAndShip",
      formFactor: "physical",
      shippingMethod: body.shippingMethod,
      address: body.address,
    });
    const cardOrder = await orderEntity(db, done.orderId);
    if (!cardOrder) throw notFound();
    return { card: await cardEntity(db, done.newCardId), cardOrder };
  });

  register(app, cards.reissueVirtualCard, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("replaceCard");
    const done = await reissueCard(db, now, target.card, target.actor, {
      action: "reissueVirtualCard",
      formFactor: "virtual",
      shippingMethod: null,
      address: null,
    });
    return { card: await cardEntity(db, done.newCardId) };
  });

  register(app, cards.resendVirtualCard, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("resendVirtualCard");
    await resendVirtualCard(db, now, target.card, target.actor);
    return { accepted: true as const };
  });
}
