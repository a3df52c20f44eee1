import { signInAction } from "#app/auth/sign-in-flow.server";
import { signInPageData } from "#app/auth/sign-in-page.server";
import { SignInPage } from "#app/components/sign-in";
import { useTranslation } from "#app/i18n/react";
import type { RouteHandle } from "../handle";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { hydrate: false, hideNavBar: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return signInPageData(context, request, "business", "auth.loginTitle");
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, "business", null);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInPage
      path="/login"
      step={loaderData.step}
      heading={t("auth.loginHeading", { brand: loaderData.brandName })}
      intro={t("auth.loginIntro", { brand: loaderData.brandName })}
      reply={actionData}
      notice={loaderData.notice}
      destination={loaderData.destination}
      resent={loaderData.resent}
    >
      <p className="auth-switch">
        <a href="/cardholders">{t("auth.cardholderEntry")}</a>
      </p>
    </SignInPage>
  );
}
