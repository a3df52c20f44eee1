/**
 * The ES256 key pair that signs id tokens. It is generated on first use and stored in D1 (never in
 * code); imported keys are cached per isolate by key id.
 */
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import type { z } from "zod";
import { jwksSchema } from "#contract/identity";
import { iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";

export const SIGNING_ALG = "ES256";

type KeyRow = { kid: string; public_jwk: string; private_jwk: string };

const privateKeys = new Map<string, CryptoKey>();
const publicKeys = new Map<string, CryptoKey>();

async function importKey(jwkText: string): Promise<CryptoKey> {
  const key = await importJWK(JSON.parse(jwkText) as JWK, SIGNING_ALG);
  if (key instanceof Uint8Array) throw new Error("Expected an asymmetric key");
  return key;
}

async function createKey(db: D1Database, now: number): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = newId("key");
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  // Two isolates may race on an empty table: the unique slot lets exactly one key become current.
  await db
    .prepare(
      "INSERT INTO signing_keys (kid, alg, public_jwk, private_jwk, slot, created_at) VALUES (?, ?, ?, ?, 'current', ?) ON CONFLICT (slot) DO NOTHING",
    )
    .bind(kid, SIGNING_ALG, JSON.stringify(publicJwk), JSON.stringify(privateJwk), iso(now))
    .run();
}

/** The current signing key, created if there is none. */
export async function signingKey(db: D1Database, now: number): Promise<{ kid: string; key: CryptoKey }> {
  const select = () => db.prepare("SELECT kid, public_jwk, private_jwk FROM signing_keys WHERE slot = 'current'").first<KeyRow>();
  let row = await select();
  if (!row) {
    await createKey(db, now);
    row = await select();
    if (!row) throw new Error("No signing key after creating one");
  }
  let key = privateKeys.get(row.kid);
  if (!key) {
    key = await importKey(row.private_jwk);
    privateKeys.set(row.kid, key);
  }
  return { kid: row.kid, key };
}

/** The public key with this id, or undefined for an unknown key id. */
export async function verificationKey(db: D1Database, kid: string): Promise<CryptoKey | undefined> {
  const cached = publicKeys.get(kid);
  if (cached) return cached;
  const row = await db.prepare("SELECT kid, public_jwk, private_jwk FROM signing_keys WHERE kid = ?").bind(kid).first<KeyRow>();
  if (!row) return undefined;
  const key = await importKey(row.public_jwk);
  publicKeys.set(kid, key);
  return key;
}

/** The public JSON Web Key Set (creating the first key if needed). */
export async function publicJwks(db: D1Database, now: number): Promise<z.infer<typeof jwksSchema>> {
  await signingKey(db, now);
  const { results } = await db.prepare("SELECT public_jwk FROM signing_keys ORDER BY created_at").all<{ public_jwk: string }>();
  return jwksSchema.parse({ keys: results.map((r) => JSON.parse(r.public_jwk) as unknown) });
}
