import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { customFieldValuesFormSchema } from "#domain/custom-fields";
import { transferSpeeds } from "#domain/enums";
import { bankTransferAmountSchema } from "#domain/money";
import { emailSchema, phoneSchema, recipientNameSchema } from "#domain/validation";
import { bankDetailsFields, holderNameConfirmed } from "./recipients.schema";

/**
 * The recipient page's form schemas, one per intent (no server-only code: this module travels to the
 * browser). The action validates a post with their union; a payment carries the idempotency key the
 * loader rendered into its form, so a double submit pays once.
 */

export const updateRecipientSchema = z.object({
  intent: z.literal("update"),
  name: recipientNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
});

export const paySchema = z.object({
  intent: z.literal("pay"),
  amount: bankTransferAmountSchema,
  speed: z.enum(transferSpeeds, "recipients.pay.chooseSpeed"),
  /** The values of the business's custom fields for bank transfers (checked against them on the server). */
  customFields: customFieldValuesFormSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type Pay = z.infer<typeof paySchema>;

/**
 * Staff give the bank details of a recipient who has not given them through intake (issue 38 item 3):
 * the same fields and messages as the new-recipient form's; the bank verification follows.
 */
export const addBankDetailsSchema = z.object({ intent: z.literal("bankDetails"), ...bankDetailsFields }).superRefine(holderNameConfirmed);

export const recipientActionSchema = z.discriminatedUnion("intent", [
  updateRecipientSchema,
  // Resend the intake e-mail (awaiting the recipient) or restart intake (after a failed verification).
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("retry") }),
  paySchema,
  addBankDetailsSchema,
]);
export type RecipientAction = z.infer<typeof recipientActionSchema>["intent"];
