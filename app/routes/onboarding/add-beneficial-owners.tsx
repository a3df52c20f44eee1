import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, href } from "react-router";
import { Field, FormErrors, FormMessage, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/add-beneficial-owners";
import { OwnersTable } from "./fields";
import { LinkProblemPage, OnboardingPage } from "./onboarding-page";
import { ownersAction, ownersPage } from "./owners.server";

const ownerInviteSchema = readySchema(formSchemas.ownerInviteSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return ownersPage(context, request, params.businessId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return ownersAction(context, request, params.businessId);
}

/** Step 3: the owners of 25 % or more, invited by e-mail or given by the applicant; none is fine. */
export default function AddBeneficialOwners({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding"]);
  const [form, fields] = useSchemaForm(ownerInviteSchema, { id: "invite-owner", lastResult: actionData });
  if (loaderData.problem) return <LinkProblemPage problem={loaderData.problem} />;
  return (
    <OnboardingPage heading={t("onboarding.owners.heading")} step={3}>
      {loaderData.invited ? <FormMessage tone="success">{t("onboarding.owners.invited")}</FormMessage> : null}
      <p>{t("onboarding.owners.intro")}</p>
      <OwnersTable owners={loaderData.owners} changeFor={params.businessId} />
      <p>
        <a className="button" href={href("/:businessId/submitConfirmation", params)}>
          {t("onboarding.owners.continue")}
        </a>
      </p>
      <h2>{t("onboarding.owners.inviteHeading")}</h2>
      <p>{t("onboarding.owners.inviteIntro")}</p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="invite" />
        <Field meta={fields.firstName} label={t("onboarding.person.firstName")} autoComplete="off" />
        <Field meta={fields.lastName} label={t("onboarding.person.lastName")} autoComplete="off" />
        <Field meta={fields.email} type="email" label={t("onboarding.person.email")} autoComplete="off" dir="ltr" />
        <Field meta={fields.ownershipPercent} label={t("onboarding.owners.share")} inputMode="numeric" autoComplete="off" dir="ltr" />
        <button type="submit" className="secondary">
          {t("onboarding.owners.invite")}
        </button>
      </Form>
      <p>
        <a
          href={href("/:businessId/beneficialOwnerForm/:beneficialOwnerId/info", {
            businessId: params.businessId,
            beneficialOwnerId: "new",
          })}
        >
          {t("onboarding.owners.details")}
        </a>
      </p>
    </OnboardingPage>
  );
}
