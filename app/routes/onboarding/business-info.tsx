import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, SelectField, TextareaField, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import { legalStructures } from "#domain/enums";
import type { Route } from "./+types/business-info";
import { businessInfoAction, businessInfoPage } from "./business-info.server";
import { AddressFields } from "./fields";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";

const businessInfoFormSchema = readySchema(formSchemas.businessInfoFormSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return businessInfoPage(context, request, params.businessId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return businessInfoAction(context, request, params.businessId);
}

/** Step 1: the organization, as on its IRS letter. */
export default function BusinessInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const [form, fields] = useSchemaForm(businessInfoFormSchema, {
    id: "business-info",
    lastResult: actionData,
    defaultValue: loaderData.values ?? {},
  });
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.business.heading")} step={1}>
      <p>{t("onboarding.business.intro")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <Field
          meta={fields.legalName}
          label={t("onboarding.business.legalName")}
          hint={t("onboarding.business.legalNameHint")}
          autoComplete="organization"
        />
        <Field meta={fields.dbaName} label={t("onboarding.business.dbaName")} autoComplete="off" />
        <SelectField
          meta={fields.legalStructure}
          label={t("onboarding.business.legalStructure")}
          placeholder={t("onboarding.business.choose")}
          options={legalStructures.map((s) => ({ value: s, label: t(`onboarding.business.structures.${s}`) }))}
        />
        <Field
          meta={fields.ein}
          label={t("onboarding.business.ein")}
          hint={
            loaderData.einOnFile ? t("onboarding.business.einOnFile", { masked: loaderData.einOnFile }) : t("onboarding.business.einHint")
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          dir="ltr"
        />
        <Field
          meta={fields.phone}
          type="tel"
          label={t("onboarding.business.phone")}
          hint={t("onboarding.business.phoneHint")}
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
        />
        <Field meta={fields.website} label={t("onboarding.business.website")} autoComplete="url" dir="ltr" />
        <TextareaField
          meta={fields.description}
          label={t("onboarding.business.description")}
          hint={t("onboarding.business.descriptionHint")}
          rows={4}
        />
        <AddressFields
          legend={t("onboarding.business.address")}
          hint={t("onboarding.business.addressHint")}
          fields={{ addressOne: fields.addressOne, addressTwo: fields.addressTwo, city: fields.city, state: fields.state, zip: fields.zip }}
        />
        <button type="submit">{t("onboarding.business.save")}</button>
      </Form>
    </OnboardingPage>
  );
}
