import { useTranslation } from "react-i18next";
import { Sample } from "./sample";

const TONES = ["brand", "success", "warning", "danger", "info", "neutral"] as const;
const CARD_STATUSES = ["active", "inactive", "locked", "frozen", "closed"] as const;
const RECIPIENT_STATUSES = ["bank_account_verified", "pending_verification", "awaiting_recipient", "verification_failed"] as const;

/** The colours with meaning, each as the badge that uses it. */
export function ColourSamples() {
  const { t } = useTranslation(["design"]);
  return (
    <Sample id="colours">
      <ul className="tag-list">
        {TONES.map((tone) => (
          <li key={tone}>
            <span className={`status status-${tone}`}>{t(`design.tones.${tone}`)}</span>
          </li>
        ))}
      </ul>
    </Sample>
  );
}

/** Every status badge of cards and recipients, and a declined purchase. */
export function BadgeSamples() {
  const { t } = useTranslation(["cards", "recipients", "cardDetail"]);
  return (
    <Sample id="badges">
      <ul className="tag-list">
        {CARD_STATUSES.map((status) => (
          <li key={status}>
            <span className={`status status-${status}`}>{t(`cards.statuses.${status}`)}</span>
          </li>
        ))}
        <li>
          <span className="status status-declined">{t("cardDetail.txStatus.declined")}</span>
        </li>
      </ul>
      <ul className="tag-list">
        {RECIPIENT_STATUSES.map((status) => (
          <li key={status}>
            <span className={`status status-${status}`}>{t(`recipients.statuses.${status}`)}</span>
          </li>
        ))}
      </ul>
    </Sample>
  );
}
