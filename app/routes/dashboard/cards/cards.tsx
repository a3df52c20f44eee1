import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { ActiveFilters } from "#app/components/active-filters";
import { type Columns, columns, DataTable, type SortOrder, tablePages } from "#app/components/data-table";
import { FilterBar, FilterInput, FilterSelect } from "#app/components/filter-bar";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { activeFilters, listPages } from "#app/list-view";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { BulkBar } from "#app/routes/dashboard/cards/parts/bulk-bar";
import { ViewOnlyNote } from "#app/shell/shell";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { type CardSortKey, cardSortKeys } from "#domain/cards";
import { cardFormFactors, cardStatuses } from "#domain/enums";
import type { Route } from "./+types/cards";
import { CARD_FILTER_LABELS, type CardRow, cardListQuery, cardRow, readCardListParams } from "./cards.server";
import { bulkActionsFor } from "./cards-bulk.choose.server";

export const handle = { screen: "cards", i18n: ["cards"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const PAGE_SIZE = 50;
/** The bulk bar's form, which the rows' checkboxes belong to. */
const BULK_FORM = "bulk";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, business, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const params = readCardListParams(new URL(request.url));
  const { cursor, ...filters } = params;
  const isTopLevel = businessId === business.topLevelBusinessId;
  const [page, tagList, programList] = await Promise.all([
    provider.call(cards.listCards, {
      params: { id: businessId },
      // A person reads this page: ask where it sits ("1–50 of 10,000 cards", Previous; ADR 0177).
      query: { ...filters, cursor, limit: PAGE_SIZE, withTotal: "true" },
    }),
    provider.call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } }),
    isTopLevel && business.viewType !== "normal"
      ? provider.call(businesses.listPrograms, { params: { id: businessId }, query: { limit: 200 } })
      : null,
  ]);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("cards.title")),
    businessId,
    filters,
    rows: page.cards.map((card) => cardRow(card, getLocale(context))),
    // First, previous and next pages and "1–50 of 10,000" (issue 24 item 5).
    pages: listPages(filters, cursor, page, page.cards.length),
    // Each filter in use, with the link that drops only it (search, status, type, program, tag).
    activeFilters: activeFilters(filters, CARD_FILTER_LABELS, {
      status: filters.status ? t(`cards.statuses.${filters.status}`) : undefined,
      formFactor: filters.formFactor ? t(`cards.formFactors.${filters.formFactor}`) : undefined,
      programId: programList?.programs.find((p) => p.id === filters.programId)?.name ?? filters.programId,
      tagId: tagList.tags.find((tag) => tag.id === filters.tagId)?.name ?? filters.tagId,
    }).map((f) => ({ ...f, label: t(f.labelKey) })),
    exportQuery: cardListQuery(filters),
    // The sort links of the column headers: each key in each order, from the first page.
    sortQueries: Object.fromEntries(
      cardSortKeys.map((sort) => [
        sort,
        { asc: cardListQuery({ ...filters, sort, order: "asc" }) || "?", desc: cardListQuery({ ...filters, sort, order: "desc" }) || "?" },
      ]),
    ) as Record<CardSortKey, Record<SortOrder, string>>,
    tags: tagList.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    programs: programList?.programs.map((p) => ({ id: p.id, name: p.name })) ?? [],
    // The bulk actions this user may take here (each card's own business is checked again on the way).
    bulkActions: bulkActionsFor(permissions),
    // Loads from a spreadsheet (issue 20): the link's text comes with the data, so the list loads no import strings.
    importLoads: permissions.has("loadCard") ? t("imports.kinds.card-loads.link") : null,
    // A viewer (no permission here) is told why nothing can be changed (issue 24 item 4).
    viewOnly: permissions.size === 0,
  };
}

