import { z } from "zod";
import { passwordConfirmationSchema } from "#domain/validation";

/** The invited member's password and its confirmation: the spec's rule (section 5). */
export const registerMemberSchema = z.object({ intent: z.literal("register") }).and(passwordConfirmationSchema);
