import { href } from "react-router";
import type { RouteHandle } from "#app/handle";
import { kindOfPath } from "#app/imports/files.server";
import { type ImportKind, importPath } from "#app/imports/kinds";
import { importPageAction, importPageLoader } from "#app/imports/page.server";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { ImportPage } from "#app/routes/dashboard/imports/parts/import-page";
import type { Route } from "./+types/import-kind";

/**
 * A bulk import's page: template, upload, preview, progress, result (docs/decisions/0170-bulk-imports.md;
 * card orders 0172, payments 0173). One module under five route ids (`import-<kind>`, app/routes.ts), as
 * import-template.tsx: the kind is read from the path.
 */

// The screen each import belongs to (the banner's, domain/banner.ts), by route id: card orders have none.
export const handle = {
  screen: { "import-card-loads": "cards", "import-recipients": "recipients", "import-payments": "recipients" },
  i18n: ["imports", "validation"],
} satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/** The list an import's page goes back to. */
function backOf(kind: ImportKind, businessId: string): string {
  if (kind === "card-loads") return href("/:businessId/cards", { businessId });
  if (kind === "recipients" || kind === "payments") return href("/:businessId/recipients", { businessId });
  return href("/:businessId/import/order", { businessId });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = kindOfPath(new URL(request.url).pathname);
  const data = await importPageLoader(context, request, kind);
  const { t } = getI18n(context);
  // The page's own address from the server (kinds.ts carries the row schemas, which would join this page's
  // JavaScript if the component built it).
  const self = importPath(data.businessId, kind);
  return { ...data, self, back: backOf(kind, data.businessId), title: pageTitle(context, t(`imports.kinds.${kind}.title`)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return importPageAction(context, request, kindOfPath(new URL(request.url).pathname));
}

export default function ImportKindPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage data={loaderData} actionData={actionData} self={loaderData.self} back={loaderData.back} />;
}
