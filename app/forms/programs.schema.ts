import { z } from "zod";
import { payoutProductTypes } from "#domain/enums";

/** The create-program form (travels to the browser; the action validates with it too). */
export const createProgramSchema = z.object({
  intent: z.literal("createProgram"),
  name: z
    .string({ error: "programs.errors.nameRequired" })
    .trim()
    .min(1, "programs.errors.nameRequired")
    .max(255, "programs.errors.nameTooLong"),
  productType: z.enum(payoutProductTypes, { error: "programs.errors.productTypeRequired" }),
});
