import { useTranslation } from "react-i18next";
import { signInAction } from "#app/auth/sign-in-flow.server";
import { signInPageData } from "#app/auth/sign-in-page.server";
import { useBrand } from "#app/components/brand";
import { SignInPage } from "#app/components/sign-in";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/login";

export const handle = { hydrate: false, hideNavBar: true } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return signInPageData(context, request, "business", "auth.loginTitle");
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, "business", null);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth"]);
  const brand = useBrand()?.name;
  return (
    <SignInPage
      path="/login"
      step={loaderData.step}
      heading={t("auth.loginHeading", { brand })}
      intro={t("auth.loginIntro", { brand })}
      reply={actionData}
      destination={loaderData.destination}
      resent={loaderData.resent}
    >
      <p className="auth-switch">
        <a href="/cardholders">{t("auth.cardholderEntry")}</a>
      </p>
    </SignInPage>
  );
}
