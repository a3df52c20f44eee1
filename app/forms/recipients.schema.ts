import { z } from "zod";
import { INTAKE_LANGUAGE_CODES } from "#domain/languages";
import type { ValidationMessageKey } from "#domain/messages";
import {
  accountNumberSchema,
  accountTypeSchema,
  emailSchema,
  looksLikeBankName,
  nameOnAccountSchema,
  phoneSchema,
  recipientNameSchema,
  routingNumberSchema,
} from "#domain/validation";

/**
 * The new-recipient form (the recipients list's `?new=1` panel). No server-only code: this module
 * travels to the browser, where the form validates with it as the user types. Bank details are given
 * now (needs addBankDetails) or by the recipient through the intake e-mail.
 */

/** How the bank details arrive: the recipient gives them through the intake e-mail, or staff type them now. */
export const BANK_DETAILS_CHOICES = ["email", "now"] as const;

const who = {
  intent: z.literal("create"),
  name: recipientNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  /** The language of the intake e-mail and pages (en, es, pl); not chosen: English (ADR 0160). */
  language: z.enum(INTAKE_LANGUAGE_CODES).optional(),
};

/**
 * Bank details typed by staff (the new-recipient form's "Enter them now", and the recipient page's "Add
 * bank details", issue 38 item 3): the spec's rules and messages for each field.
 */
export const bankDetailsFields = {
  accountHolderName: nameOnAccountSchema,
  accountType: accountTypeSchema,
  accountNumber: accountNumberSchema,
  routingNumber: routingNumberSchema,
  /** Ticked when the name on account looks like a bank's and the user says it is the holder's. */
  confirmHolderName: z.literal("on").optional(),
};

/** The spec's warning: a name that looks like a bank's goes through only once the user confirms it. */
export function holderNameConfirmed(value: { accountHolderName: string; confirmHolderName?: "on" }, ctx: z.RefinementCtx) {
  if (looksLikeBankName(value.accountHolderName) && value.confirmHolderName !== "on") {
    ctx.addIssue({ code: "custom", path: ["accountHolderName"], message: "nameOnAccountLooksLikeBank" satisfies ValidationMessageKey });
  }
}

export const createRecipientSchema = z.discriminatedUnion("bankDetails", [
  z.object({ ...who, bankDetails: z.literal("email") }),
  z.object({ ...who, bankDetails: z.literal("now"), ...bankDetailsFields }).superRefine(holderNameConfirmed),
]);
export type CreateRecipient = z.infer<typeof createRecipientSchema>;

/** The fields never sent back to the browser once typed (the reply omits them; ADR 0100). */
export const SECRET_BANK_FIELDS = ["accountNumber", "routingNumber"] as const;
