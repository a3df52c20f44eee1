/**
 * Webhooks (issue 21; ADRs 0164 and 0165): the access link and the console it opens, and deliveries
 * checked with a verifier written here from the Standard Webhooks specification (not the sandbox's).
 */
import { createMessageBatch, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { webhooksOverviewSchema } from "#contract/businesses";
import { WEBHOOK_HEALTH_WINDOW_DAYS, WEBHOOK_MAX_ATTEMPTS, webhookBackoffSeconds } from "#domain/webhooks";
import { now } from "#sandbox/clock";
import { BUSINESS_IDS, CARD_IDS } from "#sandbox/seed/personas";
import { attemptDelivery, consumeDeliveries } from "#sandbox/webhooks/delivery";
import { createEndpoint, rotateSecret } from "#sandbox/webhooks/endpoints";
import { type DeliveryJob, recordEvent } from "#sandbox/webhooks/events";
import { advanceClock, BASE, call, seedSmall, signin } from "./helpers";

/** Standard Webhooks verification, written from the published algorithm. */
async function verifies(secret: string, headers: Headers, body: string, toleranceSeconds = 300): Promise<boolean> {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signatures = headers.get("webhook-signature");
  if (!id || !timestamp || !signatures) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (ch) => ch.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  const expected = btoa(String.fromCharCode(...mac));
  return signatures.split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    return version === "v1" && value === expected;
  });
}

async function adminToken(email = "admin@harbor.test"): Promise<string> {
  return (await signin(email)).idToken;
}

/** Opens the console with a fresh access link: the session cookie. */
async function openConsole(token: string, businessId: string = BUSINESS_IDS.harbor): Promise<string> {
  const link = await call<{ url: string }>("GET", `/businesses/${businessId}/webhooks/accessLink`, { token });
  expect(link.status).toBe(200);
  const opened = await SELF.fetch(new URL(new URL(link.body.url).pathname, BASE), { redirect: "manual" });
  expect(opened.status).toBe(303);
  const cookie = opened.headers.get("set-cookie")?.match(/wh_console=([^;]+)/)?.[1];
  if (!cookie) throw new Error("no console cookie");
  return `wh_console=${cookie}`;
}

async function secretOf(endpointId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT secret FROM webhook_secrets WHERE endpoint_id = ? AND expires_at IS NULL")
    .bind(endpointId)
    .first<{ secret: string }>();
  return row?.secret ?? "";
}

const collect = () => {
  const jobs: DeliveryJob[] = [];
  return { jobs, send: async (more: readonly DeliveryJob[]) => void jobs.push(...more) };
};

beforeAll(async () => {
  await seedSmall();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare("DELETE FROM webhook_endpoints").run();
});

