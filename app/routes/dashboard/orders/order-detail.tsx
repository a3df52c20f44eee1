import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { Facts } from "#app/components/facts";
import { FormMessage } from "#app/components/form-messages";
import { StaticTable } from "#app/components/static-table";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { businesses } from "#contract/businesses";
import { languageTag } from "#domain/languages";
import type { Route } from "./+types/order-detail";
import { orderRow } from "./orders.server";

export const meta: Route.MetaFunction = titleMeta;

export const handle = { i18n: ["cards", "orders"] } satisfies RouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const { cardOrder } = await context
    .get(providerContext)
    .call(businesses.getCardOrder, { params: { id: businessId, orderId: params.orderId } })
    // An order outside the path business and its visible programs does not exist (ADR 0096).
    .catch(notFoundOn404);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("orders.detailTitle")),
    businessId,
    order: orderRow(cardOrder, languageTag(getLocale(context))),
    address: cardOrder.address,
    cardIds: cardOrder.cardIds,
    placedNow: new URL(request.url).searchParams.get("placed") === "1",
    // The order was placed but its tag could not be added (issue 38 item 5): said here, with the cards to tag.
    tagFailed: new URL(request.url).searchParams.get("tag") === "failed",
  };
}

/** One card order: what was ordered, how it ships, and where to follow the parcel. */
export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["cards", "orders"]);
  const { order, address } = loaderData;
  return (
    <>
      <p>
        <Link to={href("/:businessId/orders", { businessId: loaderData.businessId })}>{t("orders.back")}</Link>
      </p>
      <h1>{t("orders.detailTitle")}</h1>
      {loaderData.placedNow ? <FormMessage tone="success">{t("orders.placedNow")}</FormMessage> : null}
      {loaderData.tagFailed ? <FormMessage tone="error">{t("orders.errors.tagNotAdded")}</FormMessage> : null}
      <Facts
        items={[
          { label: t("orders.placed"), value: order.placed },
          { label: t("cards.type"), value: t(`cards.formFactors.${order.formFactor}`) },
          {
            label: t("orders.shippingMethod"),
            value: order.shippingMethod ? t(`orders.shipping.${order.shippingMethod}`) : t("orders.virtualShipment"),
          },
          { label: t("orders.status"), value: t(`orders.statuses.${order.status}`) },
          order.trackingNumber
            ? {
                label: t("orders.tracking"),
                ltr: true,
                value: order.trackingUrl ? (
                  <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {order.trackingNumber}
                    <span className="visually-hidden"> ({t("orders.opensNewTab")})</span>
                  </a>
                ) : (
                  order.trackingNumber
                ),
              }
            : null,
        ]}
      />
      {address ? (
        <section aria-labelledby="ship-to">
          <h2 id="ship-to">{t("orders.shipTo")}</h2>
          <address dir="ltr" className="postal-address">
            {address.firstName} {address.lastName}
            <br />
            {address.addressOne}
            {address.addressTwo ? (
              <>
                <br />
                {address.addressTwo}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.zip}
          </address>
        </section>
      ) : null}
      <section aria-labelledby="order-cards">
        <h2 id="order-cards">{t("orders.cards")}</h2>
        <StaticTable
          columns={[
            {
              key: "id",
              header: t("cards.card"),
              rowHeader: true,
              cell: (cardId) => (
                <Link to={href("/:businessId/cards/:cardId", { businessId: loaderData.businessId, cardId })} dir="ltr">
                  {cardId}
                </Link>
              ),
            },
          ]}
          rows={loaderData.cardIds}
          rowKey={(cardId) => cardId}
          caption={t("orders.cards")}
          captionHidden
          scroll
          empty={t("orders.noCards")}
        />
      </section>
    </>
  );
}
