import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import type { ValidationMessageKey } from "#domain/messages";
import { loadAmountSchema, parseAmountToCents } from "#domain/money";
import { STATUS_ACTIONS } from "./card-detail.intents";

/**
 * The card page's form schemas, one per intent: the page validates with them as the user types and
 * the card action validates the post with their union (no server-only code here: this module travels
 * to the browser). Money-moving intents carry the idempotency key the loader rendered into the form.
 */

/** An optional amount: blank withdraws the whole balance. */
const optionalAmount = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return undefined;
    const parsed = parseAmountToCents(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** The card actions confirmed without any field (card-detail.intents.ts). */
export const statusActionSchema = z.object({ intent: z.enum(STATUS_ACTIONS) });

export const loadSchema = z.object({ intent: z.literal("load"), amount: loadAmountSchema, idempotencyKey: idempotencyKeySchema });
export const withdrawSchema = z.object({ intent: z.literal("withdraw"), amount: optionalAmount, idempotencyKey: idempotencyKeySchema });
export const addTagSchema = z.object({
  intent: z.literal("addTag"),
  // Each check names its own message: a schema-level `error` would also replace the length message.
  tagName: z
    .string({ error: "tagNameRequired" satisfies ValidationMessageKey })
    .trim()
    .min(1, "tagNameRequired" satisfies ValidationMessageKey)
    .max(50, "tagNameTooLong" satisfies ValidationMessageKey),
});
export const removeTagSchema = z.object({ intent: z.literal("removeTag"), tagId: z.string().min(1) });

const statusAction = <Intent extends (typeof STATUS_ACTIONS)[number]>(intent: Intent) => z.object({ intent: z.literal(intent) });

export const cardActionSchema = z.discriminatedUnion("intent", [
  statusAction("lock"),
  statusAction("unlock"),
  statusAction("freeze"),
  statusAction("unfreeze"),
  statusAction("close"),
  statusAction("reissueVirtualCard"),
  statusAction("resendVirtualCard"),
  loadSchema,
  withdrawSchema,
  addTagSchema,
  removeTagSchema,
]);
export type CardAction = z.infer<typeof cardActionSchema>["intent"];
