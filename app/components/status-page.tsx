import { useTranslation } from "../i18n/react";
import { useBrand } from "./brand";

/** A page that only tells something: not found, unknown host, unexpected error. */
export function StatusPage({ title, heading, children }: { title: string; heading: string; children: React.ReactNode }) {
  const brand = useBrand();
  return (
    <main id="main" className="status-page">
      <title>{brand ? `${title} · ${brand.name}` : title}</title>
      <h1>{heading}</h1>
      {children}
    </main>
  );
}

/** The spec's not-found page: the page does not exist, paths changed, log in again, back to the root. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t("notFound.title")} heading={t("notFound.heading")}>
      <p>{t("notFound.pathsUpdated")}</p>
      <p>{t("notFound.loginAgain")}</p>
      <p>
        <a className="button" href="/">
          {t("notFound.backHome")}
        </a>
      </p>
    </StatusPage>
  );
}
