/**
 * Encrypted, authenticated cookie values (AES-256-GCM, WebCrypto). The key comes from the SESSION_SECRET
 * environment secret; a value sealed under another key, tampered with or truncated opens as null.
 *
 * Format `v2.<kid>.<iv>.<cipher>` (issue 12): the additional authenticated data binds the cookie's name,
 * the format version and the key id, so a value cannot be replayed under another cookie's name; the
 * key id names the secret that sealed it, so SESSION_SECRET can be rotated by moving the old secret to
 * SESSION_SECRET_PREVIOUS: values sealed under it still open until they expire (12 hours), new ones are
 * sealed under the new secret. Values of the older two-part format (no name binding) still open under
 * the current secret until they expire, so this change signs nobody out.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The secrets that may open a value, the current one (which seals) first. */
export type Secrets = string | readonly string[];

const VERSION = "v2";
/** The name bound when none is given: the session cookie, the one sealed cookie today. */
const DEFAULT_NAME = "__Host-session";

function ringOf(secrets: Secrets): readonly string[] {
  const ring = (typeof secrets === "string" ? [secrets] : secrets).filter((s) => s.length > 0);
  const current = ring[0];
  if (!current || current.length < 32) throw new Error("SESSION_SECRET is missing or shorter than 32 characters");
  return ring;
}

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
      return crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: encoder.encode("beacon-session-v1"), info: encoder.encode("cookie") },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    })();
    keyCache.set(secret, key);
  }
  return key;
}

const kidCache = new Map<string, Promise<string>>();

/** A short public id of a secret (not reversible): 8 bytes of SHA-256 over a label and the secret. */
function keyId(secret: string): Promise<string> {
  let kid = kidCache.get(secret);
  if (!kid) {
    kid = crypto.subtle
      .digest("SHA-256", encoder.encode(`beacon-session-kid:${secret}`))
      .then((digest) => base64url(new Uint8Array(digest).slice(0, 8)));
    kidCache.set(secret, kid);
  }
  return kid;
}

const additionalData = (name: string, kid: string) => encoder.encode(`${name}|${VERSION}|${kid}`);

/** Seals a value for the cookie `name` under the current secret. */
export async function seal(value: unknown, secrets: Secrets, name: string = DEFAULT_NAME): Promise<string> {
  const [current] = ringOf(secrets);
  const secret = current as string;
  const kid = await keyId(secret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(name, kid) },
    await sealingKey(secret),
    encoder.encode(JSON.stringify(value)),
  );
  return `${VERSION}.${kid}.${base64url(iv)}.${base64url(new Uint8Array(cipher))}`;
}

/** Opens a value sealed for the cookie `name` under any of the secrets; null for anything else. */
export async function unseal(sealed: string, secrets: Secrets, name: string = DEFAULT_NAME): Promise<unknown> {
  const ring = ringOf(secrets);
  const parts = sealed.split(".");
  if (parts.length === 2) return open(parts[0], parts[1], ring[0] as string, undefined);
  const [version, kid, ivText, cipherText] = parts;
  if (parts.length !== 4 || version !== VERSION || !kid) return null;
  for (const secret of ring) {
    if ((await keyId(secret)) === kid) return open(ivText, cipherText, secret, additionalData(name, kid));
  }
  return null;
}

async function open(
  ivText: string | undefined,
  cipherText: string | undefined,
  secret: string,
  aad: Uint8Array<ArrayBuffer> | undefined,
): Promise<unknown> {
  if (!ivText || !cipherText) return null;
  const iv = fromBase64url(ivText);
  const cipher = fromBase64url(cipherText);
  if (!iv || !cipher || iv.length !== 12) return null;
  try {
    const params = aad ? { name: "AES-GCM", iv, additionalData: aad } : { name: "AES-GCM", iv };
    const plain = await crypto.subtle.decrypt(params, await sealingKey(secret), cipher);
    return JSON.parse(decoder.decode(plain));
  } catch {
    return null;
  }
}
