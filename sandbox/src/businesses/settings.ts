/**
 * Business settings: the custom fields each resource type carries. Versioned by `updatedAt`, which
 * is also the ETag; a change must name the version it was based on (If-Match).
 */
import type { BusinessSettings, CustomFieldDefinition } from "#contract/entities";
import type { CustomFieldDataType, CustomFieldResourceType } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { randomToken } from "#sandbox/crypto";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { ApiFailure, conflict, notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

type OptionRow = {
  resource_type: CustomFieldResourceType;
  label: string;
  name: string;
  data_type: CustomFieldDataType;
  data_options_json: string;
};

export async function loadSettings(db: D1Database, businessId: string): Promise<BusinessSettings | null> {
  const [settings, options] = await db.batch([
    db.prepare("SELECT updated_at FROM business_settings WHERE business_id = ?").bind(businessId),
    db
      .prepare(
        "SELECT resource_type, label, name, data_type, data_options_json FROM custom_field_options WHERE business_id = ? ORDER BY resource_position, position",
      )
      .bind(businessId),
  ]);
  const row = (settings?.results as Array<{ updated_at: string }> | undefined)?.[0];
  if (!row) return null;
  const customFields: CustomFieldDefinition[] = [];
  for (const o of (options?.results ?? []) as OptionRow[]) {
    let definition = customFields.find((d) => d.resourceType === o.resource_type);
    if (!definition) {
      definition = { resourceType: o.resource_type, customFieldOptions: [] };
      customFields.push(definition);
    }
    definition.customFieldOptions.push({
      label: o.label,
      name: o.name,
      dataType: o.data_type,
      dataOptions: JSON.parse(o.data_options_json) as string[],
    });
  }
  return { businessId, updatedAt: row.updated_at, customFields };
}

/** The settings just written (a business's settings are never deleted). */
async function freshSettings(db: D1Database, businessId: string): Promise<BusinessSettings> {
  const settings = await loadSettings(db, businessId);
  if (!settings) throw notFound();
  return settings;
}

/**
 * Inserts the option rows. With `writeToken`, each insert only happens if the settings' last write
 * carries that token, so a batch whose version bump lost a race writes nothing.
 */
function optionStatements(
  db: D1Database,
  businessId: string,
  customFields: readonly CustomFieldDefinition[],
  writeToken?: string,
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  customFields.forEach((definition, resourcePosition) => {
    definition.customFieldOptions.forEach((option, position) => {
      const values = [
        businessId,
        definition.resourceType,
        resourcePosition,
        position,
        option.label,
        option.name,
        option.dataType,
        JSON.stringify(option.dataOptions),
      ];
      const columns = "business_id, resource_type, resource_position, position, label, name, data_type, data_options_json";
      statements.push(
        writeToken === undefined
          ? db.prepare(`INSERT INTO custom_field_options (${columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).bind(...values)
          : db
              .prepare(
                `INSERT INTO custom_field_options (${columns}) SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM business_settings WHERE business_id = ? AND write_token = ?)`,
              )
              .bind(...values, businessId, writeToken),
      );
    });
  });
  return statements;
}

/** The first settings of a business (409 when it has settings: those change with `updateSettings`). */
export async function createSettings(
  db: D1Database,
  now: number,
  request: { businessId: string; actor: Actor; customFields: readonly CustomFieldDefinition[] },
): Promise<BusinessSettings> {
  const { businessId, customFields } = request;
  const at = iso(now);
  const created = await db
    .prepare("INSERT INTO business_settings (business_id, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (business_id) DO NOTHING")
    .bind(businessId, at, at)
    .run();
  if (created.meta.changes !== 1) throw conflict("settings_exist", "The business has settings already; PATCH them");
  await db.batch([
    ...optionStatements(db, businessId, customFields),
    auditStatement(db, now, {
      type: "business_settings_created",
      businessId,
      targetType: "business",
      targetId: businessId,
      actor: request.actor,
      details: { resourceTypes: customFields.map((d) => d.resourceType).join(",") },
    }),
  ]);
  return freshSettings(db, businessId);
}

/** `If-Match: "2026-..."`, `W/"..."` or the bare value; `*` matches any existing version. */
function ifMatchValue(header: string): string {
  return header
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
}

/**
 * Replaces the custom fields if the settings are still at the version `ifMatch` names (else 412):
 * one batch that bumps the version with a fresh write token, and writes the options and the audit
 * row only where that token is still the settings' last write.
 */
export async function updateSettings(
  db: D1Database,
  now: number,
  request: { businessId: string; actor: Actor; ifMatch: string; customFields: readonly CustomFieldDefinition[] },
): Promise<BusinessSettings> {
  const { businessId, actor } = request;
  const current = await db
    .prepare("SELECT updated_at FROM business_settings WHERE business_id = ?")
    .bind(businessId)
    .first<{ updated_at: string }>();
  if (!current) throw notFound("The business has no settings yet");
  const expected = ifMatchValue(request.ifMatch);
  const stale = () => new ApiFailure(412, "precondition_failed", "The settings changed since you loaded them; reload and retry");
  if (expected !== "*" && expected !== current.updated_at) throw stale();
  // The new version is strictly later than the old one, even within the same millisecond.
  const version = iso(Math.max(now, Date.parse(current.updated_at) + 1));
  const writeToken = randomToken();
  const results = await db.batch([
    db
      .prepare("UPDATE business_settings SET updated_at = ?, write_token = ? WHERE business_id = ? AND updated_at = ?")
      .bind(version, writeToken, businessId, current.updated_at),
    db
      .prepare(
        "DELETE FROM custom_field_options WHERE business_id = ? AND EXISTS (SELECT 1 FROM business_settings WHERE business_id = ? AND write_token = ?)",
      )
      .bind(businessId, businessId, writeToken),
    ...optionStatements(db, businessId, request.customFields, writeToken),
    db
      .prepare(
        "INSERT INTO activities (id, type, business_id, target_type, target_id, actor_type, actor_id, details_json, created_at) SELECT ?, 'business_settings_updated', ?, 'business', ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM business_settings WHERE business_id = ? AND write_token = ?)",
      )
      .bind(
        newId("act"),
        businessId,
        businessId,
        actor.type,
        actor.id,
        JSON.stringify({ from: current.updated_at, to: version }),
        iso(now),
        businessId,
        writeToken,
      ),
  ]);
  if (results[0]?.meta.changes !== 1) throw stale();
  return freshSettings(db, businessId);
}
