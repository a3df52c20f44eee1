import { z } from "zod";

/**
 * Idempotency keys of money-moving requests (loads, withdrawals, card orders). The page renders a
 * fresh key into its form; a double submission sends the same key, so the provider acts once.
 */

/** The form field holding a key, as the provider accepts it in the Idempotency-Key header. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
