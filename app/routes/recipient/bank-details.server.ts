import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { cloudflareContext, providerContext } from "#app/context";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { bankTransfers } from "#contract/bankTransfers";
import type { BankVerificationFailureReason } from "#domain/bank-test-accounts";
import type { RecipientIntakeStatus } from "#domain/enums";
import { nameOnAccountWarnings } from "#domain/validation";
import { bankDetailsFormSchema, retrySchema, submitDetailsSchema } from "./intake.schema";
import {
  clearIntakeReview,
  clearIntakeSession,
  type IntakeSession,
  intakeReviewCookie,
  intakeSecrets,
  readIntakeReview,
  readIntakeSession,
} from "./intake-cookies.server";

type Context = Readonly<RouterContextProvider>;

/** What the page shows. Never a full account number: the review has the last four digits. */
export type BankDetailsView =
  | { kind: "signedOut" }
  | { kind: "notFound" }
  | { kind: "checkError" }
  | { kind: "form"; defaults: { nameOnAccount: string; routingNumber: string; accountType: string } | null; reviewExpired: boolean }
  | {
      kind: "review";
      nameOnAccount: string;
      routingNumber: string;
      accountType: "checking" | "savings";
      accountLast4: string;
      bankNameWarning: boolean;
    }
  | {
      kind: "status";
      status: Exclude<RecipientIntakeStatus, "awaiting_recipient">;
      reason: BankVerificationFailureReason | null;
      alreadyLinked: boolean;
    };

function secretsOf(context: Context) {
  return intakeSecrets(context.get(cloudflareContext).env);
}

/** This page again, keeping only `lang`, with the given query. */
function pagePath(request: Request, query: Record<string, string> = {}): string {
  const lang = new URL(request.url).searchParams.get("lang");
  const next = new URLSearchParams(lang ? { lang, ...query } : query);
  const search = next.toString();
  return `${href("/setup-payment/recipient")}${search ? `?${search}` : ""}`;
}

/** The provider said the session is over (expired or ended): the page says so and forgets it. */
function signedOut(request: Request): never {
  throw redirect(pagePath(request), { headers: { "Set-Cookie": clearIntakeSession() } });
}

/**
 * The recipient's bank details page: without a session, how to get back in; otherwise the status
 * (one provider round trip), and while the intake is open the form, or the review of what was typed.
 */
export async function bankDetailsPage(context: Context, request: Request) {
  const { t } = getI18n(context);
  const title = pageTitle(context, t("intake.title"));
  const secrets = secretsOf(context);
  const session = await readIntakeSession(request, secrets);
  const url = new URL(request.url);
  const view = (v: BankDetailsView) => ({ title, view: v });
  if (!session) return view({ kind: "signedOut" });

  let status: Awaited<ReturnType<typeof intakeStatus>>;
  try {
    status = await intakeStatus(context, session);
  } catch (error) {
    if (isApiError(error, 401)) signedOut(request);
    if (isApiError(error, 404)) return view({ kind: "notFound" });
    // The spec's "Error checking recipient intake status", with a way to try again; the cause is logged.
    console.error("Recipient intake status failed", isApiError(error) ? `${error.status} ${error.code}` : "no answer");
    return view({ kind: "checkError" });
  }
  if (status.intakeStatus !== "awaiting_recipient") {
    return view({
      kind: "status",
      status: status.intakeStatus,
      reason: status.verificationFailureReason,
      alreadyLinked: url.searchParams.get("notice") === "linked",
    });
  }
  const review = await readIntakeReview(request, secrets, session.recipientId);
  if (url.searchParams.get("step") === "review") {
    if (!review) return view({ kind: "form", defaults: null, reviewExpired: true });
    return view({
      kind: "review",
      nameOnAccount: review.nameOnAccount,
      routingNumber: review.routingNumber,
      accountType: review.accountType,
      accountLast4: review.accountNumber.slice(-4),
      bankNameWarning: nameOnAccountWarnings(review.nameOnAccount).length > 0,
    });
  }
  // Back from the review to change something: everything but the account number comes back.
  return view({
    kind: "form",
    defaults: review ? { nameOnAccount: review.nameOnAccount, routingNumber: review.routingNumber, accountType: review.accountType } : null,
    reviewExpired: false,
  });
}

function intakeStatus(context: Context, session: IntakeSession) {
  return context
    .get(providerContext)
    .call(bankTransfers.getIntakeStatus, { params: { id: session.recipientId }, token: session.accessToken });
}

const SUBMIT_CODES = {
  bank_account_exists: "intake.status.alreadyLinked",
  too_many_attempts: "intake.tooManyAttempts",
} as const satisfies Record<string, FormMessageKey>;

/** details (to the review), submit (to the provider), retry (after a failed verification). */
export async function bankDetailsAction(context: Context, request: Request) {
  const secrets = secretsOf(context);
  const session = await readIntakeSession(request, secrets);
  if (!session) signedOut(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const provider = context.get(providerContext);
  const auth = { params: { id: session.recipientId }, token: session.accessToken };

  if (intent === "submit") {
    const submission = parseWithZod(formData, { schema: submitDetailsSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const review = await readIntakeReview(request, secrets, session.recipientId);
    if (!review) throw redirect(pagePath(request, { step: "review" }));
    try {
      await provider.call(bankTransfers.addBankAccount, {
        ...auth,
        body: {
          accountHolderName: review.nameOnAccount,
          accountType: review.accountType,
          accountNumber: review.accountNumber,
          routingNumber: review.routingNumber,
        },
      });
    } catch (error) {
      if (isApiError(error, 401)) signedOut(request);
      // Details arrived another way meanwhile (staff, another tab): the status says so.
      if (isApiError(error, 409)) {
        throw redirect(pagePath(request, { notice: "linked" }), { headers: { "Set-Cookie": clearIntakeReview() } });
      }
      if (!isFormError(error)) throw error;
      return data(submission.reply(providerFormErrors(error, { codes: SUBMIT_CODES, fields: {} })), { status: 400 });
    }
    throw redirect(pagePath(request), { headers: { "Set-Cookie": clearIntakeReview() } });
  }

  if (intent === "retry") {
    const submission = parseWithZod(formData, { schema: retrySchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    try {
      await provider.call(bankTransfers.retryIntake, auth);
    } catch (error) {
      if (isApiError(error, 401)) signedOut(request);
      if (isApiError(error) && error.status < 500) {
        return data(submission.reply({ formErrors: ["intake.status.retryError"] }), { status: 400 });
      }
      console.error("Recipient retry failed", isApiError(error) ? `${error.status} ${error.code}` : "no answer");
      return data(submission.reply({ formErrors: ["intake.status.retryError"] }), { status: 502 });
    }
    throw redirect(pagePath(request));
  }

  // The details, checked with the domain's rules; the typed values come back with any error.
  const submission = parseWithZod(formData, { schema: bankDetailsFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const cookie = await intakeReviewCookie(
    {
      recipientId: session.recipientId,
      nameOnAccount: value.nameOnAccount,
      accountType: value.accountType,
      routingNumber: value.routingNumber,
      accountNumber: value.accountNumber,
    },
    secrets,
  );
  throw redirect(pagePath(request, { step: "review" }), { headers: { "Set-Cookie": cookie } });
}
