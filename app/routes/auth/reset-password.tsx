import { redirect } from "react-router";
import { readResetToken, rememberResetToken } from "#app/auth/cookies.server";
import { CARDHOLDER_LANDING } from "#app/auth/lifecycle.server";
import { providerContext, tenantContext } from "#app/context";
import { flashCookie } from "#app/flash/flash.server";
import { isApiError } from "#app/provider/client.server";
import { identity } from "#contract/identity";
import type { Route } from "./+types/reset-password";

/** The shape of the e-mailed token; anything else is not sent to the provider. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Target of the password-reset e-mail's link (ADR 0154). The link's single-use token is exchanged at
 * the provider for a short-lived form token on this first request, which spends the link: a copy of
 * this URL (request logs, history, a Referer) is worthless from now on. The form token goes into a
 * short-lived HttpOnly cookie, and the browser is sent to the token-free sign-in page of the account's
 * realm, which asks for the new password. A spent, expired or replaced link goes to the reset request
 * with its message, unless this browser already holds the form token (the link opened twice).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const realm = url.searchParams.get("realm");
  const tenant = context.get(tenantContext);
  const page = realm === "cardholder" ? (tenant.portalBrandPath ?? CARDHOLDER_LANDING) : "/login";
  const headers = new Headers({ "Cache-Control": "no-store" });
  const spent = () => {
    // The same browser opening its link again (a double click, a second tab) keeps the form token it got.
    if (readResetToken(request)) return redirect(`${page}?step=new-password`, { headers });
    headers.append("Set-Cookie", flashCookie({ message: "auth.resetLinkInvalid", tone: "error" }));
    return redirect(`${page}?step=reset`, { headers });
  };
  if (!LINK_TOKEN.test(token)) return spent();
  const form = await context
    .get(providerContext)
    .call(identity.exchangePasswordReset, { body: { token } })
    // A provider failure is the error page; only the provider's refusal means the link is spent.
    .catch((error: unknown) => (isApiError(error, 400) ? null : Promise.reject(error)));
  if (!form) return spent();
  headers.append("Set-Cookie", rememberResetToken(form.token, form.expiresIn));
  return redirect(`${page}?step=new-password`, { headers });
}
