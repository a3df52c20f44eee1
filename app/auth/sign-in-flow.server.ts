import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { cardholders } from "#contract/cardholders";
import { identity } from "#contract/identity";
import { users } from "#contract/users";
import { providerContext } from "../middleware/provider";
import { isApiError } from "../provider/client.server";
import { clearOtpIdentifier, clearResetToken, readOtpIdentifier, readResetToken, rememberOtpIdentifier, setNotice } from "./cookies.server";
import { maskIdentifier, newPasswordSchema, signInSchema } from "./schemas";
import { startSession } from "./session.server";

type Realm = "business" | "cardholder";

/** What the sign-in page shows after a refused submission: the form-level message key. */
export type FormMessageKey =
  | "auth.invalidCredentials"
  | "auth.codeExpired"
  | "auth.codeIncorrect"
  | "auth.tooManyAttempts"
  | "auth.noBusiness"
  | "auth.resetLinkInvalid"
  | "auth.unexpected";

function providerErrorMessage(error: unknown): FormMessageKey {
  if (!isApiError(error)) throw error;
  if (error.status === 429) return "auth.tooManyAttempts";
  switch (error.code) {
    case "invalid_credentials":
      return "auth.invalidCredentials";
    case "otp_expired":
      return "auth.codeExpired";
    case "otp_incorrect":
      return "auth.codeIncorrect";
    case "reset_token_invalid":
      return "auth.resetLinkInvalid";
    default:
      console.error("Sign-in step failed at the provider", `${error.status} ${error.code}`);
      return "auth.unexpected";
  }
}

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
    const refuse = (message: FormMessageKey) =>
      data(submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }), { status: 400 });
    const token = readResetToken(request);
    if (!token) return refuse("auth.resetLinkInvalid");
    try {
      await provider.call(identity.confirmPasswordReset, { body: { token, password: submission.value.password } });
    } catch (error) {
      return refuse(providerErrorMessage(error));
    }
    const headers = new Headers();
    headers.append("Set-Cookie", clearResetToken());
    headers.append("Set-Cookie", setNotice("passwordChanged"));
    throw redirect(withStep(request, "password"), { headers });
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const value = submission.value;
  const refuse = (message: FormMessageKey) => data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status: 400 });
  try {
    switch (value.intent) {
      case "password": {
        const tokens = await provider.call(identity.signin, {
          body: { realm, identifier: value.identifier, password: value.password },
        });
        return await finish(context, request, tokens, brandPath, refuse);
      }
      case "sendCode":
      case "resendCode": {
        const identifier = value.intent === "sendCode" ? value.identifier : readOtpIdentifier(request);
        if (!identifier) throw redirect(withStep(request, "otp"));
        await provider.call(users.sendOtp, { body: { realm, identifier } });
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
        await provider.call(endpoint, { body: { identifier: value.identifier } });
        const to = new URL(withStep(request, "reset-sent"), request.url);
        to.searchParams.set("to", maskIdentifier(value.identifier));
        throw redirect(to.pathname + to.search);
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return refuse(providerErrorMessage(error));
  }
}

async function finish<R>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  tokens: Parameters<typeof startSession>[2],
  brandPath: string | null,
  refuse: (message: FormMessageKey) => R,
  extraCookie?: string,
) {
  const result = await startSession(context, request, tokens, { brandPath });
  if (!result.ok) return refuse("auth.noBusiness");
  if (extraCookie) result.headers.append("Set-Cookie", extraCookie);
  throw redirect(result.redirectTo, { headers: result.headers });
}
