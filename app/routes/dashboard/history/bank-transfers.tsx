import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns } from "#app/components/data-table";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { activeFilters, listPages } from "#app/list-view";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { bankTransfers } from "#contract/bankTransfers";
import { transferSpeeds, transferStatuses } from "#domain/enums";
import type { Route } from "./+types/bank-transfers";
import {
  historyFields,
  historyQuery,
  historyTotal,
  mayReadTransfers,
  readTransferHistoryParams,
  requireHistory,
  TRANSFER_FILTER_LABELS,
  type TransferHistoryRow,
  transferHistoryRow,
} from "./history.server";
import { HistoryPage } from "./parts/history-page";

export const handle = { screen: "transferHistory", i18n: ["history"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const PAGE_SIZE = 50;

/** The bank transfers of the business and its programs (issue 38 item 1, ADR 0220): finance staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireHistory(context, mayReadTransfers);
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  const { cursor, ...filters } = readTransferHistoryParams(new URL(request.url));
  const [page, fields] = await Promise.all([
    provider.call(bankTransfers.listTransfers, {
      // A person reads this page: the place of the page and the sum of every match (ADR 0177, 0220).
      query: { ...filters, businessId, cursor, limit: PAGE_SIZE, withTotal: "true" },
    }),
    historyFields(context, "business_bank_transfers"),
  ]);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("history.transfers.title")),
    businessId,
    filters,
    statuses: transferStatuses,
    speeds: transferSpeeds,
    fields: fields.map((f) => f.label),
    rows: page.transfers.map((transfer) => transferHistoryRow(transfer, fields, language)),
    pages: listPages(filters, cursor, page, page.transfers.length),
    count: page.total ?? 0,
    total: historyTotal(page.totalCents, language),
    activeFilters: activeFilters(filters, TRANSFER_FILTER_LABELS, {
      status: filters.status ? t(`history.transfers.statuses.${filters.status}`) : undefined,
      speed: filters.speed ? t(`history.transfers.speeds.${filters.speed}`) : undefined,
    }).map((f) => ({ ...f, label: t(f.labelKey) })),
    exportQuery: historyQuery(filters),
  };
}

export default function BankTransfers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "history"]);
  const { businessId } = loaderData;
  return (
    <HistoryPage
      kind="transfers"
      {...loaderData}
      selects={[
        {
          name: "status",
          label: t("history.transfers.status"),
          options: loaderData.statuses.map((s) => ({ value: s, label: t(`history.transfers.statuses.${s}`) })),
        },
        {
          name: "speed",
          label: t("history.transfers.speed"),
          options: loaderData.speeds.map((s) => ({ value: s, label: t(`history.transfers.speeds.${s}`) })),
        },
      ]}
      columns={transferColumns(t, businessId, loaderData.fields)}
    />
  );
}

const col = columns<TransferHistoryRow>();

function transferColumns(t: TFunction<["common", "history"]>, businessId: string, fields: readonly string[]): Columns<TransferHistoryRow> {
  return col.columns([
    col.accessor("date", { header: () => t("history.columns.date"), meta: { rowHeader: true } }),
    col.accessor("recipientName", {
      header: () => t("history.transfers.recipient"),
      cell: ({ row }) => (
        <>
          <Link to={href("/:businessId/recipients/:recipientId", { businessId, recipientId: row.original.recipientId })}>
            {row.original.recipientName}
          </Link>
          <span className="secondary-text" dir="ltr">
            •••• {row.original.accountLast4}
          </span>
        </>
      ),
    }),
    col.accessor("amount", { header: () => t("history.columns.amount"), meta: { numeric: true } }),
    col.accessor("speed", {
      header: () => t("history.transfers.speed"),
      cell: ({ row }) => t(`history.transfers.speeds.${row.original.speed}`),
    }),
    col.accessor("status", {
      header: () => t("history.transfers.status"),
      cell: ({ row }) => (
        <span className={`status status-${row.original.status}`}>{t(`history.transfers.statuses.${row.original.status}`)}</span>
      ),
    }),
    col.accessor("memo", { header: () => t("history.transfers.memo") }),
    ...fields.map((label, index) =>
      col.display({ id: `field-${index}`, header: () => label, cell: ({ row }) => row.original.fields[index] ?? "" }),
    ),
  ]);
}
