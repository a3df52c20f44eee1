import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { cloudflareContext, providerContext } from "#app/context";
import { flashCookie } from "#app/flash/flash.server";
import { maskIdentifier } from "#app/forms/auth.schema";
import { type EmailStep, emailStepOf, emailStepSchema } from "#app/forms/intake.schema";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { extensionOn } from "#app/provider/extensions.server";
import { type FormMessageKey, providerFormErrors } from "#app/provider/form-errors.server";
import { recipientIntake } from "#contract/recipientIntake";
import { isIntakeLanguage } from "#domain/intake-language";
import {
  clearIntakeLink,
  clearIntakeReview,
  intakeLinkCookie,
  intakeSecrets,
  intakeSessionCookie,
  readIntakeLink,
} from "./intake-cookies.server";

type Context = Readonly<RouterContextProvider>;

/** What the link in the cookie is: fine, unknown ("incorrect link"), no longer valid, opened before, or missing. */
export type LinkState = "open" | "incorrect" | "expired" | "used" | "missing";

/** The intake language of the page (en, es or pl; set by intakeMiddleware). */
function pageLanguage(context: Context): "en" | "es" | "pl" {
  const language = getI18n(context).language;
  return isIntakeLanguage(language) ? language : "en";
}

function secretsOf(context: Context) {
  return intakeSecrets(context.get(cloudflareContext).env);
}

