/**
 * View type, landing after sign-in, displayed business name, onboarding screen and the routes whose
 * businessId is forced to the top-level business (product spec sections 2, 4 and 6).
 */
import type { OnboardingStatus, PayoutProductType, Scope, ViewType } from "./enums";
import type { UserRole } from "./permissions";

export type ProgramSummary = { id: string; name: string; productType: PayoutProductType };

/**
 * program scope with exactly one role gives singleProgram; super scope, or program scope with more
 * than one role, gives multiProgram; anything else is normal.
 */
export function deriveViewType(userScope: Scope, userRoles: readonly UserRole[]): ViewType {
  if (userScope === "program" && userRoles.length === 1) return "singleProgram";
  if (userScope === "super" || (userScope === "program" && userRoles.length > 1)) return "multiProgram";
  return "normal";
}

export const LOGIN_PATH = "/login";

function businessPath(businessId: string, segment: string): string {
  return `/${encodeURIComponent(businessId)}/${segment}`;
}

export type LandingInput = {
  viewType: ViewType;
  topLevelBusinessId: string | null | undefined;
  userRoles: readonly UserRole[];
  programs: readonly ProgramSummary[];
};

/**
 * Where a business user lands after sign-in: normal goes to cards, multiProgram to programs (both on
 * the top-level business); singleProgram goes to the single role's program, to recipients when that
 * program pays by bank transfer, else to cards. Without a business id, /login.
 */
export function landingPath({ viewType, topLevelBusinessId, userRoles, programs }: LandingInput): string {
  if (viewType === "singleProgram") {
    const programId = userRoles[0]?.businessId;
    if (!programId) return LOGIN_PATH;
    const program = programs.find((p) => p.id === programId);
    return businessPath(programId, program?.productType === "bank_transfers" ? "recipients" : "cards");
  }
  if (!topLevelBusinessId) return LOGIN_PATH;
  return businessPath(topLevelBusinessId, viewType === "multiProgram" ? "programs" : "cards");
}

export type DisplayNameInput = {
  viewType: ViewType;
  topLevelBusinessName: string;
  userRoles: readonly UserRole[];
  programs: readonly ProgramSummary[];
};

/** In singleProgram view the header shows the program's name; otherwise the top-level business name. */
export function displayBusinessName({ viewType, topLevelBusinessName, userRoles, programs }: DisplayNameInput): string {
  if (viewType !== "singleProgram") return topLevelBusinessName;
  const programId = userRoles[0]?.businessId;
  return programs.find((p) => p.id === programId)?.name ?? topLevelBusinessName;
}

/** Route segments (under /{businessId}/, except landingPage which is top-level) for each onboarding status. */
export type OnboardingScreen =
  | "businessInfo"
  | "authorizedPerson/info"
  | "submitConfirmation"
  | "beneficialOwnerStatus"
  | "cards"
  | "programs"
  | "landingPage";

/** The spec's "Onboarding status to screen" table. Unknown statuses go to the landing page. */
export function onboardingScreen(status: OnboardingStatus | (string & {}) | null | undefined, userScope: Scope): OnboardingScreen {
  switch (status) {
    case "business_info":
      return "businessInfo";
    case "authorized_person":
      return "authorizedPerson/info";
    case "submit_application":
    case "application_submitted":
      return "submitConfirmation";
    case "waiting_for_beneficial_owners":
      return "beneficialOwnerStatus";
    case "active":
      return userScope === "super" ? "programs" : "cards";
    default:
      return "landingPage";
  }
}

/** The full path of the onboarding screen for a business. */
export function onboardingPath(businessId: string, status: OnboardingStatus | (string & {}) | null | undefined, userScope: Scope): string {
  const screen = onboardingScreen(status, userScope);
  return screen === "landingPage" ? "/landingPage" : businessPath(businessId, screen);
}

/** Path suffixes (after /{businessId}) whose business id is always the user's top-level business. */
export const TOP_LEVEL_ONLY_SUFFIXES = [
  "/programs",
  "/programs/reports",
  "/settings/members",
  "/settings/spend-rules",
  "/settings/custom-fields",
] as const;

const FORCED = /^\/([^/]+)(\/programs|\/programs\/reports|\/settings\/members|\/settings\/spend-rules|\/settings\/custom-fields)(\/?)$/;

/**
 * For programs, reports across programs, members, spend-rule settings and custom fields, the
 * businessId in the path is forced to the top-level business. Returns the corrected path when the
 * path names another business, or null when it is already right or is not one of those routes.
 */
export function forceTopLevelBusinessPath(pathname: string, topLevelBusinessId: string): string | null {
  const match = FORCED.exec(pathname);
  if (!match) return null;
  const [, id = "", suffix = "", slash = ""] = match;
  const topLevel = encodeURIComponent(topLevelBusinessId);
  if (id === topLevel) return null;
  return `/${topLevel}${suffix}${slash}`;
}

/**
 * A route that needs a business id and has none uses the top-level business, or goes to login when
 * there is none either. Returns the business id to use, or null meaning "go to /login".
 */
export function businessIdOrTopLevel(businessId: string | null | undefined, topLevelBusinessId: string | null | undefined): string | null {
  return businessId || topLevelBusinessId || null;
}
