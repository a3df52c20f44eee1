/**
 * Notes on a card (spec section 2, /users/{cardId}/notes): written, changed and deleted with an audit row
 * each; the caller's permission on the card's business is checked by the route before.
 */
import type { Note } from "#contract/entities";
import { iso } from "#sandbox/clock";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { keysetPage, NEWEST_FIRST, type PageQuery } from "#sandbox/db/pagination";
import { notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

export type NoteRow = {
  id: string;
  business_id: string;
  card_id: string;
  text: string;
  author_id: string;
  author_first: string;
  author_last: string;
  created_at: string;
  updated_at: string;
};

const NOTE_SELECT = `SELECT n.id, n.business_id, n.card_id, n.text, n.author_id, u.first_name AS author_first,
  u.last_name AS author_last, n.created_at, n.updated_at FROM notes n JOIN users u ON u.id = n.author_id`;

export const toNote = (r: NoteRow): Note => ({
  id: r.id,
  businessId: r.business_id,
  cardId: r.card_id,
  text: r.text,
  author: { id: r.author_id, name: `${r.author_first} ${r.author_last}` },
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function loadNote(db: D1Database, noteId: string): Promise<NoteRow> {
  const row = await db.prepare(`${NOTE_SELECT} WHERE n.id = ?`).bind(noteId).first<NoteRow>();
  if (!row) throw notFound();
  return row;
}

export async function cardBusinessId(db: D1Database, cardId: string): Promise<string> {
  const row = await db.prepare("SELECT business_id FROM cards WHERE id = ?").bind(cardId).first<{ business_id: string }>();
  if (!row) throw notFound();
  return row.business_id;
}

/** A new note on a card of `businessId`, by `authorId`. */
export async function createNote(
  db: D1Database,
  now: number,
  note: { businessId: string; cardId: string; authorId: string; text: string; actor: Actor },
): Promise<Note> {
  const id = newId("note");
  await db.batch([
    db
      .prepare("INSERT INTO notes (id, business_id, card_id, author_id, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(id, note.businessId, note.cardId, note.authorId, note.text, iso(now), iso(now)),
    auditStatement(db, now, {
      type: "note_created",
      businessId: note.businessId,
      targetType: "card",
      targetId: note.cardId,
      actor: note.actor,
      details: { noteId: id },
    }),
  ]);
  return toNote(await loadNote(db, id));
}

/** A card's notes, newest first, a page at a time. */
export async function notesOfCard(db: D1Database, cardId: string, query: PageQuery): Promise<{ notes: Note[]; nextCursor: string | null }> {
  const page = await keysetPage<NoteRow>(db, NEWEST_FIRST, query, [
    { select: NOTE_SELECT, where: ["n.card_id = ?"], binds: [cardId], alias: "n" },
  ]);
  return { notes: page.items.map(toNote), nextCursor: page.nextCursor };
}

/** A note's new text. */
export async function updateNote(db: D1Database, now: number, note: NoteRow, text: string, actor: Actor): Promise<Note> {
  await db.batch([
    db.prepare("UPDATE notes SET text = ?, updated_at = ? WHERE id = ?").bind(text, iso(now), note.id),
    auditStatement(db, now, {
      type: "note_updated",
      businessId: note.business_id,
      targetType: "card",
      targetId: note.card_id,
      actor,
      details: { noteId: note.id },
    }),
  ]);
  return toNote(await loadNote(db, note.id));
}

export async function deleteNote(db: D1Database, now: number, note: NoteRow, actor: Actor): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM notes WHERE id = ?").bind(note.id),
    auditStatement(db, now, {
      type: "note_deleted",
      businessId: note.business_id,
      targetType: "card",
      targetId: note.card_id,
      actor,
      details: { noteId: note.id },
    }),
  ]);
}
