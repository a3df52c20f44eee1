/**
 * The "we're updating our URLs" announcement banner (product spec section 2, navigation shell).
 */

/** The banner is shown only before this instant. */
export const BANNER_CUTOFF = "2025-05-23T00:00:00Z";
/** Session-storage key holding the closed flag; sign-out clears it. */
export const BANNER_SESSION_KEY = "notificationBannerClosed";
/** Route ids (named routes) on which the banner appears. */
export const BANNER_ROUTE_IDS = ["recipients", "cards", "programs"] as const;
export type BannerRouteId = (typeof BANNER_ROUTE_IDS)[number];

const CUTOFF_MS = Date.parse(BANNER_CUTOFF);

export type BannerInput = {
  routeId: BannerRouteId | (string & {}) | null | undefined;
  now: Date;
  /** Whether the user closed it in this session (session storage under BANNER_SESSION_KEY). */
  closed: boolean;
};

/** Shown on the recipients, cards and programs screens, before the cut-off, unless closed this session. */
export function shouldShowBanner({ routeId, now, closed }: BannerInput): boolean {
  if (closed) return false;
  if (!routeId || !(BANNER_ROUTE_IDS as readonly string[]).includes(routeId)) return false;
  return now.getTime() < CUTOFF_MS;
}

/** Reads the closed flag as stored in session storage (any stored "true" counts). */
export function isBannerClosedValue(stored: string | null | undefined): boolean {
  return stored === "true";
}
