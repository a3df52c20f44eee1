import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The filters in use above a list (issue 24 item 5), each removable on its own: a link to the view
 * without it (`activeFilters` of app/list-view.ts), so it works without JavaScript.
 */
export function ActiveFilters({
  base,
  filters,
}: {
  base: string;
  filters: ReadonlyArray<{ key: string; label: string; value: string; query: string }>;
}) {
  const { t } = useTranslation(["common"]);
  if (filters.length === 0) return null;
  return (
    <ul className="active-filters" aria-label={t("common.activeFilters")}>
      {filters.map((filter) => {
        const text = t("common.filterValue", { label: filter.label, value: filter.value });
        return (
          <li key={filter.key}>
            <span>{text}</span>
            <Link to={`${base}${filter.query}`} aria-label={t("common.removeFilter", { filter: text })}>
              <span aria-hidden="true">✕</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
