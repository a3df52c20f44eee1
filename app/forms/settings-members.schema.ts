import { z } from "zod";
import { roles } from "#domain/enums";
import { emailSchema, firstNameSchema, lastNameSchema } from "#domain/validation";

/**
 * The members page's forms (no server-only code: this module travels to the browser). The fields are
 * the domain's rules, the same the provider applies to POST /businesses/{id}/users.
 */

export const addMemberSchema = z.object({
  intent: z.literal("add"),
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  role: z.enum(roles, "settings.members.roleRequired"),
  /** The business the role is held on: the organization or one of its programs. */
  businessId: z.string("settings.members.accessRequired").min(1, "settings.members.accessRequired"),
});

export const removeMemberSchema = z.object({
  intent: z.literal("remove"),
  userId: z.string().min(1),
  businessId: z.string().min(1),
});

/** A member's new role (ADR 0180), confirmed on the change panel. */
export const changeRoleSchema = z.object({
  intent: z.literal("role"),
  userId: z.string().min(1),
  businessId: z.string().min(1),
  role: z.enum(roles, "settings.members.roleRequired"),
});

export const memberActionSchema = z.discriminatedUnion("intent", [addMemberSchema, removeMemberSchema, changeRoleSchema]);
