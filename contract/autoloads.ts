/** Autoloads (recurring card loads) of spec section 7. */
import { z } from "zod";
import { loadAmountCentsSchema } from "#domain/money";
import { cardIdSchema } from "#domain/validation";
import { dateSchema, endpoint, idSchema, pageOf, pageQuerySchema } from "./common";
import { autoloadDetailsSchema, autoloadSchema, autoloadStatuses } from "./entities";
import { autoloadFrequencySchema } from "./enums";

const G = "autoloads";

export const createAutoloadBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    amountCents: loadAmountCentsSchema,
    frequency: autoloadFrequencySchema,
    /** First load date (America/New_York calendar day); see domain autoload date rules. */
    startDate: dateSchema,
    endDate: dateSchema.nullable().optional(),
    cardIds: z.array(cardIdSchema).max(10_000).default([]),
  })
  .refine((b) => !b.endDate || b.endDate >= b.startDate, { message: "End date must not be before the start date", path: ["endDate"] });

export const updateAutoloadBodySchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  amountCents: loadAmountCentsSchema.optional(),
  frequency: autoloadFrequencySchema.optional(),
  endDate: dateSchema.nullable().optional(),
  /** Only `cancelled` may be set (needs cancelAutoload). */
  status: z.enum(autoloadStatuses).extract(["cancelled"]).optional(),
});

const autoloadResponseSchema = z.object({ autoload: autoloadDetailsSchema });
const membersBodySchema = z.object({ cardIds: z.array(cardIdSchema).min(1).max(10_000) });

export const autoloads = {
  listAutoloads: endpoint({
    id: "autoloads.listAutoloads",
    group: G,
    method: "GET",
    path: "/autoloads/business/{businessId}",
    summary: "Autoload profiles of the business",
    auth: "bearer",
    status: 200,
    params: z.object({ businessId: idSchema }),
    query: pageQuerySchema.extend({ status: z.enum(autoloadStatuses).optional() }),
    response: pageOf("autoloads", autoloadSchema),
    errors: [404],
  }),
  createAutoload: endpoint({
    id: "autoloads.createAutoload",
    group: G,
    method: "POST",
    path: "/autoloads/business/{businessId}/autoload",
    summary: "Create an autoload profile",
    description: "Needs createAutoload (and addCardsToAutoload when cardIds are given). Loads run at 3 A.M. Eastern.",
    auth: "bearer",
    status: 201,
    params: z.object({ businessId: idSchema }),
    body: createAutoloadBodySchema,
    response: autoloadResponseSchema,
    errors: [403, 404],
  }),
  getAutoload: endpoint({
    id: "autoloads.getAutoload",
    group: G,
    method: "GET",
    path: "/autoloads/{autoloadProfileId}",
    summary: "One autoload profile with a page of its member cards and its latest runs",
    auth: "bearer",
    status: 200,
    params: z.object({ autoloadProfileId: idSchema }),
    query: pageQuerySchema,
    response: autoloadResponseSchema,
    errors: [404],
  }),
  updateAutoload: endpoint({
    id: "autoloads.updateAutoload",
    group: G,
    method: "PATCH",
    path: "/autoloads/{autoloadProfileId}",
    summary: "Change or cancel an autoload profile",
    description: "Needs modifyAutoload (cancelAutoload to cancel). 409 `autoload_not_active`.",
    auth: "bearer",
    status: 200,
    params: z.object({ autoloadProfileId: idSchema }),
    body: updateAutoloadBodySchema,
    response: autoloadResponseSchema,
    errors: [403, 404, 409],
  }),
  addMembers: endpoint({
    id: "autoloads.addMembers",
    group: G,
    method: "POST",
    path: "/autoloads/{id}/members",
    summary: "Add cards to an autoload profile",
    description: "Needs addCardsToAutoload.",
    auth: "bearer",
    status: 200,
    params: z.object({ id: idSchema }),
    body: membersBodySchema,
    response: autoloadResponseSchema,
    errors: [403, 404, 409],
  }),
  removeMembers: endpoint({
    id: "autoloads.removeMembers",
    group: G,
    method: "DELETE",
    path: "/autoloads/{id}/members",
    summary: "Remove cards from an autoload profile",
    description: "Needs deleteCardsFromAutoload.",
    auth: "bearer",
    status: 200,
    params: z.object({ id: idSchema }),
    body: membersBodySchema,
    response: autoloadResponseSchema,
    errors: [403, 404],
  }),
} as const;
