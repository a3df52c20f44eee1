import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { safeRedirectPath } from "#app/session/safe-redirect";

/**
 * Small, short-lived cookies around sign-in. None holds a secret: the remembered path, the one-time
 * code step's identifier, and the reset token moved out of the e-mailed link. (Notices for the next
 * page are flashes: app/flash.)
 */

export const RETURN_COOKIE = "__Host-return";
export const OTP_COOKIE = "__Host-otp";
export const RESET_COOKIE = "__Host-reset";

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

/** The e-mailed reset token moves from the link's URL into this cookie (1 hour, the token's life). */
export function rememberResetToken(token: string): string {
  return setCookie(RESET_COOKIE, token, { maxAge: 60 * 60 });
}

export function readResetToken(request: Request): string | null {
  return readCookie(request, RESET_COOKIE);
}

export const clearResetToken = () => clearCookie(RESET_COOKIE);
