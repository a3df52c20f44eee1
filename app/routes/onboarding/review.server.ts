import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { reviewFieldsSchema } from "#app/forms/onboarding.schema";
import { getI18n } from "#app/middleware/i18n";
import {
  type FormMessageKey,
  formErrorStatus,
  isFormError,
  providerFormErrors,
  type Refusal,
  refuse,
} from "#app/provider/form-errors.server";
import type { OnboardingBusiness } from "#contract/entities";
import { onboarding } from "#contract/onboarding";
import { type DocumentType, documentFileProblem, maskEin } from "#domain/onboarding";
import { ONBOARDING_CODES } from "./business-info.server";
import { readDocumentForm, uploadDocument, uploadTooLarge } from "./documents.server";
import { asVisitor, loadApplication, loadApplicationWith, onboardingTitle, requireScreen, screenOf } from "./onboarding.server";
import { ownerRow } from "./owners.server";

type Context = Readonly<RouterContextProvider>;

/** Review and submit, then the submitted state and a reviewer's request for a document, on one screen. */
const reviewOpen = (a: OnboardingBusiness) =>
  a.status === "submit_application" || (a.status === "application_submitted" && a.reviewState !== "manual_review");

export async function reviewPage(context: Context, request: Request, businessId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.review.heading"));
  const provider = context.get(providerContext);
  const result = await loadApplicationWith(context, request, businessId, (access) =>
    Promise.all([
      provider.call(onboarding.getPrimaryPerson, { params: { id: businessId }, ...asVisitor(access) }).then((r) => r.primaryPerson),
      provider.call(onboarding.listBeneficialOwners, { params: { id: businessId }, ...asVisitor(access) }).then((r) => r.beneficialOwners),
    ]),
  );
  if (result.state !== "open") return { title, problem: result.state, review: null };
  const { application } = result;
  requireScreen(application, reviewOpen);
  const [person, owners] = result.more;
  const info = application.businessInfo;
  const url = new URL(request.url);
  return {
    title,
    problem: null,
    review: {
      stage:
        application.status === "submit_application"
          ? ("review" as const)
          : application.reviewState === "needs_documents"
            ? ("documentsRequested" as const)
            : ("submitted" as const),
      business: info
        ? {
            legalName: info.legalName,
            dbaName: info.dbaName,
            legalStructure: info.legalStructure,
            ein: maskEin(info.einLast4),
            phone: info.phone,
            website: info.website,
            address: info.address,
          }
        : null,
      person: person ? { name: `${person.firstName} ${person.lastName}`, email: person.email, title: person.title } : null,
      owners: owners.map(ownerRow),
      documents: application.documents.map((d) => ({ id: d.id, documentType: d.documentType, fileName: d.fileName })),
      missing: application.missingDocuments,
      uploaded: url.searchParams.get("uploaded") === "1",
    },
  };
}

export async function reviewAction(context: Context, request: Request, businessId: string) {
  if (uploadTooLarge(request)) {
    // Refused before the body is read: nothing of it is kept or sent on.
    return data({ status: "error" as const, error: { "": ["documentTooLarge"] }, initialValue: { intent: "upload" } }, { status: 413 });
  }
  // The document is read as it arrives and streamed on (ADR 0185); the fields before it are read whole.
  const { fields, file } = await readDocumentForm(request);
  const submission = parseWithZod(fields, { schema: reviewFieldsSchema });
  // The file's rules are the form's (documentFormSchema), checked on what the part says of it.
  const problem = file ? documentFileProblem(file) : "documentRequired";
  // A refused form sends back no file, and the rest of the upload is not read.
  const refuseDocument = async (refusal: Refusal, status?: number) => {
    await file?.stream.cancel().catch(() => undefined);
    return refuse(submission, refusal, { status, hideFields: ["document"] });
  };
  if (submission.status !== "success") {
    return refuseDocument({ fieldErrors: fields.get("intent") === "upload" && problem ? { document: [problem] } : {} });
  }
  const value = submission.value;
  if (value.intent === "upload" && problem) return refuseDocument({ fieldErrors: { document: [problem] } });
  const result = await loadApplication(context, request, businessId);
  if (result.state !== "open") return refuseDocument({ formErrors: [`onboarding.link.${result.state}`] });
  // Submit without a required document names it, next to the document field and in the summary (issue 35
  // item 8), rather than sending the provider a submission it refuses with a vague "still missing".
  const missing =
    value.intent === "submit" && result.application.status === "submit_application" ? result.application.missingDocuments : [];
  if (missing.length > 0) return refuseDocument({ fieldErrors: { document: missing.map(missingDocumentMessage) } }, 409);
  const provider = context.get(providerContext);
  try {
    if (value.intent === "upload" && file) {
      const outcome = await uploadDocument(provider, result.access, value.documentType, file);
      if (!outcome.ok) return refuseDocument({ fieldErrors: { document: [outcome.problem] } });
      throw redirect(`${href("/:businessId/submitConfirmation", { businessId })}?uploaded=1`);
    }
    const { onboarding: submitted } = await provider.call(onboarding.submit, { params: { id: businessId }, ...asVisitor(result.access) });
    throw redirect(screenOf(submitted));
  } catch (error) {
    if (!isFormError(error)) throw error;
    const refusal = providerFormErrors(error, {
      fields: { "body.documentType": "documentType", "body.sizeBytes": "document", "body.contentType": "document" },
      codes: ONBOARDING_CODES,
    });
    return refuseDocument(refusal, formErrorStatus(error));
  }
}

/** What the document field and the error summary say of a required document not uploaded yet. */
export function missingDocumentMessage(type: DocumentType): FormMessageKey {
  return `onboarding.missingDocument.${type}`;
}

/** /{businessId}/manualReview: a person reviews the application; nothing to do but wait for the e-mail. */
export async function manualReviewPage(context: Context, request: Request, businessId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.manualReview.heading"));
  const result = await loadApplication(context, request, businessId);
  if (result.state !== "open") return { title, problem: result.state };
  requireScreen(result.application, (a) => a.status === "application_submitted" && a.reviewState === "manual_review");
  return { title, problem: null };
}
