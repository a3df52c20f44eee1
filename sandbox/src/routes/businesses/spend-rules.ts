/** Spend rules of a business scope: list (oldest first), create, change. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { listSpendRuleRows } from "#sandbox/cards/lists";
import { spendRuleEntity, toSpendRule } from "#sandbox/cards/rows";
import { createSpendRule, updateSpendRule } from "#sandbox/cards/spend-rules";
import type { SandboxHono } from "#sandbox/env";
import { notFound, validationFailed } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

export function spendRuleListRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listSpendRules, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const page = await listSpendRuleRows(db, listScope(access), query);
    return { spendRules: page.items.map(toSpendRule), nextCursor: page.nextCursor };
  });

  register(app, businesses.createSpendRule, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("createSpendRule");
    return createSpendRule(db, now, { businessId: access.business.id, actor: caller.actor, rule: body });
  });

  register(app, businesses.updateSpendRule, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const rule = await spendRuleEntity(db, params.spendRuleId);
    if (!rule || !listScope(access).some((b) => b.id === rule.businessId)) throw notFound();
    (await caller.business(rule.businessId)).require("modifySpendRule");
    const issues = [
      ...(rule.type !== "velocity" && body.velocity ? [{ path: "body.velocity", message: "Only velocity rules have a velocity" }] : []),
      ...(rule.type === "velocity" && body.merchantCategories
        ? [{ path: "body.merchantCategories", message: "Velocity rules have no merchant categories" }]
        : []),
    ];
    if (issues.length > 0) throw validationFailed(issues);
    return updateSpendRule(db, now, { rule, actor: caller.actor, changes: body });
  });
}
