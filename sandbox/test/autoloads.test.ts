/**
 * Autoloads (docs/decisions/0125-autoload-runs.md): the six calls with real state, their permissions,
 * and the runner's exactly-once guarantee under a doubled trigger, a clock jump and a crash midway.
 * The runner is called with explicit instants (the same function the cron trigger and the clock
 * advance call), so the tests do not depend on the day they run.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { autoloadDetailsSchema } from "#contract/entities";
import { dueAutoloadRunDates, earliestAutoloadStartDate, nextAutoloadRunDate } from "#domain/autoloads";
import { addDays, autoloadRunInstant } from "#domain/dates";
import type { AutoloadFrequency } from "#domain/enums";
import { runDueAutoloads, SimulatedCrash } from "#sandbox/autoloads/runner";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import worker from "../src/index";
import { ledgerMismatches, newKey, pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall } from "./helpers";
import { sandboxNow } from "./helpers/clock";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

type Details = import("zod").output<typeof autoloadDetailsSchema>;

const harbor = BUSINESS_IDS.harbor;
const family = BUSINESS_IDS.unityFamily;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  await seedSmall();
  // The seeded autoloads would run too; these tests watch their own, on a well-funded account.
  await env.DB.batch([
    env.DB.prepare("UPDATE autoloads SET status = 'cancelled', next_load_date = NULL WHERE status = 'active'"),
    env.DB.prepare("UPDATE funding_accounts SET balance_cents = 50000000000 WHERE business_id IN (?, ?)").bind(harbor, family),
  ]);
});

/** Each test watches its own autoloads: those of earlier tests stop running. */
beforeEach(async () => {
  await env.DB.prepare("UPDATE autoloads SET status = 'cancelled', next_load_date = NULL WHERE status = 'active'").run();
});

