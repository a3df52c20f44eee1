import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Card, cardDetailsSchema } from "#contract/entities";
import { BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS, UNLINKED_CARD } from "#sandbox/seed/personas";
import { newKey, pickCard } from "./cards-helpers";
import { addressCode, advanceClock, call, mailTo, seedSmall, signin } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

const PASSWORD = "Sunrise#Otter26";
type Registered = { cardholder?: { id: string; email: string; cards: Card[] }; code?: string };
/** Registration as the holder does it: a code e-mailed to the address first (ADR 0200), unless the body brings its own. */
const register = async (cardId: string, body: Record<string, unknown>) =>
  call<Registered>("POST", `/cardholders/card/${cardId}/`, {
    body: { emailCode: await addressCode("cardholder", String(body.email ?? "nobody@example.test")), ...body },
  });
const confirmation = { last6: UNLINKED_CARD.last6, expiration: UNLINKED_CARD.expiration };

describe("account creation with a card (registerWithCard)", () => {
  it("needs the code e-mailed to the card's address: the card's data alone creates nothing (issue 34 item 2)", async () => {
    const card = await pickCard(BUSINESS_IDS.harbor, "cardholder_id IS NULL AND holder_email NOT IN (SELECT email FROM cardholders)");
    const body = { email: card.holder_email, password: PASSWORD, last6: card.last6, expiration: card.expiration };
    const noCode = await call<Registered>("POST", `/cardholders/card/${card.id}/`, { body });
    expect(noCode.status).toBe(400);
    const guessed = await call<Registered>("POST", `/cardholders/card/${card.id}/`, { body: { ...body, emailCode: "000000" } });
    expect([guessed.status, guessed.body.code]).toEqual([401, "otp_incorrect"]);
    // A code sent to another address (the one who asks) does not prove the card's.
    const own = await addressCode("cardholder", "viewer.own@example.test");
    const foreign = await call<Registered>("POST", `/cardholders/card/${card.id}/`, { body: { ...body, emailCode: own } });
    expect(foreign.body.code).toBe("otp_incorrect");
    const linked = await env.DB.prepare("SELECT cardholder_id FROM cards WHERE id = ?").bind(card.id).first("cardholder_id");
    expect(linked).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM cardholders WHERE email = ?").bind(card.holder_email).first("n")).toBe(0);
    // The mail went to the address in the language asked for, and the code works once.
    const code = await addressCode("cardholder", card.holder_email, "fr");
    const [mail] = await mailTo(card.holder_email);
    expect([mail?.language, mail?.subject]).toEqual(["fr", "Votre code de confirmation d’e-mail"]);
    expect((await call<Registered>("POST", `/cardholders/card/${card.id}/`, { body: { ...body, emailCode: code } })).status).toBe(201);
  });

  it("answers a code request the same for any address, and caps sends per address", async () => {
    const known = await call("POST", "/auth/addressCode", { body: { realm: "cardholder", email: "maria@cardholder.test" } });
    const unknown = await call("POST", "/auth/addressCode", { body: { realm: "cardholder", email: "nobody.here@example.test" } });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    const email = "flood.target@example.test";
    for (let i = 0; i < 12; i++) await call("POST", "/auth/addressCode", { body: { realm: "cardholder", email } });
    expect(await mailTo(email)).toHaveLength(10);
  });

  it("refuses, in the spec's cases, before anything is created", async () => {
    const base = { email: UNLINKED_CARD.email, password: PASSWORD, ...confirmation };
    expect((await register("ZZZZZZZZZZ", base)).body.code).toBe("card_not_found");
    const wrongDigits = await register(UNLINKED_CARD.id, { ...base, last6: "000000" });
    expect([wrongDigits.status, wrongDigits.body.code]).toEqual([400, "invalid_card_data"]);
    const wrongExpiry = await register(UNLINKED_CARD.id, { ...base, expiration: "10/29" });
    expect(wrongExpiry.body.code).toBe("invalid_card_data");
    const stranger = await register(UNLINKED_CARD.id, { ...base, email: "someone.else@example.org" });
    expect([stranger.status, stranger.body.code]).toEqual([400, "email_not_registered"]);
    const sibling = await env.DB.prepare(
      "SELECT holder_email FROM cards WHERE business_id = (SELECT business_id FROM cards WHERE id = ?1) AND id != ?1 AND holder_email NOT IN (SELECT email FROM cardholders) LIMIT 1",
    )
      .bind(UNLINKED_CARD.id)
      .first<{ holder_email: string }>();
    const other = await register(UNLINKED_CARD.id, { ...base, email: sibling?.holder_email });
    expect([other.status, other.body.code]).toEqual([400, "email_mismatch"]);
    const existing = await register(UNLINKED_CARD.id, { ...base, email: "maria@cardholder.test" });
    expect([existing.status, existing.body.code]).toEqual([409, "account_exists"]);
    const weak = await register(UNLINKED_CARD.id, { ...base, password: "password" });
    expect(weak.status).toBe(400);
    const card = await env.DB.prepare("SELECT cardholder_id FROM cards WHERE id = ?")
      .bind(UNLINKED_CARD.id)
      .first<{ cardholder_id: string | null }>();
    expect(card?.cardholder_id).toBeNull();
  });

  it("creates the account with the card's names and phone, links the card once, and the holder can sign in", async () => {
    const reply = await register(UNLINKED_CARD.id.toLowerCase(), {
      email: "New.Holder@Cardholder.test",
      password: PASSWORD,
      language: "es",
      ...confirmation,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.cardholder).toMatchObject({
      email: UNLINKED_CARD.email,
      firstName: UNLINKED_CARD.firstName,
      phone: UNLINKED_CARD.phone,
    });
    expect(reply.body.cardholder?.cards.map((c) => c.id)).toEqual([UNLINKED_CARD.id]);
    const tokens = await signin(UNLINKED_CARD.email, "cardholder", PASSWORD);
    expect(tokens.uid).toBe(reply.body.cardholder?.id);
    const again = await register(UNLINKED_CARD.id, { email: "another@cardholder.test", password: PASSWORD, ...confirmation });
    expect([again.status, again.body.code]).toEqual([409, "card_already_linked"]);
  });

  it("activates an inactive virtual card by linking it, and refuses when the organization has not finished onboarding", async () => {
    const card = await pickCard(
      BUSINESS_IDS.harbor,
      "form_factor = 'virtual' AND cardholder_id IS NULL AND holder_email NOT IN (SELECT email FROM cardholders)",
    );
    await env.DB.prepare("UPDATE cards SET status = 'inactive' WHERE id = ?").bind(card.id).run();
    const body = { email: card.holder_email, password: PASSWORD, last6: card.last6, expiration: card.expiration };
    await env.DB.prepare("UPDATE businesses SET onboarding_status = 'business_info' WHERE id = ?").bind(card.business_id).run();
    const refused = await register(card.id, body);
    await env.DB.prepare("UPDATE businesses SET onboarding_status = 'active' WHERE id = ?").bind(card.business_id).run();
    expect([refused.status, refused.body.code]).toEqual([409, "organization_info_missing"]);
    const done = await register(card.id, body);
    expect(done.status).toBe(201);
    expect(done.body.cardholder?.cards[0]?.status).toBe("active");
  });

  it("limits guesses of a card's digits per card", async () => {
    const card = await pickCard(BUSINESS_IDS.harbor, "cardholder_id IS NULL");
    const guesses = Array.from({ length: 20 }, (_, i) =>
      register(card.id, { email: card.holder_email, password: PASSWORD, last6: String(100000 + i), expiration: "01/30" }),
    );
    for (const reply of await Promise.all(guesses)) expect(reply.status).toBe(400);
    const right = await register(card.id, { email: card.holder_email, password: PASSWORD, last6: card.last6, expiration: card.expiration });
    expect([right.status, right.body.code]).toEqual([429, "too_many_attempts"]);
  });
});

describe("a cardholder only ever reaches their own record and cards", () => {
  it("preferences: own read and change; another cardholder and business users get 404", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const lee = await as("lee@cardholder.test", "cardholder");
    const admin = await as("admin@harbor.test");
    const path = `/cardholders/${CARDHOLDER_IDS.maria}/communicationPreferences`;
    expect((await call("GET", path, { token: maria.token })).body).toEqual({
      communicationPreferences: { recentTransactions: "email", cardDeclines: "email", cardLoads: "email" },
    });
    const changed = await call("PATCH", path, { token: maria.token, body: { cardDeclines: "none" } });
    expect(changed.body).toEqual({ communicationPreferences: { recentTransactions: "email", cardDeclines: "none", cardLoads: "email" } });
    expect((await call("GET", path, { token: lee.token })).status).toBe(404);
    expect((await call("PATCH", path, { token: admin.token, body: { cardLoads: "none" } })).status).toBe(404);
    expect((await call("PATCH", path, { token: maria.token, body: { cardLoads: "sms" } })).status).toBe(400);
    await call("PATCH", path, { token: maria.token, body: { cardDeclines: "email" } });
  });

  it("cards: another holder's card is not found for every call the portal makes; their own can be locked and unlocked", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const other = CARD_IDS.lee;
    for (const path of ["balance", "details", "activities?kind=transaction", "loadHistory", "clientToken"]) {
      expect((await call("GET", `/cards/${other}/${path}`, { token: maria.token })).status, path).toBe(404);
    }
    for (const action of ["lock", "unlock", "pin"]) {
      expect((await call("POST", `/cards/${other}/${action}`, { token: maria.token, body: { pin: "1234" } })).status, action).toBe(404);
    }
    expect((await call("GET", `/cardholders/${CARDHOLDER_IDS.lee}/`, { token: maria.token })).status).toBe(404);
    const locked = await call<{ card: Card }>("POST", `/cards/${CARD_IDS.maria}/lock`, { token: maria.token });
    expect(locked.body.card.status).toBe("locked");
    const unlocked = await call<{ card: Card }>("POST", `/cards/${CARD_IDS.maria}/unlock`, { token: maria.token });
    expect(unlocked.body.card.status).toBe("active");
    // The virtual card's details carry the provider's fixed billing address; a physical card has none.
    const lee = await as("lee@cardholder.test", "cardholder");
    const virtual = await call<{ card: unknown }>("GET", `/cards/${CARD_IDS.lee}/details`, { token: lee.token });
    const details = cardDetailsSchema.parse(virtual.body.card);
    expect(details.billingAddress).toEqual({
      addressOne: "100 Sandbox Plaza",
      addressTwo: "Suite 400",
      city: "Baltimore",
      state: "MD",
      zip: "21202",
    });
    const physical = await call<{ card: { billingAddress: unknown } }>("GET", `/cards/${CARD_IDS.maria}/details`, { token: maria.token });
    expect(physical.body.card.billingAddress).toBeNull();
    // Freezing is the organization's: 403 for the holder.
    expect((await call("POST", `/cards/${CARD_IDS.maria}/freeze`, { token: maria.token })).status).toBe(403);
  });
});

