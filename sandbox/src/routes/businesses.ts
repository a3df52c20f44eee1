/**
 * Businesses group (implemented part): programs, business settings, and the card side of a
 * business (orders, tags, transactions, loads, spend rules, funding accounts, metadata).
 */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import type { BusinessSettings, CustomFieldDefinition, Program } from "#contract/entities";
import type { CustomFieldDataType, CustomFieldResourceType, PayoutProductType } from "#domain/enums";
import { type BusinessAccess, Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { FUNDING_COLUMNS, type FundingAccountRow, toFundingAccount } from "#sandbox/cards/ledger";
import { after, hidesMerchants, listLoadRows, listTransactionRows, mergedPage, typedCursor } from "#sandbox/cards/lists";
import {
  ORDER_SELECT,
  type OrderRow,
  orderEntity,
  orderItems,
  readCard,
  SPEND_RULE_SELECT,
  type SpendRuleRow,
  spendRuleEntity,
  TAG_SELECT,
  type TagRow,
  toLoad,
  toOrder,
  toSpendRule,
  toTag,
  toTransaction,
} from "#sandbox/cards/rows";
import { iso } from "#sandbox/clock";
import { randomDigits, randomToken } from "#sandbox/crypto";
import { auditStatement } from "#sandbox/db/audit";
import { decodeCursor, pageFrom } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, conflict, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { newId } from "#sandbox/ids";

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

/** `If-Match: "2026-..."`, `W/"..."` or the bare value; `*` matches any existing version. */
function ifMatchValue(header: string): string {
  return header
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
}

export function businessRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listPrograms, async ({ db, principal, params, query }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    // A program-scope user sees only the programs they hold a role on.
    const only = access.ctx.userScope === "program" ? access.ctx.userRoles.map((r) => r.businessId) : undefined;
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
      .prepare("INSERT INTO business_settings (business_id, created_at, updated_at) VALUES (?, ?, ?) ON CONFLICT (business_id) DO NOTHING")
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
    const stale = () => new ApiFailure(412, "precondition_failed", "The settings changed since you loaded them; reload and retry");
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

/** The business a metadata target belongs to (404 when the target does not exist). */
const METADATA_OWNERS = {
  card: "SELECT business_id FROM cards WHERE id = ?",
  load: "SELECT business_id FROM loads WHERE id = ?",
  recipient: "SELECT business_id FROM recipients WHERE id = ?",
  transfer: "SELECT business_id FROM transfers WHERE id = ?",
} as const;

async function metadataTarget(
  db: D1Database,
  caller: Caller,
  type: keyof typeof METADATA_OWNERS,
  targetId: string,
): Promise<BusinessAccess> {
  const owner = await db.prepare(METADATA_OWNERS[type]).bind(targetId).first<{ business_id: string }>();
  if (!owner) throw notFound();
  const access = await caller.business(owner.business_id);
  access.require("editMetadata");
  return access;
}

async function metadataOf(db: D1Database, type: string, targetId: string) {
  const { results } = await db
    .prepare("SELECT key, value FROM metadata WHERE target_type = ? AND target_id = ? ORDER BY key")
    .bind(type, targetId)
    .all<{ key: string; value: string }>();
  return results;
}

function distinctKeys(keys: readonly string[]): void {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key)) {
      throw new ApiFailure(400, "validation_failed", "Request validation failed", [
        { path: `metadata.${i}.key`, message: "Each key appears once" },
      ]);
    }
    seen.add(key);
  });
}

