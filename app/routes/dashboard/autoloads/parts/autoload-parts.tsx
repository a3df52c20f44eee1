import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { StaticTable } from "#app/components/static-table";
import type { PickerCard, PreviewRun } from "#app/routes/dashboard/autoloads/autoloads.server";

/** The autoload screens' parts that need no form kit (they travel with the pages' own JavaScript). */

/** The next runs with their dates and totals: what the review shows before anything is saved. */
export function CalendarPreview({ runs, id }: { runs: readonly PreviewRun[]; id: string }) {
  const { t } = useTranslation(["autoloads"]);
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{t("autoloads.preview.title")}</h3>
      {runs.length ? (
        <StaticTable
          className={null}
          caption={t("autoloads.preview.title")}
          captionHidden
          rows={runs}
          rowKey={(run) => run.when}
          columns={[
            { key: "when", header: t("autoloads.preview.when"), rowHeader: true, cell: (run) => run.when },
            { key: "total", header: t("autoloads.preview.total"), numeric: true, cell: (run) => run.total },
          ]}
        />
      ) : (
        <p>{t("autoloads.preview.none")}</p>
      )}
    </section>
  );
}

/** Checkboxes of cards (holder and last six digits) named `cardIds`, inside or tied to a form. */
export function CardChoices({
  cards,
  checked = [],
  form,
}: {
  cards: readonly Omit<PickerCard, "businessId">[];
  checked?: readonly string[];
  form?: string;
}) {
  const { t } = useTranslation(["autoloads"]);
  if (!cards.length) return <p>{t("autoloads.picker.none")}</p>;
  return (
    <ul className="choice-list">
      {cards.map((card) => (
        <li key={card.id} className="choice">
          <input
            type="checkbox"
            id={`card-${card.id}`}
            name="cardIds"
            value={card.id}
            form={form}
            defaultChecked={checked.includes(card.id)}
          />
          <label htmlFor={`card-${card.id}`}>{t("autoloads.picker.card", { name: card.holderName, last6: card.last6 })}</label>
        </li>
      ))}
    </ul>
  );
}

/** A search of the card picker (a GET of the page itself, so it works without JavaScript). */
export function CardSearch({ action, search, extra }: { action: string; search: string; extra?: Record<string, string> }) {
  const { t } = useTranslation(["autoloads"]);
  return (
    <Form method="get" action={action} className="filters" role="search" aria-label={t("autoloads.picker.search")}>
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor="picker-search">{t("autoloads.picker.search")}</label>
        <input id="picker-search" type="search" name="search" defaultValue={search} maxLength={100} />
      </div>
      <div className="filter-actions">
        <button type="submit" className="secondary">
          {t("autoloads.picker.find")}
        </button>
      </div>
    </Form>
  );
}
