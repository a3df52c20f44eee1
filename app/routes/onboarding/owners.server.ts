import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { addressOf, ownerDetailsFormSchema, ownerInviteSchema } from "#app/forms/onboarding.schema";
import { getI18n } from "#app/middleware/i18n";
import { type FormMessageKey, formErrorStatus, isFormError, providerFormErrors, refuse } from "#app/provider/form-errors.server";
import type { OnboardingBusiness, OnboardingPerson } from "#contract/entities";
import { onboarding } from "#contract/onboarding";
import { fieldsOf, ONBOARDING_CODES } from "./business-info.server";
import {
  type ApplicantAccess,
  type ApplicationProblem,
  asVisitor,
  isEditable,
  linkProblemOf,
  loadApplicationWith,
  onboardingTitle,
  ownerAccess,
  requireScreen,
  secretsOf,
} from "./onboarding.server";
import { clearOnboardingLink, readOnboardingLink } from "./onboarding-link.server";

type Context = Readonly<RouterContextProvider>;

/** Not sent back with a refused form. */
const HIDDEN = ["ssnLast4"];

const FIELDS = fieldsOf(["firstName", "lastName", "email", "ownershipPercent", "dateOfBirth", "ssnLast4"]);
const OWNER_CODES: Record<string, FormMessageKey> = { ...ONBOARDING_CODES, not_found: "onboarding.link.incorrect" };

/** An owner as a screen lists them: no secrets, their state in words the applicant reads. */
export function ownerRow(owner: OnboardingPerson) {
  return {
    id: owner.id,
    name: `${owner.firstName} ${owner.lastName}`,
    percent: owner.ownershipPercent ?? 0,
    state: owner.status === "pending" ? ("waiting" as const) : owner.status === "submitted" ? ("given" as const) : owner.status,
  };
}

/** The provider's refusals; an e-mail issue without a message key is "already listed as an owner". */
function ownerRefusal(error: Parameters<typeof providerFormErrors>[0]) {
  const refusal = providerFormErrors(error, { fields: FIELDS, codes: OWNER_CODES });
  if (error.issues?.some((i) => i.path === "body.email" && i.key === undefined)) {
    refusal.fieldErrors.email = ["onboarding.errors.ownerAlreadyListed"];
  }
  return refusal;
}

function listOwners(context: Context, access: ApplicantAccess) {
  return context
    .get(providerContext)
    .call(onboarding.listBeneficialOwners, { params: { id: access.businessId }, ...asVisitor(access) })
    .then((r) => r.beneficialOwners);
}

const ownersOpen = (a: OnboardingBusiness) => isEditable(a) && a.status !== "business_info";

/** /{businessId}/addBeneficialOwners: the owners listed, an invitation form, and the way on. */
export async function ownersPage(context: Context, request: Request, businessId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.owners.heading"));
  const result = await loadApplicationWith(context, request, businessId, (access) => listOwners(context, access));
  if (result.state !== "open") return { title, problem: result.state, owners: [], invited: false };
  requireScreen(result.application, ownersOpen);
  return { title, problem: null, owners: result.more.map(ownerRow), invited: new URL(request.url).searchParams.get("invited") === "1" };
}

