/**
 * Card status changes (docs/decisions/0030-card-lifecycle.md). The rules are domain/cards.ts; this
 * applies them: the change and its audit row in one batch, guarded on the status (and, for close,
 * the zero balance) that was checked, retried when a concurrent change got there first.
 */
import { type CardAction, type CardRefusal, type CardStatusAction, checkCardAction, nextCardStatus } from "#domain/cards";
import type { ActivityType } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { runAtomic, withStaleRetry } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { conflict, notFound } from "#sandbox/http/errors";
import { cardGuard } from "./ledger";
import { type CardRow, readCard } from "./rows";

export const REFUSAL_MESSAGES: Readonly<Record<CardRefusal, string>> = {
  invalid_transition: "The card's status does not allow this action",
  card_is_virtual: "Card is virtual (action is for physical cards only)",
  card_is_physical: "Card is physical (action is for virtual cards only)",
  card_blocked: "The card's status blocks this action",
  balance_not_zero: "The card still holds money; withdraw it to the funding account first",
  insufficient_funds: "The card's balance is too low",
};

/** 409 with the domain's refusal code unless the action applies to the card. */
export function ensureAction(action: CardAction, card: CardRow): void {
  const refusal = checkCardAction(action, {
    status: card.status,
    formFactor: card.form_factor,
    balanceCents: card.balance_cents,
  });
  if (refusal) throw conflict(refusal, REFUSAL_MESSAGES[refusal]);
}

const ACTIVITY: Readonly<Record<CardStatusAction, ActivityType>> = {
  lock: "card_locked",
  unlock: "card_unlocked",
  freeze: "card_frozen",
  unfreeze: "card_unfrozen",
  close: "card_closed",
  activate: "virtual_card_activated",
};

/** Applies a status action to the card and records it (`extraCheck` may refuse first, e.g. onboarding). */
export async function changeStatus(
  db: D1Database,
  now: number,
  cardId: string,
  action: CardStatusAction,
  actor: Actor,
  extraCheck?: (card: CardRow) => void,
): Promise<void> {
  await withStaleRetry(async () => {
    const card = await readCard(db, cardId);
    if (!card) throw notFound();
    ensureAction(action, card);
    extraCheck?.(card);
    const to = nextCardStatus(action, card.status);
    if (!to) throw conflict("invalid_transition", REFUSAL_MESSAGES.invalid_transition);
    await runAtomic(db, [
      cardGuard(db, card.id, card.status, action === "close" ? 0 : undefined),
      db.prepare("UPDATE cards SET status = ?, updated_at = ? WHERE id = ?").bind(to, iso(now), card.id),
      auditStatement(db, now, {
        type: ACTIVITY[action],
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor,
        details: { from: card.status, to },
      }),
    ]);
  });
}
