import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FilterDisclosure } from "./filter-disclosure";

/**
 * A list's filters (issue 33 item 5): a GET form whose state is the URL, folded into a disclosure on
 * phones (`FilterDisclosure`), with Apply and, where the list has it, Clear (back to the list's own address). Works without
 * JavaScript: the browser submits the form as a query. The fields are `FilterSelect` and `FilterInput`;
 * each field's `value` is what the URL holds now.
 */
export function FilterBar({
  action,
  label,
  apply,
  clear,
  children,
}: {
  /** The list's address: where the form goes and what Clear links to. */
  action: string;
  /** Names the form for screen readers (role=search) and the disclosure's summary. */
  label: string;
  apply: string;
  /** The Clear link's text; a list with one field may leave it out. */
  clear?: string;
  children: ReactNode;
}) {
  return (
    <FilterDisclosure summary={label}>
      <Form method="get" action={action} className="filters" role="search" aria-label={label}>
        {children}
        <div className="filter-actions">
          <button type="submit">{apply}</button>
          {clear !== undefined ? (
            <Link to={action} className="button secondary">
              {clear}
            </Link>
          ) : null}
        </div>
      </Form>
    </FilterDisclosure>
  );
}

export type FilterOption = { value: string; label: string };

/**
 * One filter chosen from a list. `any` is the first option's text, whose value is empty (no filter);
 * without it the select always holds one of `options` (a sort key, an order).
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  any,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  any?: string;
  options: readonly FilterOption[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One typed filter: a search box or a date. */
export function FilterInput({
  id,
  name,
  label,
  value,
  type,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type: "search" | "date";
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} name={name} defaultValue={value ?? ""} />
    </div>
  );
}
