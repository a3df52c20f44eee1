/** PIN: set or reset after signing in, or set the first PIN with the card's data (no token). */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { cardFor } from "#sandbox/cards/access";
import { holderCard } from "#sandbox/cards/holder-view";
import { setPin, setPinWithCardData } from "#sandbox/cards/pin";
import { cardEntity } from "#sandbox/cards/rows";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function pinRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.setPin, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "allow");
    target.require("setPin");
    await setPin(db, now, target.card.id, target.actor, principal.realm === "cardholder");
    const card = await cardEntity(db, target.card.id);
    return { card: target.access ? card : holderCard(card) };
  });

  register(app, cards.setPinUnauthenticated, async ({ db, now, params, body }) => {
    await setPinWithCardData(db, now, params.id, body);
    return null;
  });
}
