import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Virtual card details, shown only inside the provider's isolated frame (`?reveal=1`). */
export function VirtualCardPanel({ base, frameSrc }: { base: string; frameSrc: string | null }) {
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