describe("a cardholder sees only what is theirs of their card (issue 12)", () => {
  it("no tags, rules, autoloads, notes, staff names, custom fields, audit trail, replaced card, or the previous holder's history", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(
      BUSINESS_IDS.harbor,
      "status = 'active' AND form_factor = 'physical' AND cardholder_id IS NULL AND holder_email NOT IN (SELECT email FROM cardholders)",
    );
    const business = { token: admin.token };
    const load = (amountCents: number) =>
      call("POST", `/cards/business/${BUSINESS_IDS.harbor}/load`, {
        ...business,
        headers: { "idempotency-key": newKey() },
        body: { loads: [{ cardId: card.id, amountCents }] },
      });
    // The first holder's history: a purchase and a load by staff.
    const purchase = await call("POST", `/_sandbox/cards/${card.id}/purchase`, {
      body: { amountCents: 1_111, merchantName: "First Holder Pharmacy", merchantCategory: "drug_stores_pharmacies" },
    });
    expect(purchase.status).toBeLessThan(300);
    expect((await load(2_222)).status).toBe(201);
    // The business gives the card to someone else, tags it and writes a note on it.
    const second = { firstName: "Second", lastName: "Holder", email: "second.holder@cardholder.test" };
    expect((await call("POST", `/cards/${card.id}/reassociate`, { ...business, body: second })).status).toBe(200);
    expect(
      (await call("POST", `/cards/business/${BUSINESS_IDS.harbor}/tag`, { ...business, body: { name: "Watch list", cardIds: [card.id] } }))
        .status,
    ).toBeLessThan(300);
    expect(
      (
        await call("POST", "/businesses/metadata", {
          ...business,
          body: { type: "card", targetId: card.id, metadata: [{ key: "case", value: "internal" }] },
        })
      ).status,
    ).toBeLessThan(300);
    await advanceClock({ minutes: 1 });
    expect((await load(3_333)).status).toBe(201);
    // The second holder links the card and signs in.
    const registered = await register(card.id, { email: second.email, password: PASSWORD, last6: card.last6, expiration: card.expiration });
    expect(registered.status).toBe(201);
    const holder = await signin(second.email, "cardholder", PASSWORD);
    const token = { token: holder.idToken };

    const details = await call<{ card: Record<string, unknown> }>("GET", `/cards/${card.id}/details`, token);
    expect(details.status).toBe(200);
    expect(details.body.card).toMatchObject({ tags: [], spendRules: [], autoloadIds: [], metadata: [], replacesCardId: null });
    expect(details.body.card.holder).toMatchObject({ firstName: "Second", lastName: "Holder" });
    // Staff still see all of it.
    const staff = await call<{ card: { tags: unknown[]; metadata: unknown[] } }>("GET", `/cards/${card.id}/details`, business);
    expect(staff.body.card.tags).not.toEqual([]);
    expect(staff.body.card.metadata).not.toEqual([]);

    for (const kind of ["", "?kind=event", "?kind=transaction"]) {
      const feed = await call<{ activities: Array<{ kind: string; merchantName?: string }> }>(
        "GET",
        `/cards/${card.id}/activities${kind}`,
        token,
      );
      expect(feed.status).toBe(200);
      expect(
        feed.body.activities.filter((a) => a.kind !== "transaction"),
        kind,
      ).toEqual([]);
      expect(JSON.stringify(feed.body), kind).not.toContain("First Holder Pharmacy");
    }
    const loads = await call<{ loads: Array<{ amountCents: number; createdBy: unknown; customFields: unknown; autoloadId: unknown }> }>(
      "GET",
      `/cards/${card.id}/loadHistory`,
      token,
    );
    expect(loads.body.loads.map((l) => l.amountCents)).toEqual([3_333]);
    expect(loads.body.loads[0]).toMatchObject({ createdBy: null, customFields: {}, autoloadId: null });
    // Staff see the card's whole history, with who loaded it.
    const staffLoads = await call<{ loads: Array<{ amountCents: number; createdBy: unknown }> }>(
      "GET",
      `/cards/${card.id}/loadHistory`,
      business,
    );
    expect(staffLoads.body.loads.map((l) => l.amountCents)).toEqual(expect.arrayContaining([2_222, 3_333]));
    expect(staffLoads.body.loads[0]?.createdBy).not.toBeNull();

    const locked = await call<{ card: Card }>("POST", `/cards/${card.id}/lock`, token);
    expect(locked.body.card.tags).toEqual([]);
    const unlocked = await call<{ card: Card }>("POST", `/cards/${card.id}/unlock`, token);
    expect(unlocked.body.card.tags).toEqual([]);
    const pin = await call<{ card: Card }>("POST", `/cards/${card.id}/pin`, { ...token, body: { pin: "4821" } });
    expect(pin.body.card.tags).toEqual([]);
  });
});

