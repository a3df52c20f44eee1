/**
 * The fault switch (issue 12, ADR 0130): the next calls to one endpoint fail the chosen way; the ones
 * that spoil the answer after the call (malformed, hang) still did the work, and a retry with the
 * same idempotency key moves the money once.
 */

import { SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Load } from "#contract/entities";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { cardRow, newKey, pickCard } from "./cards-helpers";
import { BASE, call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);
afterEach(async () => {
  await call("DELETE", "/_sandbox/faults");
});

const harbor = BUSINESS_IDS.harbor;

describe("fault switch", () => {
  it("refuses an endpoint the provider API does not have, and lists what is armed", async () => {
    const unknown = await call("POST", "/_sandbox/faults", { body: { endpoint: "cards.nope", mode: "error" } });
    expect(unknown.status).toBe(400);
    const armed = await call<{ faults: { endpoint: string; remaining: number }[] }>("POST", "/_sandbox/faults", {
      body: { endpoint: "businesses.listPrograms", mode: "error", count: 2 },
    });
    expect(armed.body.faults).toEqual([expect.objectContaining({ endpoint: "businesses.listPrograms", remaining: 2 })]);
    const cleared = await call<{ faults: unknown[] }>("DELETE", "/_sandbox/faults");
    expect(cleared.body.faults).toEqual([]);
  });

  it("error: the next N calls to that endpoint answer 500, then it works again; other endpoints are untouched", async () => {
    const admin = await as("admin@harbor.test");
    await call("POST", "/_sandbox/faults", { body: { endpoint: "businesses.listPrograms", mode: "error", count: 2 } });
    const path = `/businesses/${harbor}/programs?limit=5`;
    const other = await call("GET", `/businesses/${harbor}/tags?limit=5`, { token: admin.token });
    expect(other.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call("GET", path, { token: admin.token })).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it("rate_limit: 429 with Retry-After, before the call does anything", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    await call("POST", "/_sandbox/faults", { body: { endpoint: "cards.load", mode: "rate_limit" } });
    const reply = await call("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: { "idempotency-key": newKey() },
      body: { loads: [{ cardId: card.id, amountCents: 100 }] },
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get("retry-after")).toBe("30");
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents);
  });

  it("malformed: the load happened but its answer is not JSON; the retry with the same key answers it and moves nothing more", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    const key = newKey();
    const body = { loads: [{ cardId: card.id, amountCents: 2_500 }] };
    await call("POST", "/_sandbox/faults", { body: { endpoint: "cards.load", mode: "malformed" } });
    const spoiled = await SELF.fetch(`${BASE}/cards/business/${harbor}/load`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    });
    await expect(spoiled.json()).rejects.toThrow();
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 2_500);
    const retry = await call<{ loads: Load[] }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: { "idempotency-key": key },
      body,
    });
    expect(retry.status).toBe(201);
    expect(retry.body.loads[0]?.amountCents).toBe(2_500);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 2_500);
  });

  it("hang: the work is done and written while the answer is still held back; then it arrives", async () => {
    // No time is asserted (ADR 0015): the order of events is. The load must be in the database while
    // its answer has not come back yet, and the answer must then come, once, with the load in it.
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    await call("POST", "/_sandbox/faults", { body: { endpoint: "cards.load", mode: "hang", hangMs: 3_000 } });
    let answered = false;
    const reply = call<{ loads: Load[] }>("POST", `/cards/business/${harbor}/load`, {
      token: admin.token,
      headers: { "idempotency-key": newKey() },
      body: { loads: [{ cardId: card.id, amountCents: 700 }] },
    }).then((r) => {
      answered = true;
      return r;
    });
    await expect.poll(async () => (await cardRow(card.id)).balance_cents, { interval: 20 }).toBe(card.balance_cents + 700);
    expect(answered).toBe(false);
    const held = await reply;
    expect(held.status).toBe(201);
    expect(held.body.loads[0]?.amountCents).toBe(700);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents + 700);
  });
});
