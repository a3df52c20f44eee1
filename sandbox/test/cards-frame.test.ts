import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { redactPath } from "#sandbox/app";
import { cardSecrets, completeLuhn, groupPan, luhnValid, SANDBOX_BIN } from "#sandbox/cards/secrets";
import { sha256Hex } from "#sandbox/crypto";
import { BUSINESS_IDS, CARD_IDS } from "#sandbox/seed/personas";
import { cardRow, pickCard } from "./cards-helpers";
import { advanceClock, call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;
type TokenReply = { clientToken: string; expiresAt: string };

describe("card numbers", () => {
  it("Luhn: known numbers, and completing a number around a fixed suffix", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("79927398713")).toBe(false); // too short for a card
    for (const suffix of ["424242", "000000", "999999", "123456"]) {
      const pan = completeLuhn(`${SANDBOX_BIN}123`, suffix);
      expect(pan).toHaveLength(16);
      expect(pan.endsWith(suffix)).toBe(true);
      expect(luhnValid(pan)).toBe(true);
    }
  });

  it("every card gets a stable 16-digit number ending in its last six digits and a 3-digit CVV", async () => {
    const { results } = await env.DB.prepare("SELECT id, last6 FROM cards LIMIT 300").all<{ id: string; last6: string }>();
    for (const card of results) {
      const secrets = await cardSecrets(card.id, card.last6);
      expect(secrets.pan).toMatch(/^\d{16}$/);
      expect(secrets.pan.startsWith(SANDBOX_BIN)).toBe(true);
      expect(secrets.pan.endsWith(card.last6)).toBe(true);
      expect(luhnValid(secrets.pan)).toBe(true);
      expect(secrets.cvv).toMatch(/^\d{3}$/);
      expect(await cardSecrets(card.id, card.last6)).toEqual(secrets);
    }
    expect(groupPan("4000001234567890")).toBe("4000 0012 3456 7890");
  });
});

