import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { Facts } from "#app/components/facts";
import { LanguageSelector } from "#app/components/language-selector";
import { tenantContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import type { Route } from "./+types/dashboard";

export const handle = { hydrate: false, hideNavBar: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const portal = (params as { portal?: string }).portal;
  // The branded dashboard exists only under its own host's brand path.
  if (portal !== undefined && tenant.portalBrandPath !== `/${portal}`) notFound();
  const { cardholder } = await requireCardholder(context, request);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("cardholder.title")),
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
  const { t } = useTranslation(["auth", "cardholder"]);
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
            <Facts
              layout="rows"
              items={[
                { label: t("cardholder.cardType"), value: t(`cardholder.formFactor.${card.formFactor}`) },
                {
                  label: t("cardholder.cardNumber"),
                  value: (
                    <>
                      <span className="visually-hidden">{t("cardholder.endingIn")} </span>
                      <span dir="ltr">•••• {card.last6}</span>
                    </>
                  ),
                },
                { label: t("cardholder.expires"), value: card.expiration, ltr: true },
                { label: t("cardholder.status"), value: t(`cardholder.cardStatus.${card.status}`) },
              ]}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}
