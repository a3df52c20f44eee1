/** Metadata: an organization's key-value notes on its cards, loads, recipients and transfers. */
import { iso } from "#sandbox/clock";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { conflict, notFound } from "#sandbox/http/errors";

/** The business a metadata target belongs to (404 when the target does not exist). */
const METADATA_OWNERS = {
  card: "SELECT business_id FROM cards WHERE id = ?",
  load: "SELECT business_id FROM loads WHERE id = ?",
  recipient: "SELECT business_id FROM recipients WHERE id = ?",
  transfer: "SELECT business_id FROM transfers WHERE id = ?",
} as const;

export type MetadataTarget = { type: keyof typeof METADATA_OWNERS; targetId: string };
export type MetadataEntry = { key: string; value: string };
/** Who changes the metadata: the business that owns the target, and the audit actor. */
export type MetadataWriter = { businessId: string; actor: Actor };

export async function metadataOwner(db: D1Database, target: MetadataTarget): Promise<string> {
  const owner = await db.prepare(METADATA_OWNERS[target.type]).bind(target.targetId).first<{ business_id: string }>();
  if (!owner) throw notFound();
  return owner.business_id;
}

/** The target's metadata as the endpoints answer it. */
export async function metadataOf(db: D1Database, target: MetadataTarget) {
  const { results } = await db
    .prepare("SELECT key, value FROM metadata WHERE target_type = ? AND target_id = ? ORDER BY key")
    .bind(target.type, target.targetId)
    .all<MetadataEntry>();
  return { type: target.type, targetId: target.targetId, metadata: results };
}

const auditMetadata = (
  db: D1Database,
  now: number,
  type: "metadata_added" | "metadata_updated" | "metadata_deleted",
  target: MetadataTarget,
  writer: MetadataWriter,
  keys: readonly string[],
) =>
  auditStatement(db, now, {
    type,
    businessId: writer.businessId,
    targetType: target.type,
    targetId: target.targetId,
    actor: writer.actor,
    details: { keys: keys.join(",") },
  });

/** Entries to write on a target. */
export type MetadataWrite = { target: MetadataTarget; writer: MetadataWriter; entries: readonly MetadataEntry[] };

const INSERT = "INSERT INTO metadata (business_id, target_type, target_id, key, value, updated_at) VALUES (?, ?, ?, ?, ?, ?)";
const UPSERT = `${INSERT} ON CONFLICT (target_type, target_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`;

/** Writes each entry with `sql` (INSERT or UPSERT) and the audit row, in one batch. */
function writeEntries(db: D1Database, now: number, sql: string, type: "metadata_added" | "metadata_updated", write: MetadataWrite) {
  const { target, writer, entries } = write;
  return db.batch([
    ...entries.map((m) => db.prepare(sql).bind(writer.businessId, target.type, target.targetId, m.key, m.value, iso(now))),
    auditMetadata(
      db,
      now,
      type,
      target,
      writer,
      entries.map((m) => m.key),
    ),
  ]);
}

/** Adds new keys (409 when one exists: those change with `updateMetadata`). */
export async function addMetadata(db: D1Database, now: number, { target, writer, entries }: MetadataWrite) {
  if (entries.length > 0) {
    const existing = new Set((await metadataOf(db, target)).metadata.map((m) => m.key));
    const taken = entries.find((m) => existing.has(m.key));
    if (taken) throw conflict("metadata_exists", `The key ${taken.key} exists; change it with PATCH`);
    try {
      await writeEntries(db, now, INSERT, "metadata_added", { target, writer, entries });
    } catch (error) {
      if (error instanceof Error && /UNIQUE constraint failed: metadata/.test(error.message)) {
        throw conflict("metadata_exists", "A key exists; change it with PATCH");
      }
      throw error;
    }
  }
  return metadataOf(db, target);
}

/** Sets keys, adding the missing ones. */
export async function updateMetadata(db: D1Database, now: number, { target, writer, entries }: MetadataWrite) {
  if (entries.length > 0) {
    await writeEntries(db, now, UPSERT, "metadata_updated", { target, writer, entries });
  }
  return metadataOf(db, target);
}

/** Deletes the keys that exist; unknown keys are ignored. */
export async function deleteMetadata(db: D1Database, now: number, target: MetadataTarget, writer: MetadataWriter, keys: readonly string[]) {
  const existing = new Set((await metadataOf(db, target)).metadata.map((m) => m.key));
  const present = [...new Set(keys)].filter((k) => existing.has(k));
  if (present.length > 0) {
    await db.batch([
      db
        .prepare(`DELETE FROM metadata WHERE target_type = ? AND target_id = ? AND key IN (${present.map(() => "?").join(", ")})`)
        .bind(target.type, target.targetId, ...present),
      auditMetadata(db, now, "metadata_deleted", target, writer, present),
    ]);
  }
  return metadataOf(db, target);
}
