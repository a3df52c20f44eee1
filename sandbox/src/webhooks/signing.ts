/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, "Signature scheme"): the signed
 * content is `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 keyed with the base64-decoded
 * part of the `whsec_` secret, sent as `v1,<base64>`; several signatures (a secret rotation's overlap)
 * are separated by spaces.
 */
import { randomBytes } from "#sandbox/crypto";

const encoder = new TextEncoder();
const SECRET_PREFIX = "whsec_";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new signing secret: `whsec_` and 24 random bytes in base64 (the format Standard Webhooks uses). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(randomBytes(24));
}

/** `v1,<base64 HMAC-SHA256>` of one message with one secret. */
export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const keyBytes = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestampSeconds}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The three headers of one delivery, signed with every secret that is still live (newest first). */
export async function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): Promise<Record<string, string>> {
  const signatures = await Promise.all(secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)));
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": signatures.join(" "),
  };
}
