import { useTranslation } from "react-i18next";
import { FormMessage } from "#app/components/form-messages";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/manual-review";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";
import { manualReviewPage } from "./review.server";

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return manualReviewPage(context, request, params.businessId);
}

/** Manual review: what happens and how long it takes; the result comes by e-mail. */
export default function ManualReview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.manualReview.heading")}>
      <FormMessage tone="info">{t("onboarding.manualReview.body")}</FormMessage>
    </OnboardingPage>
  );
}
