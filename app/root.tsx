import { useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { codeOfTag } from "#app/i18n/config";
import { I18N_FILES_META, type I18nFiles, useI18nFiles } from "#app/i18n/files";
import { pageNamespaces } from "#app/i18n/namespaces";
import { PageNotFound } from "#app/shell/object-not-found";
import { Shell } from "#app/shell/shell";
import type { ShellNotFoundData } from "#app/shell/shell.server";
import { DEFAULT_LANGUAGE, languageDir, languageTag } from "#domain/languages";
import type { Route } from "./+types/root";
import { brandOf } from "./components/brand";
import { CodeLoadFailed, RouteLoadWatch } from "./components/code-load";
import { FlashToast } from "./components/flash-toast";
import { useNonce } from "./components/nonce";
import { PublicHeader } from "./components/public-header";
import { useRequestInfo } from "./components/request-info";
import { NotFound, StatusPage } from "./components/status-page";
import { bodyProblemContext, cloudflareContext, flashContext, tenantContext } from "./context";
import { routeHandles } from "./handle";
import { PROVIDER_UNCONFIGURED, UNKNOWN_HOST } from "./http";
import { markHydrated } from "./hydration";
import { flashMiddleware } from "./middleware/flash";
import { i18nMiddleware } from "./middleware/i18n";
import { providerMiddleware } from "./middleware/provider";
import { requestLogMiddleware } from "./middleware/request-log";
import { sessionMiddleware } from "./middleware/session";
import { tenantMiddleware } from "./middleware/tenant";
import { refusedReply } from "./page-title";
import { usesSandbox } from "./provider/provider-mode";
import { isCodeLoadError } from "./route-load";
import stylesHref from "./styles/app.css?url";
import { rememberBrowserTimeZone } from "./time-zone";

export const middleware: Route.MiddlewareFunction[] = [
  requestLogMiddleware,
  i18nMiddleware,
  tenantMiddleware,
  sessionMiddleware,
  flashMiddleware,
  providerMiddleware,
];

export const links: Route.LinksFunction = () => [
  // `precedence` makes it a stylesheet resource React writes into the head before the page's script and
  // text preloads (a plain stylesheet link came after 34 of them, and the first paint waited in their queue).
  { rel: "stylesheet", href: stylesHref, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // A post whose body was not a form shows its page with why (workers/request-body.ts).
  const problem = context.get(bodyProblemContext);
  const flash = context.get(flashContext).take();
  return {
    brand: brandOf(context.get(tenantContext)),
    flash: problem ? { message: problem.message, tone: "error" as const } : flash,
    // The sandbox provider is in use (locally and in staging): every page says so (ADR 0205).
    testMode: usesSandbox(context.get(cloudflareContext).env),
  };
}

// Runs again on every navigation (it is cheap): a flash left by a redirect shows on the next page
// with JavaScript too, and an old one goes away.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

// The default title; error pages set their own through <StatusPage>.
export const meta: Route.MetaFunction = ({ loaderData, error }) => (error ? [] : [{ title: loaderData?.brand.name ?? "" }]);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The last effect of the hydrating commit (effects run children first): from now on changes are the browser's.
  useEffect(() => markHydrated(), []);
  // The user's zone for the rules that depend on it, e.g. the autoload default dates (ADR 0238).
  useEffect(() => rememberBrowserTimeZone(), []);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const brand = rootData?.brand;
  const flash = rootData?.flash;
  const requestInfo = useRequestInfo();
  const testMode = rootData?.testMode ?? requestInfo?.testMode ?? false;
  const error = useRouteError();
  const handles = routeHandles(useMatches());
  // The page's namespaces: in the browser, a navigation to a screen with new ones suspends (inside the
  // router's transition) until i18next has loaded them.
  const namespaces = pageNamespaces(handles);
  const { t, i18n } = useTranslation(namespaces);
  const i18nFiles = useI18nFiles();
  // The texts the document's first render needed, preloaded with it; a later screen's come from the
  // backend (a preload rendered then would only fetch them a second time).
  const [firstNamespaces] = useState(namespaces);
  const code = codeOfTag(i18n.language) ?? DEFAULT_LANGUAGE;
  // Error pages and routes that declare `hydrate: false` ship no JavaScript at all.
  const hydrate = !error && !handles.some((h) => h.hydrate === false);
  // The dashboard shell draws its own header: one brand bar per page.
  const showHeader = brand && !error && !handles.some((h) => h.hideNavBar || h.ownHeader);
  const actionData = useContext(DataRouterDataContext)?.actionData;
  const title = [...useMatches()].reverse().find((m) => typeof (m.loaderData as { title?: unknown } | undefined)?.title === "string")
    ?.loaderData as { title: string } | undefined;
  const refusedTitle =
    !error && actionData && Object.values(actionData).some(refusedReply)
      ? t("common.errorTitle", { title: title?.title ?? brand?.name ?? "" })
      : null;
  const brandVars = brand
    ? `:root{--brand:${brand.colors.primary};--on-brand:${brand.colors.onPrimary};--brand-surface:${brand.colors.surface}}`
    : "";
  return (
    <html lang={languageTag(code)} dir={languageDir(code)} data-lang={code} data-i18n={namespaces.join(" ")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A refused form (an action's reply with errors): "Error: …" first, so it is the document's title. */}
        {refusedTitle ? <title>{refusedTitle}</title> : null}
        <Meta />
        <Links />
        {hydrate ? <I18nFileLinks files={i18nFiles} namespaces={firstNamespaces} /> : null}
        {brandVars ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: brandVars }} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("common.skipToContent")}
        </a>
        {testMode ? (
          <aside className="test-mode" aria-label={t("common.testMode.label")}>
            <p>{t("common.testMode.banner")}</p>
          </aside>
        ) : null}
        {showHeader ? <PublicHeader brand={brand} /> : null}
        {flash && brand ? <FlashToast flash={flash} support={brand.supportName} /> : null}
        {children}
        {hydrate ? (
          <>
            <RouteLoadWatch />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/**
 * The page language's text files (ADR 0250): their paths for entry.client and the i18next backend, and a
 * preload of the page's namespaces, fetched beside the page's JavaScript rather than after it.
 */
function I18nFileLinks({ files, namespaces }: { files: I18nFiles; namespaces: readonly string[] }) {
  if (Object.keys(files).length === 0) return null;
  return (
    <>
      <meta name={I18N_FILES_META} content={JSON.stringify(files)} />
      {namespaces.map((ns) => (files[ns] ? <link key={ns} rel="preload" as="fetch" crossOrigin="anonymous" href={files[ns]} /> : null))}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation(["unknownHost", "error"]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    if ((error.data as { reason?: string } | null)?.reason === UNKNOWN_HOST) {
      return (
        <StatusPage title={t("unknownHost.title")} heading={t("unknownHost.heading")}>
          <p>{t("unknownHost.body")}</p>
        </StatusPage>
      );
    }
    // A dashboard path naming a business the user has no place in stops in the dashboard's guard, whose
    // error lands here: its 404 carries the shell of the user's own business (issue 24 item 1).
    const shell = (error.data as Partial<ShellNotFoundData> | null)?.shell;
    if (shell) {
      return (
        <Shell {...shell}>
          <PageNotFound home={shell.nav.home} />
        </Shell>
      );
    }
    return <NotFound />;
  }
  if (isRouteErrorResponse(error) && (error.data as { reason?: string } | null)?.reason === PROVIDER_UNCONFIGURED) {
    return (
      <StatusPage title={t("error.unavailableTitle")} heading={t("error.unavailableHeading")}>
        <p>{t("error.unavailableBody")}</p>
      </StatusPage>
    );
  }
  // A page's code that failed to arrive or timed out (ADR 0237): say so and offer to load it again.
  if (isCodeLoadError(error)) {
    return (
      <main id="main" className="status-page">
        <CodeLoadFailed />
      </main>
    );
  }
  return (
    <StatusPage title={t("error.title")} heading={t("error.heading")}>
      <p>{t("error.body")}</p>
    </StatusPage>
  );
}
