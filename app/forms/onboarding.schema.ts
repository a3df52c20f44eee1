import { z } from "zod";
import {
  businessDescriptionSchema,
  businessNameSchema,
  controllingOwnershipSchema,
  dateOfBirthSchema,
  dbaNameSchema,
  documentFileProblem,
  documentTypeFieldSchema,
  einSchema,
  legalNameSchema,
  legalStructureFieldSchema,
  officerTitleFieldSchema,
  ownershipPercentSchema,
  ssnLast4Schema,
  websiteSchema,
} from "#domain/onboarding";
import { strongPasswordConfirmationSchema } from "#domain/password-breach";
import { codeSchema, emailSchema, firstNameSchema, lastNameSchema, phoneSchema, streetAddressSchema } from "#domain/validation";

/**
 * The onboarding forms (docs/decisions/0161): domain/onboarding.ts's rules, flat as the forms post them
 * (the address's five fields beside the others), so the app refuses what the provider would, with the
 * same messages. Secrets on file (EIN, date of birth, SSN digits) are never sent back to a form, so
 * their fields may be left blank to keep them; `requireOnFile` then asks for them when nothing is.
 */

const address = streetAddressSchema.shape;

/** The applicant's sign-in, for a business the e-mailed link opened. */
export const accountSchema = z
  .object({ intent: z.literal("account"), code: codeSchema, firstName: firstNameSchema, lastName: lastNameSchema })
  .and(strongPasswordConfirmationSchema);

/** The applicant's e-mail address, which gets the code that proves it (ADR 0200): the first step of both forms. */
export const applicantEmailSchema = z.object({ intent: z.literal("sendCode"), email: emailSchema });

/** Starting from nothing: the e-mailed code, the organization's name and the applicant's sign-in. */
export const startSchema = z
  .object({
    intent: z.literal("start"),
    code: codeSchema,
    businessName: businessNameSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  })
  .and(strongPasswordConfirmationSchema);

export const businessInfoFormSchema = z.object({
  legalName: legalNameSchema,
  dbaName: dbaNameSchema,
  legalStructure: legalStructureFieldSchema,
  ein: einSchema.optional(),
  phone: phoneSchema,
  website: websiteSchema,
  description: businessDescriptionSchema,
  ...address,
});

export const personFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  title: officerTitleFieldSchema,
  ownershipPercent: controllingOwnershipSchema,
  dateOfBirth: dateOfBirthSchema.optional(),
  ssnLast4: ssnLast4Schema.optional(),
  ...address,
});

export const ownerInviteSchema = z.object({
  intent: z.literal("invite"),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  ownershipPercent: ownershipPercentSchema,
});

export const ownerDetailsFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  ownershipPercent: ownershipPercentSchema,
  dateOfBirth: dateOfBirthSchema.optional(),
  ssnLast4: ssnLast4Schema.optional(),
  ...address,
});

/** One document, posted as multipart form data (no JavaScript needed). */
export const documentFormSchema = z.object({
  intent: z.literal("upload"),
  documentType: documentTypeFieldSchema,
  document: z
    .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, { error: "documentRequired" })
    .superRefine((file, ctx) => {
      const problem = documentFileProblem(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

export const submitSchema = z.object({ intent: z.literal("submit") });
/**
 * The review page's posts as the server reads them: the document itself arrives as a stream beside
 * these fields (documents.server.ts, ADR 0185) and is checked with `documentFileProblem`, the rule
 * `documentFormSchema` applies to the file in the browser.
 */
export const reviewFieldsSchema = z.discriminatedUnion("intent", [documentFormSchema.omit({ document: true }), submitSchema]);

/** The five address fields as the provider takes them. */
export function addressOf(value: { addressOne: string; addressTwo?: string | undefined; city: string; state: string; zip: string }) {
  return { addressOne: value.addressOne, addressTwo: value.addressTwo, city: value.city, state: value.state, zip: value.zip };
}
