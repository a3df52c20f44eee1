import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { requireSession } from "#app/auth/lifecycle.server";
import { PortalShell } from "#app/components/cardholder/portal-shell";
import { FormErrors, FormMessage, RadioGroupField, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import { providerContext } from "#app/context";
import * as formSchemas from "#app/forms/portal.schema";
import { notificationsSchema } from "#app/forms/portal.schema";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { cardholders } from "#contract/cardholders";
import type { Route } from "./+types/notifications";
import { linksOf } from "./card.server";
import { portalPaths } from "./portal.server";

export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const schema = readySchema(formSchemas.notificationsSchema);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const paths = portalPaths(context, params);
  const session = requireSession(context, request, "cardholder");
  const provider = context.get(providerContext);
  // The record (the guard) and the choices side by side: one provider round trip.
  const [{ cardholder }, { communicationPreferences }] = await Promise.all([
    requireCardholder(context, request),
    provider.call(cardholders.getCommunicationPreferences, { params: { id: session.uid } }),
  ]);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("cardholder.notifications.title")),
    paths: linksOf(paths),
    name: cardholder.firstName,
    email: cardholder.email,
    preferences: communicationPreferences,
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const paths = portalPaths(context, params);
  const session = requireSession(context, request, "cardholder");
  const submission = parseWithZod(await request.formData(), { schema: notificationsSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context
      .get(providerContext)
      .call(cardholders.updateCommunicationPreferences, { params: { id: session.uid }, body: submission.value });
  } catch (error) {
    if (!isFormError(error)) throw error;
    return data(submission.reply(providerFormErrors(error)), { status: 400 });
  }
  throw redirect(`${paths.base}/notifications?saved=1`);
}

/** E-mail notification choices: recent transactions, card declines, card loads (e-mail or none). */
export default function CardholderNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cardholder"]);
  const { preferences } = loaderData;
  const [form, fields] = useSchemaForm(schema, { id: "notifications", lastResult: actionData, defaultValue: preferences });
  const options = [
    { value: "email", label: t("cardholder.notifications.email") },
    { value: "none", label: t("cardholder.notifications.none") },
  ];
  return (
    <PortalShell links={loaderData.paths} name={loaderData.name}>
      <h1>{t("cardholder.notifications.heading")}</h1>
      <p>{t("cardholder.notifications.intro", { email: loaderData.email })}</p>
      {loaderData.saved ? <FormMessage tone="success">{t("cardholder.notifications.saved")}</FormMessage> : null}
      <Form method="post" className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <RadioGroupField
          meta={fields.recentTransactions}
          label={t("cardholder.notifications.recentTransactions")}
          hint={t("cardholder.notifications.recentTransactionsHint")}
          options={options}
        />
        <RadioGroupField
          meta={fields.cardDeclines}
          label={t("cardholder.notifications.cardDeclines")}
          hint={t("cardholder.notifications.cardDeclinesHint")}
          options={options}
        />
        <RadioGroupField
          meta={fields.cardLoads}
          label={t("cardholder.notifications.cardLoads")}
          hint={t("cardholder.notifications.cardLoadsHint")}
          options={options}
        />
        <button type="submit">{t("cardholder.notifications.save")}</button>
      </Form>
    </PortalShell>
  );
}
