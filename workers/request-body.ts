import type { BodyProblem } from "#app/http";

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

/**
 * The most a form post may carry: an import's file (5 MB) with the form's framing. A bigger or endless
 * body is refused before it is read further.
 */
export const FORM_BODY_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * Paths whose form carries a document that is streamed on as it arrives (ADR 0185) and read by its own
 * parser, which already answers a broken or oversize body: only the content type is checked here.
 */
const STREAMED_UPLOAD_PATH = /^\/[^/]+\/submitConfirmation\/?$/;

/**
 * The import pages (`/:businessId/import/<kind>`): a body over the limit is an import file over 5 MB,
 * so the page says that in its own words (review L13, ADR 0248), whether the length was announced or the
 * body came in chunks without one and was counted as it streamed.
 */
const IMPORT_PAGE_PATH = /^\/[^/]+\/import\/[^/]+(?:\/[^/]+)?\/?$/;

function tooLarge(request: Request): BodyProblem {
  const importPage = IMPORT_PAGE_PATH.test(new URL(request.url).pathname);
  return { status: 413, message: importPage ? "imports.file.tooLarge" : "common.requestBody.tooLarge" };
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Every request that changes something comes from one of the app's forms: a URL-encoded or multipart
 * form body. Read once before routing, so that no route can meet a body it cannot parse: another or no
 * content type is 415, a body over FORM_BODY_MAX_BYTES is 413, and a multipart body that does not parse
 * (no boundary, cut short, not multipart at all) is 400. A good body comes back as a request whose body
 * is already in memory, which every action reads as before.
 */
export async function readFormBody(request: Request): Promise<{ request: Request } | BodyProblem> {
  if (!MUTATING.has(request.method.toUpperCase())) return { request };
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) return { status: 415, message: "common.requestBody.unsupported" };
  const multipart = /^multipart\//i.test(type);
  if (multipart && !/;\s*boundary=("[^"]{1,70}"|[^\s;]{1,70})/i.test(type)) return { status: 400, message: "common.requestBody.malformed" };
  if (STREAMED_UPLOAD_PATH.test(new URL(request.url).pathname)) return { request };
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > FORM_BODY_MAX_BYTES) return tooLarge(request);
  const bytes = await readAtMost(request, FORM_BODY_MAX_BYTES);
  if (bytes === null) return tooLarge(request);
  if (multipart) {
    try {
      await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    } catch {
      return { status: 400, message: "common.requestBody.malformed" };
    }
  }
  return { request: new Request(request.url, { method: request.method, headers: request.headers, body: bytes }) };
}

/** The body's bytes, or null when it is longer than `max` (reading stops there). */
async function readAtMost(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
