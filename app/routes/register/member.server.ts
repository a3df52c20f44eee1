import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { startSession } from "#app/auth/lifecycle.server";
import { providerContext } from "#app/context";
import { acceptMemberInvitationSchema, registerMemberSchema } from "#app/forms/member.schema";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, providerFormErrors, refuse } from "#app/provider/form-errors.server";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { identity } from "#contract/identity";
import { MEMBER_INVITATION_DAYS } from "#domain/members";

/**
 * Member registration (spec section 2, /register/member; separate from cardholder registration). The
 * invitation e-mail's single-use token moves from the link's URL into a short-lived HttpOnly cookie at
 * once, so it stays out of history, logs and referrers; the page then asks for a password, and the
 * new member lands in the dashboard signed in (docs/decisions/0120-members-and-invitations.md).
 */

export const INVITE_COOKIE = "__Host-invite";
/** Set when the invitation is for an account that already exists: the page asks for its password (ADR 0243). */
export const INVITE_ACCOUNT_COOKIE = "__Host-invite-account";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
const HIDDEN = ["password", "confirmPassword"];

const CODES: Record<string, FormMessageKey> = {
  invitation_invalid: "settings.register.invalidLink",
  password_incorrect: "settings.registerExisting.wrongPassword",
};
const FIELDS = { "body.password": "password" };

export function registerMemberPage(context: Readonly<RouterContextProvider>, request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token !== null) {
    const headers = new Headers();
    const maxAge = MEMBER_INVITATION_DAYS * 86_400;
    if (TOKEN_PATTERN.test(token)) {
      headers.append("Set-Cookie", setCookie(INVITE_COOKIE, token, { maxAge }));
      const existing = url.searchParams.get("account") === "existing";
      headers.append(
        "Set-Cookie",
        existing ? setCookie(INVITE_ACCOUNT_COOKIE, "existing", { maxAge }) : clearCookie(INVITE_ACCOUNT_COOKIE),
      );
    }
    throw redirect(url.pathname, { headers });
  }
  const { t } = getI18n(context);
  const existingAccount = readCookie(request, INVITE_ACCOUNT_COOKIE) === "existing";
  return {
    title: pageTitle(context, t(existingAccount ? "settings.registerExisting.title" : "settings.register.title")),
    hasInvitation: readCookie(request, INVITE_COOKIE) !== null,
    existingAccount,
  };
}

export async function registerMemberAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const schema = form.get("intent") === "accept" ? acceptMemberInvitationSchema : registerMemberSchema;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const token = readCookie(request, INVITE_COOKIE);
  if (!token || !TOKEN_PATTERN.test(token))
    return refuse(submission, { formErrors: ["settings.register.invalidLink"] }, { hideFields: HIDDEN });
  let tokens: Awaited<ReturnType<typeof acceptInvitation>>;
  try {
    tokens = await acceptInvitation(context, token, submission.value.password);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    return refuse(submission, providerFormErrors(error, { fields: FIELDS, codes: CODES }), { hideFields: HIDDEN });
  }
  const result = await startSession(context, request, tokens);
  if (!result.ok) return refuse(submission, { formErrors: ["auth.noBusiness"] }, { hideFields: HIDDEN });
  result.headers.append("Set-Cookie", clearCookie(INVITE_COOKIE));
  result.headers.append("Set-Cookie", clearCookie(INVITE_ACCOUNT_COOKIE));
  throw redirect(result.redirectTo, { headers: result.headers });
}

function acceptInvitation(context: Readonly<RouterContextProvider>, token: string, password: string) {
  return context.get(providerContext).call(identity.acceptInvitation, { body: { token, password } });
}
