import { MalformedMultipart, peek, readStreamedForm } from "#app/multipart.server";
import type { ProviderClient } from "#app/provider/client.server";
import { onboarding } from "#contract/onboarding";
import type { ValidationMessageKey } from "#domain/messages";
import { DOCUMENT_MAX_BYTES, type DocumentContentType, type DocumentType, isDocumentContentType } from "#domain/onboarding";

/**
 * A document from a plain multipart form (no JavaScript) on to the provider's short-lived upload link
 * (docs/decisions/0147, 0162, 0185): the file is checked (type by its first bytes as well as its label,
 * size), streamed on with its exact length, and counts only once the provider confirms the whole file
 * arrived (endUploadSession). A failure at any point leaves nothing that counts, and says so.
 */

/** Room for the form's other fields and the multipart framing around one file of the largest size. */
export const UPLOAD_REQUEST_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

/** Whether a request announces a body too large to be one allowed document (refused before reading it). */
export function uploadTooLarge(request: Request): boolean {
  const length = Number(request.headers.get("Content-Length"));
  return Number.isFinite(length) && length > UPLOAD_REQUEST_MAX_BYTES;
}

/** The type the file's first bytes say it is: PDF, PNG or JPEG, or null. */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf"; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  return null;
}

/** A file name the provider stores (letters, digits, space, dot, dash, underscore), keeping the extension. */
export function safeFileName(name: string, contentType: DocumentContentType): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ._-]/g, "_")
    .replace(/^[ .]+/, "")
    .slice(-120)
    .trim();
  if (cleaned && /\.[A-Za-z0-9]{2,4}$/.test(cleaned)) return cleaned;
  const extension = contentType === "application/pdf" ? "pdf" : contentType === "image/png" ? "png" : "jpg";
  return `${cleaned || "document"}.${extension}`;
}

export type UploadOutcome = { ok: true } | { ok: false; problem: ValidationMessageKey };

/** A document on its way: its name and type as the browser gave them, its size, and its bytes as a stream. */
export type IncomingDocument = { name: string; type: string; size: number; stream: ReadableStream<Uint8Array> };

type FixedLengthStreamClass = new (length: number) => TransformStream<Uint8Array, Uint8Array>;

/**
 * The bytes as a body of exactly `size` bytes (Workers' `FixedLengthStream`, so the upload link's signed
 * Content-Length is sent and the body is not chunked); a source that ends early or errors fails the PUT.
 * Outside Workers (unit tests) the stream itself.
 */
function sizedBody(stream: ReadableStream<Uint8Array>, size: number): ReadableStream<Uint8Array> {
  const FixedLength = (globalThis as { FixedLengthStream?: FixedLengthStreamClass }).FixedLengthStream;
  if (!FixedLength) return stream;
  const { readable, writable } = new FixedLength(size);
  stream.pipeTo(writable).catch(() => undefined);
  return readable;
}

/**
 * Checks and uploads one document as it arrives (docs/decisions/0185-streamed-document-upload.md); the
 * caller has already validated its presence, label and size. Its first bytes are read to check its type;
 * the rest goes on to the upload link without being held whole.
 */
export async function uploadDocument(
  provider: ProviderClient,
  visitor: { businessId: string; linkToken?: string },
  documentType: DocumentType,
  file: IncomingDocument,
): Promise<UploadOutcome> {
  const peeked = await peek(file.stream, 8).catch((error: unknown) => {
    // The body broke off or was not what it claimed before the file's first bytes: nothing was sent.
    if (error instanceof MalformedMultipart || error instanceof TypeError) return null;
    throw error;
  });
  if (!peeked) return { ok: false, problem: "documentUploadFailed" };
  const { head, stream } = peeked;
  const sniffed = sniffContentType(head);
  if (!sniffed || !isDocumentContentType(file.type) || sniffed !== file.type) {
    await stream.cancel();
    return { ok: false, problem: "documentTypeUnsupported" };
  }
  const linkOptions = visitor.linkToken === undefined ? {} : { linkToken: visitor.linkToken };
  const link = await provider
    .call(onboarding.createDocumentUploadLink, {
      params: { id: visitor.businessId },
      body: { documentType, fileName: safeFileName(file.name, sniffed), contentType: sniffed, sizeBytes: file.size },
      ...linkOptions,
    })
    .catch(async (error: unknown) => {
      await stream.cancel();
      throw error;
    });
  const sent = await provider.putFile(link.url, { body: sizedBody(stream, file.size), type: sniffed, size: file.size });
  if (!sent) return { ok: false, problem: "documentUploadFailed" };
  try {
    await provider.call(onboarding.endUploadSession, {
      body: { businessId: visitor.businessId, uploadSessionId: link.uploadSessionId },
      ...linkOptions,
    });
  } catch (error) {
    // 409 upload_incomplete: the file did not arrive whole; nothing counts, the applicant tries again.
    if (error instanceof Error && "status" in error && error.status === 409) return { ok: false, problem: "documentUploadFailed" };
    throw error;
  }
  return { ok: true };
}

/**
 * The review page's post: its text fields, and the document as it arrives. A request that does not say
 * its length is read whole (then the file is at most the request's limit, checked before). A body that is
 * not the multipart form it claims gives no fields, which the form's rules refuse.
 */
export async function readDocumentForm(request: Request): Promise<{ fields: FormData; file: IncomingDocument | null }> {
  const streamed = await readStreamedForm(request).catch((error: unknown) => {
    if (error instanceof MalformedMultipart) return { fields: [], file: null };
    throw error;
  });
  if (streamed) {
    const fields = new FormData();
    for (const [name, value] of streamed.fields) fields.append(name, value);
    const file = streamed.file;
    if (file && file.field !== "document") await file.stream.cancel();
    return { fields, file: file?.field === "document" ? file : null };
  }
  const fields = await request.formData();
  const document = fields.get("document");
  fields.delete("document");
  return {
    fields,
    file: document instanceof File ? { name: document.name, type: document.type, size: document.size, stream: document.stream() } : null,
  };
}
