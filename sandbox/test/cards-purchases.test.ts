import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "#contract/entities";
import { declineReasonEnglish } from "#domain/decline";
import { decidePurchase, type PurchaseFacts } from "#sandbox/cards/spend";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { activitiesOf, cardRow, pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
type Balance = { availableCents: number; pendingCents: number; ledgerCents: number };
type Purchase = { transaction: Transaction; balance: Balance };

const buy = (cardId: string, amountCents: number, merchantCategory = "grocery_stores_supermarkets", merchantName = "Kroger") =>
  call<Purchase>("POST", `/_sandbox/cards/${cardId}/purchase`, { body: { amountCents, merchantName, merchantCategory } });

/** A fresh active card without rules, with at least `cents` on it. */
async function freshCard(cents = 20_000) {
  const card = await pickCard(
    harbor,
    "status = 'active' AND balance_cents >= ? AND id NOT IN (SELECT card_id FROM card_spend_rules)",
    cents,
  );
  return card;
}

async function createRule(body: object): Promise<string> {
  const admin = await as("admin@harbor.test");
  const reply = await call<{ spendRule: { id: string } }>("POST", `/businesses/${harbor}/spendRules/spendRule`, {
    token: admin.token,
    body,
  });
  expect(reply.status).toBe(201);
  return reply.body.spendRule.id;
}

async function attach(ruleId: string, cardIds: string[]) {
  const admin = await as("admin@harbor.test");
  const reply = await call<{ spendRule: { cardCount: number } }>("POST", `/cards/spendRules/${ruleId}/`, {
    token: admin.token,
    body: { cardIds },
  });
  expect(reply.status).toBe(200);
  return reply.body.spendRule;
}

describe("decidePurchase", () => {
  const base: PurchaseFacts = {
    status: "active",
    availableCents: 10_000,
    amountCents: 1_000,
    merchantCategory: "grocery_stores_supermarkets",
    rules: [],
    spent: { day: 0, week: 0, month: 0 },
  };
  it("checks status, merchant rules, velocity, then the balance", () => {
    expect(decidePurchase(base)).toEqual({ approved: true });
    expect(decidePurchase({ ...base, status: "frozen", amountCents: 99_999 })).toEqual({
      approved: false,
      reason: "CA_DECLINED_CARD_FROZEN",
    });
    const block = { type: "merchant_block" as const, merchantCategories: ["grocery_stores_supermarkets"] };
    const velocity = { type: "velocity" as const, amountCents: 500, period: "transaction" as const };
    expect(decidePurchase({ ...base, rules: [velocity, block] })).toEqual({ approved: false, reason: "CA_DECLINED_MERCHANT" });
    expect(decidePurchase({ ...base, rules: [velocity], amountCents: 20_000 })).toEqual({
      approved: false,
      reason: "CA_DECLINED_VELOCITY",
    });
    expect(decidePurchase({ ...base, amountCents: 10_001 })).toEqual({ approved: false, reason: "CA_DECLINED_INSUFFICIENT_FUNDS" });
    expect(decidePurchase({ ...base, amountCents: 10_000 })).toEqual({ approved: true });
  });
  it("adds the purchase to what was spent in the rolling window", () => {
    const day = { type: "velocity" as const, amountCents: 5_000, period: "day" as const };
    expect(decidePurchase({ ...base, rules: [day], spent: { day: 4_000, week: 4_000, month: 4_000 } })).toEqual({ approved: true });
    expect(decidePurchase({ ...base, rules: [day], spent: { day: 4_001, week: 4_001, month: 4_001 } }).approved).toBe(false);
    const month = { type: "velocity" as const, amountCents: 5_000, period: "month" as const };
    expect(decidePurchase({ ...base, rules: [month], spent: { day: 0, week: 0, month: 4_500 } })).toEqual({
      approved: false,
      reason: "CA_DECLINED_VELOCITY",
    });
  });
  it("requires every allow list to contain the category", () => {
    const groceries = { type: "merchant_allow" as const, merchantCategories: ["grocery_stores_supermarkets", "bus_lines"] };
    const transit = { type: "merchant_allow" as const, merchantCategories: ["bus_lines"] };
    expect(decidePurchase({ ...base, rules: [groceries] }).approved).toBe(true);
    expect(decidePurchase({ ...base, rules: [groceries, transit] })).toEqual({ approved: false, reason: "CA_DECLINED_MERCHANT" });
  });
});

describe("simulated purchases", () => {
  it("an approved purchase is pending and counts against the balance at once", async () => {
    const card = await freshCard();
    const reply = await buy(card.id, 2_500);
    expect(reply.status).toBe(201);
    expect(reply.body.transaction).toMatchObject({
      cardId: card.id,
      transactionEventStatus: "pending",
      processorStatus: "CA_APPROVED",
      declineReason: null,
      requestedAmountCents: 2_500,
      approvedAmountCents: 2_500,
      merchantName: "Kroger",
      merchantCategory: "grocery_stores_supermarkets",
      postedAt: null,
    });
    expect(reply.body.balance.availableCents).toBe(card.balance_cents - 2_500);
    expect(reply.body.balance.ledgerCents - reply.body.balance.pendingCents).toBe(reply.body.balance.availableCents);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents - 2_500);
    const admin = await as("admin@harbor.test");
    const balance = await call<{ balance: Balance }>("GET", `/cards/${card.id}/balance`, { token: admin.token });
    expect(balance.body.balance).toEqual(reply.body.balance);
  });

  it("declines more than the available balance (CA_DECLINED_INSUFFICIENT_FUNDS) and moves nothing", async () => {
    const card = await freshCard();
    const reply = await buy(card.id, card.balance_cents + 1);
    expect(reply.body.transaction).toMatchObject({
      transactionEventStatus: "declined",
      processorStatus: "CA_DECLINED",
      declineReason: "CA_DECLINED_INSUFFICIENT_FUNDS",
      approvedAmountCents: 0,
    });
    expect(declineReasonEnglish(reply.body.transaction.declineReason, reply.body.transaction.processorStatus)).toBe("Insufficient Funds");
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents);
  });

  it("declines on every blocking status with the status as reason", async () => {
    for (const status of ["locked", "frozen", "closed"] as const) {
      const card = await pickCard(harbor, "status = ?", status);
      const reply = await buy(card.id, 1);
      expect(reply.body.transaction.declineReason).toBe(`CA_DECLINED_CARD_${status.toUpperCase()}`);
      expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents);
    }
    const inactive = await pickCard(BUSINESS_IDS.unityRapid, "status = 'inactive'");
    const reply = await buy(inactive.id, 1);
    expect(reply.body.transaction.declineReason).toBe("CA_DECLINED_CARD_INACTIVE");
    expect(declineReasonEnglish("CA_DECLINED_CARD_LOCKED", "CA_DECLINED")).toBe("Card Locked");
  });

  it("velocity rules limit spending per transaction and per rolling day (CA_DECLINED_VELOCITY)", async () => {
    const perDay = await createRule({ type: "velocity", name: "Test daily 50", velocity: { amountCents: 5_000, period: "day" } });
    const perTxn = await createRule({ type: "velocity", name: "Test single 30", velocity: { amountCents: 3_000, period: "transaction" } });
    const daily = await freshCard(10_000);
    const single = await freshCard(7_000);
    expect((await attach(perDay, [daily.id])).cardCount).toBe(1);
    await attach(perTxn, [single.id]);
    expect((await activitiesOf(daily.id)).at(-1)?.type).toBe("card_spend_rule_added");

    expect((await buy(single.id, 3_001)).body.transaction.declineReason).toBe("CA_DECLINED_VELOCITY");
    expect((await buy(single.id, 3_000)).body.transaction.transactionEventStatus).toBe("pending");
    expect((await buy(single.id, 3_000)).body.transaction.transactionEventStatus).toBe("pending");

    expect((await buy(daily.id, 3_000)).body.transaction.transactionEventStatus).toBe("pending");
    const over = await buy(daily.id, 2_500);
    expect(over.body.transaction).toMatchObject({ transactionEventStatus: "declined", declineReason: "CA_DECLINED_VELOCITY" });
    expect(declineReasonEnglish(over.body.transaction.declineReason, over.body.transaction.processorStatus)).toBe(
      "Velocity Limit Exceeded",
    );
    expect((await buy(daily.id, 2_000)).body.transaction.transactionEventStatus).toBe("pending");
    expect((await buy(daily.id, 1)).body.transaction.declineReason).toBe("CA_DECLINED_VELOCITY");
    // A day later the window has moved on.
    await advanceClock({ hours: 25 });
    expect((await buy(daily.id, 4_000)).body.transaction.transactionEventStatus).toBe("pending");
  });

  it("merchant rules: allow lists and block lists decline with CA_DECLINED_MERCHANT", async () => {
    const allow = await createRule({
      type: "merchant_allow",
      name: "Test groceries only",
      merchantCategories: ["grocery_stores_supermarkets"],
    });
    const block = await createRule({
      type: "merchant_block",
      name: "Test no bars",
      merchantCategories: ["drinking_places_bars", "betting_casino_gambling"],
    });
    const allowed = await freshCard();
    const blocked = await freshCard();
    await attach(allow, [allowed.id]);
    await attach(block, [blocked.id]);
    expect((await activitiesOf(blocked.id)).at(-1)?.type).toBe("card_merchant_rule_added");

    expect((await buy(allowed.id, 100)).body.transaction.transactionEventStatus).toBe("pending");
    const elsewhere = await buy(allowed.id, 100, "fast_food_restaurants", "Subway");
    expect(elsewhere.body.transaction.declineReason).toBe("CA_DECLINED_MERCHANT");
    expect(declineReasonEnglish(elsewhere.body.transaction.declineReason, "CA_DECLINED")).toBe("Invalid Merchant");

    expect((await buy(blocked.id, 100, "drinking_places_bars", "The Anchor")).body.transaction.declineReason).toBe("CA_DECLINED_MERCHANT");
    expect((await buy(blocked.id, 100, "fast_food_restaurants", "Subway")).body.transaction.transactionEventStatus).toBe("pending");

    // Removing the rule lifts it.
    const admin = await as("admin@harbor.test");
    const detached = await call<{ spendRule: { cardCount: number } }>("DELETE", `/cards/spendRules/${block}/`, {
      token: admin.token,
      body: { cardIds: [blocked.id] },
    });
    expect(detached.body.spendRule.cardCount).toBe(0);
    expect((await activitiesOf(blocked.id)).at(-1)?.type).toBe("card_merchant_rule_removed");
    expect((await buy(blocked.id, 100, "drinking_places_bars", "The Anchor")).body.transaction.transactionEventStatus).toBe("pending");
  });

  it("pending purchases clear 5 days later on the sandbox clock, without changing the balance", async () => {
    const card = await freshCard();
    const reply = await buy(card.id, 1_234);
    const balance = (await cardRow(card.id)).balance_cents;
    await advanceClock({ days: 4 });
    const early = await env.DB.prepare("SELECT status FROM transactions WHERE id = ?")
      .bind(reply.body.transaction.id)
      .first<{ status: string }>();
    expect(early?.status).toBe("pending");
    await advanceClock({ days: 1, minutes: 1 });
    const row = await env.DB.prepare("SELECT status, processor_status, posted_at, created_at FROM transactions WHERE id = ?")
      .bind(reply.body.transaction.id)
      .first<{ status: string; processor_status: string; posted_at: string; created_at: string }>();
    expect(row).toMatchObject({ status: "cleared", processor_status: "CA_CLEARED" });
    expect(Date.parse(row?.posted_at ?? "") - Date.parse(row?.created_at ?? "")).toBe(5 * 86_400_000);
    expect((await cardRow(card.id)).balance_cents).toBe(balance);
    const admin = await as("admin@harbor.test");
    const after = await call<{ balance: Balance }>("GET", `/cards/${card.id}/balance`, { token: admin.token });
    expect(after.body.balance.availableCents).toBe(balance);
    // Seeded pending purchases are demo fixtures and stay pending.
    const seeded = await env.DB.prepare("SELECT COUNT(*) AS n FROM transactions WHERE status = 'pending' AND clears_at IS NULL").first<{
      n: number;
    }>();
    expect(seeded?.n).toBeGreaterThan(0);
  });

  it("validates the request and answers 404 for an unknown card", async () => {
    const card = await freshCard();
    expect((await buy("ZZZZZZZZZZ", 100)).status).toBe(404);
    expect((await buy(card.id, 0)).status).toBe(400);
    expect((await buy(card.id, 100, "Grocery Stores")).status).toBe(400);
    expect(
      (await call("POST", `/_sandbox/cards/${card.id}/purchase`, { body: { amountCents: 1, merchantName: " ", merchantCategory: "x" } }))
        .status,
    ).toBe(400);
  });
});

