/**
 * Password hashing: salted PBKDF2-SHA256 through WebCrypto at OWASP's 600,000 iterations, 16-byte random
 * salt, 32-byte hash, constant-time comparison. workerd refuses more than 100,000 iterations in one
 * deriveBits call, so the work is done in stages of 100,000 in sequence, each keyed by the previous
 * stage's output: a guess costs 600,000 HMAC-SHA256 rounds that cannot run side by side (ADR 0201).
 * A hash of 100,000 iterations or fewer is the single stage it always was, so older hashes still verify;
 * they are upgraded at the next password sign-in.
 */
import { constantTimeEqual, fromBase64Url, randomBytes, toBase64Url } from "#sandbox/crypto";

export const PBKDF2_ITERATIONS = 600_000;
/** The most iterations workerd's PBKDF2 takes in one call. */
const STAGE_ITERATIONS = 100_000;
const HASH_BITS = 256;

export type PasswordHash = {
  algorithm: "PBKDF2-SHA256";
  iterations: number;
  /** base64url */
  salt: string;
  /** base64url */
  hash: string;
};

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  let input: Uint8Array<ArrayBuffer> = new TextEncoder().encode(password);
  for (let left = iterations; left > 0; left -= STAGE_ITERATIONS) {
    const key = await crypto.subtle.importKey("raw", input, "PBKDF2", false, ["deriveBits"]);
    const stage = Math.min(left, STAGE_ITERATIONS);
    input = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: stage }, key, HASH_BITS));
  }
  return input;
}

/** Whether a stored hash is weaker than today's cost (upgraded at the next password sign-in). */
export const needsRehash = (stored: PasswordHash): boolean => stored.iterations < PBKDF2_ITERATIONS;

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return { algorithm: "PBKDF2-SHA256", iterations: PBKDF2_ITERATIONS, salt: toBase64Url(salt), hash: toBase64Url(hash) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const actual = await derive(password, fromBase64Url(stored.salt), stored.iterations);
  return constantTimeEqual(actual, fromBase64Url(stored.hash));
}

/** Spends the same work as a real check, so unknown accounts answer as slowly as wrong passwords. */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, randomBytes(16), PBKDF2_ITERATIONS);
  return false;
}
