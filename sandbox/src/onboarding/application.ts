/**
 * The onboarding application in D1 (docs/decisions/0145, 0146): its rows, reading it, and business info;
 * the people in onboarding/persons.ts, submission and the review the clock runs in onboarding/review.ts. Status moves only forward:
 * business_info -> authorized_person -> submit_application -> (waiting_for_beneficial_owners) ->
 * application_submitted -> active. Before submission everything can be changed; after it nothing but a
 * pending owner's own form and the documents a reviewer asked for.
 */
import type { z } from "zod";
import type { onboardingBusinessSchema, onboardingPersonSchema } from "#contract/entities";
import type { OnboardingStatus } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import { type BusinessInformation, type DocumentType, requiredDocumentTypes } from "#domain/onboarding";
import { iso } from "#sandbox/clock";
import { bodyIssue, conflict, notFound } from "#sandbox/http/errors";

export type Application = z.input<typeof onboardingBusinessSchema>;
export type Person = z.input<typeof onboardingPersonSchema>;

export type ApplicationRow = {
  business_id: string;
  name: string;
  onboarding_status: OnboardingStatus;
  legal_name: string | null;
  dba_name: string | null;
  legal_structure: string | null;
  ein: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  address_json: string | null;
  review_state: Application["reviewState"];
  decision_due_at: string | null;
  documents_requested_at: string | null;
  applicant_email: string | null;
  /** The language the applicant started in: their e-mails (and the owners' invitations) are written in it. */
  applicant_language: LanguageCode | null;
  submitted_at: string | null;
  updated_at: string;
  /** 1 when an admin of the business exists (the applicant's sign-in). */
  has_admin: number;
};

export type PersonRow = {
  id: string;
  business_id: string;
  kind: "primary" | "beneficial_owner";
  person_type: "person" | "business";
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  title: string | null;
  ownership_percent: number | null;
  date_of_birth: string | null;
  ssn_last4: string | null;
  address_json: string | null;
  status: "pending" | "submitted" | "verified" | "failed";
  invited_at: string | null;
  updated_at: string;
};

export type DocumentRow = {
  id: string;
  document_type: DocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  closed_at: string;
};

export const EDITABLE: readonly OnboardingStatus[] = ["business_info", "authorized_person", "submit_application"];

export const locked = () => conflict("application_locked", "The application was submitted and can no longer be changed.");

export async function readApplicationRow(db: D1Database, businessId: string): Promise<ApplicationRow> {
  const row = await db
    .prepare(
      `SELECT a.*, b.name, b.onboarding_status,
       EXISTS (SELECT 1 FROM memberships m WHERE m.business_id = a.business_id AND m.role = 'admin') AS has_admin
       FROM onboarding_applications a JOIN businesses b ON b.id = a.business_id
       WHERE a.business_id = ? AND b.parent_id IS NULL`,
    )
    .bind(businessId)
    .first<ApplicationRow>();
  if (!row) throw notFound("No onboarding application for this business");
  return row;
}

export function toPerson(r: PersonRow): Person {
  return {
    id: r.id,
    kind: r.kind,
    personType: r.person_type,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    title: r.title as Person["title"],
    ownershipPercent: r.ownership_percent,
    address: r.address_json ? JSON.parse(r.address_json) : null,
    dateOfBirthGiven: r.date_of_birth !== null,
    ssnLast4Given: r.ssn_last4 !== null,
    status: r.status,
    invitedAt: r.invited_at,
    updatedAt: r.updated_at,
  };
}

export async function documentsOf(db: D1Database, businessId: string): Promise<DocumentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, document_type, file_name, content_type, size_bytes, closed_at FROM document_uploads
       WHERE business_id = ? AND purpose = 'document' AND status = 'closed' ORDER BY closed_at, id`,
    )
    .bind(businessId)
    .all<DocumentRow>();
  return results;
}

/** The documents still missing: the structure's required ones, and a bank statement a reviewer asked for. */
export function missingDocuments(row: ApplicationRow, documents: readonly DocumentRow[]): DocumentType[] {
  const have = new Set(documents.map((d) => d.document_type));
  const required = requiredDocumentTypes(row.legal_structure);
  if (row.review_state === "needs_documents") {
    const since = row.documents_requested_at ?? "";
    const newer = documents.some((d) => d.document_type === "bank_statement" && d.closed_at >= since);
    return newer ? [] : ["bank_statement"];
  }
  return required.filter((type) => !have.has(type));
}

export async function readApplication(db: D1Database, businessId: string): Promise<Application> {
  const row = await readApplicationRow(db, businessId);
  const documents = await documentsOf(db, businessId);
  return toApplication(row, documents);
}

export function toApplication(row: ApplicationRow, documents: readonly DocumentRow[]): Application {
  const info =
    row.legal_name && row.legal_structure && row.ein && row.phone && row.description && row.address_json
      ? {
          legalName: row.legal_name,
          dbaName: row.dba_name,
          legalStructure: row.legal_structure as "NON_PROFIT",
          einLast4: row.ein.slice(-4),
          phone: row.phone,
          website: row.website,
          description: row.description,
          address: JSON.parse(row.address_json),
        }
      : null;
  return {
    businessId: row.business_id,
    businessName: row.name,
    status: row.onboarding_status,
    applicantAccount: row.has_admin === 1,
    reviewState: row.review_state,
    businessInfo: info,
    documents: documents.map((d) => ({
      id: d.id,
      documentType: d.document_type,
      fileName: d.file_name,
      contentType: d.content_type,
      sizeBytes: d.size_bytes,
      uploadedAt: d.closed_at,
    })),
    missingDocuments: missingDocuments(row, documents),
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/** Business info; the first save moves business_info on to authorized_person. */
export async function saveBusinessInfo(
  db: D1Database,
  now: number,
  businessId: string,
  body: Omit<BusinessInformation, "ein"> & { ein?: string | undefined },
): Promise<Application> {
  const row = await readApplicationRow(db, businessId);
  if (!EDITABLE.includes(row.onboarding_status)) throw locked();
  const ein = body.ein ?? row.ein;
  if (!ein) throw bodyIssue("ein", "einInvalid");
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        `UPDATE onboarding_applications SET legal_name = ?, dba_name = ?, legal_structure = ?, ein = ?, phone = ?, website = ?,
         description = ?, address_json = ?, updated_at = ? WHERE business_id = ?`,
      )
      .bind(
        body.legalName,
        body.dbaName || null,
        body.legalStructure,
        ein,
        body.phone,
        body.website ?? null,
        body.description,
        JSON.stringify(body.address),
        at,
        businessId,
      ),
    db
      .prepare(
        "UPDATE businesses SET onboarding_status = 'authorized_person', updated_at = ? WHERE id = ? AND onboarding_status = 'business_info'",
      )
      .bind(at, businessId),
  ]);
  return readApplication(db, businessId);
}

export async function readPersons(db: D1Database, businessId: string, kind: PersonRow["kind"]): Promise<PersonRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM onboarding_persons WHERE business_id = ? AND kind = ? ORDER BY created_at, id")
    .bind(businessId, kind)
    .all<PersonRow>();
  return results;
}
