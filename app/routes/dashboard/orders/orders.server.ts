import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { dashboardContext, providerContext } from "#app/context";
import { orderSchema } from "#app/forms/orders.schema";
import { notFound } from "#app/http";
import { readListView } from "#app/list-view";
import { isApiError } from "#app/provider/client.server";
import { isFormError, refuseProviderError } from "#app/provider/form-errors.server";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import type { Address, cardOrderSchema } from "#contract/entities";
import { formatDateTime } from "#domain/dates";

/**
 * Ordering cards: one physical card shipped to its holder or to the organization's default shipping
 * address, or one virtual card e-mailed to its holder; with a colour, a first load and a tag if asked
 * (issue 38 item 5).
 */

const HOLDER_FIELDS = ["firstName", "lastName", "email", "phone"] as const;
const ADDRESS_FIELDS = ["firstName", "lastName", "addressOne", "addressTwo", "city", "state", "zip"] as const;

/** The provider's request paths (one card per order) to the order form's fields. */
const ORDER_FIELDS: Record<string, string> = {
  "body.shippingMethod": "shippingMethod",
  "body.cards.0.color": "color",
  "body.cards.0.initialLoadCents": "initialLoad",
  ...Object.fromEntries(HOLDER_FIELDS.map((field) => [`body.cards.0.${field}`, field])),
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`body.cards.0.address.${field}`, field])),
};

/** The order's refusals the form names (a first load the funding account cannot cover). */
const ORDER_CODES = {
  forbidden: "cardDetail.errors.forbidden",
  insufficient_funds: "orders.errors.insufficientFunds",
  no_funding_account: "orders.errors.noFundingAccount",
} as const;

/** The organization's default shipping address, or null when it has none (a program's falls back to its top level). */
export async function organizationAddress(context: Readonly<RouterContextProvider>, businessId: string): Promise<Address | null> {
  const { address } = await context.get(providerContext).call(businesses.getAddress, { params: { id: businessId } });
  return address;
}

export async function orderAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const submission = parseWithZod(await request.formData(), { schema: orderSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permissions.has("orderCard")) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  }
  const order = submission.value;
  // A tag on the new card is a second permission: refused before anything is placed.
  if (order.tag && !permissions.has("addTagToCard")) {
    return data(submission.reply({ fieldErrors: { tag: ["cardDetail.errors.forbidden"] } }), { status: 403 });
  }
  const provider = context.get(providerContext);
  let shipToOrganization: Address | null = null;
  if (order.intent === "physical" && order.shipTo === "organization") {
    // Read from the provider at each step, never taken from the post.
    shipToOrganization = await organizationAddress(context, businessId).catch((error: unknown) => {
      if (isApiError(error, 404)) notFound();
      throw error;
    });
    if (!shipToOrganization) {
      return data(submission.reply({ fieldErrors: { shipTo: ["orders.errors.noOrganizationAddress"] } }), { status: 409 });
    }
  }
  // Check your answers (issue 24): a valid order is first shown back as it will be placed, and "Change the
  // answers" returns to the form with them; nothing is placed until the check's "Place the order".
  if (order.step !== "place") {
    const reply: SubmissionResult<string[]> = submission.reply();
    if (order.step === "change") return data(reply);
    const { step: _step, ...answers } = order;
    const check: OrderCheck = { ...answers, organizationAddress: shipToOrganization };
    const checked: SubmissionResult<string[]> & { check: OrderCheck } = { ...reply, check };
    return data(checked);
  }
  const holder = { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone };
  const extras = { color: order.color || undefined, initialLoadCents: order.initialLoad };
  let placed: { cardOrder: { id: string }; cards: ReadonlyArray<{ id: string }> };
  try {
    if (order.intent === "physical") {
      const address =
        shipToOrganization ??
        (order.shipTo === "holder"
          ? {
              firstName: order.firstName,
              lastName: order.lastName,
              addressOne: order.addressOne,
              addressTwo: order.addressTwo || undefined,
              city: order.city,
              state: order.state,
              zip: order.zip,
            }
          : notFound());
      // A double click's second request waits for the first and gets its answer: one order, its page.
      placed = await settled(() =>
        provider.call(cards.orderAndShip, {
          params: { id: businessId },
          body: { shippingMethod: order.shippingMethod, cards: [{ ...holder, ...extras, address }] },
          idempotencyKey: order.idempotencyKey,
        }),
      );
    } else {
      placed = await settled(() =>
        provider.call(cards.createVirtualCards, {
          params: { id: businessId },
          body: { cards: [{ ...holder, ...extras }] },
          idempotencyKey: order.idempotencyKey,
        }),
      );
    }
  } catch (error) {
    // Still being carried out after `settled`'s few seconds: the orders list shows the one order.
    if (isStillInProgress(error)) throw redirect(href("/:businessId/orders", { businessId }));
    if (isApiError(error, 404)) notFound();
    // The provider validates with the same rules: its field issues land on the same fields, same texts.
    return refuseProviderError(submission, error, { fields: ORDER_FIELDS, codes: ORDER_CODES });
  }
  const orderId = placed.cardOrder.id;
  const tagged = order.tag ? await tagNewCards(context, businessId, order, placed.cards) : true;
  // The order stands either way; a tag that could not be added is said on the order's page, with its cards.
  throw redirect(`${href("/:businessId/orders/:orderId", { businessId, orderId })}?placed=1${tagged ? "" : "&tag=failed"}`);
}

/**
 * Puts the order's tag on its new cards (`tagCards`: an existing tag of that name keeps its colour and
 * amount). Repeating it changes nothing, so it needs no idempotency key. False when the provider refused
 * or failed: the order is placed already and is not undone for a tag.
 */
async function tagNewCards(
  context: Readonly<RouterContextProvider>,
  businessId: string,
  order: { tag?: string; tagColor?: string; tagAmount?: number },
  newCards: ReadonlyArray<{ id: string }>,
): Promise<boolean> {
  if (!order.tag || newCards.length === 0) return true;
  try {
    await context.get(providerContext).call(cards.tagCards, {
      params: { id: businessId },
      body: { name: order.tag, color: order.tagColor || undefined, amountCents: order.tagAmount, cardIds: newCards.map((c) => c.id) },
    });
    return true;
  } catch (error) {
    if (!isFormError(error)) throw error;
    console.warn(`Order tag not added: ${error.status} ${error.code}`);
    return false;
  }
}

type CardOrder = z.infer<typeof cardOrderSchema>;

/**
 * The answers of a checked order, as they will be sent (the phone as its ten digits, the state as its
 * code, amounts in cents), and the organization's address when the card ships there.
 */
export type OrderCheck = (z.output<typeof orderSchema> extends infer Order
  ? Order extends unknown
    ? Omit<Order, "step">
    : never
  : never) & {
  organizationAddress: Address | null;
};

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
