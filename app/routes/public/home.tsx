import { redirect } from "react-router";
import { LanguageSelector } from "#app/components/language-selector";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n } from "#app/middleware/i18n";
import type { RouteHandle } from "../handle";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { hydrate: false, hideNavBar: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData.title },
  { tagName: "link", rel: "canonical", href: loaderData.canonical },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  // A branded cardholder portal's root is its own login page.
  if (tenant.portalBrandPath) throw redirect(`${tenant.portalBrandPath}${new URL(request.url).search}`);
  const { t } = getI18n(context);
  return {
    title: `${t("home.title")} · ${tenant.brandName}`,
    canonical: `${tenant.canonicalOrigin}/`,
    brandName: tenant.brandName,
    supportName: tenant.supportName,
    supportEmail: tenant.supportEmail,
    logo: tenant.logo,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const brand = loaderData.brandName;
  return (
    <main id="main" className="home">
      <header className="home-header">
        <img src={loaderData.logo} alt="" width="48" height="48" />
        <p className="home-brand">{brand}</p>
        <LanguageSelector />
      </header>
      <h1>{t("home.heading", { brand })}</h1>
      <p>{t("home.intro", { brand })}</p>
      <ul className="tiles">
        <li>
          <a className="tile" href="/cardholders">
            <span className="tile-title">{t("home.cardholdersTitle")}</span>
            <span className="tile-body">{t("home.cardholdersBody")}</span>
          </a>
        </li>
        <li>
          <a className="tile" href="/login">
            <span className="tile-title">{t("home.adminsTitle")}</span>
            <span className="tile-body">{t("home.adminsBody")}</span>
          </a>
        </li>
      </ul>
      <footer className="page-footer">
        <p>
          {t("home.support", { support: loaderData.supportName })}{" "}
          <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>
        </p>
        <p>{t("common.supportHours")}</p>
        <p>
          <a href="/about">{t("home.about", { brand })}</a>
        </p>
      </footer>
    </main>
  );
}
