import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { Field, FormErrors, FormMessage, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/beneficial-owner-form";
import { AddressFields, SecretFields } from "./fields";
import { LinkProblemPage, LinkWhoseNotice, OnboardingPage } from "./onboarding-page";
import { ownerFormAction, ownerFormPage } from "./owners.server";

const ownerDetailsFormSchema = readySchema(formSchemas.ownerDetailsFormSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return ownerFormPage(context, request, params.businessId, params.beneficialOwnerId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return ownerFormAction(context, request, params.businessId, params.beneficialOwnerId);
}

/**
 * One beneficial owner's details: filled in by the applicant, or by the owner from their own e-mailed
 * link (which opens this form and nothing else).
 */
export default function BeneficialOwnerForm({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const [form, fields] = useSchemaForm(ownerDetailsFormSchema, { id: "owner", lastResult: actionData, defaultValue: loaderData.values });
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  if (loaderData.mode === "thanks") {
    return (
      <OnboardingPage heading={t("onboarding.ownerForm.thanksHeading")}>
        <FormMessage tone="success">{t("onboarding.ownerForm.thanks")}</FormMessage>
      </OnboardingPage>
    );
  }
  const own = loaderData.mode === "owner";
  return (
    <OnboardingPage heading={t(own ? "onboarding.ownerForm.ownHeading" : "onboarding.ownerForm.heading")} step={own ? undefined : 3}>
      {"whose" in loaderData ? <LinkWhoseNotice whose={loaderData.whose} /> : null}
      <p>{own ? t("onboarding.ownerForm.ownIntro") : t("onboarding.person.intro")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <Field meta={fields.firstName} label={t("onboarding.person.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("onboarding.person.lastName")} autoComplete="off" />
        <Field meta={fields.email} type="email" label={t("onboarding.person.email")} autoComplete="off" dir="ltr" />
        <Field meta={fields.ownershipPercent} label={t("onboarding.owners.share")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <SecretFields
          dateOfBirth={fields.dateOfBirth}
          ssnLast4={fields.ssnLast4}
          dateOfBirthOnFile={loaderData.dateOfBirthOnFile}
          ssnOnFile={loaderData.ssnOnFile}
        />
        <AddressFields
          legend={t("onboarding.person.homeAddress")}
          fields={{ addressOne: fields.addressOne, addressTwo: fields.addressTwo, city: fields.city, state: fields.state, zip: fields.zip }}
        />
        <button type="submit">{t("onboarding.ownerForm.save")}</button>
      </Form>
      {own ? null : (
        <p>
          <a href={href("/:businessId/addBeneficialOwners", { businessId: params.businessId })}>{t("onboarding.ownerForm.back")}</a>
        </p>
      )}
    </OnboardingPage>
  );
}
