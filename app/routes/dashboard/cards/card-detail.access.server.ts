import type { RouterContextProvider } from "react-router";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import { providerContext } from "#app/context";
import type { CardAction } from "#app/forms/card-detail.schema";
import { cards } from "#contract/cards";
import type { Permission } from "#domain/enums";

/**
 * Who may do what on the card page: the permission each card action needs (checked here, and again by the
 * provider). Its own module so that the review step and the actions share it without importing each other.
 */

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
  transfer: "loadCard",
  addTag: "addTagToCard",
  removeTag: "deleteTagFromCard",
  addNote: "createNote",
  editNote: "editNote",
  deleteNote: "editNote",
  editMetadata: "editMetadata",
  setPin: "setPin",
  reissueAndShip: "replaceCard",
  reassociate: "replaceCard",
  addToAutoload: "addCardsToAutoload",
  removeFromAutoload: "deleteCardsFromAutoload",
};

/**
 * The user's permissions on the card for an action: the card is read again and judged by its own
 * business (ADR 0096; the guard checked the path business, ADR 0215). A card the user cannot see, or
 * one outside the path business, is the not-found page.
 */
export async function cardActionPermissions(context: Readonly<RouterContextProvider>, cardId: string): Promise<ReadonlySet<Permission>> {
  const { card } = await context
    .get(providerContext)
    .call(cards.getDetails, { params: { id: cardId } })
    .catch(notFoundOn404);
  return objectPermissions(context, card.businessId);
}
