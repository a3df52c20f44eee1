import { z } from "zod";
import { formatDateFor } from "#app/i18n/format";
import { listViewQuery, readListView } from "#app/list-view";
import { recipientSortKeys } from "#contract/bankTransfers";
import type { Recipient } from "#contract/entities";
import { recipientIntakeStatuses } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";

/**
 * The recipients list's view state lives in the URL (search, intake status, sort, page), so it works
 * without JavaScript and a link reproduces the view. Unknown or malformed values are dropped, never an error.
 */
export const recipientListParamsSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  intakeStatus: z.enum(recipientIntakeStatuses).optional().catch(undefined),
  sort: z.enum(recipientSortKeys).catch("createdAt"),
  order: z.enum(["asc", "desc"]).catch("desc"),
  cursor: z.string().max(512).optional().catch(undefined),
});
export type RecipientListParams = z.infer<typeof recipientListParamsSchema>;

export function readRecipientListParams(url: URL): RecipientListParams {
  return readListView(url, recipientListParamsSchema);
}

/** The query string of a view, without empty values and defaults, for links (next page, sort, export). */
export function recipientListQuery(params: Partial<RecipientListParams>, extra: Record<string, string> = {}): string {
  return listViewQuery(params, extra);
}

/** The filters a view can have in use, in the order they are shown, with the label of each (issue 24 item 5). */
export const RECIPIENT_FILTER_LABELS = { search: "recipients.searchShort", intakeStatus: "recipients.status" } as const;

export type RecipientRow = {
  id: string;
  name: string;
  email: string;
  intakeStatus: Recipient["intakeStatus"];
  /** "•••• 1234" of the bank account, or null without one: never more than the last four digits. */
  accountLast4: string | null;
  createdAt: string;
};

/**
 * One row of the list. `hideBank` (hideBankPaymentsInformation, issue 38 item 2): the bank account is left
 * out of the row, not only of the page, so the loader data carries no account digits either.
 */
export function recipientRow(recipient: Recipient, language: LanguageCode, hideBank = false): RecipientRow {
  return {
    id: recipient.id,
    name: recipient.name,
    email: recipient.email,
    intakeStatus: recipient.intakeStatus,
    accountLast4: hideBank ? null : (recipient.bankAccount?.accountNumberLast4 ?? null),
    createdAt: formatDateFor(recipient.createdAt, language),
  };
}
