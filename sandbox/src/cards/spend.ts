/**
 * Simulated purchases (docs/decisions/0033-purchases-and-spend-rules.md). `decidePurchase` is the
 * pure decision; `simulatePurchase` reads what it needs, decides and records the transaction. An
 * approved purchase is pending: it leaves the available balance at once and posts 5 days later
 * (the clearPendingPurchases processor). Declines move no money.
 */

import { PENDING_POST_DAYS } from "#domain/constants";
import type { CardStatus } from "#domain/enums";
import { isBlockingCardStatus } from "#domain/enums";
import { notificationStatement } from "#sandbox/cardholders/notify";
import { DAY, iso } from "#sandbox/clock";
import { runAtomic, withStaleRetry } from "#sandbox/db/atomic";
import { notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { cardGuard } from "./ledger";
import { readCard, TRANSACTION_SELECT, type TransactionRow, toTransaction } from "./rows";

export const DECLINE_MERCHANT = "CA_DECLINED_MERCHANT";
export const DECLINE_VELOCITY = "CA_DECLINED_VELOCITY";
export const DECLINE_INSUFFICIENT_FUNDS = "CA_DECLINED_INSUFFICIENT_FUNDS";
/** A blocked card declines with its status: CA_DECLINED_CARD_LOCKED, ..._FROZEN, ..._CLOSED, ..._INACTIVE. */
export const declineForStatus = (status: CardStatus) => `CA_DECLINED_CARD_${status.toUpperCase()}`;

export type VelocityPeriod = "transaction" | "day" | "week" | "month";

/** Rolling windows of the velocity periods. */
export const VELOCITY_WINDOW_MS: Readonly<Record<Exclude<VelocityPeriod, "transaction">, number>> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};

export type RuleForDecision =
  | { type: "velocity"; amountCents: number; period: VelocityPeriod }
  | { type: "merchant_allow" | "merchant_block"; merchantCategories: readonly string[] };

export type PurchaseFacts = {
  status: CardStatus;
  availableCents: number;
  amountCents: number;
  merchantCategory: string;
  rules: readonly RuleForDecision[];
  /** Approved (pending or cleared) spending of the card within each rolling window before this purchase. */
  spent: Readonly<Record<Exclude<VelocityPeriod, "transaction">, number>>;
};

export type Decision = { approved: true } | { approved: false; reason: string };

/**
 * Declines in this order: a blocking status, a merchant rule (block list or allow list), a velocity
 * rule, then the available balance. Every attached rule must pass.
 */
export function decidePurchase(facts: PurchaseFacts): Decision {
  if (isBlockingCardStatus(facts.status)) return { approved: false, reason: declineForStatus(facts.status) };
  for (const rule of facts.rules) {
    if (rule.type === "merchant_block" && rule.merchantCategories.includes(facts.merchantCategory)) {
      return { approved: false, reason: DECLINE_MERCHANT };
    }
    if (rule.type === "merchant_allow" && !rule.merchantCategories.includes(facts.merchantCategory)) {
      return { approved: false, reason: DECLINE_MERCHANT };
    }
  }
  for (const rule of facts.rules) {
    if (rule.type !== "velocity") continue;
    const before = rule.period === "transaction" ? 0 : facts.spent[rule.period];
    if (before + facts.amountCents > rule.amountCents) return { approved: false, reason: DECLINE_VELOCITY };
  }
  if (facts.amountCents > facts.availableCents) return { approved: false, reason: DECLINE_INSUFFICIENT_FUNDS };
  return { approved: true };
}

type RuleRow = {
  type: "velocity" | "merchant_allow" | "merchant_block";
  velocity_amount_cents: number | null;
  velocity_period: VelocityPeriod | null;
  merchant_categories_json: string;
};

function toRule(row: RuleRow): RuleForDecision | null {
  if (row.type === "velocity") {
    if (row.velocity_amount_cents === null || row.velocity_period === null) return null;
    return { type: "velocity", amountCents: row.velocity_amount_cents, period: row.velocity_period };
  }
  return { type: row.type, merchantCategories: JSON.parse(row.merchant_categories_json) as string[] };
}

export type CardBalance = { availableCents: number; pendingCents: number; ledgerCents: number };

