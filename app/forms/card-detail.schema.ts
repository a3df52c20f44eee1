import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { customFieldValuesFormSchema } from "#domain/custom-fields";
import type { ValidationMessageKey } from "#domain/messages";
import { loadAmountSchema, parseAmountToCents } from "#domain/money";
import { addressSchema, cardIdSchema, emailSchema, phoneSchema, pinSchema, shipmentMethodSchema } from "#domain/validation";
import { STATUS_ACTIONS } from "./card-detail.intents";

/**
 * The card page's form schemas, one per intent: the page validates with them as the user types and
 * the card action validates the post with their union (no server-only code here: this module travels
 * to the browser). Money-moving intents carry the idempotency key the loader rendered into the form.
 */

/** An optional amount: blank withdraws the whole balance. */
const optionalAmount = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return undefined;
    const parsed = parseAmountToCents(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** The card actions confirmed without any field (card-detail.intents.ts). */
export const statusActionSchema = z.object({ intent: z.enum(STATUS_ACTIONS) });

/** A load: its amount, and the values of the business's custom fields for loads (checked against them on the server). */
export const loadSchema = z.object({
  intent: z.literal("load"),
  amount: loadAmountSchema,
  customFields: customFieldValuesFormSchema,
  idempotencyKey: idempotencyKeySchema,
});
/**
 * Move funds back: "the whole balance" is an explicit choice (issue 24), never an empty field; an amount
 * is required when "An amount" is chosen (and ignored with the whole balance).
 */
export const WITHDRAW_CHOICES = ["some", "all"] as const;
export const withdrawSchema = z
  .object({
    intent: z.literal("withdraw"),
    how: z.enum(WITHDRAW_CHOICES, { error: "cardDetail.errors.withdrawChoose" }),
    amount: optionalAmount,
    idempotencyKey: idempotencyKeySchema,
  })
  .superRefine((value, ctx) => {
    if (value.how === "some" && value.amount === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "amountRequired" satisfies ValidationMessageKey });
    }
  });

/** The amount a valid withdrawal moves: undefined for the whole available balance. */
export const withdrawnCents = (value: { how: (typeof WITHDRAW_CHOICES)[number]; amount?: number }) =>
  value.how === "all" ? undefined : value.amount;
/** Card-to-card: the other card's 10-character ID and the amount (a load's limits). */
export const cardTransferSchema = z.object({
  intent: z.literal("transfer"),
  toCardId: cardIdSchema,
  amount: loadAmountSchema,
  idempotencyKey: idempotencyKeySchema,
});
export const addTagSchema = z.object({
  intent: z.literal("addTag"),
  // Each check names its own message: a schema-level `error` would also replace the length message.
  tag: z
    .string({ error: "tagNameRequired" satisfies ValidationMessageKey })
    .trim()
    .min(1, "tagNameRequired" satisfies ValidationMessageKey)
    .max(50, "tagNameTooLong" satisfies ValidationMessageKey),
  /** Sent only by the "Create the tag" button: a new tag is never made from typing alone (issue 24). */
  createNew: z.literal("yes").optional(),
});
export const removeTagSchema = z.object({ intent: z.literal("removeTag"), tagId: z.string().min(1) });

/** A note's text (the provider's rule: 1 to 2,000 characters). */
const noteText = z
  .string({ error: "cardDetail.notesForm.textRequired" })
  .trim()
  .min(1, "cardDetail.notesForm.textRequired")
  .max(2000, "cardDetail.notesForm.textTooLong");
export const addNoteSchema = z.object({ intent: z.literal("addNote"), text: noteText });
export const editNoteSchema = z.object({ intent: z.literal("editNote"), noteId: z.string().min(1), text: noteText });
export const deleteNoteSchema = z.object({ intent: z.literal("deleteNote"), noteId: z.string().min(1) });

/**
 * The card's custom-field metadata (ADR 0141): each entry's value (a blank value is refused: remove the
 * entry instead), entries to remove, and one new entry.
 */