/** Card-side endpoints of the businesses group. */
export function businessCardRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listCardOrders, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const cursor = typedCursor(query.cursor, ["string", "string"]);
    const page = await mergedPage<OrderRow>(
      db,
      scope.map((b) =>
        db
          .prepare(
            `${ORDER_SELECT} WHERE o.business_id = ?${cursor ? ` AND ${after(["o.created_at", "o.id"], "desc")}` : ""} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
          )
          .bind(b.id, ...(cursor ?? []), query.limit + 1),
      ),
      query.limit,
      "desc",
      (r) => [r.created_at, r.id],
    );
    const items = await orderItems(
      db,
      page.items.map((o) => o.id),
    );
    return { cardOrders: page.items.map((o) => toOrder(o, items.get(o.id) ?? [])), nextCursor: page.nextCursor };
  });

  register(app, businesses.getCardOrder, async ({ db, principal, params }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const cardOrder = await orderEntity(db, params.orderId);
    if (!cardOrder || !scope.some((b) => b.id === cardOrder.businessId)) throw notFound();
    return { cardOrder };
  });

  register(app, businesses.listTags, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const cursor = typedCursor(query.cursor, ["string", "string"]);
    const page = await mergedPage<TagRow>(
      db,
      scope.map((b) =>
        db
          .prepare(
            `${TAG_SELECT} WHERE t.business_id = ?${cursor ? ` AND ${after(["t.name", "t.id"], "asc")}` : ""} ORDER BY t.name, t.id LIMIT ?`,
          )
          .bind(b.id, ...(cursor ?? []), query.limit + 1),
      ),
      query.limit,
      "asc",
      (r) => [r.name, r.id],
    );
    return { tags: page.items.map(toTag), nextCursor: page.nextCursor };
  });

  register(app, businesses.listTransactions, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    if (query.cardId) {
      const card = await readCard(db, query.cardId);
      if (!card || !scope.some((b) => b.id === card.business_id)) return { transactions: [], nextCursor: null };
      const hideMerchant = hidesMerchants(access, card.business_id);
      const page = await listTransactionRows(db, { cardId: card.id, hideMerchant }, query);
      return { transactions: page.items.map((r) => toTransaction(r, hideMerchant)), nextCursor: page.nextCursor };
    }
    const hidden = new Map(scope.map((b) => [b.id, hidesMerchants(access, b.id)]));
    const page = await listTransactionRows(
      db,
      { businesses: scope.map((b) => ({ id: b.id, hideMerchant: hidden.get(b.id) ?? false })) },
      query,
    );
    return {
      transactions: page.items.map((r) => toTransaction(r, hidden.get(r.business_id) ?? false)),
      nextCursor: page.nextCursor,
    };
  });

  register(app, businesses.listLoadHistory, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const page = await listLoadRows(db, { businessIds: scope.map((b) => b.id) }, query);
    return { loads: page.items.map(toLoad), nextCursor: page.nextCursor };
  });

  register(app, businesses.listSpendRules, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access);
    const cursor = typedCursor(query.cursor, ["string", "string"]);
    const page = await mergedPage<SpendRuleRow>(
      db,
      scope.map((b) =>
        db
          .prepare(
            `${SPEND_RULE_SELECT} WHERE r.business_id = ?${cursor ? ` AND ${after(["r.created_at", "r.id"], "asc")}` : ""} ORDER BY r.created_at, r.id LIMIT ?`,
          )
          .bind(b.id, ...(cursor ?? []), query.limit + 1),
      ),
      query.limit,
      "asc",
      (r) => [r.created_at, r.id],
    );
    return { spendRules: page.items.map(toSpendRule), nextCursor: page.nextCursor };
  });

  register(app, businesses.createSpendRule, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("createSpendRule");
    const id = newId("rule");
    const at = iso(now);
    await db.batch([
      db
        .prepare(
          `INSERT INTO spend_rules (id, business_id, name, type, velocity_amount_cents, velocity_period, merchant_categories_json, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          id,
          access.business.id,
          body.name,
          body.type,
          body.type === "velocity" ? body.velocity.amountCents : null,
          body.type === "velocity" ? body.velocity.period : null,
          JSON.stringify(body.type === "velocity" ? [] : [...new Set(body.merchantCategories)]),
          at,
          at,
        ),
      auditStatement(db, now, {
        type: "spend_rule_created",
        businessId: access.business.id,
        targetType: "spend_rule",
        targetId: id,
        actor: caller.actor,
        details: { name: body.name, ruleType: body.type },
      }),
    ]);
    const spendRule = await spendRuleEntity(db, id);
    if (!spendRule) throw notFound();
    return { spendRule };
  });

  register(app, businesses.updateSpendRule, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const scope = listScope(access);
    const rule = await spendRuleEntity(db, params.spendRuleId);
    if (!rule || !scope.some((b) => b.id === rule.businessId)) throw notFound();
    (await caller.business(rule.businessId)).require("modifySpendRule");
    const issues = [
      ...(rule.type !== "velocity" && body.velocity ? [{ path: "velocity", message: "Only velocity rules have a velocity" }] : []),
      ...(rule.type === "velocity" && body.merchantCategories
        ? [{ path: "merchantCategories", message: "Velocity rules have no merchant categories" }]
        : []),
    ];
    if (issues.length > 0) throw new ApiFailure(400, "validation_failed", "Request validation failed", issues);
    const version = iso(Math.max(now, Date.parse(rule.updatedAt) + 1));
    await db.batch([
      db
        .prepare(
          `UPDATE spend_rules SET name = ?, velocity_amount_cents = ?, velocity_period = ?, merchant_categories_json = ?, updated_at = ? WHERE id = ?`,
        )
        .bind(
          body.name ?? rule.name,
          body.velocity?.amountCents ?? rule.velocity?.amountCents ?? null,
          body.velocity?.period ?? rule.velocity?.period ?? null,
          JSON.stringify(body.merchantCategories ? [...new Set(body.merchantCategories)] : rule.merchantCategories),
          version,
          rule.id,
        ),
      auditStatement(db, now, {
        type: "spend_rule_updated",
        businessId: rule.businessId,
        targetType: "spend_rule",
        targetId: rule.id,
        actor: caller.actor,
        details: { fields: Object.keys(body).sort().join(",") },
      }),
    ]);
    const spendRule = await spendRuleEntity(db, rule.id);
    if (!spendRule) throw notFound();
    return { spendRule };
  });

  register(app, businesses.listFundingAccounts, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    access.require("fundingAccountView");
    const scope = listScope(access);
    if (scope.length === 0) return { fundingAccounts: [], nextCursor: null };
    // The scope is the business and its programs: a handful of rows, ordered by scope position.
    const rank = new Map(scope.map((b, i) => [b.id, i]));
    const { results } = await db
      .prepare(`SELECT ${FUNDING_COLUMNS} FROM funding_accounts WHERE business_id IN (${scope.map(() => "?").join(", ")})`)
      .bind(...scope.map((b) => b.id))
      .all<FundingAccountRow>();
    const cursor = typedCursor(query.cursor, ["number", "string"]);
    const key = (r: FundingAccountRow): [number, string] => [rank.get(r.business_id) ?? 0, r.id];
    const sorted = results
      .sort((a, b) => key(a)[0] - key(b)[0] || (a.id < b.id ? -1 : 1))
      .filter((r) => !cursor || key(r)[0] > Number(cursor[0]) || (key(r)[0] === Number(cursor[0]) && r.id > String(cursor[1])));
    const page = pageFrom(sorted, query.limit, key);
    return { fundingAccounts: page.items.map(toFundingAccount), nextCursor: page.nextCursor };
  });

  register(app, businesses.addMetadata, async ({ db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await metadataTarget(db, caller, body.type, body.targetId);
    distinctKeys(body.metadata.map((m) => m.key));
    if (body.metadata.length > 0) {
      const existing = new Set((await metadataOf(db, body.type, body.targetId)).map((m) => m.key));
      const taken = body.metadata.find((m) => existing.has(m.key));
      if (taken) throw conflict("metadata_exists", `The key ${taken.key} exists; change it with PATCH`);
      try {
        await db.batch([
          ...body.metadata.map((m) =>
            db
              .prepare("INSERT INTO metadata (business_id, target_type, target_id, key, value, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
              .bind(access.business.id, body.type, body.targetId, m.key, m.value, iso(now)),
          ),
          auditStatement(db, now, {
            type: "metadata_added",
            businessId: access.business.id,
            targetType: body.type,
            targetId: body.targetId,
            actor: caller.actor,
            details: { keys: body.metadata.map((m) => m.key).join(",") },
          }),
        ]);
      } catch (error) {
        if (error instanceof Error && /UNIQUE constraint failed: metadata/.test(error.message)) {
          throw conflict("metadata_exists", "A key exists; change it with PATCH");
        }
        throw error;
      }
    }
    return { type: body.type, targetId: body.targetId, metadata: await metadataOf(db, body.type, body.targetId) };
  });

  register(app, businesses.updateMetadata, async ({ db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await metadataTarget(db, caller, body.type, body.targetId);
    distinctKeys(body.metadata.map((m) => m.key));
    if (body.metadata.length > 0) {
      await db.batch([
        ...body.metadata.map((m) =>
          db
            .prepare(
              `INSERT INTO metadata (business_id, target_type, target_id, key, value, updated_at) VALUES (?, ?, ?, ?, ?, ?)
               ON CONFLICT (target_type, target_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
            )
            .bind(access.business.id, body.type, body.targetId, m.key, m.value, iso(now)),
        ),
        auditStatement(db, now, {
          type: "metadata_updated",
          businessId: access.business.id,
          targetType: body.type,
          targetId: body.targetId,
          actor: caller.actor,
          details: { keys: body.metadata.map((m) => m.key).join(",") },
        }),
      ]);
    }
    return { type: body.type, targetId: body.targetId, metadata: await metadataOf(db, body.type, body.targetId) };
  });

  register(app, businesses.deleteMetadata, async ({ db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await metadataTarget(db, caller, body.type, body.targetId);
    const existing = new Set((await metadataOf(db, body.type, body.targetId)).map((m) => m.key));
    const keys = [...new Set(body.keys)].filter((k) => existing.has(k));
    if (keys.length > 0) {
      await db.batch([
        db
          .prepare(`DELETE FROM metadata WHERE target_type = ? AND target_id = ? AND key IN (${keys.map(() => "?").join(", ")})`)
          .bind(body.type, body.targetId, ...keys),
        auditStatement(db, now, {
          type: "metadata_deleted",
          businessId: access.business.id,
          targetType: body.type,
          targetId: body.targetId,
          actor: caller.actor,
          details: { keys: keys.join(",") },
        }),
      ]);
    }
    return { type: body.type, targetId: body.targetId, metadata: await metadataOf(db, body.type, body.targetId) };
  });
}
