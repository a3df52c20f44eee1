import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { StaticTable } from "#app/components/static-table";
import type { ForecastView } from "#app/routes/dashboard/autoloads/autoloads.forecast.server";

/**
 * The funding forecast of the autoloads list (docs/decisions/0158-funding-forecast.md): what the
 * funding account holds, the first day it would not cover the autoloads due, and the days in a plain
 * table (server-rendered, no JavaScript: the days open with <details>, opened already when short).
 */
export function FundingForecast({ forecast, businessId }: { forecast: ForecastView; businessId: string }) {
  const { t } = useTranslation(["autoloads"]);
  return (
    <section aria-labelledby="forecast-title" className="forecast">
      <h2 id="forecast-title">{t("autoloads.forecast.title")}</h2>
      {forecast.noAccount ? (
        <p>{t("autoloads.forecast.noAccount")}</p>
      ) : (
        <>
          <p>
            {t("autoloads.forecast.balance", { amount: forecast.balance })}{" "}
            {forecast.paymentsInFlight ? t("autoloads.forecast.inFlight", { amount: forecast.paymentsInFlight }) : null}
          </p>
          {forecast.shortOn ? (
            <FormMessage tone="error">
              {t("autoloads.forecast.short", { day: forecast.shortOn.day, amount: forecast.shortOn.shortBy })}{" "}
              <Link to={href("/:businessId/funding-account", { businessId })}>{t("autoloads.forecast.addFunds")}</Link>
            </FormMessage>
          ) : (
            <FormMessage tone="info">{t("autoloads.forecast.covered", { lowest: forecast.lowest })}</FormMessage>
          )}
          {forecast.complete ? null : <p>{t("autoloads.forecast.partial")}</p>}
          <details open={forecast.shortOn !== null}>
            <summary>{t("autoloads.forecast.dayByDay")}</summary>
            <StaticTable
              scroll
              className="data-table forecast-table"
              caption={t("autoloads.forecast.caption")}
              captionHidden
              rows={forecast.rows}
              rowKey={(row) => row.date}
              rowClassName={(row) => (row.short ? "forecast-short" : undefined)}
              columns={[
                {
                  key: "day",
                  header: t("autoloads.forecast.day"),
                  rowHeader: true,
                  cell: (row) => (
                    <>
                      {row.day}
                      {row.first ? <span className="status status-closed">{t("autoloads.forecast.firstShort")}</span> : null}
                    </>
                  ),
                },
                {
                  key: "runs",
                  header: t("autoloads.forecast.runs"),
                  cell: (row) =>
                    row.runs.length ? (
                      <ul className="plain-list">
                        {row.runs.map((run) => (
                          <li key={run.id}>
                            {run.name}: <span dir="ltr">{run.amount}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t("autoloads.forecast.none")
                    ),
                },
                forecast.paymentsInFlight
                  ? { key: "payments", header: t("autoloads.forecast.payments"), numeric: true, cell: (row) => row.payments ?? "" }
                  : null,
                {
                  key: "balance",
                  header: t("autoloads.forecast.endBalance"),
                  numeric: true,
                  cell: (row) => (row.short ? <strong>{row.balance}</strong> : row.balance),
                },
              ]}
            />
          </details>
        </>
      )}
    </section>
  );
}
