import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { dashboardContext } from "#app/context";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { listViewQuery, readListView } from "#app/list-view";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { type Load, loadSources, type Transfer } from "#contract/entities";
import type { CustomFieldInput } from "#domain/custom-fields";
import { type Permission, transferSpeeds, transferStatuses } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";

/**
 * The business-wide money histories for finance staff (issue 38 item 1, docs/decisions/0220): every card
 * load and every bank transfer of the business and its programs, newest first, keyset-paged on the
 * provider, with search, filters, the total and the sum of every match, the custom fields the business
 * defined for `business_load_history` and `business_bank_transfers`, and a CSV of the same view.
 */

/** Who may read the load history: finance staff, the same permission as the funding account's history. */
export const mayReadLoadHistory = (permissions: ReadonlySet<Permission>) => permissions.has("fundingAccountView");

/** Who may read the transfers: finance staff, unless bank payment information is hidden from them. */
export const mayReadTransfers = (permissions: ReadonlySet<Permission>) =>
  permissions.has("fundingAccountView") && !permissions.has("hideBankPaymentsInformation");

/** A 403 for a user the history is not for (the menu does not offer it to them). */
export function requireHistory(context: Readonly<RouterContextProvider>, may: (p: ReadonlySet<Permission>) => boolean): void {
  if (!may(context.get(dashboardContext).permissions)) throw data(null, { status: 403 });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = z.string().regex(DATE).optional().catch(undefined);
const viewBase = {
  search: z.string().trim().max(100).optional().catch(undefined),
  from: dateParam,
  to: dateParam,
  cursor: z.string().max(512).optional().catch(undefined),
};

export const loadHistoryParamsSchema = z.object({ ...viewBase, source: z.enum(loadSources).optional().catch(undefined) });
export type LoadHistoryParams = z.infer<typeof loadHistoryParamsSchema>;

export const transferHistoryParamsSchema = z.object({
  ...viewBase,
  status: z.enum(transferStatuses).optional().catch(undefined),
  speed: z.enum(transferSpeeds).optional().catch(undefined),
});
export type TransferHistoryParams = z.infer<typeof transferHistoryParamsSchema>;

/** A view's parameters from the URL; a malformed one is dropped (the list shows without it), never an error. */
export const readLoadHistoryParams = (url: URL) => readListView(url, loadHistoryParamsSchema);
export const readTransferHistoryParams = (url: URL) => readListView(url, transferHistoryParamsSchema);

/** The query string of a view, without empty values, for links (pages, export, dropping a filter). */
export const historyQuery = (params: Readonly<Record<string, unknown>>, extra: Record<string, string> = {}) =>
  listViewQuery(params, extra, {});

/** The filters of each history with the label key of each, in the order they are shown. */
export const LOAD_FILTER_LABELS = {
  search: "history.filters.searchShort",
  source: "history.loads.source",
  from: "history.filters.from",
  to: "history.filters.to",
} as const;
export const TRANSFER_FILTER_LABELS = {
  search: "history.filters.searchShort",
  status: "history.transfers.status",
  speed: "history.transfers.speed",
  from: "history.filters.from",
  to: "history.filters.to",
} as const;

/** The custom field columns of a history: what the business (else its top level) defined for the resource type. */
export function historyFields(
  context: Readonly<RouterContextProvider>,
  resourceType: "business_load_history" | "business_bank_transfers",
): Promise<CustomFieldInput[]> {
  return customFieldsReader(context, resourceType)(context.get(dashboardContext).businessId);
}

/** The values of a row for the custom field columns, in their order ("" where the row has none). */
export const fieldValues = (fields: readonly CustomFieldInput[], values: Readonly<Record<string, string>>) =>
  fields.map((field) => values[field.name] ?? "");

export type LoadHistoryRow = {
  id: string;
  date: string;
  cardId: string;
  cardLast6: string;
  holderName: string;
  amount: string;
  source: Load["source"];
  /** Who made the load; null for one the system made (an autoload). */
  by: string | null;
  fields: string[];
};

export function loadHistoryRow(load: Load, fields: readonly CustomFieldInput[], language: LanguageCode): LoadHistoryRow {
  return {
    id: load.id,
    date: formatDateTimeFor(load.createdAt, language),
    cardId: load.cardId,
    cardLast6: load.cardLast6,
    holderName: load.holderName,
    amount: formatMoney(load.amountCents, language),
    source: load.source,
    by: load.createdBy?.name ?? null,
    fields: fieldValues(fields, load.customFields),
  };
}

export type TransferHistoryRow = {
  id: string;
  date: string;
  recipientId: string;
  recipientName: string;
  accountLast4: string;
  amount: string;
  speed: Transfer["speed"];
  status: Transfer["status"];
  memo: string;
  fields: string[];
};

export function transferHistoryRow(transfer: Transfer, fields: readonly CustomFieldInput[], language: LanguageCode): TransferHistoryRow {
  return {
    id: transfer.id,
    date: formatDateTimeFor(transfer.createdAt, language),
    recipientId: transfer.recipientId,
    recipientName: transfer.recipientName,
    accountLast4: transfer.bankAccountLast4,
    amount: formatMoney(transfer.amountCents, language),
    speed: transfer.speed,
    status: transfer.status,
    memo: transfer.memo ?? "",
    fields: fieldValues(fields, transfer.customFields),
  };
}

/** "Total of every matching item: $1,234.50", or null when the answer carried no sum. */
export const historyTotal = (totalCents: number | undefined, language: LanguageCode) =>
  totalCents === undefined ? null : formatMoney(totalCents, language);
