import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Card, Load } from "#contract/entities";
import { BUSINESS_IDS, USER_IDS } from "#sandbox/seed/personas";
import { Prng } from "#sandbox/seed/prng";
import { activitiesOf, cardRow, ledgerMismatches, moneyOf, newKey, pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall, signin } from "./helpers";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

beforeAll(async () => {
  await seedSmall();
  // These tests prove the books of loads, withdrawals and transfers as the clock moves; the seeded
  // autoloads would load cards on the way (their runs are proved in autoloads.test.ts).
  await env.DB.prepare("UPDATE autoloads SET status = 'cancelled'").run();
});

const harbor = BUSINESS_IDS.harbor;
const headers = (key = newKey()) => ({ "idempotency-key": key });

describe("loads", () => {
  it("load cards from the funding account: ledger rows, balances, funding and activities", async () => {
    const admin = await as("admin@harbor.test");
    const a = await pickCard(harbor, "status = 'active'");
    const b = await pickCard(harbor, "status = 'locked'");
    const before = await moneyOf(harbor);
    const reply = await call<{ loads: Load[] }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: headers(),
      body: {
        loads: [
          { cardId: a.id, amountCents: 12_345, customFields: { "Funding Source": "General Fund" } },
          { cardId: b.id, amountCents: 999_900 },
        ],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.loads).toHaveLength(2);
    expect(reply.body.loads[0]).toMatchObject({
      cardId: a.id,
      amountCents: 12_345,
      source: "funding_account",
      customFields: { "Funding Source": "General Fund" },
      createdBy: { id: USER_IDS.harborAdmin, name: "Hannah Reyes" },
    });
    expect((await cardRow(a.id)).balance_cents).toBe(a.balance_cents + 12_345);
    expect((await cardRow(b.id)).balance_cents).toBe(b.balance_cents + 999_900);
    const after = await moneyOf(harbor);
    expect(after.funding).toBe(before.funding - 12_345 - 999_900);
    expect(after.total).toBe(before.total);
    expect((await activitiesOf(a.id)).at(-1)).toMatchObject({
      type: "card_funds_loaded",
      actor_type: "user",
      actor_id: USER_IDS.harborAdmin,
    });
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });

  it("validates amounts: more than $0, at most $9,999.00, whole cents", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    for (const amountCents of [0, -5, 999_901, 10.5]) {
      const reply = await call("POST", `/cards/business/${harbor}/load`, {
        token: admin.token,
        body: { loads: [{ cardId: card.id, amountCents }] },
      });
      expect({ amountCents, status: reply.status }).toEqual({ amountCents, status: 400 });
    }
    const cap = await call<{ issues: Array<{ path: string; key?: string; message: string }> }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      body: { loads: [{ cardId: card.id, amountCents: 1_000_000 }] },
    });
    expect(cap.body.issues[0]).toEqual({
      path: "body.loads.0.amountCents",
      key: "loadAmountMax",
      message: "Load amount must be less than $9,999.",
    });
  });

  it("is all or nothing: a closed card in the batch refuses every load (card_blocked)", async () => {
    const admin = await as("admin@harbor.test");
    const open = await pickCard(harbor, "status = 'active'");
    const closed = await pickCard(harbor, "status = 'closed'");
    const before = await moneyOf(harbor);
    const reply = await call("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      body: {
        loads: [
          { cardId: open.id, amountCents: 500 },
          { cardId: closed.id, amountCents: 500 },
        ],
      },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("card_blocked");
    expect(await moneyOf(harbor)).toEqual(before);
    expect((await cardRow(open.id)).balance_cents).toBe(open.balance_cents);
  });

  it("refuses custom field values the card's business does not define for loads, moving nothing", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    const before = await moneyOf(harbor);
    const load = (customFields: Record<string, string>) =>
      call<{ issues: Array<{ path: string; key?: string }> }>("POST", `/cards/business/${harbor}/load`, {
        token: admin.token,
        headers: headers(),
        body: { loads: [{ cardId: card.id, amountCents: 500, customFields }] },
      });
    const notAnOption = await load({ "Funding Source": "Lottery" });
    expect(notAnOption.status).toBe(400);
    expect(notAnOption.body.issues.map((i) => [i.path, i.key])).toEqual([["body.customFields.Funding Source", "customFieldOption"]]);
    const unknown = await load({ "Salesforce TSA ID": "TSA-123456" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues.map((i) => [i.path, i.key])).toEqual([["body.customFields.Salesforce TSA ID", "customFieldUnknown"]]);
    expect(await moneyOf(harbor)).toEqual(before);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents);
  });

  it("refuses more than the funding account holds (insufficient_funds), moving nothing", async () => {
    const superUser = await as("super@unity.test");
    const youth = BUSINESS_IDS.unityYouth;
    const card = await pickCard(youth, "status = 'active'");
    const funding = await fundingBalance(youth);
    const loads = Array.from({ length: Math.ceil((funding + 1) / 999_900) }, () => ({ cardId: card.id, amountCents: 999_900 }));
    const reply = await call("POST", `/cards/business/${youth}/load`, { token: superUser.token, body: { loads } });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("insufficient_funds");
    expect(await fundingBalance(youth)).toBe(funding);
  });

  it("a program's card loads from the program's own funding account, also through the top-level business", async () => {
    const family = BUSINESS_IDS.unityFamily;
    const programAdmin = await as("cards-program@unity.test");
    const superUser = await as("super@unity.test");
    const card = await pickCard(family, "status = 'active'");
    const [programBefore, topBefore] = [await fundingBalance(family), await fundingBalance(BUSINESS_IDS.unity)];
    const direct = await call("POST", `/cards/business/${family}/load`, {
      token: programAdmin.token,
      body: { loads: [{ cardId: card.id, amountCents: 1_000 }] },
    });
    expect(direct.status).toBe(201);
    const viaTop = await call("POST", `/cards/business/${BUSINESS_IDS.unity}/load`, {
      token: superUser.token,
      body: { loads: [{ cardId: card.id, amountCents: 2_000 }] },
    });
    expect(viaTop.status).toBe(201);
    expect(await fundingBalance(family)).toBe(programBefore - 3_000);
    expect(await fundingBalance(BUSINESS_IDS.unity)).toBe(topBefore);
    // A program-scope user cannot use the top-level path for a program they have no role on.
    const rentOnly = await as("program@unity.test");
    const refused = await call("POST", `/cards/business/${BUSINESS_IDS.unity}/load`, {
      token: rentOnly.token,
      body: { loads: [{ cardId: card.id, amountCents: 2_000 }] },
    });
    expect(refused.status).toBe(404);
  });
});

