/**
 * Business onboarding of spec section 7 (docs/decisions/0145 to 0149). The onboarding screens need no
 * sign-in: calls on /onboarding/business/{id}/... carry the token of an e-mailed link in `X-Link-Token`
 * (the business's onboarding link, or one beneficial owner's link, which only opens that owner's form),
 * or the bearer token of an admin of the business (the user /onboarding/user created). The request
 * bodies are domain/onboarding.ts's rules, so the app and the provider refuse the same values.
 */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import {
  beneficialOwnerBodySchema,
  businessInformationUpdateSchema,
  businessNameSchema,
  controllingPersonSchema,
  controllingPersonUpdateSchema,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  documentTypes,
} from "#domain/onboarding";
import { strongPasswordSchema } from "#domain/password-breach";
import { codeSchema, emailSchema, firstNameSchema, lastNameSchema } from "#domain/validation";
import { endpoint, idSchema, timestampSchema } from "./common";
import { onboardingBusinessSchema, onboardingPersonSchema } from "./entities";
import { onboardingStatusSchema } from "./enums";

const G = "onboarding";

const businessPath = z.object({ id: idSchema });
const onboardingResponseSchema = z.object({ onboarding: onboardingBusinessSchema });

export { documentTypes };

/** A file name as the provider stores it: letters, digits, space, dot, dash and underscore. */
export const uploadFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9 ._-]+$/, "Letters, digits, space, dot, dash and underscore only");

/** What an exchanged onboarding link opens (ADR 0246): shown before anything is typed, so a planted link is seen for what it is. */
export const onboardingLinkExchangeSchema = z.object({
  /** The form token: in `X-Link-Token` from now on, kept in an HttpOnly cookie, never in a URL. */
  token: z.string(),
  /** Seconds until it expires: as long as the link had left (an onboarding link lasts 30 days). */
  expiresIn: z.int().positive(),
  businessId: idSchema,
  businessName: z.string(),
  /** Set for a beneficial owner's link: the owner whose form it opens. */
  ownerId: idSchema.nullable(),
  /** The address the link was e-mailed to. */
  email: z.string(),
});

