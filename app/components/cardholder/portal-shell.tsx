import { useTranslation } from "react-i18next";
import { Form, NavLink } from "react-router";
import { useBrand } from "#app/components/brand";
import { BrandHeader } from "#app/components/brand-header";
import { LanguageSelector } from "#app/components/language-selector";

export type PortalLinks = { base: string; home: string };

/**
 * The cardholder portal's frame on every signed-in page: the brand (the tenant's, on the branded
 * portal too), the portal's navigation, the language selector and sign-out. Plain links and forms:
 * the portal ships no JavaScript.
 */
export function PortalShell({ links, name, children }: { links: PortalLinks; name: string; children: React.ReactNode }) {
  const { t } = useTranslation(["auth", "cardholder"]);
  const brand = useBrand();
  const items = [
    { to: links.home, label: t("cardholder.nav.cards"), end: false },
    { to: `${links.base}/notifications`, label: t("cardholder.nav.notifications"), end: true },
    { to: `${links.base}/help`, label: t("cardholder.nav.faq"), end: true },
  ];
  return (
    <div className="portal">
      {brand ? (
        <BrandHeader brand={brand} homeHref={links.home} className="home-header portal-header" logoSize={32}>
          <p className="portal-greeting">{t("cardholder.greeting", { name })}</p>
          <LanguageSelector />
          <Form method="post" action="/logout">
            <button type="submit" className="secondary">
              {t("auth.signOut")}
            </button>
          </Form>
        </BrandHeader>
      ) : null}
      <nav aria-label={t("cardholder.nav.label")} className="portal-nav">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="cardholder-page">
        {children}
      </main>
    </div>
  );
}
