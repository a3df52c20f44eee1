import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";

/** Virtual card details, shown only inside the provider's isolated frame (`?reveal=1`); a failed read says so in place. */
export function VirtualCardPanel({ base, frameSrc, failed = false }: { base: string; frameSrc: string | null; failed?: boolean }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="virtual-title" className="virtual-card">
      <h2 id="virtual-title">{t("cardDetail.virtualDetails")}</h2>
      {frameSrc ? (
        <>
          <iframe src={frameSrc} title={t("cardDetail.virtualFrameTitle")} className="card-frame" sandbox="" referrerPolicy="no-referrer" />
          <p>
            <Link to={base}>{t("cardDetail.hideDetails")}</Link>
          </p>
        </>
      ) : failed ? (
        // The spec's text (section 8), in place of the details; the page around it still works.
        <FormMessage tone="error">{t("cardDetail.detailsError.message")}</FormMessage>
      ) : (
        <p>
          <Link to={`${base}?reveal=1`} className="button secondary">
            {t("cardDetail.showDetails")}
          </Link>
        </p>
      )}
    </section>
  );
}
