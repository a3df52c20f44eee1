import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, useFetcher, useLocation, useMatches } from "react-router";
import { type Brand, useBrand } from "#app/components/brand";
import { BrandHeader } from "#app/components/brand-header";
import { LanguageSelector } from "#app/components/language-selector";
import { currentScreen } from "#app/handle";
import { BANNER_SESSION_KEY, isBannerClosedValue, shouldShowBanner } from "#domain/banner";
import { SessionExpiryWarning } from "./session-expiry";

export type NavItem = {
  key: "members" | "spendRules" | "customFields" | "webhooks" | "docs" | "history.loads" | "history.transfers";
  href: string;
};

/** The shell's link targets, built on the server (shell/navigation.server.ts). */
export type ShellNavigation = {
  home: string;
  reports: string;
  /** The screens of the business in the path beside Home (ADR 0234): recipients, card orders, autoloads... */
  screens: { key: "cards" | "recipients" | "orders" | "autoloads" | "fundingAccount"; href: string }[];
  settings: NavItem[];
  developers: NavItem[] | null;
  /** The money histories for finance staff (ADR 0220), where the user may read them. */
  history?: NavItem[] | null;
  /** The business id used for settings links (the top-level business). */
  topLevelBusinessId: string;
};

/** Where the page is (issue 24 item 4), built on the server (shell/shell.server.ts). */
export type ShellPlace = {
  /** The top-level business, first step of the breadcrumb, when the page is one of its programs. */
  topLevel: { name: string; href: string } | null;
  /** The name of the business (or program) in the path. */
  current: string;
  /** The programs the user may switch between (empty unless there are two or more). */
  programs: { name: string; href: string; current: boolean }[];
};

/** Who is signed in: the name, and the role (translated) on the business in the path. */
export type ShellPerson = { name: string; role: string | null };

type ShellProps = {
  businessName: string;
  nav: ShellNavigation;
  place?: ShellPlace;
  person?: ShellPerson | null;
  /** The brand, when the root's data is missing (an error stopped the request before the root's loader). */
  brand?: Brand;
  supportName: string;
  supportEmail: string;
  expiresAt: number;
  bannerClosed: boolean;
  children: React.ReactNode;
};

/** Clears the banner flag the spec keeps in session storage when the user signs out. */
function clearBannerFlag() {
  try {
    sessionStorage.removeItem(BANNER_SESSION_KEY);
  } catch {
    // storage unavailable (private mode): nothing to clear
  }
}

/**
 * The shell's `t`, handed by `Shell` to its own parts: each `useTranslation` builds a copy of the i18next
 * instance on every server render, so the shell asks once (ADR 0188).
 */
type ShellT = TFunction<["common", "auth", "shell"]>;

