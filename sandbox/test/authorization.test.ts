import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BusinessSettings, Note, Program } from "#contract/entities";
import { allEndpoints } from "#contract/index";
import { BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS, DEMO_PASSWORD, USER_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

async function settingsOf(businessId: string, token: string): Promise<BusinessSettings> {
  const reply = await call<{ businessSettings: BusinessSettings }>("GET", `/businesses/${businessId}/settings`, { token });
  expect(reply.status).toBe(200);
  return reply.body.businessSettings;
}

async function firstNote(cardId: string, token: string): Promise<Note> {
  const reply = await call<{ notes: Note[] }>("GET", `/users/${cardId}/notes`, { token });
  const note = reply.body.notes[0];
  if (!note) throw new Error(`card ${cardId} has no notes`);
  return note;
}

const fundingField = {
  resourceType: "loads",
  customFieldOptions: [
    { label: "Funding Source", name: "Funding Source", dataType: "dropdown", dataOptions: ["General Fund", "State Grant"] },
  ],
};

let harborCard: string;
let unityCard: string;

beforeAll(async () => {
  await seedSmall();
  const harbor = await env.DB.prepare("SELECT card_id FROM notes WHERE business_id = ? ORDER BY card_id LIMIT 1")
    .bind(BUSINESS_IDS.harbor)
    .first<{ card_id: string }>();
  const unity = await env.DB.prepare("SELECT id FROM cards WHERE business_id = ? ORDER BY id LIMIT 1")
    .bind(BUSINESS_IDS.unityFamily)
    .first<{ id: string }>();
  harborCard = harbor?.card_id ?? "";
  unityCard = unity?.id ?? "";
  // A Unity note to probe from Harbor.
  const author = await as("cards-program@unity.test");
  const created = await call("POST", `/users/${unityCard}/note`, { token: author.token, body: { text: "Unity note" } });
  expect(created.status).toBe(201);
});

describe("the permission table is applied", () => {
  it("a viewer reads settings but cannot change them (403); an admin can", async () => {
    const viewer = await as("viewer@harbor.test");
    const admin = await as("admin@harbor.test");
    const current = await settingsOf(BUSINESS_IDS.harbor, viewer.token);
    const denied = await call("PATCH", `/businesses/${BUSINESS_IDS.harbor}/settings`, {
      token: viewer.token,
      headers: { "if-match": current.updatedAt },
      body: { customFields: [fundingField] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: "forbidden" });
    const allowed = await call("PATCH", `/businesses/${BUSINESS_IDS.harbor}/settings`, {
      token: admin.token,
      headers: { "if-match": current.updatedAt },
      body: { customFields: [fundingField] },
    });
    expect(allowed.status).toBe(200);
  });

  it("a case manager (cws_case_manager) may edit custom fields, sifh_finance may not", async () => {
    const caseManager = await as("casemanager@harbor.test");
    const current = await settingsOf(BUSINESS_IDS.harbor, caseManager.token);
    const ok = await call("PATCH", `/businesses/${BUSINESS_IDS.harbor}/settings`, {
      token: caseManager.token,
      headers: { "if-match": current.updatedAt },
      body: { customFields: [] },
    });
    expect(ok.status).toBe(200);
    const finance = await as("finance@unity.test");
    const unity = await settingsOf(BUSINESS_IDS.unity, finance.token);
    const denied = await call("PATCH", `/businesses/${BUSINESS_IDS.unity}/settings`, {
      token: finance.token,
      headers: { "if-match": unity.updatedAt },
      body: { customFields: [] },
    });
    expect(denied.status).toBe(403);
  });

  it("creating programs needs createProgram", async () => {
    const finance = await as("finance@unity.test");
    const created = await call<{ program: Program }>("POST", `/businesses/${BUSINESS_IDS.unity}/program`, {
      token: finance.token,
      body: { name: "Unity Winter Relief", productType: "cards" },
    });
    expect(created.status).toBe(201);
    expect(created.body.program).toMatchObject({
      name: "Unity Winter Relief",
      productType: "cards",
      topLevelBusinessId: BUSINESS_IDS.unity,
    });
    const viewer = await as("viewer@harbor.test");
    const denied = await call("POST", `/businesses/${BUSINESS_IDS.harbor}/program`, {
      token: viewer.token,
      body: { name: "Harbor Youth", productType: "cards" },
    });
    expect(denied.status).toBe(403);
    const caseManager = await as("casemanager@harbor.test");
    expect(
      (
        await call("POST", `/businesses/${BUSINESS_IDS.harbor}/program`, {
          token: caseManager.token,
          body: { name: "X", productType: "cards" },
        })
      ).status,
    ).toBe(403);
  });

  it("notes: case manager creates, edits and deletes; a viewer only reads", async () => {
    const caseManager = await as("casemanager@harbor.test");
    const viewer = await as("viewer@harbor.test");
    const created = await call<{ note: Note }>("POST", `/users/${harborCard}/note`, {
      token: caseManager.token,
      body: { text: "  Met the holder at the office.  " },
    });
    expect(created.status).toBe(201);
    const note = created.body.note;
    expect(note).toMatchObject({ cardId: harborCard, businessId: BUSINESS_IDS.harbor, text: "Met the holder at the office." });
    expect(note.author).toEqual({ id: USER_IDS.harborCaseManager, name: "Carmen Diaz" });

    const list = await call<{ notes: Note[] }>("GET", `/users/${harborCard}/notes`, { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.notes[0]?.id).toBe(note.id);

    expect((await call("POST", `/users/${harborCard}/note`, { token: viewer.token, body: { text: "no" } })).status).toBe(403);
    expect((await call("PATCH", `/users/notes/${note.id}/`, { token: viewer.token, body: { text: "no" } })).status).toBe(403);
    expect((await call("DELETE", `/users/notes/${note.id}/`, { token: viewer.token })).status).toBe(403);

    const edited = await call<{ note: Note }>("PATCH", `/users/notes/${note.id}/`, {
      token: caseManager.token,
      body: { text: "Met the holder; address confirmed." },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.note.text).toBe("Met the holder; address confirmed.");
    expect(edited.body.note.updatedAt >= note.updatedAt).toBe(true);

    expect((await call("DELETE", `/users/notes/${note.id}/`, { token: caseManager.token })).status).toBe(204);
    expect((await call("DELETE", `/users/notes/${note.id}/`, { token: caseManager.token })).status).toBe(404);
    expect((await call("PATCH", `/users/notes/${note.id}/`, { token: caseManager.token, body: { text: "x" } })).status).toBe(404);

    const audit = await env.DB.prepare(
      "SELECT type FROM activities WHERE target_type = 'card' AND target_id = ? AND type LIKE 'note_%' AND json_extract(details_json, '$.noteId') = ? ORDER BY created_at, rowid",
    )
      .bind(harborCard, note.id)
      .all<{ type: string }>();
    expect(audit.results.map((r) => r.type)).toEqual(["note_created", "note_updated", "note_deleted"]);
  });

  it("notes are validated and paginated newest first", async () => {
    const admin = await as("admin@harbor.test");
    expect((await call("POST", `/users/${harborCard}/note`, { token: admin.token, body: { text: "   " } })).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      await call("POST", `/users/${harborCard}/note`, { token: admin.token, body: { text: `note ${i}` } });
    }
    const first = await call<{ notes: Note[]; nextCursor: string | null }>("GET", `/users/${harborCard}/notes?limit=2`, {
      token: admin.token,
    });
    expect(first.body.notes).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await call<{ notes: Note[]; nextCursor: string | null }>(
      "GET",
      `/users/${harborCard}/notes?limit=2&cursor=${encodeURIComponent(first.body.nextCursor ?? "")}`,
      { token: admin.token },
    );
    const ids = [...first.body.notes, ...second.body.notes].map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call("GET", `/users/${harborCard}/notes?limit=500`, { token: admin.token })).status).toBe(400);
    expect((await call("GET", `/users/${harborCard}/notes?cursor=garbage`, { token: admin.token })).body.code).toBe("invalid_cursor");
  });
});

describe("If-Match on business settings", () => {
  it("428 without it, 412 when stale, 200 when fresh (and updatedAt moves on)", async () => {
    const admin = await as("dev@harbor.test");
    const before = await settingsOf(BUSINESS_IDS.harbor, admin.token);
    const path = `/businesses/${BUSINESS_IDS.harbor}/settings`;
    const body = { customFields: [fundingField] };

    const missing = await call("PATCH", path, { token: admin.token, body });
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe("precondition_required");

    const stale = await call("PATCH", path, { token: admin.token, body, headers: { "if-match": "2020-01-01T00:00:00.000Z" } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");

    const fresh = await call<{ businessSettings: BusinessSettings }>("PATCH", path, {
      token: admin.token,
      body,
      headers: { "if-match": `"${before.updatedAt}"` },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.businessSettings.customFields).toEqual([fundingField]);
    expect(fresh.body.businessSettings.updatedAt > before.updatedAt).toBe(true);
    expect(fresh.headers.get("etag")).toBe(`"${fresh.body.businessSettings.updatedAt}"`);

    // The old version is stale now, and nothing changed.
    const again = await call("PATCH", path, { token: admin.token, body: { customFields: [] }, headers: { "if-match": before.updatedAt } });
    expect(again.status).toBe(412);
    expect((await settingsOf(BUSINESS_IDS.harbor, admin.token)).customFields).toEqual([fundingField]);

    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM activities WHERE type = 'business_settings_updated' AND business_id = ?")
      .bind(BUSINESS_IDS.harbor)
      .first<{ n: number }>();
    expect(audit?.n).toBeGreaterThanOrEqual(1);
  });

  it("validates custom field definitions", async () => {
    const admin = await as("admin@harbor.test");
    const current = await settingsOf(BUSINESS_IDS.harbor, admin.token);
    const bad = await call("PATCH", `/businesses/${BUSINESS_IDS.harbor}/settings`, {
      token: admin.token,
      headers: { "if-match": current.updatedAt },
      body: {
        customFields: [{ resourceType: "loads", customFieldOptions: [{ label: "A", name: "A", dataType: "dropdown", dataOptions: [] }] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("customFields.0.customFieldOptions.0.dataOptions");
  });

  it("settings are created once (POST), 404 before", async () => {
    const metro = await as("metro@metro.test");
    const none = await call("GET", `/businesses/${BUSINESS_IDS.metro}/settings`, { token: metro.token });
    expect(none.status).toBe(404);
    const created = await call<{ businessSettings: BusinessSettings }>("POST", `/businesses/${BUSINESS_IDS.metro}/settings`, {
      token: metro.token,
      body: { customFields: [fundingField] },
    });
    expect(created.status).toBe(201);
    expect(created.body.businessSettings).toMatchObject({ businessId: BUSINESS_IDS.metro, customFields: [fundingField] });
    const twice = await call("POST", `/businesses/${BUSINESS_IDS.metro}/settings`, { token: metro.token, body: { customFields: [] } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("settings_exist");
  });
});

describe("programs", () => {
  it("a super user sees every program by name, page by page", async () => {
    const superUser = await as("super@unity.test");
    const first = await call<{ programs: Program[]; nextCursor: string | null }>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/programs?limit=2`,
      {
        token: superUser.token,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.programs.map((p) => p.name)).toEqual(["Unity Family Cards", "Unity Rapid Response"]);
    const rest = await call<{ programs: Program[]; nextCursor: string | null }>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/programs?cursor=${encodeURIComponent(first.body.nextCursor ?? "")}`,
      { token: superUser.token },
    );
    expect(rest.body.programs.map((p) => p.name)).toEqual(expect.arrayContaining(["Unity Rent Relief", "Unity Youth Stipends"]));
    expect(rest.body.nextCursor).toBeNull();
    const rent = rest.body.programs.find((p) => p.id === BUSINESS_IDS.unityRent);
    expect(rent).toMatchObject({ productType: "bank_transfers", topLevelBusinessId: BUSINESS_IDS.unity });
  });

  it("program-scope users see only their programs", async () => {
    const single = await as("program@unity.test");
    const multi = await as("multi@unity.test");
    const one = await call<{ programs: Program[] }>("GET", `/businesses/${BUSINESS_IDS.unity}/programs`, { token: single.token });
    expect(one.body.programs.map((p) => p.id)).toEqual([BUSINESS_IDS.unityRent]);
    const two = await call<{ programs: Program[] }>("GET", `/businesses/${BUSINESS_IDS.unity}/programs`, { token: multi.token });
    expect(two.body.programs.map((p) => p.id).sort()).toEqual([BUSINESS_IDS.unityFamily, BUSINESS_IDS.unityRent].sort());
  });

  it("Harbor has none; programs live under top-level businesses only", async () => {
    const admin = await as("admin@harbor.test");
    const none = await call("GET", `/businesses/${BUSINESS_IDS.harbor}/programs`, { token: admin.token });
    expect(none.body).toEqual({ programs: [], nextCursor: null });
    const superUser = await as("super@unity.test");
    const nested = await call("POST", `/businesses/${BUSINESS_IDS.unityRent}/program`, {
      token: superUser.token,
      body: { name: "Nested", productType: "cards" },
    });
    expect(nested.status).toBe(409);
    expect(nested.body.code).toBe("not_top_level");
    const duplicate = await call("POST", `/businesses/${BUSINESS_IDS.unity}/program`, {
      token: superUser.token,
      body: { name: "unity rent relief", productType: "cards" },
    });
    expect(duplicate.status).toBe(409);
    const invalid = await call("POST", `/businesses/${BUSINESS_IDS.unity}/program`, {
      token: superUser.token,
      body: { name: "Bad", productType: "loans" },
    });
    expect(invalid.status).toBe(400);
  });
});

describe("tenant isolation", () => {
  type Ids = {
    business: string;
    card: string;
    virtualCard: string;
    note: string;
    user: string;
    cardholder: string;
    tag: string;
    rule: string;
    order: string;
    load: string;
    recipient: string;
    autoload: string;
    /** A program of the tenant (the business itself when it has none): the other side of a funding transfer. */
    program: string;
  };

  const address = { firstName: "Ana", lastName: "Silva", addressOne: "12 Harbor St", city: "Baltimore", state: "MD", zip: "21201" };
  const probeBankAccount = {
    accountHolderName: "Probe Person",
    accountType: "checking",
    accountNumber: "000123456789",
    routingNumber: "021000021",
  };

  /** Every implemented endpoint that names an object, as a request against `ids` (valid input, so only the tenant check can refuse). */
  function probes(ids: Ids) {
    const key = { "idempotency-key": "probe-key-0001" };
    return [
      ["GET", `/businesses/${ids.business}/programs`, undefined, undefined],
      ["POST", `/businesses/${ids.business}/program`, { name: "Probe", productType: "cards" }, undefined],
      ["GET", `/businesses/${ids.business}/settings`, undefined, undefined],
      ["POST", `/businesses/${ids.business}/settings`, { customFields: [] }, undefined],
      ["PATCH", `/businesses/${ids.business}/settings`, { customFields: [] }, { "if-match": "*" }],
      ["GET", `/businesses/${ids.business}/webhooks/accessLink`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/webhooks/overview`, undefined, undefined],
      ["GET", `/users/${ids.card}/notes`, undefined, undefined],
      ["POST", `/users/${ids.card}/note`, { text: "probe" }, undefined],
      ["PATCH", `/users/notes/${ids.note}/`, { text: "probe" }, undefined],
      ["DELETE", `/users/notes/${ids.note}/`, undefined, undefined],
      ["GET", `/users/${ids.user}/`, undefined, undefined],
      ["PUT", `/users/${ids.user}/`, { firstName: "Probe", lastName: "Probe", phone: null }, undefined],
      ["GET", `/cardholders/${ids.cardholder}/`, undefined, undefined],
      ["POST", `/cardholders/${ids.cardholder}/activateVirtualCard`, { cardId: ids.virtualCard }, undefined],
      // Businesses: the card side.
      ["GET", `/businesses/${ids.business}/address`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/cardOrders`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/cardOrders/${ids.order}`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/tags`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/transactions`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/loadHistory`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/spendRules`, undefined, undefined],
      [
        "POST",
        `/businesses/${ids.business}/spendRules/spendRule`,
        { type: "velocity", name: "Probe", velocity: { amountCents: 1, period: "day" } },
        undefined,
      ],
      ["PATCH", `/businesses/${ids.business}/spendRules/${ids.rule}`, { name: "Probe" }, undefined],
      ["GET", `/businesses/${ids.business}/fundingAccounts`, undefined, undefined],
      // Funding account, reports and members of a business.
      [
        "POST",
        `/businesses/${ids.business}/fundingAccount/transfer`,
        { depositType: "super_to_program", programId: ids.program, amountCents: 100 },
        key,
      ],
      ["GET", `/businesses/${ids.business}/fundingAccountDeposits`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/prefundingAchDetails`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/prefundingBalance`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/reporting/bankTransfers/keyMetrics`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/reporting/cards/keyMetrics`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/reporting/cards/transactionCategories`, undefined, undefined],
      ["GET", `/businesses/${ids.business}/users`, undefined, undefined],
      [
        "POST",
        `/businesses/${ids.business}/users`,
        { email: "probe.member@probe.test", firstName: "Probe", lastName: "Member", role: "viewer" },
        undefined,
      ],
      ["PATCH", `/businesses/${ids.business}/users/${ids.user}/`, { role: "viewer" }, undefined],
      ["DELETE", `/businesses/${ids.business}/users/${ids.user}/`, undefined, undefined],
      // A cardholder's own settings.
      ["GET", `/cardholders/${ids.cardholder}/communicationPreferences`, undefined, undefined],
      ["PATCH", `/cardholders/${ids.cardholder}/communicationPreferences`, { cardLoads: "none" }, undefined],
      // Autoloads.
      ["GET", `/autoloads/business/${ids.business}`, undefined, undefined],
      [
        "POST",
        `/autoloads/business/${ids.business}/autoload`,
        { name: "Probe", amountCents: 100, frequency: "weekly", startDate: "2030-01-07", cardIds: [ids.card] },
        key,
      ],
      ["GET", `/autoloads/${ids.autoload}`, undefined, undefined],
      ["PATCH", `/autoloads/${ids.autoload}`, { name: "Probe" }, undefined],
      ["POST", `/autoloads/${ids.autoload}/members`, { cardIds: [ids.card] }, undefined],
      ["DELETE", `/autoloads/${ids.autoload}/members`, { cardIds: [ids.card] }, undefined],
      // Uploads: a link for another business's files (onboarding.test.ts covers the link tokens).
      [
        "POST",
        "/utils/presignedUrl",
        { businessId: ids.business, purpose: "bulk_import", fileName: "probe.csv", contentType: "text/csv" },
        undefined,
      ],
      ["POST", "/businesses/metadata", { type: "card", targetId: ids.card, metadata: [{ key: "probe", value: "1" }] }, undefined],
      ["PATCH", "/businesses/metadata", { type: "card", targetId: ids.card, metadata: [{ key: "probe", value: "1" }] }, undefined],
      ["DELETE", "/businesses/metadata", { type: "card", targetId: ids.card, keys: ["probe"] }, undefined],
      ["POST", "/businesses/metadata", { type: "load", targetId: ids.load, metadata: [{ key: "probe", value: "1" }] }, undefined],
      // Cards on a business.
      ["GET", `/cards/business/${ids.business}/cards`, undefined, undefined],
      ["POST", `/cards/business/${ids.business}/load`, { loads: [{ cardId: ids.card, amountCents: 100 }] }, key],
      [
        "POST",
        `/cards/business/${ids.business}/cardToCardTransfer`,
        { fromCardId: ids.card, toCardId: ids.virtualCard, amountCents: 1 },
        key,
      ],
      [
        "POST",
        `/cards/business/${ids.business}/orderAndShip`,
        { shippingMethod: "USPS_GROUND", cards: [{ firstName: "Ana", lastName: "Silva", email: "a@b.test", address }] },
        key,
      ],
      [
        "POST",
        `/cards/business/${ids.business}/virtualCards`,
        { cards: [{ firstName: "Ana", lastName: "Silva", email: "a@b.test" }] },
        key,
      ],
      ["POST", `/cards/business/${ids.business}/tag`, { name: "Probe", cardIds: [ids.card] }, undefined],
      ["POST", `/cards/spendRules/${ids.rule}/`, { cardIds: [ids.card] }, undefined],
      ["DELETE", `/cards/spendRules/${ids.rule}/`, { cardIds: [ids.card] }, undefined],
      // One card.
      ["GET", `/cards/${ids.card}/details`, undefined, undefined],
      ["GET", `/cards/${ids.card}/balance`, undefined, undefined],
      ["GET", `/cards/${ids.card}/activities`, undefined, undefined],
      ["GET", `/cards/${ids.card}/loadHistory`, undefined, undefined],
      ["GET", `/cards/${ids.virtualCard}/clientToken`, undefined, undefined],
      ...(["lock", "unlock", "freeze", "unfreeze", "close", "reissueVirtualCard", "resendVirtualCard"] as const).map(
        (action) => ["POST", `/cards/${action.includes("Virtual") ? ids.virtualCard : ids.card}/${action}`, undefined, undefined] as const,
      ),
      ["POST", `/cards/${ids.card}/pin`, { pin: "1234" }, undefined],
      ["POST", `/cards/${ids.card}/reassociate`, { firstName: "Ana", lastName: "Silva", email: "a@b.test" }, undefined],
      ["POST", `/cards/${ids.card}/reissueAndShip`, { shippingMethod: "USPS_GROUND", address }, undefined],
      ["POST", `/cards/${ids.card}/withdrawFunds`, {}, key],
      ["DELETE", `/cards/${ids.card}/tag/${ids.tag}/`, undefined, undefined],
      // Bank transfers: recipients, their bank accounts and payments.
      ["POST", "/bankTransfers/recipient", { businessId: ids.business, name: "Probe Person", email: "probe@recipient.test" }, undefined],
      [
        "POST",
        "/bankTransfers/recipientWithBankAccount",
        { businessId: ids.business, name: "Probe Person", email: "probe@recipient.test", bankAccount: probeBankAccount },
        undefined,
      ],
      ["GET", `/bankTransfers/recipients?businessId=${ids.business}`, undefined, undefined],
      ["GET", `/bankTransfers/recipients/${ids.recipient}/`, undefined, undefined],
      ["PATCH", `/bankTransfers/recipients/${ids.recipient}/`, { name: "Probe Person" }, undefined],
      ["GET", `/bankTransfers/recipients/${ids.recipient}/activities`, undefined, undefined],
      ["POST", `/bankTransfers/recipients/${ids.recipient}/bankAccount`, probeBankAccount, undefined],
      ["GET", `/bankTransfers/recipients/${ids.recipient}/intakeStatus`, undefined, undefined],
      [
        "POST",
        `/bankTransfers/recipients/${ids.recipient}/plaidBankAccount`,
        { publicToken: "public-sandbox-probe", accountId: "sandbox_checking" },
        undefined,
      ],
      ["POST", `/bankTransfers/recipients/${ids.recipient}/plaidLinkToken`, undefined, undefined],
      ["POST", `/bankTransfers/recipients/${ids.recipient}/retryIntake`, undefined, undefined],
      ["GET", `/bankTransfers/recipients/${ids.recipient}/transfers`, undefined, undefined],
      ["GET", `/bankTransfers/transfers?businessId=${ids.business}`, undefined, undefined],
      ["POST", "/bankTransfers/transfers", { businessId: ids.business, recipientId: ids.recipient, amountCents: 100, speed: "ach" }, key],
    ] as const;
  }

  /** Own-tenant calls that name a foreign card, tag or rule: the foreign object does not exist either. */
  function mixedProbes(own: string, foreign: Ids) {
    return [
      ["POST", `/cards/business/${own}/load`, { loads: [{ cardId: foreign.card, amountCents: 100 }] }, undefined],
      [
        "POST",
        `/cards/business/${own}/cardToCardTransfer`,
        { fromCardId: foreign.card, toCardId: foreign.virtualCard, amountCents: 1 },
        undefined,
      ],
      ["POST", `/cards/business/${own}/tag`, { name: "Probe", cardIds: [foreign.card] }, undefined],
      ["GET", `/businesses/${own}/cardOrders/${foreign.order}`, undefined, undefined],
      ["PATCH", `/businesses/${own}/spendRules/${foreign.rule}`, { name: "Probe" }, undefined],
    ] as const;
  }

  /**
   * Own-tenant calls that name a foreign object but may be refused for a reason of the caller's own first
   * (their permission or their business's kind, checked before the object is looked up). They must answer
   * exactly as for an object that does not exist at all, so they tell nothing about the foreign one.
   */
  function twinProbes(own: string, foreign: Ids) {
    const transfer = (programId: string) => ({ depositType: "super_to_program", programId, amountCents: 100 });
    const autoload = (cardId: string) => ({
      name: "Probe",
      amountCents: 100,
      frequency: "weekly",
      startDate: "2030-01-07",
      cardIds: [cardId],
    });
    return [
      ["POST", `/businesses/${own}/fundingAccount/transfer`, transfer(foreign.program), transfer("biz_does_not_exist")],
      ["POST", `/autoloads/business/${own}/autoload`, autoload(foreign.card), autoload("ZZZZZZZZZZ")],
    ] as const;
  }

  async function idsOf(business: string, card: string, note: string, user: string, cardholder: string): Promise<Ids> {
    // A seeded object that is missing fails here: an empty id would make a probe hit the router's
    // "No such endpoint" instead of the tenant check.
    const optional = async (sql: string, ...binds: unknown[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...binds)
          .first<{ id: string }>()
      )?.id ?? "";
    const one = async (sql: string, ...binds: unknown[]) => {
      const id = await optional(sql, ...binds);
      expect(id, `${sql} (${binds.join(", ")})`).toMatch(/\S/);
      return id;
    };
    const tops = "SELECT id FROM businesses WHERE id = ?1 OR parent_id = ?1";
    let tag = await optional(`SELECT id FROM tags WHERE business_id IN (${tops}) LIMIT 1`, business);
    let rule = await optional(`SELECT id FROM spend_rules WHERE business_id IN (${tops}) LIMIT 1`, business);
    const cardBusiness = await one("SELECT business_id AS id FROM cards WHERE id = ?", card);
    if (!tag) {
      tag = "tag_probe0000000000";
      await env.DB.prepare(
        "INSERT OR IGNORE INTO tags (id, business_id, name, color, created_at) VALUES (?, ?, 'Probe', '', '2026-01-01T00:00:00.000Z')",
      )
        .bind(tag, cardBusiness)
        .run();
    }
    let recipient = await optional(`SELECT id FROM recipients WHERE business_id IN (${tops}) LIMIT 1`, business);
    if (!recipient) {
      recipient = `rcp_probe_${cardBusiness}`;
      await env.DB.prepare(
        "INSERT OR IGNORE INTO recipients (id, business_id, name, name_key, email, intake_status, created_at, updated_at) VALUES (?, ?, 'Probe Person', 'probe person', 'probe.person@recipient.test', 'awaiting_recipient', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
        .bind(recipient, cardBusiness)
        .run();
    }
    let autoload = await optional(`SELECT id FROM autoloads WHERE business_id IN (${tops}) LIMIT 1`, business);
    if (!autoload) {
      autoload = `al_probe_${cardBusiness}`;
      await env.DB.prepare(
        "INSERT OR IGNORE INTO autoloads (id, business_id, name, amount_cents, frequency, start_date, next_load_date, status, created_at, updated_at) VALUES (?, ?, 'Probe', 100, 'weekly', '2030-01-07', '2030-01-07', 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
        .bind(autoload, cardBusiness)
        .run();
    }
    if (!rule) {
      rule = "rule_probe000000000";
      await env.DB.prepare(
        "INSERT OR IGNORE INTO spend_rules (id, business_id, name, type, merchant_categories_json, created_at, updated_at) VALUES (?, ?, 'Probe', 'merchant_block', '[]', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
        .bind(rule, cardBusiness)
        .run();
    }
    const ids: Ids = {
      business,
      card,
      virtualCard: await one(
        `SELECT id FROM cards WHERE business_id IN (${tops}) AND form_factor = 'virtual' AND status = 'active' LIMIT 1`,
        business,
      ),
      note,
      user,
      cardholder,
      tag,
      rule,
      order: await one(`SELECT id FROM card_orders WHERE business_id IN (${tops}) LIMIT 1`, business),
      load: await one(`SELECT id FROM loads WHERE business_id IN (${tops}) LIMIT 1`, business),
      recipient,
      autoload,
      program: (await optional("SELECT id FROM businesses WHERE parent_id = ? ORDER BY id LIMIT 1", business)) || business,
    };
    // Every id names a real row of the tenant under test.
    const tables: Record<keyof Ids, string> = {
      business: "businesses",
      card: "cards",
      virtualCard: "cards",
      note: "notes",
      user: "users",
      cardholder: "cardholders",
      tag: "tags",
      rule: "spend_rules",
      order: "card_orders",
      load: "loads",
      recipient: "recipients",
      autoload: "autoloads",
      program: "businesses",
    };
    for (const [name, table] of Object.entries(tables) as [keyof Ids, string][]) {
      const row = await env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(ids[name]).first<{ id: string }>();
      expect(row?.id, `${name} ${ids[name]} exists in ${table}`).toBe(ids[name]);
    }
    return ids;
  }

  async function expectAllNotFound(callerEmail: string, ids: Ids, own?: string) {
    const caller = await as(callerEmail);
    for (const [method, path, body, headers] of [...probes(ids), ...(own ? mixedProbes(own, ids) : [])]) {
      const reply = await call(method, path, { token: caller.token, body, headers });
      expect({ caller: callerEmail, method, path, status: reply.status, body: reply.body }).toEqual({
        caller: callerEmail,
        method,
        path,
        status: 404,
        // The tenant check's 404, not the router's "No such endpoint" for a path that matches no route.
        body: { code: "not_found", msg: expect.not.stringMatching(/^No such endpoint$/) },
      });
    }
    for (const [method, path, foreignBody, missingBody] of own ? twinProbes(own, ids) : []) {
      const send = (body: object) =>
        call(method, path, { token: caller.token, body, headers: { "idempotency-key": `probe-twin-${crypto.randomUUID()}` } });
      const [foreign, missing] = await Promise.all([send(foreignBody), send(missingBody)]);
      expect({ caller: callerEmail, path, status: foreign.status, body: foreign.body }).toEqual({
        caller: callerEmail,
        path,
        status: missing.status,
        body: missing.body,
      });
      expect(foreign.status, `${callerEmail} ${path}`).toBeGreaterThanOrEqual(400);
    }
  }

  /** A walk sends every probe once per caller, one after another (shared idempotency keys): minutes on a busy machine. */
  const WALK_TIMEOUT_MS = 240_000;

  /**
   * Endpoints of the contract that need no probe, and why. Everything else the sandbox serves with a
   * bearer token must have a probe above; an endpoint not served yet must answer the router's "No such
   * endpoint" (checked below), so the day it is served it fails this test until it gets a probe.
   */
  const NO_PROBE: Record<string, string> = {
    "identity.signout": "acts on the caller's own session only; identity.test.ts",
    "recipientIntake.signOut": "acts on the recipient's own intake session only; recipient-intake.test.ts",
  };

  it("every contract endpoint the sandbox serves with a token has an isolation probe, or a documented exemption", async () => {
    const dummy: Ids = {
      business: "biz_x",
      card: "CARDX",
      virtualCard: "VCARDX",
      note: "note_x",
      user: "usr_x",
      cardholder: "ch_x",
      tag: "tag_x",
      rule: "rule_x",
      order: "ord_x",
      load: "load_x",
      recipient: "rcp_x",
      autoload: "al_x",
      program: "biz_y",
    };
    const probed = probes(dummy).map(([method, path]) => `${method} ${path.split("?")[0]}`);
    const template = (path: string) => new RegExp(`^${path.replace(/\{[A-Za-z0-9_]+\}/g, "[^/]+")}$`);
    const admin = await as("admin@harbor.test");
    const missing: string[] = [];
    for (const endpoint of allEndpoints) {
      // No caller, no tenant: public endpoints (sign-in, codes, resets, cardholder sign-up, the sandbox's
      // own helpers) are covered by identity, otp and cardholder tests.
      if (endpoint.auth !== "bearer" || NO_PROBE[endpoint.id]) continue;
      const pattern = template(endpoint.path);
      if (probed.some((p) => p.startsWith(`${endpoint.method} `) && pattern.test(p.slice(endpoint.method.length + 1)))) continue;
      const path = endpoint.path.replace(/\{[A-Za-z0-9_]+\}/g, "x");
      const reply = await call(endpoint.method, path, { token: admin.token, body: endpoint.method === "GET" ? undefined : {} });
      const unserved = reply.status === 404 && (reply.body as { msg?: string }).msg === "No such endpoint";
      if (!unserved) missing.push(`${endpoint.id} (${endpoint.method} ${endpoint.path}) answers ${reply.status}`);
    }
    expect(missing, "served endpoints without a tenant-isolation probe").toEqual([]);
    // The exemptions name real endpoints.
    for (const id of Object.keys(NO_PROBE)) expect(allEndpoints.map((e) => e.id)).toContain(id);
  });

  it(
    "a Harbor user gets 404 for every Unity object",
    async () => {
      const unityNote = await firstNote(unityCard, (await as("cards-program@unity.test")).token);
      const ids = await idsOf(BUSINESS_IDS.unity, unityCard, unityNote.id, USER_IDS.unitySuper, CARDHOLDER_IDS.lee);
      for (const email of ["admin@harbor.test", "viewer@harbor.test", "casemanager@harbor.test", "dev@harbor.test"]) {
        await expectAllNotFound(email, ids, BUSINESS_IDS.harbor);
        await expectAllNotFound(email, { ...ids, business: BUSINESS_IDS.unityFamily });
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "a Unity user gets 404 for every Harbor object",
    async () => {
      const harborNote = await firstNote(harborCard, (await as("admin@harbor.test")).token);
      const ids = await idsOf(BUSINESS_IDS.harbor, harborCard, harborNote.id, USER_IDS.harborAdmin, CARDHOLDER_IDS.maria);
      for (const [email, own] of [
        ["super@unity.test", BUSINESS_IDS.unity],
        ["finance@unity.test", BUSINESS_IDS.unity],
        ["program@unity.test", BUSINESS_IDS.unityRent],
        ["cards-program@unity.test", BUSINESS_IDS.unityFamily],
        ["multi@unity.test", BUSINESS_IDS.unityFamily],
      ] as const) {
        await expectAllNotFound(email, ids, own);
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "a program-scope user gets 404 for every object of a sibling program",
    async () => {
      const unityNote = await firstNote(unityCard, (await as("cards-program@unity.test")).token);
      const ids = await idsOf(BUSINESS_IDS.unityFamily, unityCard, unityNote.id, USER_IDS.unitySuper, CARDHOLDER_IDS.lee);
      await expectAllNotFound("program@unity.test", ids, BUSINESS_IDS.unityRent);
    },
    WALK_TIMEOUT_MS,
  );

  it("the card frame and the purchase helper need no token, but cards are still found only by their id", async () => {
    expect(
      (await call("POST", "/_sandbox/cards/ZZZZZZZZZZ/purchase", { body: { amountCents: 1, merchantName: "X", merchantCategory: "x" } }))
        .status,
    ).toBe(404);
    expect((await call("GET", "/_sandbox/card-frame/ZZZZ")).status).toBe(410);
  });

  it("a program-scope user gets 404 for a sibling program", async () => {
    const rentOnly = await as("program@unity.test");
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unityFamily}/settings`, { token: rentOnly.token })).status).toBe(404);
    expect((await call("GET", `/users/${unityCard}/notes`, { token: rentOnly.token })).status).toBe(404);
    // ... while the super user of the same tree reaches it.
    expect((await call("GET", `/users/${unityCard}/notes`, { token: (await as("super@unity.test")).token })).status).toBe(200);
  });

  it("answers exactly like a missing object, so ids cannot be probed", async () => {
    const admin = await as("admin@harbor.test");
    const foreign = await call("GET", `/businesses/${BUSINESS_IDS.unity}/settings`, { token: admin.token });
    const missing = await call("GET", "/businesses/biz_does_not_exist/settings", { token: admin.token });
    expect(foreign.status).toBe(missing.status);
    expect(foreign.body).toEqual(missing.body);
    const foreignCard = await call("GET", `/users/${unityCard}/notes`, { token: admin.token });
    const missingCard = await call("GET", "/users/ZZZZZZZZZZ/notes", { token: admin.token });
    expect(foreignCard.body).toEqual(missingCard.body);
  });

  it("cardholder tokens reach only their own cardholder record", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const own = await call<{ cardholder: { id: string; cards: Array<{ id: string; pinSet: boolean; organizationName: string }> } }>(
      "GET",
      `/cardholders/${CARDHOLDER_IDS.maria}/`,
      { token: maria.token },
    );
    expect(own.status).toBe(200);
    expect(own.body.cardholder.cards).toEqual([
      expect.objectContaining({ id: CARD_IDS.maria, pinSet: true, organizationName: "Harbor Relief Network" }),
    ]);
    for (const [method, path] of [
      ["GET", `/cardholders/${CARDHOLDER_IDS.lee}/`],
      ["GET", `/businesses/${BUSINESS_IDS.harbor}/settings`],
      ["GET", `/businesses/${BUSINESS_IDS.harbor}/programs`],
      ["GET", `/users/${CARD_IDS.maria}/notes`],
      ["GET", `/users/${USER_IDS.harborAdmin}/`],
    ] as const) {
      expect((await call(method, path, { token: maria.token })).status, path).toBe(404);
    }
  });

  it("business users read cardholders of their own cards only", async () => {
    const admin = await as("admin@harbor.test");
    expect((await call("GET", `/cardholders/${CARDHOLDER_IDS.maria}/`, { token: admin.token })).status).toBe(200);
    expect((await call("GET", `/cardholders/${CARDHOLDER_IDS.lee}/`, { token: admin.token })).status).toBe(404);
  });
});

describe("users", () => {
  it("a user updates their own name and phone; a taken phone is a conflict", async () => {
    const viewer = await as("viewer@harbor.test");
    const updated = await call<{ user: { firstName: string; phone: string | null } }>("PUT", `/users/${viewer.uid}/`, {
      token: viewer.token,
      body: { firstName: "Vic", lastName: "Osei", phone: "5550100200", currentPassword: DEMO_PASSWORD },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ firstName: "Vic", phone: "5550100200" });
    const taken = await call("PUT", `/users/${viewer.uid}/`, {
      token: viewer.token,
      body: { firstName: "Vic", lastName: "Osei", phone: "5550100100", currentPassword: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("phone_in_use");
    const invalid = await call("PUT", `/users/${viewer.uid}/`, {
      token: viewer.token,
      body: { firstName: "V1c", lastName: "", phone: "123" },
    });
    expect(invalid.status).toBe(400);
  });

  it("changing the phone needs the password again; the name alone does not (issue 34 item 12)", async () => {
    const caseManager = await as("casemanager@harbor.test");
    const put = (body: Record<string, unknown>) => call("PUT", `/users/${caseManager.uid}/`, { token: caseManager.token, body });
    const without = await put({ firstName: "Carmen", lastName: "Diaz", phone: "5550100300" });
    expect(without.status).toBe(403);
    expect(without.body.code).toBe("reauthentication_required");
    const wrong = await put({ firstName: "Carmen", lastName: "Diaz", phone: "5550100300", currentPassword: "Wrong#Password1" });
    expect(wrong.status).toBe(403);
    const row = await env.DB.prepare("SELECT phone FROM users WHERE id = ?").bind(caseManager.uid).first<{ phone: string | null }>();
    expect(row?.phone).toBeNull();
    expect((await put({ firstName: "Carmela", lastName: "Diaz", phone: null })).status).toBe(200);
    expect((await put({ firstName: "Carmela", lastName: "Diaz", phone: "5550100300", currentPassword: DEMO_PASSWORD })).status).toBe(200);
  });

  it("login type does not depend on the account", async () => {
    const known = await call("GET", "/users/admin%40harbor.test/loginType");
    const unknown = await call("GET", "/users/nobody%40harbor.test/loginType");
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });
});

describe("cardholder lookups", () => {
  it("checkByPhone tells registered, issued-only and unknown phones apart", async () => {
    expect((await call("GET", "/cardholders/checkByPhone/5550100001")).body).toEqual({ exists: true, activated: true });
    expect((await call("GET", "/cardholders/checkByPhone/5550100002")).body).toEqual({ exists: true, activated: false });
    expect((await call("GET", "/cardholders/checkByPhone/5559999999")).body).toEqual({ exists: false, activated: false });
    // Typed the usual ways, the number is the same phone (domain normalizePhone); too few digits are refused.
    expect((await call("GET", "/cardholders/checkByPhone/555-010-0001")).body).toEqual({ exists: true, activated: true });
    expect((await call("GET", "/cardholders/checkByPhone/555-010-000")).status).toBe(400);
  });
});

describe("endpoints of later issues", () => {
  it("answer 404 not_found from the not-found handler", async () => {
    const admin = await as("admin@harbor.test");
    for (const [method, path] of [["GET", "/onboarding/no-such-call"]] as const) {
      const reply = await call(method, path, { token: admin.token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: "not_found", msg: "No such endpoint" });
    }
  });
});
