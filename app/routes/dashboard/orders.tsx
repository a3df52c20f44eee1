import { Form, Link } from "react-router";
import { dashboardContext } from "#app/auth/guards.server";
import { ErrorList, Field, FormMessage, readReply } from "#app/components/forms";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { providerContext } from "#app/middleware/provider";
import { businesses } from "#contract/businesses";
import { shippingMethods } from "#domain/enums";
import { languageTag } from "#domain/languages";
import { US_STATE_CODES } from "#domain/us-states";
import type { Route } from "./+types/orders";
import { newIdempotencyKey } from "./card-detail.server";
import { orderAction, orderRow } from "./orders.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

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
    title: `${t("orders.title")} · ${context.get(tenantContext).brandName}`,
    businessId,
    orders: page.cardOrders.map((o) => orderRow(o, locale)),
    nextCursor: page.nextCursor,
    canOrder,
    form: canOrder && (requested === "physical" || requested === "virtual") ? requested : null,
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(context, request);
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const base = `/${encodeURIComponent(loaderData.businessId)}/orders`;
  const reply = readReply(actionData, t);
  const text = (name: string, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field
      label={label}
      errors={reply.errors(name)}
      inputProps={{ name, id: `order-${name}`, defaultValue: reply.value(name), ...extra }}
    />
  );
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
          </p>
        ) : null}
      </div>

      {loaderData.form ? (
        <section className="confirm-panel" aria-labelledby="order-form-title">
          <h2 id="order-form-title">{t(loaderData.form === "physical" ? "orders.orderPhysical" : "orders.orderVirtual")}</h2>
          {reply.formErrors().length > 0 ? <FormMessage tone="error">{reply.formErrors().join(" ")}</FormMessage> : null}
          <Form method="post" action={`${base}?new=${loaderData.form}`} className="stack" noValidate>
            <input type="hidden" name="intent" value={loaderData.form} />
            <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
            {text("firstName", t("orders.firstName"), { autoComplete: "off", required: true })}
            {text("lastName", t("orders.lastName"), { autoComplete: "off", required: true })}
            {text("email", t("orders.email"), { type: "email", autoComplete: "off", required: true })}
            {text("phone", t("orders.phone"), { inputMode: "numeric", autoComplete: "off" })}
            {loaderData.form === "physical" ? (
              <>
                {text("addressOne", t("orders.addressOne"), { autoComplete: "off", required: true })}
                {text("addressTwo", t("orders.addressTwo"), { autoComplete: "off" })}
                {text("city", t("orders.city"), { autoComplete: "off", required: true })}
                <div className="field">
                  <label htmlFor="order-state">{t("orders.state")}</label>
                  <select
                    id="order-state"
                    name="state"
                    defaultValue={reply.value("state") ?? ""}
                    aria-invalid={reply.errors("state") ? true : undefined}
                    aria-describedby={reply.errors("state") ? "order-state-error" : undefined}
                  >
                    <option value="">{t("orders.choose")}</option>
                    {US_STATE_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                  <ErrorList id="order-state-error" errors={reply.errors("state")} />
                </div>
                {text("zip", t("orders.zip"), { inputMode: "numeric", autoComplete: "off", required: true })}
                <div className="field">
                  <label htmlFor="order-shippingMethod">{t("orders.shippingMethod")}</label>
                  <select id="order-shippingMethod" name="shippingMethod" defaultValue={reply.value("shippingMethod") ?? "USPS_GROUND"}>
                    {shippingMethods.map((m) => (
                      <option key={m} value={m}>
                        {t(`orders.shipping.${m}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </>
            ) : null}
            <div className="filter-actions">
              <button type="submit">{t("orders.place")}</button>
              <Link to={base} className="button secondary">
                {t("cardDetail.cancel")}
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      {loaderData.orders.length === 0 ? (
        <p>{t("orders.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t("orders.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orders.placed")}</th>
                <th scope="col">{t("cards.type")}</th>
                <th scope="col">{t("orders.shippingMethod")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col" className="numeric">
                  {t("orders.quantity")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link to={`${base}/${encodeURIComponent(o.id)}`}>{o.placed}</Link>
                  </th>
                  <td>{t(`cards.formFactors.${o.formFactor}`)}</td>
                  <td>{o.shippingMethod ? t(`orders.shipping.${o.shippingMethod}`) : t("orders.virtualShipment")}</td>
                  <td>{t(`orders.statuses.${o.status}`)}</td>
                  <td className="numeric">{o.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaderData.nextCursor ? (
        <nav className="pagination" aria-label={t("cards.pages")}>
          <Link to={`${base}?cursor=${encodeURIComponent(loaderData.nextCursor)}`}>{t("common.nextPage")}</Link>
        </nav>
      ) : null}
    </>
  );
}