const metadataKey = z.string().trim().max(100, "cardDetail.metadataForm.keyTooLong");
const metadataValue = z.string().trim().max(1000, "cardDetail.metadataForm.valueTooLong");
export const editMetadataSchema = z
  .object({
    intent: z.literal("editMetadata"),
    entries: z
      .array(z.object({ key: metadataKey.min(1), value: metadataValue.optional(), remove: z.literal("on").optional() }))
      .max(50)
      .optional(),
    newKey: metadataKey.optional(),
    newValue: metadataValue.optional(),
  })
  .superRefine((value, ctx) => {
    (value.entries ?? []).forEach((entry, index) => {
      if (!entry.remove && !entry.value) {
        ctx.addIssue({ code: "custom", path: ["entries", index, "value"], message: "cardDetail.metadataForm.valueRequired" });
      }
    });
    if (value.newKey && !value.newValue)
      ctx.addIssue({ code: "custom", path: ["newValue"], message: "cardDetail.metadataForm.valueRequired" });
    if (!value.newKey && value.newValue) ctx.addIssue({ code: "custom", path: ["newKey"], message: "cardDetail.metadataForm.keyRequired" });
    if (value.newKey && (value.entries ?? []).some((e) => e.key === value.newKey)) {
      ctx.addIssue({ code: "custom", path: ["newKey"], message: "cardDetail.metadataForm.keyTaken" });
    }
  });

/** A staff member sets the card's first PIN: 4 digits, typed twice (spec section 5). Never sent back to the page. */
export const staffSetPinSchema = z
  .object({ intent: z.literal("setPin"), pin: pinSchema, confirmPin: z.string("pinMismatch") })
  .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], error: "pinMismatch" });
/** A physical card replaced and shipped (spec section 5's address rules, as on the order form). */
export const reissueAndShipSchema = addressSchema.extend({
  intent: z.literal("reissueAndShip"),
  addressTwo: addressSchema.shape.addressTwo.optional(),
  shippingMethod: shipmentMethodSchema,
});

/** The card given to another person: their name, e-mail and optional phone. */
export const reassociateSchema = z.object({
  intent: z.literal("reassociate"),
  firstName: addressSchema.shape.firstName,
  lastName: addressSchema.shape.lastName,
  email: emailSchema,
  phone: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(phoneSchema.optional()),
});

const autoloadIdSchema = z
  .string({ error: "cards.bulk.errors.autoloadRequired" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "cards.bulk.errors.autoloadRequired");

/** The card added to one of its business's active autoloads, or taken out of one (issue 19). */
export const addToAutoloadSchema = z.object({ intent: z.literal("addToAutoload"), autoloadId: autoloadIdSchema });
export const removeFromAutoloadSchema = z.object({ intent: z.literal("removeFromAutoload"), autoloadId: autoloadIdSchema });

/** The fields a reply never carries back. */
export const SECRET_FIELDS = ["pin", "confirmPin"];

const statusAction = <Intent extends (typeof STATUS_ACTIONS)[number]>(intent: Intent) => z.object({ intent: z.literal(intent) });

export const cardActionSchema = z.discriminatedUnion("intent", [
  statusAction("lock"),
  statusAction("unlock"),
  statusAction("freeze"),
  statusAction("unfreeze"),
  statusAction("close"),
  statusAction("reissueVirtualCard"),
  statusAction("resendVirtualCard"),
  loadSchema,
  withdrawSchema,
  cardTransferSchema,
  addTagSchema,
  removeTagSchema,
  addNoteSchema,
  editNoteSchema,
  deleteNoteSchema,
  editMetadataSchema,
  staffSetPinSchema,
  reissueAndShipSchema,
  reassociateSchema,
  addToAutoloadSchema,
  removeFromAutoloadSchema,
]);
export type CardAction = z.infer<typeof cardActionSchema>["intent"];
