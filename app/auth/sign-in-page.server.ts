import { data, type RouterContextProvider, redirect } from "react-router";
import { tenantContext } from "../context";
import { getI18n } from "../middleware/i18n";
import { sessionContext } from "../middleware/session";
import { clearNotice, readNotice, readOtpIdentifier } from "./cookies.server";
import { maskIdentifier, stepOf } from "./schemas";

/**
 * Loader data shared by every sign-in page. A user already signed in for this realm goes home; the
 * notice left by the previous page (sign-out, expired session, auth error toast) is shown once.
 */
export function signInPageData<Extra extends Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  realm: "business" | "cardholder",
  titleKey: string,
  extra: Extra = {} as Extra,
) {
  const session = context.get(sessionContext).session;
  if (session?.realm === realm) throw redirect(session.home);
  const url = new URL(request.url);
  const step = stepOf(url);
  const tenant = context.get(tenantContext);
  const { t } = getI18n(context);
  const notice = readNotice(request);
  const otpIdentifier = step === "code" ? readOtpIdentifier(request) : null;
  const noticeView = notice
    ? {
        tone: notice === "authError" ? ("error" as const) : notice === "passwordChanged" ? ("success" as const) : ("info" as const),
        text: t(`auth.${notice}`, { support: tenant.supportName }),
        timed: notice === "authError",
      }
    : null;
  return data(
    {
      title: `${t(titleKey)} · ${tenant.brandName}`,
      brandName: tenant.brandName,
      step,
      notice: noticeView,
      destination: step === "code" ? (otpIdentifier ? maskIdentifier(otpIdentifier) : null) : url.searchParams.get("to"),
      resent: url.searchParams.get("resent") === "1",
      ...extra,
    },
    notice ? { headers: { "Set-Cookie": clearNotice() } } : undefined,
  );
}
