import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Permission, Role } from "#domain/enums";
import { ROLE_PERMISSIONS } from "#domain/permissions";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { moneyOf, newKey, pickCard } from "./cards-helpers";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

type Probe = { name: string; method: string; path: string; body?: unknown; permission: Permission; headers?: Record<string, string> };

const address = { firstName: "Ana", lastName: "Silva", addressOne: "12 Harbor St", city: "Baltimore", state: "MD", zip: "21201" };

/** An admin of each business, to arrange the probes' cards. */
const ADMINS: Record<string, string> = { [BUSINESS_IDS.harbor]: "admin@harbor.test", [BUSINESS_IDS.unityFamily]: "super@unity.test" };

/** Every card write (and the one read that needs a permission), against fresh cards of `business`. */
async function probes(business: string): Promise<Probe[]> {
  const active = await pickCard(business, "status = 'active' AND form_factor = 'physical' AND balance_cents > 100 AND pin_set = 0");
  const other = await pickCard(business, "status = 'active'");
  const spare = await pickCard(business, "status = 'active' AND form_factor = 'physical'");
  const virtual = await pickCard(business, "status = 'active' AND form_factor = 'virtual'");
  const virtual2 = await pickCard(business, "status = 'active' AND form_factor = 'virtual'");
  const frozen = await pickCard(business, "status = 'frozen'");
  const locked = await pickCard(business, "status = 'locked'");
  // A card with nothing on it, so closing it is allowed.
  const empty = await pickCard(business, "status = 'active'");
  const admin = await as(ADMINS[business] ?? "");
  if (empty.balance_cents > 0) {
    const emptied = await call("POST", `/cards/${empty.id}/withdrawFunds`, { token: admin.token, body: {} });
    expect(emptied.status).toBe(201);
  }
  const freezable = await pickCard(business, "status = 'active'");
  // A tagged card and a spend rule of the business, arranged by its admin.
  const taggedCard = await pickCard(business, "status = 'active'");
  const tag = await call<{ tag: { id: string } }>("POST", `/cards/business/${business}/tag`, {
    token: admin.token,
    body: { name: `Probe ${taggedCard.id}`, cardIds: [taggedCard.id] },
  });
  const tagged = { card_id: taggedCard.id, tag_id: tag.body.tag.id };
  const created = await call<{ spendRule: { id: string } }>("POST", `/businesses/${business}/spendRules/spendRule`, {
    token: admin.token,
    body: { type: "merchant_block", name: `Probe ${taggedCard.id}`, merchantCategories: ["betting_casino_gambling"] },
  });
  const rule = { id: created.body.spendRule.id };
  const key = () => ({ "idempotency-key": newKey() });
  return [
    {
      name: "load",
      method: "POST",
      path: `/cards/business/${business}/load`,
      body: { loads: [{ cardId: active.id, amountCents: 100 }] },
      permission: "loadCard",
      headers: key(),
    },
    {
      name: "transfer",
      method: "POST",
      path: `/cards/business/${business}/cardToCardTransfer`,
      body: { fromCardId: active.id, toCardId: other.id, amountCents: 1 },
      permission: "loadCard",
      headers: key(),
    },
    {
      name: "withdraw",
      method: "POST",
      path: `/cards/${active.id}/withdrawFunds`,
      body: { amountCents: 1 },
      permission: "transferFunds",
      headers: key(),
    },
    {
      name: "orderAndShip",
      method: "POST",
      path: `/cards/business/${business}/orderAndShip`,
      body: { shippingMethod: "USPS_GROUND", cards: [{ firstName: "Ana", lastName: "Silva", email: "ana.silva@example.test", address }] },
      permission: "orderCard",
    },
    {
      name: "virtualCards",
      method: "POST",
      path: `/cards/business/${business}/virtualCards`,
      body: { cards: [{ firstName: "Ana", lastName: "Silva", email: "ana.silva@example.test" }] },
      permission: "orderCard",
    },
    {
      name: "tag",
      method: "POST",
      path: `/cards/business/${business}/tag`,
      body: { name: "Probe tag", cardIds: [other.id] },
      permission: "addTagToCard",
    },
    { name: "removeTag", method: "DELETE", path: `/cards/${tagged?.card_id}/tag/${tagged?.tag_id}/`, permission: "deleteTagFromCard" },
    {
      name: "attachRule",
      method: "POST",
      path: `/cards/spendRules/${rule?.id}/`,
      body: { cardIds: [other.id] },
      permission: "modifySpendRule",
    },
    {
      name: "detachRule",
      method: "DELETE",
      path: `/cards/spendRules/${rule?.id}/`,
      body: { cardIds: [other.id] },
      permission: "modifySpendRule",
    },
    {
      name: "createRule",
      method: "POST",
      path: `/businesses/${business}/spendRules/spendRule`,
      body: { type: "velocity", name: "Probe", velocity: { amountCents: 100, period: "day" } },
      permission: "createSpendRule",
    },
    {
      name: "updateRule",
      method: "PATCH",
      path: `/businesses/${business}/spendRules/${rule?.id}`,
      body: { name: "Probe rule" },
      permission: "modifySpendRule",
    },
    { name: "lock", method: "POST", path: `/cards/${other.id}/lock`, permission: "lockCard" },
    { name: "unlock", method: "POST", path: `/cards/${locked.id}/unlock`, permission: "lockCard" },
    { name: "freeze", method: "POST", path: `/cards/${freezable.id}/freeze`, permission: "freezeCard" },
    { name: "unfreeze", method: "POST", path: `/cards/${frozen.id}/unfreeze`, permission: "freezeCard" },
    { name: "close", method: "POST", path: `/cards/${empty.id}/close`, permission: "closeCard" },
    { name: "pin", method: "POST", path: `/cards/${active.id}/pin`, body: { pin: "1234" }, permission: "setPin" },
    {
      name: "reassociate",
      method: "POST",
      path: `/cards/${spare.id}/reassociate`,
      body: { firstName: "Ana", lastName: "Silva", email: "ana.silva@example.test" },
      permission: "replaceCard",
    },
    {
      name: "reissueAndShip",
      method: "POST",
      path: `/cards/${spare.id}/reissueAndShip`,
      body: { shippingMethod: "UPS_NEXT_DAY", address },
      permission: "replaceCard",
    },
    { name: "reissueVirtual", method: "POST", path: `/cards/${virtual.id}/reissueVirtualCard`, permission: "replaceCard" },
    { name: "resendVirtual", method: "POST", path: `/cards/${virtual2.id}/resendVirtualCard`, permission: "resendVirtualCard" },
    {
      name: "addMetadata",
      method: "POST",
      path: "/businesses/metadata",
      body: { type: "card", targetId: other.id, metadata: [{ key: "probe", value: "1" }] },
      permission: "editMetadata",
    },
    {
      name: "updateMetadata",
      method: "PATCH",
      path: "/businesses/metadata",
      body: { type: "card", targetId: other.id, metadata: [{ key: "probe", value: "2" }] },
      permission: "editMetadata",
    },
    {
      name: "deleteMetadata",
      method: "DELETE",
      path: "/businesses/metadata",
      body: { type: "card", targetId: other.id, keys: ["probe"] },
      permission: "editMetadata",
    },
    { name: "fundingAccounts", method: "GET", path: `/businesses/${business}/fundingAccounts`, permission: "fundingAccountView" },
  ];
}

