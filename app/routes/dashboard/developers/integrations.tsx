import { useTranslation } from "react-i18next";
import { Form, href, Link, redirect } from "react-router";
import { StaticTable } from "#app/components/static-table";
import { dashboardContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { extensionOn } from "#app/provider/extensions.server";
import { hasDeveloperTools } from "#app/shell/navigation.server";
import type { Route } from "./+types/integrations";
import { type EndpointView, type FailureView, webhooksView } from "./integrations.server";

export const handle = { screen: "integrations", i18n: ["developers"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/**
 * /integrations (spec route table; docs/decisions/0183): how the business's systems hear from us. Its
 * webhook endpoints with their health, the recent failed deliveries, and the way to the webhook console
 * and the API reference. Gated like the Developers menu (developerTools on the top-level business): without
 * it the page goes home, as the API reference does.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { business, session } = context.get(dashboardContext);
  if (!hasDeveloperTools(business)) throw redirect(session.home);
  // A provider without the webhooks overview (an extension, ADR 0222): the page does not exist.
  if (!extensionOn(context, "webhooksOverview")) notFound();
  const businessId = business.topLevelBusinessId;
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("developers.integrations.title")),
    businessId,
    webhooks: await webhooksView(context, businessId),
  };
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["developers"]);
  const { businessId, webhooks } = loaderData;
  const docs = href("/:businessId/developers/docs", { businessId });
  return (
    <div className="integrations">
      <h1>{t("developers.integrations.title")}</h1>
      <p>{t("developers.integrations.intro")}</p>
      {webhooks ? (
        <>
          {/* The console's link is short-lived and asked for on use: a post, answered in a new tab (ADR 0164). */}
          <Form
            method="post"
            action={href("/:businessId/developers/webhooks", { businessId })}
            reloadDocument
            target="_blank"
            className="integrations-actions"
          >
            <button type="submit" aria-describedby="console-hint">
              {t("developers.integrations.openConsole")}
            </button>
            <Link to={docs}>{t("developers.integrations.docsLink")}</Link>
          </Form>
          <p id="console-hint" className="secondary-text">
            {t("developers.integrations.consoleHint")}
          </p>
          <Endpoints endpoints={webhooks.endpoints} days={webhooks.windowDays} />
          <Failures failures={webhooks.failures} days={webhooks.windowDays} />
        </>
      ) : (
        <>
          <p role="status">{t("developers.integrations.notEnabled")}</p>
          <p>
            <Link to={docs}>{t("developers.integrations.docsLink")}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function Endpoints({ endpoints, days }: { endpoints: EndpointView[]; days: number }) {
  const { t } = useTranslation(["developers"]);
  return (
    <section aria-labelledby="endpoints-heading">
      <h2 id="endpoints-heading">{t("developers.integrations.endpointsHeading")}</h2>
      {endpoints.length === 0 ? (
        <p>{t("developers.integrations.noEndpoints")}</p>
      ) : (
        // No sideways scrolling: on a phone each row becomes a block of labelled lines (app.css).
        <div>
          <StaticTable
            caption={t("developers.integrations.countsCaption", { days })}
            captionHidden
            rows={endpoints}
            rowKey={(endpoint) => endpoint.id}
            columns={[
              {
                key: "endpoint",
                header: t("developers.integrations.endpointColumn"),
                rowHeader: true,
                cell: (endpoint) => (
                  <>
                    <code dir="ltr">{endpoint.address}</code>
                    {endpoint.description ? <span className="secondary-text">{endpoint.description}</span> : null}
                  </>
                ),
              },
              {
                key: "events",
                header: t("developers.integrations.eventsColumn"),
                label: t("developers.integrations.eventsColumn"),
                cell: (endpoint) =>
                  endpoint.eventTypes ? (
                    <ul className="plain-list" dir="ltr">
                      {endpoint.eventTypes.map((type) => (
                        <li key={type}>
                          <code>{type}</code>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t("developers.integrations.allEvents")
                  ),
              },
              {
                key: "health",
                header: t("developers.integrations.healthColumn"),
                label: t("developers.integrations.healthColumn"),
                cell: (endpoint) => (
                  <span className={`status health-${endpoint.health}`}>{t(`developers.integrations.health.${endpoint.health}`)}</span>
                ),
              },
              {
                key: "lastAttempt",
                header: t("developers.integrations.lastAttemptColumn"),
                label: t("developers.integrations.lastAttemptColumn"),
                cell: (endpoint) =>
                  endpoint.lastAttempt ? (
                    <>
                      {endpoint.lastAttempt}
                      <span className="secondary-text">
                        {endpoint.lastResponseCode === null ? (
                          t("developers.integrations.noAnswer")
                        ) : (
                          <code>{endpoint.lastResponseCode}</code>
                        )}
                      </span>
                    </>
                  ) : (
                    "—"
                  ),
              },
              {
                key: "delivered",
                header: t("developers.integrations.deliveredColumn"),
                label: t("developers.integrations.deliveredColumn"),
                numeric: true,
                cell: (endpoint) => endpoint.delivered,
              },
              {
                key: "pending",
                header: t("developers.integrations.pendingColumn"),
                label: t("developers.integrations.pendingColumn"),
                numeric: true,
                cell: (endpoint) => endpoint.pending,
              },
              {
                key: "failed",
                header: t("developers.integrations.failedColumn"),
                label: t("developers.integrations.failedColumn"),
                numeric: true,
                cell: (endpoint) => endpoint.failed,
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}

function Failures({ failures, days }: { failures: FailureView[]; days: number }) {
  const { t } = useTranslation(["developers"]);
  return (
    <section aria-labelledby="failures-heading">
      <h2 id="failures-heading">{t("developers.integrations.failuresHeading")}</h2>
      {failures.length === 0 ? (
        <p>{t("developers.integrations.noFailures", { days })}</p>
      ) : (
        <div>
          <StaticTable
            rows={failures}
            rowKey={(failure) => failure.id}
            columns={[
              { key: "time", header: t("developers.integrations.timeColumn"), rowHeader: true, cell: (failure) => failure.time },
              {
                key: "event",
                header: t("developers.integrations.eventColumn"),
                label: t("developers.integrations.eventColumn"),
                cell: (failure) => <code dir="ltr">{failure.eventType}</code>,
              },
              {
                key: "endpoint",
                header: t("developers.integrations.endpointColumn"),
                label: t("developers.integrations.endpointColumn"),
                cell: (failure) => <code dir="ltr">{failure.address}</code>,
              },
              {
                key: "attempts",
                header: t("developers.integrations.attemptsColumn"),
                label: t("developers.integrations.attemptsColumn"),
                numeric: true,
                cell: (failure) => failure.attempts,
              },
              {
                key: "answer",
                header: t("developers.integrations.answerColumn"),
                label: t("developers.integrations.answerColumn"),
                cell: (failure) =>
                  failure.responseCode === null ? t("developers.integrations.noAnswer") : <code>{failure.responseCode}</code>,
              },
              {
                key: "next",
                header: t("developers.integrations.nextColumn"),
                label: t("developers.integrations.nextColumn"),
                cell: (failure) => failure.next ?? t("developers.integrations.givenUp"),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