export async function ownersAction(context: Context, request: Request, businessId: string) {
  const submission = parseWithZod(await request.formData(), { schema: ownerInviteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await loadApplicationWith(context, request, businessId, async () => null);
  if (result.state !== "open") return refuse(submission, { formErrors: [`onboarding.link.${result.state}`] });
  const { intent: _, ...owner } = submission.value;
  try {
    await context.get(providerContext).call(onboarding.saveBeneficialOwner, {
      params: { id: businessId, ownerId: "new" },
      body: { mode: "invite", ...owner },
      ...asVisitor(result.access),
    });
  } catch (error) {
    if (!isFormError(error)) throw error;
    return refuse(submission, ownerRefusal(error), { status: formErrorStatus(error) });
  }
  throw redirect(`${href("/:businessId/addBeneficialOwners", { businessId })}?invited=1`);
}

/** /{businessId}/beneficialOwnerStatus: after submission, the owners the review waits for. */
export async function ownerStatusPage(context: Context, request: Request, businessId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.ownerStatus.heading"));
  const result = await loadApplicationWith(context, request, businessId, (access) => listOwners(context, access));
  if (result.state !== "open") return { title, problem: result.state, owners: [] };
  requireScreen(result.application, (a) => a.status === "waiting_for_beneficial_owners");
  return { title, problem: null, owners: result.more.map(ownerRow) };
}

// ---------------------------------------------------------------------------------------------
// One owner's form: the applicant's (a new owner, or one listed), or the owner's own from their link

type OwnerFormValues = Record<string, string>;

function ownerValues(owner: OnboardingPerson): OwnerFormValues {
  return {
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    ownershipPercent: String(owner.ownershipPercent ?? ""),
    addressOne: owner.address?.addressOne ?? "",
    addressTwo: owner.address?.addressTwo ?? "",
    city: owner.address?.city ?? "",
    state: owner.address?.state ?? "",
    zip: owner.address?.zip ?? "",
  };
}

type OwnerVisitor =
  | { kind: "owner"; access: ApplicantAccess & { linkToken: string } }
  | { kind: "applicant"; access: ApplicantAccess }
  | { kind: "problem"; problem: ApplicationProblem };

/** Who opens this owner's form, and the owner as listed (null for a new one). */
async function ownerVisitor(
  context: Context,
  request: Request,
  businessId: string,
  ownerId: string,
): Promise<{ visitor: OwnerVisitor; owner: OnboardingPerson | null }> {
  const own = ownerId === "new" ? null : await ownerAccess(context, request, businessId, ownerId);
  if (own) {
    try {
      const owners = await listOwners(context, own);
      const owner = owners.find((o) => o.id === ownerId) ?? null;
      if (!owner) return { visitor: { kind: "problem", problem: "incorrect" }, owner: null };
      return { visitor: { kind: "owner", access: own }, owner };
    } catch (error) {
      const problem = linkProblemOf(error);
      if (!problem) throw error;
      return { visitor: { kind: "problem", problem }, owner: null };
    }
  }
  const result = await loadApplicationWith(context, request, businessId, (access) => listOwners(context, access));
  if (result.state !== "open") return { visitor: { kind: "problem", problem: result.state }, owner: null };
  requireScreen(result.application, ownersOpen);
  const owner = ownerId === "new" ? null : (result.more.find((o) => o.id === ownerId) ?? null);
  if (ownerId !== "new" && !owner) return { visitor: { kind: "problem", problem: "incorrect" }, owner: null };
  return { visitor: { kind: "applicant", access: result.access }, owner };
}

export async function ownerFormPage(context: Context, request: Request, businessId: string, ownerId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.ownerForm.heading"));
  const empty = { values: {}, dateOfBirthOnFile: false, ssnOnFile: false };
  if (new URL(request.url).searchParams.get("done") === "1") return { title, problem: null, mode: "thanks" as const, ...empty };
  const { visitor, owner } = await ownerVisitor(context, request, businessId, ownerId);
  if (visitor.kind === "problem") return { title, problem: visitor.problem, mode: "applicant" as const, ...empty };
  if (visitor.kind === "owner" && owner?.status !== "pending") return { title, problem: null, mode: "thanks" as const, ...empty };
  // Whose owner form the link opened, before anything is typed (ADR 0247).
  const link = visitor.kind === "owner" ? await readOnboardingLink(request, secretsOf(context)) : null;
  return {
    title,
    problem: null,
    whose: link?.email ? { business: link.businessName ?? "", email: link.email, owner: true } : null,
    mode: visitor.kind,
    values: owner ? ownerValues(owner) : {},
    dateOfBirthOnFile: owner?.dateOfBirthGiven ?? false,
    ssnOnFile: owner?.ssnLast4Given ?? false,
  };
}

export async function ownerFormAction(context: Context, request: Request, businessId: string, ownerId: string) {
  const submission = parseWithZod(await request.formData(), { schema: ownerDetailsFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { visitor, owner } = await ownerVisitor(context, request, businessId, ownerId);
  if (visitor.kind === "problem") return refuse(submission, { formErrors: [`onboarding.link.${visitor.problem}`] }, { hideFields: HIDDEN });
  const { dateOfBirth, ssnLast4, ...value } = submission.value;
  const missing: Record<string, FormMessageKey[]> = {};
  if (dateOfBirth === undefined && !owner?.dateOfBirthGiven) missing.dateOfBirth = ["dateOfBirthInvalid"];
  if (ssnLast4 === undefined && !owner?.ssnLast4Given) missing.ssnLast4 = ["ssnLast4Invalid"];
  if (Object.keys(missing).length > 0) return refuse(submission, { fieldErrors: missing }, { hideFields: HIDDEN });
  try {
    await context.get(providerContext).call(onboarding.saveBeneficialOwner, {
      params: { id: businessId, ownerId },
      body: {
        mode: "details",
        firstName: value.firstName,
        lastName: value.lastName,
        email: value.email,
        ownershipPercent: value.ownershipPercent,
        address: addressOf(value),
        ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
        ...(ssnLast4 === undefined ? {} : { ssnLast4 }),
      },
      ...asVisitor(visitor.access),
    });
  } catch (error) {
    if (!isFormError(error)) throw error;
    return refuse(submission, ownerRefusal(error), { status: formErrorStatus(error), hideFields: HIDDEN });
  }
  if (visitor.kind === "owner") {
    // The owner's link has done its work (the provider revoked it): forget it here too.
    throw redirect(
      `${href("/:businessId/beneficialOwnerForm/:beneficialOwnerId/info", { businessId, beneficialOwnerId: ownerId })}?done=1`,
      {
        headers: { "Set-Cookie": clearOnboardingLink() },
      },
    );
  }
  throw redirect(href("/:businessId/addBeneficialOwners", { businessId }));
}
