/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com, "Signature scheme"): the signed
 * content is `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 keyed with the base64-decoded
 * part of the `whsec_` secret, sent as `v1,<base64>`; several signatures (a secret rotation's overlap)
 * are separated by spaces.
 */
import { signWebhook } from "#domain/webhooks";
import { randomBytes } from "#sandbox/crypto";

export { signWebhook };

const SECRET_PREFIX = "whsec_";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** A new signing secret: `whsec_` and 24 random bytes in base64 (the format Standard Webhooks uses). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(randomBytes(24));
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
