import { redirect } from "react-router";
import { rememberResetToken } from "#app/auth/cookies.server";
import { CARDHOLDER_LANDING } from "#app/auth/lifecycle.server";
import { tenantContext } from "#app/context";
import type { Route } from "./+types/reset-password";

/**
 * Target of the password-reset e-mail's link. The single-use token moves out of the URL into a
 * short-lived HttpOnly cookie at once, so it stays out of history, logs and referrers; then the sign-in
 * page of the account's realm asks for the new password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const realm = url.searchParams.get("realm");
  const tenant = context.get(tenantContext);
  const page = realm === "cardholder" ? (tenant.portalBrandPath ?? CARDHOLDER_LANDING) : "/login";
  const headers = new Headers();
  if (/^[A-Za-z0-9_-]{16,256}$/.test(token)) headers.append("Set-Cookie", rememberResetToken(token));
  return redirect(`${page}?step=new-password`, { headers });
}
