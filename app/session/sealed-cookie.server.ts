/**
 * Encrypted, authenticated cookie values (AES-256-GCM, WebCrypto). The key comes from the SESSION_SECRET
 * environment secret; a value sealed under another key, tampered with or truncated opens as null.
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

function sealingKey(secret: string): Promise<CryptoKey> {
  if (!secret || secret.length < 32) {
    throw new Error("SESSION_SECRET is missing or shorter than 32 characters");
  }
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

export async function seal(value: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(secret), encoder.encode(JSON.stringify(value)));
  return `${base64url(iv)}.${base64url(new Uint8Array(cipher))}`;
}

export async function unseal(sealed: string, secret: string): Promise<unknown> {
  const [ivText, cipherText, ...rest] = sealed.split(".");
  if (!ivText || !cipherText || rest.length > 0) return null;
  const iv = fromBase64url(ivText);
  const cipher = fromBase64url(cipherText);
  if (!iv || !cipher || iv.length !== 12) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, await sealingKey(secret), cipher);
    return JSON.parse(decoder.decode(plain));
  } catch {
    return null;
  }
}
