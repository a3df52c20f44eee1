import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { href, redirect } from "react-router";
import { cloudflareContext, providerContext, sessionContext } from "#app/context";
import { getI18n } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { extensionOn } from "#app/provider/extensions.server";
import type { OnboardingBusiness } from "#contract/entities";
import { onboarding } from "#contract/onboarding";
import { onboardingPath } from "#domain/view-type";
import { openOnboardingLink } from "./link-exchange.server";
import { onboardingSecrets, readOnboardingLink } from "./onboarding-link.server";

/**
 * What every onboarding screen shares (docs/decisions/0161): who may see it (the e-mailed link in its
 * sealed cookie, or the signed-in applicant), reading the application, and where its status says the
 * applicant belongs (spec: "Onboarding status to screen").
 */

type Context = Readonly<RouterContextProvider>;

/** Why a screen cannot open the application: no link yet, an unknown one, or one that no longer works. */
export type LinkProblem = "missing" | "incorrect" | "expired";
/** Why an application cannot be shown; `unavailable`: the provider lacks the application read (an extension, ADR 0222). */
export type ApplicationProblem = LinkProblem | "unavailable";

/** How the app calls the provider for this visitor: with the link's token, or the session's bearer token. */
export type ApplicantAccess = { businessId: string; linkToken?: string };
export type OwnerAccess = { businessId: string; ownerId: string; linkToken: string };

export const secretsOf = (context: Context) => onboardingSecrets(context.get(cloudflareContext).env);

/** The provider call options for a visitor: the link's token when there is one (never a URL). */
export function asVisitor(access: { linkToken?: string | undefined }): { linkToken?: string } {
  return access.linkToken === undefined ? {} : { linkToken: access.linkToken };
}

/**
 * The path's business opens for the holder of its onboarding link, or for its signed-in admin (the
 * applicant who created the sign-in). An owner's link opens no applicant screen.
 */
export async function applicantAccess(context: Context, request: Request, businessId: string): Promise<ApplicantAccess | null> {
  const link = await readOnboardingLink(request, secretsOf(context));
  if (link && link.businessId === businessId && link.ownerId === undefined) return { businessId, linkToken: link.linkToken };
  const session = context.get(sessionContext).session;
  const business = session?.realm === "business" ? session.business : null;
  if (business?.topLevelBusinessId === businessId && business.userRoles.some((r) => r.businessId === businessId && r.role === "admin")) {
    return { businessId };
  }
  return null;
}

export async function ownerAccess(context: Context, request: Request, businessId: string, ownerId: string): Promise<OwnerAccess | null> {
  const link = await readOnboardingLink(request, secretsOf(context));
  return link && link.businessId === businessId && link.ownerId === ownerId ? { businessId, ownerId, linkToken: link.linkToken } : null;
}

/** The link problem a provider refusal means, or null when it is some other failure. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!isApiError(error)) return null;
  if (error.code === "onboarding_link_expired" || error.status === 410) return "expired";
  if (error.code === "onboarding_link_invalid" || error.status === 401 || error.status === 403) return "incorrect";
  return null;
}

export type ApplicationResult<T = undefined> =
  | { state: "open"; access: ApplicantAccess; application: OnboardingBusiness; more: T }
  | { state: ApplicationProblem; access: null; application: null; more: null };

/** The application of the path's business, for whoever may see it. One provider round trip. */
export function loadApplication(context: Context, request: Request, businessId: string): Promise<ApplicationResult> {
  return loadApplicationWith(context, request, businessId, async () => undefined);
}

/** The application and, side by side with it (one round trip), what else the screen reads. */
export async function loadApplicationWith<T>(
  context: Context,
  request: Request,
  businessId: string,
  more: (access: ApplicantAccess) => Promise<T>,
): Promise<ApplicationResult<T>> {
  if (!extensionOn(context, "onboardingApplication")) return { state: "unavailable", access: null, application: null, more: null };
  const access = await applicantAccess(context, request, businessId);
  if (!access) return { state: "missing", access: null, application: null, more: null };
  try {
    const [{ onboarding: application }, extra] = await Promise.all([
      context.get(providerContext).call(onboarding.getApplication, { params: { id: businessId }, ...asVisitor(access) }),
      more(access),
    ]);
    return { state: "open", access, application, more: extra };
  } catch (error) {
    // A signed-in admin of a business with no application (one that never onboarded here) goes home.
    if (isApiError(error, 404) && error.code === "not_found" && access.linkToken === undefined) {
      throw redirect(context.get(sessionContext).session?.home ?? "/login");
    }
    const problem = linkProblemOf(error);
    if (!problem) throw error;
    return { state: problem, access: null, application: null, more: null };
  }
}

/** The screen the application's status leads to (the spec's table; manual review has its own screen). */
export function screenOf(application: Pick<OnboardingBusiness, "businessId" | "status" | "reviewState">): string {
  if (application.status === "application_submitted" && application.reviewState === "manual_review") {
    return href("/:businessId/manualReview", { businessId: application.businessId });
  }
  return onboardingPath(application.businessId, application.status, "normal");
}

/** The steps before submission can still be changed. */
export function isEditable(application: Pick<OnboardingBusiness, "status">): boolean {
  return (
    application.status === "business_info" || application.status === "authorized_person" || application.status === "submit_application"
  );
}

/** A screen that is not the application's place now sends the visitor to the one that is. */
export function requireScreen(application: OnboardingBusiness, allowed: (a: OnboardingBusiness) => boolean): void {
  if (!allowed(application)) throw redirect(screenOf(application));
}

/** The page title of an onboarding screen. */
export function onboardingTitle(context: Context, part: string): string {
  const { t } = getI18n(context);
  return pageTitle(context, part, t("onboarding.title"));
}

/**
 * Every onboarding screen: the e-mailed link's `?token=` is exchanged on its first request and leaves
 * the address at once (link-exchange.server.ts, ADR 0246: a business's link then resumes where the status
 * says, on /onboard; an owner's link opens the owner's form), and no page is ever stored by a cache.
 */
export const onboardingMiddleware: MiddlewareFunction<Response> = async ({ request, context, params }, next) => {
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null && request.method === "GET") {
    const ownerId = params.beneficialOwnerId;
    await openOnboardingLink(
      context,
      request,
      { ...(params.businessId ? { businessId: params.businessId } : {}), ...(ownerId ? { ownerId } : {}) },
      token,
    );
  }
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};
