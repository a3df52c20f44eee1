import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { Facts } from "#app/components/facts";
import { DigitsField, Field, FormErrors, FormMessage, RadioGroupField, ReplyErrors, replyFor, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as formSchemas from "#app/forms/intake.schema";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/bank-details";
import { type BankDetailsView, bankDetailsAction, bankDetailsPage } from "./bank-details.server";
import { intakeMiddleware } from "./intake-middleware.server";
import { IntakePage } from "./intake-page";

// No JavaScript on this page: the schema resolves on the server before the page is sent (ADR 0066).
const bankDetailsSchema = readySchema(formSchemas.bankDetailsFormSchema);
const bankLinkSchema = readySchema(formSchemas.bankLinkSchema);

export const handle = { hydrate: false, ownHeader: true, i18n: ["intake", "validation"] } satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [intakeMiddleware];

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return bankDetailsPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return bankDetailsAction(context, request);
}

type Reply = SubmissionResult<string[]> | null | undefined;

/**
 * Recipient bank details (spec: /setup-payment/recipient): the form, the review with the last four
 * digits, then the verification status (in progress, verified, failed with the reason and a retry).
 * A recipient who already gave details sees their status, never the form again.
 */
export default function BankDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["intake"]);
  const view = loaderData.view as BankDetailsView;
  const reply = actionData as Reply;

  switch (view.kind) {
    case "signedOut":
      return (
        <IntakePage heading={t("intake.title")}>
          <FormMessage tone="info">{t("intake.session.ended")}</FormMessage>
        </IntakePage>
      );
    case "notFound":
      return (
        <IntakePage heading={t("intake.title")}>
          <FormMessage tone="error">{t("intake.status.notFound")}</FormMessage>
        </IntakePage>
      );
    case "checkError":
      return <CheckError />;
    case "form":
      return (
        <IntakePage heading={t("intake.details.heading")} step={3}>
          {view.reviewExpired ? <FormMessage tone="info">{t("intake.review.expired")}</FormMessage> : null}
          {view.bankLink ? (
            <FormMessage tone={view.bankLink === "failed" ? "error" : "info"}>{t(`intake.bankLink.${view.bankLink}`)}</FormMessage>
          ) : (
            <p>
              {t("intake.bankLink.offer")} <a href={withStep("connect")}>{t("intake.bankLink.offerLink")}</a>
            </p>
          )}
          <p>{t("intake.details.intro")}</p>
          <DetailsForm reply={replyFor(reply, "details")} defaults={view.defaults} />
        </IntakePage>
      );
    case "connect":
      return (
        <IntakePage heading={t("intake.bankLink.heading")} step={3}>
          <p>{t("intake.bankLink.intro")}</p>
          <BankLinkForm reply={replyFor(reply, "bankLink")} nameOnAccount={view.nameOnAccount} />
          <p>
            <a href={withStep(null)}>{t("intake.bankLink.typeInstead")}</a>
          </p>
        </IntakePage>
      );
    case "review":
      return <Review view={view} reply={reply} />;
    case "status":
      return <Status view={view} reply={reply} />;
  }
}

function CheckError() {
  const { t } = useTranslation(["intake"]);
  const location = useLocation();
  return (
    <IntakePage heading={t("intake.title")}>
      <FormMessage tone="error">{t("intake.status.checkError")}</FormMessage>
      <p>
        <a className="button" href={`${location.pathname}${location.search}`}>
          {t("intake.status.tryAgain")}
        </a>
      </p>
    </IntakePage>
  );
}

/** This page's address at another step, keeping only the language (a relative link, no JavaScript). */
function withStep(step: string | null): string {
  return step ? `?step=${step}` : "?";
}

/** The name on the account, asked the same way before the bank-linking page and on the form. */
function NameOnAccountField({ meta }: { meta: Parameters<typeof Field>[0]["meta"] }) {
  const { t } = useTranslation(["intake"]);
  return <Field meta={meta} label={t("intake.details.nameOnAccount")} hint={t("intake.details.nameHint")} autoComplete="name" />;
}

