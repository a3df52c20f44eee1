import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card } from "#contract/entities";
import { nextCardStatus } from "#domain/cards";
import { cardStatuses } from "#domain/enums";
import { BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS, UNLINKED_CARD, USER_IDS } from "#sandbox/seed/personas";
import { activitiesOf, type CardDetails, cardRow, getCard, newKey, pickCard } from "./cards-helpers";
import { call, mailTo, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
const address = {
  firstName: "Ana",
  lastName: "Silva",
  addressOne: "12 Harbor St",
  addressTwo: "Apt 4",
  city: "Baltimore",
  state: "MD",
  zip: "21201",
};

/** Empties a card through the API (withdraw to the funding account). */
async function empty(cardId: string, token: string): Promise<void> {
  const card = await cardRow(cardId);
  if (card.balance_cents === 0) return;
  const reply = await call("POST", `/cards/${cardId}/withdrawFunds`, { token, body: {}, headers: { "idempotency-key": newKey() } });
  expect(reply.status).toBe(201);
}

describe("status transitions", () => {
  const actions = ["lock", "unlock", "freeze", "unfreeze", "close"] as const;

  it("every action from every status: allowed ones change the status and record their activity, the rest are 409 invalid_transition", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'physical'");
    await empty(card.id, admin.token);
    const expectedActivity = {
      lock: "card_locked",
      unlock: "card_unlocked",
      freeze: "card_frozen",
      unfreeze: "card_unfrozen",
      close: "card_closed",
    };
    const outcomes: string[] = [];
    for (const from of cardStatuses) {
      for (const action of actions) {
        // Arrange the starting status directly (the seed has no inactive Harbor card).
        await env.DB.prepare("UPDATE cards SET status = ? WHERE id = ?").bind(from, card.id).run();
        const before = (await activitiesOf(card.id)).length;
        const reply = await call<{ card: Card; code?: string }>("POST", `/cards/${card.id}/${action}`, { token: admin.token });
        const to = nextCardStatus(action, from);
        const after = await activitiesOf(card.id);
        if (to) {
          expect(reply.status, `${action} from ${from}`).toBe(200);
          expect(reply.body.card.status).toBe(to);
          expect(after).toHaveLength(before + 1);
          expect(after.at(-1)).toMatchObject({ type: expectedActivity[action], actor_type: "user", actor_id: USER_IDS.harborAdmin });
          expect(JSON.parse(after.at(-1)?.details_json ?? "{}")).toEqual({ from, to });
        } else {
          expect({ action, from, status: reply.status, code: reply.body.code }).toEqual({
            action,
            from,
            status: 409,
            code: "invalid_transition",
          });
          expect((await cardRow(card.id)).status).toBe(from);
          expect(after).toHaveLength(before);
        }
        outcomes.push(`${action}:${from}:${reply.status}`);
      }
    }
    // 5 statuses x 5 actions: lock 1, unlock 1, freeze 2, unfreeze 1 and close 4 are allowed.
    expect(outcomes.filter((o) => o.endsWith(":200"))).toHaveLength(9);
  });

  it("close refuses a card that holds money (balance_not_zero); withdraw first, then close", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND balance_cents > 0");
    const refused = await call("POST", `/cards/${card.id}/close`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("balance_not_zero");
    expect((await cardRow(card.id)).status).toBe("active");
    await empty(card.id, admin.token);
    const closed = await call<{ card: Card }>("POST", `/cards/${card.id}/close`, { token: admin.token });
    expect(closed.status).toBe(200);
    expect(closed.body.card).toMatchObject({ status: "closed", balanceCents: 0 });
  });

  it("the linked cardholder locks and unlocks their card, but cannot freeze or close it (403)", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const locked = await call<{ card: Card }>("POST", `/cards/${CARD_IDS.maria}/lock`, { token: maria.token });
    expect(locked.status).toBe(200);
    expect(locked.body.card.status).toBe("locked");
    expect((await activitiesOf(CARD_IDS.maria)).at(-1)).toMatchObject({
      type: "card_locked",
      actor_type: "cardholder",
      actor_id: CARDHOLDER_IDS.maria,
    });
    expect((await call("POST", `/cards/${CARD_IDS.maria}/freeze`, { token: maria.token })).status).toBe(403);
    expect((await call("POST", `/cards/${CARD_IDS.maria}/close`, { token: maria.token })).status).toBe(403);
    const unlocked = await call<{ card: Card }>("POST", `/cards/${CARD_IDS.maria}/unlock`, { token: maria.token });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.card.status).toBe("active");
    // Someone else's card does not exist for her.
    const other = await pickCard(harbor, "status = 'active'");
    expect((await call("POST", `/cards/${other.id}/lock`, { token: maria.token })).status).toBe(404);
  });
});

