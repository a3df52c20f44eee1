import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { customFieldValuesFormSchema } from "#domain/custom-fields";
import { fundingTransferAmountSchema } from "#domain/money";

/**
 * The funding account page's forms (no server-only code: this module travels to the browser). A
 * transfer names its two accounts: "super" (the top-level business's own account) or a program id.
 */
export const SUPER_ACCOUNT = "super";

export const fundingTransferSchema = z
  .object({
    intent: z.literal("transfer"),
    from: z.string({ error: "funding.errors.fromRequired" }).min(1, "funding.errors.fromRequired"),
    to: z.string({ error: "funding.errors.toRequired" }).min(1, "funding.errors.toRequired"),
    amount: fundingTransferAmountSchema,
    /** The values of the business's custom fields for deposits (checked against them on the server, ADR 0179). */
    customFields: customFieldValuesFormSchema,
    idempotencyKey: idempotencyKeySchema,
  })
  .refine((v) => v.from !== v.to, { path: ["to"], message: "funding.errors.sameAccount" });

export const revealAchSchema = z.object({ intent: z.literal("revealAch") });