/** An autoload written straight into the database (for runner tests at chosen instants). */
async function insertAutoload(input: {
  frequency: AutoloadFrequency;
  startDate: string;
  endDate?: string | null;
  cents: number;
  cards: string[];
}) {
  const id = `al_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const next = nextAutoloadRunDate({ ...input }, new Date(autoloadRunInstant(input.startDate).getTime() - 1));
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO autoloads (id, business_id, name, amount_cents, frequency, start_date, end_date, next_load_date, status, created_at, updated_at) VALUES (?, ?, 'Test', ?, ?, ?, ?, ?, 'active', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    ).bind(id, harbor, input.cents, input.frequency, input.startDate, input.endDate ?? null, next),
    ...input.cards.map((card) =>
      env.DB.prepare("INSERT INTO autoload_members (autoload_id, card_id, added_at) VALUES (?, ?, '2026-01-01T00:00:00.000Z')").bind(
        id,
        card,
      ),
    ),
  ]);
  return id;
}

/** Loads of an autoload per card and run date. */
async function loadsOf(autoloadId: string) {
  const { results } = await env.DB.prepare(
    "SELECT card_id, autoload_run_date, COUNT(*) AS n, SUM(amount_cents) AS cents FROM loads WHERE autoload_id = ? GROUP BY card_id, autoload_run_date ORDER BY autoload_run_date, card_id",
  )
    .bind(autoloadId)
    .all<{ card_id: string; autoload_run_date: string; n: number; cents: number }>();
  return results;
}

async function runsOf(autoloadId: string) {
  const { results } = await env.DB.prepare(
    "SELECT run_date, status, failure_reason, member_count, reserved_cents, loaded_count, loaded_cents FROM autoload_runs WHERE autoload_id = ? ORDER BY run_date",
  )
    .bind(autoloadId)
    .all<{
      run_date: string;
      status: string;
      failure_reason: string | null;
      member_count: number;
      reserved_cents: number;
      loaded_count: number;
      loaded_cents: number;
    }>();
  return results;
}

const activeCards = async (n: number, businessId: string = harbor) => {
  const cards: string[] = [];
  for (let i = 0; i < n; i++) cards.push((await pickCard(businessId, "status = 'active'")).id);
  return cards;
};

/** Instants far from the seed and from each other, one window per test. */
let window = Date.UTC(2027, 0, 4, 12);
const nextWindow = () => {
  window += 90 * DAY;
  return window;
};

describe("the six calls", () => {
  it("create, read, list, change, add and remove members, cancel", async () => {
    const admin = await as("admin@harbor.test");
    const cards = await activeCards(3);
    const now = await sandboxNow();
    const startDate = earliestAutoloadStartDate(new Date(now));
    const created = await call<{ autoload: Details }>("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      headers: { "idempotency-key": newKey() },
      body: { name: "Friday groceries", amountCents: 2500, frequency: "weekly", startDate, endDate: null, cardIds: cards },
    });
    expect(created.status).toBe(201);
    const autoload = created.body.autoload;
    expect(autoload).toMatchObject({ name: "Friday groceries", amountCents: 2500, frequency: "weekly", status: "active", memberCount: 3 });
    expect(autoload.nextLoadDate).toBe(startDate);
    expect(autoload.members.map((m) => m.cardId).sort()).toEqual([...cards].sort());

    const list = await call<{ autoloads: Array<{ id: string }> }>("GET", `/autoloads/business/${harbor}?limit=2`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.autoloads[0]?.id).toBe(autoload.id);

    const changed = await call<{ autoload: Details }>("PATCH", `/autoloads/${autoload.id}`, {
      token: admin.token,
      body: { amountCents: 3000, frequency: "monthly", endDate: addDays(startDate, 70) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.autoload).toMatchObject({ amountCents: 3000, frequency: "monthly", nextLoadDate: startDate });

    const [extra] = await activeCards(1);
    const added = await call<{ autoload: Details }>("POST", `/autoloads/${autoload.id}/members`, {
      token: admin.token,
      body: { cardIds: [extra] },
    });
    expect(added.body.autoload.memberCount).toBe(4);
    const removed = await call<{ autoload: Details }>("DELETE", `/autoloads/${autoload.id}/members`, {
      token: admin.token,
      body: { cardIds: [cards[0]] },
    });
    expect(removed.body.autoload.memberCount).toBe(3);

    const cancelled = await call<{ autoload: Details }>("PATCH", `/autoloads/${autoload.id}`, {
      token: admin.token,
      body: { status: "cancelled" },
    });
    expect(cancelled.body.autoload).toMatchObject({ status: "cancelled", nextLoadDate: null });
    const again = await call("PATCH", `/autoloads/${autoload.id}`, { token: admin.token, body: { amountCents: 100 } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "autoload_not_active" });
  });

  it("refuses a start whose 3 A.M. Eastern has passed, an amount over the cap and a closed card", async () => {
    const admin = await as("admin@harbor.test");
    const now = await sandboxNow();
    const base = { name: "x", amountCents: 1000, frequency: "daily", cardIds: [] };
    const past = await call("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: { ...base, startDate: addDays(earliestAutoloadStartDate(new Date(now)), -1) },
    });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain("body.startDate");
    const tooMuch = await call("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: { ...base, amountCents: 999_901, startDate: earliestAutoloadStartDate(new Date(now)) },
    });
    expect(tooMuch.status).toBe(400);
    const closed = await pickCard(harbor, "status = 'closed'");
    const refused = await call("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: { ...base, startDate: earliestAutoloadStartDate(new Date(now)), cardIds: [closed.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "card_blocked" });
  });

  it("a repeated create with the same Idempotency-Key creates one autoload", async () => {
    const admin = await as("admin@harbor.test");
    const key = newKey();
    const body = {
      name: "Once",
      amountCents: 500,
      frequency: "daily",
      startDate: earliestAutoloadStartDate(new Date(await sandboxNow())),
      cardIds: [],
    };
    const first = await call<{ autoload: Details }>("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      headers: { "idempotency-key": key },
      body,
    });
    const second = await call<{ autoload: Details }>("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      headers: { "idempotency-key": key },
      body,
    });
    expect(second.body.autoload.id).toBe(first.body.autoload.id);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM autoloads WHERE name = 'Once'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

describe("permissions, refused by the sandbox", () => {
  it("a role without the autoload permissions gets 403 on each of the five changes; a stranger gets 404", async () => {
    const admin = await as("admin@harbor.test");
    const [card, other] = await activeCards(2);
    const startDate = earliestAutoloadStartDate(new Date(await sandboxNow()));
    const created = await call<{ autoload: Details }>("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: { name: "Guarded", amountCents: 100, frequency: "daily", startDate, cardIds: [card] },
    });
    const id = created.body.autoload.id;
    for (const persona of ["casemanager@harbor.test", "viewer@harbor.test"]) {
      const { token } = await as(persona);
      const replies = [
        await call("POST", `/autoloads/business/${harbor}/autoload`, {
          token,
          body: { name: "No", amountCents: 100, frequency: "daily", startDate },
        }),
        await call("PATCH", `/autoloads/${id}`, { token, body: { amountCents: 200 } }),
        await call("PATCH", `/autoloads/${id}`, { token, body: { status: "cancelled" } }),
        await call("POST", `/autoloads/${id}/members`, { token, body: { cardIds: [other] } }),
        await call("DELETE", `/autoloads/${id}/members`, { token, body: { cardIds: [card] } }),
      ];
      expect(replies.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
      expect((await call("GET", `/autoloads/${id}`, { token })).status).toBe(200);
    }
    const stranger = await as("metro@metro.test");
    expect((await call("GET", `/autoloads/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call("PATCH", `/autoloads/${id}`, { token: stranger.token, body: { status: "cancelled" } })).status).toBe(404);
    expect((await call("GET", `/autoloads/business/${harbor}`, { token: stranger.token })).status).toBe(404);
    const row = await env.DB.prepare("SELECT amount_cents, status FROM autoloads WHERE id = ?").bind(id).first();
    expect(row).toEqual({ amount_cents: 100, status: "active" });
  });

  it("sifh_finance may cancel and remove cards, but not create, modify or add cards", async () => {
    const superUser = await as("super@unity.test");
    const [card, other] = await activeCards(2, family);
    const startDate = earliestAutoloadStartDate(new Date(await sandboxNow()));
    const created = await call<{ autoload: Details }>("POST", `/autoloads/business/${family}/autoload`, {
      token: superUser.token,
      body: { name: "Family", amountCents: 100, frequency: "weekly", startDate, cardIds: [card, other] },
    });
    expect(created.status).toBe(201);
    const id = created.body.autoload.id;
    const { token } = await as("finance@unity.test");
    expect(
      (
        await call("POST", `/autoloads/business/${family}/autoload`, {
          token,
          body: { name: "No", amountCents: 1, frequency: "daily", startDate },
        })
      ).status,
    ).toBe(403);
    expect((await call("PATCH", `/autoloads/${id}`, { token, body: { amountCents: 5 } })).status).toBe(403);
    expect((await call("POST", `/autoloads/${id}/members`, { token, body: { cardIds: [card] } })).status).toBe(403);
    expect((await call("DELETE", `/autoloads/${id}/members`, { token, body: { cardIds: [other] } })).status).toBe(200);
    expect((await call("PATCH", `/autoloads/${id}`, { token, body: { status: "cancelled" } })).status).toBe(200);
  });

  it("cards of another business are not found", async () => {
    const admin = await as("admin@harbor.test");
    const [metroCard] = await activeCards(1, BUSINESS_IDS.metro);
    const reply = await call("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: {
        name: "x",
        amountCents: 100,
        frequency: "daily",
        startDate: earliestAutoloadStartDate(new Date(await sandboxNow())),
        cardIds: [metroCard],
      },
    });
    expect(reply.status).toBe(404);
  });
});