async function statuses(business: string): Promise<string> {
  const { results } = await env.DB.prepare("SELECT id, status, balance_cents, pin_set FROM cards WHERE business_id = ? ORDER BY id")
    .bind(business)
    .all();
  return JSON.stringify(results);
}

/** Runs every probe as `email` (role `role`) and checks 403 exactly where the role lacks the permission. */
async function checkRole(email: string, role: Role, business: string): Promise<Record<string, number>> {
  const session = await as(email);
  const outcome: Record<string, number> = {};
  for (const probe of await probes(business)) {
    const before = ROLE_PERMISSIONS[role].includes(probe.permission)
      ? null
      : { money: await moneyOf(business), cards: await statuses(business) };
    const reply = await call(probe.method, probe.path, { token: session.token, body: probe.body, headers: probe.headers });
    outcome[probe.name] = reply.status;
    if (before) {
      expect({ role, probe: probe.name, status: reply.status, code: reply.body.code }).toEqual({
        role,
        probe: probe.name,
        status: 403,
        code: "forbidden",
      });
      expect(await moneyOf(business)).toEqual(before.money);
      expect(await statuses(business)).toBe(before.cards);
    } else {
      expect({ role, probe: probe.name, status: reply.status, body: reply.status < 300 ? null : reply.body }).toEqual({
        role,
        probe: probe.name,
        status: expect.any(Number),
        body: null,
      });
    }
  }
  return outcome;
}

describe("permissions on card writes (spec section 6)", () => {
  it("a viewer reads cards but every write is 403 and changes nothing", async () => {
    const viewer = await as("viewer@harbor.test");
    const card = await pickCard(BUSINESS_IDS.harbor, "status = 'active'");
    expect((await call("GET", `/cards/business/${BUSINESS_IDS.harbor}/cards?limit=5`, { token: viewer.token })).status).toBe(200);
    expect((await call("GET", `/cards/${card.id}/details`, { token: viewer.token })).status).toBe(200);
    const outcome = await checkRole("viewer@harbor.test", "viewer", BUSINESS_IDS.harbor);
    expect(Object.values(outcome).every((s) => s === 403)).toBe(true);
  });

  it("a case manager (cws_case_manager) orders, tags, resends and edits metadata, but cannot move money or change status", async () => {
    const outcome = await checkRole("casemanager@harbor.test", "cws_case_manager", BUSINESS_IDS.harbor);
    expect(outcome).toMatchObject({
      orderAndShip: 201,
      virtualCards: 201,
      tag: 201,
      removeTag: 204,
      resendVirtual: 202,
      addMetadata: 201,
      load: 403,
      transfer: 403,
      withdraw: 403,
      lock: 403,
      close: 403,
      pin: 403,
    });
    // Ordering with an initial load also needs loadCard.
    const caseManager = await as("casemanager@harbor.test");
    const withLoad = await call("POST", `/cards/business/${BUSINESS_IDS.harbor}/virtualCards`, {
      token: caseManager.token,
      body: { cards: [{ firstName: "Ana", lastName: "Silva", email: "ana.silva@example.test", initialLoadCents: 100 }] },
    });
    expect(withLoad.status).toBe(403);
  });

  it("an admin may do everything", async () => {
    const outcome = await checkRole("admin@harbor.test", "admin", BUSINESS_IDS.harbor);
    expect(Object.values(outcome).every((s) => s >= 200 && s < 300)).toBe(true);
  });

  it("sifh_finance on a super business: transfers funds, locks and freezes program cards; no loads or orders", async () => {
    const outcome = await checkRole("finance@unity.test", "sifh_finance", BUSINESS_IDS.unityFamily);
    expect(outcome).toMatchObject({
      withdraw: 201,
      lock: 200,
      freeze: 200,
      fundingAccounts: 200,
      load: 403,
      orderAndShip: 403,
      close: 403,
    });
  });
});