describe("client tokens and the card-details frame", () => {
  it("a single-use token opens a locked-down frame with number, CVV and expiry once", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const clockBefore = await call<{ now: string }>("GET", "/_sandbox/clock");
    const reply = await call<TokenReply>("GET", `/cards/${card.id}/clientToken`, { token: admin.token });
    const clockAfter = await call<{ now: string }>("GET", "/_sandbox/clock");
    expect(reply.status).toBe(200);
    expect(reply.body.clientToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored, with the issue time taken from the sandbox clock (not the test's wall clock,
    // ADR 0015) and an expiry exactly five minutes later, which is what the caller is told.
    const stored = await env.DB.prepare("SELECT token_hash, created_at, expires_at FROM card_client_tokens WHERE card_id = ?")
      .bind(card.id)
      .first<{ token_hash: string; created_at: string; expires_at: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(reply.body.clientToken));
    const issuedAt = Date.parse(stored?.created_at ?? "");
    expect(issuedAt).toBeGreaterThanOrEqual(Date.parse(clockBefore.body.now));
    expect(issuedAt).toBeLessThanOrEqual(Date.parse(clockAfter.body.now));
    expect(stored?.expires_at).toBe(reply.body.expiresAt);
    expect(Date.parse(reply.body.expiresAt) - issuedAt).toBe(5 * 60_000);

    const frame = await call<string>("GET", `/_sandbox/card-frame/${reply.body.clientToken}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-type")).toContain("text/html");
    const csp = frame.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("script-src");
    expect(frame.headers.get("cache-control")).toBe("no-store");
    expect(frame.headers.get("referrer-policy")).toBe("no-referrer");
    expect(frame.headers.get("x-content-type-options")).toBe("nosniff");
    const { pan, cvv } = await cardSecrets(card.id, card.last6);
    const page = frame.body;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<link rel="stylesheet" href="/_sandbox/sandbox.css">');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\sstyle=/i);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).toContain(`<dt>Card number</dt><dd class="pan" translate="no">${groupPan(pan)}</dd>`);
    expect(page).toContain(`<dt>CVV</dt><dd translate="no">${cvv}</dd>`);
    expect(page).toContain(`<dt>Expiration (MM/YY)</dt><dd translate="no">${card.expiration}</dd>`);

    const again = await call<string>("GET", `/_sandbox/card-frame/${reply.body.clientToken}`);
    expect(again.status).toBe(410);
    expect(again.body).toContain("This link has expired");
    expect(again.body).not.toContain(cvv);
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("tokens expire after five minutes on the sandbox clock; unknown tokens are expired links", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const reply = await call<TokenReply>("GET", `/cards/${card.id}/clientToken`, { token: admin.token });
    await advanceClock({ minutes: 6 });
    expect((await call("GET", `/_sandbox/card-frame/${reply.body.clientToken}`)).status).toBe(410);
    expect((await call("GET", "/_sandbox/card-frame/not-a-token")).status).toBe(410);
    expect((await call("GET", `/_sandbox/card-frame/${"A".repeat(43)}`)).status).toBe(410);
  });

  it("the frame is also at the provider's own path /card-frame/{token}, once (an app reaching the sandbox by URL, ADR 0205)", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const reply = await call<TokenReply>("GET", `/cards/${card.id}/clientToken`, { token: admin.token });
    expect((await call("GET", `/card-frame/${reply.body.clientToken}`)).status).toBe(200);
    expect((await call("GET", `/_sandbox/card-frame/${reply.body.clientToken}`)).status).toBe(410);
  });

  it("a token dies with its card: closing the card before opening it gives an expired link", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const reply = await call<TokenReply>("GET", `/cards/${card.id}/clientToken`, { token: admin.token });
    await env.DB.prepare("UPDATE cards SET status = 'closed' WHERE id = ?").bind(card.id).run();
    expect((await call("GET", `/_sandbox/card-frame/${reply.body.clientToken}`)).status).toBe(410);
  });

  it("who may ask: resendVirtualCard on the card's business and the linked cardholder; nobody else (ADR 0096)", async () => {
    const virtual = await pickCard(harbor, "status = 'active' AND form_factor = 'virtual'");
    const viewer = await as("viewer@harbor.test");
    expect((await call("GET", `/cards/${virtual.id}/clientToken`, { token: viewer.token })).status).toBe(403);
    const lee = await as("lee@cardholder.test", "cardholder");
    const own = await call<TokenReply>("GET", `/cards/${CARD_IDS.lee}/clientToken`, { token: lee.token });
    expect(own.status).toBe(200);
    expect((await call("GET", `/_sandbox/card-frame/${own.body.clientToken}`)).status).toBe(200);
    const maria = await as("maria@cardholder.test", "cardholder");
    expect((await call("GET", `/cards/${CARD_IDS.lee}/clientToken`, { token: maria.token })).status).toBe(404);
    const unity = await as("super@unity.test");
    expect((await call("GET", `/cards/${virtual.id}/clientToken`, { token: unity.token })).status).toBe(404);
    expect((await call("GET", `/cards/${virtual.id}/clientToken`)).status).toBe(401);
  });

  it("error logs never carry a client token", () => {
    expect(redactPath("/_sandbox/card-frame/abcDEF123_-x")).toBe("/_sandbox/card-frame/[redacted]");
    expect(redactPath("/cards/HB4M7R2KQ9/details")).toBe("/cards/HB4M7R2KQ9/details");
    // The provider's own paths, served for an app that reaches the sandbox by URL (ADR 0205).
    expect(redactPath("/card-frame/abcDEF123_-x")).toBe("/card-frame/[redacted]");
    expect(redactPath("/bank-link/abcDEF123_-x")).toBe("/bank-link/[redacted]");
  });

  it("refuses physical (card_is_physical), inactive and closed cards (card_blocked)", async () => {
    const admin = await as("admin@harbor.test");
    const physical = await pickCard(harbor, "status = 'active' AND form_factor = 'physical'");
    expect((await call("GET", `/cards/${physical.id}/clientToken`, { token: admin.token })).body.code).toBe("card_is_physical");
    const closed = await pickCard(harbor, "status = 'closed' AND form_factor = 'virtual'");
    expect((await call("GET", `/cards/${closed.id}/clientToken`, { token: admin.token })).body.code).toBe("card_blocked");
    const superUser = await as("super@unity.test");
    const inactive = await pickCard(BUSINESS_IDS.unityRapid, "status = 'inactive'");
    expect((await call("GET", `/cards/${inactive.id}/clientToken`, { token: superUser.token })).body.code).toBe("card_blocked");
    expect((await cardRow(inactive.id)).status).toBe("inactive");
  });
});
