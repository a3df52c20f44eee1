import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ErrorList } from "#app/components/form-messages";
import { FormErrors, FormMessage, readySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
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
  const id = encodeURIComponent(params.businessId);
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
  return (
    <OnboardingPage heading={t("onboarding.review.heading")} step={4}>
      <p>{t("onboarding.review.intro")}</p>
      <h2>{t("onboarding.review.business")}</h2>
      {business ? (
        <dl className="facts">
          <dt>{t("onboarding.business.legalName")}</dt>
          <dd>{business.legalName}</dd>
          {business.dbaName ? (
            <>
              <dt>{t("onboarding.business.dbaName")}</dt>
              <dd>{business.dbaName}</dd>
            </>
          ) : null}
          <dt>{t("onboarding.business.legalStructure")}</dt>
          <dd>{t(`onboarding.business.structures.${business.legalStructure}`)}</dd>
          <dt>{t("onboarding.business.ein")}</dt>
          <dd dir="ltr">{business.ein}</dd>
          <dt>{t("onboarding.business.phone")}</dt>
          <dd dir="ltr">{business.phone}</dd>
          <dt>{t("onboarding.business.address")}</dt>
          <dd>
            {business.address.addressOne}
            {business.address.addressTwo ? `, ${business.address.addressTwo}` : ""}, {business.address.city}, {business.address.state}{" "}
            {business.address.zip}
          </dd>
        </dl>
      ) : null}
      <p>
        <a href={`/${id}/businessInfo`}>{t("onboarding.review.change")}</a>
      </p>
      <h2>{t("onboarding.review.person")}</h2>
      {review.person ? (
        <dl className="facts">
          <dt>{t("onboarding.personStatus.name")}</dt>
          <dd>{review.person.name}</dd>
          <dt>{t("onboarding.personStatus.email")}</dt>
          <dd>{review.person.email}</dd>
          <dt>{t("onboarding.personStatus.dateOfBirth")}</dt>
          <dd>{t("onboarding.personStatus.hidden")}</dd>
          <dt>{t("onboarding.personStatus.ssn")}</dt>
          <dd dir="ltr">••• •• ••••</dd>
        </dl>
      ) : null}
      <p>
        <a href={`/${id}/authorizedPerson/info`}>{t("onboarding.review.change")}</a>
      </p>
      <h2>{t("onboarding.review.owners")}</h2>
      <OwnersTable owners={review.owners} />
      <p>
        <a href={`/${id}/addBeneficialOwners`}>{t("onboarding.review.change")}</a>
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
      <UploadForm reply={replyFor(reply, "upload")} missing={review.missing} />
      <h2>{t("onboarding.review.submitHeading")}</h2>
      <p>{t("onboarding.review.submitIntro")}</p>
      <SubmitForm reply={replyFor(reply, "submit")} />
    </OnboardingPage>
  );
}

function UploadForm({ reply, missing }: { reply: Reply; missing: readonly DocumentType[] }) {
  const { t } = useTranslation(["onboarding"]);
  const [form, fields] = useSchemaForm(documentFormSchema, {
    id: "document",
    lastResult: reply,
    defaultValue: { documentType: missing[0] ?? "" },
  });
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
            aria-invalid={fields.document.errors ? true : undefined}
            aria-describedby={
              fields.document.errors ? `${fields.document.errorId} ${fields.document.descriptionId}` : fields.document.descriptionId
            }
          />
          <ErrorList id={fields.document.errorId} errors={fields.document.errors} />
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
