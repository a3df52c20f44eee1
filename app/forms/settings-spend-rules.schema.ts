import { z } from "zod";
import { spendRuleTypes } from "#domain/enums";
import { tagAmountSchema } from "#domain/money";

/** The spend rule form (no server-only code: this module travels to the browser). */

/** Velocity periods, as the contract names them (written out so the page does not load the contract). */
export const VELOCITY_PERIODS = ["transaction", "day", "week", "month"] as const;

export const spendRuleFormSchema = z
  .object({
    intent: z.enum(["create", "update"]),
    ruleId: z.string().optional(),
    type: z.enum(spendRuleTypes),
    name: z.string("settings.rules.nameRequired").trim().min(1, "settings.rules.nameRequired").max(100, "settings.rules.nameTooLong"),
    amount: z.string().optional(),
    period: z.enum(VELOCITY_PERIODS, "settings.rules.periodRequired").optional(),
    categories: z.array(z.string().regex(/^[a-z0-9_]+$/)).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === "velocity") {
      const amount = tagAmountSchema.safeParse(value.amount ?? "");
      if (!amount.success) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.error.issues[0]?.message ?? "amountInvalid" });
      else if (amount.data <= 0) ctx.addIssue({ code: "custom", path: ["amount"], message: "amountPositive" });
      if (!value.period) ctx.addIssue({ code: "custom", path: ["period"], message: "settings.rules.periodRequired" });
    } else if (!value.categories?.length) {
      ctx.addIssue({ code: "custom", path: ["categories"], message: "settings.rules.categoriesRequired" });
    }
  });
export type SpendRuleForm = z.infer<typeof spendRuleFormSchema>;