/** Cards list: server-side search, filters, sort and pages, all in the URL. */
export default function Cards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "cards"]);
  const { filters, rows, businessId } = loaderData;
  const base = href("/:businessId/cards", { businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("cards.heading")}</h1>
        <p className="filter-actions">
          <Link to={href("/:businessId/orders", { businessId })}>{t("cards.orders")}</Link>
          <a href={`${href("/:businessId/cards/export.csv", { businessId })}${loaderData.exportQuery}`} download>
            {t("cards.export")}
          </a>
          {loaderData.importLoads ? (
            <Link to={href("/:businessId/import/card-loads", { businessId })}>{loaderData.importLoads}</Link>
          ) : null}
        </p>
      </div>
      <FilterBar action={base} label={t("cards.filtersLabel")} apply={t("cards.apply")} clear={t("cards.clear")}>
        <FilterInput id="cards-search" type="search" name="search" label={t("cards.search")} value={filters.search} />
        <FilterSelect
          id="cards-status"
          name="status"
          label={t("cards.status")}
          value={filters.status}
          any={t("cards.any")}
          options={cardStatuses.map((s) => ({ value: s, label: t(`cards.statuses.${s}`) }))}
        />
        <FilterSelect
          id="cards-type"
          name="formFactor"
          label={t("cards.type")}
          value={filters.formFactor}
          any={t("cards.any")}
          options={cardFormFactors.map((f) => ({ value: f, label: t(`cards.formFactors.${f}`) }))}
        />
        {loaderData.programs.length > 0 ? (
          <FilterSelect
            id="cards-program"
            name="programId"
            label={t("cards.program")}
            value={filters.programId}
            any={t("cards.any")}
            options={loaderData.programs.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
        {loaderData.tags.length > 0 ? (
          <FilterSelect
            id="cards-tag"
            name="tagId"
            label={t("cards.tag")}
            value={filters.tagId}
            any={t("cards.any")}
            options={loaderData.tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        ) : null}
        <FilterSelect
          id="cards-sort"
          name="sort"
          label={t("cards.sort")}
          value={filters.sort}
          options={cardSortKeys.map((key) => ({ value: key, label: t(`cards.sortKeys.${key}`) }))}
        />
        <FilterSelect
          id="cards-order"
          name="order"
          label={t("cards.order")}
          value={filters.order}
          options={[
            { value: "desc", label: t("cards.descending") },
            { value: "asc", label: t("cards.ascending") },
          ]}
        />
      </FilterBar>

      <ActiveFilters base={base} filters={loaderData.activeFilters} />
      {loaderData.viewOnly ? <ViewOnlyNote /> : null}
      {loaderData.bulkActions.length > 0 && rows.length > 0 ? (
        <BulkBar
          id={BULK_FORM}
          action={href("/:businessId/cards/bulk", { businessId })}
          actions={loaderData.bulkActions}
          filter={{
            search: filters.search,
            status: filters.status,
            formFactor: filters.formFactor,
            tagId: filters.tagId,
            programId: filters.programId,
          }}
        />
      ) : null}
      <DataTable
        columns={cardColumns(t, base)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("cards.heading")}
        captionHidden
        empty={t("cards.empty")}
        sort={{
          key: filters.sort,
          order: filters.order,
          href: (sort, order) => `${base}${loaderData.sortQueries[sort as CardSortKey][order]}`,
        }}
        pages={tablePages(base, loaderData.pages, (range) => t("cards.range", range))}
        selection={
          loaderData.bulkActions.length > 0
            ? {
                form: BULK_FORM,
                name: "cardIds",
                allName: "pageCardIds",
                allLabel: t("cards.bulk.selectAll"),
                label: (row) => t("cards.bulk.selectCard", { name: row.holderName, last6: row.last6 }),
              }
            : undefined
        }
      />
    </>
  );
}

const col = columns<CardRow>();

/** The cards list's columns; cardholder, card and balance sort on the server. */
function cardColumns(t: TFunction<["common", "cards"]>, base: string): Columns<CardRow> {
  return col.columns([
    col.accessor("holderName", {
      header: () => t("cards.cardholder"),
      meta: { rowHeader: true, sortKey: "holderName" },
      cell: ({ row }) => (
        <>
          <Link to={`${base}/${row.original.id}`}>{row.original.holderName}</Link>
          <span className="secondary-text">{row.original.email}</span>
        </>
      ),
    }),
    col.accessor("last6", {
      header: () => t("cards.card"),
      meta: { sortKey: "last6" },
      cell: ({ row }) => (
        <>
          <span dir="ltr">{row.original.id}</span>
          <span className="secondary-text" dir="ltr">
            •••• {row.original.last6}
          </span>
        </>
      ),
    }),
    col.accessor("formFactor", { header: () => t("cards.type"), cell: ({ row }) => t(`cards.formFactors.${row.original.formFactor}`) }),
    col.accessor("status", {
      header: () => t("cards.status"),
      cell: ({ row }) => <span className={`status status-${row.original.status}`}>{t(`cards.statuses.${row.original.status}`)}</span>,
    }),
    col.accessor("balance", { header: () => t("cards.balance"), meta: { numeric: true, sortKey: "balance" } }),
  ]);
}
