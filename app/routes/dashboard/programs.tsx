import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { businesses } from "#contract/businesses";
import type { Route } from "./+types/programs";

export const handle = { screen: "programs", i18n: ["programs"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  const { programs, nextCursor } = await context
    .get(providerContext)
    .call(businesses.listPrograms, { params: { id: params.businessId }, query: { cursor, limit: 50 } });
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("programs.title")),
    programs: programs.map((p) => ({ id: p.id, name: p.name, productType: p.productType })),
    nextCursor,
  };
}

/** The programs of the top-level business, each leading to its own home screen. */
export default function Programs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "programs"]);
  return (
    <>
      <h1>{t("programs.heading")}</h1>
      <DataTable
        columns={programColumns(t)}
        data={loaderData.programs}
        getRowId={(program) => program.id}
        caption={t("programs.heading")}
        captionHidden
        empty={t("programs.empty")}
        pages={{ next: loaderData.nextCursor ? `?cursor=${encodeURIComponent(loaderData.nextCursor)}` : null }}
      />
    </>
  );
}

type ProgramRow = Route.ComponentProps["loaderData"]["programs"][number];
const col = columns<ProgramRow>();

/** Each program leads to its own home screen: recipients for bank transfers, cards otherwise. */
function programColumns(t: TFunction<["common", "programs"]>): Columns<ProgramRow> {
  return col.columns([
    col.accessor("name", {
      header: () => t("programs.name"),
      meta: { rowHeader: true },
      cell: ({ row: { original: p } }) => (
        <Link to={`/${encodeURIComponent(p.id)}/${p.productType === "bank_transfers" ? "recipients" : "cards"}`}>{p.name}</Link>
      ),
    }),
    col.accessor("productType", {
      header: () => t("programs.productType"),
      cell: ({ row }) => t(`programs.type.${row.original.productType}`),
    }),
  ]);
}
