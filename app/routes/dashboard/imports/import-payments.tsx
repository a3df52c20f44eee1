import { href } from "react-router";
import type { RouteHandle } from "#app/handle";
import { importPageAction, importPageLoader } from "#app/imports/page.server";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { ImportPage } from "#app/routes/dashboard/imports/parts/import-page";
import type { Route } from "./+types/import-payments";

/** The payments import (issue 20, docs/decisions/0173-payment-imports.md): bank transfers to existing recipients: template, upload, preview, progress, result. */
const KIND = "payments";

export const handle = { screen: "recipients", i18n: ["imports", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await importPageLoader(context, request, KIND);
  const { t } = getI18n(context);
  return { ...data, title: pageTitle(context, t("imports.kinds.payments.title")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return importPageAction(context, request, KIND);
}

// The page's own address by its route (kinds.ts carries the row schemas, which would join this page's JavaScript).
export default function ImportPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { businessId } = loaderData;
  return (
    <ImportPage
      data={loaderData}
      actionData={actionData}
      self={href("/:businessId/import/payments", { businessId })}
      back={href("/:businessId/recipients", { businessId })}
    />
  );
}
