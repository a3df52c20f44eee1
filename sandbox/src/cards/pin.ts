/**
 * Setting a card's PIN (spec section 4): by a business user or the linked cardholder after signing
 * in, or without signing in by proving the card's data (last six digits and expiration). The sandbox
 * keeps no PIN, only whether one is set.
 */
import { isBlockingCardStatus } from "#domain/enums";
import { reserveAttempt } from "#sandbox/auth/rate-limit";
import { iso } from "#sandbox/clock";
import { guard, runAtomic, StaleState, withStaleRetry } from "#sandbox/db/atomic";
import { type Actor, type AuditDetails, auditStatement } from "#sandbox/db/audit";
import { ApiFailure, conflict, notFound, tooManyRequests } from "#sandbox/http/errors";
import { cardGuard } from "./ledger";
import { type CardRow, readCard } from "./rows";
import { ensureAction } from "./transitions";

/** The flag and its audit row; `guarded` aborts the batch when the card moved since it was read. */
function pinSetStatements(
  db: D1Database,
  now: number,
  card: CardRow,
  guarded: D1PreparedStatement,
  actor: Actor,
  details: AuditDetails,
): D1PreparedStatement[] {
  return [
    guarded,
    db.prepare("UPDATE cards SET pin_set = 1, updated_at = ? WHERE id = ?").bind(iso(now), card.id),
    auditStatement(db, now, { type: "card_pin_set", businessId: card.business_id, targetType: "card", targetId: card.id, actor, details }),
  ];
}

/** Sets or resets the PIN of a card the caller may change. A set PIN is reset only by the cardholder. */
export async function setPin(db: D1Database, now: number, cardId: string, actor: Actor, byHolder: boolean): Promise<void> {
  await withStaleRetry(async () => {
    const card = await readCard(db, cardId);
    if (!card) throw notFound();
    ensureAction("setPin", card);
    if (card.pin_set === 1 && !byHolder) throw conflict("pin_already_set", "A PIN is set; the cardholder signs in to reset it");
    await runAtomic(db, pinSetStatements(db, now, card, cardGuard(db, card.id, card.status), actor, { reset: card.pin_set === 1 }));
  });
}

/** Sets the first PIN of a card without signing in, with the card's data as proof (rate-limited per card). */
export async function setPinWithCardData(
  db: D1Database,
  now: number,
  cardId: string,
  proof: { last6: string; expiration: string },
): Promise<void> {
  const card = await readCard(db, cardId);
  if (!card) throw new ApiFailure(404, "card_not_found", "Card not found; the card ID is the 10-character ID on the back of the card");
  const bucket = `card_pin:${card.id}`;
  // Reserved before the comparison: one guarded statement, so a parallel burst cannot pass the limit.
  const attempt = await reserveAttempt(db, bucket, now);
  if (!attempt) throw tooManyRequests("too_many_attempts", "Too many attempts; try again later");
  if (card.last6 !== proof.last6 || card.expiration !== proof.expiration) {
    throw new ApiFailure(400, "invalid_card_data", "Invalid card data, try again.");
  }
  await attempt.release();
  if (isBlockingCardStatus(card.status)) throw conflict("card_blocked", "The card's status blocks setting a PIN");
  if (card.pin_set === 1) throw conflict("pin_already_set", "A PIN is set; sign in to reset it");
  const unset = guard(db, "EXISTS (SELECT 1 FROM cards WHERE id = ? AND status = ? AND pin_set = 0)", card.id, card.status);
  try {
    await runAtomic(db, pinSetStatements(db, now, card, unset, { type: "system", id: null }, { reset: false, verifiedWith: "card_data" }));
  } catch (error) {
    if (error instanceof StaleState) throw conflict("pin_already_set", "A PIN is set; sign in to reset it");
    throw error;
  }
}
