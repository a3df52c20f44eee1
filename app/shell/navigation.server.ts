import { href } from "react-router";
import type { BusinessContext } from "#app/session/cookie.server";
import { BANNER_COOKIE, readCookie } from "#app/session/cookies";
import type { PayoutProductType } from "#domain/enums";
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

/** A screen of the business in the path, in the navigation beside Home (ADR 0234). */
export type ScreenKey = NonNullable<ShellNavigation["screens"]>[number]["key"];

/** The business whose screens the navigation lists: its id, and its product type (null: a top-level business). */
export type ScreensOwner = { id: string; productType: PayoutProductType | null };

/**
 * The screens a business has (ADR 0234): a top-level business (no product type; Harbor) has cards and
 * bank transfers both; a program has those of its product type. Every one has its funding account.
 */
export function businessScreens(owner: ScreensOwner): ShellNavigation["screens"] {
  const businessId = owner.id;
  const cards = [
    { key: "cards", href: href("/:businessId/cards", { businessId }) },
    { key: "orders", href: href("/:businessId/orders", { businessId }) },
    { key: "autoloads", href: href("/:businessId/autoloads", { businessId }) },
  ] as const;
  const recipients = { key: "recipients", href: href("/:businessId/recipients", { businessId }) } as const;
  const funding = { key: "fundingAccount", href: href("/:businessId/funding-account", { businessId }) } as const;
  if (owner.productType === null) return [cards[0], recipients, cards[1], cards[2], funding];
  if (owner.productType === "bank_transfers") return [recipients, funding];
  return [...cards, funding];
}

/**
 * The program a single-program user landed on, read from the session's landing path (computed from its
 * product type at sign-in): the owner of the navigation's screens when the programs list is not at hand.
 */
export function landingProgram(business: BusinessContext, home: string): ScreensOwner | null {
  if (business.viewType !== "singleProgram") return null;
  const match = /^\/([^/]+)\/(recipients|cards)$/.exec(home);
  if (!match) return null;
  return { id: decodeURIComponent(match[1] ?? ""), productType: match[2] === "recipients" ? "bank_transfers" : "cards" };
}

/**
 * The sidebar's targets (spec section 2): Home is programs in program views and cards otherwise;
 * Reports is the reports across programs in program views; Settings are on the top-level business;
 * Developers only with developerTools on the top-level business. Beside Home, the screens of the
 * business in the path (ADR 0234), without the one Home already is: a normal business's own (Harbor:
 * recipients, card orders, autoloads, funding account), a program's in program views, the top-level
 * business's funding account on the programs side. (Paths of screens not built yet are plain strings:
 * `href()` only knows the routes in app/routes.ts.)
 */
export function shellNavigation(business: BusinessContext, owner: ScreensOwner | null = null): ShellNavigation {
  const businessId = business.topLevelBusinessId;
  const top = encodeURIComponent(businessId);
  const programView = business.viewType !== "normal";
  const developerTools = hasDeveloperTools(business);
  const home = programView ? href("/:businessId/programs", { businessId }) : href("/:businessId/cards", { businessId });
  const screensOwner: ScreensOwner = owner ?? { id: businessId, productType: null };
  // The programs side of a program view: the programs list is Home, the top-level business has its funding account.
  const onProgramsSide = programView && screensOwner.id === businessId;
  const screens = onProgramsSide
    ? [{ key: "fundingAccount", href: href("/:businessId/funding-account", { businessId }) } as const]
    : businessScreens(screensOwner).filter((screen) => screen.href !== home);
  return {
    home,
    reports: programView ? href("/:businessId/programs/reports", { businessId }) : href("/:businessId/reports", { businessId }),
    screens,
    settings: [
      { key: "members", href: href("/:businessId/settings/members", { businessId: top }) },
      { key: "spendRules", href: href("/:businessId/settings/spend-rules", { businessId: top }) },
      { key: "customFields", href: href("/:businessId/settings/custom-fields", { businessId: top }) },
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
