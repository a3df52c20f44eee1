import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { dashboardContext } from "#app/auth/guards.server";
import { providerContext } from "#app/middleware/provider";
import { isApiError } from "#app/provider/client.server";
import { cards } from "#contract/cards";
import type { Permission } from "#domain/enums";
import { loadAmountSchema, parseAmountToCents } from "#domain/money";

/**
 * Card detail actions. Each intent names the permission it needs (checked here, and again by the
 * provider), its form schema, and the provider call. Money-moving intents carry the idempotency key
 * rendered into the confirmation form, so a double submit moves money once.
 */

const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);
const amount = loadAmountSchema;
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

export const cardActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("lock") }),
  z.object({ intent: z.literal("unlock") }),
  z.object({ intent: z.literal("freeze") }),
  z.object({ intent: z.literal("unfreeze") }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("reissueVirtualCard") }),
  z.object({ intent: z.literal("resendVirtualCard") }),
  z.object({ intent: z.literal("load"), amount, idempotencyKey }),
  z.object({ intent: z.literal("withdraw"), amount: optionalAmount, idempotencyKey }),
  z.object({ intent: z.literal("addTag"), tagName: z.string({ error: "required" }).trim().min(1, "required").max(50) }),
  z.object({ intent: z.literal("removeTag"), tagId: z.string().min(1) }),
]);
export type CardAction = z.infer<typeof cardActionSchema>["intent"];

export const ACTION_PERMISSION: Record<CardAction, Permission> = {
  lock: "lockCard",
  unlock: "lockCard",
  freeze: "freezeCard",
  unfreeze: "freezeCard",
  close: "closeCard",
  reissueVirtualCard: "replaceCard",
  resendVirtualCard: "resendVirtualCard",
  load: "loadCard",
  withdraw: "transferFunds",
  addTag: "addTagToCard",
  removeTag: "deleteTagFromCard",
};

/** The provider's refusal codes that have a message of their own; anything else is the generic one. */
const ERROR_MESSAGES: Record<string, string> = {
  insufficient_funds: "cardDetail.errors.insufficientFunds",
  card_blocked: "cardDetail.errors.cardBlocked",
  card_is_virtual: "cardDetail.errors.cardIsVirtual",
  card_is_physical: "cardDetail.errors.cardIsPhysical",
  invalid_transition: "cardDetail.errors.invalidTransition",
  forbidden: "cardDetail.errors.forbidden",
  idempotency_key_reused: "cardDetail.errors.duplicate",
  no_funding_account: "cardDetail.errors.insufficientFunds",
};

export async function cardAction(context: Readonly<RouterContextProvider>, request: Request, cardId: string) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(await request.formData(), { schema: cardActionSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const action = submission.value;
  if (!permissions.has(ACTION_PERMISSION[action.intent])) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  }
  const params = { id: cardId };
  const done = (intent: CardAction) => `/${encodeURIComponent(businessId)}/cards/${encodeURIComponent(cardId)}?done=${intent}`;
  try {
    switch (action.intent) {
      case "lock":
      case "unlock":
      case "freeze":
      case "unfreeze":
      case "close":
      case "reissueVirtualCard":
      case "resendVirtualCard":
        await provider.call(cards[action.intent], { params });
        break;
      case "load":
        await provider.call(cards.load, {
          params: { id: businessId },
          body: { loads: [{ cardId, amountCents: action.amount }] },
          idempotencyKey: action.idempotencyKey,
        });
        break;
      case "withdraw":
        await provider.call(cards.withdrawFunds, {
          params,
          body: action.amount === undefined ? {} : { amountCents: action.amount },
          idempotencyKey: action.idempotencyKey,
        });
        break;
      case "addTag":
        await provider.call(cards.tagCards, { params: { id: businessId }, body: { name: action.tagName, cardIds: [cardId] } });
        break;
      case "removeTag":
        await provider.call(cards.removeTag, { params: { id: cardId, tagId: action.tagId } });
        break;
    }
  } catch (error) {
    // The same submission is still being carried out (a double click): it moves money once, and this
    // second request simply shows the card like the first will.
    if (isApiError(error, 409) && error.code === "idempotency_request_in_progress") throw redirect(done(action.intent));
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    const message = ERROR_MESSAGES[error.code] ?? "cardDetail.errors.unexpected";
    return data(submission.reply({ formErrors: [message] }), { status: error.status === 403 ? 403 : 409 });
  }
  throw redirect(done(action.intent));
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
