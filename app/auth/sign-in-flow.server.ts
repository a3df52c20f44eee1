import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { flashCookie } from "#app/flash/flash.server";
import { maskIdentifier, newPasswordSchema, signInSchema } from "#app/forms/auth.schema";
import { getLocale } from "#app/middleware/i18n";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, GENERIC_FORM_ERROR, providerFormErrors } from "#app/provider/form-errors.server";
import { cardholders } from "#contract/cardholders";
import { identity } from "#contract/identity";
import { users } from "#contract/users";
import { clearOtpIdentifier, clearResetToken, readOtpIdentifier, readResetToken, rememberOtpIdentifier } from "./cookies.server";
import { startSession } from "./lifecycle.server";

type Realm = "business" | "cardholder";

/** The sign-in screens' own messages for the provider's refusal codes. */
const SIGN_IN_CODES = {
  invalid_credentials: "auth.invalidCredentials",
  otp_expired: "auth.codeExpired",
  otp_incorrect: "auth.codeIncorrect",
  otp_locked: "auth.tooManyAttempts",
  too_many_attempts: "auth.tooManyAttempts",
  reset_token_invalid: "auth.resetLinkInvalid",
} as const satisfies Record<string, FormMessageKey>;

/** Provider request paths to the sign-in forms' fields. */
const SIGN_IN_FIELDS = { "body.identifier": "identifier", "body.password": "password", "body.code": "code" } as const;

type Refusal = ReturnType<typeof providerFormErrors>;

/** A provider refusal as the sign-in form's errors; anything that is not a provider answer is rethrown. */
function providerRefusal(error: unknown): Refusal {
  if (!isApiError(error)) throw error;
  const refusal = providerFormErrors(error, { fields: SIGN_IN_FIELDS, codes: SIGN_IN_CODES });
  if (refusal.formErrors.includes(GENERIC_FORM_ERROR)) {
    console.error("Sign-in step failed at the provider", `${error.status} ${error.code}`);
  }
  return refusal;
}

const refusal = (message: FormMessageKey): Refusal => ({ formErrors: [message], fieldErrors: {} });

function withStep(request: Request, step: string): string {
  const url = new URL(request.url);
  url.searchParams.set("step", step);
  return url.pathname + url.search;
}

/**
 * The action behind every sign-in page (business /login, /cardholders, a branded portal login):
 * password, one-time code (send, resend, verify) and password reset. Field errors and provider errors
 * come back as a conform reply with status 400; the password is never echoed back.
 */
export async function signInAction(context: Readonly<RouterContextProvider>, request: Request, realm: Realm, brandPath: string | null) {
  const formData = await request.formData();
  const provider = context.get(providerContext);

  if (formData.get("intent") === "newPassword") {
    const submission = parseWithZod(formData, { schema: newPasswordSchema });
    if (submission.status !== "success") {
      return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
    }
    const refuse = (errors: Refusal) => data(submission.reply({ ...errors, hideFields: ["password", "confirmPassword"] }), { status: 400 });
    const token = readResetToken(request);
    if (!token) return refuse(refusal("auth.resetLinkInvalid"));
    try {
      await provider.call(identity.confirmPasswordReset, { body: { token, password: submission.value.password } });
    } catch (error) {
      return refuse(providerRefusal(error));
    }
    const headers = new Headers();
    headers.append("Set-Cookie", clearResetToken());
    headers.append("Set-Cookie", flashCookie({ message: "auth.passwordChanged", tone: "success" }));
    throw redirect(withStep(request, "password"), { headers });
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const value = submission.value;
  const refuse = (errors: Refusal) => data(submission.reply({ ...errors, hideFields: ["password"] }), { status: 400 });
  try {
    switch (value.intent) {
      case "password": {
        // One answer for unknown, unactivated and active identifiers alike (issue 34 item 6): the page
        // never says whether a phone or e-mail belongs to a card or an account.
        const tokens = await provider.call(identity.signin, { body: { realm, identifier: value.identifier, password: value.password } });
        return await finish(context, request, tokens, brandPath, refuse);
      }
      case "sendCode":
      case "resendCode": {
        const identifier = value.intent === "sendCode" ? value.identifier : readOtpIdentifier(request);
        if (!identifier) throw redirect(withStep(request, "otp"));
        // Every identifier goes on to the code step: the provider sends a code only to an account's own
        // address or phone, and answers alike either way (issue 34 item 6).
        // The code is written in the language of this page (ADR 0151).
        await provider.call(users.sendOtp, { body: { realm, identifier, language: getLocale(context) } });
        const headers = new Headers({ "Set-Cookie": rememberOtpIdentifier(identifier) });
        const to = new URL(withStep(request, "code"), request.url);
        if (value.intent === "resendCode") to.searchParams.set("resent", "1");
        throw redirect(to.pathname + to.search, { headers });
      }
      case "verifyCode": {
        const identifier = readOtpIdentifier(request);
        if (!identifier) throw redirect(withStep(request, "otp"));
        const tokens = await provider.call(users.verifyOtp, { body: { realm, identifier, code: value.code } });
        return await finish(context, request, tokens, brandPath, refuse, clearOtpIdentifier());
      }
      case "reset": {
        const endpoint = realm === "business" ? users.passwordReset : cardholders.passwordReset;
        await provider.call(endpoint, { body: { identifier: value.identifier, language: getLocale(context) } });
        const to = new URL(withStep(request, "reset-sent"), request.url);
        to.searchParams.set("to", maskIdentifier(value.identifier));
        throw redirect(to.pathname + to.search);
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refuse(providerRefusal(error));
  }
}

async function finish<R>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tokens: Parameters<typeof startSession>[2],
  brandPath: string | null,
  refuse: (errors: Refusal) => R,
  extraCookie?: string,
) {
  const result = await startSession(context, request, tokens, { brandPath });
  if (!result.ok) return refuse(refusal("auth.noBusiness"));
  if (extraCookie) result.headers.append("Set-Cookie", extraCookie);
  throw redirect(result.redirectTo, { headers: result.headers });
}
