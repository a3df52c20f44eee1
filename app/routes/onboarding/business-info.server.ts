import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { providerContext } from "#app/context";
import { addressOf, businessInfoFormSchema } from "#app/forms/onboarding.schema";
import { getI18n } from "#app/middleware/i18n";
import { type FormMessageKey, refuse, refuseProviderError } from "#app/provider/form-errors.server";
import { onboarding } from "#contract/onboarding";
import { maskEin } from "#domain/onboarding";
import { asVisitor, isEditable, loadApplication, onboardingTitle, requireScreen } from "./onboarding.server";

type Context = Readonly<RouterContextProvider>;

/** Provider codes the onboarding forms show; field issues land on the form's fields by name. */
export const ONBOARDING_CODES: Record<string, FormMessageKey> = {
  application_locked: "onboarding.errors.locked",
  business_info_missing: "onboarding.errors.businessInfoMissing",
  onboarding_link_invalid: "onboarding.link.incorrect",
  onboarding_link_expired: "onboarding.link.expired",
  owner_already_submitted: "onboarding.errors.ownerDone",
  application_incomplete: "onboarding.errors.incomplete",
};

/** Provider issue paths (`body.address.zip`) to the flat form's field names (`zip`). */
export function fieldsOf(names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of names) fields[`body.${name}`] = name;
  for (const name of ["addressOne", "addressTwo", "city", "state", "zip"]) fields[`body.address.${name}`] = name;
  return fields;
}

const FIELDS = fieldsOf(["legalName", "dbaName", "legalStructure", "ein", "phone", "website", "description"]);

/** /{businessId}/businessInfo: the organization's details, refilled from what was saved (the EIN masked). */
export async function businessInfoPage(context: Context, request: Request, businessId: string) {
  const { t } = getI18n(context);
  const title = onboardingTitle(context, t("onboarding.business.heading"));
  const result = await loadApplication(context, request, businessId);
  if (result.state !== "open") return { title, problem: result.state, values: null, einOnFile: null };
  requireScreen(result.application, isEditable);
  const info = result.application.businessInfo;
  return {
    title,
    problem: null,
    einOnFile: info ? maskEin(info.einLast4) : null,
    values: info
      ? {
          legalName: info.legalName,
          dbaName: info.dbaName ?? "",
          legalStructure: info.legalStructure,
          phone: info.phone,
          website: info.website ?? "",
          description: info.description,
          addressOne: info.address.addressOne,
          addressTwo: info.address.addressTwo ?? "",
          city: info.address.city,
          state: info.address.state,
          zip: info.address.zip,
        }
      : {},
  };
}

export async function businessInfoAction(context: Context, request: Request, businessId: string) {
  const submission = parseWithZod(await request.formData(), { schema: businessInfoFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await loadApplication(context, request, businessId);
  if (result.state !== "open") return refuse(submission, { formErrors: [`onboarding.link.${result.state}`] });
  const { ein, ...value } = submission.value;
  if (ein === undefined && !result.application.businessInfo) return refuse(submission, { fieldErrors: { ein: ["einInvalid"] } });
  try {
    const { onboarding: saved } = await context.get(providerContext).call(onboarding.saveBusinessInfo, {
      params: { id: businessId },
      body: {
        legalName: value.legalName,
        dbaName: value.dbaName,
        legalStructure: value.legalStructure,
        ...(ein === undefined ? {} : { ein }),
        phone: value.phone,
        website: value.website,
        description: value.description,
        address: addressOf(value),
      },
      ...asVisitor(result.access),
    });
    throw redirect(
      saved.status === "authorized_person"
        ? href("/:businessId/authorizedPerson/welcome", { businessId })
        : href("/:businessId/submitConfirmation", { businessId }),
    );
  } catch (error) {
    return refuseProviderError(submission, error, { fields: FIELDS, codes: ONBOARDING_CODES });
  }
}