/** The same page at another step, keeping only `lang`. */
function stepPath(request: Request, step: EmailStep, extra: Record<string, string> = {}): string {
  const url = new URL(request.url);
  const next = new URLSearchParams();
  const lang = url.searchParams.get("lang");
  if (lang) next.set("lang", lang);
  if (step !== "email") next.set("step", step);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const query = next.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

const LINK_CODES = {
  intake_link_invalid: "incorrect",
  intake_link_expired: "expired",
  intake_link_used: "used",
  recipient_not_found: "incorrect",
} as const;

/** The address's `?link=` after a refused link: why it did not open. */
const LINK_PROBLEMS = { bad: "incorrect", expired: "expired", used: "used" } as const satisfies Record<string, LinkState>;

/**
 * The e-mailed link's first request (ADR 0246): its token is spent at the provider for a form token,
 * which alone goes into the sealed, httpOnly cookie, with whose request it is (masked); then a no-store
 * redirect to the same page without it. A copy of the first URL (logs, history, a Referer) is worthless
 * from then on. The same link opened again in the browser that holds its form token goes on; elsewhere
 * the page says it was opened before and offers a new one. A new link that replaces one this browser
 * held says so (ADR 0247). A provider failure is the error page.
 */
async function openLink(context: Context, request: Request, businessId: string, token: string): Promise<never> {
  const secrets = secretsOf(context);
  const headers = new Headers({ "Cache-Control": "no-store" });
  const held = await readIntakeLink(request, secrets);
  const ours = held?.businessId === businessId ? held : null;
  const opened = /^[A-Za-z0-9_-]{16,256}$/.test(token)
    ? await context
        .get(providerContext)
        .call(recipientIntake.exchangeLink, { body: { businessId, linkToken: token } })
        // A refusal (404, 410, or 400 for a business id of the wrong shape) is a state of the page, never a 500.
        .catch((error: unknown) =>
          isApiError(error) && [400, 404, 410].includes(error.status)
            ? (LINK_CODES[error.code as keyof typeof LINK_CODES] ?? "incorrect")
            : Promise.reject(error),
        )
    : "incorrect";
  if (typeof opened === "string") {
    // The same link again in the browser that opened it (a second tab, a double click): it goes on.
    if (opened === "used" && ours) throw redirect(stepPath(request, "email"), { headers });
    headers.append("Set-Cookie", clearIntakeLink());
    const problem = opened === "used" ? "used" : opened === "expired" ? "expired" : "bad";
    throw redirect(stepPath(request, "email", { link: problem }), { headers });
  }
  const link = { businessId, linkToken: opened.linkToken, recipientEmail: maskIdentifier(opened.email) };
  headers.append("Set-Cookie", await intakeLinkCookie(link, secrets));
  // A half-done request in another tab is replaced: the page says which one is active now.
  if (held) headers.append("Set-Cookie", flashCookie({ message: "intake.linkExchange.switched", tone: "info" }));
  throw redirect(stepPath(request, "email"), { headers });
}

/**
 * The e-mailed link's target: its first request is exchanged (openLink). Then: the e-mail step checks
 * the link (one provider round trip) and says whose request it is; the code step shows where the code went.
 */
export async function emailVerificationPage(context: Context, request: Request, businessId: string) {
  const url = new URL(request.url);
  // A provider without the recipient's own e-mail step (an extension, ADR 0222): the organization takes
  // the bank details itself (staff's addBankDetails), and the page says so instead of a form that cannot work.
  if (!extensionOn(context, "recipientIntake")) {
    const { t } = getI18n(context);
    return {
      title: pageTitle(context, t("intake.title")),
      step: "email" as EmailStep,
      linkState: "missing" as LinkState,
      recipientEmail: null,
      destination: null,
      resent: false,
      unavailable: true,
    };
  }
  const secrets = secretsOf(context);
  const token = url.searchParams.get("token");
  if (token !== null) await openLink(context, request, businessId, token);
  const { t } = getI18n(context);
  const step = emailStepOf(url);
  const link = await readIntakeLink(request, secrets);
  const ours = link?.businessId === businessId ? link : null;
  const problem = url.searchParams.get("link");
  let linkState: LinkState = ours
    ? "open"
    : problem && Object.hasOwn(LINK_PROBLEMS, problem)
      ? LINK_PROBLEMS[problem as keyof typeof LINK_PROBLEMS]
      : "missing";
  // Who pays, named on the first page (issue 35 item 7): the provider tells only a link's holder.
  let organization: string | null = null;
  if (ours && step === "email") {
    try {
      const opened = await context
        .get(providerContext)
        .call(recipientIntake.checkLink, { body: { businessId, linkToken: ours.linkToken } });
      organization = opened.organizationName || null;
    } catch (error) {
      const state = isApiError(error) ? LINK_CODES[error.code as keyof typeof LINK_CODES] : undefined;
      if (!state) throw error;
      linkState = state;
    }
  }
  if (step === "code" && !ours?.email) throw redirect(stepPath(request, "email"));
  return {
    title: pageTitle(context, t("intake.title")),
    step,
    linkState,
    organization,
    recipientEmail: ours?.recipientEmail ?? null,
    destination: step === "code" && ours?.email ? maskIdentifier(ours.email) : null,
    resent: url.searchParams.get("resent") === "1",
    unavailable: false,
  };
}

const CODE_MESSAGES = {
  email_not_registered: "intake.email.notRegistered",
  otp_incorrect: "intake.code.incorrect",
  otp_expired: "intake.code.expired",
  otp_locked: "intake.code.locked",
  too_many_attempts: "intake.tooManyAttempts",
} as const satisfies Record<string, FormMessageKey>;

/** Send a code, resend it, verify it, or ask for a new link. */
export async function emailVerificationAction(context: Context, request: Request, businessId: string) {
  if (!extensionOn(context, "recipientIntake")) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: emailStepSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  const provider = context.get(providerContext);
  const secrets = secretsOf(context);
  const language = pageLanguage(context);

  if (value.intent === "requestLink") {
    await provider.call(recipientIntake.requestLink, { body: { businessId, email: value.email, language } });
    throw redirect(stepPath(request, "link-sent"), { headers: { "Set-Cookie": clearIntakeLink() } });
  }

  const link = await readIntakeLink(request, secrets);
  if (!link || link.businessId !== businessId) throw redirect(stepPath(request, "email"));
  const field = (intent: "sendCode" | "verifyCode") => (intent === "sendCode" ? "email" : "code");
  try {
    switch (value.intent) {
      case "sendCode":
      case "resendCode": {
        const email = value.intent === "sendCode" ? value.email : link.email;
        if (!email) throw redirect(stepPath(request, "email"));
        await provider.call(recipientIntake.sendCode, { body: { businessId, linkToken: link.linkToken, email, language } });
        throw redirect(stepPath(request, "code", value.intent === "resendCode" ? { resent: "1" } : {}), {
          headers: { "Set-Cookie": await intakeLinkCookie({ ...link, email }, secrets) },
        });
      }
      case "verifyCode": {
        const token = await provider.call(recipientIntake.verifyCode, {
          body: { businessId, linkToken: link.linkToken, code: value.code },
        });
        const headers = new Headers();
        headers.append(
          "Set-Cookie",
          await intakeSessionCookie(
            {
              businessId,
              recipientId: token.recipientId,
              accessToken: token.accessToken,
              expiresAt: Date.now() + token.expiresIn * 1000,
            },
            secrets,
          ),
        );
        headers.append("Set-Cookie", clearIntakeLink());
        headers.append("Set-Cookie", clearIntakeReview());
        const lang = new URL(request.url).searchParams.get("lang");
        throw redirect(`${href("/setup-payment/recipient")}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`, { headers });
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // The link stopped working meanwhile: the e-mail step says so and offers a new one.
    if (isApiError(error, 404) || isApiError(error, 410)) throw redirect(stepPath(request, "email"));
    // Wrong or expired codes answer 401 here (there is no session yet): they belong to the form too.
    if (!isApiError(error) || error.status >= 500) throw error;
    const errors = providerFormErrors(error, { codes: CODE_MESSAGES });
    const onField = value.intent === "sendCode" || value.intent === "verifyCode";
    const reply = onField
      ? { fieldErrors: { [field(value.intent)]: errors.formErrors }, formErrors: [] }
      : { formErrors: errors.formErrors, fieldErrors: {} };
    return data(submission.reply(reply), { status: 400 });
  }
}
