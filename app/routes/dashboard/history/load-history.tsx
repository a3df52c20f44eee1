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
import { businesses } from "#contract/businesses";
import { loadSources } from "#contract/entities";
import type { Route } from "./+types/load-history";
import {
  historyFields,
  historyQuery,
  historyTotal,
  LOAD_FILTER_LABELS,
  type LoadHistoryRow,
  loadHistoryRow,
  mayReadLoadHistory,
  readLoadHistoryParams,
  requireHistory,
} from "./history.server";
import { HistoryPage } from "./parts/history-page";

export const handle = { screen: "loadHistory", i18n: ["history"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const PAGE_SIZE = 50;

/** The card loads of the business and its programs (issue 38 item 1, ADR 0220): finance staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireHistory(context, mayReadLoadHistory);
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  const { cursor, ...filters } = readLoadHistoryParams(new URL(request.url));
  const [page, fields] = await Promise.all([
    provider.call(businesses.listLoadHistory, {
      params: { id: businessId },
      // A person reads this page: the place of the page and the sum of every match (ADR 0177, 0220).
      query: { ...filters, cursor, limit: PAGE_SIZE, withTotal: "true" },
    }),
    historyFields(context, "business_load_history"),
  ]);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("history.loads.title")),
    businessId,
    filters,
    sources: loadSources,
    fields: fields.map((f) => f.label),
    rows: page.loads.map((load) => loadHistoryRow(load, fields, language)),
    pages: listPages(filters, cursor, page, page.loads.length),
    count: page.total ?? 0,
    total: historyTotal(page.totalCents, language),
    activeFilters: activeFilters(filters, LOAD_FILTER_LABELS, {
      source: filters.source ? t(`history.loads.sources.${filters.source}`) : undefined,
    }).map((f) => ({ ...f, label: t(f.labelKey) })),
    exportQuery: historyQuery(filters),
  };
}

export default function LoadHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "history"]);
  const { businessId } = loaderData;
  return (
    <HistoryPage
      kind="loads"
      {...loaderData}
      selects={[
        {
          name: "source",
          label: t("history.loads.source"),
          options: loaderData.sources.map((s) => ({ value: s, label: t(`history.loads.sources.${s}`) })),
        },
      ]}
      columns={loadColumns(t, businessId, loaderData.fields)}
    />
  );
}

const col = columns<LoadHistoryRow>();

function loadColumns(t: TFunction<["common", "history"]>, businessId: string, fields: readonly string[]): Columns<LoadHistoryRow> {
  return col.columns([
    col.accessor("date", { header: () => t("history.columns.date"), meta: { rowHeader: true } }),
    col.accessor("holderName", {
      header: () => t("history.loads.card"),
      cell: ({ row }) => (
        <>
          <Link to={href("/:businessId/cards/:cardId", { businessId, cardId: row.original.cardId })}>{row.original.holderName}</Link>
          <span className="secondary-text" dir="ltr">
            •• {row.original.cardLast6}
          </span>
        </>
      ),
    }),
    col.accessor("amount", { header: () => t("history.columns.amount"), meta: { numeric: true } }),
    col.accessor("source", {
      header: () => t("history.loads.source"),
      cell: ({ row }) => t(`history.loads.sources.${row.original.source}`),
    }),
    col.accessor("by", { header: () => t("history.loads.by"), cell: ({ row }) => row.original.by ?? t("history.loads.automatic") }),
    ...fields.map((label, index) =>
      col.display({ id: `field-${index}`, header: () => label, cell: ({ row }) => row.original.fields[index] ?? "" }),
    ),
  ]);
}
