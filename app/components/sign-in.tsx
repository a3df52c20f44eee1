import { Form } from "react-router";
import type { SignInStep } from "../auth/schemas";
import { useTranslation } from "../i18n/react";
import { useBrand } from "./brand";
import { Field, FormMessage, type FormReply, readReply } from "./forms";
import { LanguageSelector } from "./language-selector";

export type SignInPageProps = {
  /** Where the step links and forms point: /login, /cardholders, or a brand path. */
  path: string;
  step: SignInStep;
  heading: string;
  intro: string;
  reply?: FormReply;
  /** A notice carried over from the previous page (the spec's toasts), already translated. */
  notice?: { tone: "error" | "info" | "success"; text: string; timed?: boolean } | null;
  /** Masked identifier a code or reset link went to. */
  destination?: string | null;
  resent?: boolean;
  /** Query string to keep on step links (for example `lang` on /cardholders). */
  keep?: string;
  children?: React.ReactNode;
};

/**
 * Every sign-in page: password, one-time code, password reset and new password. Plain forms that post
 * without JavaScript; a refused submission comes back with the typed values (never a password).
 */
export function SignInPage({ path, step, heading, intro, reply, notice, destination, resent, keep = "", children }: SignInPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const r = readReply(reply, t);
  const formErrors = r.formErrors();
  const link = (s: SignInStep) => `${path}?step=${s}${keep ? `&${keep}` : ""}`;
  const action = `${path}?step=${step}${keep ? `&${keep}` : ""}`;
  const identifierField = (
    <Field
      label={t("auth.identifier")}
      hint={t("auth.identifierHint")}
      errors={r.errors("identifier")}
      inputProps={{
        name: "identifier",
        id: "identifier",
        type: "text",
        inputMode: "email",
        autoComplete: "username",
        autoCapitalize: "none",
        spellCheck: false,
        required: true,
        defaultValue: r.value("identifier"),
      }}
    />
  );
  return (
    <main id="main" className="auth-page">
      <header className="home-header">
        {brand ? <img src={brand.logo} alt="" width="40" height="40" /> : null}
        <p className="home-brand">{brand?.name}</p>
        <LanguageSelector />
      </header>
      <h1>{heading}</h1>
      {notice ? (
        <div className={notice.timed ? "toast toast-timed" : "toast"}>
          <FormMessage tone={notice.tone}>{notice.text}</FormMessage>
        </div>
      ) : null}
      {formErrors.length > 0 ? <FormMessage tone="error">{formErrors.join(" ")}</FormMessage> : null}

      {step === "password" ? (
        <>
          <p>{intro}</p>
          <Form method="post" action={action} className="stack">
            <input type="hidden" name="intent" value="password" />
            {identifierField}
            <Field
              label={t("auth.password")}
              errors={r.errors("password")}
              inputProps={{ name: "password", id: "password", type: "password", autoComplete: "current-password", required: true }}
            />
            <button type="submit">{t("auth.signIn")}</button>
          </Form>
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
          <Form method="post" action={action} className="stack">
            <input type="hidden" name="intent" value="sendCode" />
            {identifierField}
            <button type="submit">{t("auth.sendCode")}</button>
          </Form>
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
          <Form method="post" action={action} className="stack">
            <input type="hidden" name="intent" value="verifyCode" />
            <Field
              label={t("auth.code")}
              errors={r.errors("code")}
              inputProps={{
                name: "code",
                id: "code",
                type: "text",
                inputMode: "numeric",
                autoComplete: "one-time-code",
                pattern: "[0-9]{6}",
                maxLength: 6,
                required: true,
                defaultValue: r.value("code"),
              }}
            />
            <button type="submit">{t("auth.signIn")}</button>
          </Form>
          <Form method="post" action={action} className="inline-form">
            <input type="hidden" name="intent" value="resendCode" />
            <button type="submit" className="secondary">
              {t("auth.resendCode")}
            </button>
          </Form>
          <p>
            <a href={link("otp")}>{t("auth.differentAccount")}</a>
          </p>
        </>
      ) : null}

      {step === "reset" ? (
        <>
          <h2>{t("auth.resetHeading")}</h2>
          <p>{t("auth.resetIntro")}</p>
          <Form method="post" action={action} className="stack">
            <input type="hidden" name="intent" value="reset" />
            {identifierField}
            <button type="submit">{t("auth.sendResetLink")}</button>
          </Form>
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
          <Form method="post" action={action} className="stack">
            <input type="hidden" name="intent" value="newPassword" />
            <Field
              label={t("auth.newPassword")}
              hint={t("auth.passwordHint")}
              errors={r.errors("password")}
              inputProps={{ name: "password", id: "password", type: "password", autoComplete: "new-password", required: true }}
            />
            <Field
              label={t("auth.confirmPassword")}
              errors={r.errors("confirmPassword")}
              inputProps={{
                name: "confirmPassword",
                id: "confirmPassword",
                type: "password",
                autoComplete: "new-password",
                required: true,
              }}
            />
            <button type="submit">{t("auth.savePassword")}</button>
          </Form>
        </>
      ) : null}
      {children}
    </main>
  );
}
