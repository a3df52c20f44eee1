import { useTranslation } from "react-i18next";
import type { CardEvent } from "#app/routes/dashboard/cards/card-detail.server";

/** The card's activity, newest first, as a timeline. */
export function ActivityTimeline({ events }: { events: readonly CardEvent[] }) {
  const { t } = useTranslation(["cardDetail", "activity"]);
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">{t("cardDetail.activity")}</h2>
      {events.length === 0 ? <p>{t("cardDetail.noActivity")}</p> : null}
      <ol className="timeline">
        {events.map((e) => (
          <li key={e.id}>
            <span>{t(`activity.${e.type}`)}</span>
            <span className="secondary-text">{e.actor ? t("cardDetail.byWhom", { name: e.actor, when: e.when }) : e.when}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
