import { useTranslation } from "react-i18next";
import { composeTitle } from "#app/page-title";
import { useBrand } from "./brand";
import { useRequestInfo } from "./request-info";

/** The title and heading of a status message, without a page around it (inside the shell). */
export function StatusContent({ title, heading, children }: { title: string; heading: string; children: React.ReactNode }) {
  const brand = useBrand();
  return (
    <>
      <title>{composeTitle([title], brand?.name)}</title>
      <h1>{heading}</h1>
      {children}
    </>
  );
}

/** A page that only tells something: not found, unknown host, unexpected error. */
export function StatusPage({ title, heading, children }: { title: string; heading: string; children: React.ReactNode }) {
  return (
    <main id="main" className="status-page">
      <StatusContent title={title} heading={heading}>
        {children}
      </StatusContent>
      <SupportReference />
    </main>
  );
}

/**
 * The request's id, so support can find the request in the logs (ADR 0206). Rendered on the server only
 * (error pages ship no JavaScript); left-to-right inside any page.
 */
export function SupportReference() {
  const { t } = useTranslation(["error"]);
  const info = useRequestInfo();
  if (!info) return null;
  return (
    <p className="support-reference">
      {`${t("error.reference")} `}
      <code dir="ltr" translate="no">
        {info.requestId}
      </code>
    </p>
  );
}

/** The spec's not-found text: the page does not exist, paths changed, log in again, back to the root. */
export function NotFoundContent() {
  const { t } = useTranslation(["notFound"]);
  return (
    <StatusContent title={t("notFound.title")} heading={t("notFound.heading")}>
      <p>{t("notFound.pathsUpdated")}</p>
      <p>{t("notFound.loginAgain")}</p>
      <p>
        <a className="button" href="/">
          {t("notFound.backHome")}
        </a>
      </p>
    </StatusContent>
  );
}

/** The spec's not-found page. */
export function NotFound() {
  return (
    <main id="main" className="status-page">
      <NotFoundContent />
      <SupportReference />
    </main>
  );
}
