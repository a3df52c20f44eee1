import { useTranslation } from "react-i18next";
import { useBrand } from "#app/components/brand";
import { BrandHeader } from "#app/components/brand-header";
import { FormMessage } from "#app/components/form-messages";
import { LanguageSelector } from "#app/components/language-selector";
import type { ApplicationProblem } from "./onboarding.server";

/**
 * The frame of every onboarding screen: the brand (not a link: the applicant has nowhere else to go
 * here), the twelve languages, one heading, and the step the applicant is on. No JavaScript.
 */
export function OnboardingPage({ heading, step, children }: { heading: string; step?: 1 | 2 | 3 | 4; children: React.ReactNode }) {
  const { t } = useTranslation(["onboarding"]);
  const brand = useBrand();
  return (
    <main id="main" className="auth-page onboarding-page">
      {brand ? (
        <BrandHeader brand={brand} homeHref={null} className="home-header" logoSize={32}>
          <LanguageSelector />
        </BrandHeader>
      ) : null}
      {step ? <p className="intake-step">{t("onboarding.steps.label", { current: step })}</p> : null}
      <h1>{heading}</h1>
      {children}
    </main>
  );
}

/** A screen opened without a working link: what happened, and the ways on. */
export function LinkProblemPage({ problem }: { problem: ApplicationProblem }) {
  const { t } = useTranslation(["onboarding"]);
  return (
    <OnboardingPage heading={t("onboarding.title")}>
      <FormMessage tone={problem === "missing" ? "info" : "error"}>
        {problem === "unavailable" ? t("onboarding.extensionOff.body") : t(`onboarding.link.${problem}`)}
      </FormMessage>
      <p className="auth-switch">
        <a href="/login">{t("onboarding.link.signIn")}</a>
      </p>
      <p className="auth-switch">
        <a href="/onboard">{t("onboarding.link.start")}</a>
      </p>
    </OnboardingPage>
  );
}

/** Whose application or owner form the opened link is (ADR 0247), before anything is typed. */
export type LinkWhose = { business: string; email: string; owner: boolean };

export function LinkWhoseNotice({ whose }: { whose: LinkWhose | null }) {
  const { t } = useTranslation(["onboarding"]);
  if (!whose) return null;
  return (
    <FormMessage id="onboarding-whose" tone="info">
      <p>
        <strong>
          {whose.owner
            ? t("onboarding.linkExchange.whoseOwner", { business: whose.business, email: whose.email })
            : t("onboarding.linkExchange.whose", { business: whose.business, email: whose.email })}
        </strong>
      </p>
      <p>{t("onboarding.linkExchange.notYours")}</p>
    </FormMessage>
  );
}
