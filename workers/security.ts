import { FRAME_POLICY_HEADER } from "#app/handle";

export { FRAME_POLICY_HEADER };

/**
 * Response hardening applied by the worker entry to every response it produces: pages, data requests,
 * redirects, errors and the sandbox helpers. Static assets get the same headers from public/_headers.
 */

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type PolicyOptions = {
  /**
   * Origins the page may frame (the provider's card-details frame: 'self' in sandbox mode, the provider's
   * origin otherwise). Empty: the page frames nothing (`frame-src 'none'`).
   */
  frameSources?: readonly string[];
  /** The response is the provider's card-details frame, which only this app's pages may embed. */
  embeddable?: boolean;
};

export function contentSecurityPolicy(nonce: string, options: PolicyOptions = {}): string {
  const frames = options.frameSources ?? [];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    frames.length > 0 ? `frame-src ${frames.join(" ")}` : "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    options.embeddable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** The card-details frame's own policy when its response brings none (it never replaces the frame's). */
const CARD_FRAME_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export function withSecurityHeaders(response: Response, nonce: string, options: PolicyOptions = {}): Response {
  // Responses from fetch() or the router may have immutable headers: copy once, then set.
  const secured = new Response(response.body, response);
  // A response that sends no referrer at all (the sandbox's hosted bank-linking page, whose address holds
  // its link token) keeps that: the default policy would send this origin along.
  const sendsNoReferrer = response.headers.get("Referrer-Policy") === "no-referrer";
  secured.headers.delete(FRAME_POLICY_HEADER);
  // The card-details frame keeps its own policy (no scripts, embeddable by this origin only).
  const framePolicy = response.headers.get("Content-Security-Policy");
  secured.headers.set(
    "Content-Security-Policy",
    options.embeddable ? withFrameAncestorsSelf(framePolicy ?? CARD_FRAME_POLICY) : contentSecurityPolicy(nonce, options),
  );
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) secured.headers.set(name, value);
  if (options.embeddable) secured.headers.set("X-Frame-Options", "SAMEORIGIN");
  if (options.embeddable || sendsNoReferrer) secured.headers.set("Referrer-Policy", "no-referrer");
  return secured;
}

/** A frame policy always limits its embedding to this origin, whatever it said. */
function withFrameAncestorsSelf(policy: string): string {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d !== "" && !d.startsWith("frame-ancestors"));
  return [...directives, "frame-ancestors 'self'"].join("; ");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard, run before any action: a state-changing request must come from
 * this origin. Browsers send Origin on every POST/PUT/PATCH/DELETE and Sec-Fetch-Site on every
 * request; a request carrying neither is refused too, since no browser form produces it.
 */
export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  // Sec-Fetch-Site, which only the browser sets, decides when it is there: a page that sends no referrer
  // (the sandbox's hosted pages, ADR 0159) makes the browser send `Origin: null` on its own same-origin
  // form posts, so Origin alone would refuse them. Older browsers without it are judged by Origin.
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("Origin");
  return origin !== new URL(request.url).origin;
}