describe("the access link", () => {
  it("needs developerTools (403), webhooks on the business (404 webhooks_not_enabled), and is spent on first use", async () => {
    const viewer = await call("GET", `/businesses/${BUSINESS_IDS.harbor}/webhooks/accessLink`, {
      token: await adminToken("viewer@harbor.test"),
    });
    expect(viewer.status).toBe(403);
    const unity = await call("GET", `/businesses/${BUSINESS_IDS.unity}/webhooks/accessLink`, {
      token: await adminToken("super@unity.test"),
    });
    expect(unity.status).toBe(404);
    expect(unity.body).toMatchObject({ code: "webhooks_not_enabled" });
    const stranger = await call("GET", `/businesses/${BUSINESS_IDS.harbor}/webhooks/accessLink`, {
      token: await adminToken("super@unity.test"),
    });
    expect(stranger.status).toBe(404);

    const link = await call<{ url: string }>("GET", `/businesses/${BUSINESS_IDS.harbor}/webhooks/accessLink`, {
      token: await adminToken(),
    });
    const path = new URL(link.body.url).pathname;
    expect(path).toMatch(/^\/_sandbox\/webhooks\/open\/[A-Za-z0-9_-]{43}$/);
    const first = await SELF.fetch(new URL(path, BASE), { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/_sandbox/webhooks");
    expect(first.headers.get("set-cookie")).toMatch(/Path=\/_sandbox\/webhooks; Max-Age=3600; HttpOnly; SameSite=Strict/);
    const again = await SELF.fetch(new URL(path, BASE), { redirect: "manual" });
    expect(again.status).toBe(410);
  });

  it("opens a console scoped to its business: another business's endpoint does not exist there", async () => {
    const cookie = await openConsole(await adminToken());
    const page = await SELF.fetch(`${BASE}/_sandbox/webhooks`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Harbor Relief Network");
    const foreign = await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.metro, {
      url: "https://metro.test/hook",
      description: "",
      eventTypes: [],
    });
    for (const [method, path] of [
      ["GET", `/_sandbox/webhooks/endpoints/${foreign}`],
      ["POST", `/_sandbox/webhooks/endpoints/${foreign}/delete`],
      ["POST", `/_sandbox/webhooks/endpoints/${foreign}/rotate`],
      ["POST", `/_sandbox/webhooks/endpoints/${foreign}/test`],
      ["POST", `/_sandbox/webhooks/endpoints/${foreign}/event-types`],
    ] as const) {
      const reply = await SELF.fetch(`${BASE}${path}`, {
        method,
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "overlap=0" : undefined,
      });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    const anonymous = await SELF.fetch(`${BASE}/_sandbox/webhooks`);
    expect(anonymous.status).toBe(401);
  });

  it("adds an endpoint from the console, refusing a URL that cannot receive (and keeping what was typed)", async () => {
    const cookie = await openConsole(await adminToken());
    const form = (body: string) =>
      SELF.fetch(`${BASE}/_sandbox/webhooks/endpoints`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    const refused = await form("url=ftp%3A%2F%2Fexample.org%2Fhook&description=Case+system");
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toContain("Use an https:// URL");
    expect(text).toContain('value="Case system"');
    const added = await form("url=https%3A%2F%2Fcases.example.org%2Fhooks&eventTypes=card.updated&eventTypes=transfer.updated");
    expect(added.status).toBe(303);
    const row = await env.DB.prepare("SELECT url, event_types_json FROM webhook_endpoints WHERE business_id = ?")
      .bind(BUSINESS_IDS.harbor)
      .first();
    expect(row).toEqual({ url: "https://cases.example.org/hooks", event_types_json: '["card.updated","transfer.updated"]' });
  });
});

describe("deliveries", () => {
  it("a card change reaches a subscribed endpoint through the queue, signed so that an independent verifier accepts it", async () => {
    const received: { headers: Headers; body: string }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      received.push({ headers: request.headers, body: await request.text() });
      return new Response("ok", { status: 200 });
    });
    const endpointId = await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://cases.example.org/hooks",
      description: "",
      eventTypes: ["card.updated"],
    });
    const token = await adminToken();
    expect((await call("POST", `/cards/${CARD_IDS.maria}/lock`, { token })).status).toBe(200);
    await vi.waitFor(() => expect(received.length).toBe(1), { timeout: 15_000, interval: 100 });
    const [delivery] = received;
    if (!delivery) throw new Error("nothing delivered");
    const secret = await secretOf(endpointId);
    expect(await verifies(secret, delivery.headers, delivery.body)).toBe(true);
    expect(await verifies(secret, delivery.headers, delivery.body.replace("card_locked", "card_closed"))).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: "card.updated",
      data: { object: "card", id: CARD_IDS.maria, change: "card_locked" },
    });
    expect(delivery.headers.get("webhook-id")).toMatch(/^msg_/);
    await call("POST", `/cards/${CARD_IDS.maria}/unlock`, { token });
  });

  it("an endpoint that fails three times then succeeds gets the event again after each back-off; the console shows four attempts", async () => {
    const endpointId = await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://flaky.example.org/hook",
      description: "",
      eventTypes: [],
    });
    const { jobs, send } = collect();
    await recordEvent(env.DB, await now(env.DB), send, { businessId: BUSINESS_IDS.harbor, type: "card.updated", data: { id: "c1" } });
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as DeliveryJob;
    const ids = new Set<string>();
    let calls = 0;
    const fetcher = async (request: Request) => {
      ids.add(request.headers.get("webhook-id") ?? "");
      calls++;
      return calls <= 3 ? new Response("busy", { status: 503 }) : new Response("thanks", { status: 200 });
    };
    const delays: unknown[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const batch = createMessageBatch<DeliveryJob>("beacon-webhook-deliveries", [
        { id: `m${attempt}`, timestamp: new Date(), attempts: attempt, body: job },
      ]);
      const message = batch.messages[0];
      if (!message) throw new Error("no message");
      const retry = vi.spyOn(message, "retry");
      const ack = vi.spyOn(message, "ack");
      await consumeDeliveries(batch, env.DB, fetcher);
      if (attempt < 4) delays.push(retry.mock.calls[0]?.[0]);
      else expect(ack).toHaveBeenCalled();
    }
    expect(delays).toEqual([1, 2, 3].map((n) => ({ delaySeconds: webhookBackoffSeconds(n) })));
    expect(delays).toEqual([{ delaySeconds: 5 }, { delaySeconds: 20 }, { delaySeconds: 80 }]);
    expect(ids.size).toBe(1);

    const cookie = await openConsole(await adminToken());
    const page = await (await SELF.fetch(`${BASE}/_sandbox/webhooks/endpoints/${endpointId}`, { headers: { cookie } })).text();
    const attempts = page.match(/<table class="attempts">[\s\S]*?<\/table>/)?.[0] ?? "";
    expect(attempts.match(/<tr>\s*<td>\d+<\/td>/g)).toHaveLength(4);
    expect(attempts.match(/>Failed</g)).toHaveLength(3);
    expect(attempts).toContain(">503<");
    expect(attempts).toContain("thanks");
    expect(page).toContain("Delivered");
  });

  it("a transaction.created event carries data.change like every other event (issue 38 item 9)", async () => {
    const received: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      received.push(await new Request(input, init).text());
      return new Response("ok", { status: 200 });
    });
    await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://cases.example.org/transactions",
      description: "",
      eventTypes: ["transaction.created"],
    });
    const purchase = await call<{ transaction: { id: string } }>("POST", `/_sandbox/cards/${CARD_IDS.maria}/purchase`, {
      body: { amountCents: 321, merchantName: "Corner Market", merchantCategory: "grocery_stores_supermarkets" },
    });
    expect(purchase.status).toBe(201);
    await vi.waitFor(() => expect(received.length).toBe(1), { timeout: 15_000, interval: 100 });
    expect(JSON.parse(received[0] ?? "{}")).toMatchObject({
      type: "transaction.created",
      data: {
        object: "transaction",
        id: purchase.body.transaction.id,
        businessId: BUSINESS_IDS.harbor,
        change: "transaction_created",
        details: { cardId: CARD_IDS.maria, amountCents: 321, status: "pending" },
        cardId: CARD_IDS.maria,
        transaction: { id: purchase.body.transaction.id },
      },
    });
  });

  it("a console resend neither uses up a retry nor lengthens the back-off, and a failed one keeps the next attempt's time", async () => {
    const endpointId = await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://sometimes.example.org/hook",
      description: "",
      eventTypes: [],
    });
    const { jobs, send } = collect();
    await recordEvent(env.DB, await now(env.DB), send, { businessId: BUSINESS_IDS.harbor, type: "card.updated", data: { id: "c2" } });
    const job = jobs[0] as DeliveryJob;
    const failing = async () => new Response("busy", { status: 503 });
    const automatic = async (n: number) => {
      const batch = createMessageBatch<DeliveryJob>("beacon-webhook-deliveries", [
        { id: `x${n}`, timestamp: new Date(), attempts: n, body: job },
      ]);
      const message = batch.messages[0];
      if (!message) throw new Error("no message");
      const retry = vi.spyOn(message, "retry");
      await consumeDeliveries(batch, env.DB, failing);
      return retry.mock.calls[0]?.[0];
    };
    const nextAttempt = async () =>
      (
        await env.DB.prepare("SELECT next_attempt_at FROM webhook_deliveries WHERE id = ?")
          .bind(job.deliveryId)
          .first<{ next_attempt_at: string | null }>()
      )?.next_attempt_at;

    expect(await automatic(1)).toEqual({ delaySeconds: webhookBackoffSeconds(1) });
    const scheduled = await nextAttempt();
    expect(scheduled).toMatch(/^\d{4}-/);
    // Two failed resends while the retry is queued: the delivery stays pending with the same next attempt.
    for (let i = 0; i < 2; i++)
      expect(await attemptDelivery(env.DB, job.deliveryId, { trigger: "resend", fetcher: failing })).toMatchObject({ kind: "failed" });
    expect(await nextAttempt()).toBe(scheduled);
    const cookie = await openConsole(await adminToken());
    const page = await (await SELF.fetch(`${BASE}/_sandbox/webhooks/endpoints/${endpointId}`, { headers: { cookie } })).text();
    expect(page).toContain("Pending; next attempt at");
    // The queue's second attempt waits as a second attempt does, not as a fourth.
    expect(await automatic(2)).toEqual({ delaySeconds: webhookBackoffSeconds(2) });
    // And the queue still gets all its attempts: the delivery gives up only after its own last one.
    for (let n = 3; n < WEBHOOK_MAX_ATTEMPTS; n++) await automatic(n);
    expect((await env.DB.prepare("SELECT status FROM webhook_deliveries WHERE id = ?").bind(job.deliveryId).first())?.status).toBe(
      "pending",
    );
    await automatic(WEBHOOK_MAX_ATTEMPTS);
    expect(await env.DB.prepare("SELECT status, attempts FROM webhook_deliveries WHERE id = ?").bind(job.deliveryId).first()).toEqual({
      status: "failed",
      attempts: WEBHOOK_MAX_ATTEMPTS + 2,
    });
  });

  it("gives up after the last attempt", async () => {
    await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://down.example.org/hook",
      description: "",
      eventTypes: [],
    });
    const { jobs, send } = collect();
    await recordEvent(env.DB, await now(env.DB), send, { businessId: BUSINESS_IDS.harbor, type: "load.created", data: {} });
    const job = jobs[0] as DeliveryJob;
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const batch = createMessageBatch<DeliveryJob>("beacon-webhook-deliveries", [
        { id: `d${attempt}`, timestamp: new Date(), attempts: attempt, body: job },
      ]);
      await consumeDeliveries(batch, env.DB, async () => new Response("no", { status: 500 }));
    }
    const row = await env.DB.prepare("SELECT status, attempts FROM webhook_deliveries WHERE id = ?").bind(job.deliveryId).first();
    expect(row).toEqual({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });
  });

  it("after a rotation the old secret's signature verifies during the overlap and not after it", async () => {
    const endpointId = await createEndpoint(env.DB, await now(env.DB), BUSINESS_IDS.harbor, {
      url: "https://rotating.example.org/hook",
      description: "",
      eventTypes: [],
    });
    const oldSecret = await secretOf(endpointId);
    await rotateSecret(env.DB, await now(env.DB), endpointId, 24);
    const newSecret = await secretOf(endpointId);
    expect(newSecret).not.toBe(oldSecret);

    const deliverOnce = async () => {
      const { jobs, send } = collect();
      await recordEvent(env.DB, await now(env.DB), send, { businessId: BUSINESS_IDS.harbor, type: "card.updated", data: {} });
      let seen: { headers: Headers; body: string } | undefined;
      const batch = createMessageBatch<DeliveryJob>("beacon-webhook-deliveries", [
        { id: "r", timestamp: new Date(), attempts: 1, body: jobs[0] as DeliveryJob },
      ]);
      await consumeDeliveries(batch, env.DB, async (request) => {
        seen = { headers: request.headers, body: await request.text() };
        return new Response(null, { status: 204 });
      });
      if (!seen) throw new Error("not delivered");
      return seen;
    };
    const during = await deliverOnce();
    expect(await verifies(oldSecret, during.headers, during.body)).toBe(true);
    expect(await verifies(newSecret, during.headers, during.body)).toBe(true);

    await advanceClock({ hours: 25 });
    const after = await deliverOnce();
    expect(await verifies(oldSecret, after.headers, after.body)).toBe(false);
    expect(await verifies(newSecret, after.headers, after.body)).toBe(true);
  });
});

