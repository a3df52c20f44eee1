import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import type { ValidationMessageKey } from "#domain/messages";
import { loadAmountSchema, tagAmountSchema } from "#domain/money";
import { addressSchema, colorSchema, emailSchema, phoneSchema, shipmentMethodSchema } from "#domain/validation";

/**
 * The card order forms' schemas: the order page validates with them as the user types and the action
 * validates the post with them (no server-only code here: this module travels to the browser).
 */

const optionalPhone = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(phoneSchema.optional());

/**
 * Which step a post is (issue 24, check your answers): without it the order is checked and answered with
 * the answers to review; "change" goes back to the form with them; only "place" places the order.
 */
export const ORDER_STEPS = ["change", "place"] as const;
const step = z.enum(ORDER_STEPS).optional();

/**
 * What both order forms may add (issue 38 item 5, as the contract allows): the card's colour (a hex value
 * starting with #, or blank for one of the default colours), a first load from the funding account (the
 * load rules: up to 2 decimals, at most $9,999), and a tag put on the new card. A tag is found by name
 * among the business's tags; its colour and amount (up to 2 decimals, zero allowed) only apply when the
 * tag is new. A blank field is left out (conform sends no empty strings).
 */
const cardExtras = {
  color: colorSchema,
  initialLoad: loadAmountSchema.optional(),
  tag: z
    .string()
    .trim()
    .max(50, "tagNameTooLong" satisfies ValidationMessageKey)
    .optional(),
  tagColor: colorSchema,
  tagAmount: tagAmountSchema.optional(),
};

/** A tag's colour or amount with no tag name: the name is what the tag is. */
function tagNeedsName(value: { tag?: string; tagColor?: string; tagAmount?: number }, ctx: z.RefinementCtx) {
  if (!value.tag && (value.tagColor || value.tagAmount !== undefined)) {
    ctx.addIssue({ code: "custom", path: ["tag"], message: "tagNameRequired" satisfies ValidationMessageKey });
  }
}

/** Where a physical card ships: its holder's address, or the organization's default shipping address. */
export const SHIP_TO = ["holder", "organization"] as const;

/** One physical card shipped to its holder's address: the fields the order import's rows share (ADR 0172). */
export const physicalOrderFields = addressSchema.extend({
  intent: z.literal("physical"),
  step,
  idempotencyKey: idempotencyKeySchema,
  addressTwo: addressSchema.shape.addressTwo.optional(),
  email: emailSchema,
  phone: optionalPhone,
  shippingMethod: shipmentMethodSchema,
});

/** One virtual card e-mailed to its holder: the fields the order import's rows share. */
export const virtualOrderFields = z.object({
  intent: z.literal("virtual"),
  step,
  idempotencyKey: idempotencyKeySchema,
  firstName: addressSchema.shape.firstName,
  lastName: addressSchema.shape.lastName,
  email: emailSchema,
  phone: optionalPhone,
});

/** The order form's physical card shipped to its holder. */
export const holderShipmentSchema = physicalOrderFields.extend({ ...cardExtras, shipTo: z.literal("holder") }).superRefine(tagNeedsName);

/** The order form's physical card shipped to the organization: the address is the provider's, read when it is placed. */
export const organizationShipmentSchema = physicalOrderFields
  .omit({ addressOne: true, addressTwo: true, city: true, state: true, zip: true })
  .extend({ ...cardExtras, shipTo: z.literal("organization") })
  .superRefine(tagNeedsName);

/** One physical card: the form always sends `shipTo` ("holder" when the organization has no address). */
export const physicalOrderSchema = z.discriminatedUnion("shipTo", [holderShipmentSchema, organizationShipmentSchema], {
  error: "unexpected" satisfies ValidationMessageKey,
});

/** One virtual card e-mailed to its holder, as the order form sends it. */
export const virtualOrderSchema = virtualOrderFields.extend(cardExtras).superRefine(tagNeedsName);

export const orderSchema = z.discriminatedUnion("intent", [physicalOrderSchema, virtualOrderSchema]);
