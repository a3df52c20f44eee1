import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card, Load, Transaction } from "#contract/entities";
import { DEFAULT_CARD_COLORS } from "#domain/constants";
import { UPS_TRACKING_BASE_URL, USPS_TRACKING_BASE_URL } from "#domain/enums";
import { BUSINESS_IDS, CARD_IDS, CARDHOLDER_IDS, UNLINKED_CARD } from "#sandbox/seed/personas";
import { activitiesOf, type CardDetails, pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall } from "./helpers";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";
import { expectWalksBothWays } from "./list-position";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
type Page<K extends string, T> = { [P in K]: T[] } & { nextCursor: string | null };

/** Every item of a list, page by page (at most 100 pages). */
async function walk<T>(key: string, path: string, token: string): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const url = cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path;
    const reply = await call<Record<string, unknown>>("GET", url, { token });
    expect(reply.status, url).toBe(200);
    items.push(...(reply.body[key] as T[]));
    cursor = reply.body.nextCursor as string | null;
    pages++;
  } while (cursor && pages < 100);
  return { items, pages };
}

async function ids(sql: string, ...binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...binds)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

describe("card list", () => {
  const sorts = { createdAt: "created_at", holderName: "holder_name_key", balance: "balance_cents", last6: "last6" } as const;

  it("every sort and order pages through every card exactly once, in order", async () => {
    const admin = await as("admin@harbor.test");
    for (const [sort, column] of Object.entries(sorts)) {
      for (const order of ["asc", "desc"] as const) {
        const { items, pages } = await walk<Card>(
          "cards",
          `/cards/business/${harbor}/cards?limit=17&sort=${sort}&order=${order}`,
          admin.token,
        );
        const expected = await ids(`SELECT id FROM cards WHERE business_id = ? ORDER BY ${column} ${order}, id ${order}`, harbor);
        expect(
          items.map((c) => c.id),
          `${sort} ${order}`,
        ).toEqual(expected);
        expect(pages).toBe(Math.ceil(expected.length / 17) + (expected.length % 17 === 0 ? 1 : 0));
      }
    }
  });

  it("filters by status, form factor and tag, combined with sorting and paging", async () => {
    const admin = await as("admin@harbor.test");
    const locked = await walk<Card>(
      "cards",
      `/cards/business/${harbor}/cards?status=locked&limit=5&sort=holderName&order=asc`,
      admin.token,
    );
    expect(locked.items.map((c) => c.id)).toEqual(
      await ids("SELECT id FROM cards WHERE business_id = ? AND status = 'locked' ORDER BY holder_name_key, id", harbor),
    );
    const virtual = await walk<Card>(
      "cards",
      `/cards/business/${harbor}/cards?formFactor=virtual&status=active&limit=9&sort=balance`,
      admin.token,
    );
    expect(virtual.items.map((c) => c.id)).toEqual(
      await ids(
        "SELECT id FROM cards WHERE business_id = ? AND form_factor = 'virtual' AND status = 'active' ORDER BY balance_cents DESC, id DESC",
        harbor,
      ),
    );
    const tag = await env.DB.prepare("SELECT id, name FROM tags WHERE business_id = ? ORDER BY name LIMIT 1")
      .bind(harbor)
      .first<{ id: string; name: string }>();
    const tagged = await walk<Card>("cards", `/cards/business/${harbor}/cards?tagId=${tag?.id}&limit=4&sort=last6&order=asc`, admin.token);
    expect(tagged.items.length).toBeGreaterThan(0);
    expect(tagged.items.map((c) => c.id)).toEqual(
      await ids(
        "SELECT id FROM cards WHERE business_id = ? AND id IN (SELECT card_id FROM card_tags WHERE tag_id = ?) ORDER BY last6, id",
        harbor,
        tag?.id,
      ),
    );
    expect(tagged.items.every((c) => c.tags.some((t) => t.id === tag?.id && t.name === tag?.name))).toBe(true);

    // The cards a spend rule applies to (the rule preview's scope, ADR 0153); another business's rule matches none of Harbor's.
    const rule = await env.DB.prepare(
      "SELECT spend_rule_id AS id FROM card_spend_rules cr JOIN cards c ON c.id = cr.card_id WHERE c.business_id = ? LIMIT 1",
    )
      .bind(harbor)
      .first<{ id: string }>();
    expect(rule?.id).toBeTruthy();
    const ruled = await walk<Card>("cards", `/cards/business/${harbor}/cards?spendRuleId=${rule?.id}&limit=3`, admin.token);
    expect(ruled.items.map((c) => c.id).sort()).toEqual(
      (
        await ids(
          "SELECT id FROM cards WHERE business_id = ? AND id IN (SELECT card_id FROM card_spend_rules WHERE spend_rule_id = ?)",
          harbor,
          rule?.id,
        )
      ).sort(),
    );
    const foreign = await env.DB.prepare("SELECT id FROM spend_rules WHERE business_id <> ? LIMIT 1").bind(harbor).first<{ id: string }>();
    if (foreign) {
      expect((await walk<Card>("cards", `/cards/business/${harbor}/cards?spendRuleId=${foreign.id}`, admin.token)).items).toEqual([]);
    }
  });

  it("searches holder names, e-mails, card ids and last digits, server-side", async () => {
    const admin = await as("admin@harbor.test");
    const search = async (term: string, extra = "") =>
      (await walk<Card>("cards", `/cards/business/${harbor}/cards?limit=50&search=${encodeURIComponent(term)}${extra}`, admin.token)).items;
    const byName = await search("LOPEZ");
    expect(byName.map((c) => c.id)).toContain(CARD_IDS.maria);
    expect(
      byName.every((c) => `${c.holder.firstName} ${c.holder.lastName} ${c.holder.email} ${c.id}`.toLowerCase().includes("lopez")),
    ).toBe(true);
    expect((await search("new.holder@")).map((c) => c.id)).toEqual([UNLINKED_CARD.id]);
    expect((await search(CARD_IDS.maria.slice(0, 5).toLowerCase())).map((c) => c.id)).toContain(CARD_IDS.maria);
    const digits = await search("4242");
    expect(digits.map((c) => c.id)).toContain(UNLINKED_CARD.id);
    expect(digits.every((c) => c.last6.endsWith("4242") || c.holder.email.includes("4242") || c.id.startsWith("4242"))).toBe(true);
    // Wildcards are literal.
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    // Search, filter and sort together, across pages.
    const combined = await walk<Card>(
      "cards",
      `/cards/business/${harbor}/cards?limit=3&search=a&status=active&sort=holderName&order=desc`,
      admin.token,
    );
    expect(combined.items.map((c) => c.id)).toEqual(
      await ids(
        `SELECT id FROM cards WHERE business_id = ? AND status = 'active' AND (holder_name_key LIKE '%a%' OR holder_email LIKE '%a%' OR id LIKE 'a%')
          ORDER BY holder_name_key DESC, id DESC`,
        harbor,
      ),
    );
  });

  it("a top-level business lists its programs' cards; programId narrows; program-scope users see only their programs", async () => {
    const superUser = await as("super@unity.test");
    const all = await walk<Card>("cards", `/cards/business/${BUSINESS_IDS.unity}/cards?limit=200`, superUser.token);
    const expected = await ids(
      "SELECT id FROM cards WHERE business_id IN (SELECT id FROM businesses WHERE parent_id = ? OR id = ?)",
      BUSINESS_IDS.unity,
      BUSINESS_IDS.unity,
    );
    expect(all.items.map((c) => c.id).sort()).toEqual(expected.sort());
    expect(new Set(all.items.map((c) => c.organizationName))).toEqual(
      new Set(["Unity Family Cards", "Unity Youth Stipends", "Unity Rapid Response"]),
    );
    const sorted = all.items.map((c) => c.createdAt);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const paged = await walk<Card>("cards", `/cards/business/${BUSINESS_IDS.unity}/cards?limit=7&sort=balance&order=asc`, superUser.token);
    expect(paged.items.map((c) => c.id)).toEqual(
      await ids(
        "SELECT id FROM cards WHERE business_id IN (SELECT id FROM businesses WHERE parent_id = ?) ORDER BY balance_cents, id",
        BUSINESS_IDS.unity,
      ),
    );
    const family = await walk<Card>(
      "cards",
      `/cards/business/${BUSINESS_IDS.unity}/cards?limit=200&programId=${BUSINESS_IDS.unityFamily}`,
      superUser.token,
    );
    expect(family.items.every((c) => c.businessId === BUSINESS_IDS.unityFamily)).toBe(true);
    expect(family.items).toHaveLength((await ids("SELECT id FROM cards WHERE business_id = ?", BUSINESS_IDS.unityFamily)).length);

    const rentOnly = await as("program@unity.test");
    expect((await call("GET", `/cards/business/${BUSINESS_IDS.unity}/cards`, { token: rentOnly.token })).body).toEqual({
      cards: [],
      nextCursor: null,
    });
    expect(
      (await call("GET", `/cards/business/${BUSINESS_IDS.unity}/cards?programId=${BUSINESS_IDS.unityFamily}`, { token: rentOnly.token }))
        .status,
    ).toBe(404);
    const multi = await as("multi@unity.test");
    const theirs = await walk<Card>("cards", `/cards/business/${BUSINESS_IDS.unity}/cards?limit=200`, multi.token);
    expect(new Set(theirs.items.map((c) => c.businessId))).toEqual(new Set([BUSINESS_IDS.unityFamily]));
    const programAdmin = await as("cards-program@unity.test");
    expect(
      (
        await call("GET", `/cards/business/${BUSINESS_IDS.unityFamily}/cards?programId=${BUSINESS_IDS.unityYouth}`, {
          token: programAdmin.token,
        })
      ).status,
    ).toBe(404);
  });

  it("rejects malformed cursors and queries", async () => {
    const admin = await as("admin@harbor.test");
    const base = `/cards/business/${harbor}/cards`;
    expect((await call("GET", `${base}?cursor=garbage`, { token: admin.token })).body.code).toBe("invalid_cursor");
    const first = await call<Page<"cards", Card>>("GET", `${base}?limit=2`, { token: admin.token });
    // A createdAt cursor carries a timestamp; the balance sort needs a number.
    const wrong = await call("GET", `${base}?sort=balance&cursor=${encodeURIComponent(first.body.nextCursor ?? "")}`, {
      token: admin.token,
    });
    expect(wrong.body.code).toBe("invalid_cursor");
    expect((await call("GET", `${base}?sort=color`, { token: admin.token })).status).toBe(400);
    expect((await call("GET", `${base}?status=lost`, { token: admin.token })).status).toBe(400);
    expect((await call("GET", `${base}?limit=201`, { token: admin.token })).status).toBe(400);
  });
});