describe("the runner: each (autoload, run date, card) loaded exactly once", () => {
  it("a doubled trigger (concurrent and repeated) loads each card once per run", async () => {
    const base = nextWindow();
    const startDate = earliestAutoloadStartDate(new Date(base));
    const cards = await activeCards(4);
    const funding = await fundingBalance(harbor);
    const id = await insertAutoload({ frequency: "daily", startDate, cents: 1234, cards });
    const at = autoloadRunInstant(startDate).getTime() + 5 * 60_000;
    await Promise.all([runDueAutoloads(env.DB, at), runDueAutoloads(env.DB, at)]);
    await runDueAutoloads(env.DB, at);
    expect((await loadsOf(id)).map((l) => [l.card_id, l.autoload_run_date, l.n])).toEqual([...cards].sort().map((c) => [c, startDate, 1]));
    expect(await runsOf(id)).toEqual([
      {
        run_date: startDate,
        status: "completed",
        failure_reason: null,
        member_count: 4,
        reserved_cents: 4936,
        loaded_count: 4,
        loaded_cents: 4936,
      },
    ]);
    expect(await fundingBalance(harbor)).toBe(funding - 4936);
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });

  it("a jump of ten days performs each missed daily run once, in order; weekly and monthly as scheduled", async () => {
    const base = nextWindow();
    const startDate = earliestAutoloadStartDate(new Date(base));
    const cards = await activeCards(2);
    const daily = await insertAutoload({ frequency: "daily", startDate, cents: 100, cards });
    const weekly = await insertAutoload({ frequency: "weekly", startDate, cents: 200, cards });
    const monthly = await insertAutoload({ frequency: "monthly", startDate, cents: 300, cards });
    await runDueAutoloads(env.DB, base + 10 * DAY);
    const dailyRuns = await runsOf(daily);
    expect(dailyRuns.map((r) => r.run_date)).toEqual(Array.from({ length: dailyRuns.length }, (_, i) => addDays(startDate, i)));
    expect(dailyRuns).toHaveLength(dueAutoloadRunDates({ frequency: "daily", startDate }, startDate, new Date(base + 10 * DAY)).length);
    expect(dailyRuns.length).toBeGreaterThanOrEqual(10);
    expect((await runsOf(weekly)).map((r) => r.run_date)).toEqual([startDate, addDays(startDate, 7)]);
    expect((await runsOf(monthly)).map((r) => r.run_date)).toEqual([startDate]);
    expect((await loadsOf(daily)).every((l) => l.n === 1)).toBe(true);
    expect(await loadsOf(daily)).toHaveLength(2 * dailyRuns.length);
    const next = await env.DB.prepare("SELECT next_load_date FROM autoloads WHERE id = ?").bind(daily).first<{ next_load_date: string }>();
    expect(next?.next_load_date).toBe(addDays(startDate, dailyRuns.length));
    // Running again at the same instant changes nothing.
    await runDueAutoloads(env.DB, base + 10 * DAY);
    expect(await runsOf(daily)).toHaveLength(dailyRuns.length);
  });

  it("a crash in the middle of a run: the retry completes it without repeating a card", async () => {
    const base = nextWindow();
    const startDate = earliestAutoloadStartDate(new Date(base));
    const cards = await activeCards(5);
    const funding = await fundingBalance(harbor);
    const id = await insertAutoload({ frequency: "daily", startDate, endDate: startDate, cents: 700, cards });
    const at = autoloadRunInstant(startDate).getTime() + HOUR;
    await expect(runDueAutoloads(env.DB, at, { crashAfterCards: 2 })).rejects.toBeInstanceOf(SimulatedCrash);
    expect(await loadsOf(id)).toHaveLength(2);
    expect((await runsOf(id))[0]?.status).toBe("running");
    // The money for the whole run was reserved when it started.
    expect(await fundingBalance(harbor)).toBe(funding - 3500);
    await runDueAutoloads(env.DB, at + 15 * 60_000);
    expect((await loadsOf(id)).map((l) => l.n)).toEqual([1, 1, 1, 1, 1]);
    expect(await runsOf(id)).toEqual([
      {
        run_date: startDate,
        status: "completed",
        failure_reason: null,
        member_count: 5,
        reserved_cents: 3500,
        loaded_count: 5,
        loaded_cents: 3500,
      },
    ]);
    const row = await env.DB.prepare("SELECT status, next_load_date FROM autoloads WHERE id = ?").bind(id).first();
    expect(row).toEqual({ status: "completed", next_load_date: null });
    expect(await fundingBalance(harbor)).toBe(funding - 3500);
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });

  it("a run the funding account cannot cover loads nobody and records why; closed cards are skipped", async () => {
    const base = nextWindow();
    const startDate = earliestAutoloadStartDate(new Date(base));
    const cards = await activeCards(3);
    const closed = await pickCard(harbor, "status = 'closed'");
    const id = await insertAutoload({ frequency: "daily", startDate, cents: 1000, cards: [...cards, closed.id] });
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = 2999 WHERE business_id = ?").bind(harbor).run();
    await runDueAutoloads(env.DB, autoloadRunInstant(startDate).getTime() + HOUR);
    expect(await runsOf(id)).toEqual([
      {
        run_date: startDate,
        status: "failed",
        failure_reason: "insufficient_funds",
        member_count: 4,
        reserved_cents: 0,
        loaded_count: 0,
        loaded_cents: 0,
      },
    ]);
    expect(await loadsOf(id)).toEqual([]);
    expect(await fundingBalance(harbor)).toBe(2999);
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = 3000 WHERE business_id = ?").bind(harbor).run();
    await runDueAutoloads(env.DB, autoloadRunInstant(addDays(startDate, 1)).getTime() + HOUR);
    const [, second] = await runsOf(id);
    expect(second).toMatchObject({ status: "completed", member_count: 4, loaded_count: 3, loaded_cents: 3000 });
    expect(await fundingBalance(harbor)).toBe(0);
    const admin = await as("admin@harbor.test");
    const details = await call<{ autoload: Details }>("GET", `/autoloads/${id}`, { token: admin.token });
    expect(details.body.autoload.runs[0]).toMatchObject({
      runDate: addDays(startDate, 1),
      failedCount: 1,
      failures: [{ cardId: closed.id, reason: "card_closed" }],
    });
    expect(details.body.autoload.runs[1]).toMatchObject({ status: "failed", failureReason: "insufficient_funds" });
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = 50000000000 WHERE business_id = ?").bind(harbor).run();
    await env.DB.prepare("UPDATE autoloads SET status = 'cancelled', next_load_date = NULL WHERE id = ?").bind(id).run();
  });

  it("property: the sum of loads equals members times runs, whatever the jumps, doubled triggers and crashes", async () => {
    const pool = await activeCards(6);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<AutoloadFrequency>("daily", "weekly", "monthly", "last_of_month"),
        fc.integer({ min: 1, max: 6 }),
        fc.array(
          fc.record({
            hours: fc.integer({ min: 1, max: 24 * 12 }),
            crash: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
            twice: fc.boolean(),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (frequency, members, steps) => {
          const base = nextWindow();
          const startDate = earliestAutoloadStartDate(new Date(base));
          const cents = 321;
          const id = await insertAutoload({ frequency, startDate, endDate: addDays(startDate, 60), cents, cards: pool.slice(0, members) });
          let t = base;
          for (const step of steps) {
            t += step.hours * HOUR;
            try {
              await runDueAutoloads(env.DB, t, step.crash === undefined ? {} : { crashAfterCards: step.crash });
            } catch (error) {
              if (!(error instanceof SimulatedCrash)) throw error;
            }
            if (step.twice) await runDueAutoloads(env.DB, t);
          }
          await runDueAutoloads(env.DB, t); // the next trigger after the last crash
          const schedule = { frequency, startDate, endDate: addDays(startDate, 60) };
          const first = nextAutoloadRunDate(schedule, new Date(autoloadRunInstant(startDate).getTime() - 1));
          const runs = dueAutoloadRunDates(schedule, first, new Date(t));
          const loads = await loadsOf(id);
          expect(loads.every((l) => l.n === 1)).toBe(true);
          expect(loads.reduce((sum, l) => sum + l.cents, 0)).toBe(members * runs.length * cents);
          expect((await runsOf(id)).map((r) => r.run_date)).toEqual(runs);
          await env.DB.prepare("UPDATE autoloads SET status = 'cancelled', next_load_date = NULL WHERE id = ?").bind(id).run();
        },
      ),
      { numRuns: 10 },
    );
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });
});

describe("driven by the platform", () => {
  it("the cron trigger and the clock advance endpoint run due autoloads", async () => {
    const admin = await as("admin@harbor.test");
    const cards = await activeCards(3);
    const now = await sandboxNow();
    const startDate = earliestAutoloadStartDate(new Date(now));
    const created = await call<{ autoload: Details }>("POST", `/autoloads/business/${harbor}/autoload`, {
      token: admin.token,
      body: { name: "Weekly via cron", amountCents: 2000, frequency: "weekly", startDate, cardIds: cards },
    });
    const id = created.body.autoload.id;
    const wait = autoloadRunInstant(startDate).getTime() - now + 10 * 60_000;
    await advanceClock({ minutes: Math.ceil(wait / 60_000) + 7 * 24 * 60 });
    expect((await runsOf(id)).map((r) => r.run_date)).toEqual([startDate, addDays(startDate, 7)]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await runsOf(id)).toHaveLength(2);
    expect((await loadsOf(id)).map((l) => l.n)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
