import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { ActiveFilters } from "#app/components/active-filters";
import { type Columns, columns, DataTable, tablePages } from "#app/components/data-table";
import { FilterBar, FilterInput } from "#app/components/filter-bar";
import { island } from "#app/components/island";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { activeFilters, listPages } from "#app/list-view";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { ViewOnlyNote } from "#app/shell/shell";
import { businesses } from "#contract/businesses";
import { languageTag } from "#domain/languages";
import type { Route } from "./+types/orders";
import { ORDER_FILTER_LABELS, orderAction, orderRow, organizationAddress, readOrderListParams } from "./orders.server";

export const meta: Route.MetaFunction = titleMeta;

/** The order form is an island shown on request (`?new=`): its code comes with the first intent (ADR 0259). */
const OrderForm = island(() => import("#app/routes/dashboard/orders/parts/order-form").then((m) => m.OrderForm), { onRequest: true });

/** The order forms, in `?new=`. */
const ORDER_KINDS = ["physical", "virtual"] as const;

export const handle = { i18n: ["cards", "cardDetail", "orders", "validation"] } satisfies RouteHandle;

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const url = new URL(request.url);
  const { cursor, ...filters } = readOrderListParams(url);
  const page = await context.get(providerContext).call(businesses.listCardOrders, {
    params: { id: businessId },
    // A person reads this page: ask where it sits ("1–50 of 1,200 card orders", Previous; ADR 0177).
    query: { ...filters, cursor, limit: PAGE_SIZE, withTotal: "true" },
  });
  const { t } = getI18n(context);
  const locale = languageTag(getLocale(context));
  const requested = url.searchParams.get("new");
  const canOrder = permissions.has("orderCard");
  const form = canOrder ? (ORDER_KINDS.find((kind) => kind === requested) ?? null) : null;
  // The physical form offers shipping to the organization when it has a default address (issue 38 item 5).
  const shipToOrganization = form === "physical" ? await organizationAddress(context, businessId) : null;
  return {
    title: pageTitle(context, t("orders.title")),
    businessId,
    filters,
    orders: page.cardOrders.map((o) => orderRow(o, locale)),
    // First, previous and next pages and "1–50 of 1,200 card orders" (issue 24 item 5).
    pages: listPages(filters, cursor, page, page.cardOrders.length),
    // The search in use, with the link that drops it.
    activeFilters: activeFilters(filters, ORDER_FILTER_LABELS).map((f) => ({ ...f, label: t(f.labelKey) })),
    canOrder,
    viewOnly: permissions.size === 0,
    form,
    organizationAddress: shipToOrganization,
    // A tag on the new card needs addTagToCard as well.
    canTag: permissions.has("addTagToCard"),
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
        <OrderForm
          kind={loaderData.form}
          base={base}
          idempotencyKey={loaderData.idempotencyKey}
          reply={actionData}
          organizationAddress={loaderData.organizationAddress}
          canTag={loaderData.canTag}
        />
      ) : null}

      <FilterBar action={base} label={t("orders.filtersLabel")} apply={t("orders.apply")}>
        <FilterInput id="orders-search" type="search" name="search" label={t("orders.search")} value={loaderData.filters.search} />
      </FilterBar>
      <ActiveFilters base={base} filters={loaderData.activeFilters} />
      <DataTable
        columns={orderColumns(t, loaderData.businessId)}
        data={loaderData.orders}
        getRowId={(order) => order.id}
        caption={t("orders.heading")}
        captionHidden
        empty={loaderData.filters.search ? t("orders.noMatch") : t("orders.empty")}
        pages={tablePages(base, loaderData.pages, (range) => t("orders.range", range))}
      />
    </>
  );
}

type OrderRow = ReturnType<typeof orderRow>;
const col = columns<OrderRow>();

/** The orders list's columns: the placing date links to the order; the cardholder names it. */
function orderColumns(t: TFunction<["common", "cards", "cardDetail", "orders"]>, businessId: string): Columns<OrderRow> {
  return col.columns([
    col.accessor("placed", {
      header: () => t("orders.placed"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link to={href("/:businessId/orders/:orderId", { businessId, orderId: row.original.id })}>{row.original.placed}</Link>
      ),
    }),
    col.accessor("holder", {
      header: () => t("orders.holder"),
      cell: ({ row: { original: o } }) =>
        o.holder === null ? (
          <span className="secondary-text">{t("orders.noCards")}</span>
        ) : o.quantity > 1 ? (
          t("orders.holderAndOthers", { name: o.holder, count: o.quantity - 1 })
        ) : (
          o.holder
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
