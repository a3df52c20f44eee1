import type { ReactNode } from "react";

/** One label/value pair. `ltr` keeps numbers, IDs and amounts left-to-right inside right-to-left pages. */
export type Fact = { label: ReactNode; value: ReactNode; ltr?: boolean; id?: string };

/**
 * A list of facts (card details, balances, order details): a <dl> whose pairs are grouped in <div>s,
 * so they can be laid out as a grid. Entries that are `null` or `false` are left out, which keeps
 * conditional facts inline at the call site.
 */
export function Facts({
  items,
  layout = "grid",
}: {
  items: readonly (Fact | null | false | undefined)[];
  /** `grid`: pairs side by side (detail pages); `rows`: one pair a line, value at the end (summary cards). */
  layout?: "grid" | "rows";
}) {
  return (
    <dl className={layout === "rows" ? "facts facts-rows" : "facts"}>
      {items.map((fact, index) =>
        fact ? (
          <div key={fact.id ?? (typeof fact.label === "string" ? fact.label : index)}>
            <dt>{fact.label}</dt>
            <dd dir={fact.ltr ? "ltr" : undefined}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
