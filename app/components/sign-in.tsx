import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { SignInStep } from "#app/forms/auth.schema";
import * as schemas from "#app/forms/auth.schema";
import { Field, type FieldMeta, FormErrors, FormMessage, NewPasswordFields, replyFor, useSchemaForm } from "./forms";
import { PublicPage } from "./public-page";
import { readySchema } from "./ready-schema";

// The sign-in pages ship no JavaScript: these resolve on the server, before the page is sent (ADR 0066).
const passwordSignInSchema = readySchema(schemas.passwordSignInSchema);
const sendCodeSchema = readySchema(schemas.sendCodeSchema);
const verifyCodeSchema = readySchema(schemas.verifyCodeSchema);
const resendCodeSchema = readySchema(schemas.resendCodeSchema);
const resetSchema = readySchema(schemas.resetSchema);
const newPasswordSchema = readySchema(schemas.newPasswordSchema);

/** The reply of the sign-in action (conform's `submission.reply()`; passwords are never in it). */
export type SignInReply = SubmissionResult<string[]> | null | undefined;

export type SignInPageProps = {
  /** Where the step links and forms point: /login, /cardholders, or a brand path. */
  path: string;
  step: SignInStep;
  heading: string;
  intro: string;
  reply?: SignInReply;
  /** Masked identifier a code or reset link went to. */
  destination?: string | null;
  resent?: boolean;
  /** Query string to keep on step links (for example `lang` on /cardholders). */
  keep?: string;
  children?: React.ReactNode;
};

/**
 * Every sign-in page: password, one-time code, password reset and new password. Conform forms that
 * post without JavaScript (these pages ship none); a refused submission comes back with the typed
 * values (never a password) and its errors on the form that was sent.
 */
export function SignInPage({ path, step, heading, intro, reply, destination, resent, keep = "", children }: SignInPageProps) {
  const { t } = useTranslation(["auth"]);
  const link = (s: SignInStep) => `${path}?step=${s}${keep ? `&${keep}` : ""}`;
  const action = `${path}?step=${step}${keep ? `&${keep}` : ""}`;
  return (
    <PublicPage heading={heading}>
      {step === "password" ? (
        <>
          <p>{intro}</p>
          <PasswordForm action={action} reply={reply} />
          <ul className="link-list">
            <li>
              <a href={link("otp")}>{t("auth.useCode")}</a>
            </li>
            <li>
              <a href={link("reset")}>{t("auth.forgotPassword")}</a>
            </li>
          </ul>
        </>
      ) : null}

      {step === "otp" ? (
        <>
          <h2>{t("auth.otpHeading")}</h2>
          <p>{t("auth.otpIntro")}</p>
          <SendCodeForm action={action} reply={reply} />
          <p>
            <a href={link("password")}>{t("auth.usePassword")}</a>
          </p>
        </>
      ) : null}

      {step === "code" ? (
        <>
          <h2>{t("auth.codeHeading")}</h2>
          {resent ? <FormMessage tone="success">{t("auth.newCodeSent")}</FormMessage> : null}
          {destination ? <p>{t("auth.codeSentTo", { destination })}</p> : null}
          <VerifyCodeForm action={action} reply={reply} />
          <ResendCodeForm action={action} reply={reply} />
          <p>
            <a href={link("otp")}>{t("auth.differentAccount")}</a>
          </p>
        </>
      ) : null}

      {step === "reset" ? (
        <>
          <h2>{t("auth.resetHeading")}</h2>
          <p>{t("auth.resetIntro")}</p>
          <ResetForm action={action} reply={reply} />
          <p>
            <a href={link("password")}>{t("auth.backToSignIn")}</a>
          </p>
        </>
      ) : null}

      {step === "reset-sent" ? (
        <>
          <h2>{t("auth.resetHeading")}</h2>
          <FormMessage tone="success">{t("auth.resetSent", { destination: destination ?? "" })}</FormMessage>
          <p>
            <a href={link("password")}>{t("auth.backToSignIn")}</a>
          </p>
        </>
      ) : null}

      {step === "new-password" ? (
        <>
          <h2>{t("auth.newPasswordHeading")}</h2>
          <NewPasswordForm action={action} reply={reply} />
        </>
      ) : null}
      {children}
    </PublicPage>
  );
}

type StepFormProps = { action: string; reply: SignInReply };

/** The e-mail or phone field of the password, code and reset forms. */
function IdentifierField({ meta }: { meta: FieldMeta }) {
  const { t } = useTranslation(["auth"]);
  return (
    <Field
      meta={meta}
      label={t("auth.identifier")}
      hint={t("auth.identifierHint")}
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

function PasswordForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(passwordSignInSchema, { id: "sign-in", lastResult: replyFor(reply, "password") });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="password" />
      <IdentifierField meta={fields.identifier} />
      <Field meta={fields.password} type="password" label={t("auth.password")} autoComplete="current-password" />
      <button type="submit">{t("auth.signIn")}</button>
    </Form>
  );
}

function SendCodeForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(sendCodeSchema, { id: "send-code", lastResult: replyFor(reply, "sendCode") });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="sendCode" />
      <IdentifierField meta={fields.identifier} />
      <button type="submit">{t("auth.sendCode")}</button>
    </Form>
  );
}

function VerifyCodeForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(verifyCodeSchema, { id: "verify-code", lastResult: replyFor(reply, "verifyCode") });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="verifyCode" />
      <Field meta={fields.code} label={t("auth.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <button type="submit">{t("auth.signIn")}</button>
    </Form>
  );
}

function ResendCodeForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(resendCodeSchema, { id: "resend-code", lastResult: replyFor(reply, "resendCode") });
  return (
    <Form method="post" action={action} className="inline-form" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="resendCode" />
      <button type="submit" className="secondary">
        {t("auth.resendCode")}
      </button>
    </Form>
  );
}

function ResetForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(resetSchema, { id: "reset", lastResult: replyFor(reply, "reset") });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="reset" />
      <IdentifierField meta={fields.identifier} />
      <button type="submit">{t("auth.sendResetLink")}</button>
    </Form>
  );
}

function NewPasswordForm({ action, reply }: StepFormProps) {
  const { t } = useTranslation(["auth"]);
  const [form, fields] = useSchemaForm(newPasswordSchema, { id: "new-password", lastResult: replyFor(reply, "newPassword") });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="newPassword" />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        label={t("auth.newPassword")}
        confirmLabel={t("auth.confirmPassword")}
        hint={t("auth.passwordHint")}
      />
      <button type="submit">{t("auth.savePassword")}</button>
    </Form>
  );
}
