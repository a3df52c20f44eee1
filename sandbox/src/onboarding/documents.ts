/**
 * Document uploads (docs/decisions/0147): a short-lived upload link per file, the file PUT to it and
 * streamed into R2, and endUploadSession, after which (and only after which) the document counts. The
 * link carries a random token stored as its hash (the sandbox's stand-in for an S3 presigned URL);
 * it works for 10 minutes, for one object, for the declared type and size, and once.
 */
import type { Hono } from "hono";
import { DOCUMENT_MAX_BYTES, type DocumentContentType, type DocumentType, UPLOAD_LINK_TTL_MS } from "#domain/onboarding";
import { iso } from "#sandbox/clock";
import { constantTimeEqual, randomToken, sha256Hex } from "#sandbox/crypto";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, conflict, notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

export const UPLOAD_PATH = "/onboarding/uploads";

type UploadRow = {
  id: string;
  business_id: string;
  purpose: "document" | "bulk_import";
  document_type: string;
  status: "open" | "closed";
  content_type: string;
  size_bytes: number;
  object_key: string;
  upload_token_hash: string;
  expires_at: string;
  uploaded_at: string | null;
};

/** Opens an upload session and returns its link (absolute, on the address the caller used). */
export async function createUploadLink(
  db: D1Database,
  now: number,
  origin: string,
  request: {
    businessId: string;
    purpose: "document" | "bulk_import";
    documentType: DocumentType | "bulk_import";
    fileName: string;
    contentType: DocumentContentType | "text/csv";
    sizeBytes: number;
  },
): Promise<{ url: string; uploadSessionId: string; key: string; expiresAt: string }> {
  const id = newId("upl");
  const token = randomToken();
  const key = `${request.purpose}/${request.businessId}/${id}`;
  const expiresAt = iso(now + UPLOAD_LINK_TTL_MS);
  await db
    .prepare(
      `INSERT INTO document_uploads (id, business_id, person_id, document_type, status, created_at, expires_at, purpose, file_name, content_type,
       size_bytes, object_key, upload_token_hash) VALUES (?, ?, NULL, ?, 'open', ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      request.businessId,
      request.documentType,
      iso(now),
      expiresAt,
      request.purpose,
      request.fileName,
      request.contentType,
      request.sizeBytes,
      key,
      await sha256Hex(token),
    )
    .run();
  const url = new URL(`${UPLOAD_PATH}/${id}`, origin);
  url.searchParams.set("token", token);
  return { url: url.toString(), uploadSessionId: id, key, expiresAt };
}

const uploadRefused = () => new ApiFailure(403, "upload_link_invalid", "This upload link is not valid.");

/**
 * PUT {UPLOAD_PATH}/{id}?token=…: the file itself. The body streams into R2 and is refused when its type
 * or size is not the declared one; a broken or short body leaves no object (R2 writes whole objects).
 */
export function uploadRoutes(app: Hono<SandboxHono>): void {
  app.put(`${UPLOAD_PATH}/:id`, async (c) => {
    const db = c.env.DB;
    const now = c.get("now");
    const row = await db.prepare("SELECT * FROM document_uploads WHERE id = ?").bind(c.req.param("id")).first<UploadRow>();
    const token = c.req.query("token") ?? "";
    const given = new TextEncoder().encode(await sha256Hex(token));
    if (!row || !constantTimeEqual(given, new TextEncoder().encode(row.upload_token_hash))) throw uploadRefused();
    if (row.expires_at <= iso(now))
      throw new ApiFailure(403, "upload_link_expired", "This upload link has expired. Start the upload again.");
    if (row.status !== "open" || row.uploaded_at !== null) throw conflict("upload_done", "This file was already uploaded.");
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim();
    if (type !== row.content_type) throw new ApiFailure(415, "document_type_unsupported", "The file's type is not the one announced.");
    const length = Number(c.req.header("content-length") ?? Number.NaN);
    if (!Number.isInteger(length) || length < 1) throw new ApiFailure(411, "length_required", "Send the file with its length.");
    if (length > DOCUMENT_MAX_BYTES) throw new ApiFailure(413, "document_too_large", "The file is larger than 10 MB.");
    // size_bytes 0: a /utils/presignedUrl link, which declares no size (any up to the limit).
    if (row.size_bytes > 0 && length !== row.size_bytes)
      throw new ApiFailure(400, "upload_size_mismatch", "The file's size is not the one announced.");
    const body = c.req.raw.body;
    if (!body) throw new ApiFailure(400, "upload_empty", "The file is empty.");
    // Claimed before the write, in one guarded statement: of two PUTs at once only one writes (L7).
    const claim = await db
      .prepare("UPDATE document_uploads SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL AND uploaded_at IS NULL AND status = 'open'")
      .bind(iso(now), row.id)
      .run();
    if (claim.meta.changes !== 1) throw conflict("upload_done", "This file was already uploaded.");
    const release = () =>
      db.prepare("UPDATE document_uploads SET claimed_at = NULL WHERE id = ? AND uploaded_at IS NULL").bind(row.id).run();
    let stored: R2Object | null;
    try {
      stored = await c.env.DOCUMENTS.put(row.object_key, body, { httpMetadata: { contentType: row.content_type } });
    } catch (error) {
      await release();
      throw error;
    }
    if (!stored || stored.size !== length) {
      await c.env.DOCUMENTS.delete(row.object_key);
      // A broken body may be sent again with the same link.
      await release();
      throw new ApiFailure(400, "upload_incomplete", "The file did not arrive whole. Try again.");
    }
    await db
      .prepare("UPDATE document_uploads SET uploaded_at = ?, size_bytes = ? WHERE id = ? AND uploaded_at IS NULL")
      .bind(iso(now), length, row.id)
      .run();
    return c.body(null, 204);
  });
}

/** Closes a session whose whole file arrived: from now on the document counts. */
export async function endUploadSession(
  db: D1Database,
  bucket: R2Bucket,
  now: number,
  businessId: string,
  sessionId: string,
): Promise<string> {
  const row = await db
    .prepare("SELECT * FROM document_uploads WHERE id = ? AND business_id = ?")
    .bind(sessionId, businessId)
    .first<UploadRow>();
  if (!row) throw notFound("No such upload session");
  if (row.status === "closed") return row.document_type;
  const object = row.uploaded_at ? await bucket.head(row.object_key) : null;
  if (!object || object.size !== row.size_bytes || row.size_bytes < 1)
    throw conflict("upload_incomplete", "The file has not arrived whole yet.");
  await db.prepare("UPDATE document_uploads SET status = 'closed', closed_at = ? WHERE id = ?").bind(iso(now), row.id).run();
  return row.document_type;
}
