/** Tags on cards: tag cards of a business by name, take a tag off a card. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { Caller } from "#sandbox/auth/access";
import { cardFor, scopedCards } from "#sandbox/cards/access";
import { tagCards, untagCard } from "#sandbox/cards/tags";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function tagRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.tagCards, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const { cards: found } = await scopedCards(db, caller, access, body.cardIds, "addTagToCard");
    return { tag: await tagCards(db, now, { businessId: access.business.id, actor: caller.actor, tag: body, cards: found }) };
  });

  register(app, cards.removeTag, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("deleteTagFromCard");
    await untagCard(db, now, target.card, target.actor, params.tagId);
    return null;
  });
}
