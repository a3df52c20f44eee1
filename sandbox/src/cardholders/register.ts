/**
 * Creating a cardholder account with a card (spec sections 2 and 8, docs/decisions/0097, 0110 and 0200):
 * the person proves the card (its 10-character ID, last six digits and expiration), gives the
 * e-mail the organization issued it to, and proves they read that mailbox with the code sent to it. The account, its password and the link to the card are one
 * batch, guarded so that two sign-ups racing for one card link it once.
 */
import type { LanguageCode } from "#domain/languages";
import { setPasswordStatement } from "#sandbox/auth/accounts";
import { claimAddressCode } from "#sandbox/auth/otp";
import { hashPassword } from "#sandbox/auth/passwords";
import { reserveAttempt } from "#sandbox/auth/rate-limit";
import { readCard } from "#sandbox/cards/rows";
import { iso } from "#sandbox/clock";
import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { auditStatement } from "#sandbox/db/audit";
import { ApiFailure, badRequest, conflict, tooManyRequests } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

export type Registration = {
  email: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  last6: string;
  expiration: string;
  /** The code `sendAddressCode` e-mailed to `email` (ADR 0200). */
  emailCode: string;
  language?: LanguageCode | undefined;
};

export const CARD_NOT_FOUND = "Card not found; the card ID is the 10-character ID on the back of the card";

/** Creates the account and links the card; returns the new cardholder's id. */
export async function registerWithCard(db: D1Database, now: number, cardId: string, input: Registration): Promise<string> {
  const card = await readCard(db, cardId);
  if (!card) throw new ApiFailure(404, "card_not_found", CARD_NOT_FOUND);
  // Reserved before the comparison (ADR 0098): guessing a card's digits is limited per card.
  const attempt = await reserveAttempt(db, `card_register:${card.id}`, now);
  if (!attempt) throw tooManyRequests("too_many_attempts", "Too many attempts; try again later");
  if (card.last6 !== input.last6 || card.expiration !== input.expiration) {
    throw badRequest("invalid_card_data", "Invalid card data, try again.");
  }
  await attempt.release();
  if (card.cardholder_id !== null) throw conflict("card_already_linked", "This card is already linked with another account.");
  const email = input.email.toLowerCase();
  const existing = await db.prepare("SELECT 1 AS found FROM cardholders WHERE email = ?").bind(email).first();
  if (existing) throw conflict("account_exists", "An account with this e-mail already exists.");
  if (card.holder_email.toLowerCase() !== email) {
    const inProgram = await db
      .prepare("SELECT 1 AS found FROM cards WHERE business_id = ? AND holder_email = ? LIMIT 1")
      .bind(card.business_id, email)
      .first();
    if (inProgram) throw badRequest("email_mismatch", "The e-mail does not match the one linked to the card");
    throw badRequest("email_not_registered", "E-mail not registered for this program.");
  }
  // A virtual card waiting for activation is activated by linking it, which needs an onboarded business.
  const activate = card.status === "inactive" && card.form_factor === "virtual";
  if (activate) {
    const business = await db
      .prepare("SELECT onboarding_status FROM businesses WHERE id = ?")
      .bind(card.business_id)
      .first<{ onboarding_status: string }>();
    if (business?.onboarding_status !== "active") {
      throw conflict("organization_info_missing", "Card requires activation but organization information is missing.");
    }
  }
  // The card's phone goes onto the account unless another account already uses it.
  const phone = input.phone ?? card.holder_phone;
  const phoneTaken = phone ? await db.prepare("SELECT 1 AS found FROM cardholders WHERE phone = ?").bind(phone).first() : null;
  // Last, so that a refusal above leaves the code for the corrected form: whoever knows the card's data
  // (its staff see some of it) still cannot create the account without the holder's mailbox (ADR 0200).
  await claimAddressCode(db, now, "cardholder", email, input.emailCode);
  const id = newId("ch");
  const at = iso(now);
  const hash = await hashPassword(input.password);
  const actor = { type: "cardholder" as const, id };
  const statements = [
    guard(db, "EXISTS (SELECT 1 FROM cards WHERE id = ? AND cardholder_id IS NULL AND status = ?)", card.id, card.status),
    db
      .prepare(
        "INSERT INTO cardholders (id, email, phone, first_name, last_name, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        id,
        email,
        phone && !phoneTaken ? phone : null,
        input.firstName ?? card.holder_first_name,
        input.lastName ?? card.holder_last_name,
        input.language ?? "en",
        at,
        at,
      ),
    setPasswordStatement(db, "cardholder", id, hash, at),
    db
      .prepare("UPDATE cards SET cardholder_id = ?, status = ?, updated_at = ? WHERE id = ?")
      .bind(id, activate ? "active" : card.status, at, card.id),
  ];
  if (activate) {
    statements.push(
      auditStatement(db, now, {
        type: "virtual_card_activated",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor,
        details: { from: "inactive", to: "active" },
      }),
    );
  }
  try {
    await runAtomic(db, statements);
  } catch (error) {
    if (error instanceof StaleState) throw conflict("card_already_linked", "This card is already linked with another account.");
    // Two sign-ups with one e-mail at once: the second meets the UNIQUE constraint.
    if (error instanceof Error && /UNIQUE/.test(`${error.message} ${String(error.cause ?? "")}`)) {
      throw conflict("account_exists", "An account with this e-mail already exists.");
    }
    throw error;
  }
  return id;
}
