import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/authorized-person-welcome";
import { personPage } from "./authorized-person.server";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return personPage(context, request, params.businessId, "welcome");
}

/** Step 2 begins: who the authorized person is, and what to have at hand. */
export default function AuthorizedPersonWelcome({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.person.welcome.heading")} step={2}>
      <p>{t("onboarding.person.welcome.intro")}</p>
      <p>{t("onboarding.person.welcome.need")}</p>
      <ul>
        <li>{t("onboarding.person.welcome.needName")}</li>
        <li>{t("onboarding.person.welcome.needBirth")}</li>
        <li>{t("onboarding.person.welcome.needSsn")}</li>
      </ul>
      <p>
        <a className="button" href={href("/:businessId/authorizedPerson/info", params)}>
          {t("onboarding.person.welcome.start")}
        </a>
      </p>
    </OnboardingPage>
  );
}
