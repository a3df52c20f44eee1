import { useTranslation } from "react-i18next";
import { Form, href, Link, redirect } from "react-router";
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
          <table className="data-table">
            <caption className="visually-hidden">{t("developers.integrations.countsCaption", { days })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("developers.integrations.endpointColumn")}</th>
                <th scope="col">{t("developers.integrations.eventsColumn")}</th>
                <th scope="col">{t("developers.integrations.healthColumn")}</th>
                <th scope="col">{t("developers.integrations.lastAttemptColumn")}</th>
                <th scope="col" className="numeric">
                  {t("developers.integrations.deliveredColumn")}
                </th>
                <th scope="col" className="numeric">
                  {t("developers.integrations.pendingColumn")}
                </th>
                <th scope="col" className="numeric">
                  {t("developers.integrations.failedColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((endpoint) => (
                <tr key={endpoint.id}>
                  <th scope="row">
                    <code dir="ltr">{endpoint.address}</code>
                    {endpoint.description ? <span className="secondary-text">{endpoint.description}</span> : null}
                  </th>
                  <td data-label={t("developers.integrations.eventsColumn")}>
                    {endpoint.eventTypes ? (
                      <ul className="plain-list" dir="ltr">
                        {endpoint.eventTypes.map((type) => (
                          <li key={type}>
                            <code>{type}</code>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      t("developers.integrations.allEvents")
                    )}
                  </td>
                  <td data-label={t("developers.integrations.healthColumn")}>
                    <span className={`status health-${endpoint.health}`}>{t(`developers.integrations.health.${endpoint.health}`)}</span>
                  </td>
                  <td data-label={t("developers.integrations.lastAttemptColumn")}>
                    {endpoint.lastAttempt ? (
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
                    )}
                  </td>
                  <td className="numeric" data-label={t("developers.integrations.deliveredColumn")}>
                    {endpoint.delivered}
                  </td>
                  <td className="numeric" data-label={t("developers.integrations.pendingColumn")}>
                    {endpoint.pending}
                  </td>
                  <td className="numeric" data-label={t("developers.integrations.failedColumn")}>
                    {endpoint.failed}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("developers.integrations.timeColumn")}</th>
                <th scope="col">{t("developers.integrations.eventColumn")}</th>
                <th scope="col">{t("developers.integrations.endpointColumn")}</th>
                <th scope="col" className="numeric">
                  {t("developers.integrations.attemptsColumn")}
                </th>
                <th scope="col">{t("developers.integrations.answerColumn")}</th>
                <th scope="col">{t("developers.integrations.nextColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={failure.id}>
                  <th scope="row">{failure.time}</th>
                  <td data-label={t("developers.integrations.eventColumn")}>
                    <code dir="ltr">{failure.eventType}</code>
                  </td>
                  <td data-label={t("developers.integrations.endpointColumn")}>
                    <code dir="ltr">{failure.address}</code>
                  </td>
                  <td className="numeric" data-label={t("developers.integrations.attemptsColumn")}>
                    {failure.attempts}
                  </td>
                  <td data-label={t("developers.integrations.answerColumn")}>
                    {failure.responseCode === null ? t("developers.integrations.noAnswer") : <code>{failure.responseCode}</code>}
                  </td>
                  <td data-label={t("developers.integrations.nextColumn")}>{failure.next ?? t("developers.integrations.givenUp")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
