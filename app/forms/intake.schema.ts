import { z } from "zod";
import {
  accountNumberConfirmationSchema,
  accountTypeSchema,
  codeSchema,
  emailSchema,
  nameOnAccountSchema,
  routingNumberSchema,
} from "#domain/validation";

/**
 * The recipient intake forms (shared by the pages, for field names and constraints, and the actions).
 * Every field rule is the domain's (docs/decisions/0045-one-rulebook.md), the same the provider applies
 * and the dashboard's recipient form uses; messages are `validation.*` keys.
 */

// E-mail verification page: /setup-payment/{businessId}/recipient
export const intakeSendCodeSchema = z.object({ intent: z.literal("sendCode"), email: emailSchema });
export const intakeResendCodeSchema = z.object({ intent: z.literal("resendCode") });
export const intakeVerifyCodeSchema = z.object({ intent: z.literal("verifyCode"), code: codeSchema });
export const requestLinkSchema = z.object({ intent: z.literal("requestLink"), email: emailSchema });

export const emailStepSchema = z.discriminatedUnion("intent", [
  intakeSendCodeSchema,
  intakeResendCodeSchema,
  intakeVerifyCodeSchema,
  requestLinkSchema,
]);

// Bank details page: /setup-payment/recipient
export const bankDetailsFormSchema = z
  .object({
    intent: z.literal("details"),
    nameOnAccount: nameOnAccountSchema,
    routingNumber: routingNumberSchema,
    accountType: accountTypeSchema,
  })
  .and(accountNumberConfirmationSchema);

/** Before the bank-linking page: the name on the account must be valid first (spec section 5). */
export const bankLinkSchema = z.object({ intent: z.literal("bankLink"), nameOnAccount: nameOnAccountSchema });

export const submitDetailsSchema = z.object({ intent: z.literal("submit") });
export const retrySchema = z.object({ intent: z.literal("retry") });

/** The steps of the e-mail verification page, in `?step=`. */
export const EMAIL_STEPS = ["email", "code", "link-sent"] as const;
export type EmailStep = (typeof EMAIL_STEPS)[number];

export function emailStepOf(url: URL): EmailStep {
  const step = url.searchParams.get("step");
  return (EMAIL_STEPS as readonly string[]).includes(step ?? "") ? (step as EmailStep) : "email";
}
