/**
 * W3C Trace Context ids (ADR 0206): the request id the app logs, sends to the provider and shows on error
 * pages. A module without imports, so the provider client and the request log both use it.
 */

/** A new request id: a W3C trace id (16 random bytes, hex), never all zero. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[15] = (bytes[15] ?? 0) | 1;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The `traceparent` header (W3C Trace Context) that carries the request id to the provider. */
export function traceparent(requestId: string): string {
  const span = crypto.getRandomValues(new Uint8Array(8));
  span[7] = (span[7] ?? 0) | 1;
  return `00-${requestId}-${Array.from(span, (b) => b.toString(16).padStart(2, "0")).join("")}-01`;
}
