/**
 * Reads what is left of a request's body. A worker that answers without reading the body (a refused
 * cross-site POST, an action whose guard answers 404 before it reads the form) leaves the rest of the
 * body on the connection; behind `wrangler dev`'s proxy (which served `npm start` and the end-to-end tests
 * until ADR 0190; the built worker has no bundler middleware to drain it) the next request on that
 * connection then failed with "Network connection lost" (cloudflare/workers-sdk#15203). Kept: any proxy
 * in front of the worker may reuse the connection. Draining costs nothing when the body was read, and at
 * most the body's size (already capped by the platform) when it was not.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done) {
      // Discarded: only the connection's state matters.
    }
  } catch {
    // A client that went away: nothing left to drain.
  }
}
