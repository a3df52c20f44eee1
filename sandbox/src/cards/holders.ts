/**
 * A card's holder and its replacements (docs/decisions/0030-card-lifecycle.md): moving a card to
 * another holder, reissuing it (a new card replaces it) and resending a virtual card's e-mail.
 */
import { iso } from "#sandbox/clock";
import { runAtomic, withStaleRetry } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { notFound } from "#sandbox/http/errors";
import { languagesOfCard, virtualCardMail } from "./holder-mail";
import { type Holder, type ReissueRequest, reissueStatements } from "./issue";
import { cardGuard } from "./ledger";
import { type CardRow, organizationName, readCard } from "./rows";
import { ensureAction } from "./transitions";

/**
 * Gives the card to another holder; the PIN is unset and the card is unlinked. It is never linked to an
 * account the new holder may already have: that would tell the business the account exists and put the
 * card in that portal unasked (issue 12 hole 4, ADR 0097). The holder links it themselves.
 */
export async function reassociateCard(db: D1Database, now: number, cardId: string, actor: Actor, holder: Holder): Promise<void> {
  await withStaleRetry(async () => {
    const card = await readCard(db, cardId);
    if (!card) throw notFound();
    ensureAction("reassociate", card);
    await runAtomic(db, [
      cardGuard(db, card.id, card.status),
      db
        .prepare(
          `UPDATE cards SET holder_first_name = ?, holder_last_name = ?, holder_name_key = ?, holder_email = ?, holder_phone = ?,
             holder_language = ?, cardholder_id = ?, pin_set = 0, updated_at = ? WHERE id = ?`,
        )
        .bind(
          holder.firstName,
          holder.lastName,
          `${holder.firstName} ${holder.lastName}`.toLowerCase(),
          holder.email,
          holder.phone ?? null,
          holder.language ?? null,
          null,
          iso(now),
          card.id,
        ),
      auditStatement(db, now, {
        type: "card_reassociated",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor,
        details: {
          previousHolder: `${card.holder_first_name} ${card.holder_last_name}`,
          holder: `${holder.firstName} ${holder.lastName}`,
        },
      }),
    ]);
  });
}

export type Reissue = Pick<ReissueRequest, "formFactor" | "shippingMethod" | "address"> & {
  action: "reissueAndShip" | "reissueVirtualCard";
};

/** Both reissues: the domain's rule, then one atomic plan, retried when the card moved. */
export async function reissueCard(db: D1Database, now: number, card: CardRow, actor: Actor, kind: Reissue) {
  const organization = await organizationName(db, card.business_id);
  return withStaleRetry(async () => {
    const old = await readCard(db, card.id);
    if (!old) throw notFound();
    ensureAction(kind.action, old);
    const plan = reissueStatements(db, now, {
      old,
      organizationName: organization,
      ...(await languagesOfCard(db, old)),
      formFactor: kind.formFactor,
      shippingMethod: kind.shippingMethod,
      address: kind.address,
      actor,
    });
    await runAtomic(db, plan.statements);
    return plan;
  });
}

/** E-mails the holder of a virtual card again how to get to it. */
export async function resendVirtualCard(db: D1Database, now: number, card: CardRow, actor: Actor): Promise<void> {
  ensureAction("resendVirtualCard", card);
  const { holderLanguage } = await languagesOfCard(db, card);
  await db.batch([
    mailStatement(
      db,
      now,
      virtualCardMail(
        { firstName: card.holder_first_name, email: card.holder_email },
        await organizationName(db, card.business_id),
        true,
        holderLanguage,
      ),
    ),
    auditStatement(db, now, { type: "virtual_card_resent", businessId: card.business_id, targetType: "card", targetId: card.id, actor }),
  ]);
}
