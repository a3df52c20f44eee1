import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n } from "#app/middleware/i18n";
import type { RouteHandle } from "../handle";
import type { Route } from "./+types/about";

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData.title }];

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const { t } = getI18n(context);
  return {
    title: `${t("about.title")} · ${tenant.brandName}`,
    brandName: tenant.brandName,
    supportEmail: tenant.supportEmail,
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const brand = loaderData.brandName;
  return (
    <main id="main" className="prose">
      <h1>{t("about.heading", { brand })}</h1>
      <p>{t("about.body", { brand })}</p>
      <p>{t("about.cardholders")}</p>
      <p>{t("about.security")}</p>
      <p>{t("common.supportHours")}</p>
      <p>
        {t("about.contact")} <a href={`mailto:${loaderData.supportEmail}`}>{loaderData.supportEmail}</a>
      </p>
    </main>
  );
}
