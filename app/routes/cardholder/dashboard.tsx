import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { PortalShell } from "#app/components/cardholder/portal-shell";
import { Facts } from "#app/components/facts";
import { providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { cards as cardsApi } from "#contract/cards";
import type { Route } from "./+types/dashboard";
import { linksOf } from "./card.server";
import { portalPaths } from "./portal.server";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The branded dashboard exists only under its own host's brand path.
  const paths = portalPaths(context, params as { portal?: string });
  const { cardholder } = await requireCardholder(context, request);
  const { t } = getI18n(context);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  // Each card's balance, the first thing a cardholder looks for (issue 35 item 5): read in parallel; a card
  // whose balance cannot be read now shows the rest of its summary and its link.
  const available = await Promise.all(
    cardholder.cards.map((c) =>
      provider
        .call(cardsApi.getBalance, { params: { id: c.id } })
        .then((reply) => formatMoney(reply.balance.availableCents, language))
        .catch((error: unknown) => (isApiError(error) ? null : Promise.reject(error))),
    ),
  );
  return {
    title: pageTitle(context, t("cardholder.title")),
    paths: linksOf(paths),
    firstName: cardholder.firstName,
    cards: cardholder.cards.map((c, i) => ({
      id: c.id,
      available: available[i] ?? null,
      organizationName: c.organizationName,
      formFactor: c.formFactor,
      status: c.status,
      last6: c.last6,
      expiration: c.expiration,
    })),
  };
}

/** The cardholder's home: their linked cards, each opening its own page. */
export default function CardholderDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "cardholder"]);
  const { paths } = loaderData;
  return (
    <PortalShell links={paths} name={loaderData.firstName}>
      <h1>{t("cardholder.heading")}</h1>
      {loaderData.cards.length === 0 ? <p>{t("cardholder.noCards")}</p> : null}
      <ul className="card-list">
        {loaderData.cards.map((card) => (
          <li key={card.id} className="card-summary">
            <h2>{card.organizationName}</h2>
            {card.available ? (
              <p className="card-balance">
                <span className="card-balance-label">{t("cardholder.balance.available")}</span>
                <span className="card-balance-amount" dir="ltr">
                  {card.available}
                </span>
              </p>
            ) : null}
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
            <p>
              <Link to={`${paths.base}/cards/${card.id}`} className="button">
                {t("cardholder.openCard")}
                <span className="visually-hidden"> — {t("cardholder.card.title", { last6: card.last6 })}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </PortalShell>
  );
}
