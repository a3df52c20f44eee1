import { useTranslation } from "react-i18next";
import { useBrand } from "#app/components/brand";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import type { Route } from "./+types/about";

export const handle = { hydrate: false } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return { title: pageTitle(context, t("about.title")) };
}

export default function About() {
  const { t } = useTranslation(["common", "about"]);
  const brandData = useBrand();
  const brand = brandData?.name;
  const supportEmail = brandData?.supportEmail;
  return (
    <main id="main" className="prose">
      <h1>{t("about.heading", { brand })}</h1>
      <p>{t("about.body", { brand })}</p>
      <p>{t("about.cardholders")}</p>
      <p>{t("about.security")}</p>
      <p>{t("common.supportHours")}</p>
      <p>
        {t("about.contact")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </main>
  );
}
