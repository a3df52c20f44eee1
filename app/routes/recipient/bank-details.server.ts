import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { cloudflareContext, providerContext } from "#app/context";
import { bankDetailsFormSchema, bankLinkSchema, retrySchema, submitDetailsSchema } from "#app/forms/intake.schema";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { bankLinkUrl } from "#app/provider/provider-mode";
import { bankTransfers } from "#contract/bankTransfers";
import type { BankVerificationFailureReason } from "#domain/bank-test-accounts";
import type { RecipientIntakeStatus } from "#domain/enums";
import { isIntakeLanguage } from "#domain/intake-language";
import { nameOnAccountWarnings } from "#domain/validation";
import {
  clearIntakeBankLink,
  clearIntakeReview,
  clearIntakeSession,
  type IntakeSession,
  intakeBankLinkCookie,
  intakeReviewCookie,
  intakeSecrets,
  readIntakeBankLink,
  readIntakeReview,
  readIntakeSession,
} from "./intake-cookies.server";

type Context = Readonly<RouterContextProvider>;

/** What the page shows. Never a full account number: the review has the last four digits. */
export type BankDetailsView =
  | { kind: "signedOut" }
  | { kind: "notFound" }
  | { kind: "checkError" }
  | {
      kind: "form";
      defaults: { nameOnAccount: string; routingNumber: string; accountType: string } | null;
      reviewExpired: boolean;
      /** Back from the bank-linking page without an account: the offer to type the details by hand. */
      bankLink: "cancelled" | "failed" | null;
    }
  | { kind: "connect"; nameOnAccount: string }
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
  // Back from the bank-linking page with an account: exchanged at once, then the address is cleaned.
  if (url.searchParams.get("bankLink") === "linked") await exchangeLinkedAccount(context, request, session);

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
  const started = await readIntakeBankLink(request, secrets, session.recipientId);
  if (url.searchParams.get("step") === "connect") {
    return view({ kind: "connect", nameOnAccount: started?.nameOnAccount ?? review?.nameOnAccount ?? "" });
  }
  const back = url.searchParams.get("bankLink");
  const bankLink = back === "cancelled" || back === "failed" ? back : null;
  if (url.searchParams.get("step") === "review") {
    if (!review) return view({ kind: "form", defaults: null, reviewExpired: true, bankLink: null });
    return view({
      kind: "review",
      nameOnAccount: review.nameOnAccount,
      routingNumber: review.routingNumber,
      accountType: review.accountType,
      accountLast4: review.accountNumber.slice(-4),
      bankNameWarning: nameOnAccountWarnings(review.nameOnAccount).length > 0,
    });
  }
  // Back from the review to change something: everything but the account number comes back; back
  // from the bank-linking page, the name given there.
  return view({
    kind: "form",
    defaults: review
      ? { nameOnAccount: review.nameOnAccount, routingNumber: review.routingNumber, accountType: review.accountType }
      : started
        ? { nameOnAccount: started.nameOnAccount, routingNumber: "", accountType: "checking" }
        : null,
    reviewExpired: false,
    bankLink,
  });
}

/**
 * The bank-linking page sent the browser back with a public token and the picked account: the account
 * is added with the name given before leaving (plaidBankAccount), and the page reloads without them,
 * so the single-use token stays in no address. Only the return of a trip this browser started for this
 * recipient counts: its sealed cookie's `state` must match the address's (ADR 0248, as OAuth's `state`),
 * and the cookie goes once the account is added, so the same address again changes nothing. This stays
 * a GET because the hosted page sends the browser back by a redirect, which a page without JavaScript
 * cannot turn into a POST; anything that goes wrong offers the form instead.
 */
async function exchangeLinkedAccount(context: Context, request: Request, session: IntakeSession): Promise<never> {
  const url = new URL(request.url);
  const started = await readIntakeBankLink(request, secretsOf(context), session.recipientId);
  const publicToken = url.searchParams.get("publicToken");
  const accountId = url.searchParams.get("accountId");
  const failed = () => redirect(pagePath(request, { bankLink: "failed" }));
  if (!started || !publicToken || !accountId || !sameState(url.searchParams.get("state"), started.state)) throw failed();
  try {
    await context.get(providerContext).call(bankTransfers.addLinkedBankAccount, {
      params: { id: session.recipientId },
      token: session.accessToken,
      body: { publicToken, accountId, accountHolderName: started.nameOnAccount },
    });
  } catch (error) {
    if (isApiError(error, 401)) signedOut(request);
    if (isApiError(error, 409)) {
      throw redirect(pagePath(request, { notice: "linked" }), { headers: { "Set-Cookie": clearIntakeBankLink() } });
    }
    if (!isApiError(error) || error.status >= 500) {
      console.error("Recipient bank link failed", isApiError(error) ? `${error.status} ${error.code}` : "no answer");
    }
    throw failed();
  }
  throw redirect(pagePath(request), { headers: { "Set-Cookie": clearIntakeBankLink() } });
}

/** The way back's `state` against the started trip's, compared in constant time. */
function sameState(given: string | null, expected: string): boolean {
  if (given === null || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** A fresh `state` nonce for a trip to the bank-linking page (128 random bits, base64url). */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
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

  if (intent === "bankLink") {
    // The name must be valid before connecting (spec section 5); then a link token for the hosted page,
    // which sends the browser back here in the page's language.
    const submission = parseWithZod(formData, { schema: bankLinkSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const language = getI18n(context).language;
    const state = newState();
    let linkToken: string;
    try {
      ({ linkToken } = await provider.call(bankTransfers.createLinkToken, {
        ...auth,
        body: {
          redirectUri: new URL(pagePath(request, { state }), request.url).toString(),
          ...(isIntakeLanguage(language) ? { language } : {}),
        },
      }));
    } catch (error) {
      if (isApiError(error, 401)) signedOut(request);
      if (isApiError(error, 409)) throw redirect(pagePath(request, { notice: "linked" }));
      // The page's fallback: typing the details by hand. The cause is logged.
      console.error("Recipient bank link token failed", isApiError(error) ? `${error.status} ${error.code}` : "no answer");
      throw redirect(pagePath(request, { bankLink: "failed" }));
    }
    const cookie = await intakeBankLinkCookie(
      { recipientId: session.recipientId, nameOnAccount: submission.value.nameOnAccount, state },
      secrets,
    );
    throw redirect(bankLinkUrl(context.get(cloudflareContext).env, linkToken), { headers: { "Set-Cookie": cookie } });
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
