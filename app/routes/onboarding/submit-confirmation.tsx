import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { EmailAddress } from "#app/components/email-address";
import { Facts } from "#app/components/facts";
import { ErrorList, ErrorSummary } from "#app/components/form-messages";
import { FormErrors, FormMessage, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as schemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import { DOCUMENT_CONTENT_TYPES, type DocumentType, documentTypes } from "#domain/onboarding";
import type { Route } from "./+types/submit-confirmation";
import { OwnersTable } from "./fields";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";
import { reviewAction, reviewPage } from "./review.server";
import { UploadProgress } from "./upload-progress";

const documentFormSchema = readySchema(schemas.documentFormSchema);
const submitSchema = readySchema(schemas.submitSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return reviewPage(context, request, params.businessId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return reviewAction(context, request, params.businessId);
}

type Reply = SubmissionResult<string[]> | null | undefined;

/**
 * Step 4: everything entered (secrets masked), the documents, and Submit. After submission the same
 * screen says it is submitted, or asks for the document a reviewer wants.
 */
export default function SubmitConfirmation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const { review } = loaderData;
  if (loaderData.problem || !review) return <LinkProblemPage problem={loaderData.problem ?? "missing"} />;
  const { businessId } = params;
  const reply = actionData as Reply;

  if (review.stage === "submitted") {
    return (
      <OnboardingPage heading={t("onboarding.review.submittedHeading")}>
        <FormMessage tone="success">{t("onboarding.review.submitted")}</FormMessage>
      </OnboardingPage>
    );
  }
  if (review.stage === "documentsRequested") {
    return (
      <OnboardingPage heading={t("onboarding.review.documentsRequestedHeading")}>
        {review.uploaded ? (
          <FormMessage tone="success" arrival>
            {t("onboarding.review.uploadedMessage")}
          </FormMessage>
        ) : null}
        <p>{t("onboarding.review.documentsRequested")}</p>
        <UploadForm reply={replyFor(reply, "upload")} missing={review.missing} />
      </OnboardingPage>
    );
  }

  const business = review.business;
  // Submit refused for a required document not uploaded: the summary at the top links to the upload form's
  // file field, which says the same; the submit form itself shows nothing more.
  const submitReply = replyFor(reply, "submit");
  const missingErrors = submitReply?.error?.document ?? undefined;
  return (
    <OnboardingPage heading={t("onboarding.review.heading")} step={4}>
      {missingErrors ? <ErrorSummary formId="submit" fieldsOf="document" refused errors={{ document: missingErrors }} /> : null}
      <p>{t("onboarding.review.intro")}</p>
      <h2>{t("onboarding.review.business")}</h2>
      {business ? (
        <Facts
          items={[
            { label: t("onboarding.business.legalName"), value: business.legalName },
            business.dbaName ? { label: t("onboarding.business.dbaName"), value: business.dbaName } : null,
            { label: t("onboarding.business.legalStructure"), value: t(`onboarding.business.structures.${business.legalStructure}`) },
            { label: t("onboarding.business.ein"), value: business.ein, ltr: true },
            { label: t("onboarding.business.phone"), value: business.phone, ltr: true },
            {
              label: t("onboarding.business.address"),
              value: `${business.address.addressOne}${business.address.addressTwo ? `, ${business.address.addressTwo}` : ""}, ${business.address.city}, ${business.address.state} ${business.address.zip}`,
            },
          ]}
        />
      ) : null}
      <p>
        <a href={href("/:businessId/businessInfo", { businessId })}>{t("onboarding.review.change")}</a>
      </p>
      <h2>{t("onboarding.review.person")}</h2>
      {review.person ? (
        <Facts
          items={[
            { label: t("onboarding.personStatus.name"), value: review.person.name },
            { label: t("onboarding.personStatus.email"), value: <EmailAddress address={review.person.email} /> },
            { label: t("onboarding.personStatus.dateOfBirth"), value: t("onboarding.personStatus.hidden") },
            { label: t("onboarding.personStatus.ssn"), value: "••• •• ••••", ltr: true },
          ]}
        />
      ) : null}
      <p>
        <a href={href("/:businessId/authorizedPerson/info", { businessId })}>{t("onboarding.review.change")}</a>
      </p>
      <h2>{t("onboarding.review.owners")}</h2>
      <OwnersTable owners={review.owners} />
      <p>
        <a href={href("/:businessId/addBeneficialOwners", { businessId })}>{t("onboarding.review.change")}</a>
      </p>
      <h2>{t("onboarding.review.documents")}</h2>
      {review.uploaded ? (
        <FormMessage tone="success" arrival>
          {t("onboarding.review.uploadedMessage")}
        </FormMessage>
      ) : null}
      <p>{t("onboarding.review.documentsIntro")}</p>
      {review.documents.length > 0 ? (
        <>
          <p>{t("onboarding.review.uploaded")}</p>
          <ul>
            {review.documents.map((d) => (
              <li key={d.id}>
                {t(`onboarding.review.documentTypes.${d.documentType}`)}: <span dir="ltr">{d.fileName}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <UploadForm reply={replyFor(reply, "upload")} missing={review.missing} missingErrors={missingErrors} />
      <h2>{t("onboarding.review.submitHeading")}</h2>
      <p>{t("onboarding.review.submitIntro")}</p>
      <SubmitForm reply={withoutField(submitReply, "document")} />
    </OnboardingPage>
  );
}

/** The reply without one field's errors (shown by another form). */
function withoutField(reply: Reply, name: string): Reply {
  if (!reply?.error?.[name]) return reply;
  const { [name]: _shownElsewhere, ...error } = reply.error;
  return { ...reply, error };
}

function UploadForm({
  reply,
  missing,
  missingErrors,
}: {
  reply: Reply;
  missing: readonly DocumentType[];
  /** A refused submit's errors about the documents still needed, shown at the file field. */
  missingErrors?: readonly string[];
}) {
  const { t } = useTranslation(["onboarding"]);
  const [form, fields] = useSchemaForm(documentFormSchema, {
    id: "document",
    lastResult: reply,
    defaultValue: { documentType: missing[0] ?? "" },
  });
  const documentErrors = fields.document.errors ?? missingErrors;
  return (
    <>
      {missing.length > 0 ? (
        <>
          <p>{t("onboarding.review.stillNeeded")}</p>
          <ul>
            {missing.map((type) => (
              <li key={type}>{t(`onboarding.review.documentTypes.${type}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="upload" />
        <SelectField
          meta={fields.documentType}
          label={t("onboarding.review.documentType")}
          options={documentTypes.map((type) => ({ value: type, label: t(`onboarding.review.documentTypes.${type}`) }))}
        />
        <div className="field">
          <label htmlFor={fields.document.id}>{t("onboarding.review.file")}</label>
          <p id={fields.document.descriptionId} className="field-hint">
            {t("onboarding.review.documentsIntro")}
          </p>
          <input
            id={fields.document.id}
            name={fields.document.name}
            type="file"
            accept={[".pdf", ".png", ".jpg", ".jpeg", ...DOCUMENT_CONTENT_TYPES].join(",")}
            aria-invalid={documentErrors ? true : undefined}
            aria-describedby={
              documentErrors ? `${fields.document.errorId} ${fields.document.descriptionId}` : fields.document.descriptionId
            }
          />
          <ErrorList id={fields.document.errorId} errors={documentErrors} />
        </div>
        <button type="submit" className="secondary">
          {t("onboarding.review.upload")}
        </button>
      </Form>
      <UploadProgress formId={form.id} />
    </>
  );
}

function SubmitForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding"]);
  const [form] = useSchemaForm(submitSchema, { id: "submit", lastResult: reply });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="submit" />
      <button type="submit">{t("onboarding.review.submit")}</button>
    </Form>
  );
}
