import { useTranslation } from "../i18n/react";
import type { Brand } from "./brand";
import { LanguageSelector } from "./language-selector";

/** The navigation bar of public pages (hidden on the spec's hideNavBar routes). */
export function PublicHeader({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <header className="public-header">
      <a className="brand-link" href="/">
        <img src={brand.logo} alt="" width="32" height="32" />
        <span>{brand.name}</span>
        <span className="visually-hidden"> — {t("common.home")}</span>
      </a>
      <LanguageSelector />
    </header>
  );
}
