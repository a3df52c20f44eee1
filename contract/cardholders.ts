/** Cardholders group of spec section 7: the cardholder portal's account calls. */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import { strongPasswordSchema } from "#domain/password-breach";
import {
  cardIdSchema,
  codeSchema,
  emailSchema,
  expirationSchema,
  firstNameSchema,
  identifierSchema,
  lastDigitsSchema,
  lastNameSchema,
  phoneSchema,
} from "#domain/validation";
import { acceptedSchema, endpoint, idPathSchema } from "./common";
import { cardholderCardSchema, cardholderSchema, communicationPreferencesSchema } from "./entities";

const G = "cardholders";

export const registerWithCardBodySchema = z.object({
  email: emailSchema,
  password: strongPasswordSchema,
  /** The names printed for the card are used when these are left out. */
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  phone: phoneSchema.optional(),
  /** The portal's language when the account was made: the sandbox writes the holder's e-mails in it. */
  language: z.enum(LANGUAGE_CODES).optional(),
  /** Card confirmation: last six digits and expiration MM/YY printed on the card. */
  last6: lastDigitsSchema,
  expiration: expirationSchema,
  /** The code `identity.sendAddressCode` e-mailed to `email` (realm cardholder): the address is the person's (ADR 0200). */
  emailCode: codeSchema,
});

export const cardholderResponseSchema = z.object({ cardholder: cardholderSchema });

export const cardholders = {
  registerWithCard: endpoint({
    id: "cardholders.registerWithCard",
    group: G,
    method: "POST",
    path: "/cardholders/card/{cardId}/",
    summary: "Create a cardholder account by confirming a card (card ID, last 6 digits, expiration)",
    description:
      "404 `card_not_found`; 400 `invalid_card_data` when last6/expiration do not match (429 `too_many_attempts` after 20 wrong tries in an hour per card); 400 `email_not_registered` when no card of the card's program was issued to the e-mail; 400 `email_mismatch` when the e-mail holds another card of the program but not this one; 409 `card_already_linked`; 409 `account_exists`; 409 `organization_info_missing` when the card is a virtual card waiting for activation and its business has not finished onboarding. After the card data, `emailCode` is spent (401 `otp_incorrect`, `otp_expired`, 429 `otp_locked`): only the person who reads the card's e-mail creates its account (ADR 0200). An inactive virtual card is activated by linking it (ADR 0110).",
    auth: "none",
    status: 201,
    params: z.object({ cardId: cardIdSchema }),
    body: registerWithCardBodySchema,
    response: cardholderResponseSchema,
    errors: [400, 401, 404, 409, 429],
  }),
  checkByPhone: endpoint({
    id: "cardholders.checkByPhone",
    group: G,
    method: "GET",
    path: "/cardholders/checkByPhone/{phone}",
    summary: "Whether a phone belongs to a card holder and whether their account is activated",
    description: "`exists` is true when a cardholder account or an issued card carries the phone; `activated` when an account exists.",
    auth: "none",
    status: 200,
    params: z.object({ phone: phoneSchema }),
    response: z.object({ exists: z.boolean(), activated: z.boolean() }),
    errors: [],
  }),
  passwordReset: endpoint({
    id: "cardholders.passwordReset",
    group: G,
    method: "POST",
    path: "/cardholders/passwordReset",
    summary: "E-mail a cardholder a single-use password reset link",
    description:
      "Always 202; the e-mail links to /reset-password?realm=cardholder&token=... and is written in `language`, else in the language the account was created in.",
    auth: "none",
    status: 202,
    body: z.object({ identifier: identifierSchema, language: z.enum(LANGUAGE_CODES).optional() }),
    response: acceptedSchema,
    errors: [],
  }),
  getCardholder: endpoint({
    id: "cardholders.getCardholder",
    group: G,
    method: "GET",
    path: "/cardholders/{id}/",
    summary: "A cardholder and their linked cards",
    description:
      "A cardholder token reads only its own record. A business user reads a cardholder who holds a card of a business they have a role in. Otherwise 404.",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    response: cardholderResponseSchema,
    errors: [404],
  }),
  activateVirtualCard: endpoint({
    id: "cardholders.activateVirtualCard",
    group: G,
    method: "POST",
    path: "/cardholders/{id}/activateVirtualCard",
    summary: "Activate an inactive virtual card: one linked to the cardholder, or an unlinked one issued to their e-mail (which links it)",
    description:
      "The cardholder themself ({id} is their id; anyone else 404). 404 when the card is linked to someone else, or unlinked and issued to another e-mail; activating an unlinked card issued to the account's e-mail links it (the only way a new card reaches an existing account); 409 `card_is_physical`; 409 `invalid_transition` when the card is not inactive; 409 `organization_info_missing` when the card's business has not finished onboarding.",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    body: z.object({ cardId: cardIdSchema }),
    response: z.object({ card: cardholderCardSchema }),
    errors: [404, 409],
  }),
  getCommunicationPreferences: endpoint({
    id: "cardholders.getCommunicationPreferences",
    group: G,
    method: "GET",
    path: "/cardholders/{id}/communicationPreferences",
    summary: "E-mail notification choices",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    response: z.object({ communicationPreferences: communicationPreferencesSchema }),
    errors: [404],
  }),
  updateCommunicationPreferences: endpoint({
    id: "cardholders.updateCommunicationPreferences",
    group: G,
    method: "PATCH",
    path: "/cardholders/{id}/communicationPreferences",
    summary: "Change e-mail notification choices",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    body: communicationPreferencesSchema.partial(),
    response: z.object({ communicationPreferences: communicationPreferencesSchema }),
    errors: [404],
  }),
} as const;
