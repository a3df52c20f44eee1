import { useTranslation } from "react-i18next";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/beneficial-owner-status";
import { OwnersTable } from "./fields";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";
import { ownerStatusPage } from "./owners.server";

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return ownerStatusPage(context, request, params.businessId);
}

/** Submitted, waiting for owners who were e-mailed their own link. */
export default function BeneficialOwnerStatus({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.ownerStatus.heading")}>
      <p>{t("onboarding.ownerStatus.intro")}</p>
      <OwnersTable owners={loaderData.owners} />
    </OnboardingPage>
  );
}
