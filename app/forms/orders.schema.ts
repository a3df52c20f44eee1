import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { addressSchema, emailSchema, phoneSchema, shipmentMethodSchema } from "#domain/validation";

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

/** One physical card shipped to its holder's address. */
export const physicalOrderSchema = addressSchema.extend({
  intent: z.literal("physical"),
  step,
  idempotencyKey: idempotencyKeySchema,
  addressTwo: addressSchema.shape.addressTwo.optional(),
  email: emailSchema,
  phone: optionalPhone,
  shippingMethod: shipmentMethodSchema,
});

/** One virtual card e-mailed to its holder. */
export const virtualOrderSchema = z.object({
  intent: z.literal("virtual"),
  step,
  idempotencyKey: idempotencyKeySchema,
  firstName: addressSchema.shape.firstName,
  lastName: addressSchema.shape.lastName,
  email: emailSchema,
  phone: optionalPhone,
});

export const orderSchema = z.discriminatedUnion("intent", [physicalOrderSchema, virtualOrderSchema]);
