import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FilterDisclosure } from "#app/components/filter-disclosure";

/**
 * The filter form of a money history (ADR 0220): a GET form, so the view lives in the URL and works
 * without JavaScript. Search and the date range are common; each history adds its own selects.
 */
export function HistoryFilters({
  base,
  idPrefix,
  search,
  from,
  to,
  searchLabel,
  children,
}: {
  base: string;
  idPrefix: string;
  search: string | undefined;
  from: string | undefined;
  to: string | undefined;
  searchLabel: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(["history"]);
  return (
    <FilterDisclosure summary={t("history.filters.label")}>
      <Form method="get" action={base} className="filters" role="search" aria-label={t("history.filters.label")}>
        <div className="field">
          <label htmlFor={`${idPrefix}-search`}>{searchLabel}</label>
          <input id={`${idPrefix}-search`} type="search" name="search" defaultValue={search ?? ""} />
        </div>
        {children}
        <div className="field">
          <label htmlFor={`${idPrefix}-from`}>{t("history.filters.from")}</label>
          <input id={`${idPrefix}-from`} type="date" name="from" defaultValue={from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-to`}>{t("history.filters.to")}</label>
          <input id={`${idPrefix}-to`} type="date" name="to" defaultValue={to ?? ""} />
        </div>
        <div className="filter-actions">
          <button type="submit">{t("history.filters.apply")}</button>
          <Link to={base} className="button secondary">
            {t("history.filters.clear")}
          </Link>
        </div>
      </Form>
    </FilterDisclosure>
  );
}

/** How many items the view matches and the sum of their amounts, above the table. */
export function HistorySummary({ count, total }: { count: number; total: string | null }) {
  const { t } = useTranslation(["history"]);
  if (total === null) return null;
  return (
    <p className="history-totals" aria-live="polite">
      {t("history.totals", { matches: count, total })}
    </p>
  );
}
