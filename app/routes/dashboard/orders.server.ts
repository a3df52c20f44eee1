import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { dashboardContext } from "#app/auth/guards.server";
import { providerContext } from "#app/middleware/provider";
import { isApiError } from "#app/provider/client.server";
import { cards } from "#contract/cards";
import type { cardOrderSchema } from "#contract/entities";
import { formatDateTime } from "#domain/dates";
import { addressSchema, emailSchema, phoneSchema, shipmentMethodSchema } from "#domain/validation";

/** Ordering cards: one physical card shipped to its holder, or one virtual card e-mailed to them. */

const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);
const optionalPhone = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(phoneSchema.optional());

export const orderSchema = z.discriminatedUnion("intent", [
  addressSchema.extend({
    intent: z.literal("physical"),
    idempotencyKey,
    addressTwo: addressSchema.shape.addressTwo.optional(),
    email: emailSchema,
    phone: optionalPhone,
    shippingMethod: shipmentMethodSchema,
  }),
  z.object({
    intent: z.literal("virtual"),
    idempotencyKey,
    firstName: addressSchema.shape.firstName,
    lastName: addressSchema.shape.lastName,
    email: emailSchema,
    phone: optionalPhone,
  }),
]);

export async function orderAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const submission = parseWithZod(await request.formData(), { schema: orderSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permissions.has("orderCard")) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  }
  const order = submission.value;
  const holder = { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone };
  const provider = context.get(providerContext);
  let orderId: string;
  try {
    if (order.intent === "physical") {
      const { addressOne, addressTwo, city, state, zip, firstName, lastName } = order;
      const result = await provider.call(cards.orderAndShip, {
        params: { id: businessId },
        body: {
          shippingMethod: order.shippingMethod,
          cards: [{ ...holder, address: { firstName, lastName, addressOne, addressTwo: addressTwo || undefined, city, state, zip } }],
        },
        idempotencyKey: order.idempotencyKey,
      });
      orderId = result.cardOrder.id;
    } else {
      const result = await provider.call(cards.createVirtualCards, {
        params: { id: businessId },
        body: { cards: [holder] },
        idempotencyKey: order.idempotencyKey,
      });
      orderId = result.cardOrder.id;
    }
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    // The provider validates addresses with the same rules; its field issues land on the same fields.
    const fieldErrors = Object.fromEntries(
      (error.issues ?? []).map((issue) => [issue.path.split(".").pop() ?? "", ["orders.errors.rejected"]]),
    );
    return data(
      submission.reply({
        formErrors: [error.status === 403 ? "cardDetail.errors.forbidden" : "orders.errors.rejected"],
        fieldErrors,
      }),
      { status: error.status === 403 ? 403 : 400 },
    );
  }
  throw redirect(`/${encodeURIComponent(businessId)}/orders/${encodeURIComponent(orderId)}?placed=1`);
}

type CardOrder = z.infer<typeof cardOrderSchema>;

export function orderRow(order: CardOrder, locale: string) {
  return {
    id: order.id,
    formFactor: order.formFactor,
    status: order.status,
    /** Virtual cards show "Virtual" as the shipment method (spec section 3). */
    shippingMethod: order.formFactor === "virtual" ? null : order.shippingMethod,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    quantity: order.quantity,
    placed: formatDateTime(order.createdAt, { locale }),
    shipped: order.shippedAt ? formatDateTime(order.shippedAt, { locale }) : null,
  };
}