describe("transactions and loads", () => {
  it("transactions: newest first, every one once, filtered by status, card, dates and search", async () => {
    const admin = await as("admin@harbor.test");
    const all = await walk<Transaction>("transactions", `/businesses/${harbor}/transactions?limit=200`, admin.token);
    expect(all.items.map((t) => t.id)).toEqual(
      await ids("SELECT id FROM transactions WHERE business_id = ? ORDER BY created_at DESC, id DESC", harbor),
    );
    const declined = await walk<Transaction>("transactions", `/businesses/${harbor}/transactions?status=declined&limit=100`, admin.token);
    expect(declined.items.length).toBeGreaterThan(0);
    expect(declined.items.every((t) => t.transactionEventStatus === "declined" && t.approvedAmountCents === 0)).toBe(true);
    const maria = await walk<Transaction>("transactions", `/businesses/${harbor}/transactions?cardId=${CARD_IDS.maria}`, admin.token);
    expect(maria.items.length).toBeGreaterThan(3);
    expect(maria.items.every((t) => t.cardId === CARD_IDS.maria && t.holderName === "Maria Lopez")).toBe(true);
    const kroger = await walk<Transaction>("transactions", `/businesses/${harbor}/transactions?search=kroger&limit=100`, admin.token);
    expect(kroger.items.length).toBeGreaterThan(0);
    expect(kroger.items.every((t) => t.merchantName === "Kroger" || t.holderName.toLowerCase().includes("kroger"))).toBe(true);
    const day = all.items[10]?.createdAt.slice(0, 10) ?? "";
    const oneDay = await walk<Transaction>(
      "transactions",
      `/businesses/${harbor}/transactions?from=${day}&to=${day}&limit=200`,
      admin.token,
    );
    expect(oneDay.items.length).toBeGreaterThan(0);
    expect(oneDay.items.every((t) => t.createdAt.startsWith(day))).toBe(true);
    const foreign = await pickCard(BUSINESS_IDS.unityFamily);
    expect((await call("GET", `/businesses/${harbor}/transactions?cardId=${foreign.id}`, { token: admin.token })).body).toEqual({
      transactions: [],
      nextCursor: null,
    });
  });

  it("hideTransactionData blanks merchant fields and merchant search on its businesses", async () => {
    const programAdmin = await as("cards-program@unity.test");
    const hidden = await call<Page<"transactions", Transaction>>("GET", `/businesses/${BUSINESS_IDS.unityFamily}/transactions?limit=20`, {
      token: programAdmin.token,
    });
    expect(hidden.body.transactions.length).toBeGreaterThan(0);
    expect(hidden.body.transactions.every((t) => t.merchantName === "" && t.merchantCategory === "")).toBe(true);
    const merchantSearch = await call<Page<"transactions", Transaction>>(
      "GET",
      `/businesses/${BUSINESS_IDS.unityFamily}/transactions?search=kroger`,
      { token: programAdmin.token },
    );
    expect(merchantSearch.body.transactions).toEqual([]);
    const card = hidden.body.transactions[0]?.cardId ?? "";
    const feed = await call<{ activities: Array<{ kind: string; merchantName?: string }> }>(
      "GET",
      `/cards/${card}/activities?kind=transaction`,
      {
        token: programAdmin.token,
      },
    );
    expect(feed.body.activities.every((a) => a.merchantName === "")).toBe(true);
    const admin = await as("admin@harbor.test");
    const visible = await call<Page<"transactions", Transaction>>("GET", `/businesses/${harbor}/transactions?limit=5`, {
      token: admin.token,
    });
    expect(visible.body.transactions.every((t) => t.merchantName !== "")).toBe(true);
  });

  it("load history of the business and of a card, newest first", async () => {
    const admin = await as("admin@harbor.test");
    const all = await walk<Load>("loads", `/businesses/${harbor}/loadHistory?limit=150`, admin.token);
    expect(all.items.map((l) => l.id)).toEqual(
      await ids("SELECT id FROM loads WHERE business_id = ? ORDER BY created_at DESC, id DESC", harbor),
    );
    const withdrawals = all.items.filter((l) => l.source === "withdrawal");
    expect(withdrawals.every((l) => l.amountCents < 0)).toBe(true);
    const maria = await as("maria@cardholder.test", "cardholder");
    const own = await walk<Load>("loads", `/cards/${CARD_IDS.maria}/loadHistory?limit=2`, maria.token);
    expect(own.items.length).toBeGreaterThan(1);
    expect(own.items.every((l) => l.cardId === CARD_IDS.maria && l.cardLast6.length === 6)).toBe(true);
    const first = all.items.at(-1)?.createdAt.slice(0, 10) ?? "";
    const range = await walk<Load>("loads", `/businesses/${harbor}/loadHistory?to=${first}`, admin.token);
    expect(range.items.every((l) => l.createdAt.slice(0, 10) <= first)).toBe(true);
  });

  it("the card feed merges transactions and spec activity events, newest first", async () => {
    const admin = await as("admin@harbor.test");
    const feed = await walk<{ kind: string; id: string; createdAt: string; type?: string; actor?: { name: string | null } }>(
      "activities",
      `/cards/${CARD_IDS.maria}/activities?limit=4`,
      admin.token,
    );
    expect(feed.items.some((e) => e.kind === "transaction")).toBe(true);
    expect(feed.items.some((e) => e.kind === "event")).toBe(true);
    const keys = feed.items.map((e) => `${e.createdAt}|${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(feed.items.map((e) => e.id)).size).toBe(feed.items.length);
    expect(feed.items.filter((e) => e.kind === "event").every((e) => !e.type?.startsWith("note_"))).toBe(true);
    const placed = feed.items.find((e) => e.type === "card_order_placed");
    expect(placed?.actor?.name).toBe("Hannah Reyes");
  });
});

describe("card orders", () => {
  it("lists orders newest first with shipment method, tracking number and carrier link", async () => {
    const admin = await as("admin@harbor.test");
    type Order = {
      id: string;
      formFactor: string;
      shippingMethod: string | null;
      trackingNumber: string | null;
      trackingUrl: string | null;
      quantity: number;
      cardIds: string[];
      createdAt: string;
    };
    const all = await walk<Order>("cardOrders", `/businesses/${harbor}/cardOrders?limit=25`, admin.token);
    expect(all.items.map((o) => o.id)).toEqual(
      await ids("SELECT id FROM card_orders WHERE business_id = ? ORDER BY created_at DESC, id DESC", harbor),
    );
    for (const order of all.items) {
      expect(order.quantity).toBe(order.cardIds.length);
      if (order.formFactor === "virtual") expect(order.shippingMethod).toBeNull();
      if (order.trackingNumber && order.shippingMethod?.startsWith("USPS"))
        expect(order.trackingUrl).toBe(`${USPS_TRACKING_BASE_URL}${order.trackingNumber}`);
      if (order.trackingNumber && order.shippingMethod?.startsWith("UPS"))
        expect(order.trackingUrl).toBe(`${UPS_TRACKING_BASE_URL}${order.trackingNumber}`);
      if (!order.trackingNumber) expect(order.trackingUrl).toBeNull();
    }
    expect(new Set(all.items.map((o) => o.shippingMethod))).toEqual(
      new Set([null, "USPS_GROUND", "USPS_PRIORITY", "USPS_EXPRESS", "UPS_GROUND", "UPS_SECOND_DAY", "UPS_NEXT_DAY"]),
    );
    const one = all.items[0];
    const detail = await call<{ cardOrder: Order }>("GET", `/businesses/${harbor}/cardOrders/${one?.id}`, { token: admin.token });
    expect(detail.body.cardOrder).toEqual(one);
    const unity = await env.DB.prepare("SELECT id FROM card_orders WHERE business_id = ? LIMIT 1")
      .bind(BUSINESS_IDS.unityFamily)
      .first<{ id: string }>();
    expect((await call("GET", `/businesses/${harbor}/cardOrders/${unity?.id}`, { token: admin.token })).status).toBe(404);
    const superUser = await as("super@unity.test");
    expect((await call("GET", `/businesses/${BUSINESS_IDS.unity}/cardOrders/${unity?.id}`, { token: superUser.token })).status).toBe(200);
  });

  it("orders physical cards: holders, addresses, default colours, initial loads; then they ship with the clock", async () => {
    const admin = await as("admin@harbor.test");
    const funding = await fundingBalance(harbor);
    const address = (firstName: string, addressOne: string) => ({
      firstName,
      lastName: "Nguyen",
      addressOne,
      city: "Houston",
      state: "TX",
      zip: "77002",
    });
    const reply = await call<{
      cardOrder: { id: string; status: string; address: unknown; quantity: number; shippingMethod: string };
      cards: Card[];
    }>("POST", `/cards/business/${harbor}/orderAndShip`, {
      token: admin.token,
      body: {
        shippingMethod: "USPS_PRIORITY",
        cards: [
          {
            firstName: "Bao",
            lastName: "Nguyen",
            email: "bao.nguyen@example.test",
            address: address("Bao", "100 Main St"),
            initialLoadCents: 2_500,
          },
          {
            firstName: "Mai",
            lastName: "Nguyen",
            email: "lee@cardholder.test",
            address: address("Mai", "123 1/2 Elm St"),
            color: "#123ABC",
          },
        ],
      },
    });
    expect(reply.status).toBe(201);
    const [bao, mai] = reply.body.cards;
    expect(reply.body.cardOrder).toMatchObject({
      status: "ordered",
      shippingMethod: "USPS_PRIORITY",
      quantity: 2,
      address: address("Bao", "100 Main St"),
    });
    expect(bao).toMatchObject({ formFactor: "physical", status: "active", balanceCents: 2_500, pinSet: false, cardholderId: null });
    expect((DEFAULT_CARD_COLORS as readonly string[]).includes(bao?.color ?? "")).toBe(true);
    // Lee has an account, but a business's order never links to it (ADR 0097).
    expect(mai).toMatchObject({ color: "#123ABC", balanceCents: 0, cardholderId: null });
    expect(bao?.id).toMatch(/^[A-Z2-9]{10}$/);
    expect(bao?.last6).toMatch(/^\d{6}$/);
    expect(bao?.expiration).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
    expect(await fundingBalance(harbor)).toBe(funding - 2_500);
    expect((await activitiesOf(bao?.id ?? "")).map((a) => a.type)).toEqual(["card_order_placed", "card_funds_loaded"]);
    const item = await env.DB.prepare("SELECT address_json FROM card_order_items WHERE card_id = ?")
      .bind(mai?.id)
      .first<{ address_json: string }>();
    expect(JSON.parse(item?.address_json ?? "{}")).toMatchObject({ addressOne: "123 1/2 Elm St" });

    const orderPath = `/businesses/${harbor}/cardOrders/${reply.body.cardOrder.id}`;
    const status = async () =>
      (
        await call<{ cardOrder: { status: string; trackingNumber: string | null; trackingUrl: string | null; shippedAt: string | null } }>(
          "GET",
          orderPath,
          { token: (await as("admin@harbor.test")).token },
        )
      ).body.cardOrder;
    await advanceClock({ hours: 25 });
    expect((await status()).status).toBe("processing");
    await advanceClock({ hours: 24 });
    const shipped = await status();
    expect(shipped).toMatchObject({ status: "shipped" });
    expect(shipped.trackingNumber).toMatch(/^9400\d{18}$/);
    expect(shipped.trackingUrl).toBe(`${USPS_TRACKING_BASE_URL}${shipped.trackingNumber}`);
    const details = await call<{ card: CardDetails }>("GET", `/cards/${bao?.id}/details`, { token: (await as("admin@harbor.test")).token });
    expect(details.body.card.shipment).toMatchObject({
      shippingMethod: "USPS_PRIORITY",
      trackingNumber: shipped.trackingNumber,
      shippedAt: shipped.shippedAt,
    });
    await advanceClock({ days: 3 });
    expect((await status()).status).toBe("delivered");
  });

  it("validates orders with the spec's address and shipping rules; virtual cards are inactive and e-mailed", async () => {
    const admin = await as("admin@harbor.test");
    const bad = await call<{ issues: Array<{ path: string; key?: string }> }>("POST", `/cards/business/${harbor}/orderAndShip`, {
      token: admin.token,
      body: {
        shippingMethod: "USPS_EXPRESS",
        cards: [
          {
            firstName: "B4o",
            lastName: "Nguyen",
            email: "x",
            address: { firstName: "Bao", lastName: "Nguyen", addressOne: "PO Box 5", city: "Houston", state: "XX", zip: "7700" },
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    // Each refused field carries the domain rule's message key (docs/decisions/0045-one-rulebook.md).
    const keys = bad.body.issues.map((i) => `${i.path}: ${i.key}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "body.shippingMethod: shipmentMethodInvalid",
        "body.cards.0.firstName: firstNameInvalid",
        "body.cards.0.email: emailInvalid",
        "body.cards.0.address.addressOne: addressOnePoBox",
        "body.cards.0.address.state: stateInvalid",
        "body.cards.0.address.zip: zipInvalid",
      ]),
    );
    const military = await call("POST", `/cards/business/${harbor}/orderAndShip`, {
      token: admin.token,
      body: {
        shippingMethod: "USPS_GROUND",
        cards: [
          {
            firstName: "Sam",
            lastName: "Cole",
            email: "sam.cole@example.test",
            address: { firstName: "Sam", lastName: "Cole", addressOne: "PSC 123, Box 4567", city: "APO", state: "AE", zip: "09001" },
          },
        ],
      },
    });
    expect(military.status).toBe(201);
    const virtual = await call<{ cardOrder: { formFactor: string; shippingMethod: null; status: string; address: null }; cards: Card[] }>(
      "POST",
      `/cards/business/${harbor}/virtualCards`,
      { token: admin.token, body: { cards: [{ firstName: "Ivy", lastName: "Park", email: "ivy.park@example.test", color: "" }] } },
    );
    expect(virtual.status).toBe(201);
    expect(virtual.body.cardOrder).toMatchObject({ formFactor: "virtual", shippingMethod: null, status: "delivered", address: null });
    expect(virtual.body.cards[0]).toMatchObject({ formFactor: "virtual", status: "inactive" });
    expect((DEFAULT_CARD_COLORS as readonly string[]).includes(virtual.body.cards[0]?.color ?? "")).toBe(true);
    const [mail] = (
      await call<{ messages: Array<{ subject: string; link: string }> }>("GET", "/_sandbox/mail.json?to=ivy.park%40example.test")
    ).body.messages;
    expect(mail).toMatchObject({ subject: "Your Harbor Relief Network virtual card is ready", link: "/cardholders" });
  });
});

