import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { EmailAddress } from "#app/components/email-address";
import { Facts } from "#app/components/facts";
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
  const { businessId } = params;
  return (
    <OnboardingPage heading={t("onboarding.personStatus.heading")} step={2}>
      <p>{t("onboarding.personStatus.intro")}</p>
      <Facts
        items={[
          { label: t("onboarding.personStatus.name"), value: `${person.firstName} ${person.lastName}` },
          { label: t("onboarding.personStatus.email"), value: <EmailAddress address={person.email} /> },
          {
            label: t("onboarding.personStatus.title"),
            value: person.title ? t(`onboarding.person.titles.${person.title as "PRESIDENT"}`) : null,
          },
          { label: t("onboarding.personStatus.dateOfBirth"), value: t("onboarding.personStatus.hidden") },
          { label: t("onboarding.personStatus.ssn"), value: "••• •• ••••", ltr: true },
        ]}
      />
      <p>
        <a className="button" href={href("/:businessId/addBeneficialOwners", { businessId })}>
          {t("onboarding.personStatus.continue")}
        </a>{" "}
        <a className="button secondary" href={href("/:businessId/authorizedPerson/info", { businessId })}>
          {t("onboarding.personStatus.change")}
        </a>
      </p>
    </OnboardingPage>
  );
}
