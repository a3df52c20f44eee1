/**
 * Issue 12, holes 1 and 5 at the provider: a card's details are authorised with the caller's role on the
 * card's own business (ADR 0096), and a program-scope user's fallback role on the top-level business
 * never orders cards, moves money, creates programs or reaches the top-level business's own cards
 * (ADR 0095). Then every contract endpoint with a cardholder token, an expired token and a signed-out
 * token.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "#contract/index";
import { BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS } from "#sandbox/seed/personas";
import { pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall, signin } from "./helpers";
import { as } from "./helpers/session";

const unity = BUSINESS_IDS.unity;
const family = BUSINESS_IDS.unityFamily;
const idempotency = (key: string) => ({ "idempotency-key": key });

beforeAll(async () => {
  await seedSmall();
});

describe("hole 1: card details need the permission on the card's own business", () => {
  it("a viewer on Family Cards who is admin on Rent Relief gets no client token for a Family card", async () => {
    const split = await as("split@unity.test");
    const virtual = await pickCard(family, "status = 'active' AND form_factor = 'virtual'");
    // The viewer reads the card ...
    expect((await call("GET", `/cards/${virtual.id}/details`, { token: split.token })).status).toBe(200);
    // ... but its number and CVV need resendVirtualCard on Family Cards, which a viewer lacks.
    const token = await call("GET", `/cards/${virtual.id}/clientToken`, { token: split.token });
    expect(token.status).toBe(403);
    expect(token.body).toMatchObject({ code: "forbidden" });
    const issued = await env.DB.prepare("SELECT COUNT(*) AS n FROM card_client_tokens WHERE card_id = ?")
      .bind(virtual.id)
      .first<{ n: number }>();
    expect(issued?.n).toBe(0);
    // The Family admin gets one; so does the linked cardholder for their own card.
    expect((await call("GET", `/cards/${virtual.id}/clientToken`, { token: (await as("cards-program@unity.test")).token })).status).toBe(
      200,
    );
    expect(
      (await call("GET", `/cards/${CARD_IDS.lee}/clientToken`, { token: (await as("lee@cardholder.test", "cardholder")).token })).status,
    ).toBe(200);
  });
});

describe("hole 5: program-scope users stay in their programs", () => {
  const holder = { firstName: "Tess", lastName: "Probe", email: "tess.probe@example.test" };

  it("cannot order cards, load, transfer or create programs on the top-level business", async () => {
    const cardsProgram = await as("cards-program@unity.test");
    const card = await pickCard(family, "status = 'active'");
    const other = await pickCard(family, "status = 'active'");
    const fundingBefore = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
      .bind(unity)
      .first<{ balance_cents: number }>();
    const cardsBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM cards WHERE business_id = ?").bind(unity).first<{ n: number }>();
    const probes = [
      ["POST", `/cards/business/${unity}/virtualCards`, { cards: [{ ...holder, initialLoadCents: 10_000 }] }, idempotency("p5-virtual")],
      ["POST", `/businesses/${unity}/program`, { name: "Unity Shadow Program", productType: "cards" }, undefined],
      ["POST", `/cards/business/${unity}/load`, { loads: [{ cardId: card.id, amountCents: 100 }] }, idempotency("p5-load")],
      [
        "POST",
        `/cards/business/${unity}/cardToCardTransfer`,
        { fromCardId: card.id, toCardId: other.id, amountCents: 1 },
        idempotency("p5-transfer"),
      ],
    ] as const;
    for (const [method, path, body, headers] of probes) {
      const reply = await call(method, path, { token: cardsProgram.token, body, headers });
      expect({ path, status: reply.status }).toEqual({ path, status: 403 });
    }
    // Nothing was created or moved.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM cards WHERE business_id = ?").bind(unity).first<{ n: number }>()).toEqual(
      cardsBefore,
    );
    expect(await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?").bind(unity).first()).toEqual(
      fundingBefore,
    );
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM businesses WHERE name = 'Unity Shadow Program'").first<{ n: number }>()).toEqual(
      { n: 0 },
    );
    // On their own program the same user loads through the program's path.
    const own = await call("POST", `/cards/business/${family}/load`, {
      token: cardsProgram.token,
      body: { loads: [{ cardId: card.id, amountCents: 100 }] },
      headers: idempotency("p5-own-load"),
    });
    expect(own.status).toBe(201);
  });

  it("the top-level business's own cards do not exist for them (404), as in its lists", async () => {
    const superUser = await as("super@unity.test");
    const ordered = await call<{ cards: Array<{ id: string }> }>("POST", `/cards/business/${unity}/virtualCards`, {
      token: superUser.token,
      body: { cards: [holder] },
      headers: idempotency("p5-top-card"),
    });
    expect(ordered.status).toBe(201);
    const topCard = ordered.body.cards[0]?.id ?? "";
    expect(topCard).toMatch(/\S/);
    for (const email of ["program@unity.test", "cards-program@unity.test", "multi@unity.test", "split@unity.test"]) {
      const { token } = await as(email);
      for (const path of [
        `/cards/${topCard}/details`,
        `/cards/${topCard}/balance`,
        `/cards/${topCard}/activities`,
        `/users/${topCard}/notes`,
      ]) {
        expect({ email, path, status: (await call("GET", path, { token })).status }).toEqual({ email, path, status: 404 });
      }
      expect((await call("POST", `/cards/${topCard}/lock`, { token })).status).toBe(404);
    }
    // The super-scope admin still reaches it.
    expect((await call("GET", `/cards/${topCard}/details`, { token: superUser.token })).status).toBe(200);
  });
});

describe("hole 4: no account discovery through card orders (ADR 0097)", () => {
  type IssuedCard = { id: string; cardholderId: string | null };
  type Holder = { cardholder: { cards: Array<{ id: string }> } };

  it("a card ordered for an existing account's e-mail reveals nothing and stays out of the portal until its holder activates it", async () => {
    const harborAdmin = await as("admin@harbor.test");
    // Lee has a Bright Futures account; Harbor orders a virtual card for Lee's e-mail.
    const ordered = await call<{ cards: IssuedCard[] }>("POST", `/cards/business/${BUSINESS_IDS.harbor}/virtualCards`, {
      token: harborAdmin.token,
      body: { cards: [{ firstName: "Lee", lastName: "Chen", email: "lee@cardholder.test" }] },
      headers: idempotency("p4-lee-virtual"),
    });
    expect(ordered.status).toBe(201);
    const card = ordered.body.cards[0];
    expect(card?.cardholderId).toBeNull();
    const id = card?.id ?? "";
    // Harbor cannot read Lee's account, exactly as if there were none.
    const account = await call("GET", `/cardholders/${CARDHOLDER_IDS.lee}/`, { token: harborAdmin.token });
    const missing = await call("GET", "/cardholders/ch_nobody/", { token: harborAdmin.token });
    expect(account.status).toBe(404);
    expect(account.body).toEqual(missing.body);
    expect(
      (await call<{ card: IssuedCard }>("GET", `/cards/${id}/details`, { token: harborAdmin.token })).body.card.cardholderId,
    ).toBeNull();
    // Lee's portal does not show it ...
    const lee = await as("lee@cardholder.test", "cardholder");
    const before = await call<Holder>("GET", `/cardholders/${CARDHOLDER_IDS.lee}/`, { token: lee.token });
    expect(before.body.cardholder.cards.map((c) => c.id)).not.toContain(id);
    // ... another cardholder cannot claim it ...
    const maria = await as("maria@cardholder.test", "cardholder");
    expect(
      (await call("POST", `/cardholders/${CARDHOLDER_IDS.maria}/activateVirtualCard`, { token: maria.token, body: { cardId: id } })).status,
    ).toBe(404);
    // ... and Lee links it by activating it from the virtual card e-mail.
    const activated = await call("POST", `/cardholders/${CARDHOLDER_IDS.lee}/activateVirtualCard`, {
      token: lee.token,
      body: { cardId: id },
    });
    expect(activated.status).toBe(200);
    const after = await call<Holder>("GET", `/cardholders/${CARDHOLDER_IDS.lee}/`, { token: lee.token });
    expect(after.body.cardholder.cards.map((c) => c.id)).toContain(id);
    expect(
      (await env.DB.prepare("SELECT cardholder_id FROM cards WHERE id = ?").bind(id).first<{ cardholder_id: string }>())?.cardholder_id,
    ).toBe(CARDHOLDER_IDS.lee);
  });

  it("giving a card to a holder who has an account does not link it either", async () => {
    const harborAdmin = await as("admin@harbor.test");
    const card = await pickCard(BUSINESS_IDS.harbor, "status = 'active' AND cardholder_id IS NULL");
    const moved = await call<{ card: IssuedCard }>("POST", `/cards/${card.id}/reassociate`, {
      token: harborAdmin.token,
      body: { firstName: "Maria", lastName: "Lopez", email: "maria@cardholder.test" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.card.cardholderId).toBeNull();
    const maria = await as("maria@cardholder.test", "cardholder");
    const portal = await call<Holder>("GET", `/cardholders/${CARDHOLDER_IDS.maria}/`, { token: maria.token });
    expect(portal.body.cardholder.cards.map((c) => c.id)).not.toContain(card.id);
  });
});

describe("every endpoint refuses cardholders, expired and signed-out sessions", () => {
  /**
   * What a signed-in cardholder may call with their own ids (Maria: her card and her record); every
   * other endpoint that takes a bearer token must answer 401, 403 or 404 to a cardholder token. A new
   * endpoint that lets cardholders in fails this test until it is added here on purpose.
   */
  const CARDHOLDER_ALLOWED = new Set([
    "cardholders.getCardholder",
    "cards.getDetails",
    "cards.getBalance",
    "cards.listActivities",
    "cards.listLoadHistory",
    "cards.getClientToken",
    "cards.lock",
    "cards.unlock",
    "cards.setPin",
    "identity.signout",
  ]);

  const fill = (path: string, ids: Record<string, string>) => path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => ids[name] ?? "x");

  async function sweep(token: string | undefined, accept: (id: string, status: number) => boolean): Promise<string[]> {
    const wrong: string[] = [];
    const ids = { id: CARD_IDS.maria, businessId: BUSINESS_IDS.harbor, tagId: "tag_x", noteId: "note_x" };
    for (const endpoint of allEndpoints) {
      if (endpoint.auth !== "bearer") continue;
      // Cardholder records are addressed by the cardholder's id, business paths by the business's.
      const path = fill(
        endpoint.path,
        endpoint.path.startsWith("/cardholders/")
          ? { ...ids, id: CARDHOLDER_IDS.maria }
          : endpoint.path.startsWith("/businesses/") || endpoint.path.startsWith("/cards/business/")
            ? { ...ids, id: BUSINESS_IDS.harbor }
            : ids,
      );
      const reply = await call(endpoint.method, path, {
        token,
        body: endpoint.method === "GET" ? undefined : {},
        headers: idempotency(`sweep-${endpoint.id}`),
      });
      const unserved = reply.status === 404 && (reply.body as { msg?: string }).msg === "No such endpoint";
      if (!unserved && !accept(endpoint.id, reply.status)) wrong.push(`${endpoint.id} ${endpoint.method} ${path}: ${reply.status}`);
    }
    return wrong;
  }

  it("a cardholder token reaches only the cardholder's own endpoints", async () => {
    const maria = await as("maria@cardholder.test", "cardholder");
    const wrong = await sweep(maria.token, (id, status) => CARDHOLDER_ALLOWED.has(id) || [401, 403, 404].includes(status));
    expect(wrong).toEqual([]);
    // The allowed list names real endpoints.
    for (const id of CARDHOLDER_ALLOWED) expect(allEndpoints.map((e) => e.id)).toContain(id);
  });

  it("no token, a signed-out token and an expired token get 401 everywhere", async () => {
    expect(await sweep(undefined, (_, status) => status === 401)).toEqual([]);
    const signedOut = await signin("admin@harbor.test");
    expect((await call("POST", "/auth/signout", { token: signedOut.idToken, body: {} })).status).toBeLessThan(300);
    expect(await sweep(signedOut.idToken, (_, status) => status === 401)).toEqual([]);
    const expiring = await signin("admin@harbor.test");
    await advanceClock({ minutes: 16 });
    expect(await sweep(expiring.idToken, (_, status) => status === 401)).toEqual([]);
  });
});
