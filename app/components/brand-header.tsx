import { useTranslation } from "react-i18next";
import type { Brand } from "./brand";

type BrandHeaderProps = {
  brand: Brand;
  /** Where the brand links to; null: the brand is not a link (on the page it would link to). */
  homeHref?: string | null;
  className?: string;
  /** The logo's size in CSS pixels (square). */
  logoSize?: number;
  /** Whatever sits beside the brand (the language selector, the business name). */
  children?: React.ReactNode;
};

/** The brand bar: the tenant's logo and name, then the page's own items (public pages and the shell). */
export function BrandHeader({ brand, homeHref = "/", className = "public-header", logoSize = 32, children }: BrandHeaderProps) {
  const { t } = useTranslation(["common"]);
  const mark = (
    <>
      <img src={brand.logo} alt="" width={logoSize} height={logoSize} />
      <span>{brand.name}</span>
    </>
  );
  return (
    <header className={`brand-header ${className}`}>
      {homeHref === null ? (
        <p className="brand-link">{mark}</p>
      ) : (
        <a className="brand-link" href={homeHref}>
          {mark}
          <span className="visually-hidden"> — {t("common.home")}</span>
        </a>
      )}
      {children}
    </header>
  );
}
