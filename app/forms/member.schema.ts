import { z } from "zod";
import { strongPasswordConfirmationSchema } from "#domain/password-breach";
import { signInPasswordSchema } from "#domain/validation";

/** The invited member's password and its confirmation: the spec's rule (section 5). */
export const registerMemberSchema = z.object({ intent: z.literal("register") }).and(strongPasswordConfirmationSchema);

/** An existing account accepts an invitation with its current password (issue 34 item 4, ADR 0243). */
export const acceptMemberInvitationSchema = z.object({ intent: z.literal("accept"), password: signInPasswordSchema });
