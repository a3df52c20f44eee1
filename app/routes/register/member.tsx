import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useBrand } from "#app/components/brand";
import { Field, FormErrors, FormMessage, NewPasswordFields, useSchemaForm } from "#app/components/forms";
import { PublicPage } from "#app/components/public-page";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/member.schema";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/member";
import { registerMemberAction, registerMemberPage } from "./member.server";

// The page ships no JavaScript: the schema resolves on the server, before the page is sent (ADR 0066).
const registerMemberSchema = readySchema(formSchemas.registerMemberSchema);
const acceptInvitationSchema = readySchema(formSchemas.acceptMemberInvitationSchema);

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "settings", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return registerMemberPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerMemberAction(context, request);
}

/**
 * An invited member chooses a password (the spec's rule) and lands in the dashboard; an existing account
 * accepts with its current password instead (ADR 0243).
 */
export default function RegisterMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["settings", "auth"]);
  const brand = useBrand();
  const [form, fields] = useSchemaForm(registerMemberSchema, { id: "register-member", lastResult: actionData });
  const [acceptForm, acceptFields] = useSchemaForm(acceptInvitationSchema, { id: "accept-invitation", lastResult: actionData });
  return (
    <PublicPage heading={t("settings.register.heading", { brand: brand?.name ?? "" })}>
      {loaderData.whose ? (
        // Whose invitation this is, before any password is typed (ADR 0247): a link someone else planted shows their name.
        <FormMessage id="invitation-whose" tone="info">
          <p>
            <strong>{t("settings.invitationLink.whose", { business: loaderData.whose.business, email: loaderData.whose.email })}</strong>
          </p>
          <p>{t("settings.invitationLink.notYours")}</p>
        </FormMessage>
      ) : null}
      {loaderData.hasInvitation && loaderData.existingAccount ? (
        <>
          <p>{t("settings.registerExisting.intro")}</p>
          <Form method="post" action="/register/member" className="stack" {...getFormProps(acceptForm)}>
            <FormErrors form={acceptForm} />
            <input type="hidden" name="intent" value="accept" />
            <Field
              meta={acceptFields.password}
              type="password"
              autoComplete="current-password"
              label={t("settings.registerExisting.password")}
            />
            <button type="submit">{t("settings.registerExisting.submit")}</button>
          </Form>
        </>
      ) : loaderData.hasInvitation ? (
        <>
          <p>{t("settings.register.intro")}</p>
          <Form method="post" action="/register/member" className="stack" {...getFormProps(form)}>
            <FormErrors form={form} />
            <input type="hidden" name="intent" value="register" />
            <NewPasswordFields
              password={fields.password}
              confirm={fields.confirmPassword}
              label={t("settings.register.password")}
              confirmLabel={t("settings.register.confirmPassword")}
              hint={t("auth.passwordHint")}
            />
            <button type="submit">{t("settings.register.submit")}</button>
          </Form>
        </>
      ) : (
        <FormMessage tone="error">{t("settings.register.invalidLink")}</FormMessage>
      )}
      <p className="auth-switch">
        <a href="/cardholders">{t("settings.register.cardholderHint")}</a>
      </p>
    </PublicPage>
  );
}
