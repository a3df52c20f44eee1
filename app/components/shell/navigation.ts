import { userContextOf } from "#app/auth/session.server";
import type { BusinessContext } from "#app/session/session.server";
import { can } from "#domain/permissions";

/** Session cookie (no Max-Age) remembering that the banner was closed, for pages without JavaScript. */
export const BANNER_COOKIE = "__Host-banner-closed";

export type NavItem = { key: string; href: string };
export type ShellNavigation = {
  home: string;
  reports: string;
  settings: NavItem[];
  developers: NavItem[] | null;
  /** The business id used for settings links (the top-level business). */
  topLevelBusinessId: string;
};

/**
 * The sidebar's targets (spec section 2): Home is programs in program views and cards otherwise;
 * Reports is the reports across programs in program views; Settings are on the
 * top-level business; Developers only with developerTools on the top-level business.
 */
export function shellNavigation(business: BusinessContext): ShellNavigation {
  const top = encodeURIComponent(business.topLevelBusinessId);
  const programView = business.viewType !== "normal";
  const developerTools = business.developerToolsEnabled && can(userContextOf(business), business.topLevelBusinessId, "developerTools");
  return {
    home: programView ? `/${top}/programs` : `/${top}/cards`,
    reports: programView ? `/${top}/programs/reports` : `/${top}/reports`,
    settings: [
      { key: "members", href: `/${top}/settings/members` },
      { key: "spendRules", href: `/${top}/settings/spend-rules` },
      { key: "customFields", href: `/${top}/settings/custom-fields` },
    ],
    developers: developerTools
      ? [
          { key: "webhooks", href: `/${top}/developers/webhooks` },
          { key: "docs", href: `/${top}/developers/docs` },
        ]
      : null,
    topLevelBusinessId: business.topLevelBusinessId,
  };
}
