import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import type { ValidationMessageKey } from "#domain/messages";
import { loadAmountSchema } from "#domain/money";

/**
 * The bulk actions of the cards list (issue 18 item 5, docs/decisions/0157-bulk-card-actions.md). The
 * selection travels with every step: either the ticked card ids (one page of the list at most) or the
 * list's filter, which the server resolves again at each step (never thousands of ids in a form or a
 * URL). No server-only code here: the details form validates with these schemas in the browser too.
 */

export const BULK_ACTIONS = ["load", "tag", "spendRule", "autoload", "removeFromAutoload"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many cards per bulk action: the provider's batch limit, and a few seconds of work. */
export const BULK_CAP = 500;
/** Ticked cards: one page of the list (50), with room to spare. */
export const MAX_TICKED = 200;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The selection as posted: ticked ids, or `scope=filter` with the list's filter fields. */
export const selectionSchema = z.object({
  scope: z.enum(["selected", "filter"], { error: "cards.bulk.errors.scopeRequired" }),
  cardIds: z.array(id).max(MAX_TICKED, "cards.bulk.errors.tooManyTicked").default([]),
  search: z.string().trim().max(100).optional(),
  status: z.string().max(20).optional(),
  formFactor: z.string().max(20).optional(),
  tagId: id.optional(),
  programId: id.optional(),
});

const actionField = z.enum(BULK_ACTIONS, { error: "cards.bulk.errors.actionRequired" });

/** Step 1, from the cards list: which cards and which action. */
export const chooseSchema = selectionSchema.extend({ intent: z.literal("choose"), action: actionField });

const tag = z
  .string({ error: "tagNameRequired" satisfies ValidationMessageKey })
  .trim()
  .min(1, "tagNameRequired" satisfies ValidationMessageKey)
  .max(50, "tagNameTooLong" satisfies ValidationMessageKey);

/** Step 2: the action's own field (`intent=review`); one schema per action, chosen by the posted `action`. */
const review = selectionSchema.extend({ intent: z.enum(["review", "confirm"]) });
export const loadDetailsSchema = review.extend({ action: z.literal("load"), amount: loadAmountSchema });
export const tagDetailsSchema = review.extend({ action: z.literal("tag"), tag });
export const spendRuleDetailsSchema = review.extend({
  action: z.literal("spendRule"),
  spendRuleId: z.string({ error: "cards.bulk.errors.ruleRequired" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "cards.bulk.errors.ruleRequired"),
});
const autoloadId = z
  .string({ error: "cards.bulk.errors.autoloadRequired" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "cards.bulk.errors.autoloadRequired");
export const bulkAutoloadDetailsSchema = review.extend({ action: z.literal("autoload"), autoloadId });
/** Issue 19: take the chosen cards out of an autoload (deleteCardsFromAutoload). */
export const bulkAutoloadRemovalSchema = review.extend({ action: z.literal("removeFromAutoload"), autoloadId });

export const DETAILS_SCHEMAS = {
  load: loadDetailsSchema,
  tag: tagDetailsSchema,
  spendRule: spendRuleDetailsSchema,
  autoload: bulkAutoloadDetailsSchema,
  removeFromAutoload: bulkAutoloadRemovalSchema,
} as const;
export type BulkDetails =
  | z.infer<typeof loadDetailsSchema>
  | z.infer<typeof tagDetailsSchema>
  | z.infer<typeof spendRuleDetailsSchema>
  | z.infer<typeof bulkAutoloadDetailsSchema>
  | z.infer<typeof bulkAutoloadRemovalSchema>;

/**
 * Step 3, the review's button (`intent=confirm`): the same details, the batch's idempotency key (each
 * card's key is derived from it) and a digest of the reviewed cards (a filter that now matches other
 * cards is reviewed again).
 */
export const confirmFieldsSchema = z.object({
  batchKey: idempotencyKeySchema,
  reviewed: z.string().regex(/^[0-9a-f]{64}$/),
});
