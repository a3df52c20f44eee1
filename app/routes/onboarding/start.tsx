import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, type FieldMeta, FormErrors, FormMessage, NewPasswordFields, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as schemas from "#app/forms/onboarding.schema";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/start";
import { LinkWhoseNotice, OnboardingPage } from "./onboarding-page";
import { startAction, startPage } from "./start.server";

// No JavaScript: the schemas resolve on the server before the page is sent (ADR 0066).
const emailSchema = readySchema(schemas.applicantEmailSchema);
const startSchema = readySchema(schemas.startSchema);
const accountSchema = readySchema(schemas.accountSchema);

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return startPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return startAction(context, request);
}

/**
 * /onboard: a new organization's first step, or the sign-in of an applicant who came from the e-mail.
 * Both start with the applicant's e-mail address, which gets a code; the form after it asks for the
 * code with the rest (ADR 0200).
 */
export default function Start({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const codeStep = loaderData.email ? <CodeSent email={loaderData.email} /> : null;
  if (loaderData.step === "account") {
    const business = loaderData.businessName ?? "";
    return (
      <OnboardingPage heading={t("onboarding.account.heading", { business })}>
        <LinkWhoseNotice whose={loaderData.whose} />
        <p>{t("onboarding.account.intro", { business })}</p>
        {codeStep}
        {loaderData.email ? <AccountForm reply={actionData} /> : <EmailForm reply={actionData} />}
      </OnboardingPage>
    );
  }
  return (
    <OnboardingPage heading={t("onboarding.start.heading")}>
      {loaderData.problem ? (
        <FormMessage tone="error">
          {loaderData.problem === "unavailable" ? t("onboarding.extensionOff.body") : t(`onboarding.link.${loaderData.problem}`)}
        </FormMessage>
      ) : null}
      <p>{t("onboarding.start.intro")}</p>
      {codeStep}
      {loaderData.email ? <StartForm reply={actionData} /> : <EmailForm reply={actionData} />}
      <p className="auth-switch">
        {t("onboarding.start.haveLink")} <a href="/login">{t("onboarding.link.signIn")}</a>
      </p>
    </OnboardingPage>
  );
}

type Reply = Route.ComponentProps["actionData"];

/** Where the code went, and the way back to give another address (or get a new code). */
function CodeSent({ email }: { email: string }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  return (
    <>
      <FormMessage tone="info">{t("auth.codeSentTo", { destination: email })}</FormMessage>
      <p>
        <a href="/onboard">{t("auth.otherAddress")}</a>
      </p>
    </>
  );
}

function EmailForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [form, fields] = useSchemaForm(emailSchema, { id: "applicant-email", lastResult: reply });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("onboarding.start.emailIntro")}</p>
      <input type="hidden" name="intent" value="sendCode" />
      <Field
        meta={fields.email}
        type="email"
        label={t("onboarding.start.email")}
        hint={t("onboarding.start.emailHint")}
        autoComplete="email"
        dir="ltr"
      />
      <button type="submit">{t("auth.sendCode")}</button>
    </Form>
  );
}

function StartForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [form, fields] = useSchemaForm(startSchema, { id: "start", lastResult: reply });
  return (
    <Form method="post" action="/onboard?step=code" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("onboarding.start.codeIntro")}</p>
      <input type="hidden" name="intent" value="start" />
      <CodeField meta={fields.code} />
      <Field meta={fields.businessName} label={t("onboarding.start.businessName")} autoComplete="organization" />
      <ApplicantSignInFields fields={fields} />
      <button type="submit">{t("onboarding.start.submit")}</button>
    </Form>
  );
}

function AccountForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [form, fields] = useSchemaForm(accountSchema, { id: "account", lastResult: reply });
  return (
    <Form method="post" action="/onboard?step=code" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <p>{t("onboarding.account.codeIntro")}</p>
      <input type="hidden" name="intent" value="account" />
      <CodeField meta={fields.code} />
      <ApplicantSignInFields fields={fields} />
      <button type="submit">{t("onboarding.account.submit")}</button>
    </Form>
  );
}

function CodeField({ meta }: { meta: FieldMeta }) {
  const { t } = useTranslation(["auth"]);
  return <Field meta={meta} label={t("auth.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" />;
}

type SignInMeta = Record<"firstName" | "lastName" | "password" | "confirmPassword", FieldMeta>;

/**
 * The applicant's sign-in (name, password twice; the e-mail was proven by the code): the same fields
 * whether they start a new organization or came with the e-mailed link of an existing one.
 */
function ApplicantSignInFields({ fields }: { fields: SignInMeta }) {
  const { t } = useTranslation(["onboarding", "auth"]);
  return (
    <>
      <Field meta={fields.firstName} label={t("onboarding.start.firstName")} autoComplete="given-name" />
      <Field meta={fields.lastName} label={t("onboarding.start.lastName")} autoComplete="family-name" />
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
