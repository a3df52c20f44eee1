/**
 * Password hashing: salted PBKDF2-SHA256 through WebCrypto, 100,000 iterations (the most workerd
 * allows), 16-byte random salt, 32-byte hash, constant-time comparison.
 */
import { constantTimeEqual, fromBase64Url, randomBytes, toBase64Url } from "#sandbox/crypto";

export const PBKDF2_ITERATIONS = 100_000;
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
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

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
