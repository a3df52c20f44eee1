import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { safeRedirectPath } from "#app/session/safe-redirect";

/**
 * Small, short-lived cookies around sign-in. None holds a secret: the remembered path, the one-time
 * code step's identifier, the address a sign-up's code went to, and the form token an opened reset link was exchanged for. (Notices for the next
 * page are flashes: app/flash.)
 */

export const RETURN_COOKIE = "__Host-return";
export const OTP_COOKIE = "__Host-otp";
export const RESET_COOKIE = "__Host-reset";
export const ADDRESS_COOKIE = "__Host-address";

/** Remembers where a signed-out user was going, for the redirect after sign-in (15 minutes). */
export function rememberReturnPath(path: string): string {
  return setCookie(RETURN_COOKIE, path, { maxAge: 15 * 60 });
}

export function readReturnPath(request: Request): string | null {
  const value = readCookie(request, RETURN_COOKIE);
  return value ? safeRedirectPath(value, "") || null : null;
}

export const clearReturnPath = () => clearCookie(RETURN_COOKIE);

/** The identifier a one-time code was sent to (10 minutes, the code's lifetime). */
export function rememberOtpIdentifier(identifier: string): string {
  return setCookie(OTP_COOKIE, identifier, { maxAge: 10 * 60 });
}

export function readOtpIdentifier(request: Request): string | null {
  return readCookie(request, OTP_COOKIE);
}

export const clearOtpIdentifier = () => clearCookie(OTP_COOKIE);

/**
 * The e-mail address a code was sent to before its account is created (cardholder registration,
 * onboarding's applicant; ADR 0200), for the code's lifetime (10 minutes).
 */
export function rememberAddress(email: string): string {
  return setCookie(ADDRESS_COOKIE, email, { maxAge: 10 * 60 });
}

export function readAddress(request: Request): string | null {
  return readCookie(request, ADDRESS_COOKIE);
}

export const clearAddress = () => clearCookie(ADDRESS_COOKIE);

/**
 * The form token the e-mailed link was exchanged for (ADR 0154), for as long as the provider says it
 * lasts (at most 15 minutes). The link's own token is spent and never stored.
 */
export function rememberResetToken(token: string, maxAgeSeconds: number): string {
  return setCookie(RESET_COOKIE, token, { maxAge: Math.min(maxAgeSeconds, 15 * 60) });
}

export function readResetToken(request: Request): string | null {
  return readCookie(request, RESET_COOKIE);
}

export const clearResetToken = () => clearCookie(RESET_COOKIE);
