import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { PortalShell } from "#app/components/cardholder/portal-shell";
import { tenantContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { languageTag } from "#domain/languages";
import type { Route } from "./+types/help";
import { linksOf } from "./card.server";
import { portalPaths } from "./portal.server";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export const FAQ_ITEMS = ["what", "where", "pending", "declined", "lost", "pin"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const paths = portalPaths(context, params);
  const { cardholder } = await requireCardholder(context, request);
  const tenant = context.get(tenantContext);
  const { t } = getI18n(context);
  const billing = new URL(request.url).pathname.endsWith("/billing-address");
  return {
    title: pageTitle(context, billing ? t("cardholder.help.billingTitle") : t("cardholder.help.faqTitle")),
    paths: linksOf(paths),
    name: cardholder.firstName,
    billing,
    // Who to contact about the card is the organization that issued it (each of them, for several cards);
    // the tenant's support is for the portal itself.
    organizations: new Intl.ListFormat(languageTag(getLocale(context)), { type: "conjunction" }).format(
      [...new Set(cardholder.cards.map((card) => card.organizationName))].sort(),
    ),
    support: { name: tenant.supportName, email: tenant.supportEmail },
  };
}

/** The FAQ and the billing address help, written for a cardholder, with who to contact. */
export default function CardholderHelp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["cardholder", "common"]);
  const { support, paths } = loaderData;
  return (
    <PortalShell links={paths} name={loaderData.name}>
      {loaderData.billing ? (
        <>
          <h1>{t("cardholder.help.billingTitle")}</h1>
          <p>{t("cardholder.help.billing.why")}</p>
          <p>{t("cardholder.help.billing.how")}</p>
          <p>{t("cardholder.help.billing.mismatch")}</p>
          <p>
            <Link to={paths.home}>{t("cardholder.nav.cards")}</Link>
          </p>
        </>
      ) : (
        <>
          <h1>{t("cardholder.help.faqTitle")}</h1>
          {FAQ_ITEMS.map((item) => (
            <section key={item} aria-labelledby={`faq-${item}`} className="faq-item">
              <h2 id={`faq-${item}`}>{t(`cardholder.help.faq.${item}Q`)}</h2>
              <p>{t(`cardholder.help.faq.${item}A`)}</p>
            </section>
          ))}
          <p>
            <Link to={`${paths.base}/help/billing-address`}>{t("cardholder.help.billingTitle")}</Link>
          </p>
        </>
      )}
      <section aria-labelledby="contact-title" className="panel">
        <h2 id="contact-title">{t("cardholder.help.contactHeading")}</h2>
        {loaderData.organizations ? <p>{t("cardholder.help.contact", { organization: loaderData.organizations })}</p> : null}
        <p>
          {t("cardholder.help.portalSupport", { supportName: support.name })} <a href={`mailto:${support.email}`}>{support.email}</a>
        </p>
        <p>{t("common.supportHours")}</p>
      </section>
    </PortalShell>
  );
}
