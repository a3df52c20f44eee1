import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { ADDRESS_CODE_ERRORS, ADDRESS_MISSING, sendAddressCode } from "#app/auth/address-proof.server";
import { clearAddress, readAddress } from "#app/auth/cookies.server";
import { CARDHOLDER_LANDING, startSession } from "#app/auth/lifecycle.server";
import { Field, FormErrors, FormMessage, NewPasswordFields, useSchemaForm } from "#app/components/forms";
import { PublicPage } from "#app/components/public-page";
import { readySchema } from "#app/components/ready-schema";
import { providerContext, tenantContext } from "#app/context";
import * as formSchemas from "#app/forms/portal.schema";
import { registerEmailSchema, registerSchema } from "#app/forms/portal.schema";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, providerFormErrors } from "#app/provider/form-errors.server";
import { cardholders } from "#contract/cardholders";
import { identity } from "#contract/identity";
import type { Route } from "./+types/register";
import { CardConfirmationFields } from "./card-confirmation-fields";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const emailSchema = readySchema(formSchemas.registerEmailSchema);
const schema = readySchema(formSchemas.registerSchema);

/** The spec's account-creation texts (section 8) for the provider's refusal codes. */
const REGISTER_CODES = {
  account_exists: "cardholder.register.errors.accountExists",
  card_already_linked: "cardholder.register.errors.cardAlreadyLinked",
  invalid_card_data: "cardholder.register.errors.invalidCardData",
  card_not_found: "cardholder.register.errors.cardNotFound",
  email_not_registered: "cardholder.register.errors.emailNotRegistered",
  email_mismatch: "cardholder.register.errors.emailMismatch",
  organization_info_missing: "cardholder.register.errors.organizationInfoMissing",
  too_many_attempts: "cardholder.register.errors.tooManyAttempts",
  ...ADDRESS_CODE_ERRORS,
} as const satisfies Record<string, FormMessageKey>;

/** Provider request paths to the form's fields. */
const REGISTER_FIELDS = {
  "params.cardId": "cardId",
  "body.emailCode": "code",
  "body.password": "password",
  "body.last6": "lastDigits",
  "body.expiration": "expiration",
} as const;

const SECRET_FIELDS = ["password", "confirmPassword"];

/**
 * Where this host's registration lives: /register/cardholder, or {brand path}/register/cardholder on
 * the branded portal's host (whose /register/cardholder redirects there with its ?token=, spec section 2).
 */
