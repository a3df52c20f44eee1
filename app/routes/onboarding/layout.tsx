import { Outlet } from "react-router";
import type { RouteHandle } from "#app/handle";
import type { Route } from "./+types/layout";
import { onboardingMiddleware } from "./onboarding.server";

/**
 * Every onboarding screen (spec section 2): public link pages, server-rendered, no JavaScript, no
 * navigation bar. The middleware takes an e-mailed link's token out of the address and keeps every
 * page out of caches.
 */
export const handle = {
  hydrate: false,
  hideNavBar: true,
  ownHeader: true,
  i18n: ["onboarding", "auth", "validation"],
} satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [onboardingMiddleware];

export default function OnboardingLayout() {
  return <Outlet />;
}
