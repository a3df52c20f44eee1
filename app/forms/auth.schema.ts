import { z } from "zod";
import { strongPasswordConfirmationSchema } from "#domain/password-breach";
import { codeSchema, identifierSchema, signInPasswordSchema } from "#domain/validation";

/**
 * The sign-in forms' schemas, shared by the page (field names) and the action. The fields are the
 * domain's (the provider's sign-in calls use the same rules); their messages are `validation.*` keys.
 */

export const passwordSignInSchema = z.object({
  intent: z.literal("password"),
  identifier: identifierSchema,
  password: signInPasswordSchema,
});

export const sendCodeSchema = z.object({ intent: z.literal("sendCode"), identifier: identifierSchema });
export const verifyCodeSchema = z.object({
  intent: z.literal("verifyCode"),
  code: codeSchema,
});
export const resendCodeSchema = z.object({ intent: z.literal("resendCode") });
export const resetSchema = z.object({ intent: z.literal("reset"), identifier: identifierSchema });
export const newPasswordSchema = z.object({ intent: z.literal("newPassword") }).and(strongPasswordConfirmationSchema);

export const signInSchema = z.discriminatedUnion("intent", [
  passwordSignInSchema,
  sendCodeSchema,
  verifyCodeSchema,
  resendCodeSchema,
  resetSchema,
]);

/** The steps of the sign-in page, in `?step=`. */
export const SIGN_IN_STEPS = ["password", "otp", "code", "reset", "reset-sent", "new-password"] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

export function stepOf(url: URL): SignInStep {
  const step = url.searchParams.get("step");
  return (SIGN_IN_STEPS as readonly string[]).includes(step ?? "") ? (step as SignInStep) : "password";
}

/** Shows where a code went without spelling it out: m•••@harbor.test, •••••••100. */
export function maskIdentifier(identifier: string): string {
  const at = identifier.indexOf("@");
  if (at > 0) return `${identifier[0]}•••${identifier.slice(at)}`;
  return `${"•".repeat(Math.max(0, identifier.length - 3))}${identifier.slice(-3)}`;
}

/**
 * The reset-sent step's `?to=`, shown only when it has the shape `maskIdentifier` gives an e-mail
 * address or a 10-digit phone ("m•••@example.org", "•••••••100"); anything else, such as a sentence
 * someone put in a link, shows no destination (issue 12).
 */
export function maskedDestination(value: string | null): string | null {
  if (value === null || value.length > 254) return null;
  if (/^[^\s@•]•••@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value)) return value;
  if (/^•{7}\d{3}$/.test(value)) return value;
  return null;
}
