import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, SelectField, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import { officerTitles } from "#domain/enums";
import type { Route } from "./+types/authorized-person-info";
import { personAction, personPage } from "./authorized-person.server";
import { AddressFields, SecretFields } from "./fields";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";

const personFormSchema = readySchema(formSchemas.personFormSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return personPage(context, request, params.businessId, "info");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return personAction(context, request, params.businessId);
}

/** Step 2: the authorized (controlling) person. Date of birth and SSN digits on file are never refilled. */
export default function AuthorizedPersonInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const { person } = loaderData;
  const values = person ? { ...person, dateOfBirthGiven: undefined, ssnLast4Given: undefined } : { ownershipPercent: "0" };
  const [form, fields] = useSchemaForm(personFormSchema, { id: "authorized-person", lastResult: actionData, defaultValue: values });
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.person.heading")} step={2}>
      <p>{t("onboarding.person.intro")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <Field meta={fields.firstName} label={t("onboarding.person.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("onboarding.person.lastName")} autoComplete="off" />
        <Field meta={fields.email} type="email" label={t("onboarding.person.email")} autoComplete="off" dir="ltr" />
        <Field
          meta={fields.phone}
          type="tel"
          label={t("onboarding.person.phone")}
          hint={t("onboarding.business.phoneHint")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
        />
        <SelectField
          meta={fields.title}
          label={t("onboarding.person.title")}
          placeholder={t("onboarding.business.choose")}
          options={officerTitles.map((v) => ({ value: v, label: t(`onboarding.person.titles.${v}`) }))}
        />
        <Field
          meta={fields.ownershipPercent}
          label={t("onboarding.person.ownership")}
          hint={t("onboarding.person.ownershipHint")}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
        />
        <SecretFields
          dateOfBirth={fields.dateOfBirth}
          ssnLast4={fields.ssnLast4}
          dateOfBirthOnFile={person?.dateOfBirthGiven ?? false}
          ssnOnFile={person?.ssnLast4Given ?? false}
        />
        <AddressFields
          legend={t("onboarding.person.homeAddress")}
          fields={{ addressOne: fields.addressOne, addressTwo: fields.addressTwo, city: fields.city, state: fields.state, zip: fields.zip }}
        />
        <button type="submit">{t("onboarding.person.save")}</button>
      </Form>
    </OnboardingPage>
  );
}