describe("spend rule administration", () => {
  it("lists, creates and changes rules; fields must fit the rule's type", async () => {
    const admin = await as("admin@harbor.test");
    const list = await call<{
      spendRules: Array<{ id: string; type: string; cardCount: number; velocity: unknown }>;
      nextCursor: string | null;
    }>("GET", `/businesses/${harbor}/spendRules?limit=2`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.spendRules).toHaveLength(2);
    expect(list.body.nextCursor).not.toBeNull();
    const rest = await call<{ spendRules: Array<{ id: string }> }>(
      "GET",
      `/businesses/${harbor}/spendRules?limit=200&cursor=${encodeURIComponent(list.body.nextCursor ?? "")}`,
      { token: admin.token },
    );
    const all = [...list.body.spendRules, ...rest.body.spendRules];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const types = new Set(list.body.spendRules.map((r) => r.type));
    expect(types.size).toBeGreaterThan(0);

    const created = await call<{ spendRule: { id: string; createdAt: string; updatedAt: string } }>(
      "POST",
      `/businesses/${harbor}/spendRules/spendRule`,
      { token: admin.token, body: { type: "merchant_block", name: "Test block", merchantCategories: ["betting_casino_gambling"] } },
    );
    expect(created.status).toBe(201);
    const id = created.body.spendRule.id;
    expect(created.body.spendRule.updatedAt).toBe(created.body.spendRule.createdAt);
    const wrong = await call("PATCH", `/businesses/${harbor}/spendRules/${id}`, {
      token: admin.token,
      body: { velocity: { amountCents: 100, period: "day" } },
    });
    expect(wrong.status).toBe(400);
    // The change happens an hour later on the sandbox clock: its time is read from that clock, before and
    // after the call, so the check is exact and cannot pass by two requests landing in one millisecond.
    await advanceClock({ hours: 1 });
    // A new sign-in: the clock moved past the first token's life.
    const later = await as("admin@harbor.test");
    const clockBefore = await call<{ now: string }>("GET", "/_sandbox/clock");
    const renamed = await call<{ spendRule: { name: string; merchantCategories: string[]; updatedAt: string; createdAt: string } }>(
      "PATCH",
      `/businesses/${harbor}/spendRules/${id}`,
      { token: later.token, body: { name: "Test block 2", merchantCategories: ["betting_casino_gambling", "drinking_places_bars"] } },
    );
    const clockAfter = await call<{ now: string }>("GET", "/_sandbox/clock");
    expect(renamed.status).toBe(200);
    expect(renamed.body.spendRule).toMatchObject({
      name: "Test block 2",
      merchantCategories: ["betting_casino_gambling", "drinking_places_bars"],
    });
    expect(renamed.body.spendRule.createdAt).toBe(created.body.spendRule.createdAt);
    const updatedAt = Date.parse(renamed.body.spendRule.updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(Date.parse(clockBefore.body.now));
    expect(updatedAt).toBeLessThanOrEqual(Date.parse(clockAfter.body.now));
    expect(updatedAt - Date.parse(created.body.spendRule.createdAt)).toBeGreaterThanOrEqual(60 * 60_000);
    const invalid = await call("POST", `/businesses/${harbor}/spendRules/spendRule`, {
      token: later.token,
      body: { type: "velocity", name: "No amount", velocity: { amountCents: 0, period: "day" } },
    });
    expect(invalid.status).toBe(400);
    expect((await call("PATCH", `/businesses/${harbor}/spendRules/rule_missing`, { token: later.token, body: { name: "x" } })).status).toBe(
      404,
    );
  });
});
