import { readCookie } from "../middleware/i18n";
import { safeRedirectPath } from "../session/safe-redirect";
import { clearCookieHeader } from "../session/session.server";

/**
 * Small, short-lived cookies around sign-in. None holds a secret: the remembered path, the one-time
 * code step's identifier, and a one-shot notice (the spec's toasts) shown on the next page.
 */

export const RETURN_COOKIE = "__Host-return";
export const NOTICE_COOKIE = "__Host-notice";
export const OTP_COOKIE = "__Host-otp";

const short = (name: string, value: string, maxAge: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;

/** Remembers where a signed-out user was going, for the redirect after sign-in (15 minutes). */
export function rememberReturnPath(path: string): string {
  return short(RETURN_COOKIE, path, 15 * 60);
}

export function readReturnPath(request: Request): string | null {
  const value = readCookie(request, RETURN_COOKIE);
  return value ? safeRedirectPath(value, "") || null : null;
}

export const clearReturnPath = () => clearCookieHeader(RETURN_COOKIE);

export const NOTICES = ["authError", "signedOut", "sessionExpired", "passwordChanged"] as const;
export type Notice = (typeof NOTICES)[number];

export function setNotice(notice: Notice): string {
  return short(NOTICE_COOKIE, notice, 60);
}

export function readNotice(request: Request): Notice | null {
  const value = readCookie(request, NOTICE_COOKIE);
  return (NOTICES as readonly string[]).includes(value ?? "") ? (value as Notice) : null;
}

export const clearNotice = () => clearCookieHeader(NOTICE_COOKIE);

/** The identifier a one-time code was sent to (10 minutes, the code's lifetime). */
export function rememberOtpIdentifier(identifier: string): string {
  return short(OTP_COOKIE, identifier, 10 * 60);
}

export function readOtpIdentifier(request: Request): string | null {
  return readCookie(request, OTP_COOKIE);
}

export const clearOtpIdentifier = () => clearCookieHeader(OTP_COOKIE);

export const RESET_COOKIE = "__Host-reset";

/** The e-mailed reset token moves from the link's URL into this cookie (1 hour, the token's life). */
export function rememberResetToken(token: string): string {
  return short(RESET_COOKIE, token, 60 * 60);
}

export function readResetToken(request: Request): string | null {
  return readCookie(request, RESET_COOKIE);
}

export const clearResetToken = () => clearCookieHeader(RESET_COOKIE);
