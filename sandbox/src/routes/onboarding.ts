/**
 * Business onboarding (contract/onboarding.ts, docs/decisions/0145 to 0149) and /utils/presignedUrl.
 */
import type { Hono } from "hono";
import { onboarding } from "#contract/onboarding";
import { utils } from "#contract/utils";
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, documentTypes, requiredDocumentTypes } from "#domain/onboarding";
import { Caller } from "#sandbox/auth/access";
import { claimAddressCode } from "#sandbox/auth/otp";
import { iso } from "#sandbox/clock";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, bodyIssue, conflict } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { exchangeLinkToken } from "#sandbox/links/exchange";
import { linkExpired, linkInvalid, onboardingActor, requireApplicant } from "#sandbox/onboarding/access";
import { createApplicant } from "#sandbox/onboarding/applicant";
import { readApplication, readApplicationRow, readPersons, saveBusinessInfo, toPerson } from "#sandbox/onboarding/application";
import { createUploadLink, endUploadSession, uploadRoutes } from "#sandbox/onboarding/documents";
import { saveBeneficialOwner, saveControllingPerson } from "#sandbox/onboarding/persons";
import { resumeReviewAfterDocuments, submitApplication } from "#sandbox/onboarding/review";

export function onboardingRoutes(app: Hono<SandboxHono>): void {
  register(app, onboarding.ping, async ({ now }) => ({ ok: true as const, time: iso(now) }));

  // The e-mailed link's first request spends it for a form token (ADR 0246); the answer says whose
  // application or owner form it opens, which the page shows before anything is typed (ADR 0247).
  register(app, onboarding.exchangeLink, async ({ db, now, body }) => {
    const exchanged = await exchangeLinkToken(db, now, body.token, ["onboarding", "beneficial_owner"]);
    if (exchanged === "unknown") throw linkInvalid();
    if (exchanged === "used")
      throw new ApiFailure(410, "onboarding_link_used", "This link was opened before. Sign in, or ask for a new link.");
    if (exchanged === "expired") throw linkExpired();
    const owner = exchanged.purpose === "beneficial_owner" ? exchanged.subjectId : null;
    const who = await db
      .prepare(
        `SELECT b.name, COALESCE((SELECT p.email FROM onboarding_persons p WHERE p.id = ?2 AND p.business_id = b.id),
           (SELECT a.applicant_email FROM onboarding_applications a WHERE a.business_id = b.id), '') AS email
         FROM businesses b WHERE b.id = ?1`,
      )
      .bind(exchanged.businessId, owner)
      .first<{ name: string; email: string }>();
    return {
      token: exchanged.token,
      expiresIn: exchanged.expiresIn,
      businessId: exchanged.businessId,
      businessName: who?.name ?? "",
      ownerId: owner,
      email: who?.email ?? "",
    };
  });

  register(app, onboarding.getApplication, async ({ c, db, now, params }) => {
    const actor = await onboardingActor(c, now, params.id);
    requireApplicant(actor);
    return { onboarding: await readApplication(db, params.id) };
  });

  register(app, onboarding.saveBusinessInfo, async ({ c, db, now, params, body }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    return { onboarding: await saveBusinessInfo(db, now, params.id, body) };
  });

  register(app, onboarding.getPrimaryPerson, async ({ c, db, now, params }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    const [person] = await readPersons(db, params.id, "primary");
    return { primaryPerson: person ? toPerson(person) : null };
  });

  register(app, onboarding.createPrimaryPerson, async ({ c, db, now, params, body }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    return { primaryPerson: await saveControllingPerson(db, now, params.id, body, "create") };
  });

  register(app, onboarding.updatePrimaryPerson, async ({ c, db, now, params, body }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    return { primaryPerson: await saveControllingPerson(db, now, params.id, body, "update") };
  });

  register(app, onboarding.listBeneficialOwners, async ({ c, db, now, params }) => {
    const actor = await onboardingActor(c, now, params.id);
    const owners = (await readPersons(db, params.id, "beneficial_owner")).map(toPerson);
    // An owner's link shows that owner only.
    return { beneficialOwners: actor.kind === "owner" ? owners.filter((o) => o.id === actor.personId) : owners };
  });

  register(app, onboarding.saveBeneficialOwner, async ({ c, db, now, params, body }) => {
    const actor = await onboardingActor(c, now, params.id);
    return { beneficialOwner: await saveBeneficialOwner(db, now, params.id, params.ownerId, body, actor) };
  });

  register(app, onboarding.listDocumentUploadTypes, async ({ c, db, now, params }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    const row = await readApplicationRow(db, params.id);
    const required = new Set(requiredDocumentTypes(row.legal_structure));
    if (row.review_state === "needs_documents") required.add("bank_statement");
    return {
      documentTypes: documentTypes.map((id) => ({ id, required: required.has(id) })),
      contentTypes: [...DOCUMENT_CONTENT_TYPES],
      maxBytes: DOCUMENT_MAX_BYTES,
    };
  });

  register(app, onboarding.createDocumentUploadLink, async ({ c, db, now, params, body }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    const row = await readApplicationRow(db, params.id);
    const open =
      ["business_info", "authorized_person", "submit_application"].includes(row.onboarding_status) ||
      row.review_state === "needs_documents";
    if (!open) throw conflict("application_locked", "The application was submitted and can no longer be changed.");
    const link = await createUploadLink(db, now, new URL(c.req.url).origin, { businessId: params.id, purpose: "document", ...body });
    return { url: link.url, uploadSessionId: link.uploadSessionId, expiresAt: link.expiresAt };
  });

  register(app, onboarding.endUploadSession, async ({ c, db, now, body }) => {
    requireApplicant(await onboardingActor(c, now, body.businessId));
    const type = await endUploadSession(db, c.env.DOCUMENTS, now, body.businessId, body.uploadSessionId);
    if (type === "bank_statement") await resumeReviewAfterDocuments(db, now, body.businessId);
    return null;
  });

  register(app, onboarding.submit, async ({ c, db, now, params }) => {
    requireApplicant(await onboardingActor(c, now, params.id));
    return { onboarding: await submitApplication(db, now, params.id) };
  });

  register(app, onboarding.createUser, async ({ c, db, now, body }) => {
    // With a business's onboarding link: the applicant's sign-in for that business (docs/decisions/0161).
    let existing: string | null = null;
    if (body.businessId !== undefined) {
      if (!c.req.header("x-link-token"))
        throw new ApiFailure(404, "onboarding_link_invalid", "Sorry, incorrect link. Open the link from the e-mail.");
      requireApplicant(await onboardingActor(c, now, body.businessId));
      const row = await readApplicationRow(db, body.businessId);
      if (row.has_admin === 1) throw conflict("applicant_account_exists", "This application already has its sign-in. Sign in instead.");
      existing = body.businessId;
    }
    // The password account is made only for an address its owner controls (ADR 0200); the code comes first, so
    // only the address's owner learns that it already has an account.
    await claimAddressCode(db, now, "business", body.email, body.emailCode);
    return createApplicant(db, now, body, existing);
  });

  register(app, utils.createPresignedUrl, async ({ c, db, now, body, principal }) => {
    const access = await new Caller(db, principal).business(body.businessId);
    if (access.role !== "admin") throw new ApiFailure(403, "forbidden", "Only an admin of the business can upload files");
    if (body.purpose === "document" && body.contentType === "text/csv") throw bodyIssue("contentType", "documentTypeUnsupported");
    if (body.purpose === "bulk_import" && body.contentType !== "text/csv") throw bodyIssue("contentType", "Bulk imports are CSV files");
    const link = await createUploadLink(db, now, new URL(c.req.url).origin, {
      businessId: body.businessId,
      purpose: body.purpose,
      documentType: body.purpose === "document" ? "government_id" : "bulk_import",
      fileName: body.fileName,
      contentType: body.contentType,
      sizeBytes: 0,
    });
    return { url: link.url, key: link.key, expiresAt: link.expiresAt };
  });

  uploadRoutes(app);
}
