/**
 * The new-password rule with the breached-password check (review L13, ASVS V6.2, docs/decisions/0248):
 * the spec's composition rule (./validation's passwordSchema), and then no password whose core
 * (./password-core) is one of the most common passwords of public breaches (./common-passwords,
 * 861 cores of the top 1,000), checked offline. The app's new-password forms and the provider's
 * contract (registration, invitations, onboarding, reset) use these; the forms that take a password only
 * to sign in keep signInPasswordSchema (an old password need not meet today's rule). Kept out of
 * ./validation so the list (under 7 KB) reaches only the server and the pages without JavaScript that
 * set a password, never the dashboard's scripts.
 */
import { z } from "zod";
import { COMMON_PASSWORD_CORES } from "./common-passwords";
import { passwordCore } from "./password-core";
import { passwordSchema } from "./validation";

let cores: ReadonlySet<string> | null = null;

/** Whether the password is, at its core, one of the most common breached passwords. */
export function isCommonPassword(password: string): boolean {
  cores ??= new Set(COMMON_PASSWORD_CORES.split(/\s+/).filter(Boolean));
  return cores.has(passwordCore(password));
}

/** A new password (registration, invitation, onboarding, reset): the spec's rule, then the breach check. */
export const strongPasswordSchema = passwordSchema.refine((password) => !isCommonPassword(password), {
  error: "passwordBreached",
  abort: true,
});

/** A new password and its confirmation; a mismatch is reported on `confirmPassword`. */
export const strongPasswordConfirmationSchema = z
  .object({ password: strongPasswordSchema, confirmPassword: z.string({ error: "passwordMismatch" }) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: "passwordMismatch" });
