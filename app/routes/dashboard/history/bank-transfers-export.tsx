import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvDownload } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { bankTransfers } from "#contract/bankTransfers";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/bank-transfers-export";
import { fieldValues, historyFields, mayReadTransfers, readTransferHistoryParams, requireHistory } from "./history.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the bank transfers with the page's filters (ADR 0220), streamed page by page; the account by
 * its last four digits only, then one column per custom field of `business_bank_transfers`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireHistory(context, mayReadTransfers);
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readTransferHistoryParams(new URL(request.url));
  const { t } = getI18n(context);
  const list = (cursor?: string) => provider.call(bankTransfers.listTransfers, { query: { ...filters, businessId, cursor, limit: PAGE } });
  const [first, fields] = await Promise.all([list().catch(notFoundOn404), historyFields(context, "business_bank_transfers")]);
  return csvDownload({
    filename: `bank-transfers-${businessId}.csv`,
    incomplete: t("common.csvExport.incomplete"),
    header: [
      t("history.csv.transferId"),
      t("history.columns.date"),
      t("history.csv.recipientId"),
      t("history.transfers.recipient"),
      t("history.csv.accountLast4"),
      t("history.columns.amount"),
      t("history.transfers.speed"),
      t("history.transfers.status"),
      t("history.transfers.memo"),
      ...fields.map((f) => f.label),
    ],
    first,
    rowsOf: (page) =>
      page.transfers.map((transfer) => [
        transfer.id,
        transfer.createdAt,
        transfer.recipientId,
        transfer.recipientName,
        transfer.bankAccountLast4,
        { decimal: centsToDecimalString(transfer.amountCents) },
        t(`history.transfers.speeds.${transfer.speed}`),
        t(`history.transfers.statuses.${transfer.status}`),
        transfer.memo ?? "",
        ...fieldValues(fields, transfer.customFields),
      ]),
    next: (cursor) => list(cursor),
  });
}
