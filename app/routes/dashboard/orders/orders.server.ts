import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { dashboardContext, providerContext } from "#app/context";
import { orderSchema } from "#app/forms/orders.schema";
import { notFound } from "#app/http";
import { readListView } from "#app/list-view";
import { isApiError } from "#app/provider/client.server";
import { refuseProviderError } from "#app/provider/form-errors.server";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { cards } from "#contract/cards";
import type { cardOrderSchema } from "#contract/entities";
import { formatDateTime } from "#domain/dates";

/** Ordering cards: one physical card shipped to its holder, or one virtual card e-mailed to them. */

const HOLDER_FIELDS = ["firstName", "lastName", "email", "phone"] as const;
const ADDRESS_FIELDS = ["firstName", "lastName", "addressOne", "addressTwo", "city", "state", "zip"] as const;

/** The provider's request paths (one card per order) to the order form's fields. */
const ORDER_FIELDS: Record<string, string> = {
  "body.shippingMethod": "shippingMethod",
  ...Object.fromEntries(HOLDER_FIELDS.map((field) => [`body.cards.0.${field}`, field])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`body.cards.0.address.${field}`, field])),
};

export async function orderAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const submission = parseWithZod(await request.formData(), { schema: orderSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permissions.has("orderCard")) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  }
  const order = submission.value;
  // Check your answers (issue 24): a valid order is first shown back as it will be placed, and "Change the
  // answers" returns to the form with them; nothing is placed until the check's "Place the order".
  if (order.step !== "place") {
    const reply: SubmissionResult<string[]> = submission.reply();
    if (order.step === "change") return data(reply);
    const { step: _step, ...check } = order;
    const checked: SubmissionResult<string[]> & { check: OrderCheck } = { ...reply, check };
    return data(checked);
  }
  const holder = { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone };
  const provider = context.get(providerContext);
  let orderId: string;
  try {
    if (order.intent === "physical") {
      const { addressOne, addressTwo, city, state, zip, firstName, lastName } = order;
      // A double click's second request waits for the first and gets its answer: one order, its page.
      const result = await settled(() =>
        provider.call(cards.orderAndShip, {
          params: { id: businessId },
          body: {
            shippingMethod: order.shippingMethod,
            cards: [{ ...holder, address: { firstName, lastName, addressOne, addressTwo: addressTwo || undefined, city, state, zip } }],
          },
          idempotencyKey: order.idempotencyKey,
        }),
      );
      orderId = result.cardOrder.id;
    } else {
      const result = await settled(() =>
        provider.call(cards.createVirtualCards, {
          params: { id: businessId },
          body: { cards: [holder] },
          idempotencyKey: order.idempotencyKey,
        }),
      );
      orderId = result.cardOrder.id;
    }
  } catch (error) {
    // Still being carried out after `settled`'s few seconds: the orders list shows the one order.
    if (isStillInProgress(error)) throw redirect(href("/:businessId/orders", { businessId }));
    if (isApiError(error, 404)) notFound();
    // The provider validates with the same rules: its field issues land on the same fields, same texts.
    return refuseProviderError(submission, error, { fields: ORDER_FIELDS, codes: { forbidden: "cardDetail.errors.forbidden" } });
  }
  throw redirect(`${href("/:businessId/orders/:orderId", { businessId, orderId })}?placed=1`);
}

type CardOrder = z.infer<typeof cardOrderSchema>;

/** The answers of a checked order, as they will be sent (the phone as its ten digits, the state as its code). */
export type OrderCheck = z.output<typeof orderSchema> extends infer Order ? (Order extends unknown ? Omit<Order, "step"> : never) : never;

/**
 * The orders list's view in the URL (a search by holder or order id, and the page), so it works without
 * JavaScript and a link reproduces it. A malformed value is dropped, never an error.
 */
export const orderListParamsSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  cursor: z.string().max(512).optional().catch(undefined),
});

export function readOrderListParams(url: URL) {
  return readListView(url, orderListParamsSchema);
}

/** The filters an orders view can have in use (only the search), with the label of each (issue 24 item 5). */
export const ORDER_FILTER_LABELS = { search: "orders.searchShort" } as const;

export function orderRow(order: CardOrder, locale: string) {
  return {
    id: order.id,
    /** The holder of the first card ("Maria Lopez"); the others are `quantity - 1` ("and 2 others"). */
    holder: order.holder ? `${order.holder.firstName} ${order.holder.lastName}`.trim() : null,
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
