import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { island } from "#app/components/island";
import { ViewOnlyNote } from "#app/components/shell/shell";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { businesses } from "#contract/businesses";
import { languageTag } from "#domain/languages";
import type { Route } from "./+types/orders";
import { orderAction, orderRow } from "./orders.server";

export const meta: Route.MetaFunction = titleMeta;

/** The order form is an island: its code and its schema load after the page's (ADR 0066). */
const OrderForm = island(() => import("#app/components/orders/order-form").then((m) => m.OrderForm));

/** The order forms, in `?new=`. */
const ORDER_KINDS = ["physical", "virtual"] as const;

export const handle = { i18n: ["cards", "cardDetail", "orders", "validation"] } satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  const page = await context
    .get(providerContext)
    .call(businesses.listCardOrders, { params: { id: businessId }, query: { cursor, limit: 50 } });
  const { t } = getI18n(context);
  const locale = languageTag(getLocale(context));
  const requested = url.searchParams.get("new");
  const canOrder = permissions.has("orderCard");
  return {
    title: pageTitle(context, t("orders.title")),
    businessId,
    orders: page.cardOrders.map((o) => orderRow(o, locale)),
    nextCursor: page.nextCursor,
    canOrder,
    viewOnly: permissions.size === 0,
    form: canOrder ? (ORDER_KINDS.find((kind) => kind === requested) ?? null) : null,
    idempotencyKey: newIdempotencyKey(),
    // Cards from a spreadsheet (issue 20): the link's text comes with the data, so the page loads no import strings.
    importOrders: canOrder ? t("imports.order.link") : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(context, request);
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "cards", "cardDetail", "orders"]);
  const base = href("/:businessId/orders", { businessId: loaderData.businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("orders.heading")}</h1>
        {loaderData.canOrder ? (
          <p className="filter-actions">
            <Link to={`${base}?new=physical`} className="button secondary">
              {t("orders.orderPhysical")}
            </Link>
            <Link to={`${base}?new=virtual`} className="button secondary">
              {t("orders.orderVirtual")}
            </Link>
            {loaderData.importOrders ? (
              <Link to={href("/:businessId/import/order", { businessId: loaderData.businessId })}>{loaderData.importOrders}</Link>
            ) : null}
          </p>
        ) : null}
      </div>
      {loaderData.viewOnly ? <ViewOnlyNote /> : null}

      {loaderData.form ? (
        <OrderForm kind={loaderData.form} base={base} idempotencyKey={loaderData.idempotencyKey} reply={actionData} />
      ) : null}

      <DataTable
        columns={orderColumns(t, loaderData.businessId)}
        data={loaderData.orders}
        getRowId={(order) => order.id}
        caption={t("orders.heading")}
        captionHidden
        empty={t("orders.empty")}
        pages={{ next: loaderData.nextCursor ? `${base}?cursor=${encodeURIComponent(loaderData.nextCursor)}` : null }}
      />
    </>
  );
}

type OrderRow = ReturnType<typeof orderRow>;
const col = columns<OrderRow>();

/** The orders list's columns: the placing date links to the order. */
function orderColumns(t: TFunction<["common", "cards", "cardDetail", "orders"]>, businessId: string): Columns<OrderRow> {
  return col.columns([
    col.accessor("placed", {
      header: () => t("orders.placed"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link to={href("/:businessId/orders/:orderId", { businessId, orderId: row.original.id })}>{row.original.placed}</Link>
      ),
    }),
    col.accessor("formFactor", { header: () => t("cards.type"), cell: ({ row }) => t(`cards.formFactors.${row.original.formFactor}`) }),
    col.accessor("shippingMethod", {
      header: () => t("orders.shippingMethod"),
      cell: ({ row: { original: o } }) => (o.shippingMethod ? t(`orders.shipping.${o.shippingMethod}`) : t("orders.virtualShipment")),
    }),
    col.accessor("status", { header: () => t("orders.status"), cell: ({ row }) => t(`orders.statuses.${row.original.status}`) }),
    col.accessor("quantity", { header: () => t("orders.quantity"), meta: { numeric: true } }),
  ]);
}