describe("tags", () => {
  it("creates a tag by name (or reuses it, any case), adds and removes it", async () => {
    const admin = await as("admin@harbor.test");
    const [a, b, c] = [await pickCard(harbor), await pickCard(harbor), await pickCard(harbor)];
    const created = await call<{ tag: { id: string; name: string; cardCount: number; color: string; amountCents: number | null } }>(
      "POST",
      `/cards/business/${harbor}/tag`,
      { token: admin.token, body: { name: "Winter 2026", color: "#336699", amountCents: 1_500, cardIds: [a.id, b.id] } },
    );
    expect(created.status).toBe(201);
    expect(created.body.tag).toMatchObject({ name: "Winter 2026", cardCount: 2, color: "#336699", amountCents: 1_500 });
    const reused = await call<{ tag: { id: string; cardCount: number; color: string } }>("POST", `/cards/business/${harbor}/tag`, {
      token: admin.token,
      body: { name: "winter 2026", color: "#000000", cardIds: [b.id, c.id] },
    });
    expect(reused.body.tag).toMatchObject({ id: created.body.tag.id, cardCount: 3, color: "#336699" });
    expect((await activitiesOf(c.id)).at(-1)?.type).toBe("card_tag_added");
    expect(
      (await activitiesOf(b.id)).filter((x) => x.type === "card_tag_added" && x.details_json.includes(created.body.tag.id)),
    ).toHaveLength(1);
    const tags = await walk<{ id: string; name: string; cardCount: number }>("tags", `/businesses/${harbor}/tags?limit=2`, admin.token);
    const names = tags.items.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(tags.items.find((t) => t.id === created.body.tag.id)?.cardCount).toBe(3);

    const removed = await call("DELETE", `/cards/${a.id}/tag/${created.body.tag.id}/`, { token: admin.token });
    expect(removed.status).toBe(204);
    expect((await activitiesOf(a.id)).at(-1)?.type).toBe("card_tag_removed");
    expect((await call("DELETE", `/cards/${a.id}/tag/${created.body.tag.id}/`, { token: admin.token })).status).toBe(404);
    const details = await call<{ card: CardDetails }>("GET", `/cards/${b.id}/details`, { token: admin.token });
    expect(details.body.card.tags.map((t) => t.name)).toContain("Winter 2026");
  });
});