describe("card-to-card transfers and withdrawals", () => {
  it("transfers move money between two cards as a ledger pair", async () => {
    const admin = await as("admin@harbor.test");
    const from = await pickCard(harbor, "status = 'active' AND balance_cents > 5000");
    const to = await pickCard(harbor, "status = 'frozen'");
    const before = await moneyOf(harbor);
    const reply = await call<{ from: Card; to: Card; loads: Load[] }>("POST", `/cards/business/${harbor}/cardToCardTransfer`, {
      token: admin.token,
      headers: headers(),
      body: { fromCardId: from.id, toCardId: to.id, amountCents: 5_000 },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.from.balanceCents).toBe(from.balance_cents - 5_000);
    expect(reply.body.to.balanceCents).toBe(to.balance_cents + 5_000);
    // Both ledger entries come back, the sending card's first: its id is the transfer's reference.
    expect(reply.body.loads.map((l) => [l.cardId, l.amountCents, l.source])).toEqual([
      [from.id, -5_000, "card_transfer"],
      [to.id, 5_000, "card_transfer"],
    ]);
    expect(await moneyOf(harbor)).toEqual(before);
    const pair = await env.DB.prepare(
      "SELECT card_id, amount_cents, source FROM loads WHERE card_id IN (?, ?) ORDER BY created_at DESC, amount_cents LIMIT 2",
    )
      .bind(from.id, to.id)
      .all<{ card_id: string; amount_cents: number; source: string }>();
    expect(pair.results).toEqual([
      { card_id: from.id, amount_cents: -5_000, source: "card_transfer" },
      { card_id: to.id, amount_cents: 5_000, source: "card_transfer" },
    ]);
    expect((await activitiesOf(from.id)).at(-1)?.type).toBe("card_funds_transferred");
    expect((await activitiesOf(to.id)).at(-1)?.type).toBe("card_funds_transferred");
  });

  it("refuses too much (insufficient_funds), closed cards (card_blocked), the same card (400) and other businesses", async () => {
    const admin = await as("admin@harbor.test");
    const from = await pickCard(harbor, "status = 'active' AND balance_cents > 0");
    const to = await pickCard(harbor, "status = 'active'");
    const closed = await pickCard(harbor, "status = 'closed'");
    const path = `/cards/business/${harbor}/cardToCardTransfer`;
    const send = (body: object) => call("POST", path, { token: admin.token, body });
    expect((await send({ fromCardId: from.id, toCardId: to.id, amountCents: from.balance_cents + 1 })).body.code).toBe(
      "insufficient_funds",
    );
    expect((await send({ fromCardId: from.id, toCardId: closed.id, amountCents: 1 })).body.code).toBe("card_blocked");
    expect((await send({ fromCardId: closed.id, toCardId: to.id, amountCents: 1 })).body.code).toBe("card_blocked");
    expect((await send({ fromCardId: from.id, toCardId: from.id, amountCents: 1 })).status).toBe(400);
    const superUser = await as("super@unity.test");
    const family = await pickCard(BUSINESS_IDS.unityFamily, "status = 'active' AND balance_cents > 0");
    const youth = await pickCard(BUSINESS_IDS.unityYouth, "status = 'active'");
    const across = await call("POST", `/cards/business/${BUSINESS_IDS.unity}/cardToCardTransfer`, {
      token: superUser.token,
      body: { fromCardId: family.id, toCardId: youth.id, amountCents: 1 },
    });
    expect(across.body.code).toBe("cards_in_different_businesses");
    expect((await cardRow(from.id)).balance_cents).toBe(from.balance_cents);
  });

  it("withdrawals return part or all of a balance to the funding account", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND balance_cents > 1000");
    const before = await moneyOf(harbor);
    const part = await call<{ card: Card; fundingAccount: { balanceCents: number; accountNumberLast4: string }; load: Load }>(
      "POST",
      `/cards/${card.id}/withdrawFunds`,
      { token: admin.token, headers: headers(), body: { amountCents: 1_000 } },
    );
    expect(part.status).toBe(201);
    expect(part.body.card.balanceCents).toBe(card.balance_cents - 1_000);
    expect(part.body.fundingAccount.balanceCents).toBe(before.funding + 1_000);
    expect(part.body.fundingAccount.accountNumberLast4).toMatch(/^\d{4}$/);
    expect(part.body.load).toMatchObject({ cardId: card.id, amountCents: -1_000, source: "withdrawal" });
    const all = await call<{ card: Card; load: Load }>("POST", `/cards/${card.id}/withdrawFunds`, {
      token: admin.token,
      headers: headers(),
      body: {},
    });
    expect(all.status).toBe(201);
    expect(all.body.card.balanceCents).toBe(0);
    // The whole balance: the answer says how much that was.
    expect(all.body.load.amountCents).toBe(-(card.balance_cents - 1_000));
    expect(await moneyOf(harbor)).toMatchObject({ total: before.total, funding: before.funding + card.balance_cents });
    const rows = await env.DB.prepare(
      "SELECT amount_cents, source FROM loads WHERE card_id = ? AND source = 'withdrawal' ORDER BY created_at",
    )
      .bind(card.id)
      .all<{ amount_cents: number }>();
    expect(rows.results.map((r) => r.amount_cents)).toEqual([-1_000, -(card.balance_cents - 1_000)]);
    expect((await activitiesOf(card.id)).at(-1)?.type).toBe("card_funds_withdrawn_to_funding_account");
    const empty = await call("POST", `/cards/${card.id}/withdrawFunds`, { token: admin.token, body: {} });
    expect(empty.body.code).toBe("insufficient_funds");
    const other = await pickCard(harbor, "status = 'active' AND balance_cents > 0");
    expect(
      (await call("POST", `/cards/${other.id}/withdrawFunds`, { token: admin.token, body: { amountCents: other.balance_cents + 1 } })).body
        .code,
    ).toBe("insufficient_funds");
  });
});

