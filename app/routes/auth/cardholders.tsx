import { useTranslation } from "react-i18next";
import { signInAction } from "#app/auth/sign-in-flow.server";
import { signInPageData } from "#app/auth/sign-in-page.server";
import { SignInPage } from "#app/components/sign-in";
import { tenantContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/cardholders";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...titleMeta({ loaderData }),
  { tagName: "link", rel: "canonical", href: loaderData?.canonical },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  return signInPageData(context, request, "cardholder", "auth.cardholderTitle", {
    canonical: `${context.get(tenantContext).canonicalOrigin}/cardholders`,
    keep: lang ? `lang=${encodeURIComponent(lang)}` : "",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, request, "cardholder", null);
}

/** The cardholder landing: sign-in for cardholders, and the entry for admins. */
export default function Cardholders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "cardholder"]);
  return (
    <SignInPage
      path="/cardholders"
      step={loaderData.step}
      heading={t("auth.cardholderHeading")}
      intro={t("auth.cardholderIntro")}
      reply={actionData}
      destination={loaderData.destination}
      resent={loaderData.resent}
      keep={loaderData.keep}
    >
      <p className="auth-switch">
        <a href="/register/cardholder">{t("cardholder.register.createLink")}</a>
      </p>
      <p>
        <a href="/cardholders/pin">{t("cardholder.pinWithoutAccount.link")}</a>
      </p>
      <p>
        <a href="/login">{t("auth.adminEntry")}</a>
      </p>
    </SignInPage>
  );
}
