import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "#sandbox/auth/passwords";
import { toBase64Url } from "#sandbox/crypto";
import { DEMO_PASSWORD } from "#sandbox/seed/personas";
import { seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

/** A hash as the sandbox stored them before ADR 0201: one PBKDF2 call of 100,000 iterations. */
async function legacyHash(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 }, key, 256);
  return { salt: toBase64Url(salt), hash: toBase64Url(new Uint8Array(bits)) };
}

describe("password hashing at OWASP's cost (issue 34 item 12, ADR 0201)", () => {
  it("new hashes take 600,000 PBKDF2-SHA256 iterations and verify only the right password", async () => {
    const stored = await hashPassword("Correct#Horse1");
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(stored.iterations).toBe(600_000);
    expect(await verifyPassword("Correct#Horse1", stored)).toBe(true);
    expect(await verifyPassword("Correct#Horse2", stored)).toBe(false);
  });

  it("an older 100,000-iteration hash still signs in, and is replaced by a 600,000-iteration one", async () => {
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = 'admin@harbor.test'").first<{ id: string }>();
    const old = await legacyHash(DEMO_PASSWORD);
    await env.DB.prepare("UPDATE credentials SET iterations = 100000, salt = ?, hash = ? WHERE realm = 'business' AND subject_id = ?")
      .bind(old.salt, old.hash, user?.id)
      .run();
    await signin("admin@harbor.test", "business", DEMO_PASSWORD);
    const row = await env.DB.prepare("SELECT iterations, hash FROM credentials WHERE realm = 'business' AND subject_id = ?")
      .bind(user?.id)
      .first<{ iterations: number; hash: string }>();
    expect(row?.iterations).toBe(600_000);
    expect(row?.hash).not.toBe(old.hash);
    await signin("admin@harbor.test", "business", DEMO_PASSWORD);
  });
});
