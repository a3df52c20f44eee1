/**
 * The hour's limits hold under concurrency (issue 12, hole 3; ADR 0098): the check and the count are
 * one statement, so a parallel burst is evaluated at most as often as the limit allows.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sendCode } from "#sandbox/auth/otp";
import { requestPasswordReset } from "#sandbox/auth/password-reset";
import { BUSINESS_IDS, DEMO_PASSWORD, USER_IDS } from "#sandbox/seed/personas";
import { pickCard } from "./cards-helpers";
import { call, mailTo, seedSmall } from "./helpers";

beforeAll(seedSmall);

const statuses = (replies: Array<{ status: number }>) => {
  const counts = new Map<number, number>();
  for (const { status } of replies) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
};

const bucketSize = async (bucket: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_events WHERE bucket = ?").bind(bucket).first<{ n: number }>())?.n;

describe("limits under a parallel burst", () => {
  it("50 parallel wrong passwords: at most 20 are evaluated, the rest are refused before the password check", async () => {
    const body = { realm: "business", identifier: "viewer@harbor.test", password: "Wrong#guess1" };
    const replies = await Promise.all(Array.from({ length: 50 }, () => call("POST", "/auth/signin", { body })));
    const counts = statuses(replies);
    expect((counts.get(401) ?? 0) + (counts.get(429) ?? 0)).toBe(50);
    expect(counts.get(401) ?? 0).toBeLessThanOrEqual(20);
    expect(counts.get(401) ?? 0).toBeGreaterThan(0);
    expect(await bucketSize(`account:business:${USER_IDS.harborViewer}`)).toBe(counts.get(401));
    // Locked now, even for the right password.
    const right = await call("POST", "/auth/signin", { body: { ...body, password: DEMO_PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("too_many_attempts");
  });

  it("a successful sign-in gives its reserved attempt back", async () => {
    const body = { realm: "business", identifier: "admin@harbor.test", password: DEMO_PASSWORD };
    const replies = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/auth/signin", { body })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await bucketSize(`account:business:${USER_IDS.harborAdmin}`)).toBe(0);
  });

  it("30 parallel wrong card-data PIN tries: at most 20 are compared", async () => {
    const card = await pickCard(BUSINESS_IDS.harbor, "status = 'active' AND pin_set = 0");
    const path = `/cards/${card.id}/unauthenticatedPin`;
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => call("POST", path, { body: { last6: "000000", expiration: "01/30", pin: "1111" } })),
    );
    const counts = statuses(replies);
    expect((counts.get(400) ?? 0) + (counts.get(429) ?? 0)).toBe(30);
    expect(counts.get(400) ?? 0).toBeLessThanOrEqual(20);
    expect(counts.get(400) ?? 0).toBeGreaterThan(0);
    const right = await call("POST", path, { body: { last6: card.last6, expiration: card.expiration, pin: "1111" } });
    expect(right.status).toBe(429);
  });

  it("30 parallel code sends: every one is accepted, at most 10 are delivered", async () => {
    const who = "finance@unity.test";
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => call("POST", "/users/sendOTP", { body: { realm: "business", identifier: who } })),
    );
    expect(replies.every((r) => r.status === 202)).toBe(true);
    const delivered = await mailTo(who);
    expect(delivered.length).toBeLessThanOrEqual(10);
    expect(delivered.length).toBeGreaterThan(0);
    const open = await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_codes WHERE subject_id = ? AND closed_at IS NULL")
      .bind(USER_IDS.unityFinance)
      .first<{ n: number }>();
    expect(open?.n).toBeLessThanOrEqual(delivered.length);
  });
});

/**
 * Code sends and reset requests do the same database work for an unknown account as for a known one
 * (issue 12 item 7: account existence must not show in the answer's timing): the same calls, in the
 * same order, with batches of the same size. Recorded on a wrapper around the D1 binding.
 */
