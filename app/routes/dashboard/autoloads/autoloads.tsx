import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { island } from "#app/components/island";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { CardSearch } from "#app/routes/dashboard/autoloads/parts/autoload-parts";
import { FundingForecast } from "#app/routes/dashboard/autoloads/parts/funding-forecast";
import { autoloads } from "#contract/autoloads";
import type { Route } from "./+types/autoloads";
import { forecastView } from "./autoloads.forecast.server";
import { autoloadRow, createAction, createView, providerNow } from "./autoloads.server";

/** The new-autoload form is an island: its code and its schema load after the page's (ADR 0066). */
const CreateAutoloadForm = island(() => import("#app/routes/dashboard/autoloads/parts/autoload-forms").then((m) => m.CreateAutoloadForm));

export const meta: Route.MetaFunction = titleMeta;

export const handle = { i18n: ["autoloads", "validation"] } satisfies RouteHandle;

/** The business's autoloads, newest first, one server page at a time (keyset cursor in the URL). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  // One round trip: the list, the new-autoload form's data and the forecast's reads side by side.
  const [page, create, forecast] = await Promise.all([
    context.get(providerContext).call(autoloads.listAutoloads, { params: { businessId }, query: { cursor, limit: 50 } }),
    createView(context, request),
    forecastView(context, providerNow(context)),
  ]);
  const { t } = getI18n(context);
  const code = getLocale(context);
  return {
    title: pageTitle(context, t("autoloads.title")),
    businessId,
    autoloads: page.autoloads.map((a) => autoloadRow(a, code)),
    nextCursor: page.nextCursor,
    create,
    forecast,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createAction(context, request);
}

export default function Autoloads({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "autoloads"]);
  const base = href("/:businessId/autoloads", { businessId: loaderData.businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("autoloads.heading")}</h1>
      </div>
      <p>{t("autoloads.timing")}</p>
      <DataTable
        columns={autoloadColumns(t, loaderData.businessId)}
        data={loaderData.autoloads}
        getRowId={(autoload) => autoload.id}
        caption={t("autoloads.heading")}
        captionHidden
        empty={t("autoloads.empty")}
        pages={{ next: loaderData.nextCursor ? `${base}?cursor=${encodeURIComponent(loaderData.nextCursor)}` : null }}
      />
      {loaderData.forecast ? <FundingForecast forecast={loaderData.forecast} businessId={loaderData.businessId} /> : null}
      {loaderData.create ? (
        <section aria-labelledby="create-title" className="confirm-panel">
          <h2 id="create-title">{t("autoloads.create.title")}</h2>
          <p>{t("autoloads.create.explained")}</p>
          {loaderData.create.picker && !actionData ? <CardSearch action={base} search={loaderData.create.search} /> : null}
          <CreateAutoloadForm setup={loaderData.create} action={base} reply={actionData} />
        </section>
      ) : null}
    </>
  );
}

type AutoloadRow = ReturnType<typeof autoloadRow>;
const col = columns<AutoloadRow>();

function autoloadColumns(t: TFunction<["common", "autoloads"]>, businessId: string): Columns<AutoloadRow> {
  return col.columns([
    col.accessor("name", {
      header: () => t("autoloads.name"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link to={href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId: row.original.id })}>{row.original.name}</Link>
      ),
    }),
    col.accessor("frequency", {
      header: () => t("autoloads.frequency"),
      cell: ({ row }) => t(`autoloads.frequencies.${row.original.frequency}`),
    }),
    col.accessor("amount", { header: () => t("autoloads.amount"), meta: { numeric: true } }),
    col.accessor("members", { header: () => t("autoloads.members"), meta: { numeric: true } }),
    col.accessor("nextRun", { header: () => t("autoloads.nextRun"), cell: ({ row }) => row.original.nextRun ?? t("autoloads.noNextRun") }),
    col.accessor("status", { header: () => t("autoloads.status"), cell: ({ row }) => t(`autoloads.statuses.${row.original.status}`) }),
  ]);
}
