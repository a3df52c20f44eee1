import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { dashboardContext, providerContext } from "#app/context";
import { isApiError } from "#app/provider/client.server";
import { cards } from "#contract/cards";
import type { cardOrderSchema } from "#contract/entities";
import { formatDateTime } from "#domain/dates";
import { orderSchema } from "./orders.schema";

/** Ordering cards: one physical card shipped to its holder, or one virtual card e-mailed to them. */

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
  throw redirect(`${href("/:businessId/orders/:orderId", { businessId, orderId })}?placed=1`);
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
