import { type RouterContextProvider, redirect } from "react-router";
import { sessionContext } from "#app/context";
import { maskedDestination, maskIdentifier, stepOf } from "#app/forms/auth.schema";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { readOtpIdentifier } from "./cookies.server";

/**
 * Loader data shared by every sign-in page. A user already signed in for this realm goes home. (The
 * notice left by the previous page, such as the auth-error toast, is a flash the root shows.)
 */
export function signInPageData<Extra extends Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  realm: "business" | "cardholder",
  titleKey: "auth.loginTitle" | "auth.cardholderTitle",
  extra: Extra = {} as Extra,
) {
  const session = context.get(sessionContext).session;
  if (session?.realm === realm) throw redirect(session.home);
  const url = new URL(request.url);
  const step = stepOf(url);
  const { t } = getI18n(context);
  const otpIdentifier = step === "code" ? readOtpIdentifier(request) : null;
  return {
    title: pageTitle(context, t(titleKey)),
    step,
    destination: step === "code" ? (otpIdentifier ? maskIdentifier(otpIdentifier) : null) : maskedDestination(url.searchParams.get("to")),
    resent: url.searchParams.get("resent") === "1",
    ...extra,
  };
}