describe("funding accounts", () => {
  it("a super business lists its own account first, then its programs' by name; needs fundingAccountView", async () => {
    const superUser = await as("super@unity.test");
    const list = await walk<{ businessId: string; name: string; accountNumberLast4: string; balanceCents: number }>(
      "fundingAccounts",
      `/businesses/${BUSINESS_IDS.unity}/fundingAccounts?limit=2`,
      superUser.token,
    );
    expect(list.pages).toBe(3);
    expect(list.items.map((a) => a.businessId)).toEqual([
      BUSINESS_IDS.unity,
      BUSINESS_IDS.unityFamily,
      BUSINESS_IDS.unityRapid,
      BUSINESS_IDS.unityRent,
      BUSINESS_IDS.unityYouth,
    ]);
    expect(list.items.every((a) => /^\d{4}$/.test(a.accountNumberLast4))).toBe(true);
    const viewer = await as("viewer@harbor.test");
    expect((await call("GET", `/businesses/${harbor}/fundingAccounts`, { token: viewer.token })).status).toBe(403);
    const admin = await as("admin@harbor.test");
    const own = await call<Page<"fundingAccounts", { balanceCents: number }>>("GET", `/businesses/${harbor}/fundingAccounts`, {
      token: admin.token,
    });
    expect(own.body.fundingAccounts).toHaveLength(1);
    expect(own.body.fundingAccounts[0]?.balanceCents).toBe(await fundingBalance(harbor));
  });
});

