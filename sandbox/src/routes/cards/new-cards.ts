/** New cards: order physical cards (shipped) or create virtual ones, with optional initial loads. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import type { CardFormFactor, ShippingMethod } from "#domain/enums";
import { Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import { Idempotency } from "#sandbox/cards/idempotency";
import { initialLoadTotal, type NewCard, orderCards } from "#sandbox/cards/issue";
import type { SandboxContext, SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

type IssueInput = {
  c: SandboxContext;
  db: D1Database;
  now: number;
  principal: Principal;
  businessId: string;
  endpointId: string;
  payload: unknown;
};

/** Both endpoints: orderCard permission (and loadCard with initial loads), then one idempotent order. */
async function issue(input: IssueInput, formFactor: CardFormFactor, shippingMethod: ShippingMethod | null, specs: readonly NewCard[]) {
  const { c, db, now } = input;
  const caller = new Caller(db, input.principal);
  const access = await caller.business(input.businessId);
  access.require("orderCard");
  if (initialLoadTotal(specs) > 0) access.require("loadCard");
  const idempotency = await Idempotency.open(c, db, access.business.id, input.endpointId, input.payload);
  const business = { id: access.business.id, name: access.business.name };
  return idempotency.run(201, now, (claim) =>
    orderCards(db, now, { business, formFactor, shippingMethod, cards: specs, actor: caller.actor }, claim),
  );
}

export function newCardRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.orderAndShip, ({ c, db, now, principal, params, body }) =>
    issue(
      { c, db, now, principal, businessId: params.id, endpointId: cards.orderAndShip.id, payload: { params, body } },
      "physical",
      body.shippingMethod,
      body.cards.map((card) => ({
        holder: { firstName: card.firstName, lastName: card.lastName, email: card.email, phone: card.phone, language: card.language },
        address: card.address,
        initialLoadCents: card.initialLoadCents,
        color: card.color,
      })),
    ),
  );

  register(app, cards.createVirtualCards, ({ c, db, now, principal, params, body }) =>
    issue(
      { c, db, now, principal, businessId: params.id, endpointId: cards.createVirtualCards.id, payload: { params, body } },
      "virtual",
      null,
      body.cards.map((card) => ({
        holder: { firstName: card.firstName, lastName: card.lastName, email: card.email, phone: card.phone, language: card.language },
        initialLoadCents: card.initialLoadCents,
        color: card.color,
      })),
    ),
  );
}