export const onboarding = {
  exchangeLink: endpoint({
    id: "onboarding.exchangeLink",
    group: G,
    method: "POST",
    path: "/onboarding/link/exchange",
    summary: "Exchange an onboarding e-mail's link token for the form token the later calls take (on the link's first use)",
    description:
      "The e-mailed link works once: this call spends its token, so a copy of the link's URL (request logs, history, a Referer) is worthless once the page has been opened (docs/decisions/0246). The form token it returns goes in `X-Link-Token` instead of the link's own, which the other calls refuse; it lasts as long as the link had left and cannot be exchanged again. A newer link for the same business or owner revokes it. 404 `onboarding_link_invalid` (no such link, or a form token), 410 `onboarding_link_used` (opened before), 410 `onboarding_link_expired` (expired or replaced).",
    auth: "none",
    status: 200,
    body: z.object({ token: z.string().min(16).max(256) }),
    response: onboardingLinkExchangeSchema,
    errors: [404, 410],
  }),
  getApplication: endpoint({
    id: "onboarding.getApplication",
    group: G,
    method: "GET",
    path: "/onboarding/business/{id}/",
    summary: "The application: status, business info (EIN as its last four), documents, what is missing",
    description: "Not in the spec's list: the screens need to read what they saved (docs/decisions/0145).",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    response: onboardingResponseSchema,
    errors: [401, 404, 410],
  }),
  saveBusinessInfo: endpoint({
    id: "onboarding.saveBusinessInfo",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/",
    summary: "Save the business info step (business_info to authorized_person)",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    body: businessInformationUpdateSchema,
    response: onboardingResponseSchema,
    errors: [400, 401, 404, 409, 410],
  }),
  saveBeneficialOwner: endpoint({
    id: "onboarding.saveBeneficialOwner",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/beneficialOwner/{ownerId}/info",
    summary: "Add (ownerId `new`) or save one beneficial owner: invite them by e-mail, or give their details",
    auth: "linkToken",
    status: 200,
    params: businessPath.extend({ ownerId: z.union([z.literal("new"), idSchema]) }),
    body: beneficialOwnerBodySchema,
    response: z.object({ beneficialOwner: onboardingPersonSchema }),
    errors: [400, 401, 404, 409, 410],
  }),
  listBeneficialOwners: endpoint({
    id: "onboarding.listBeneficialOwners",
    group: G,
    method: "GET",
    path: "/onboarding/business/{id}/beneficialOwners",
    summary: "Beneficial owners and their status",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    response: z.object({ beneficialOwners: z.array(onboardingPersonSchema) }),
    errors: [401, 404, 410],
  }),
  createDocumentUploadLink: endpoint({
    id: "onboarding.createDocumentUploadLink",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/documentUpload/link",
    summary: "A short-lived link to PUT one document to (opens an upload session)",
    description: "The file's type and size are declared here and checked again when it arrives; 413 `document_too_large`.",
    auth: "linkToken",
    status: 201,
    params: businessPath,
    body: z.object({
      documentType: z.enum(documentTypes),
      fileName: uploadFileNameSchema,
      contentType: z.enum(DOCUMENT_CONTENT_TYPES),
      sizeBytes: z.int().min(1).max(DOCUMENT_MAX_BYTES),
    }),
    response: z.object({ url: z.url(), uploadSessionId: idSchema, expiresAt: timestampSchema }),
    errors: [400, 401, 404, 409, 410],
  }),
  listDocumentUploadTypes: endpoint({
    id: "onboarding.listDocumentUploadTypes",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/documentUpload/types",
    summary: "Document types the business may upload",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    response: z.object({
      documentTypes: z.array(z.object({ id: z.enum(documentTypes), required: z.boolean() })),
      contentTypes: z.array(z.enum(DOCUMENT_CONTENT_TYPES)),
      maxBytes: z.int(),
    }),
    errors: [401, 404, 410],
  }),
  getPrimaryPerson: endpoint({
    id: "onboarding.getPrimaryPerson",
    group: G,
    method: "GET",
    path: "/onboarding/business/{id}/primaryPerson",
    summary: "The authorized person",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    response: z.object({ primaryPerson: onboardingPersonSchema.nullable() }),
    errors: [401, 404, 410],
  }),
  createPrimaryPerson: endpoint({
    id: "onboarding.createPrimaryPerson",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/primaryPerson",
    summary: "Save the authorized person (authorized_person to submit_application)",
    auth: "linkToken",
    status: 201,
    params: businessPath,
    body: controllingPersonSchema,
    response: z.object({ primaryPerson: onboardingPersonSchema }),
    errors: [400, 401, 404, 409, 410],
  }),
  updatePrimaryPerson: endpoint({
    id: "onboarding.updatePrimaryPerson",
    group: G,
    method: "PATCH",
    path: "/onboarding/business/{id}/primaryPerson",
    summary: "Change the authorized person",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    body: controllingPersonUpdateSchema,
    response: z.object({ primaryPerson: onboardingPersonSchema }),
    errors: [400, 401, 404, 409, 410],
  }),
  submit: endpoint({
    id: "onboarding.submit",
    group: G,
    method: "POST",
    path: "/onboarding/business/{id}/submit",
    summary: "Submit the application",
    description:
      "Goes to waiting_for_beneficial_owners while owners are pending, else application_submitted; the clock decides later (test EINs choose the outcome). 409 `application_incomplete` names what is missing.",
    auth: "linkToken",
    status: 200,
    params: businessPath,
    response: onboardingResponseSchema,
    errors: [401, 404, 409, 410],
  }),
  endUploadSession: endpoint({
    id: "onboarding.endUploadSession",
    group: G,
    method: "POST",
    path: "/onboarding/endUploadSession",
    summary: "Close a document upload session: the document counts only once its whole file arrived",
    description: "409 `upload_incomplete` when the file has not arrived whole (the session stays open to retry).",
    auth: "linkToken",
    status: 204,
    body: z.object({ businessId: idSchema, uploadSessionId: idSchema }),
    response: null,
    errors: [401, 404, 409, 410],
  }),
  ping: endpoint({
    id: "onboarding.ping",
    group: G,
    method: "GET",
    path: "/onboarding/ping",
    summary: "Liveness of the onboarding service",
    auth: "none",
    status: 200,
    response: z.object({ ok: z.literal(true), time: timestampSchema }),
    errors: [],
  }),
  createUser: endpoint({
    id: "onboarding.createUser",
    group: G,
    method: "POST",
    path: "/onboarding/user",
    summary: "Start onboarding: create the applicant (admin) and their business, e-mail the onboarding link",
    description:
      "With `businessId` and that business's onboarding link in `X-Link-Token`, the applicant's sign-in is created for the business the link opens (no new business, no e-mail; docs/decisions/0161). 409 `account_exists` (the address is told nothing else), 409 `applicant_account_exists` when the business already has its admin. `emailCode` is spent first (401 `otp_incorrect`, `otp_expired`, 429 `otp_locked`; ADR 0200).",
    auth: "none",
    status: 201,
    body: z.object({
      /** The business of the onboarding link in X-Link-Token (a business created before its applicant signed up). */
      businessId: idSchema.optional(),
      email: emailSchema,
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      businessName: businessNameSchema,
      password: strongPasswordSchema,
      /** The code `identity.sendAddressCode` e-mailed to `email` (realm business): the applicant reads that mailbox (ADR 0200). */
      emailCode: codeSchema,
      /** The language the applicant starts in: the onboarding e-mails are written in it (ADR 0151); none: English. */
      language: z.enum(LANGUAGE_CODES).optional(),
    }),
    response: z.object({ businessId: idSchema, userId: idSchema, onboardingStatus: onboardingStatusSchema }),
    errors: [401, 404, 409, 410, 429],
  }),
} as const;
