import { useTranslation } from "react-i18next";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/authorized-person-status";
import { personPage } from "./authorized-person.server";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return personPage(context, request, params.businessId, "status");
}

/** The authorized person as saved: the date of birth and the SSN digits only as "given (hidden)". */
export default function AuthorizedPersonStatus({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const { person } = loaderData;
  if (loaderData.problem || !person) return <LinkProblemPage problem={loaderData.problem ?? "missing"} />;
  const id = encodeURIComponent(params.businessId);
  return (
    <OnboardingPage heading={t("onboarding.personStatus.heading")} step={2}>
      <p>{t("onboarding.personStatus.intro")}</p>
      <dl className="facts">
        <dt>{t("onboarding.personStatus.name")}</dt>
        <dd>
          {person.firstName} {person.lastName}
        </dd>
        <dt>{t("onboarding.personStatus.email")}</dt>
        <dd>{person.email}</dd>
        <dt>{t("onboarding.personStatus.title")}</dt>
        <dd>{person.title ? t(`onboarding.person.titles.${person.title as "PRESIDENT"}`) : null}</dd>
        <dt>{t("onboarding.personStatus.dateOfBirth")}</dt>
        <dd>{t("onboarding.personStatus.hidden")}</dd>
        <dt>{t("onboarding.personStatus.ssn")}</dt>
        <dd dir="ltr">••• •• ••••</dd>
      </dl>
      <p>
        <a className="button" href={`/${id}/addBeneficialOwners`}>
          {t("onboarding.personStatus.continue")}
        </a>{" "}
        <a className="button secondary" href={`/${id}/authorizedPerson/info`}>
          {t("onboarding.personStatus.change")}
        </a>
      </p>
    </OnboardingPage>
  );
}
