import { z } from "zod";
import { formatMoney } from "#app/i18n/format";
import { listViewQuery, readListView } from "#app/list-view";
import type { Card } from "#contract/entities";
import { cardSortKeys } from "#domain/cards";
import { cardFormFactors, cardStatuses } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";

/**
 * The cards list's view state lives in the URL (search, filters, sort, page), so it works without
 * JavaScript and a link reproduces the view. Unknown or malformed values are dropped, never an error.
 */
export const cardListParamsSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(cardStatuses).optional().catch(undefined),
  formFactor: z.enum(cardFormFactors).optional().catch(undefined),
  tagId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  programId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(cardSortKeys).catch("createdAt"),
  order: z.enum(["asc", "desc"]).catch("desc"),
  cursor: z.string().max(512).optional().catch(undefined),
});
export type CardListParams = z.infer<typeof cardListParamsSchema>;

export function readCardListParams(url: URL): CardListParams {
  return readListView(url, cardListParamsSchema);
}

/** The query string of a view, without empty values and defaults, for links (next page, export). */
export function cardListQuery(params: Partial<CardListParams>, extra: Record<string, string> = {}): string {
  return listViewQuery(params, extra);
}

/** The filters a view can have in use, in the order they are shown, with the label of each (issue 24 item 5). */
export const CARD_FILTER_LABELS = {
  search: "cards.searchShort",
  status: "cards.status",
  formFactor: "cards.type",
  programId: "cards.program",
  tagId: "cards.tag",
} as const;

export type CardRow = {
  id: string;
  holderName: string;
  email: string;
  last6: string;
  formFactor: Card["formFactor"];
  status: Card["status"];
  balance: string;
};

export function cardRow(card: Card, language: LanguageCode): CardRow {
  return {
    id: card.id,
    holderName: `${card.holder.firstName} ${card.holder.lastName}`.trim(),
    email: card.holder.email,
    last6: card.last6,
    formFactor: card.formFactor,
    status: card.status,
    balance: formatMoney(card.balanceCents, language),
  };
}