/** Available = the card's balance (pending purchases already taken off); ledger adds them back. */
export async function cardBalance(db: D1Database, cardId: string, availableCents: number): Promise<CardBalance> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(approved_cents), 0) AS pending FROM transactions WHERE card_id = ? AND status = 'pending'")
    .bind(cardId)
    .first<{ pending: number }>();
  const pendingCents = row?.pending ?? 0;
  return { availableCents, pendingCents, ledgerCents: availableCents + pendingCents };
}

export type PurchaseRequest = { amountCents: number; merchantName: string; merchantCategory: string };

export async function simulatePurchase(db: D1Database, now: number, cardId: string, purchase: PurchaseRequest) {
  const transactionId = await withStaleRetry(async () => {
    const card = await readCard(db, cardId);
    if (!card) throw notFound();
    const [rules, spent] = await db.batch([
      db
        .prepare(
          "SELECT r.type, r.velocity_amount_cents, r.velocity_period, r.merchant_categories_json FROM card_spend_rules cr JOIN spend_rules r ON r.id = cr.spend_rule_id WHERE cr.card_id = ? ORDER BY r.created_at, r.id",
        )
        .bind(cardId),
      db
        .prepare(
          `SELECT COALESCE(SUM(CASE WHEN created_at > ?2 THEN approved_cents END), 0) AS day,
                  COALESCE(SUM(CASE WHEN created_at > ?3 THEN approved_cents END), 0) AS week,
                  COALESCE(SUM(approved_cents), 0) AS month
             FROM transactions WHERE card_id = ?1 AND status IN ('pending', 'cleared') AND created_at > ?4`,
        )
        .bind(cardId, iso(now - VELOCITY_WINDOW_MS.day), iso(now - VELOCITY_WINDOW_MS.week), iso(now - VELOCITY_WINDOW_MS.month)),
    ]);
    const windows = (spent?.results[0] as { day: number; week: number; month: number } | undefined) ?? { day: 0, week: 0, month: 0 };
    const decision = decidePurchase({
      status: card.status,
      availableCents: card.balance_cents,
      amountCents: purchase.amountCents,
      merchantCategory: purchase.merchantCategory,
      rules: ((rules?.results ?? []) as RuleRow[]).map(toRule).filter((r): r is RuleForDecision => r !== null),
      spent: windows,
    });
    const id = newId("txn");
    const insert = db
      .prepare(
        `INSERT INTO transactions (id, business_id, card_id, status, processor_status, decline_reason, merchant_name, merchant_category,
           requested_cents, approved_cents, created_at, posted_at, clears_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
      )
      .bind(
        id,
        card.business_id,
        card.id,
        decision.approved ? "pending" : "declined",
        decision.approved ? "CA_APPROVED" : "CA_DECLINED",
        decision.approved ? null : decision.reason,
        purchase.merchantName,
        purchase.merchantCategory,
        purchase.amountCents,
        decision.approved ? purchase.amountCents : 0,
        iso(now),
        decision.approved ? iso(now + PENDING_POST_DAYS * DAY) : null,
      );
    // The linked cardholder's e-mail, when they chose it (ADR 0110), goes in the same batch.
    const mail = await notificationStatement(db, now, card.cardholder_id, decision.approved ? "purchase" : "decline", {
      amountCents: purchase.amountCents,
      merchant: purchase.merchantName,
      last6: card.last6,
    });
    if (!decision.approved) {
      await db.batch(mail ? [insert, mail] : [insert]);
      return id;
    }
    // Decided on this status and balance: if either changed meanwhile, decide again.
    await runAtomic(db, [
      cardGuard(db, card.id, card.status, card.balance_cents),
      insert,
      db
        .prepare("UPDATE cards SET balance_cents = balance_cents - ?, updated_at = ? WHERE id = ?")
        .bind(purchase.amountCents, iso(now), card.id),
      ...(mail ? [mail] : []),
    ]);
    return id;
  });
  const row = await db.prepare(`${TRANSACTION_SELECT} WHERE t.id = ?`).bind(transactionId).first<TransactionRow>();
  const card = await readCard(db, cardId);
  if (!row || !card) throw notFound();
  return { transaction: toTransaction(row), balance: await cardBalance(db, card.id, card.balance_cents) };
}