describe("metadata", () => {
  it("adds, changes and removes card metadata; details show it to staff only", async () => {
    const admin = await as("admin@harbor.test");
    const card = CARD_IDS.maria;
    const path = "/businesses/metadata";
    const before = (await call<{ card: CardDetails }>("GET", `/cards/${card}/details`, { token: admin.token })).body.card.metadata;
    const added = await call<{ metadata: Array<{ key: string; value: string }> }>("POST", path, {
      token: admin.token,
      body: {
        type: "card",
        targetId: card,
        metadata: [
          { key: "program", value: "Winter relief" },
          { key: "case", value: "HRN-1" },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.metadata).toEqual(
      [...before, { key: "case", value: "HRN-1" }, { key: "program", value: "Winter relief" }].sort((x, y) => (x.key < y.key ? -1 : 1)),
    );
    const exists = await call("POST", path, {
      token: admin.token,
      body: { type: "card", targetId: card, metadata: [{ key: "case", value: "HRN-2" }] },
    });
    expect(exists.status).toBe(409);
    expect(exists.body.code).toBe("metadata_exists");
    const dup = await call("POST", path, {
      token: admin.token,
      body: {
        type: "card",
        targetId: card,
        metadata: [
          { key: "x", value: "1" },
          { key: "x", value: "2" },
        ],
      },
    });
    expect(dup.status).toBe(400);
    const patched = await call<{ metadata: Array<{ key: string; value: string }> }>("PATCH", path, {
      token: admin.token,
      body: {
        type: "card",
        targetId: card,
        metadata: [
          { key: "case", value: "HRN-2" },
          { key: "office", value: "Baltimore" },
        ],
      },
    });
    expect(patched.body.metadata).toEqual(
      expect.arrayContaining([
        { key: "case", value: "HRN-2" },
        { key: "office", value: "Baltimore" },
      ]),
    );
    const deleted = await call<{ metadata: Array<{ key: string }> }>("DELETE", path, {
      token: admin.token,
      body: { type: "card", targetId: card, keys: ["office", "missing"] },
    });
    expect(deleted.body.metadata.map((m) => m.key)).not.toContain("office");
    const details = (await call<{ card: CardDetails }>("GET", `/cards/${card}/details`, { token: admin.token })).body.card;
    expect(details.metadata).toEqual(deleted.body.metadata);
    const maria = await as("maria@cardholder.test", "cardholder");
    expect((await call<{ card: CardDetails }>("GET", `/cards/${card}/details`, { token: maria.token })).body.card.metadata).toEqual([]);
    const types = (await activitiesOf(card)).map((a) => a.type).filter((t) => t.startsWith("metadata_"));
    expect(types).toEqual(["metadata_added", "metadata_updated", "metadata_deleted"]);
  });

  it("works for loads too; cardholders are not a target; editMetadata is required", async () => {
    const admin = await as("admin@harbor.test");
    const load = await env.DB.prepare("SELECT id FROM loads WHERE business_id = ? LIMIT 1").bind(harbor).first<{ id: string }>();
    const added = await call("POST", "/businesses/metadata", {
      token: admin.token,
      body: { type: "load", targetId: load?.id, metadata: [{ key: "grant", value: "G-7" }] },
    });
    expect(added.status).toBe(201);
    expect(
      (
        await call("POST", "/businesses/metadata", {
          token: admin.token,
          body: { type: "cardholder", targetId: CARDHOLDER_IDS.maria, metadata: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call("POST", "/businesses/metadata", { token: admin.token, body: { type: "card", targetId: "ZZZZZZZZZZ", metadata: [] } }))
        .status,
    ).toBe(404);
    const viewer = await as("viewer@harbor.test");
    expect(
      (await call("PATCH", "/businesses/metadata", { token: viewer.token, body: { type: "card", targetId: CARD_IDS.maria, metadata: [] } }))
        .status,
    ).toBe(403);
  });
});

describe("card list: where a page sits, and names in any order (issue 24 item 5, ADR 0177)", () => {
  it("counts every match, the cards before each page, and walks back page by page to the first", async () => {
    const admin = await as("admin@harbor.test");
    const total = (await ids("SELECT id FROM cards WHERE business_id = ?", harbor)).length;
    await expectWalksBothWays(
      `/cards/business/${harbor}/cards?limit=7&sort=holderName&order=asc&withTotal=true`,
      "cards",
      admin.token,
      7,
      total,
    );
  });

  it("a filter narrows the total; the first page has no previous page", async () => {
    const admin = await as("admin@harbor.test");
    const frozen = (await ids("SELECT id FROM cards WHERE business_id = ? AND status = 'frozen'", harbor)).length;
    const reply = await call<{ total: number; offset: number; previousCursor: string | null }>(
      "GET",
      `/cards/business/${harbor}/cards?status=frozen&withTotal=true`,
      { token: admin.token },
    );
    expect(reply.body).toMatchObject({ total: frozen, offset: 0, previousCursor: null });
  });

  it("says where the page sits only when asked: without withTotal the answer is the plain page of ADR 0021", async () => {
    const admin = await as("admin@harbor.test");
    const plain = await call<Record<string, unknown>>("GET", `/cards/business/${harbor}/cards?limit=3`, { token: admin.token });
    expect(Object.keys(plain.body).sort()).toEqual(["cards", "nextCursor"]);
    const off = await call<Record<string, unknown>>("GET", `/cards/business/${harbor}/cards?limit=3&withTotal=false`, {
      token: admin.token,
    });
    expect(Object.keys(off.body).sort()).toEqual(["cards", "nextCursor"]);
    const counted = await call<Record<string, unknown>>("GET", `/cards/business/${harbor}/cards?limit=3&withTotal=true`, {
      token: admin.token,
    });
    expect(Object.keys(counted.body).sort()).toEqual(["cards", "nextCursor", "offset", "previousCursor", "total"]);
    expect(counted.body.cards).toEqual(plain.body.cards);
    expect((await call("GET", `/cards/business/${harbor}/cards?withTotal=maybe`, { token: admin.token })).status).toBe(400);
  });

  it("a holder's name is found with its words in any order", async () => {
    const admin = await as("admin@harbor.test");
    const [row] = (
      await env.DB.prepare("SELECT holder_first_name AS first, holder_last_name AS last FROM cards WHERE business_id = ? LIMIT 1")
        .bind(harbor)
        .all<{ first: string; last: string }>()
    ).results;
    const search = async (term: string) =>
      (
        await call<Page<"cards", Card>>("GET", `/cards/business/${harbor}/cards?search=${encodeURIComponent(term)}&limit=200`, {
          token: admin.token,
        })
      ).body.cards.map((c) => `${c.holder.firstName} ${c.holder.lastName}`);
    const forwards = await search(`${row!.first} ${row!.last}`);
    const backwards = await search(`${row!.last.toUpperCase()}  ${row!.first.toLowerCase()}`);
    expect(forwards).toContain(`${row!.first} ${row!.last}`);
    expect(backwards).toEqual(forwards);
    // Every word must be there: a name with one word wrong finds nothing.
    expect(await search(`${row!.first} zzqx`)).toEqual([]);
  });
});

describe("card orders: the holder's name, a search in any word order, and the page's place (issue 24 item 5, ADR 0177)", () => {
  type Order = {
    id: string;
    businessId: string;
    cardIds: string[];
    quantity: number;
    holder: { firstName: string; lastName: string } | null;
  };
  type Orders = Page<"cardOrders", Order> & { total?: number; offset?: number; previousCursor?: string | null };
  const holderOf = (cardId: string) =>
    env.DB.prepare("SELECT holder_first_name AS firstName, holder_last_name AS lastName FROM cards WHERE id = ?")
      .bind(cardId)
      .first<{ firstName: string; lastName: string }>();

  it("each order names the holder of its first card; the one order says the same", async () => {
    const admin = await as("admin@harbor.test");
    const all = await walk<Order>("cardOrders", `/businesses/${harbor}/cardOrders?limit=50`, admin.token);
    expect(all.items.length).toBeGreaterThan(0);
    for (const order of all.items) expect(order.holder, order.id).toEqual(await holderOf(order.cardIds[0]!));
    expect(all.items.some((o) => o.quantity > 1)).toBe(true);
    const one = all.items[0]!;
    const detail = await call<{ cardOrder: Order }>("GET", `/businesses/${harbor}/cardOrders/${one.id}`, { token: admin.token });
    expect(detail.body.cardOrder.holder).toEqual(one.holder);
  });

  it("counts every order and the orders before each page, and walks back to the first; only when asked", async () => {
    const admin = await as("admin@harbor.test");
    const total = (await ids("SELECT id FROM card_orders WHERE business_id = ?", harbor)).length;
    await expectWalksBothWays(`/businesses/${harbor}/cardOrders?limit=9&withTotal=true`, "cardOrders", admin.token, 9, total);
    const plain = await call<Record<string, unknown>>("GET", `/businesses/${harbor}/cardOrders?limit=3`, { token: admin.token });
    expect(Object.keys(plain.body).sort()).toEqual(["cardOrders", "nextCursor"]);
  });

  it("a search finds an order by any holder of its cards, words in any order, or by the start of its id", async () => {
    const admin = await as("admin@harbor.test");
    // A holder of a card that is not the order's first: the search looks at every card of an order.
    const pick = await env.DB.prepare(
      `SELECT i.order_id AS orderId, c.holder_first_name AS first, c.holder_last_name AS last FROM card_order_items i
       JOIN cards c ON c.id = i.card_id JOIN card_orders o ON o.id = i.order_id
       WHERE o.business_id = ? AND i.card_id > (SELECT MIN(card_id) FROM card_order_items WHERE order_id = i.order_id) LIMIT 1`,
    )
      .bind(harbor)
      .first<{ orderId: string; first: string; last: string }>();
    expect(pick).not.toBeNull();
    const search = async (term: string) =>
      (
        await call<Orders>("GET", `/businesses/${harbor}/cardOrders?limit=200&withTotal=true&search=${encodeURIComponent(term)}`, {
          token: admin.token,
        })
      ).body;
    const expected = await ids(
      `SELECT id FROM card_orders o WHERE business_id = ? AND id IN (SELECT i.order_id FROM card_order_items i JOIN cards c ON c.id = i.card_id
       WHERE c.holder_name_key LIKE ? AND c.holder_name_key LIKE ?) ORDER BY created_at DESC, id DESC`,
      harbor,
      `%${pick!.first.toLowerCase()}%`,
      `%${pick!.last.toLowerCase()}%`,
    );
    const forwards = await search(`${pick!.first} ${pick!.last}`);
    expect(forwards.cardOrders.map((o) => o.id)).toEqual(expected);
    expect(forwards.cardOrders.map((o) => o.id)).toContain(pick!.orderId);
    expect(forwards.total).toBe(expected.length);
    const backwards = await search(`${pick!.last.toUpperCase()}   ${pick!.first.toLowerCase()}`);
    expect(backwards.cardOrders.map((o) => o.id)).toEqual(expected);
    expect(await search(`${pick!.first} zzqx`)).toMatchObject({ cardOrders: [], total: 0, offset: 0, previousCursor: null });
    // The start of an order id finds that order; the middle of an id does not.
    const byId = await search(pick!.orderId.slice(0, 9));
    expect(byId.cardOrders.map((o) => o.id)).toContain(pick!.orderId);
    expect((await search(pick!.orderId.slice(5))).cardOrders.map((o) => o.id)).not.toContain(pick!.orderId);
    // LIKE wildcards are plain characters.
    expect((await search("%")).cardOrders).toEqual([]);
  });

  it("a searched list keeps its scope: a program user finds only their programs' orders; another business is 404", async () => {
    const superUser = await as("super@unity.test");
    const all = await walk<Order>("cardOrders", `/businesses/${BUSINESS_IDS.unity}/cardOrders?limit=200`, superUser.token);
    const holder = all.items.find((o) => o.businessId === BUSINESS_IDS.unityFamily && o.holder)?.holder;
    expect(holder).toBeTruthy();
    const term = `${holder!.lastName} ${holder!.firstName}`;
    const found = await call<Orders>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/cardOrders?search=${encodeURIComponent(term)}&withTotal=true&limit=200`,
      { token: superUser.token },
    );
    expect(found.status).toBe(200);
    expect(found.body.cardOrders.length).toBeGreaterThan(0);
    expect(found.body.total).toBe(found.body.cardOrders.length);
    const rentOnly = await as("program@unity.test");
    const rent = await call<Orders>(
      "GET",
      `/businesses/${BUSINESS_IDS.unity}/cardOrders?search=${encodeURIComponent(term)}&withTotal=true`,
      {
        token: rentOnly.token,
      },
    );
    if (rent.status === 200) expect(rent.body.cardOrders.every((o) => o.businessId !== BUSINESS_IDS.unityFamily)).toBe(true);
    else expect(rent.status).toBe(404);
    const admin = await as("admin@harbor.test");
    expect(
      (
        await call("GET", `/businesses/${BUSINESS_IDS.unity}/cardOrders?search=${encodeURIComponent(term)}&withTotal=true`, {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});
