import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { ADDRESS_CODE_ERRORS, ADDRESS_MISSING, sendAddressCode } from "#app/auth/address-proof.server";
import { clearAddress, readAddress } from "#app/auth/cookies.server";
import { startSession } from "#app/auth/lifecycle.server";
import { providerContext } from "#app/context";
import { accountSchema, applicantEmailSchema, startSchema } from "#app/forms/onboarding.schema";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { type FormMessageKey, refuse, refuseProviderError } from "#app/provider/form-errors.server";
import { identity } from "#contract/identity";
import { onboarding } from "#contract/onboarding";
import { onboardingPath } from "#domain/view-type";
import { type ApplicationProblem, loadApplication, onboardingTitle, screenOf, secretsOf } from "./onboarding.server";
import { clearOnboardingLink, readOnboardingLink } from "./onboarding-link.server";

type Context = Readonly<RouterContextProvider>;

const HIDDEN = ["password", "confirmPassword"];
const CODES: Record<string, FormMessageKey> = {
  account_exists: "onboarding.errors.accountExists",
  applicant_account_exists: "onboarding.errors.applicantAccountExists",
  onboarding_link_invalid: "onboarding.link.incorrect",
  onboarding_link_expired: "onboarding.link.expired",
  ...ADDRESS_CODE_ERRORS,
};
const FIELDS = {
  "body.emailCode": "code",
  "body.firstName": "firstName",
  "body.lastName": "lastName",
  "body.password": "password",
  "body.businessName": "businessName",
};

/**
 * /onboard, where an application starts or resumes (docs/decisions/0161). With the e-mailed link in its
 * cookie: the applicant creates their sign-in once, then goes where the status says (the spec's
 * table). Without one: a new organization starts with its name and the applicant's sign-in. Either way
 * the applicant's address gets a code first, and `?step=code` asks for it with the rest (ADR 0200).
 */
export async function startPage(context: Context, request: Request) {
  const title = onboardingTitle(context, getI18n(context).t("onboarding.start.heading"));
  const email = new URL(request.url).searchParams.get("step") === "code" ? readAddress(request) : null;
  const link = await readOnboardingLink(request, secretsOf(context));
  let problem: ApplicationProblem | null = null;
  if (link && link.ownerId === undefined) {
    const result = await loadApplication(context, request, link.businessId);
    if (result.state === "open") {
      if (result.application.applicantAccount) throw redirect(screenOf(result.application));
      // Whose application the link opened, before the sign-in is created (ADR 0247).
      const whose = link.email ? { business: link.businessName ?? result.application.businessName, email: link.email, owner: false } : null;
      return { title, step: "account" as const, email, businessName: result.application.businessName, problem, whose };
    }
    problem = result.state;
  }
  return { title, step: "start" as const, email, businessName: null, problem, whose: null };
}

export async function startAction(context: Context, request: Request) {
  const formData = await request.formData();
  const provider = context.get(providerContext);
  const language = getLocale(context);
  if (formData.get("intent") === "sendCode") {
    const submission = parseWithZod(formData, { schema: applicantEmailSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    return sendAddressCode(context, "business", submission.value.email, "/onboard?step=code");
  }
  const email = readAddress(request);
  if (formData.get("intent") === "account") {
    const submission = parseWithZod(formData, { schema: accountSchema });
    if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
    const link = await readOnboardingLink(request, secretsOf(context));
    if (!link || link.ownerId !== undefined) return refuse(submission, { formErrors: ["onboarding.link.missing"] }, { hideFields: HIDDEN });
    if (!email) return refuse(submission, { formErrors: [ADDRESS_MISSING] }, { hideFields: HIDDEN });
    const result = await loadApplication(context, request, link.businessId);
    if (result.state !== "open") return refuse(submission, { formErrors: [`onboarding.link.${result.state}`] }, { hideFields: HIDDEN });
    const { code, firstName, lastName, password } = submission.value;
    try {
      const created = await provider.call(onboarding.createUser, {
        body: {
          businessId: link.businessId,
          email,
          firstName,
          lastName,
          password,
          businessName: result.application.businessName,
          emailCode: code,
          language,
        },
        linkToken: link.linkToken,
      });
      throw redirect(onboardingPath(created.businessId, created.onboardingStatus, "normal"), {
        headers: { "Set-Cookie": clearAddress() },
      });
    } catch (error) {
      return refuseProviderError(submission, error, { fields: FIELDS, codes: CODES, hideFields: HIDDEN });
    }
  }

  const submission = parseWithZod(formData, { schema: startSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { code, firstName, lastName, password, businessName } = submission.value;
  if (!email) return refuse(submission, { formErrors: [ADDRESS_MISSING] }, { hideFields: HIDDEN });
  try {
    await provider.call(onboarding.createUser, {
      body: { email, firstName, lastName, password, businessName, emailCode: code, language },
    });
  } catch (error) {
    return refuseProviderError(submission, error, { fields: FIELDS, codes: CODES, hideFields: HIDDEN });
  }
  // Signed in at once: the applicant continues in this sitting (the e-mailed link brings them back later).
  const tokens = await provider.call(identity.signin, { body: { realm: "business", identifier: email, password } });
  const session = await startSession(context, request, tokens);
  if (!session.ok) return refuse(submission, { formErrors: ["unexpected"] }, { hideFields: HIDDEN });
  session.headers.append("Set-Cookie", clearOnboardingLink());
  session.headers.append("Set-Cookie", clearAddress());
  throw redirect(session.redirectTo, { headers: session.headers });
}