function registerPath(context: Route.LoaderArgs["context"], request: Request, portal: string | undefined) {
  const brandPath = context.get(tenantContext).portalBrandPath ?? null;
  if (portal !== undefined) {
    if (brandPath !== `/${portal}`) notFound();
    return { path: `${brandPath}/register/cardholder`, brandPath };
  }
  if (brandPath) {
    const token = new URL(request.url).searchParams.get("token");
    throw redirect(`${brandPath}/register/cardholder${token ? `?${new URLSearchParams({ token })}` : ""}`);
  }
  return { path: "/register/cardholder", brandPath: null };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { path, brandPath } = registerPath(context, request, params.portal);
  const { t } = getI18n(context);
  // The code step, once a code went to an address (ADR 0200); the address step otherwise.
  const email = new URL(request.url).searchParams.get("step") === "code" ? readAddress(request) : null;
  return {
    title: pageTitle(context, t("cardholder.register.title")),
    path,
    signIn: brandPath ?? CARDHOLDER_LANDING,
    step: email ? ("code" as const) : ("email" as const),
    email,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { path, brandPath } = registerPath(context, request, params.portal);
  const formData = await request.formData();
  if (formData.get("intent") === "sendCode") {
    const submission = parseWithZod(formData, { schema: registerEmailSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    return sendAddressCode(context, "cardholder", submission.value.email, `${path}?step=code`);
  }
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  const value = submission.value;
  const email = readAddress(request);
  if (!email) return data(submission.reply({ formErrors: [ADDRESS_MISSING], hideFields: SECRET_FIELDS }), { status: 400 });
  const provider = context.get(providerContext);
  try {
    await provider.call(cardholders.registerWithCard, {
      params: { cardId: value.cardId },
      body: {
        email,
        password: value.password,
        last6: value.lastDigits,
        expiration: value.expiration,
        emailCode: value.code,
        language: getLocale(context),
      },
    });
    // The new account signs in at once and lands on its cards (ADR 0110): its address is proven.
    const tokens = await provider.call(identity.signin, {
      body: { realm: "cardholder", identifier: email, password: value.password },
    });
    const result = await startSession(context, request, tokens, { brandPath });
    if (result.ok) {
      result.headers.append("Set-Cookie", clearAddress());
      throw redirect(result.redirectTo, { headers: result.headers });
    }
    return data(submission.reply({ formErrors: ["cardholder.register.errors.createFailed"], hideFields: SECRET_FIELDS }), { status: 500 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isApiError(error)) throw error;
    if (error.status >= 500 || (error.status === 401 && !(error.code in ADDRESS_CODE_ERRORS))) {
      console.error("Cardholder account creation failed at the provider", `${error.status} ${error.code}`);
      return data(submission.reply({ formErrors: ["cardholder.register.errors.createFailed"], hideFields: SECRET_FIELDS }), {
        status: 502,
      });
    }
    const errors = providerFormErrors(error, { codes: REGISTER_CODES, fields: REGISTER_FIELDS });
    return data(submission.reply({ ...errors, hideFields: SECRET_FIELDS }), { status: 400 });
  }
}

/**
 * Account creation with a card (spec: card ID, last 6 digits, expiration MM/YY), on the primary and the
 * branded host, in two steps: the e-mail address, which gets a code, then the code, the password and
 * the card (ADR 0200).
 */
export default function CardholderRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cardholder", "auth"]);
  return (
    <PublicPage heading={t("cardholder.register.heading")}>
      {loaderData.step === "code" && loaderData.email ? (
        <CodeStep path={loaderData.path} email={loaderData.email} reply={actionData} />
      ) : (
        <EmailStep path={loaderData.path} reply={actionData} />
      )}
      <p className="auth-switch">
        <a href={loaderData.signIn}>{t("cardholder.register.haveAccount")}</a>
      </p>
    </PublicPage>
  );
}

type Reply = Route.ComponentProps["actionData"];

function EmailStep({ path, reply }: { path: string; reply: Reply }) {
  const { t } = useTranslation(["cardholder", "auth"]);
  const [form, fields] = useSchemaForm(emailSchema, { id: "register-email", lastResult: reply });
  return (
    <>
      <p>{t("cardholder.register.intro")}</p>
      <p>{t("cardholder.register.emailIntro")}</p>
      <Form method="post" action={path} className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="sendCode" />
        <Field
          meta={fields.email}
          type="email"
          label={t("cardholder.register.email")}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
        <button type="submit">{t("auth.sendCode")}</button>
      </Form>
    </>
  );
}

function CodeStep({ path, email, reply }: { path: string; email: string; reply: Reply }) {
  const { t } = useTranslation(["cardholder", "auth"]);
  const [form, fields] = useSchemaForm(schema, { id: "register", lastResult: reply });
  return (
    <>
      <FormMessage tone="info">{t("auth.codeSentTo", { destination: email })}</FormMessage>
      <p>{t("cardholder.register.codeIntro")}</p>
      <Form method="post" action={`${path}?step=code`} className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="register" />
        <fieldset className="stack">
          <legend>{t("cardholder.register.account")}</legend>
          <Field meta={fields.code} label={t("auth.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" />
          <NewPasswordFields
            password={fields.password}
            confirm={fields.confirmPassword}
            label={t("cardholder.register.password")}
            confirmLabel={t("cardholder.register.confirmPassword")}
            hint={t("cardholder.register.passwordHint")}
          />
        </fieldset>
        <CardConfirmationFields fields={fields} />
        <button type="submit">{t("cardholder.register.submit")}</button>
      </Form>
      <p>
        <a href={path}>{t("auth.otherAddress")}</a>
      </p>
    </>
  );
}
