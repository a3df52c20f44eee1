import { type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { getLocale } from "#app/middleware/i18n";
import type { FormMessageKey } from "#app/provider/form-errors.server";
import { identity } from "#contract/identity";
import { rememberAddress } from "./cookies.server";

/**
 * The first step of every sign-up that creates a password account (cardholder registration, onboarding's
 * applicant; docs/decisions/0200-sign-ups-prove-the-address.md): the provider e-mails a code to the
 * address, in the page's language, and this browser remembers the address for the code's 10 minutes.
 * The answer is the same whoever owns the address; the next step (`?step=code`) asks for the code.
 */
export async function sendAddressCode(
  context: Readonly<RouterContextProvider>,
  realm: "business" | "cardholder",
  email: string,
  next: string,
): Promise<never> {
  await context.get(providerContext).call(identity.sendAddressCode, { body: { realm, email, language: getLocale(context) } });
  throw redirect(next, { headers: { "Set-Cookie": rememberAddress(email) } });
}

/** The provider's refusals of a spent, wrong or dead address code, in the sign-in screens' words. */
export const ADDRESS_CODE_ERRORS = {
  otp_incorrect: "auth.codeIncorrect",
  otp_expired: "auth.codeExpired",
  otp_locked: "auth.tooManyAttempts",
} as const satisfies Record<string, FormMessageKey>;

/** The code step without a remembered address (its 10 minutes passed, or cookies are off). */
export const ADDRESS_MISSING = "auth.addressCodeMissing" satisfies FormMessageKey;
