/**
 * The browser's time zone, for the rules that depend on the user's zone (spec section 4: the autoload
 * default dates for users 7 or more hours behind UTC; ADR 0238). A page with JavaScript writes the zone
 * the browser reports into a cookie; the server reads it and falls back to the default zone
 * (America/New_York) when there is none (no JavaScript yet, or ever) or it is not a zone.
 */
import { DEFAULT_TIME_ZONE } from "#domain/dates";
import { readCookie } from "./session/cookies";

/** Not HttpOnly: the page's script writes it. A zone name is not sensitive. */
export const TIME_ZONE_COOKIE = "__Host-tz";
const ONE_YEAR = 365 * 24 * 60 * 60;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Whether a value names a time zone this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 64 || !ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The user's zone for a request: the browser's, from the cookie, else the default. */
export function requestTimeZone(request: Request): string {
  const zone = readCookie(request, TIME_ZONE_COOKIE);
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The `document.cookie` assignment that remembers a zone (the attributes of every cookie of the app). */
export function timeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${ONE_YEAR}; Secure; SameSite=Lax`;
}

/** In the browser: writes the browser's zone into the cookie when it is missing or has changed. */
export function rememberBrowserTimeZone(doc: Pick<Document, "cookie"> = document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isTimeZone(zone)) return;
  if (doc.cookie.split(";").some((part) => part.trim() === `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  doc.cookie = timeZoneCookie(zone);
}
