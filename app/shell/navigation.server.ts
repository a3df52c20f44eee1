import { href } from "react-router";
import type { BusinessContext } from "#app/session/cookie.server";
import { BANNER_COOKIE, readCookie } from "#app/session/cookies";
import { can } from "#domain/permissions";
import type { ShellNavigation } from "./shell";

export { BANNER_COOKIE };

/** The Developers menu and its pages: developerTools on the top-level business, which has the developer area. */
export function hasDeveloperTools(business: BusinessContext): boolean {
  // A BusinessContext is a UserContext (scope, roles, top-level business).
  return business.developerToolsEnabled && can(business, business.topLevelBusinessId, "developerTools");
}

/** Whether this request's browser closed the banner in this session (the cookie /preferences sets). */
export function bannerClosedIn(request: Request): boolean {
  return readCookie(request, BANNER_COOKIE) === "1";
}

/**
 * The sidebar's targets (spec section 2): Home is programs in program views and cards otherwise;
 * Reports is the reports across programs in program views; Settings are on the top-level business;
 * Developers only with developerTools on the top-level business. (Paths of screens not built yet are
 * plain strings: `href()` only knows the routes in app/routes.ts.)
 */
export function shellNavigation(business: BusinessContext, program: ShellNavigation["program"] = null): ShellNavigation {
  const businessId = business.topLevelBusinessId;
  const top = encodeURIComponent(businessId);
  const programView = business.viewType !== "normal";
  const developerTools = hasDeveloperTools(business);
  return {
    home: programView ? href("/:businessId/programs", { businessId }) : href("/:businessId/cards", { businessId }),
    reports: programView ? href("/:businessId/programs/reports", { businessId }) : href("/:businessId/reports", { businessId }),
    // Autoloads belong to a business with cards: the top-level business in the normal view.
    autoloads: programView ? null : href("/:businessId/autoloads", { businessId }),
    settings: [
      { key: "members", href: `/${top}/settings/members` },
      { key: "spendRules", href: `/${top}/settings/spend-rules` },
      { key: "customFields", href: `/${top}/settings/custom-fields` },
    ],
    developers: developerTools
      ? [
          // Webhooks is a form (a POST that asks the provider for the console's link), Docs a page.
          { key: "webhooks", href: href("/:businessId/developers/webhooks", { businessId }) },
          { key: "docs", href: href("/:businessId/developers/docs", { businessId }) },
        ]
      : null,
    history: historyNavigation(business),
    topLevelBusinessId: businessId,
    program,
  };
}

/**
 * The finance staff's money histories of the top-level business (issue 38 item 1, ADR 0220): the load
 * history with fundingAccountView, the bank transfers too unless bank payment information is hidden.
 */
export function historyNavigation(business: BusinessContext): ShellNavigation["history"] {
  const businessId = business.topLevelBusinessId;
  if (!can(business, businessId, "fundingAccountView")) return null;
  const items: NonNullable<ShellNavigation["history"]> = [
    { key: "history.loads", href: href("/:businessId/history/loads", { businessId }) },
    ...(can(business, businessId, "hideBankPaymentsInformation")
      ? []
      : [{ key: "history.transfers", href: href("/:businessId/history/transfers", { businessId }) } as const]),
  ];
  return items;
}

/**
 * In single-program view, the program's own screen (the user's landing: recipients for a program that
 * pays by bank transfer, else cards) gets an entry beside Home, which the spec sends to programs
 * (docs/decisions/0101-single-program-navigation.md). `home` is the session's landing path; the label
 * is the screen's title in the page's language. Null in any other view.
 */
export function programEntry(
  business: BusinessContext,
  home: string,
  title: (screen: "recipients" | "cards") => string,
): ShellNavigation["program"] {
  if (business.viewType !== "singleProgram") return null;
  const screen = /^\/[^/]+\/recipients$/.test(home) ? "recipients" : /^\/[^/]+\/cards$/.test(home) ? "cards" : null;
  return screen ? { href: home, label: title(screen) } : null;
}
