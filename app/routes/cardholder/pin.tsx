import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { CARDHOLDER_LANDING } from "#app/auth/lifecycle.server";
import { FormErrors, FormMessage, NewPinFields, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import { providerContext } from "#app/context";
import * as formSchemas from "#app/forms/portal.schema";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, providerFormErrors } from "#app/provider/form-errors.server";
import { cards } from "#contract/cards";
import type { Route } from "./+types/pin";
import { CardConfirmationFields } from "./card-confirmation-fields";

/** A cardholder page: no JavaScript, no navigation bar. */
export const handle = { hydrate: false, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

const PATH = "/cardholders/pin";
const schema = readySchema(formSchemas.pinWithoutAccountSchema);

/**
 * The provider's refusals in the spec's words (section 8): the card confirmation's texts, the PIN's
 * states (section 4), and the attempts limit the provider counts per card and hour, as registration's.
 */
const PIN_CODES = {
  card_not_found: "cardholder.register.errors.cardNotFound",
  invalid_card_data: "cardholder.register.errors.invalidCardData",
  card_blocked: "cardholder.pin.blocked",
  pin_already_set: "cardholder.pinWithoutAccount.alreadySet",
  too_many_attempts: "cardholder.register.errors.tooManyAttempts",
} as const satisfies Record<string, FormMessageKey>;

const PIN_FIELDS = { "params.id": "cardId", "body.last6": "lastDigits", "body.expiration": "expiration", "body.pin": "pin" } as const;

/** The PIN is never sent back to the page. */
const SECRET_FIELDS = ["pin", "confirmPin"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, t("cardholder.pinWithoutAccount.title")),
    done: new URL(request.url).searchParams.get("done") === "1",
    signIn: CARDHOLDER_LANDING,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: formSchemas.pinWithoutAccountSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
  const value = submission.value;
  try {
    await context.get(providerContext).call(cards.setPinUnauthenticated, {
      params: { id: value.cardId },
      body: { last6: value.lastDigits, expiration: value.expiration, pin: value.pin },
    });
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    const errors = providerFormErrors(error, { codes: PIN_CODES, fields: PIN_FIELDS });
    const status = error.status === 429 ? 429 : error.status >= 500 ? 502 : error.status === 409 ? 409 : 400;
    return data(submission.reply({ ...errors, hideFields: SECRET_FIELDS }), { status });
  }
  throw redirect(`${PATH}?done=1`);
}

/**
 * A first PIN for a card without an account (issue 38 item 4): the card's ID, last 6 digits and
 * expiration prove the card; a PIN that is set already is reset after signing in, which the page says
 * with the way there.
 */
export default function PinWithoutAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cardholder", "auth"]);
  const [form, fields] = useSchemaForm(schema, { id: "pin", lastResult: actionData });
  const alreadySet = (form.errors ?? []).includes("cardholder.pinWithoutAccount.alreadySet");
  return (
    <main id="main" className="auth-page">
      <h1>{t("cardholder.pinWithoutAccount.heading")}</h1>
      {loaderData.done ? (
        <FormMessage tone="success">{t("cardholder.pinWithoutAccount.done")}</FormMessage>
      ) : (
        <>
          <p>{t("cardholder.pinWithoutAccount.intro")}</p>
          <Form method="post" action={PATH} className="stack" {...getFormProps(form)}>
            <FormErrors form={form} />
            {alreadySet ? (
              <p>
                <a href={loaderData.signIn}>{t("cardholder.pinWithoutAccount.signInToReset")}</a>
              </p>
            ) : null}
            <CardConfirmationFields fields={fields} />
            <fieldset className="stack">
              <legend>{t("cardholder.pin.heading")}</legend>
              <p>{t("cardholder.pin.intro")}</p>
              <NewPinFields
                pin={fields.pin}
                confirm={fields.confirmPin}
                label={t("cardholder.pin.pin")}
                confirmLabel={t("cardholder.pin.confirmPin")}
              />
            </fieldset>
            <button type="submit">{t("cardholder.pin.set")}</button>
          </Form>
        </>
      )}
      <p className="auth-switch">
        <a href={loaderData.signIn}>{t("cardholder.pinWithoutAccount.back")}</a>
      </p>
    </main>
  );
}
