import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { addressOf, personFormSchema } from "#app/forms/onboarding.schema";
import { getI18n } from "#app/middleware/i18n";
import { type FormMessageKey, refuse, refuseProviderError } from "#app/provider/form-errors.server";
import type { OnboardingBusiness, OnboardingPerson } from "#contract/entities";
import { onboarding } from "#contract/onboarding";
import { fieldsOf, ONBOARDING_CODES } from "./business-info.server";
import { type ApplicantAccess, asVisitor, isEditable, loadApplicationWith, onboardingTitle, requireScreen } from "./onboarding.server";

type Context = Readonly<RouterContextProvider>;

/** Not sent back with a refused form. */
const HIDDEN = ["ssnLast4"];

/** The secrets are never sent back: not in a reply, not in loader data (docs/decisions/0145). */
export const SECRET_FIELDS = ["ssnLast4", "dateOfBirth"];
const FIELDS = fieldsOf(["firstName", "lastName", "email", "phone", "title", "ownershipPercent", "dateOfBirth", "ssnLast4"]);

/** The authorized person's steps open once the business info is saved, and until submission. */
const afterBusinessInfo = (a: OnboardingBusiness) => isEditable(a) && a.status !== "business_info";

function readPerson(context: Context, access: ApplicantAccess) {
  return context
    .get(providerContext)
    .call(onboarding.getPrimaryPerson, { params: { id: access.businessId }, ...asVisitor(access) })
    .then((r) => r.primaryPerson);
}

/** What a screen shows of the person: never the date of birth or the SSN digits, only whether they are on file. */
export function personView(person: OnboardingPerson) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ?? "",
    title: person.title ?? "",
    ownershipPercent: String(person.ownershipPercent ?? 0),
    addressOne: person.address?.addressOne ?? "",
    addressTwo: person.address?.addressTwo ?? "",
    city: person.address?.city ?? "",
    state: person.address?.state ?? "",
    zip: person.address?.zip ?? "",
    dateOfBirthGiven: person.dateOfBirthGiven,
    ssnLast4Given: person.ssnLast4Given,
  };
}

/** welcome, info and status: the application, and the person when the screen shows them. */
export async function personPage(context: Context, request: Request, businessId: string, screen: "welcome" | "info" | "status") {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t(screen === "status" ? "onboarding.personStatus.heading" : "onboarding.person.heading"));
  const result = await loadApplicationWith(context, request, businessId, (access) =>
    screen === "welcome" ? Promise.resolve(null) : readPerson(context, access),
  );
  if (result.state !== "open") return { title, problem: result.state, person: null };
  requireScreen(result.application, afterBusinessInfo);
  const person = result.more ? personView(result.more) : null;
  if (screen === "status" && !person) throw redirect(href("/:businessId/authorizedPerson/info", { businessId }));
  return { title, problem: null, person };
}

export async function personAction(context: Context, request: Request, businessId: string) {
  const submission = parseWithZod(await request.formData(), { schema: personFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const result = await loadApplicationWith(context, request, businessId, (access) => readPerson(context, access));
  if (result.state !== "open") return refuse(submission, { formErrors: [`onboarding.link.${result.state}`] }, { hideFields: HIDDEN });
  const existing = result.more;
  const { dateOfBirth, ssnLast4, ...value } = submission.value;
  const missing: Record<string, FormMessageKey[]> = {};
  if (dateOfBirth === undefined && !existing?.dateOfBirthGiven) missing.dateOfBirth = ["dateOfBirthInvalid"];
  if (ssnLast4 === undefined && !existing?.ssnLast4Given) missing.ssnLast4 = ["ssnLast4Invalid"];
  if (Object.keys(missing).length > 0) return refuse(submission, { fieldErrors: missing }, { hideFields: HIDDEN });
  const body = {
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    phone: value.phone,
    title: value.title,
    ownershipPercent: value.ownershipPercent,
    address: addressOf(value),
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
    ...(ssnLast4 === undefined ? {} : { ssnLast4 }),
  };
  const provider = context.get(providerContext);
  const options = { params: { id: businessId }, ...asVisitor(result.access) };
  try {
    if (existing) await provider.call(onboarding.updatePrimaryPerson, { ...options, body });
    else if (dateOfBirth !== undefined && ssnLast4 !== undefined)
      await provider.call(onboarding.createPrimaryPerson, { ...options, body: { ...body, dateOfBirth, ssnLast4 } });
  } catch (error) {
    return refuseProviderError(submission, error, { fields: FIELDS, codes: ONBOARDING_CODES, hideFields: HIDDEN });
  }
  throw redirect(href("/:businessId/authorizedPersonStatus", { businessId }));
}
