import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, type FieldMeta, FormErrors, FormMessage, NewPasswordFields, readySchema, useSchemaForm } from "#app/components/forms";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/start";
import * as schemas from "./onboarding.schema";
import { OnboardingPage } from "./onboarding-page";
import { startAction, startPage } from "./start.server";

// No JavaScript: the schemas resolve on the server before the page is sent (ADR 0066).
const startSchema = readySchema(schemas.startSchema);
const accountSchema = readySchema(schemas.accountSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return startPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return startAction(context, request);
}

/** /onboard: a new organization's first step, or the sign-in of an applicant who came from the e-mail. */
export default function Start({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding", "auth"]);
  if (loaderData.step === "account") {
    const business = loaderData.businessName ?? "";
    return (
      <OnboardingPage heading={t("onboarding.account.heading", { business })}>
        <p>{t("onboarding.account.intro", { business })}</p>
        <AccountForm reply={actionData} />
      </OnboardingPage>
    );
  }
  return (
    <OnboardingPage heading={t("onboarding.start.heading")}>
      {loaderData.problem ? <FormMessage tone="error">{t(`onboarding.link.${loaderData.problem}`)}</FormMessage> : null}
      <p>{t("onboarding.start.intro")}</p>
      <StartForm reply={actionData} />
      <p className="auth-switch">
        {t("onboarding.start.haveLink")} <a href="/login">{t("onboarding.link.signIn")}</a>
      </p>
    </OnboardingPage>
  );
}

type Reply = Route.ComponentProps["actionData"];

function StartForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [form, fields] = useSchemaForm(startSchema, { id: "start", lastResult: reply });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="start" />
      <Field meta={fields.businessName} label={t("onboarding.start.businessName")} autoComplete="organization" />
      <ApplicantSignInFields fields={fields} emailHint={t("onboarding.start.emailHint")} />
      <button type="submit">{t("onboarding.start.submit")}</button>
    </Form>
  );
}

function AccountForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [form, fields] = useSchemaForm(accountSchema, { id: "account", lastResult: reply });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="account" />
      <ApplicantSignInFields fields={fields} />
      <button type="submit">{t("onboarding.account.submit")}</button>
    </Form>
  );
}

type SignInMeta = Record<"firstName" | "lastName" | "email" | "password" | "confirmPassword", FieldMeta>;

/**
 * The applicant's sign-in (name, e-mail, password twice): the same fields whether they start a new
 * organization or came with the e-mailed link of an existing one.
 */
function ApplicantSignInFields({ fields, emailHint }: { fields: SignInMeta; emailHint?: string }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  return (
    <>
      <Field meta={fields.firstName} label={t("onboarding.start.firstName")} autoComplete="given-name" />
      <Field meta={fields.lastName} label={t("onboarding.start.lastName")} autoComplete="family-name" />
      <Field meta={fields.email} type="email" label={t("onboarding.start.email")} hint={emailHint} autoComplete="email" dir="ltr" />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        label={t("onboarding.start.password")}
        confirmLabel={t("onboarding.start.confirmPassword")}
        hint={t("auth.passwordHint")}
      />
    </>
  );
}
