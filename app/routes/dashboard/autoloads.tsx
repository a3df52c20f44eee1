import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { autoloads } from "#contract/autoloads";
import type { Route } from "./+types/autoloads";
import { autoloadRow } from "./autoloads.server";

export const meta: Route.MetaFunction = titleMeta;

export const handle = { i18n: ["autoloads"] } satisfies RouteHandle;

/** The business's autoloads, newest first, one server page at a time (keyset cursor in the URL). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  const page = await context.get(providerContext).call(autoloads.listAutoloads, { params: { businessId }, query: { cursor, limit: 50 } });
  const { t } = getI18n(context);
  const code = getLocale(context);
  return {
    title: pageTitle(context, t("autoloads.title")),
    businessId,
    autoloads: page.autoloads.map((a) => autoloadRow(a, code)),
    nextCursor: page.nextCursor,
  };
}

export default function Autoloads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "autoloads"]);
  const base = href("/:businessId/autoloads", { businessId: loaderData.businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("autoloads.heading")}</h1>
      </div>
      <p>{t("autoloads.timing")}</p>
      <DataTable
        columns={autoloadColumns(t)}
        data={loaderData.autoloads}
        getRowId={(autoload) => autoload.id}
        caption={t("autoloads.heading")}
        captionHidden
        empty={t("autoloads.empty")}
        pages={{ next: loaderData.nextCursor ? `${base}?cursor=${encodeURIComponent(loaderData.nextCursor)}` : null }}
      />
    </>
  );
}

type AutoloadRow = ReturnType<typeof autoloadRow>;
const col = columns<AutoloadRow>();

function autoloadColumns(t: TFunction<["common", "autoloads"]>): Columns<AutoloadRow> {
  return col.columns([
    col.accessor("name", { header: () => t("autoloads.name"), meta: { rowHeader: true } }),
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
