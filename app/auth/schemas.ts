import { z } from "zod";
import { codeSchema, emailSchema, passwordConfirmationSchema, phoneSchema } from "#domain/validation";

/**
 * The sign-in forms' schemas, shared by the page (field names) and the action. Error messages are
 * translation keys: `validation.*` from domain/, `auth.*` from the app.
 */

/** An e-mail address or a 10-digit phone number. */
export const identifierSchema = z
  .string({ error: "auth.identifierInvalid" })
  .trim()
  .min(1, { error: "auth.identifierInvalid" })
  .refine((v) => emailSchema.safeParse(v).success || phoneSchema.safeParse(v).success, { error: "auth.identifierInvalid" })
  .transform((v) => v.toLowerCase());

export const passwordSignInSchema = z.object({
  intent: z.literal("password"),
  identifier: identifierSchema,
  password: z.string({ error: "validation.passwordRequired" }).min(1, { error: "validation.passwordRequired" }),
});

export const sendCodeSchema = z.object({ intent: z.literal("sendCode"), identifier: identifierSchema });
export const verifyCodeSchema = z.object({
  intent: z.literal("verifyCode"),
  code: codeSchema.transform((v) => v.trim()),
});
export const resendCodeSchema = z.object({ intent: z.literal("resendCode") });
export const resetSchema = z.object({ intent: z.literal("reset"), identifier: identifierSchema });
export const newPasswordSchema = z.object({ intent: z.literal("newPassword") }).and(passwordConfirmationSchema);

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
