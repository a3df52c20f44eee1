import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors, lazySchema, replyFor, TextareaField, useSchemaForm } from "#app/components/forms";
import type { addNoteSchema, editNoteSchema } from "#app/forms/card-detail.schema";
import type { CardNote } from "#app/routes/dashboard/cards/card-detail.server";

const schemas = () => import("#app/forms/card-detail.schema");
const addNoteForm = lazySchema(() => schemas().then((m) => m.addNoteSchema));
const editNoteForm = lazySchema(() => schemas().then((m) => m.editNoteSchema));

/** Adds a note, or changes one (the note's text in place). An island of the card page (notes-panel.tsx). */
export function NoteForm({
  base,
  intent,
  note,
  reply,
}: {
  base: string;
  intent: "addNote" | "editNote";
  note: CardNote | null;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["cardDetail"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm<typeof addNoteSchema | typeof editNoteSchema>(intent === "addNote" ? addNoteForm : editNoteForm, {
    id: intent === "addNote" ? "add-note" : `edit-note-${note?.id ?? ""}`,
    lastResult: replyFor(reply, intent),
    defaultValue: { text: note?.text ?? "" },
  });
  const action = note ? `${base}?note=${encodeURIComponent(note.id)}` : base;
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={intent} />
      {note ? <input type="hidden" name="noteId" value={note.id} /> : null}
      <TextareaField meta={fields.text} label={t(note ? "cardDetail.notesForm.editLabel" : "cardDetail.notesForm.addLabel")} rows={3} />
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          {t(note ? "cardDetail.notesForm.save" : "cardDetail.notesForm.add")}
        </button>
        {note ? (
          <Link to={base} className="button secondary">
            {t("cardDetail.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
