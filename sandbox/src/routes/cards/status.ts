/** Status changes: lock and unlock (the linked cardholder too), freeze, unfreeze and close. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { cardFor } from "#sandbox/cards/access";
import { holderCard } from "#sandbox/cards/holder-view";
import { cardEntity } from "#sandbox/cards/rows";
import { changeStatus } from "#sandbox/cards/transitions";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function statusRoutes(app: Hono<SandboxHono>): void {
  const statusAction = (
    endpoint: typeof cards.lock | typeof cards.unlock | typeof cards.freeze | typeof cards.unfreeze | typeof cards.close,
    action: "lock" | "unlock" | "freeze" | "unfreeze" | "close",
    permission: "lockCard" | "freezeCard" | "closeCard",
  ) =>
    register(app, endpoint, async ({ db, now, principal, params }) => {
      const target = await cardFor(db, principal, params.id, action === "lock" || action === "unlock" ? "allow" : "forbid");
      target.require(permission);
      await changeStatus(db, now, target.card.id, action, target.actor);
      const card = await cardEntity(db, target.card.id);
      return { card: target.access ? card : holderCard(card) };
    });
  statusAction(cards.lock, "lock", "lockCard");
  statusAction(cards.unlock, "unlock", "lockCard");
  statusAction(cards.freeze, "freeze", "freezeCard");
  statusAction(cards.unfreeze, "unfreeze", "freezeCard");
  statusAction(cards.close, "close", "closeCard");
}
