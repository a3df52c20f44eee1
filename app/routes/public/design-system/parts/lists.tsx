import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActiveFilters } from "#app/components/active-filters";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { BulkBar } from "#app/routes/dashboard/cards/parts/bulk-bar";
import { TrendChart } from "#app/routes/dashboard/reports/parts/charts";
import { type DemoAmounts, Sample, StateName } from "./sample";

type Row = {
  id: string;
  name: string;
  email: string;
  status: "active" | "locked" | "closed";
  type: "physical" | "virtual";
  balance: string;
};

const col = columns<Row>();

/** A list: the table (and its empty state), its filter bar with the filters in use, and the bulk bar. */
export function TableSamples({ amounts }: { amounts: DemoAmounts }) {
  const { t } = useTranslation(["design", "cards"]);
  const rows: Row[] = [
    {
      id: "HB4M7R2KQ9",
      name: "Maria Lopez",
      email: "maria@cardholder.test",
      status: "active",
      type: "physical",
      balance: amounts.cardBefore,
    },
    {
      id: "9QP7BQP2DG",
      name: "Elena Cruz",
      email: "elena.cruz@cardholder.test",
      status: "locked",
      type: "physical",
      balance: amounts.load,
    },
    {
      id: "358TPNMB82",
      name: "Farida Noori",
      email: "farida.noori.long-address@cardholder.test",
      status: "closed",
      type: "virtual",
      balance: amounts.cardAfter,
    },
  ];
  const tableColumns: Columns<Row> = col.columns([
    col.accessor("name", {
      header: () => t("cards.cardholder"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <>
          <Link to="#table">{row.original.name}</Link>
          <span className="secondary-text">{row.original.email}</span>
        </>
      ),
    }),
    col.accessor("status", {
      header: () => t("cards.status"),
      cell: ({ row }) => <span className={`status status-${row.original.status}`}>{t(`cards.statuses.${row.original.status}`)}</span>,
    }),
    col.accessor("type", { header: () => t("cards.type"), cell: ({ row }) => t(`cards.formFactors.${row.original.type}`) }),
    col.accessor("balance", { header: () => t("cards.balance"), meta: { numeric: true } }),
  ]);
  const filters = [
    { key: "status", label: t("cards.status"), value: t("cards.statuses.active"), query: "#filters" },
    { key: "formFactor", label: t("cards.type"), value: t("cards.formFactors.physical"), query: "#filters" },
  ];
  return (
    <>
      <Sample id="table">
        <DataTable columns={tableColumns} data={rows} getRowId={(row) => row.id} caption={t("cards.heading")} empty={t("cards.empty")} />
      </Sample>
      <Sample id="filters">
        <form method="get" action="#filters" className="filters" aria-label={t("cards.filtersLabel")}>
          <div className="field">
            <label htmlFor="demo-search">{t("cards.search")}</label>
            <input id="demo-search" name="search" type="search" defaultValue="Lopez" />
          </div>
          <div className="field">
            <label htmlFor="demo-status">{t("cards.status")}</label>
            <select id="demo-status" name="status" defaultValue="active">
              <option value="">{t("cards.any")}</option>
              <option value="active">{t("cards.statuses.active")}</option>
              <option value="locked">{t("cards.statuses.locked")}</option>
            </select>
          </div>
          <div className="filter-actions">
            <button type="submit">{t("cards.apply")}</button>
            <a className="button secondary" href="#filters">
              {t("cards.clear")}
            </a>
          </div>
        </form>
        <ActiveFilters base="" filters={filters} />
      </Sample>
      <Sample id="bulk">
        <BulkBar id="demo-bulk" action="#bulk" actions={["load", "tag", "spendRule"]} filter={{}} />
      </Sample>
    </>
  );
}

/** A chart with its axis, labels and legend, and the numbers it draws in a table beside it. */
export function ChartSample({ amounts, rtl, days }: { amounts: DemoAmounts; rtl: boolean; days: readonly string[] }) {
  const { t } = useTranslation(["design", "reports"]);
  const highest = amounts.days.reduce((m, d) => (d.cents > m.cents ? d : m));
  return (
    <Sample id="chart">
      <ul className="chart-legend">
        <li>{t("reports.cards.spentPerDay")}</li>
      </ul>
      <TrendChart
        points={amounts.days.map((d, i) => ({ date: days[i] ?? String(i), value: d.cents }))}
        rtl={rtl}
        maxLabel={highest.text}
        firstLabel={days[0] ?? ""}
        lastLabel={days.at(-1) ?? ""}
      />
      <StateName>{t("reports.showNumbers")}</StateName>
      <table>
        <caption>{t("reports.cards.spentPerDay")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reports.date")}</th>
            <th scope="col">{t("reports.cards.spent")}</th>
          </tr>
        </thead>
        <tbody>
          {amounts.days.map((d, i) => (
            <tr key={days[i]}>
              <th scope="row">{days[i]}</th>
              <td dir="ltr">{d.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Sample>
  );
}
