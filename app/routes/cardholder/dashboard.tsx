import { data, Form } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { LanguageSelector } from "#app/components/language-selector";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n } from "#app/middleware/i18n";
import type { RouteHandle } from "../handle";
import type { Route } from "./+types/dashboard";

export const handle: RouteHandle = { hydrate: false, hideNavBar: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const portal = (params as { portal?: string }).portal;
  // The branded dashboard exists only under its own host's brand path.
  if (portal !== undefined && tenant.portalBrandPath !== `/${portal}`) throw data(null, { status: 404 });
  const { cardholder } = await requireCardholder(context, request);
  const { t } = getI18n(context);
  return {
    title: `${t("cardholder.title")} · ${tenant.brandName}`,
    firstName: cardholder.firstName,
    cards: cardholder.cards.map((c) => ({
      id: c.id,
      organizationName: c.organizationName,
      formFactor: c.formFactor,
      status: c.status,
      last6: c.last6,
      expiration: c.expiration,
    })),
  };
}

/** The cardholder's home: their linked cards. */
export default function CardholderDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="cardholder-page">
      <header className="home-header">
        <p className="home-brand">{t("cardholder.greeting", { name: loaderData.firstName })}</p>
        <LanguageSelector />
        <Form method="post" action="/logout">
          <button type="submit" className="secondary">
            {t("auth.signOut")}
          </button>
        </Form>
      </header>
      <h1>{t("cardholder.heading")}</h1>
      {loaderData.cards.length === 0 ? <p>{t("cardholder.noCards")}</p> : null}
      <ul className="card-list">
        {loaderData.cards.map((card) => (
          <li key={card.id} className="card-summary">
            <h2>{card.organizationName}</h2>
            <dl>
              <div>
                <dt>{t("cardholder.cardType")}</dt>
                <dd>{t(`cardholder.formFactor.${card.formFactor}`)}</dd>
              </div>
              <div>
                <dt>{t("cardholder.cardNumber")}</dt>
                <dd>
                  <span className="visually-hidden">{t("cardholder.endingIn")} </span>
                  <span dir="ltr">•••• {card.last6}</span>
                </dd>
              </div>
              <div>
                <dt>{t("cardholder.expires")}</dt>
                <dd dir="ltr">{card.expiration}</dd>
              </div>
              <div>
                <dt>{t("cardholder.status")}</dt>
                <dd>{t(`cardholder.cardStatus.${card.status}`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </main>
  );
}
