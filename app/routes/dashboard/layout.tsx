import { Outlet } from "react-router";
import { dashboardContext, refreshBusinessUser, requireBusinessUser } from "#app/auth/guards.server";
import { BANNER_COOKIE, shellNavigation } from "#app/components/shell/navigation";
import { Shell } from "#app/components/shell/shell";
import { tenantContext } from "#app/context";
import { readCookie } from "#app/middleware/i18n";
import { sessionExpiresAt } from "#app/session/session.server";
import type { Route } from "./+types/layout";

/** The business dashboard: every route under it needs a signed-in business user and shows the shell. */
export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

export async function loader({ request, context }: Route.LoaderArgs) {
  await refreshBusinessUser(context);
  const { session, business } = context.get(dashboardContext);
  const tenant = context.get(tenantContext);
  return {
    businessName: business.displayName,
    nav: shellNavigation(business),
    supportName: tenant.supportName,
    supportEmail: tenant.supportEmail,
    expiresAt: sessionExpiresAt(session),
    bannerClosed: readCookie(request, BANNER_COOKIE) === "1",
  };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell {...loaderData}>
      <Outlet />
    </Shell>
  );
}
