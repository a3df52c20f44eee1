import { Link } from "react-router";
import { dashboardContext } from "#app/auth/guards.server";
import { FormMessage } from "#app/components/forms";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { providerContext } from "#app/middleware/provider";
import { businesses } from "#contract/businesses";
import { languageTag } from "#domain/languages";
import type { Route } from "./+types/order-detail";
import { orderRow } from "./orders.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const { cardOrder } = await context
    .get(providerContext)
    .call(businesses.getCardOrder, { params: { id: businessId, orderId: params.orderId } });
  const { t } = getI18n(context);
  return {
    title: `${t("orders.detailTitle")} · ${context.get(tenantContext).brandName}`,
    businessId,
    order: orderRow(cardOrder, languageTag(getLocale(context))),
    address: cardOrder.address,
    cardIds: cardOrder.cardIds,
    placedNow: new URL(request.url).searchParams.get("placed") === "1",
  };
}

/** One card order: what was ordered, how it ships, and where to follow the parcel. */
export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, address } = loaderData;
  const business = encodeURIComponent(loaderData.businessId);
  return (
    <>
      <p>
        <Link to={`/${business}/orders`}>{t("orders.back")}</Link>
      </p>
      <h1>{t("orders.detailTitle")}</h1>
      {loaderData.placedNow ? <FormMessage tone="success">{t("orders.placedNow")}</FormMessage> : null}
      <dl className="facts">
        <div>
          <dt>{t("orders.placed")}</dt>
          <dd>{order.placed}</dd>
        </div>
        <div>
          <dt>{t("cards.type")}</dt>
          <dd>{t(`cards.formFactors.${order.formFactor}`)}</dd>
        </div>
        <div>
          <dt>{t("orders.shippingMethod")}</dt>
          <dd>{order.shippingMethod ? t(`orders.shipping.${order.shippingMethod}`) : t("orders.virtualShipment")}</dd>
        </div>
        <div>
          <dt>{t("orders.status")}</dt>
          <dd>{t(`orders.statuses.${order.status}`)}</dd>
        </div>
        {order.trackingNumber ? (
          <div>
            <dt>{t("orders.tracking")}</dt>
            <dd dir="ltr">
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {order.trackingNumber}
                  <span className="visually-hidden"> ({t("orders.opensNewTab")})</span>
                </a>
              ) : (
                order.trackingNumber
              )}
            </dd>
          </div>
        ) : null}
      </dl>
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
        <ul>
          {loaderData.cardIds.map((id) => (
            <li key={id}>
              <Link to={`/${business}/cards/${encodeURIComponent(id)}`} dir="ltr">
                {id}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
