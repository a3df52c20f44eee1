import { useTranslation } from "react-i18next";
import { Deferred } from "#app/components/deferred";
import type { CardView } from "#app/routes/dashboard/card-detail.server";

/** Notes on the card (streamed; fails soft). */
export function NotesPanel({ notes }: { notes: CardView["notes"] }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <section aria-labelledby="notes-title">
      <h2 id="notes-title">{t("cardDetail.notes")}</h2>
      <Deferred resolve={notes}>
        {(list) => (
          <>
            {list.length === 0 ? <p>{t("cardDetail.noNotes")}</p> : null}
            <ul className="notes">
              {list.map((n) => (
                <li key={n.id}>
                  <p>{n.text}</p>
                  <span className="secondary-text">{t("cardDetail.byWhom", { name: n.author, when: n.when })}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Deferred>
    </section>
  );
}
