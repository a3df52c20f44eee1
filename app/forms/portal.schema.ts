import { z } from "zod";
import { notificationPreferences } from "#domain/enums";
import type { ValidationMessageKey } from "#domain/messages";
import { strongPasswordConfirmationSchema } from "#domain/password-breach";
import {
  cardIdSchema,
  codeSchema,
  emailSchema,
  expirationSchema,
  lastDigitsSchema,
  pinConfirmationSchema,
  signInPasswordSchema,
} from "#domain/validation";

/**
 * The cardholder portal's form schemas (no server-only code: the pages name them lazily, the actions
 * import them). The field rules are the domain's (spec section 5), so the form and the provider refuse
 * the same values with the same message.
 */

/** Account creation, first step: the e-mail address the code goes to (ADR 0200). */
export const registerEmailSchema = z.object({ intent: z.literal("sendCode"), email: emailSchema });

/** Account creation, second step: the e-mailed code, password twice, and the card confirmation. */
export const registerSchema = z
  .object({
    intent: z.literal("register"),
    code: codeSchema,
    cardId: cardIdSchema,
    lastDigits: lastDigitsSchema,
    expiration: expirationSchema,
  })
  .and(strongPasswordConfirmationSchema);

/**
 * A first PIN without an account (issue 38 item 4, `setPinUnauthenticated`): the card confirmation the
 * spec describes (card ID, last 6 digits, expiration MM/YY), then the PIN twice.
 */
export const pinWithoutAccountSchema = z
  .object({ cardId: cardIdSchema, lastDigits: lastDigitsSchema, expiration: expirationSchema })
  .and(pinConfirmationSchema);

export const lockSchema = z.object({ intent: z.literal("lock") });
export const unlockSchema = z.object({ intent: z.literal("unlock") });
export const activateSchema = z.object({ intent: z.literal("activate") });
export const revealSchema = z.object({ intent: z.literal("reveal") });
/** The first PIN of a card: four digits twice. */
export const setPinSchema = z.object({ intent: z.literal("setPin") }).and(pinConfirmationSchema);
/** A PIN that is already set is reset after signing in again: the account password, then the PIN twice. */
export const resetPinSchema = z.object({ intent: z.literal("resetPin"), password: signInPasswordSchema }).and(pinConfirmationSchema);

export const CARD_INTENTS = ["lock", "unlock", "activate", "reveal", "setPin", "resetPin"] as const;
export type CardIntent = (typeof CARD_INTENTS)[number];

export const CARD_SCHEMAS = {
  lock: lockSchema,
  unlock: unlockSchema,
  activate: activateSchema,
  reveal: revealSchema,
  setPin: setPinSchema,
  resetPin: resetPinSchema,
} as const;

const preference = z.enum(notificationPreferences, { error: "unexpected" satisfies ValidationMessageKey });
export const notificationsSchema = z.object({ recentTransactions: preference, cardDeclines: preference, cardLoads: preference });
