import { useTranslation } from "react-i18next";
import { signInAction } from "#app/auth/sign-in-flow.server";
import { signInPageData } from "#app/auth/sign-in-page.server";
import { SignInPage } from "#app/components/sign-in";
import { tenantContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/portal-login";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/** The branded portal's paths exist only on its own host; elsewhere `/{anything}` is not found. */
function portalPath(context: Route.LoaderArgs["context"], portal: string): string {
  const brandPath = context.get(tenantContext).portalBrandPath;
  if (!brandPath || brandPath !== `/${portal}`) notFound();
  return brandPath;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const brandPath = portalPath(context, params.portal);
  return signInPageData(context, request, "cardholder", "auth.cardholderTitle", { brandPath });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return signInAction(context, request, "cardholder", portalPath(context, params.portal));
}

/** The branded cardholder portal's login ({brand path} in the spec's route table). */
export default function PortalLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "cardholder"]);
  return (
    <SignInPage
      path={loaderData.brandPath}
      step={loaderData.step}
      heading={t("auth.cardholderHeading")}
      intro={t("auth.cardholderIntro")}
      reply={actionData}
      destination={loaderData.destination}
      resent={loaderData.resent}
    >
      <p className="auth-switch">
        <a href={`${loaderData.brandPath}/register/cardholder`}>{t("cardholder.register.createLink")}</a>
      </p>
    </SignInPage>
  );
}