describe("idempotency", () => {
  it("the same key and payload answer the first result again without moving money", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    const key = newKey();
    const body = { loads: [{ cardId: card.id, amountCents: 4_200 }] };
    const first = await call<{ loads: Load[] }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: headers(key),
      body,
    });
    const funding = await fundingBalance(harbor);
    const second = await call<{ loads: Load[] }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: headers(key),
      body,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await fundingBalance(harbor)).toBe(funding);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 4_200);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM loads WHERE card_id = ? AND amount_cents = 4200")
      .bind(card.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("the same key with another payload, or on another endpoint, is 409 idempotency_key_reused", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND balance_cents > 100");
    const key = newKey();
    const load = (amountCents: number) =>
      call("POST", `/cards/business/${harbor}/load`, {
        token: admin.token,
        headers: headers(key),
        body: { loads: [{ cardId: card.id, amountCents }] },
      });
    expect((await load(100)).status).toBe(201);
    const reused = await load(200);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe("idempotency_key_reused");
    const elsewhere = await call("POST", `/cards/${card.id}/withdrawFunds`, {
      token: admin.token,
      headers: headers(key),
      body: { amountCents: 100 },
    });
    expect(elsewhere.body.code).toBe("idempotency_key_reused");
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 100);
    const short = await call("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: { "idempotency-key": "short" },
      body: { loads: [{ cardId: card.id, amountCents: 1 }] },
    });
    expect(short.status).toBe(400);
  });

  it("a refused request stores nothing, so the same key works once the cause is fixed", async () => {
    const superUser = await as("super@unity.test");
    const youth = BUSINESS_IDS.unityYouth;
    const card = await pickCard(youth, "status = 'active'");
    const funding = await fundingBalance(youth);
    const key = newKey();
    const amount = Math.min(999_900, funding + 1);
    const body = { loads: [{ cardId: card.id, amountCents: amount }] };
    // Precondition of this test: the program's funds cannot cover one maximal load (seed: 900_000 < 999_900).
    // A seed change that breaks it must fail here, not turn the test into one that checks nothing.
    expect(amount, "the load must exceed the program's funds").toBeGreaterThan(funding);
    expect((await call("POST", `/cards/business/${youth}/load`, { token: superUser.token, headers: headers(key), body })).body.code).toBe(
      "insufficient_funds",
    );
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = balance_cents + ? WHERE business_id = ?").bind(amount, youth).run();
    const retried = await call("POST", `/cards/business/${youth}/load`, { token: superUser.token, headers: headers(key), body });
    expect(retried.status).toBe(201);
  });

  it("keys expire after 24 hours on the sandbox clock; then the key is new again", async () => {
    const card = await pickCard(harbor, "status = 'active'");
    const key = newKey();
    const body = { loads: [{ cardId: card.id, amountCents: 321 }] };
    const load = async () =>
      call("POST", `/cards/business/${harbor}/load`, { token: (await signin("admin@harbor.test")).idToken, headers: headers(key), body });
    expect((await load()).status).toBe(201);
    await advanceClock({ hours: 23 });
    expect((await load()).status).toBe(201);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 321);
    await advanceClock({ hours: 2 });
    expect((await load()).status).toBe(201);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 642);
  });

  it("concurrent repeats of one key move money once", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND balance_cents > 2000");
    const key = newKey();
    const before = await moneyOf(harbor);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<{ code?: string }>("POST", `/cards/${card.id}/withdrawFunds`, {
          token: admin.token,
          headers: headers(key),
          body: { amountCents: 2_000 },
        }),
      ),
    );
    for (const reply of replies) {
      expect(reply.status === 201 || (reply.status === 409 && reply.body.code === "idempotency_request_in_progress")).toBe(true);
    }
    expect(replies.some((r) => r.status === 201)).toBe(true);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents - 2_000);
    expect((await moneyOf(harbor)).funding).toBe(before.funding + 2_000);
  });
});

