import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { startSession } from "#app/auth/lifecycle.server";
import { cloudflareContext, providerContext } from "#app/context";
import { flashCookie } from "#app/flash/flash.server";
import { maskIdentifier } from "#app/forms/auth.schema";
import { acceptMemberInvitationSchema, registerMemberSchema } from "#app/forms/member.schema";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, providerFormErrors, refuse } from "#app/provider/form-errors.server";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { type Secrets, seal, unseal } from "#app/session/sealed-cookie.server";
import { identity } from "#contract/identity";

/**
 * Member registration (spec section 2, /register/member; separate from cardholder registration). The
 * invitation e-mail's link is exchanged on its first request (ADR 0246): its single-use token is spent at
 * the provider for a form token, which alone accepts the invitation and lives only in a sealed HttpOnly
 * cookie, and the browser goes to the token-free page; a copy of the first URL (logs, history, Referer)
 * is worthless from then on. The page says whose invitation it is (the business and the invited address,
 * masked) before the password step, and says so when a new link replaced the one this browser had
 * (ADR 0247). The new member lands in the dashboard signed in (docs/decisions/0120-members-and-invitations.md).
 */

export const INVITE_COOKIE = "__Host-invite";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;
const HIDDEN = ["password", "confirmPassword"];

/** What the cookie keeps of an opened invitation: the form token and whose invitation it is. */
const invitationSchema = z.object({
  token: z.string().regex(TOKEN_PATTERN),
  businessName: z.string(),
  /** Masked as every page masks an address (m•••@harbor.test). */
  email: z.string(),
  /** The address has an account: the page asks for its password (ADR 0243). */
  existingAccount: z.boolean(),
});
type OpenedInvitation = z.infer<typeof invitationSchema>;

const CODES: Record<string, FormMessageKey> = {
  invitation_invalid: "settings.register.invalidLink",
  password_incorrect: "settings.registerExisting.wrongPassword",
};
const FIELDS = { "body.password": "password" };

type Context = Readonly<RouterContextProvider>;

function secretsOf(context: Context): Secrets {
  const { env } = context.get(cloudflareContext);
  return [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
}

async function readInvitation(request: Request, secrets: Secrets): Promise<OpenedInvitation | null> {
  const value = readCookie(request, INVITE_COOKIE);
  if (!value) return null;
  const parsed = invitationSchema.safeParse(await unseal(value, secrets, INVITE_COOKIE));
  return parsed.success ? parsed.data : null;
}

/**
 * The link's first request: the exchange, the cookie, and the token-free page (no-store). A spent or
 * refused link keeps an invitation this browser already opened (the same link twice, a second tab);
 * otherwise the page says the link was opened before, or is not valid. A provider failure is the error page.
 */
async function openLink(context: Context, request: Request, token: string): Promise<never> {
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secrets = secretsOf(context);
  const held = await readInvitation(request, secrets);
  const opened = TOKEN_PATTERN.test(token)
    ? await context
        .get(providerContext)
        .call(identity.exchangeInvitation, { body: { token } })
        .catch((error: unknown) => (isApiError(error, 400) ? error.code : Promise.reject(error)))
    : "invitation_invalid";
  if (typeof opened === "string") {
    // The page without an invitation says the link is not valid; a spent one also says why.
    if (!held && opened === "invitation_link_used") {
      headers.append("Set-Cookie", flashCookie({ message: "settings.invitationLink.used", tone: "error" }));
    }
    throw redirect(url.pathname, { headers });
  }
  const invitation: OpenedInvitation = {
    token: opened.token,
    businessName: opened.businessName,
    email: maskIdentifier(opened.email),
    existingAccount: opened.existingAccount,
  };
  headers.append("Set-Cookie", setCookie(INVITE_COOKIE, await seal(invitation, secrets, INVITE_COOKIE), { maxAge: opened.expiresIn }));
  // A half-done invitation in another tab is replaced: the page says which one is active now.
  if (held) headers.append("Set-Cookie", flashCookie({ message: "settings.invitationLink.switched", tone: "info" }));
  throw redirect(url.pathname, { headers });
}

export async function registerMemberPage(context: Context, request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) await openLink(context, request, token);
  const { t } = getI18n(context);
  const invitation = await readInvitation(request, secretsOf(context));
  const existingAccount = invitation?.existingAccount ?? false;
  return {
    title: pageTitle(context, t(existingAccount ? "settings.registerExisting.title" : "settings.register.title")),
    hasInvitation: invitation !== null,
    existingAccount,
    whose: invitation ? { business: invitation.businessName, email: invitation.email } : null,
  };
}

export async function registerMemberAction(context: Context, request: Request) {
  const form = await request.formData();
  const schema = form.get("intent") === "accept" ? acceptMemberInvitationSchema : registerMemberSchema;
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const invitation = await readInvitation(request, secretsOf(context));
  if (!invitation) return refuse(submission, { formErrors: ["settings.register.invalidLink"] }, { hideFields: HIDDEN });
  let tokens: Awaited<ReturnType<typeof acceptInvitation>>;
  try {
    tokens = await acceptInvitation(context, invitation.token, submission.value.password);
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
    return refuse(submission, providerFormErrors(error, { fields: FIELDS, codes: CODES }), { hideFields: HIDDEN });
  }
  const result = await startSession(context, request, tokens);
  if (!result.ok) return refuse(submission, { formErrors: ["auth.noBusiness"] }, { hideFields: HIDDEN });
  result.headers.append("Set-Cookie", clearCookie(INVITE_COOKIE));
  throw redirect(result.redirectTo, { headers: result.headers });
}

function acceptInvitation(context: Context, token: string, password: string) {
  return context.get(providerContext).call(identity.acceptInvitation, { body: { token, password } });
}
