import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { dashboardContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import type { Route } from "./+types/import-order";

/**
 * A card order from a file (issue 20, docs/decisions/0172-card-order-imports.md): the choice between
 * physical cards (shipped to each holder's address) and virtual cards (e-mailed), each its own import.
 */

export const handle = { i18n: ["imports"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const { t } = getI18n(context);
  return { businessId, allowed: permissions.has("orderCard"), title: pageTitle(context, t("imports.order.title")) };
}

export default function ImportOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["imports"]);
  const { businessId } = loaderData;
  return (
    <>
      <p>
        <Link to={href("/:businessId/orders", { businessId })}>{t("imports.order.back")}</Link>
      </p>
      <div className="page-heading">
        <h1>{t("imports.order.title")}</h1>
      </div>
      {loaderData.allowed ? (
        <>
          <p>{t("imports.order.intro")}</p>
          <ul>
            <li>
              <Link to={href("/:businessId/import/order/physical", { businessId })}>{t("imports.kinds.order-physical.link")}</Link>
              <p>{t("imports.order.physicalHelp")}</p>
            </li>
            <li>
              <Link to={href("/:businessId/import/order/virtual", { businessId })}>{t("imports.kinds.order-virtual.link")}</Link>
              <p>{t("imports.order.virtualHelp")}</p>
            </li>
          </ul>
        </>
      ) : (
        <FormMessage tone="error">{t("imports.noPermission")}</FormMessage>
      )}
    </>
  );
}
