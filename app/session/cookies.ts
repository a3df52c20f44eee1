/**
 * The one place cookies are read and written. Every cookie of the app is a `__Host-` cookie: Path=/,
 * Secure, no Domain, SameSite=Lax; values are URI-encoded.
 */

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type CookieOptions = {
  /** Seconds; without it the cookie lasts as long as the browser session. */
  maxAge?: number;
  /** Out of reach of the page's JavaScript (default true). */
  httpOnly?: boolean;
};

/** A Set-Cookie header value. */
export function setCookie(name: string, value: string, { maxAge, httpOnly = true }: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/"];
  if (maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAge))}`);
  if (httpOnly) parts.push("HttpOnly");
  parts.push("Secure", "SameSite=Lax");
  return parts.join("; ");
}

/** A Set-Cookie header value that removes the cookie. */
export function clearCookie(name: string): string {
  return setCookie(name, "", { maxAge: 0 });
}

/**
 * Session cookie (no Max-Age) remembering that the announcement banner was closed, for pages without
 * JavaScript (/preferences sets it; sign-out clears it with the spec's session flag, issue 38 item 6).
 */
export const BANNER_COOKIE = "__Host-banner-closed";
