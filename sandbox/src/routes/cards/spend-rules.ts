/** Spend rules on cards: attach a business's rule to cards, or detach it. */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import { Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import { scopedCards } from "#sandbox/cards/access";
import { linkSpendRule, readSpendRule } from "#sandbox/cards/spend-rules";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

/** The rule's business must grant modifySpendRule on every named card (cards outside its scope are 404). */
async function link(db: D1Database, now: number, principal: Principal, ruleId: string, cardIds: readonly string[], attach: boolean) {
  const rule = await readSpendRule(db, ruleId);
  if (!rule) throw notFound();
  const caller = new Caller(db, principal);
  const access = await caller.business(rule.business_id);
  const { cards: found } = await scopedCards(db, caller, access, cardIds, "modifySpendRule");
  return linkSpendRule(db, now, { rule, cards: found, actor: caller.actor, attach });
}

export function spendRuleRoutes(app: Hono<SandboxHono>): void {
  register(app, cards.attachSpendRule, ({ db, now, principal, params, body }) => link(db, now, principal, params.id, body.cardIds, true));
  register(app, cards.detachSpendRule, ({ db, now, principal, params, body }) => link(db, now, principal, params.id, body.cardIds, false));
}
