/**
 * Cardholders group of spec section 7: account creation with a card, the cardholder record, phone
 * check, password reset, activating a virtual card and the e-mail notification choices. A cardholder
 * only ever reaches their own record and cards (ADR 0097, 0110).
 */
import type { Hono } from "hono";
import { cardholders } from "#contract/cardholders";
import { requestPasswordReset } from "#sandbox/auth/password-reset";
import { activateVirtualCard } from "#sandbox/cardholders/activate";
import { readPreferences, updatePreferences } from "#sandbox/cardholders/preferences";
import { phoneStatus, readCardholder } from "#sandbox/cardholders/records";
import { registerWithCard } from "#sandbox/cardholders/register";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

/** The cardholder's own record only: a business user or another cardholder gets 404. */
function ownRecord(principal: { realm: string; uid: string }, id: string): void {
  if (principal.realm !== "cardholder" || principal.uid !== id) throw notFound();
}

export function cardholderRoutes(app: Hono<SandboxHono>): void {
  register(app, cardholders.registerWithCard, async ({ db, now, params, body }) => {
    const id = await registerWithCard(db, now, params.cardId, body);
    return readCardholder(db, { realm: "cardholder", uid: id }, id);
  });

  register(app, cardholders.getCommunicationPreferences, async ({ db, principal, params }) => {
    ownRecord(principal, params.id);
    return { communicationPreferences: await readPreferences(db, params.id) };
  });

  register(app, cardholders.updateCommunicationPreferences, async ({ db, now, principal, params, body }) => {
    ownRecord(principal, params.id);
    return { communicationPreferences: await updatePreferences(db, now, params.id, body) };
  });

  register(app, cardholders.getCardholder, ({ db, principal, params }) => readCardholder(db, principal, params.id));

  register(app, cardholders.checkByPhone, ({ db, params }) => phoneStatus(db, params.phone));

  register(app, cardholders.passwordReset, async ({ db, now, body }) => {
    await requestPasswordReset(db, now, "cardholder", body.identifier, body.language);
    return { accepted: true as const };
  });

  register(app, cardholders.activateVirtualCard, async ({ db, now, principal, params, body }) => {
    // Only the cardholder themself, and only a card linked to them or, from the virtual card e-mail, an
    // unlinked card issued to their account's e-mail: activating it is how they link it (ADR 0097).
    if (principal.realm !== "cardholder" || principal.uid !== params.id) throw notFound();
    return { card: await activateVirtualCard(db, now, principal.uid, body.cardId) };
  });
}
