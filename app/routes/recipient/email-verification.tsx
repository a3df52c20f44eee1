import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field, FormErrors, FormMessage, replyFor, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as schemas from "#app/forms/intake.schema";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/email-verification";
import { emailVerificationAction, emailVerificationPage } from "./email-verification.server";
import { intakeMiddleware } from "./intake-middleware.server";
import { IntakePage } from "./intake-page";

// No JavaScript on this page: the schemas resolve on the server before the page is sent (ADR 0066).
const intakeSendCodeSchema = readySchema(schemas.intakeSendCodeSchema);
const intakeVerifyCodeSchema = readySchema(schemas.intakeVerifyCodeSchema);
const intakeResendCodeSchema = readySchema(schemas.intakeResendCodeSchema);
const requestLinkSchema = readySchema(schemas.requestLinkSchema);

export const handle = { hydrate: false, ownHeader: true, i18n: ["intake", "validation"] } satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [intakeMiddleware];

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return emailVerificationPage(context, request, params.businessId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return emailVerificationAction(context, request, params.businessId);
}

type Reply = SubmissionResult<string[]> | null | undefined;

/**
 * Recipient e-mail verification (spec: /setup-payment/{businessId}/recipient): the recipient types the
 * e-mail our message reached, receives a 6-digit code, and types it. A link that does not work any more
 * (or none) offers a new one at once, so nobody has to call anybody.
 */
export default function EmailVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["intake"]);
  const { step, linkState, destination, resent } = loaderData;
  const reply = actionData as Reply;

  if (loaderData.unavailable) {
    return (
      <IntakePage heading={t("intake.title")}>
        <FormMessage tone="info">{t("intake.extensionOff.body")}</FormMessage>
      </IntakePage>
    );
  }

  if (step === "link-sent") {
    return (
      <IntakePage heading={t("intake.link.sentHeading")}>
        <FormMessage tone="success">{t("intake.link.sent")}</FormMessage>
      </IntakePage>
    );
  }

  if (step === "code") {
    return (
      <IntakePage heading={t("intake.code.heading")} step={2}>
        {resent ? <FormMessage tone="success">{t("intake.code.resent")}</FormMessage> : null}
        {destination ? <p>{t("intake.code.sentTo", { destination })}</p> : null}
        <VerifyCodeForm reply={reply} />
        <ResendCodeForm reply={reply} />
        <p>
          <a href="?step=email">{t("intake.code.changeEmail")}</a>
        </p>
      </IntakePage>
    );
  }

  if (linkState !== "open") {
    return (
      <IntakePage heading={t("intake.title")}>
        <FormMessage tone={linkState === "missing" ? "info" : "error"}>
          {linkState === "expired"
            ? t("intake.link.expired")
            : linkState === "used"
              ? t("intake.linkExchange.used")
              : linkState === "incorrect"
                ? t("intake.link.incorrect")
                : t("intake.link.missing")}
        </FormMessage>
        <p>{t("intake.link.askNew")}</p>
        <RequestLinkForm reply={reply} />
      </IntakePage>
    );
  }

  return (
    <IntakePage heading={t("intake.email.heading")} step={1}>
      {loaderData.organization ? (
        <>
          <p>
            <strong>{t("intake.trust.intro", { payer: loaderData.organization })}</strong>
          </p>
          <p>{t("intake.trust.why")}</p>
          <p>{t("intake.trust.unknown", { payer: loaderData.organization })}</p>
        </>
      ) : (
        <p>{t("intake.email.intro")}</p>
      )}
      {loaderData.recipientEmail ? (
        // Whose request this is, before anything is typed (ADR 0247): a link someone else planted shows their address.
        <FormMessage id="intake-whose" tone="info">
          <p>
            <strong>{t("intake.linkExchange.whose", { email: loaderData.recipientEmail })}</strong>
          </p>
          <p>{t("intake.linkExchange.notYours")}</p>
        </FormMessage>
      ) : null}
      <SendCodeForm reply={reply} />
    </IntakePage>
  );
}

function EmailField({ meta }: { meta: Parameters<typeof Field>[0]["meta"] }) {
  const { t } = useTranslation(["intake"]);
  return (
    <Field
      meta={meta}
      type="email"
      label={t("intake.email.label")}
      hint={t("intake.email.hint")}
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

function SendCodeForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(intakeSendCodeSchema, { id: "send-code", lastResult: replyFor(reply, "sendCode") });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="sendCode" />
      <EmailField meta={fields.email} />
      <button type="submit">{t("intake.email.send")}</button>
    </Form>
  );
}

function VerifyCodeForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(intakeVerifyCodeSchema, { id: "verify-code", lastResult: replyFor(reply, "verifyCode") });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="verifyCode" />
      <Field meta={fields.code} label={t("intake.code.label")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      <button type="submit">{t("intake.code.verify")}</button>
    </Form>
  );
}

function ResendCodeForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(intakeResendCodeSchema, { id: "resend-code", lastResult: replyFor(reply, "resendCode") });
  return (
    <Form method="post" className="inline-form" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="resendCode" />
      <button type="submit" className="secondary">
        {t("intake.code.resend")}
      </button>
    </Form>
  );
}

function RequestLinkForm({ reply }: { reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(requestLinkSchema, { id: "request-link", lastResult: replyFor(reply, "requestLink") });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="requestLink" />
      <EmailField meta={fields.email} />
      <button type="submit">{t("intake.link.send")}</button>
    </Form>
  );
}
