import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvDownload } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { businesses } from "#contract/businesses";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/load-history-export";
import { fieldValues, historyFields, mayReadLoadHistory, readLoadHistoryParams, requireHistory } from "./history.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the load history with the page's filters (ADR 0220), streamed page by page; amounts are plain
 * decimals (negative for a withdrawal), then one column per custom field of `business_load_history`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireHistory(context, mayReadLoadHistory);
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readLoadHistoryParams(new URL(request.url));
  const { t } = getI18n(context);
  const list = (cursor?: string) =>
    provider.call(businesses.listLoadHistory, { params: { id: businessId }, query: { ...filters, cursor, limit: PAGE } });
  const [first, fields] = await Promise.all([list().catch(notFoundOn404), historyFields(context, "business_load_history")]);
  return csvDownload({
    filename: `load-history-${businessId}.csv`,
    incomplete: t("common.csvExport.incomplete"),
    header: [
      t("history.csv.loadId"),
      t("history.columns.date"),
      t("history.csv.cardId"),
      t("history.csv.cardLast6"),
      t("history.csv.holder"),
      t("history.columns.amount"),
      t("history.loads.source"),
      t("history.loads.by"),
      ...fields.map((f) => f.label),
    ],
    first,
    rowsOf: (page) =>
      page.loads.map((load) => [
        load.id,
        load.createdAt,
        load.cardId,
        load.cardLast6,
        load.holderName,
        { decimal: centsToDecimalString(load.amountCents) },
        t(`history.loads.sources.${load.source}`),
        load.createdBy?.name ?? t("history.loads.automatic"),
        ...fieldValues(fields, load.customFields),
      ]),
    next: (cursor) => list(cursor),
  });
}
