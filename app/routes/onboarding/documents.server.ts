import type { ProviderClient } from "#app/provider/client.server";
import { onboarding } from "#contract/onboarding";
import type { ValidationMessageKey } from "#domain/messages";
import { DOCUMENT_MAX_BYTES, type DocumentContentType, type DocumentType, isDocumentContentType } from "#domain/onboarding";

/**
 * A document from a plain multipart form (no JavaScript) on to the provider's short-lived upload link
 * (docs/decisions/0147, 0162): the file is checked (type by its first bytes as well as its label, size),
 * sent whole with its exact length, and counts only once the provider confirms the whole file arrived
 * (endUploadSession). A failure at any point leaves nothing that counts, and says so.
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

/** Checks and uploads one document; the caller has already validated its presence, label and size. */
export async function uploadDocument(
  provider: ProviderClient,
  visitor: { businessId: string; linkToken?: string },
  documentType: DocumentType,
  file: File,
): Promise<UploadOutcome> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffContentType(bytes);
  if (!sniffed || !isDocumentContentType(file.type) || sniffed !== file.type) return { ok: false, problem: "documentTypeUnsupported" };
  const linkOptions = visitor.linkToken === undefined ? {} : { linkToken: visitor.linkToken };
  const link = await provider.call(onboarding.createDocumentUploadLink, {
    params: { id: visitor.businessId },
    body: { documentType, fileName: safeFileName(file.name, sniffed), contentType: sniffed, sizeBytes: bytes.byteLength },
    ...linkOptions,
  });
  const sent = await provider.putFile(link.url, { body: bytes.buffer, type: sniffed, size: bytes.byteLength });
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
