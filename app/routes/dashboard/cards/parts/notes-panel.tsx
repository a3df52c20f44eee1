import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Deferred } from "#app/components/deferred";
import { island } from "#app/components/island";
import type { CardView } from "#app/routes/dashboard/cards/card-detail.server";

/** The note forms are an island (docs/decisions/0066-islands-and-lazy-validation.md). */
const NoteForm = island(() => import("./note-form").then((m) => m.NoteForm));

type Reply = SubmissionResult<string[]> | null | undefined;

/**
 * Notes on the card (streamed; fails soft): add one (createNote); change or delete one (editNote), each
 * from its own link: `?note=<id>` opens the note's edit form, `?deleteNote=<id>` asks before deleting.
 */
export function NotesPanel({
  notes,
  base,
  canCreate,
  canEdit,
  editing,
  deleting,
  reply,
}: {
  notes: CardView["notes"];
  base: string;
  canCreate: boolean;
  canEdit: boolean;
  editing: string | null;
  deleting: string | null;
  reply: Reply;
}) {
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
                  {editing === n.id ? (
                    <NoteForm base={base} intent="editNote" note={n} reply={reply} />
                  ) : (
                    <>
                      <p>{n.text}</p>
                      <span className="secondary-text">{t("cardDetail.byWhom", { name: n.author, when: n.when })}</span>
                      {deleting === n.id ? (
                        <DeleteNote base={base} noteId={n.id} />
                      ) : canEdit ? (
                        <span className="note-actions">
                          {" "}
                          <Link
                            to={`${base}?note=${encodeURIComponent(n.id)}#notes-title`}
                            aria-label={t("cardDetail.notesForm.editNamed", { when: n.when })}
                          >
                            {t("cardDetail.notesForm.edit")}
                          </Link>{" "}
                          <Link
                            to={`${base}?deleteNote=${encodeURIComponent(n.id)}#notes-title`}
                            aria-label={t("cardDetail.notesForm.deleteNamed", { when: n.when })}
                          >
                            {t("cardDetail.notesForm.delete")}
                          </Link>
                        </span>
                      ) : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Deferred>
      {canCreate && !editing ? <NoteForm base={base} intent="addNote" note={null} reply={reply} /> : null}
    </section>
  );
}

/** The confirmation of a note's deletion: a post of its own, or back to the card. */
function DeleteNote({ base, noteId }: { base: string; noteId: string }) {
  const { t } = useTranslation(["cardDetail"]);
  return (
    <fieldset className="confirm-panel" aria-labelledby="delete-note-title">
      <p id="delete-note-title">
        <strong>{t("cardDetail.notesForm.deleteTitle")}</strong>
      </p>
      <Form method="post" action={base} className="filter-actions">
        <input type="hidden" name="intent" value="deleteNote" />
        <input type="hidden" name="noteId" value={noteId} />
        <button type="submit">{t("cardDetail.notesForm.deleteYes")}</button>
        <Link to={base} className="button secondary">
          {t("cardDetail.cancel")}
        </Link>
      </Form>
    </fieldset>
  );
}
