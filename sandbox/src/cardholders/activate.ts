/**
 * A cardholder activating a virtual card (spec section 7, ADR 0097): a card linked to them or, from the
 * virtual card e-mail, an unlinked card issued to their account's e-mail: activating it is how they link
 * it. The organization must have finished setting up its account.
 */
import { readCard } from "#sandbox/cards/rows";
import { changeStatus } from "#sandbox/cards/transitions";
import { iso } from "#sandbox/clock";
import { conflict, notFound } from "#sandbox/http/errors";

/** Activates (and, when unlinked, links) the card; the card as its holder sees it. 404 for any other card. */
export async function activateVirtualCard(db: D1Database, now: number, cardholderId: string, cardId: string) {
  const card = await readCard(db, cardId);
  if (!card) throw notFound();
  const claim = card.cardholder_id === null;
  if (claim) {
    const account = await db.prepare("SELECT email FROM cardholders WHERE id = ?").bind(cardholderId).first<{ email: string }>();
    if (!account || account.email.toLowerCase() !== card.holder_email.toLowerCase()) throw notFound();
  } else if (card.cardholder_id !== cardholderId) {
    throw notFound();
  }
  const business = await db
    .prepare("SELECT name, onboarding_status FROM businesses WHERE id = ?")
    .bind(card.business_id)
    .first<{ name: string; onboarding_status: string }>();
  if (!business) throw notFound();
  await changeStatus(db, now, card.id, "activate", { type: "cardholder", id: cardholderId }, () => {
    // Spec: "Card requires activation but organization information is missing."
    if (business.onboarding_status !== "active") {
      throw conflict("organization_info_missing", "The organization has not finished setting up its account");
    }
  });
  if (claim) {
    await db
      .prepare("UPDATE cards SET cardholder_id = ?, updated_at = ? WHERE id = ? AND cardholder_id IS NULL")
      .bind(cardholderId, iso(now), card.id)
      .run();
  }
  const row = await readCard(db, card.id);
  if (!row || row.cardholder_id !== cardholderId) throw notFound();
  return {
    id: row.id,
    businessId: row.business_id,
    organizationName: business.name,
    formFactor: row.form_factor,
    status: row.status,
    last6: row.last6,
    expiration: row.expiration,
    pinSet: row.pin_set === 1,
    color: row.color,
  };
}
