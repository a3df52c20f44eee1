import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { useBrand } from "#app/components/brand";
import { BrandHeader } from "#app/components/brand-header";
import { LanguageSelector } from "#app/components/language-selector";
import { tenantContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import type { Route } from "./+types/home";

export const handle = { hydrate: false, hideNavBar: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...titleMeta({ loaderData }),
  { tagName: "link", rel: "canonical", href: loaderData.canonical },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  // A branded cardholder portal's root is its own login page.
  if (tenant.portalBrandPath) throw redirect(`${tenant.portalBrandPath}${new URL(request.url).search}`);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("home.title")),
    canonical: `${tenant.canonicalOrigin}/`,
  };
}

export default function Home() {
  const { t } = useTranslation(["common", "home"]);
  const brandData = useBrand();
  if (!brandData) return null;
  const brand = brandData.name;
  return (
    <main id="main" className="home">
      <BrandHeader brand={brandData} homeHref={null} className="home-header" logoSize={48}>
        <LanguageSelector />
      </BrandHeader>
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
          {t("home.support", { support: brandData.supportName })} <a href={`mailto:${brandData.supportEmail}`}>{brandData.supportEmail}</a>
        </p>
        <p>{t("common.supportHours")}</p>
        <p>
          <a href="/about">{t("home.about", { brand })}</a>
        </p>
      </footer>
    </main>
  );
}
