/** Businesses group (implemented part): programs and business settings. */
import type { Hono } from "hono";
import { businesses } from "../../../contract/businesses";
import type { BusinessSettings, CustomFieldDefinition, Program } from "../../../contract/entities";
import type { CustomFieldDataType, CustomFieldResourceType, PayoutProductType } from "../../../domain/enums";
import { Caller } from "../auth/access";
import { iso } from "../clock";
import { randomDigits, randomToken } from "../crypto";
import { auditStatement } from "../db/audit";
import { decodeCursor, pageFrom } from "../db/pagination";
import type { AppEnv } from "../env";
import { ApiFailure, conflict, notFound } from "../http/errors";
import { register } from "../http/route";
import { newId } from "../ids";

/** The sandbox bank's routing number for funding accounts (a test number, not a real bank). */
export const SANDBOX_ROUTING_NUMBER = "110000000";

type ProgramRow = { id: string; name: string; product_type: PayoutProductType; parent_id: string; created_at: string };

const toProgram = (r: ProgramRow): Program => ({
  id: r.id,
  name: r.name,
  productType: r.product_type,
  topLevelBusinessId: r.parent_id,
  createdAt: r.created_at,
});

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
      const columns =
        "business_id, resource_type, resource_position, position, label, name, data_type, data_options_json";
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

/** `If-Match: "2026-..."`, `W/"..."` or the bare value; `*` matches any existing version. */
function ifMatchValue(header: string): string {
  return header
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
}

export function businessRoutes(app: Hono<AppEnv>): void {
  register(app, businesses.listPrograms, async ({ db, principal, params, query }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    // A program-scope user sees only the programs they hold a role on.
    const only =
      access.ctx.userScope === "program" ? access.ctx.userRoles.map((r) => r.businessId) : undefined;
    const after = query.cursor ? decodeCursor(query.cursor, 2) : null;
    const where = ["parent_id = ?"];
    const binds: unknown[] = [access.business.id];
    if (only) {
      where.push(`id IN (${only.map(() => "?").join(", ") || "NULL"})`);
      binds.push(...only);
    }
    if (after) {
      where.push("(name > ? OR (name = ? AND id > ?))");
      binds.push(after[0], after[0], after[1]);
    }
    const { results } = await db
      .prepare(
        `SELECT id, name, product_type, parent_id, created_at FROM businesses WHERE ${where.join(" AND ")} ORDER BY name, id LIMIT ?`,
      )
      .bind(...binds, query.limit + 1)
      .all<ProgramRow>();
    const page = pageFrom(results, query.limit, (r) => [r.name, r.id]);
    return { programs: page.items.map(toProgram), nextCursor: page.nextCursor };
  });

  register(app, businesses.createProgram, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("createProgram");
    if (access.business.parent_id !== null) {
      throw conflict("not_top_level", "Programs can only be created under a top-level business");
    }
    const taken = await db
      .prepare("SELECT 1 AS taken FROM businesses WHERE parent_id = ? AND name = ? COLLATE NOCASE")
      .bind(access.business.id, body.name)
      .first<{ taken: number }>();
    if (taken) throw conflict("program_name_taken", "A program with this name exists");
    const id = newId("biz");
    const at = iso(now);
    await db.batch([
      db
        .prepare(
          "INSERT INTO businesses (id, parent_id, name, product_type, onboarding_status, created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, ?)",
        )
        .bind(id, access.business.id, body.name, body.productType, at, at),
      db
        .prepare(
          "INSERT INTO funding_accounts (id, business_id, name, balance_cents, account_number, routing_number, bank_name, updated_at) VALUES (?, ?, ?, 0, ?, ?, 'Sandbox Bank', ?)",
        )
        .bind(newId("fa"), id, `${body.name} funding`, randomDigits(12), SANDBOX_ROUTING_NUMBER, at),
      auditStatement(db, now, {
        type: "program_created",
        businessId: access.business.id,
        targetType: "program",
        targetId: id,
        actor: caller.actor,
        details: { name: body.name, productType: body.productType },
      }),
    ]);
    return {
      program: { id, name: body.name, productType: body.productType, topLevelBusinessId: access.business.id, createdAt: at },
    };
  });

  register(app, businesses.getSettings, async ({ c, db, principal, params }) => {
    const caller = new Caller(db, principal);
    await caller.business(params.id);
    const settings = await loadSettings(db, params.id);
    if (!settings) throw notFound("The business has no settings yet");
    c.header("ETag", `"${settings.updatedAt}"`);
    return { businessSettings: settings };
  });

  register(app, businesses.createSettings, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("editCustomField");
    const at = iso(now);
    const created = await db
      .prepare(
        "INSERT INTO business_settings (business_id, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (business_id) DO NOTHING",
      )
      .bind(params.id, at, at)
      .run();
    if (created.meta.changes !== 1) throw conflict("settings_exist", "The business has settings already; PATCH them");
    await db.batch([
      ...optionStatements(db, params.id, body.customFields),
      auditStatement(db, now, {
        type: "business_settings_created",
        businessId: params.id,
        targetType: "business",
        targetId: params.id,
        actor: caller.actor,
        details: { resourceTypes: body.customFields.map((d) => d.resourceType).join(",") },
      }),
    ]);
    const settings = await loadSettings(db, params.id);
    if (!settings) throw notFound();
    c.header("ETag", `"${settings.updatedAt}"`);
    return { businessSettings: settings };
  });

  register(app, businesses.updateSettings, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("editCustomField");
    const header = c.req.header("if-match");
    if (!header) {
      throw new ApiFailure(428, "precondition_required", "Send If-Match with the settings' updatedAt");
    }
    const current = await db
      .prepare("SELECT updated_at FROM business_settings WHERE business_id = ?")
      .bind(params.id)
      .first<{ updated_at: string }>();
    if (!current) throw notFound("The business has no settings yet");
    const expected = ifMatchValue(header);
    const stale = () =>
      new ApiFailure(412, "precondition_failed", "The settings changed since you loaded them; reload and retry");
    if (expected !== "*" && expected !== current.updated_at) throw stale();
    // The new version is strictly later than the old one, even within the same millisecond.
    const version = iso(Math.max(now, Date.parse(current.updated_at) + 1));
    const writeToken = randomToken();
    const results = await db.batch([
      db
        .prepare("UPDATE business_settings SET updated_at = ?, write_token = ? WHERE business_id = ? AND updated_at = ?")
        .bind(version, writeToken, params.id, current.updated_at),
      db
        .prepare(
          "DELETE FROM custom_field_options WHERE business_id = ? AND EXISTS (SELECT 1 FROM business_settings WHERE business_id = ? AND write_token = ?)",
        )
        .bind(params.id, params.id, writeToken),
      ...optionStatements(db, params.id, body.customFields, writeToken),
      db
        .prepare(
          "INSERT INTO activities (id, type, business_id, target_type, target_id, actor_type, actor_id, details_json, created_at) SELECT ?, 'business_settings_updated', ?, 'business', ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM business_settings WHERE business_id = ? AND write_token = ?)",
        )
        .bind(
          newId("act"),
          params.id,
          params.id,
          caller.actor.type,
          caller.actor.id,
          JSON.stringify({ from: current.updated_at, to: version }),
          iso(now),
          params.id,
          writeToken,
        ),
    ]);
    if (results[0]?.meta.changes !== 1) throw stale();
    const settings = await loadSettings(db, params.id);
    if (!settings) throw notFound();
    c.header("ETag", `"${settings.updatedAt}"`);
    return { businessSettings: settings };
  });
}