/** A collapsible group of the sidebar: a <details>, so it opens with the keyboard and without JavaScript. */
function NavGroup({ label, items, open, t }: { label: string; items: ShellNavigation["settings"]; open: boolean; t: ShellT }) {
  return (
    <li>
      <details open={open}>
        <summary>{label}</summary>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              {item.key === "webhooks" ? (
                <WebhooksItem action={item.href} t={t} />
              ) : (
                <NavLink to={item.href}>{t(`shell.${item.key}`)}</NavLink>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The Developers menu's Webhooks item (docs/decisions/0164): a form, because the console's link is
 * short-lived and asked for on use. Without JavaScript the post answers with a redirect to the console
 * (or back, with the message on the page); with it, the answer's address opens in a new tab, and a
 * failure comes back as the spec's 2-second toast.
 */
function WebhooksItem({ action, t }: { action: string; t: ShellT }) {
  const fetcher = useFetcher<{ url: string }>();
  const opened = useRef<string | null>(null);
  // The answer arrives before the router's revalidation ends: open at once, while the click still counts
  // as the user's (a browser blocks a new tab opened seconds later).
  const url = fetcher.data?.url;
  useEffect(() => {
    if (!url || opened.current === url) return;
    opened.current = url;
    const tab = window.open(url, "_blank");
    if (tab) tab.opener = null;
    else window.location.assign(url);
  }, [url]);
  return (
    <fetcher.Form method="post" action={action}>
      <button type="submit" className="nav-button">
        {t("shell.webhooks")}
      </button>
    </fetcher.Form>
  );
}

/**
 * Where the page is: a breadcrumb from the top-level business to the program in the path, and a switcher
 * between the programs the user may see (links in a <details>, so it works without JavaScript).
 */
function PlaceBar({ place, t }: { place: ShellPlace; t: ShellT }) {
  // A new page closes the switcher (the <details> would otherwise stay open across client navigations).
  const { pathname } = useLocation();
  return (
    <div className="place-bar">
      {place.topLevel ? (
        <nav aria-label={t("shell.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <NavLink to={place.topLevel.href} end>
                {place.topLevel.name}
              </NavLink>
            </li>
            <li aria-current="location" className="breadcrumb-current">
              {place.current}
            </li>
          </ol>
        </nav>
      ) : null}
      {place.programs.length > 0 ? (
        <details className="program-switcher" key={pathname}>
          <summary>{t("shell.switchProgram")}</summary>
          <ul>
            {place.programs.map((program) => (
              <li key={program.href}>
                {program.current ? (
                  <span aria-current="location" className="program-current">
                    {t("shell.currentProgram", { name: program.name })}
                  </span>
                ) : (
                  <NavLink to={program.href}>{program.name}</NavLink>
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Where a view-only user's missing actions would be: says why they are missing (issue 24 item 4). */
export function ViewOnlyNote() {
  const { t } = useTranslation(["shell"]);
  return <p className="view-only-note">{t("shell.viewOnly")}</p>;
}

function screenLabel(key: ShellNavigation["screens"][number]["key"], t: ShellT): string {
  return key === "autoloads" ? t("shell.autoloads") : t(`shell.screens.${key}`);
}

/**
 * The bottom bar's "More" (ADR 0234): the business's screens beside the spec's four items, in a <details>
 * so that it opens without JavaScript; a new page closes it.
 */
function MoreScreens({ screens, t }: { screens: ShellNavigation["screens"]; t: ShellT }) {
  const { pathname } = useLocation();
  return (
    <details className="bottom-more" key={pathname}>
      <summary>{t("shell.screens.more")}</summary>
      <ul>
        {screens.map((screen) => (
          <li key={screen.key}>
            <NavLink to={screen.href}>{screenLabel(screen.key, t)}</NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SignOutButton({ className, t }: { className?: string; t: ShellT }) {
  return (
    <Form method="post" action="/logout" reloadDocument onSubmit={clearBannerFlag} className={className}>
      <button type="submit" className="nav-button">
        {t("auth.signOut")}
      </button>
    </Form>
  );
}

/**
 * The navigation shell of the business dashboard (spec section 2): a sidebar on wide screens, a bottom
 * bar under 1026 px, the support dialog, the announcement banner and the language selector. It works
 * without JavaScript (the support dialog is a native popover; settings are a <details> group).
 */
export function Shell({
  businessName,
  nav,
  place,
  person,
  brand: ownBrand,
  supportName,
  supportEmail,
  expiresAt,
  bannerClosed,
  children,
}: ShellProps) {
  const { t } = useTranslation(["common", "auth", "shell"]);
  const rootBrand = useBrand();
  const brand = rootBrand ?? ownBrand;
  const location = useLocation();
  const matches = useMatches();
  const bannerFetcher = useFetcher();
  const settingsActive = nav.settings.some((item) => location.pathname.startsWith(item.href));
  const screen = currentScreen(matches);
  const [storedClosed, setStoredClosed] = useState(false);
  useEffect(() => {
    try {
      setStoredClosed(isBannerClosedValue(sessionStorage.getItem(BANNER_SESSION_KEY)));
    } catch {
      // storage unavailable: rely on the server-side flag
    }
  }, []);
  const closed = bannerClosed || storedClosed || bannerFetcher.state !== "idle" || bannerFetcher.data !== undefined;
  const showBanner = shouldShowBanner({ routeId: screen, now: new Date(), closed });

  return (
    <div className="shell">
      {/* Collapsing works without JavaScript: a real checkbox, focusable and announced, drives the CSS. */}
      <input type="checkbox" id="sidebar-collapsed" className="sidebar-toggle-input visually-hidden" />
      <aside className="sidebar">
        <label htmlFor="sidebar-collapsed" className="sidebar-toggle">
          <span className="when-expanded">{t("shell.collapseMenu")}</span>
          <span className="when-collapsed">{t("shell.expandMenu")}</span>
        </label>
        <nav aria-label={t("shell.mainNavigation")} className="sidebar-nav">
          <ul className="nav-list">
            <li>
              <NavLink to={nav.home} end>
                {t("shell.home")}
              </NavLink>
            </li>
            {nav.screens.map((screen) => (
              <li key={screen.key}>
                <NavLink to={screen.href}>{screenLabel(screen.key, t)}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to={nav.reports}>{t("shell.reports")}</NavLink>
            </li>
            {nav.history ? (
              <NavGroup
                label={t("shell.history.label")}
                items={nav.history}
                open={nav.history.some((item) => location.pathname.startsWith(item.href))}
                t={t}
              />
            ) : null}
            <NavGroup label={t("shell.settings")} items={nav.settings} open={settingsActive} t={t} />
            {nav.developers ? <NavGroup label={t("shell.developers")} items={nav.developers} open={false} t={t} /> : null}
            <li>
              <button type="button" className="nav-button" popoverTarget="support-dialog">
                {t("shell.support")}
              </button>
            </li>
            <li>
              <SignOutButton t={t} />
            </li>
          </ul>
        </nav>
      </aside>

      <div className="shell-body">
        {/* The page's only header: brand, business, language (the root's public header is off here). */}
        {brand ? (
          <BrandHeader brand={brand} homeHref={nav.home} className="topbar">
            <p className="business-name">{businessName}</p>
            {person ? (
              <p className="signed-in-as">
                {/* The role as a tag of its own: no brackets inside brackets (issue 35 item 3). */}
                <span>{t("shell.signedInAs", { name: person.name })}</span>
                {person.role ? <span className="role-tag">{person.role}</span> : null}
              </p>
            ) : null}
            <LanguageSelector />
          </BrandHeader>
        ) : null}
        {showBanner ? (
          <section className="banner" aria-labelledby="banner-title">
            <h2 id="banner-title">{t("shell.bannerTitle")}</h2>
            <p>{t("shell.bannerBody")}</p>
            <bannerFetcher.Form
              method="post"
              action="/preferences"
              onSubmit={() => {
                try {
                  sessionStorage.setItem(BANNER_SESSION_KEY, "true");
                } catch {
                  // storage unavailable: the server-side flag still hides it
                }
              }}
            >
              <input type="hidden" name="intent" value="closeBanner" />
              <button type="submit" className="secondary">
                {t("shell.bannerClose")}
              </button>
            </bannerFetcher.Form>
          </section>
        ) : null}
        <main id="main" className="shell-main">
          {place && (place.topLevel || place.programs.length > 0) ? <PlaceBar place={place} t={t} /> : null}
          {children}
        </main>
      </div>

      <nav className="bottom-bar" aria-label={t("shell.mainNavigation")}>
        <NavLink to={nav.home} end>
          {t("shell.home")}
        </NavLink>
        <NavLink to={nav.reports}>{t("shell.reports")}</NavLink>
        <NavLink to={nav.settings[0]?.href ?? nav.home}>{t("shell.members")}</NavLink>
        <SignOutButton t={t} />
        {nav.screens.length > 0 ? <MoreScreens screens={nav.screens} t={t} /> : null}
      </nav>

      <div id="support-dialog" popover="auto" className="support-dialog" role="dialog" aria-labelledby="support-title">
        <h2 id="support-title">{t("shell.supportTitle")}</h2>
        <p>{t("shell.supportBody", { support: supportName })}</p>
        <p>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <p>{t("common.supportHours")}</p>
        <button type="button" popoverTarget="support-dialog" popoverTargetAction="hide">
          {t("shell.close")}
        </button>
      </div>
      <SessionExpiryWarning expiresAt={expiresAt} />
    </div>
  );
}