describe("notification e-mails", () => {
  const purchase = (cardId: string, amountCents: number, merchantCategory = "grocery_stores_supermarkets") =>
    call("POST", `/_sandbox/cards/${cardId}/purchase`, { body: { amountCents, merchantName: "Corner Market", merchantCategory } });

  it("a purchase, a decline and a load each e-mail the holder who chose e-mail, in their language; none sends nothing", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const admin = await as("admin@harbor.test");
    const before = (await mailTo("maria@cardholder.test")).length;
    expect((await purchase(CARD_IDS.maria, 1250)).status).toBe(201);
    const [sent] = await mailTo("maria@cardholder.test");
    expect(sent?.subject).toBe("Card purchase: $12.50 at Corner Market");
    expect(sent?.body).toContain("usually within 5 days");

    await call("PATCH", `/cardholders/${CARDHOLDER_IDS.maria}/communicationPreferences`, {
      token: maria.token,
      body: { cardDeclines: "none" },
    });
    expect((await purchase(CARD_IDS.maria, 99_999_00)).status).toBe(201);
    expect(await mailTo("maria@cardholder.test")).toHaveLength(before + 1);

    await env.DB.prepare("UPDATE cardholders SET language = 'es' WHERE id = ?").bind(CARDHOLDER_IDS.maria).run();
    const load = await call("POST", `/cards/business/${BUSINESS_IDS.harbor}/load`, {
      token: admin.token,
      body: { loads: [{ cardId: CARD_IDS.maria, amountCents: 2000 }] },
      headers: { "idempotency-key": newKey() },
    });
    expect(load.status).toBe(201);
    const [loaded] = await mailTo("maria@cardholder.test");
    expect(loaded?.subject).toBe("Se agregó dinero a su tarjeta: $20.00");
    await env.DB.prepare("UPDATE cardholders SET language = 'en' WHERE id = ?").bind(CARDHOLDER_IDS.maria).run();
  });
});
