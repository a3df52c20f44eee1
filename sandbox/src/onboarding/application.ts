/**
 * The onboarding application in D1 (docs/decisions/0145, 0146): business info, the controlling person,
 * beneficial owners, submission and the review the clock runs. Status moves only forward:
 * business_info -> authorized_person -> submit_application -> (waiting_for_beneficial_owners) ->
 * application_submitted -> active. Before submission everything can be changed; after it nothing but a
 * pending owner's own form and the documents a reviewer asked for.
 */
import type { z } from "zod";
import type { onboardingBusinessSchema, onboardingPersonSchema } from "#contract/entities";
import type { OnboardingStatus } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import {
  type BusinessInformation,
  type beneficialOwnerBodySchema,
  type controllingPersonUpdateSchema,
  DECISION_DELAY_MS,
  type DocumentType,
  MANUAL_REVIEW_MS,
  MAX_BENEFICIAL_OWNERS,
  ONBOARDING_LINK_TTL_MS,
  OWNER_LINK_TTL_MS,
  ownershipTotalFits,
  requiredDocumentTypes,
  verificationOutcomeFor,
} from "#domain/onboarding";
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { mailStatement } from "#sandbox/db/mailbox";
import { ApiFailure, bodyIssue, conflict, notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { composeMail, type MessageKey } from "#sandbox/messages";

type Application = z.input<typeof onboardingBusinessSchema>;
type Person = z.input<typeof onboardingPersonSchema>;

type ApplicationRow = {
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

type DocumentRow = {
  id: string;
  document_type: DocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  closed_at: string;
};

const EDITABLE: readonly OnboardingStatus[] = ["business_info", "authorized_person", "submit_application"];

const locked = () => conflict("application_locked", "The application was submitted and can no longer be changed.");

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

async function documentsOf(db: D1Database, businessId: string): Promise<DocumentRow[]> {
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
function missingDocuments(row: ApplicationRow, documents: readonly DocumentRow[]): DocumentType[] {
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

function toApplication(row: ApplicationRow, documents: readonly DocumentRow[]): Application {
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

type ControllingBody = z.output<typeof controllingPersonUpdateSchema>;

/**
 * Saves the controlling person (POST creates, PATCH changes); the first save moves authorized_person on
 * to submit_application. Owning 25 % or more makes them a beneficial owner too (a row kept in step).
 */
export async function saveControllingPerson(
  db: D1Database,
  now: number,
  businessId: string,
  body: ControllingBody,
  mode: "create" | "update",
): Promise<Person> {
  const row = await readApplicationRow(db, businessId);
  if (!EDITABLE.includes(row.onboarding_status)) throw locked();
  if (row.onboarding_status === "business_info") throw conflict("business_info_missing", "Give the business information first.");
  const [existing] = await readPersons(db, businessId, "primary");
  if (mode === "create" && existing) throw conflict("primary_person_exists", "The authorized person was already given; change it instead.");
  if (mode === "update" && !existing) throw notFound("No authorized person yet");
  const dateOfBirth = body.dateOfBirth ?? existing?.date_of_birth;
  const ssnLast4 = body.ssnLast4 ?? existing?.ssn_last4;
  if (!dateOfBirth) throw bodyIssue("dateOfBirth", "dateOfBirthInvalid");
  if (!ssnLast4) throw bodyIssue("ssnLast4", "ssnLast4Invalid");
  const owners = (await readPersons(db, businessId, "beneficial_owner")).filter(
    (o) => o.email !== existing?.email && o.email !== body.email,
  );
  if (
    body.ownershipPercent >= 25 &&
    !ownershipTotalFits(
      owners.map((o) => o.ownership_percent ?? 0),
      body.ownershipPercent,
    )
  )
    throw bodyIssue("ownershipPercent", "ownershipTotalTooHigh");
  const at = iso(now);
  const id = existing?.id ?? newId("obp");
  const values = [
    body.firstName,
    body.lastName,
    body.email,
    body.phone,
    body.title,
    body.ownershipPercent,
    dateOfBirth,
    ssnLast4,
    JSON.stringify(body.address),
  ] as const;
  const statements: D1PreparedStatement[] = [
    existing
      ? db
          .prepare(
            `UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, phone = ?, title = ?, ownership_percent = ?,
             date_of_birth = ?, ssn_last4 = ?, address_json = ?, updated_at = ? WHERE id = ?`,
          )
          .bind(...values, at, id)
      : db
          .prepare(
            `INSERT INTO onboarding_persons (first_name, last_name, email, phone, title, ownership_percent, date_of_birth, ssn_last4,
             address_json, id, business_id, kind, person_type, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'primary', 'person', 'submitted', ?, ?)`,
          )
          .bind(...values, id, businessId, at, at),
    // The controlling person's owner row: same person, kept in step; removed when they own less than 25 %.
    db
      .prepare("DELETE FROM onboarding_persons WHERE business_id = ? AND kind = 'beneficial_owner' AND email = ?")
      .bind(businessId, existing?.email ?? body.email),
    db
      .prepare(
        "UPDATE businesses SET onboarding_status = 'submit_application', updated_at = ? WHERE id = ? AND onboarding_status = 'authorized_person'",
      )
      .bind(at, businessId),
  ];
  if (body.ownershipPercent >= 25) {
    statements.push(
      db
        .prepare(
          `INSERT INTO onboarding_persons (first_name, last_name, email, phone, title, ownership_percent, date_of_birth, ssn_last4,
           address_json, id, business_id, kind, person_type, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'beneficial_owner', 'person', 'submitted', ?, ?)`,
        )
        .bind(...values, newId("obp"), businessId, at, at),
    );
  }
  statements.push(db.prepare("UPDATE onboarding_applications SET updated_at = ? WHERE business_id = ?").bind(at, businessId));
  await db.batch(statements);
  const saved = await db.prepare("SELECT * FROM onboarding_persons WHERE id = ?").bind(id).first<PersonRow>();
  if (!saved) throw notFound();
  return toPerson(saved);
}

type OwnerBody = z.output<typeof beneficialOwnerBodySchema>;

/**
 * Adds (`new`) or saves one beneficial owner. The applicant may invite (the owner gets their own link
 * by e-mail) or give all the details; an owner's own link only saves that owner's details, and the last
 * pending owner's details move a waiting application on to review.
 */
export async function saveBeneficialOwner(
  db: D1Database,
  now: number,
  businessId: string,
  ownerId: string,
  body: OwnerBody,
  actor: { kind: "applicant" } | { kind: "owner"; personId: string },
): Promise<Person> {
  const row = await readApplicationRow(db, businessId);
  const owners = await readPersons(db, businessId, "beneficial_owner");
  const existing = ownerId === "new" ? undefined : owners.find((o) => o.id === ownerId);
  if (ownerId !== "new" && !existing) throw notFound("No such beneficial owner");
  if (actor.kind === "owner") {
    if (existing?.id !== actor.personId) throw notFound("No such beneficial owner");
    if (body.mode !== "details") throw bodyIssue("mode", "Only your own details can be given with this link");
    if (existing.status !== "pending") throw conflict("owner_already_submitted", "Your details were already received, thank you.");
  } else if (!EDITABLE.includes(row.onboarding_status)) {
    throw locked();
  }
  if (row.onboarding_status === "business_info") throw conflict("business_info_missing", "Give the business information first.");
  const others = owners.filter((o) => o.id !== existing?.id);
  if (!existing && others.length >= MAX_BENEFICIAL_OWNERS) throw bodyIssue("ownershipPercent", "tooManyOwners");
  if (
    !ownershipTotalFits(
      others.map((o) => o.ownership_percent ?? 0),
      body.ownershipPercent,
    )
  )
    throw bodyIssue("ownershipPercent", "ownershipTotalTooHigh");
  if (others.some((o) => o.email === body.email)) throw bodyIssue("email", "This person is already listed as an owner");

  const at = iso(now);
  const id = existing?.id ?? newId("obp");
  const statements: D1PreparedStatement[] = [];
  let status: PersonRow["status"];
  if (body.mode === "invite") {
    status = existing && existing.status !== "pending" ? existing.status : "pending";
    statements.push(
      existing
        ? db
            .prepare(
              "UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, ownership_percent = ?, updated_at = ? WHERE id = ?",
            )
            .bind(body.firstName, body.lastName, body.email, body.ownershipPercent, at, id)
        : db
            .prepare(
              `INSERT INTO onboarding_persons (id, business_id, kind, person_type, first_name, last_name, email, ownership_percent, status,
               invited_at, created_at, updated_at) VALUES (?, ?, 'beneficial_owner', 'person', ?, ?, ?, ?, 'pending', ?, ?, ?)`,
            )
            .bind(id, businessId, body.firstName, body.lastName, body.email, body.ownershipPercent, at, at, at),
    );
    if (!existing || existing.email !== body.email || existing.invited_at === null) {
      statements.push(
        ...(await ownerInvitation(db, now, {
          id,
          businessId,
          businessName: row.name,
          email: body.email,
          firstName: body.firstName,
          language: row.applicant_language ?? "en",
        })),
      );
      statements.push(db.prepare("UPDATE onboarding_persons SET invited_at = ? WHERE id = ?").bind(at, id));
    }
  } else {
    const dateOfBirth = body.dateOfBirth ?? existing?.date_of_birth;
    const ssnLast4 = body.ssnLast4 ?? existing?.ssn_last4;
    if (!dateOfBirth) throw bodyIssue("dateOfBirth", "dateOfBirthInvalid");
    if (!ssnLast4) throw bodyIssue("ssnLast4", "ssnLast4Invalid");
    status = "submitted";
    const values = [
      body.firstName,
      body.lastName,
      body.email,
      body.ownershipPercent,
      dateOfBirth,
      ssnLast4,
      JSON.stringify(body.address),
    ] as const;
    statements.push(
      existing
        ? db
            .prepare(
              `UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, ownership_percent = ?, date_of_birth = ?, ssn_last4 = ?,
               address_json = ?, status = 'submitted', updated_at = ? WHERE id = ?`,
            )
            .bind(...values, at, id)
        : db
            .prepare(
              `INSERT INTO onboarding_persons (first_name, last_name, email, ownership_percent, date_of_birth, ssn_last4, address_json,
               id, business_id, kind, person_type, status, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'beneficial_owner', 'person', 'submitted', ?, ?)`,
            )
            .bind(...values, id, businessId, at, at),
    );
    if (actor.kind === "owner") {
      // The owner's link has done its work.
      statements.push(
        db
          .prepare(
            "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'beneficial_owner' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
          )
          .bind(at, businessId, id),
      );
    }
  }
  statements.push(db.prepare("UPDATE onboarding_applications SET updated_at = ? WHERE business_id = ?").bind(at, businessId));
  await db.batch(statements);
  if (row.onboarding_status === "waiting_for_beneficial_owners") await startReviewWhenOwnersDone(db, now, businessId);
  const saved = await db.prepare("SELECT * FROM onboarding_persons WHERE id = ?").bind(id).first<PersonRow>();
  if (!saved || saved.status !== status) throw notFound();
  return toPerson(saved);
}

async function ownerInvitation(
  db: D1Database,
  now: number,
  owner: { id: string; businessId: string; businessName: string; email: string; firstName: string; language: LanguageCode },
): Promise<D1PreparedStatement[]> {
  const token = randomToken();
  const at = iso(now);
  const link = `/${owner.businessId}/beneficialOwnerForm/${owner.id}/info?token=${token}`;
  return [
    db
      .prepare(
        "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'beneficial_owner' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
      )
      .bind(at, owner.businessId, owner.id),
    db
      .prepare(
        "INSERT INTO link_tokens (token_hash, purpose, business_id, subject_id, created_at, expires_at) VALUES (?, 'beneficial_owner', ?, ?, ?, ?)",
      )
      .bind(await sha256Hex(token), owner.businessId, owner.id, at, iso(now + OWNER_LINK_TTL_MS)),
    // The owner's language is not known: the applicant's, the business's choice (ADR 0151).
    mailStatement(db, now, {
      kind: "email",
      to: owner.email,
      ...composeMail(
        owner.language,
        { subject: "onboarding.ownerSubject", body: "onboarding.ownerBody" },
        { name: owner.firstName, business: owner.businessName },
      ),
      link,
    }),
  ];
}

/** The application is complete when these are empty: what submit refuses with. */
export async function incompleteParts(db: D1Database, businessId: string): Promise<string[]> {
  const app = await readApplication(db, businessId);
  const missing: string[] = [];
  if (!app.businessInfo) missing.push("business_info");
  if ((await readPersons(db, businessId, "primary")).length === 0) missing.push("authorized_person");
  if (app.missingDocuments.length > 0) missing.push(...app.missingDocuments.map((d) => `document:${d}`));
  return missing;
}

/** Submits: owners still pending make it wait for them; otherwise review starts and the clock decides. */
export async function submitApplication(db: D1Database, now: number, businessId: string): Promise<Application> {
  const row = await readApplicationRow(db, businessId);
  if (row.onboarding_status !== "submit_application") {
    if (row.onboarding_status === "business_info" || row.onboarding_status === "authorized_person")
      throw new ApiFailure(409, "application_incomplete", "Finish every step before submitting.");
    throw locked();
  }
  const missing = await incompleteParts(db, businessId);
  if (missing.length > 0) throw new ApiFailure(409, "application_incomplete", `Still missing: ${missing.join(", ")}`);
  const pending = (await readPersons(db, businessId, "beneficial_owner")).some((o) => o.status === "pending");
  const at = iso(now);
  await db.batch([
    db
      .prepare(`UPDATE businesses SET onboarding_status = ?, updated_at = ? WHERE id = ? AND onboarding_status = 'submit_application'`)
      .bind(pending ? "waiting_for_beneficial_owners" : "application_submitted", at, businessId),
    db
      .prepare(
        "UPDATE onboarding_applications SET submitted_at = ?, review_state = ?, decision_due_at = ?, updated_at = ? WHERE business_id = ?",
      )
      .bind(at, pending ? null : "in_review", pending ? null : iso(now + DECISION_DELAY_MS), at, businessId),
  ]);
  return readApplication(db, businessId);
}

async function startReviewWhenOwnersDone(db: D1Database, now: number, businessId: string): Promise<void> {
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        `UPDATE onboarding_applications SET review_state = 'in_review', decision_due_at = ?2, updated_at = ?3
         WHERE business_id = ?1 AND NOT EXISTS (SELECT 1 FROM onboarding_persons WHERE business_id = ?1 AND kind = 'beneficial_owner' AND status = 'pending')
         AND (SELECT onboarding_status FROM businesses WHERE id = ?1) = 'waiting_for_beneficial_owners'`,
      )
      .bind(businessId, iso(now + DECISION_DELAY_MS), at),
    db
      .prepare(
        `UPDATE businesses SET onboarding_status = 'application_submitted', updated_at = ?2 WHERE id = ?1 AND onboarding_status = 'waiting_for_beneficial_owners'
         AND NOT EXISTS (SELECT 1 FROM onboarding_persons WHERE business_id = ?1 AND kind = 'beneficial_owner' AND status = 'pending')`,
      )
      .bind(businessId, at),
  ]);
}

/** A document a reviewer asked for arrived: review starts again (and then approves). */
export async function resumeReviewAfterDocuments(db: D1Database, now: number, businessId: string): Promise<void> {
  await db
    .prepare(
      "UPDATE onboarding_applications SET review_state = 'in_review', decision_due_at = ?, updated_at = ? WHERE business_id = ? AND review_state = 'needs_documents'",
    )
    .bind(iso(now + DECISION_DELAY_MS), iso(now), businessId)
    .run();
}

type DueRow = {
  business_id: string;
  name: string;
  ein: string | null;
  review_state: string;
  documents_requested_at: string | null;
  applicant_email: string | null;
  applicant_language: LanguageCode | null;
};

/**
 * The clock's decision (docs/decisions/0146): an hour after submission the EIN's test value chooses —
 * approved (active), manual review (approved two days later), or a request for a bank statement (review
 * again once it arrives, then approved).
 */
export async function processOnboardingDecisions(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT a.business_id, b.name, a.ein, a.review_state, a.documents_requested_at, a.applicant_email, a.applicant_language FROM onboarding_applications a
       JOIN businesses b ON b.id = a.business_id
       WHERE a.review_state IN ('in_review', 'manual_review') AND a.decision_due_at <= ? AND b.onboarding_status = 'application_submitted'`,
    )
    .bind(iso(now))
    .all<DueRow>();
  let changed = 0;
  for (const row of results) {
    const at = iso(now);
    const outcome =
      row.review_state === "manual_review" || row.documents_requested_at !== null ? "approved" : verificationOutcomeFor(row.ein ?? "");
    const mail = (keys: { subject: MessageKey; body: MessageKey }, link: string | null) =>
      row.applicant_email
        ? [
            mailStatement(db, now, {
              kind: "email",
              to: row.applicant_email,
              ...composeMail(row.applicant_language ?? "en", keys, { business: row.name }),
              link,
            }),
          ]
        : [];
    if (outcome === "approved") {
      await db.batch([
        db.prepare("UPDATE businesses SET onboarding_status = 'active', updated_at = ? WHERE id = ?").bind(at, row.business_id),
        db
          .prepare(
            "UPDATE onboarding_applications SET review_state = 'approved', decision_due_at = NULL, updated_at = ? WHERE business_id = ?",
          )
          .bind(at, row.business_id),
        db
          .prepare("UPDATE onboarding_persons SET status = 'verified', updated_at = ? WHERE business_id = ? AND status = 'submitted'")
          .bind(at, row.business_id),
        ...mail({ subject: "onboarding.approvedSubject", body: "onboarding.approvedBody" }, "/login"),
      ]);
    } else if (outcome === "manual_review") {
      await db.batch([
        db
          .prepare(
            "UPDATE onboarding_applications SET review_state = 'manual_review', decision_due_at = ?, updated_at = ? WHERE business_id = ?",
          )
          .bind(iso(now + MANUAL_REVIEW_MS), at, row.business_id),
        ...mail({ subject: "onboarding.manualReviewSubject", body: "onboarding.manualReviewBody" }, null),
      ]);
    } else {
      await db.batch([
        db
          .prepare(
            "UPDATE onboarding_applications SET review_state = 'needs_documents', decision_due_at = NULL, documents_requested_at = ?, updated_at = ? WHERE business_id = ?",
          )
          .bind(at, at, row.business_id),
        ...mail({ subject: "onboarding.documentsSubject", body: "onboarding.documentsBody" }, null),
      ]);
    }
    changed++;
  }
  return changed;
}

/** A new onboarding link for a business (sign-up), e-mailed to the applicant. */
export async function onboardingLinkStatements(
  db: D1Database,
  now: number,
  business: { id: string; name: string; email: string; language: LanguageCode },
): Promise<D1PreparedStatement[]> {
  const token = randomToken();
  return [
    db
      .prepare(
        "INSERT INTO link_tokens (token_hash, purpose, business_id, subject_id, created_at, expires_at) VALUES (?, 'onboarding', ?, NULL, ?, ?)",
      )
      .bind(await sha256Hex(token), business.id, iso(now), iso(now + ONBOARDING_LINK_TTL_MS)),
    mailStatement(db, now, {
      kind: "email",
      to: business.email,
      ...composeMail(business.language, { subject: "onboarding.linkSubject", body: "onboarding.linkBody" }, { business: business.name }),
      link: `/${business.id}/businessInfo?token=${token}`,
    }),
  ];
}