describe("holders", () => {
  it("reassociate gives the card a new holder, unlinks the old account and clears the PIN", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'physical' AND pin_set = 1");
    const reply = await call<{ card: Card }>("POST", `/cards/${card.id}/reassociate`, {
      token: admin.token,
      body: { firstName: "Rosa", lastName: "Okafor", email: "Rosa.Okafor@Example.test", phone: "5550109999" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.card.holder).toEqual({
      firstName: "Rosa",
      lastName: "Okafor",
      email: "rosa.okafor@example.test",
      phone: "5550109999",
    });
    expect(reply.body.card).toMatchObject({ cardholderId: null, pinSet: false, status: "active" });
    const last = (await activitiesOf(card.id)).at(-1);
    expect(last?.type).toBe("card_reassociated");
    expect(JSON.parse(last?.details_json ?? "{}")).toMatchObject({ holder: "Rosa Okafor" });
    // The new holder's existing account is never linked by the business (ADR 0097).
    const linked = await call<{ card: Card }>("POST", `/cards/${card.id}/reassociate`, {
      token: admin.token,
      body: { firstName: "Lee", lastName: "Chen", email: "lee@cardholder.test" },
    });
    expect(linked.body.card.cardholderId).toBeNull();
    const invalid = await call("POST", `/cards/${card.id}/reassociate`, {
      token: admin.token,
      body: { firstName: "R0sa", lastName: "", email: "nope" },
    });
    expect(invalid.status).toBe(400);
  });

  it("a closed card cannot be given to someone else", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'closed'");
    const reply = await call("POST", `/cards/${card.id}/reassociate`, {
      token: admin.token,
      body: { firstName: "Rosa", lastName: "Okafor", email: "rosa@example.test" },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("invalid_transition");
  });
});

describe("replacing cards", () => {
  it("reissue and ship: a new physical card with the balance, tags, rules and metadata; the old one is closed", async () => {
    const admin = await as("admin@harbor.test");
    const old = await pickCard(
      harbor,
      "status = 'locked' AND form_factor = 'physical' AND balance_cents > 0 AND id IN (SELECT card_id FROM card_tags) AND id IN (SELECT target_id FROM metadata)",
    );
    const before = await getCard(old.id, admin.token);
    const reply = await call<{
      card: Card;
      cardOrder: { id: string; formFactor: string; shippingMethod: string; address: unknown; cardIds: string[]; status: string };
    }>("POST", `/cards/${old.id}/reissueAndShip`, { token: admin.token, body: { shippingMethod: "UPS_NEXT_DAY", address } });
    expect(reply.status).toBe(201);
    const fresh = reply.body.card;
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({
      formFactor: "physical",
      status: "active",
      balanceCents: old.balance_cents,
      holder: before.holder,
      color: before.color,
      pinSet: false,
      cardholderId: before.cardholderId,
    });
    expect(fresh.tags).toEqual(before.tags);
    expect(reply.body.cardOrder).toMatchObject({
      formFactor: "physical",
      shippingMethod: "UPS_NEXT_DAY",
      address,
      cardIds: [fresh.id],
      status: "ordered",
    });
    const after = await getCard(old.id, admin.token);
    expect(after).toMatchObject({ status: "closed", balanceCents: 0 });
    const details = (await call<{ card: CardDetails }>("GET", `/cards/${fresh.id}/details`, { token: admin.token })).body.card;
    expect(details.replacesCardId).toBe(old.id);
    expect(details.metadata).toEqual(before.metadata);
    expect(details.spendRules).toEqual(before.spendRules);
    expect(details.shipment).toMatchObject({ shippingMethod: "UPS_NEXT_DAY", trackingNumber: null, trackingUrl: null });
    expect((await activitiesOf(old.id)).map((a) => a.type).slice(-3)).toEqual(["card_reissued", "card_funds_transferred", "card_closed"]);
    expect((await activitiesOf(fresh.id)).map((a) => a.type)).toEqual(["card_reissued", "card_order_placed", "card_funds_transferred"]);
  });

  it("reissue and ship refuses virtual (card_is_virtual), frozen (invalid_transition) and bad addresses (400)", async () => {
    const admin = await as("admin@harbor.test");
    const virtual = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const frozen = await pickCard(harbor, "status = 'frozen' AND form_factor = 'physical'");
    const body = { shippingMethod: "USPS_PRIORITY", address };
    expect((await call("POST", `/cards/${virtual.id}/reissueAndShip`, { token: admin.token, body })).body.code).toBe("card_is_virtual");
    expect((await call("POST", `/cards/${frozen.id}/reissueAndShip`, { token: admin.token, body })).body.code).toBe("invalid_transition");
    const active = await pickCard(harbor, "status = 'active' AND form_factor = 'physical'");
    const poBox = await call<{ issues: Array<{ path: string; message: string }> }>("POST", `/cards/${active.id}/reissueAndShip`, {
      token: admin.token,
      body: { shippingMethod: "USPS_PRIORITY", address: { ...address, addressOne: "P.O. Box 12" } },
    });
    expect(poBox.status).toBe(400);
    expect(poBox.body.issues).toContainEqual({
      path: "body.address.addressOne",
      key: "addressOnePoBox",
      message: "Invalid Address One. This address cannot be a PO Box.",
    });
    const method = await call("POST", `/cards/${active.id}/reissueAndShip`, {
      token: admin.token,
      body: { shippingMethod: "CARRIER_PIGEON", address },
    });
    expect(method.status).toBe(400);
    expect(JSON.stringify(method.body)).toContain(
      "Invalid Shipment Method: Input needs to be USPS_PRIORITY, UPS_NEXT_DAY or UPS_SECOND_DAY.",
    );
    expect((await cardRow(active.id)).status).toBe("active");
  });

  it("reissue virtual: a new virtual card e-mailed to the holder; physical cards are card_is_physical", async () => {
    const admin = await as("admin@harbor.test");
    const old = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual' AND balance_cents > 0");
    const reply = await call<{ card: Card }>("POST", `/cards/${old.id}/reissueVirtualCard`, { token: admin.token });
    expect(reply.status).toBe(201);
    expect(reply.body.card).toMatchObject({ formFactor: "virtual", status: "active", balanceCents: old.balance_cents });
    expect((await cardRow(old.id)).status).toBe("closed");
    const [mail] = await mailTo(old.holder_email);
    expect(mail?.subject).toContain("virtual card");
    expect(mail?.body).not.toMatch(/\d{12,}/);
    const details = (await call<{ card: CardDetails }>("GET", `/cards/${reply.body.card.id}/details`, { token: admin.token })).body.card;
    expect(details.shipment).toEqual({ shippingMethod: null, trackingNumber: null, trackingUrl: null, shippedAt: null });
    const physical = await pickCard(harbor, "status = 'active' AND form_factor = 'physical'");
    expect((await call("POST", `/cards/${physical.id}/reissueVirtualCard`, { token: admin.token })).body.code).toBe("card_is_physical");
  });

  it("resend virtual card: puts the e-mail in the mailbox and records it; not for physical or closed cards", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const before = (await mailTo(card.holder_email)).length;
    const reply = await call("POST", `/cards/${card.id}/resendVirtualCard`, { token: admin.token });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ accepted: true });
    const mails = await mailTo(card.holder_email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ kind: "email", link: "/cardholders" });
    expect(mails[0]?.subject).toContain("sent again");
    expect((await activitiesOf(card.id)).at(-1)?.type).toBe("virtual_card_resent");
    const physical = await pickCard(harbor, "status = 'active' AND form_factor = 'physical'");
    expect((await call("POST", `/cards/${physical.id}/resendVirtualCard`, { token: admin.token })).body.code).toBe("card_is_physical");
    const closed = await pickCard(harbor, "status = 'closed' AND form_factor = 'virtual'");
    expect((await call("POST", `/cards/${closed.id}/resendVirtualCard`, { token: admin.token })).body.code).toBe("card_blocked");
  });
});

