import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { fundingTransferAmountSchema } from "#domain/money";

/**
 * The funding account page's forms (no server-only code: this module travels to the browser). A
 * transfer names its two accounts: "super" (the top-level business's own account) or a program id.
 * Custom fields of resource type funding_account_deposit come as `field.<name>` inputs, read apart.
 */
export const SUPER_ACCOUNT = "super";

export const fundingTransferSchema = z
  .object({
    intent: z.literal("transfer"),
    from: z.string({ error: "funding.errors.fromRequired" }).min(1, "funding.errors.fromRequired"),
    to: z.string({ error: "funding.errors.toRequired" }).min(1, "funding.errors.toRequired"),
    amount: fundingTransferAmountSchema,
    idempotencyKey: idempotencyKeySchema,
  })
  .refine((v) => v.from !== v.to, { path: ["to"], message: "funding.errors.sameAccount" });

export const revealAchSchema = z.object({ intent: z.literal("revealAch") });
