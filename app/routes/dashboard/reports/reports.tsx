import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { StaticTable } from "#app/components/static-table";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { ProgramBreakdown } from "#app/routes/dashboard/reports/parts/by-program";
import { CategoryBars, CHART_CATEGORIES, TrendChart } from "#app/routes/dashboard/reports/parts/charts";
import type { Route } from "./+types/reports";
import { PERIOD_PRESETS } from "./reports.period";
import { reportsView } from "./reports.server";

export const handle = { screen: "reports", i18n: ["reports"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/** Both report routes: /{businessId}/reports and /{businessId}/programs/reports (forced to the top level by the guard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const acrossPrograms = new URL(request.url).pathname.endsWith("/programs/reports");
  const view = await reportsView(context, request, acrossPrograms);
  const { t } = getI18n(context);
  return { ...view, acrossPrograms, title: pageTitle(context, t(acrossPrograms ? "reports.acrossPrograms" : "reports.title")) };
}

/**
 * Reports for a period chosen in the URL (docs/decisions/0116-reports.md): card key metrics, spending by
 * merchant category and bank transfer key metrics; each chart is server SVG beside a table of the same
 * numbers, and each table downloads as CSV. Everything works without JavaScript.
 */
export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["common", "reports"]);
  const rtl = i18n.dir() === "rtl";
  const { businessId, choice, report, acrossPrograms } = loaderData;
  const transfers = report?.transfers ?? null;
  const base = acrossPrograms ? href("/:businessId/programs/reports", { businessId }) : href("/:businessId/reports", { businessId });
  const csv = (kind: "cards" | "categories" | "transfers") =>
    `${href("/:businessId/reports/export.csv", { businessId })}${"query" in loaderData ? loaderData.query : ""}&report=${kind}`;
  const current = choice.ok ? choice.period.key : "custom";
  const custom = choice.ok ? choice.period : { from: choice.from, to: choice.to };
  return (
    <>
      <h1>{t(acrossPrograms ? "reports.acrossPrograms" : "reports.heading")}</h1>
      <nav aria-label={t("reports.period.label")}>
        <ul className="period-links">
          {PERIOD_PRESETS.map((preset: "thisMonth" | "lastMonth" | "thisQuarter" | "lastQuarter") => (
            <li key={preset}>
              <Link to={`${base}?period=${preset}`} aria-current={current === preset ? "page" : undefined}>
                {t(`reports.period.${preset}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={base} className="filters" aria-label={t("reports.period.custom")}>
        <input type="hidden" name="period" value="custom" />
        <div className="field">
          <label htmlFor="report-from">{t("reports.period.from")}</label>
          <input id="report-from" type="date" name="from" defaultValue={current === "custom" ? custom.from : ""} required />
        </div>
        <div className="field">
          <label htmlFor="report-to">{t("reports.period.to")}</label>
          <input id="report-to" type="date" name="to" defaultValue={current === "custom" ? custom.to : ""} required />
        </div>
        <div className="filter-actions">
          <button type="submit">{t("reports.period.show")}</button>
        </div>
      </Form>

      {!choice.ok ? <FormMessage tone="error">{t(choice.error)}</FormMessage> : null}
      {report && "fromLabel" in loaderData ? (
        <>
          <p role="status">{t("reports.period.showing", { from: loaderData.fromLabel, to: loaderData.toLabel })}</p>
          {report.programs ? <ProgramBreakdown rows={report.programs} /> : null}

          <section aria-labelledby="cards-title">
            <h2 id="cards-title">{t("reports.cards.title")}</h2>
            <ul className="metrics">
              <li>
                {t("reports.cards.loaded")} <strong dir="ltr">{report.cards.loaded}</strong>
              </li>
              <li>
                {t("reports.cards.spent")} <strong dir="ltr">{report.cards.spent}</strong>
              </li>
              <li>
                {t("reports.cards.cardCount")} <strong>{report.cards.cardCount}</strong>
              </li>
              <li>
                {t("reports.cards.activeCardCount")} <strong>{report.cards.activeCardCount}</strong>
              </li>
              <li>
                {t("reports.cards.transactionCount")} <strong>{report.cards.transactionCount}</strong>
              </li>
              <li>
                {t("reports.cards.declinedCount")} <strong>{report.cards.declinedCount}</strong>
              </li>
            </ul>
            <h3>{t("reports.cards.spentPerDay")}</h3>
            <TrendChart
              points={report.cards.daily.map((d) => ({ date: d.date, value: d.spentCents }))}
              rtl={rtl}
              maxLabel={
                report.cards.daily.reduce(
                  (m, d) => (d.spentCents > m.spentCents ? d : m),
                  report.cards.daily[0] ?? { spent: "", spentCents: 0 },
                ).spent
              }
              firstLabel={report.cards.daily[0]?.label ?? ""}
              lastLabel={report.cards.daily.at(-1)?.label ?? ""}
            />
            <h3>{t("reports.cards.loadedPerDay")}</h3>
            <TrendChart
              className="chart-bar-alt"
              points={report.cards.daily.map((d) => ({ date: d.date, value: d.loadedCents }))}
              rtl={rtl}
              maxLabel={
                report.cards.daily.reduce(
                  (m, d) => (d.loadedCents > m.loadedCents ? d : m),
                  report.cards.daily[0] ?? { loaded: "", loadedCents: 0 },
                ).loaded
              }
              firstLabel={report.cards.daily[0]?.label ?? ""}
              lastLabel={report.cards.daily.at(-1)?.label ?? ""}
            />
            <details>
              <summary>{t("reports.showNumbers")}</summary>
              <StaticTable
                className={null}
                caption={t("reports.cards.perDay")}
                rows={report.cards.daily}
                rowKey={(d) => d.date}
                columns={[
                  { key: "date", header: t("reports.date"), rowHeader: true, cell: (d) => d.label },
                  { key: "loaded", header: t("reports.cards.loaded"), dir: "ltr", cell: (d) => d.loaded },
                  { key: "spent", header: t("reports.cards.spent"), dir: "ltr", cell: (d) => d.spent },
                ]}
              />
            </details>
            <p>
              <a href={csv("cards")} download>
                {t("reports.cards.csv")}
              </a>
            </p>
          </section>

          <section aria-labelledby="categories-title">
            <h2 id="categories-title">{t("reports.categories.title")}</h2>
            {report.categories.length === 0 ? (
              <p>{t("reports.categories.empty")}</p>
            ) : (
              <>
                <CategoryBars
                  rtl={rtl}
                  rows={report.categories.slice(0, CHART_CATEGORIES).map((c) => ({
                    key: c.category,
                    label: c.label || t("reports.categories.hidden"),
                    value: c.amountCents,
                    amount: c.amount,
                  }))}
                />
                <StaticTable
                  className={null}
                  caption={t("reports.categories.title")}
                  rows={report.categories}
                  rowKey={(c) => c.category}
                  columns={[
                    {
                      key: "category",
                      header: t("reports.categories.category"),
                      rowHeader: true,
                      cell: (c) => c.label || t("reports.categories.hidden"),
                    },
                    { key: "amount", header: t("reports.categories.amount"), dir: "ltr", cell: (c) => c.amount },
                    { key: "count", header: t("reports.categories.count"), cell: (c) => c.count },
                  ]}
                />
              </>
            )}
            <p>
              <a href={csv("categories")} download>
                {t("reports.categories.csv")}
              </a>
            </p>
          </section>

          {/* hideBankPaymentsInformation: no bank-transfer figures (issue 38 item 2). */}
          {transfers ? (
            <section aria-labelledby="transfers-title">
              <h2 id="transfers-title">{t("reports.transfers.title")}</h2>
              <ul className="metrics">
                <li>
                  {t("reports.transfers.sent")} <strong dir="ltr">{transfers.sent}</strong>
                </li>
                <li>
                  {t("reports.transfers.transferCount")} <strong>{transfers.transferCount}</strong>
                </li>
                <li>
                  {t("reports.transfers.recipientCount")} <strong>{transfers.recipientCount}</strong>
                </li>
              </ul>
              <StaticTable
                className={null}
                caption={t("reports.transfers.byStatus")}
                rows={transfers.byStatus}
                rowKey={(s) => s.status}
                columns={[
                  {
                    key: "status",
                    header: t("reports.transfers.status"),
                    rowHeader: true,
                    cell: (s) => t(`reports.transfers.statuses.${s.status}`),
                  },
                  { key: "count", header: t("reports.transfers.count"), cell: (s) => s.count },
                  { key: "amount", header: t("reports.transfers.amount"), dir: "ltr", cell: (s) => s.amount },
                ]}
              />
              <h3>{t("reports.transfers.sentPerDay")}</h3>
              <TrendChart
                points={transfers.daily.map((d) => ({ date: d.date, value: d.sentCents }))}
                rtl={rtl}
                maxLabel={
                  transfers.daily.reduce((m, d) => (d.sentCents > m.sentCents ? d : m), transfers.daily[0] ?? { sent: "", sentCents: 0 })
                    .sent
                }
                firstLabel={transfers.daily[0]?.label ?? ""}
                lastLabel={transfers.daily.at(-1)?.label ?? ""}
              />
              <details>
                <summary>{t("reports.showNumbers")}</summary>
                <StaticTable
                  className={null}
                  caption={t("reports.transfers.perDay")}
                  rows={transfers.daily}
                  rowKey={(d) => d.date}
                  columns={[
                    { key: "date", header: t("reports.date"), rowHeader: true, cell: (d) => d.label },
                    { key: "sent", header: t("reports.transfers.sent"), dir: "ltr", cell: (d) => d.sent },
                  ]}
                />
              </details>
              <p>
                <a href={csv("transfers")} download>
                  {t("reports.transfers.csv")}
                </a>
              </p>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
