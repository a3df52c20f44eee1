import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, useLocation, useParams, useRouteLoaderData } from "react-router";
import { requireBusinessUser } from "#app/auth/guards.server";
import { CodeLoadFailed } from "#app/components/code-load";
import { NotFoundContent, StatusContent } from "#app/components/status-page";
import { dashboardContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { MISSING_OBJECT, type NotFoundData } from "#app/http";
import { isCodeLoadError } from "#app/route-load";
import { missingObject, ObjectNotFound, PageNotFound } from "#app/shell/object-not-found";
import { Shell } from "#app/shell/shell";
import { type ShellNotFoundData, shellData, visiblePrograms } from "#app/shell/shell.server";
import type { Route } from "./+types/layout";

/**
 * The business dashboard: every route under it needs a live business session and access to the business
 * in the path, checked by this middleware before any loader or action runs (ADR 0215), and shows the shell.
 */
export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

// The shell draws the page's header (brand and language), so the root leaves its public header out.
export const handle = { ownHeader: true, i18n: ["auth", "shell"] } satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  // The guard read the user again (the name the shell shows) and checked the path business.
  const programs = await visiblePrograms(context);
  return shellData(context, request, { user: context.get(dashboardContext).user, programs, pathInTree: true });
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell {...loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * A dashboard page that fails keeps the shell: a 404 shows the not-found text, anything else (a
 * provider 500, a bug) the spec's generic error with a retry, a plain link to the same address, so it
 * works without JavaScript. Only when the shell's own data failed is it a page without the shell.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>("routes/dashboard/layout");
  const params = useParams();
  // A business outside the user's tree stops before the layout's loader: its 404 carries the shell.
  const shell = loaded ?? (isRouteErrorResponse(error) ? (error.data as Partial<ShellNotFoundData> | null)?.shell : undefined);
  const missing = isRouteErrorResponse(error) && (error.data as NotFoundData)?.reason === MISSING_OBJECT ? missingObject(params) : null;
  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      missing && shell ? (
        <ObjectNotFound {...missing} business={shell.businessName} />
      ) : shell ? (
        <PageNotFound home={shell.nav.home} />
      ) : (
        <NotFoundContent />
      )
    ) : isCodeLoadError(error) ? (
      <CodeLoadFailed />
    ) : (
      <DashboardError />
    );
  if (!shell) {
    return (
      <main id="main" className="status-page">
        {content}
      </main>
    );
  }
  return <Shell {...shell}>{content}</Shell>;
}

function DashboardError() {
  const { t } = useTranslation(["error"]);
  const location = useLocation();
  return (
    <StatusContent title={t("error.title")} heading={t("error.heading")}>
      <p role="alert">{t("error.unexpected")}</p>
      <p>
        <a className="button" href={location.pathname + location.search}>
          {t("error.tryAgain")}
        </a>
      </p>
    </StatusContent>
  );
}
