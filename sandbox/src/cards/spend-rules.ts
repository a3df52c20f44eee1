/**
 * Spend rules (docs/decisions/0033-purchases-and-spend-rules.md): a business's velocity and merchant
 * rules, and which cards they apply to. Purchases are decided by cards/spend.ts.
 */
import type { z } from "zod";
import type { spendRuleBodySchema, spendRulePatchBodySchema } from "#contract/businesses";
import { iso } from "#sandbox/clock";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { chunks, placeholders } from "#sandbox/db/sql";
import { notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { type CardRow, spendRuleEntity } from "./rows";

export type SpendRuleSummary = { id: string; business_id: string; name: string; type: "velocity" | "merchant_allow" | "merchant_block" };

export async function readSpendRule(db: D1Database, id: string): Promise<SpendRuleSummary | null> {
  return db.prepare("SELECT id, business_id, name, type FROM spend_rules WHERE id = ?").bind(id).first<SpendRuleSummary>();
}

/** The rule as the contract shows it; it was just written, so a missing rule is a 404 of a concurrent delete. */
async function freshSpendRule(db: D1Database, id: string) {
  const spendRule = await spendRuleEntity(db, id);
  if (!spendRule) throw notFound();
  return { spendRule };
}

export async function createSpendRule(
  db: D1Database,
  now: number,
  request: { businessId: string; actor: Actor; rule: z.output<typeof spendRuleBodySchema> },
) {
  const { rule } = request;
  const id = newId("rule");
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        `INSERT INTO spend_rules (id, business_id, name, type, velocity_amount_cents, velocity_period, merchant_categories_json, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        id,
        request.businessId,
        rule.name,
        rule.type,
        rule.type === "velocity" ? rule.velocity.amountCents : null,
        rule.type === "velocity" ? rule.velocity.period : null,
        JSON.stringify(rule.type === "velocity" ? [] : [...new Set(rule.merchantCategories)]),
        at,
        at,
      ),
    auditStatement(db, now, {
      type: "spend_rule_created",
      businessId: request.businessId,
      targetType: "spend_rule",
      targetId: id,
      actor: request.actor,
      details: { name: rule.name, ruleType: rule.type },
    }),
  ]);
  return freshSpendRule(db, id);
}

type SpendRule = NonNullable<Awaited<ReturnType<typeof spendRuleEntity>>>;

/** Changes the fields of `changes` (which fit the rule's type: the caller checked). */
export async function updateSpendRule(
  db: D1Database,
  now: number,
  request: { rule: SpendRule; actor: Actor; changes: z.output<typeof spendRulePatchBodySchema> },
) {
  const { rule, changes } = request;
  const version = iso(Math.max(now, Date.parse(rule.updatedAt) + 1));
  await db.batch([
    db
      .prepare(
        `UPDATE spend_rules SET name = ?, velocity_amount_cents = ?, velocity_period = ?, merchant_categories_json = ?, updated_at = ? WHERE id = ?`,
      )
      .bind(
        changes.name ?? rule.name,
        changes.velocity?.amountCents ?? rule.velocity?.amountCents ?? null,
        changes.velocity?.period ?? rule.velocity?.period ?? null,
        JSON.stringify(changes.merchantCategories ? [...new Set(changes.merchantCategories)] : rule.merchantCategories),
        version,
        rule.id,
      ),
    auditStatement(db, now, {
      type: "spend_rule_updated",
      businessId: rule.businessId,
      targetType: "spend_rule",
      targetId: rule.id,
      actor: request.actor,
      details: { fields: Object.keys(changes).sort().join(",") },
    }),
  ]);
  return freshSpendRule(db, rule.id);
}

/** Applies (`attach`) or removes a spend rule on cards, recording the card activity for each change. */
export async function linkSpendRule(
  db: D1Database,
  now: number,
  request: { rule: SpendRuleSummary; cards: ReadonlyMap<string, CardRow>; actor: Actor; attach: boolean },
) {
  const { rule, attach } = request;
  const linked = new Set<string>();
  const results = await db.batch<{ card_id: string }>(
    chunks([...request.cards.keys()]).map((part) =>
      db
        .prepare(`SELECT card_id FROM card_spend_rules WHERE spend_rule_id = ? AND card_id IN (${placeholders(part.length)})`)
        .bind(rule.id, ...part),
    ),
  );
  for (const result of results) for (const row of result.results) linked.add(row.card_id);
  const merchant = rule.type !== "velocity";
  const type = attach
    ? merchant
      ? ("card_merchant_rule_added" as const)
      : ("card_spend_rule_added" as const)
    : merchant
      ? ("card_merchant_rule_removed" as const)
      : ("card_spend_rule_removed" as const);
  const statements: D1PreparedStatement[] = [];
  for (const card of request.cards.values()) {
    if (linked.has(card.id) === attach) continue;
    statements.push(
      attach
        ? db
            .prepare("INSERT OR IGNORE INTO card_spend_rules (card_id, spend_rule_id, created_at) VALUES (?, ?, ?)")
            .bind(card.id, rule.id, iso(now))
        : db.prepare("DELETE FROM card_spend_rules WHERE card_id = ? AND spend_rule_id = ?").bind(card.id, rule.id),
      auditStatement(db, now, {
        type,
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: request.actor,
        details: { spendRuleId: rule.id, name: rule.name, ruleType: rule.type },
      }),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return freshSpendRule(db, rule.id);
}
