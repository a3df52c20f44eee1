import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FilterDisclosure } from "#app/components/filter-disclosure";
import type { BulkAction } from "#app/forms/cards-bulk.schema";

/**
 * The cards list's bulk bar (docs/decisions/0157-bulk-card-actions.md): a form the rows' checkboxes
 * belong to (by its id), with the list's filter as hidden fields, so "all matching the filter" posts
 * the filter and never the cards. Apart from the other bulk parts so the list carries no form kit.
 */

/** The list's filter as the bulk form posts it: "all matching the filter" is resolved by the server. */
export type ListFilter = Partial<Record<"search" | "status" | "formFactor" | "tagId" | "programId", string>>;

/**
 * The bar above the cards list: which cards (ticked, or all matching the filter) and which action. On a
 * phone it is folded like the filters, so the first rows show on the first screen (issue 35 item 8).
 */
export function BulkBar({
  id,
  action,
  actions,
  filter,
}: {
  id: string;
  action: string;
  actions: readonly BulkAction[];
  filter: ListFilter;
}) {
  const { t } = useTranslation(["cards"]);
  return (
    <Form id={id} method="post" action={action} className="bulk-bar">
      <FilterDisclosure summary={t("cards.bulk.legend")}>
        <fieldset className="filters">
          <legend>{t("cards.bulk.legend")}</legend>
          <input type="hidden" name="intent" value="choose" />
          {Object.entries(filter).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
          <div className="field">
            <label htmlFor={`${id}-action`}>{t("cards.bulk.action")}</label>
            <select id={`${id}-action`} name="action" defaultValue={actions[0]}>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {t(`cards.bulk.actions.${a}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field">
            <legend>{t("cards.bulk.scope")}</legend>
            <label className="choice">
              <input type="radio" name="scope" value="selected" defaultChecked /> {t("cards.bulk.scopeSelected")}
            </label>
            <label className="choice">
              <input type="radio" name="scope" value="filter" /> {t("cards.bulk.scopeFilter")}
            </label>
          </fieldset>
          <div className="filter-actions">
            <button type="submit">{t("cards.bulk.continue")}</button>
          </div>
        </fieldset>
      </FilterDisclosure>
    </Form>
  );
}