describe("money is never created or lost", () => {
  it("concurrent loads never overdraw the funding account", async () => {
    const superUser = await as("super@unity.test");
    const rapid = BUSINESS_IDS.unityRapid;
    const card = await pickCard(rapid, "status = 'active'");
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = 900000 WHERE business_id = ?").bind(rapid).run();
    const before = await moneyOf(rapid);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/cards/business/${rapid}/load`, {
          token: superUser.token,
          body: { loads: [{ cardId: card.id, amountCents: 300_000 }] },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === "insufficient_funds")).toBe(true);
    expect(await fundingBalance(rapid)).toBe(0);
    expect((await moneyOf(rapid)).total).toBe(before.total);
    expect(await ledgerMismatches(rapid)).toEqual([]);
  });

  /**
   * Property: for random sequences of loads, transfers, withdrawals, purchases, idempotent repeats
   * and clock advances, after every step (1) cards + funding + spent is unchanged, (2) every card's
   * balance equals its loads minus its approved purchases, (3) nothing is negative, and (4) each
   * answer is the one a simple model of the ledger predicts.
   */
  it.each([1, 2, 3])("random sequence %i keeps the books balanced", async (seed) => {
    // Id tokens follow the sandbox clock, so sign in again after every clock jump.
    const admin = { token: (await signin("admin@harbor.test")).idToken };
    const prng = new Prng(`cards-money-${seed}`);
    const pool: string[] = [];
    for (let i = 0; i < 4; i++)
      pool.push((await pickCard(harbor, "status = 'active' AND id NOT IN (SELECT card_id FROM card_spend_rules)")).id);
    pool.push((await pickCard(harbor, "status = 'closed'")).id);
    pool.push((await pickCard(harbor, "status = 'frozen' AND id NOT IN (SELECT card_id FROM card_spend_rules)")).id);
    const model = new Map<string, { balance: number; status: string }>();
    for (const id of pool) {
      const row = await cardRow(id);
      model.set(id, { balance: row.balance_cents, status: row.status });
    }
    // A funding account that can run dry during the run.
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = ? WHERE business_id = ?")
      .bind(prng.int(500_000, 3_000_000), harbor)
      .run();
    let funding = await fundingBalance(harbor);
    const start = await moneyOf(harbor);
    let spent = start.spent;
    const seen: Array<{ path: string; body: object; key: string; status: number }> = [];

    for (let step = 0; step < 40; step++) {
      const roll = prng.next();
      const a = prng.pick(pool);
      const b = prng.pick(pool.filter((id) => id !== a));
      const ma = model.get(a)!;
      const mb = model.get(b)!;
      let label: string;
      if (roll < 0.3) {
        const amount = prng.int(1, 999_900);
        const key = newKey();
        const reply = await call("POST", `/cards/business/${harbor}/load`, {
          token: admin.token,
          headers: headers(key),
          body: { loads: [{ cardId: a, amountCents: amount }] },
        });
        const expected = ma.status === "closed" ? 409 : amount > funding ? 409 : 201;
        expect(reply.status, `step ${step} load`).toBe(expected);
        if (reply.status === 201) {
          ma.balance += amount;
          funding -= amount;
          seen.push({ path: `/cards/business/${harbor}/load`, body: { loads: [{ cardId: a, amountCents: amount }] }, key, status: 201 });
        }
        label = `load ${amount} -> ${a}`;
      } else if (roll < 0.5) {
        const amount = prng.int(1, Math.max(1, Math.min(ma.balance + 500, 999_900)));
        const reply = await call("POST", `/cards/business/${harbor}/cardToCardTransfer`, {
          token: admin.token,
          headers: headers(),
          body: { fromCardId: a, toCardId: b, amountCents: amount },
        });
        const expected = ma.status === "closed" || mb.status === "closed" || amount > ma.balance ? 409 : 201;
        expect(reply.status, `step ${step} transfer`).toBe(expected);
        if (reply.status === 201) {
          ma.balance -= amount;
          mb.balance += amount;
        }
        label = `transfer ${amount} ${a} -> ${b}`;
      } else if (roll < 0.65) {
        const whole = prng.chance(0.3);
        const amount = whole ? ma.balance : prng.int(1, Math.max(1, ma.balance + 200));
        const reply = await call("POST", `/cards/${a}/withdrawFunds`, {
          token: admin.token,
          headers: headers(),
          body: whole ? {} : { amountCents: amount },
        });
        const expected = ma.status === "closed" || amount <= 0 || amount > ma.balance ? 409 : 201;
        expect(reply.status, `step ${step} withdraw`).toBe(expected);
        if (reply.status === 201) {
          ma.balance -= amount;
          funding += amount;
        }
        label = `withdraw ${amount} <- ${a}`;
      } else if (roll < 0.85) {
        const amount = prng.int(1, Math.max(1, ma.balance + 1_000));
        const reply = await call<{ transaction: { transactionEventStatus: string; declineReason: string | null } }>(
          "POST",
          `/_sandbox/cards/${a}/purchase`,
          { body: { amountCents: amount, merchantName: "Kroger", merchantCategory: "grocery_stores_supermarkets" } },
        );
        expect(reply.status).toBe(201);
        const approved = ma.status === "active" && amount <= ma.balance;
        expect(reply.body.transaction.transactionEventStatus, `step ${step} purchase`).toBe(approved ? "pending" : "declined");
        if (approved) {
          ma.balance -= amount;
          spent += amount;
        }
        label = `purchase ${amount} @ ${a}`;
      } else if (roll < 0.95 && seen.length > 0) {
        // Repeat an earlier successful load with its key: same answer, no money moves.
        const earlier = prng.pick(seen);
        const reply = await call("POST", earlier.path, { token: admin.token, headers: headers(earlier.key), body: earlier.body });
        expect(reply.status, `step ${step} repeat`).toBe(201);
        label = "repeat";
      } else {
        await advanceClock({ days: prng.int(1, 6) });
        admin.token = (await signin("admin@harbor.test")).idToken;
        // Keys live 24 hours: after a jump of a day or more, a repeat is a new request.
        seen.length = 0;
        label = "clock";
      }

      const now = await moneyOf(harbor);
      expect(now.total, `${label} at step ${step}`).toBe(start.total);
      expect(now.funding, label).toBe(funding);
      expect(now.spent, label).toBe(spent);
      expect(now.funding).toBeGreaterThanOrEqual(0);
      for (const [id, m] of model) expect((await cardRow(id)).balance_cents, `${label}: ${id}`).toBe(m.balance);
    }
    expect(await ledgerMismatches(harbor)).toEqual([]);
    const negative = await env.DB.prepare("SELECT COUNT(*) AS n FROM cards WHERE balance_cents < 0").first<{ n: number }>();
    expect(negative?.n).toBe(0);
  });
});
