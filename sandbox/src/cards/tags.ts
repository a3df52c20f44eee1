/** Tags on cards: a business's named labels (created on first use, matched without case), added and removed per card. */
import { iso } from "#sandbox/clock";
import { guard, runAtomic, StaleState } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { chunks, placeholders } from "#sandbox/db/sql";
import { notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { type CardRow, TAG_SELECT, type TagRow, toTag } from "./rows";

export type TagRequest = { name: string; color?: string | undefined; amountCents?: number | undefined };

/** The business's tag of that name (any case), created with `tag`'s colour and amount when there is none. */
async function tagNamed(db: D1Database, now: number, businessId: string, actor: Actor, tag: TagRequest): Promise<TagRow> {
  const find = () =>
    db
      .prepare(`${TAG_SELECT} WHERE t.business_id = ? AND t.name = ? COLLATE NOCASE ORDER BY t.created_at, t.id LIMIT 1`)
      .bind(businessId, tag.name)
      .first<TagRow>();
  const found = await find();
  if (found) return found;
  const id = newId("tag");
  await db.batch([
    db
      .prepare(
        "INSERT INTO tags (id, business_id, name, color, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (business_id, name) DO NOTHING",
      )
      .bind(id, businessId, tag.name, tag.color ?? "", tag.amountCents ?? null, iso(now)),
    auditStatement(db, now, { type: "tag_created", businessId, targetType: "tag", targetId: id, actor, details: { name: tag.name } }),
  ]);
  const created = await find();
  if (!created) throw new Error("The new tag vanished");
  return created;
}

/** Adds the tag (by name, created when new) to the cards that do not carry it yet. */
export async function tagCards(
  db: D1Database,
  now: number,
  request: { businessId: string; actor: Actor; tag: TagRequest; cards: ReadonlyMap<string, CardRow> },
) {
  const tag = await tagNamed(db, now, request.businessId, request.actor, request.tag);
  const existing = new Set<string>();
  const linked = await db.batch<{ card_id: string }>(
    chunks([...request.cards.keys()]).map((part) =>
      db.prepare(`SELECT card_id FROM card_tags WHERE tag_id = ? AND card_id IN (${placeholders(part.length)})`).bind(tag.id, ...part),
    ),
  );
  for (const result of linked) for (const row of result.results) existing.add(row.card_id);
  const statements: D1PreparedStatement[] = [];
  for (const card of request.cards.values()) {
    if (existing.has(card.id)) continue;
    statements.push(
      db.prepare("INSERT OR IGNORE INTO card_tags (card_id, tag_id, created_at) VALUES (?, ?, ?)").bind(card.id, tag.id, iso(now)),
      auditStatement(db, now, {
        type: "card_tag_added",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: request.actor,
        details: { tagId: tag.id, name: tag.name },
      }),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  const fresh = await db.prepare(`${TAG_SELECT} WHERE t.id = ?`).bind(tag.id).first<TagRow>();
  if (!fresh) throw notFound();
  return toTag(fresh);
}

/** Takes a tag off a card; 404 when the card does not carry it (also when it was taken off meanwhile). */
export async function untagCard(db: D1Database, now: number, card: CardRow, actor: Actor, tagId: string): Promise<void> {
  const tag = await db
    .prepare("SELECT t.id, t.name FROM card_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.card_id = ? AND ct.tag_id = ?")
    .bind(card.id, tagId)
    .first<{ id: string; name: string }>();
  if (!tag) throw notFound();
  try {
    await runAtomic(db, [
      guard(db, "EXISTS (SELECT 1 FROM card_tags WHERE card_id = ? AND tag_id = ?)", card.id, tag.id),
      db.prepare("DELETE FROM card_tags WHERE card_id = ? AND tag_id = ?").bind(card.id, tag.id),
      auditStatement(db, now, {
        type: "card_tag_removed",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor,
        details: { tagId: tag.id, name: tag.name },
      }),
    ]);
  } catch (error) {
    if (error instanceof StaleState) throw notFound();
    throw error;
  }
}
