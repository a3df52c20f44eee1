import type { RowData } from "@tanstack/react-table";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { ActiveFilters } from "#app/components/active-filters";
import { type Columns, DataTable, tablePages } from "#app/components/data-table";
import { FilterBar, FilterInput, type FilterOption, FilterSelect } from "#app/components/filter-bar";
import type { ListPages } from "#app/list-view";

type HistoryKind = "loads" | "transfers";

const ADDRESSES = {
  loads: { page: "/:businessId/history/loads", csv: "/:businessId/history/loads/export.csv" },
  transfers: { page: "/:businessId/history/transfers", csv: "/:businessId/history/transfers/export.csv" },
} as const;

/**
 * The frame of a money history (ADR 0220), one for the load history and the bank transfers: the
 * heading with the CSV of the current view, the filters (a GET form, so the view lives in the URL and
 * works without JavaScript; search and the date range are common, each history adds its selects), the
 * active filters, how many items match and their sum, and the keyset-paged table.
 */
export function HistoryPage<Row extends RowData & { id: string }>({
  kind,
  businessId,
  filters,
  selects,
  activeFilters,
  count,
  total,
  exportQuery,
  columns,
  rows,
  pages,
}: {
  kind: HistoryKind;
  businessId: string;
  filters: { search?: string | undefined; from?: string | undefined; to?: string | undefined } & Record<string, string | undefined>;
  /** The history's own filters: name, label and options; the value comes from `filters[name]`. */
  selects: ReadonlyArray<{ name: string; label: string; options: readonly FilterOption[] }>;
  activeFilters: ReadonlyArray<{ key: string; label: string; value: string; query: string }>;
  count: number;
  total: string | null;
  exportQuery: string;
  columns: Columns<Row>;
  rows: readonly Row[];
  pages: ListPages;
}) {
  const { t } = useTranslation(["common", "history"]);
  const base = href(ADDRESSES[kind].page, { businessId });
  const heading = t(`history.${kind}.heading`);
  return (
    <>
      <div className="page-heading">
        <h1>{heading}</h1>
        <p className="filter-actions">
          <a href={`${href(ADDRESSES[kind].csv, { businessId })}${exportQuery}`} download>
            {t("history.export")}
          </a>
        </p>
      </div>
      <p>{t(`history.${kind}.intro`)}</p>
      <FilterBar action={base} label={t("history.filters.label")} apply={t("history.filters.apply")} clear={t("history.filters.clear")}>
        <FilterInput id={`${kind}-search`} name="search" type="search" label={t(`history.${kind}.search`)} value={filters.search} />
        {selects.map((select) => (
          <FilterSelect
            key={select.name}
            id={`${kind}-${select.name}`}
            name={select.name}
            label={select.label}
            value={filters[select.name]}
            any={t("history.filters.any")}
            options={select.options}
          />
        ))}
        <FilterInput id={`${kind}-from`} name="from" type="date" label={t("history.filters.from")} value={filters.from} />
        <FilterInput id={`${kind}-to`} name="to" type="date" label={t("history.filters.to")} value={filters.to} />
      </FilterBar>
      <ActiveFilters base={base} filters={activeFilters} />
      {total !== null ? (
        <p className="history-totals" aria-live="polite">
          {t("history.totals", { matches: count, total })}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        caption={heading}
        captionHidden
        empty={t(`history.${kind}.empty`)}
        pages={tablePages(base, pages, (range) => t("history.range", { from: range.from, to: range.to, count: range.count }))}
      />
    </>
  );
}
