import { href } from "react-router";
import type { RouteHandle } from "#app/handle";
import { importPageAction, importPageLoader } from "#app/imports/page.server";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { ImportPage } from "#app/routes/dashboard/imports/parts/import-page";
import type { Route } from "./+types/import-order-physical";

/** The physical-card order import (issue 20, docs/decisions/0172-card-order-imports.md): template, upload, preview, progress, result. */
const KIND = "order-physical";

export const handle = { i18n: ["imports", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await importPageLoader(context, request, KIND);
  const { t } = getI18n(context);
  return { ...data, title: pageTitle(context, t("imports.kinds.order-physical.title")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return importPageAction(context, request, KIND);
}

// The page's own address by its route (not kinds.ts's importPath: that module carries the row schemas, which
// would join this page's JavaScript).
export default function ImportOrderPhysical({ loaderData, actionData }: Route.ComponentProps) {
  const { businessId } = loaderData;
  return (
    <ImportPage
      data={loaderData}
      actionData={actionData}
      self={href("/:businessId/import/order/physical", { businessId })}
      back={href("/:businessId/import/order", { businessId })}
    />
  );
}
