import { useTranslation } from "react-i18next";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import type { Route } from "./+types/landing-page";
import { OnboardingPage } from "./onboarding-page";

export const meta: Route.MetaFunction = titleMeta;

export function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context, getI18n(context).t("onboarding.landing.heading")) };
}

/** /landingPage: where an application with no screen of its own lands (the spec's "any other"). */
export default function LandingPage() {
  const { t } = useTranslation(["onboarding"]);
  return (
    <OnboardingPage heading={t("onboarding.landing.heading")}>
      <p>{t("onboarding.landing.body")}</p>
      <p>
        <a className="button" href="/onboard">
          {t("onboarding.landing.start")}
        </a>
      </p>
      <p className="auth-switch">
        {t("onboarding.landing.haveLink")} <a href="/login">{t("onboarding.landing.signIn")}</a>
      </p>
    </OnboardingPage>
  );
}
