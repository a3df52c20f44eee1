import type { LanguageCode } from "#domain/languages";
import { DECISION_DELAY_MS, MANUAL_REVIEW_MS, ONBOARDING_LINK_TTL_MS, verificationOutcomeFor } from "#domain/onboarding";
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { mailStatement } from "#sandbox/db/mailbox";
import { ApiFailure } from "#sandbox/http/errors";
import { composeMail, type MessageKey } from "#sandbox/messages";
import { type Application, locked, readApplication, readApplicationRow, readPersons } from "./application";

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

export async function startReviewWhenOwnersDone(db: D1Database, now: number, businessId: string): Promise<void> {
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