describe("activating a virtual card", () => {
  it("the linked cardholder activates an inactive virtual card once", async () => {
    const admin = await as("admin@harbor.test");
    const maria = await as("maria@cardholder.test", "cardholder");
    const issued = await call<{ cards: Card[] }>("POST", `/cards/business/${harbor}/virtualCards`, {
      token: admin.token,
      body: { cards: [{ firstName: "Maria", lastName: "Lopez", email: "maria@cardholder.test" }] },
    });
    expect(issued.status).toBe(201);
    const card = issued.body.cards[0];
    // Not linked until Maria activates it herself (ADR 0097).
    expect(card).toMatchObject({ status: "inactive", cardholderId: null });
    const path = `/cardholders/${CARDHOLDER_IDS.maria}/activateVirtualCard`;
    // Another cardholder, a business user, and a physical card are refused.
    const lee = await as("lee@cardholder.test", "cardholder");
    expect(
      (await call("POST", `/cardholders/${CARDHOLDER_IDS.lee}/activateVirtualCard`, { token: lee.token, body: { cardId: card?.id } }))
        .status,
    ).toBe(404);
    expect((await call("POST", path, { token: admin.token, body: { cardId: card?.id } })).status).toBe(404);
    expect((await call("POST", path, { token: maria.token, body: { cardId: CARD_IDS.maria } })).body.code).toBe("card_is_physical");
    // Organization not fully onboarded.
    await env.DB.prepare("UPDATE businesses SET onboarding_status = 'business_info' WHERE id = ?").bind(harbor).run();
    const missing = await call("POST", path, { token: maria.token, body: { cardId: card?.id } });
    await env.DB.prepare("UPDATE businesses SET onboarding_status = 'active' WHERE id = ?").bind(harbor).run();
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe("organization_info_missing");

    const activated = await call<{ card: { status: string; organizationName: string } }>("POST", path, {
      token: maria.token,
      body: { cardId: card?.id },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.card).toMatchObject({ status: "active", organizationName: "Harbor Relief Network" });
    expect((await activitiesOf(card?.id ?? "")).at(-1)).toMatchObject({
      type: "virtual_card_activated",
      actor_type: "cardholder",
      actor_id: CARDHOLDER_IDS.maria,
    });
    const again = await call("POST", path, { token: maria.token, body: { cardId: card?.id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("invalid_transition");
  });
});

describe("PINs", () => {
  it("staff cannot overwrite a PIN (pin_already_set); the signed-in cardholder resets it", async () => {
    const admin = await as("admin@harbor.test");
    const maria = await as("maria@cardholder.test", "cardholder");
    const staff = await call("POST", `/cards/${CARD_IDS.maria}/pin`, { token: admin.token, body: { pin: "1234" } });
    expect(staff.status).toBe(409);
    expect(staff.body.code).toBe("pin_already_set");
    const reset = await call<{ card: Card }>("POST", `/cards/${CARD_IDS.maria}/pin`, { token: maria.token, body: { pin: "4321" } });
    expect(reset.status).toBe(200);
    expect(reset.body.card.pinSet).toBe(true);
    const last = (await activitiesOf(CARD_IDS.maria)).at(-1);
    expect(last).toMatchObject({ type: "card_pin_set", actor_type: "cardholder", actor_id: CARDHOLDER_IDS.maria });
    expect(JSON.parse(last?.details_json ?? "{}")).toEqual({ reset: true });
    // The PIN itself is stored nowhere.
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM activities WHERE details_json LIKE '%4321%'").first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("staff with setPin set a first PIN once; blocking statuses refuse (card_blocked); bad PINs are 400", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND pin_set = 0 AND form_factor = 'physical'");
    expect((await call("POST", `/cards/${card.id}/pin`, { token: admin.token, body: { pin: "12a4" } })).status).toBe(400);
    const first = await call<{ card: Card }>("POST", `/cards/${card.id}/pin`, { token: admin.token, body: { pin: "2580" } });
    expect(first.status).toBe(200);
    expect(first.body.card.pinSet).toBe(true);
    expect((await call("POST", `/cards/${card.id}/pin`, { token: admin.token, body: { pin: "2580" } })).body.code).toBe("pin_already_set");
    for (const status of ["locked", "frozen", "closed"] as const) {
      const blocked = await pickCard(harbor, "status = ? AND pin_set = 0", status);
      const reply = await call("POST", `/cards/${blocked.id}/pin`, { token: admin.token, body: { pin: "2580" } });
      expect({ status, code: reply.body.code }).toEqual({ status, code: "card_blocked" });
    }
    const viewer = await as("viewer@harbor.test");
    const caseManager = await as("casemanager@harbor.test");
    const other = await pickCard(harbor, "status = 'active' AND pin_set = 0");
    expect((await call("POST", `/cards/${other.id}/pin`, { token: viewer.token, body: { pin: "2580" } })).status).toBe(403);
    expect((await call("POST", `/cards/${other.id}/pin`, { token: caseManager.token, body: { pin: "2580" } })).status).toBe(403);
  });

  it("unauthenticated PIN: proves the card first, sets a first PIN once, and is rate limited", async () => {
    const path = `/cards/${UNLINKED_CARD.id}/unauthenticatedPin`;
    const good = { last6: UNLINKED_CARD.last6, expiration: UNLINKED_CARD.expiration, pin: "1357" };
    expect((await call("POST", "/cards/ZZZZZZZZZZ/unauthenticatedPin", { body: good })).body.code).toBe("card_not_found");
    const wrong = await call("POST", path, { body: { ...good, last6: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("invalid_card_data");
    expect((await call("POST", path, { body: { ...good, expiration: "13/29" } })).status).toBe(400);
    const set = await call("POST", path, { body: good });
    expect(set.status).toBe(204);
    expect((await cardRow(UNLINKED_CARD.id)).pin_set).toBe(1);
    const again = await call("POST", path, { body: good });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("pin_already_set");
    expect((await activitiesOf(UNLINKED_CARD.id)).at(-1)).toMatchObject({ type: "card_pin_set", actor_type: "system" });

    // A blocked card: the state is only revealed after the card data is proven.
    const blocked = await pickCard(harbor, "status = 'frozen' AND pin_set = 0");
    const blockedPath = `/cards/${blocked.id}/unauthenticatedPin`;
    expect((await call("POST", blockedPath, { body: { last6: "999999", expiration: "01/30", pin: "1111" } })).body.code).toBe(
      "invalid_card_data",
    );
    const refused = await call("POST", blockedPath, { body: { last6: blocked.last6, expiration: blocked.expiration, pin: "1111" } });
    expect(refused.body.code).toBe("card_blocked");

    // 20 wrong tries per card and hour lock it, even for the right data.
    const target = await pickCard(harbor, "status = 'active' AND pin_set = 0");
    const targetPath = `/cards/${target.id}/unauthenticatedPin`;
    for (let i = 0; i < 20; i++) {
      const reply = await call("POST", targetPath, { body: { last6: "000000", expiration: "01/30", pin: "1111" } });
      expect(reply.status).toBe(400);
    }
    const locked = await call("POST", targetPath, { body: { last6: target.last6, expiration: target.expiration, pin: "1111" } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("too_many_attempts");
    expect((await cardRow(target.id)).pin_set).toBe(0);
  });
});