describe("the same work whether the account exists or not", () => {
  function recording(db: D1Database) {
    const ops: string[] = [];
    const real = new WeakMap<object, D1PreparedStatement>();
    const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get(target, prop) {
          if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
          if (prop === "first" || prop === "run" || prop === "all" || prop === "raw") {
            return (...args: unknown[]) => {
              ops.push(String(prop));
              return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      real.set(proxy, statement);
      return proxy;
    };
    const recorded = {
      prepare: (sql: string) => wrap(db.prepare(sql)),
      batch: (statements: D1PreparedStatement[]) => {
        ops.push(`batch(${statements.length})`);
        return db.batch(statements.map((s) => real.get(s) ?? s));
      },
    } as unknown as D1Database;
    return { db: recorded, ops };
  }

  it("sending a one-time code", async () => {
    const known = recording(env.DB);
    await sendCode(known.db, Date.now(), "business", "dev@harbor.test");
    const unknown = recording(env.DB);
    await sendCode(unknown.db, Date.now(), "business", "nobody.at.all@harbor.test");
    expect(known.ops.length).toBeGreaterThan(1);
    expect(unknown.ops).toEqual(known.ops);
    expect((await mailTo("dev@harbor.test")).length).toBeGreaterThan(0);
  });

  it("asking for a password reset link", async () => {
    const known = recording(env.DB);
    await requestPasswordReset(known.db, Date.now(), "cardholder", "lee@cardholder.test");
    const unknown = recording(env.DB);
    await requestPasswordReset(unknown.db, Date.now(), "cardholder", "nobody.at.all@cardholder.test");
    expect(known.ops.length).toBeGreaterThan(1);
    expect(unknown.ops).toEqual(known.ops);
  });
});

describe("limits per identifier AND per client (issue 34 item 6 and L11, ADR 0244)", () => {
  const from = (client: string) => ({ "x-client-address": client });

  it("a stranger's wrong passwords lock out only their own client: the owner still signs in from theirs", async () => {
    const wrong = { realm: "cardholder", identifier: "lee@cardholder.test", password: "Wrong#guess1" };
    const stranger = [];
    for (let i = 0; i < 22; i++) stranger.push(await call("POST", "/auth/signin", { body: wrong, headers: from("203.0.113.7") }));
    expect(stranger.slice(0, 20).every((r) => r.status === 401)).toBe(true);
    expect(stranger.slice(20).every((r) => r.status === 429)).toBe(true);
    const owner = await call("POST", "/auth/signin", {
      body: { realm: "cardholder", identifier: "lee@cardholder.test", password: DEMO_PASSWORD },
      headers: from("198.51.100.20"),
    });
    expect(owner.status).toBe(200);
    // The stranger's own client stays locked even with the right password.
    const right = { realm: "cardholder", identifier: "lee@cardholder.test", password: DEMO_PASSWORD };
    expect((await call("POST", "/auth/signin", { body: right, headers: from("203.0.113.7") })).status).toBe(429);
  });

  it("one client's code sends are capped over every identifier, answered alike; another client is not affected", async () => {
    for (let i = 0; i < 60; i++) {
      const reply = await call("POST", "/users/sendOTP", {
        body: { realm: "cardholder", identifier: `nobody.${i}@cardholder.test` },
        headers: from("203.0.113.8"),
      });
      expect(reply.status).toBe(202);
    }
    const before = (await mailTo("maria@cardholder.test")).length;
    const capped = await call("POST", "/users/sendOTP", {
      body: { realm: "cardholder", identifier: "maria@cardholder.test" },
      headers: from("203.0.113.8"),
    });
    expect(capped.status).toBe(202);
    expect((await mailTo("maria@cardholder.test")).length).toBe(before);
    await call("POST", "/users/sendOTP", {
      body: { realm: "cardholder", identifier: "maria@cardholder.test" },
      headers: from("198.51.100.21"),
    });
    expect((await mailTo("maria@cardholder.test")).length).toBe(before + 1);
  });

  it("one client's intake link requests are capped over every e-mail, answered alike", async () => {
    const amina = await env.DB.prepare("SELECT business_id, email FROM recipients WHERE id = 'rcp_amina'").first<{
      business_id: string;
      email: string;
    }>();
    const ask = (email: string, client: string) =>
      call("POST", "/recipientIntake/requestLink", {
        body: { businessId: amina?.business_id, email, language: "en" },
        headers: from(client),
      });
    for (let i = 0; i < 30; i++) expect((await ask(`someone.${i}@recipient.test`, "203.0.113.9")).status).toBe(202);
    const before = (await mailTo(amina?.email ?? "")).length;
    expect((await ask(amina?.email ?? "", "203.0.113.9")).status).toBe(202);
    expect((await mailTo(amina?.email ?? "")).length).toBe(before);
    expect((await ask(amina?.email ?? "", "198.51.100.22")).status).toBe(202);
    expect((await mailTo(amina?.email ?? "")).length).toBe(before + 1);
  });
});
