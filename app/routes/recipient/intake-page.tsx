import { useTranslation } from "react-i18next";
import { useBrand } from "#app/components/brand";
import { BrandHeader } from "#app/components/brand-header";
import { LanguageSelector } from "#app/components/language-selector";
import { INTAKE_LANGUAGE_CODES } from "#domain/languages";

/**
 * The frame of every recipient intake page: the brand (not a link: the recipient has nowhere else to go
 * here), the three intake languages, one heading, and a step count so the recipient knows how far
 * along they are. No JavaScript, nothing but the page's own content.
 */
export function IntakePage({ heading, step, children }: { heading: string; step?: 1 | 2 | 3 | 4; children: React.ReactNode }) {
  const { t } = useTranslation(["intake"]);
  const brand = useBrand();
  return (
    <main id="main" className="auth-page intake-page">
      {brand ? (
        <BrandHeader brand={brand} homeHref={null} className="home-header" logoSize={32}>
          <LanguageSelector codes={INTAKE_LANGUAGE_CODES} />
        </BrandHeader>
      ) : null}
      {step ? <p className="intake-step">{t("intake.steps", { current: step })}</p> : null}
      <h1>{heading}</h1>
      {children}
    </main>
  );
}