function BankLinkForm({ reply, nameOnAccount }: { reply: Reply; nameOnAccount: string }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(bankLinkSchema, { id: "bank-link", lastResult: reply, defaultValue: { nameOnAccount } });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="bankLink" />
      <NameOnAccountField meta={fields.nameOnAccount} />
      <button type="submit">{t("intake.bankLink.connect")}</button>
    </Form>
  );
}

function DetailsForm({ reply, defaults }: { reply: Reply; defaults: Extract<BankDetailsView, { kind: "form" }>["defaults"] }) {
  const { t } = useTranslation(["intake"]);
  const [form, fields] = useSchemaForm(bankDetailsSchema, {
    id: "bank-details",
    lastResult: reply,
    defaultValue: defaults ?? { accountType: "checking" },
  });
  return (
    <Form method="post" className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="details" />
      <NameOnAccountField meta={fields.nameOnAccount} />
      <DigitsField
        meta={fields.routingNumber}
        label={t("intake.details.routingNumber")}
        hint={t("intake.details.routingHint")}
        maxLength={9}
      />
      <DigitsField
        meta={fields.accountNumber}
        label={t("intake.details.accountNumber")}
        hint={t("intake.details.accountHint")}
        maxLength={17}
      />
      <DigitsField
        meta={fields.confirmAccountNumber}
        label={t("intake.details.confirmAccountNumber")}
        hint={t("intake.details.confirmHint")}
        maxLength={17}
      />
      <RadioGroupField
        meta={fields.accountType}
        label={t("intake.details.accountType")}
        options={[
          { value: "checking", label: t("intake.details.types.checking") },
          { value: "savings", label: t("intake.details.types.savings") },
        ]}
      />
      <button type="submit">{t("intake.details.next")}</button>
    </Form>
  );
}

function Review({ view, reply }: { view: Extract<BankDetailsView, { kind: "review" }>; reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  return (
    <IntakePage heading={t("intake.review.heading")} step={4}>
      <ReplyErrors reply={reply} />
      <p>{t("intake.review.intro")}</p>
      <Facts
        layout="rows"
        items={[
          { label: t("intake.details.nameOnAccount"), value: view.nameOnAccount },
          { label: t("intake.details.routingNumber"), value: view.routingNumber, ltr: true },
          { label: t("intake.details.accountNumber"), value: t("intake.review.accountEnding", { last4: view.accountLast4 }) },
          { label: t("intake.details.accountType"), value: t(`intake.details.types.${view.accountType}`) },
        ]}
      />
      {view.bankNameWarning ? <FormMessage tone="info">{t("intake.review.bankNameWarning")}</FormMessage> : null}
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="submit" />
        <button type="submit">{t("intake.review.submit")}</button>
      </Form>
      <p>
        <a href="?">{t("intake.review.change")}</a>
      </p>
    </IntakePage>
  );
}

function Status({ view, reply }: { view: Extract<BankDetailsView, { kind: "status" }>; reply: Reply }) {
  const { t } = useTranslation(["intake"]);
  const heading =
    view.status === "pending_verification"
      ? t("intake.status.inProgress")
      : view.status === "bank_account_verified"
        ? t("intake.status.verified")
        : t("intake.status.failed");
  const reason = view.reason ? t(`intake.status.reasons.${view.reason}`) : null;
  return (
    <IntakePage heading={heading}>
      {view.alreadyLinked ? <FormMessage tone="info">{t("intake.status.alreadyLinked")}</FormMessage> : null}
      <ReplyErrors reply={reply} />
      {view.status === "pending_verification" ? <FormMessage tone="info">{t("intake.status.inProgressBody")}</FormMessage> : null}
      {view.status === "bank_account_verified" ? <FormMessage tone="success">{t("intake.status.verifiedBody")}</FormMessage> : null}
      {view.status === "verification_failed" ? (
        <>
          <FormMessage tone="error">
            {reason ? t("intake.status.failedBecause", { reason }) : t("intake.status.failed")} {t("intake.status.contactSupport")}
          </FormMessage>
          <Form method="post" className="stack">
            <input type="hidden" name="intent" value="retry" />
            <button type="submit">{t("intake.status.retry")}</button>
          </Form>
        </>
      ) : null}
    </IntakePage>
  );
}