describe("the integrations overview (ADR 0183)", () => {
  type Overview = z.infer<typeof webhooksOverviewSchema>;
  const overview = (token: string, businessId: string = BUSINESS_IDS.harbor) =>
    call<Overview>("GET", `/businesses/${businessId}/webhooks/overview`, { token });

  /** One event for `endpointId` alone, attempted once by the queue's consumer with `answer`. */
  async function deliverTo(endpointId: string, answer: () => Promise<Response>): Promise<string> {
    const { jobs, send } = collect();
    await recordEvent(env.DB, await now(env.DB), send, { businessId: BUSINESS_IDS.harbor, type: "card.updated", data: {} }, endpointId);
    const job = jobs[0] as DeliveryJob;
    const batch = createMessageBatch<DeliveryJob>("beacon-webhook-deliveries", [
      { id: `o-${job.deliveryId}`, timestamp: new Date(), attempts: 1, body: job },
    ]);
    await consumeDeliveries(batch, env.DB, answer);
    return job.deliveryId;
  }

  it("is gated like the access link: developerTools (403), webhooks enabled (404), the caller's own tree (404)", async () => {
    expect((await overview(await adminToken("viewer@harbor.test"))).status).toBe(403);
    const unity = await overview(await adminToken("super@unity.test"), BUSINESS_IDS.unity);
    expect(unity.status).toBe(404);
    expect(unity.body).toMatchObject({ code: "webhooks_not_enabled" });
    expect((await overview(await adminToken("super@unity.test"))).status).toBe(404);
  });

  it("shows each endpoint's health and the failed deliveries of the window, and nothing of another business", async () => {
    const at = await now(env.DB);
    const healthy = await createEndpoint(env.DB, at, BUSINESS_IDS.harbor, {
      url: "https://ok.example.org/hook",
      description: "Cases",
      eventTypes: [],
    });
    const failing = await createEndpoint(env.DB, at, BUSINESS_IDS.harbor, {
      url: "https://down.example.org/hook",
      description: "",
      eventTypes: ["card.updated"],
    });
    const idle = await createEndpoint(env.DB, at, BUSINESS_IDS.harbor, {
      url: "https://new.example.org/hook",
      description: "",
      eventTypes: [],
    });
    await createEndpoint(env.DB, at, BUSINESS_IDS.metro, { url: "https://metro.example.org/hook", description: "", eventTypes: [] });
    await deliverTo(healthy, async () => new Response("ok", { status: 200 }));
    const failed = await deliverTo(failing, async () => new Response("busy", { status: 503 }));

    const reply = await overview(await adminToken("dev@harbor.test"));
    expect(reply.status).toBe(200);
    expect(webhooksOverviewSchema.parse(reply.body)).toEqual(reply.body);
    const byId = new Map(reply.body.endpoints.map((e) => [e.id, e]));
    expect([...byId.keys()].sort()).toEqual([healthy, failing, idle].sort());
    expect(byId.get(healthy)).toMatchObject({ health: "healthy", lastResponseCode: 200, delivered: 1, failed: 0, pending: 0 });
    expect(byId.get(failing)).toMatchObject({
      health: "failing",
      lastResponseCode: 503,
      delivered: 0,
      pending: 1,
      eventTypes: ["card.updated"],
    });
    expect(byId.get(idle)).toMatchObject({ health: "idle", lastAttemptAt: null, delivered: 0 });
    expect(reply.body.recentFailures).toEqual([
      expect.objectContaining({
        deliveryId: failed,
        endpointId: failing,
        eventType: "card.updated",
        status: "pending",
        attempts: 1,
        lastResponseCode: 503,
      }),
    ]);
    expect(reply.body.recentFailures[0]?.nextAttemptAt).not.toBeNull();

    // A resend that succeeds takes the delivery off the list and the endpoint back to healthy.
    const resent = await attemptDelivery(env.DB, failed, { trigger: "resend", fetcher: async () => new Response(null, { status: 204 }) });
    expect(resent.kind).toBe("succeeded");
    const after = await overview(await adminToken("dev@harbor.test"));
    expect(after.body.recentFailures).toEqual([]);
    expect(after.body.endpoints.find((e) => e.id === failing)).toMatchObject({ health: "healthy", lastResponseCode: 204 });

    // Outside the window an endpoint is idle again and its old deliveries are not counted.
    await advanceClock({ days: WEBHOOK_HEALTH_WINDOW_DAYS + 1 });
    const later = await overview(await adminToken("dev@harbor.test"));
    expect(later.body.endpoints.every((e) => e.health === "idle" && e.delivered + e.failed + e.pending === 0)).toBe(true);
  });
});
