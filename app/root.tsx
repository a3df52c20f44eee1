import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from "react-router";
import { DEFAULT_LANGUAGE, isLanguageCode, languageDir, languageTag } from "#domain/languages";
import type { Route } from "./+types/root";
import { useBrand } from "./components/brand";
import { useNonce } from "./components/nonce";
import { PublicHeader } from "./components/public-header";
import { NotFound, StatusPage } from "./components/status-page";
import { tenantContext } from "./context";
import { useTranslation } from "./i18n/react";
import { i18nMiddleware } from "./middleware/i18n";
import { providerMiddleware } from "./middleware/provider";
import { sessionMiddleware } from "./middleware/session";
import { tenantMiddleware } from "./middleware/tenant";
import { routeHandles, UNKNOWN_HOST } from "./routes/handle";
import stylesHref from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [i18nMiddleware, tenantMiddleware, sessionMiddleware, providerMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return {
    brand: {
      name: tenant.brandName,
      supportName: tenant.supportName,
      supportEmail: tenant.supportEmail,
      logo: tenant.logo,
      colors: tenant.colors,
      canonicalOrigin: tenant.canonicalOrigin,
      portalBrandPath: tenant.portalBrandPath ?? null,
    },
  };
}

// The default title; error pages set their own through <StatusPage>.
export const meta: Route.MetaFunction = ({ loaderData, error }) => (error ? [] : [{ title: loaderData?.brand.name ?? "" }]);

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const brand = useBrand();
  const error = useRouteError();
  const handles = routeHandles(useMatches());
  const code = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // Error pages and routes that declare `hydrate: false` ship no JavaScript at all.
  const hydrate = !error && !handles.some((h) => h.hydrate === false);
  const showHeader = brand && !error && !handles.some((h) => h.hideNavBar);
  const brandVars = brand
    ? `:root{--brand:${brand.colors.primary};--on-brand:${brand.colors.onPrimary};--brand-surface:${brand.colors.surface}}`
    : "";
  return (
    <html lang={languageTag(code)} dir={languageDir(code)} data-lang={code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {brandVars ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: brandVars }} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {i18n.t("common.skipToContent")}
        </a>
        {showHeader ? <PublicHeader brand={brand} /> : null}
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    if ((error.data as { reason?: string } | null)?.reason === UNKNOWN_HOST) {
      return (
        <StatusPage title={t("unknownHost.title")} heading={t("unknownHost.heading")}>
          <p>{t("unknownHost.body")}</p>
        </StatusPage>
      );
    }
    return <NotFound />;
  }
  return (
    <StatusPage title={t("error.title")} heading={t("error.heading")}>
      <p>{t("error.body")}</p>
    </StatusPage>
  );
}
