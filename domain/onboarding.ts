/**
 * Business onboarding (know your business): the field rules of the application, the sandbox's test
 * values that choose a verification outcome, and the document limits (docs/decisions/0145, 0146, 0147).
 * One rulebook (ADR 0045): the app's forms and the provider contract both compose these schemas, so a
 * field the app accepts is a field the provider accepts. Every message is a ValidationMessageKey.
 */
import { z } from "zod";
import { legalStructures, officerTitles, type Permission } from "./enums";
import type { ValidationMessageKey } from "./messages";
import { isRestriction } from "./permissions";
import { emailSchema, firstNameSchema, lastNameSchema, phoneSchema, streetAddressSchema } from "./validation";

const e = (key: ValidationMessageKey) => ({ error: key, abort: true }) as const;

// ---------------------------------------------------------------------------------------------
// Business information

/** The legal name as on the IRS letter: 1 to 255 characters, letters, digits and common punctuation. */
export const legalNameSchema = z
  .string(e("legalNameRequired"))
  .trim()
  .min(1, e("legalNameRequired"))
  .max(255, e("legalNameInvalid"))
  .regex(/^[\p{L}\p{M}0-9 .,&'’()/-]+$/u, e("legalNameInvalid"));

/**
 * The organization's name given when an application starts (/onboard): the legal name's characters, so
 * it cannot carry line breaks or direction overrides into the e-mails that name it (review 2026-11-28 L1).
 */
export const businessNameSchema = z
  .string(e("businessNameRequired"))
  .trim()
  .min(1, e("businessNameRequired"))
  .max(255, e("legalNameInvalid"))
  .regex(/^[\p{L}\p{M}0-9 .,&'’()/-]+$/u, e("legalNameInvalid"));

/** "Doing business as": optional, same characters as the legal name. */
export const dbaNameSchema = z
  .string(e("legalNameInvalid"))
  .trim()
  .max(255, e("dbaNameInvalid"))
  .regex(/^[\p{L}\p{M}0-9 .,&'’()/-]*$/u, e("dbaNameInvalid"))
  .optional();

/**
 * Employer identification number: 9 digits, typed with or without the dash after the first two
 * (12-3456789). Stored and sent as 9 digits. The IRS never issues the prefixes 00, 07, 08, 09, 17, 18,
 * 19, 28, 29, 49, 69, 70, 78, 79 or 89 — except the sandbox's test values (EIN_TEST_VALUES).
 */
export const einSchema = z
  .string(e("einInvalid"))
  .trim()
  .transform((v) => v.replace(/^(\d{2})-(\d{7})$/, "$1$2"))
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, e("einInvalid"))
      .refine((v) => isTestEin(v) || !INVALID_EIN_PREFIXES.has(v.slice(0, 2)), e("einInvalid")),
  );

const INVALID_EIN_PREFIXES = new Set(["00", "07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89"]);

export const legalStructureFieldSchema = z.enum(legalStructures, e("legalStructureInvalid"));

/** An http(s) address; "example.org" gets https:// in front. Optional: many small nonprofits have none. */
export const websiteSchema = z
  .string(e("websiteInvalid"))
  .trim()
  .max(255, e("websiteInvalid"))
  .transform((v) => (v === "" || /^https?:\/\//i.test(v) ? v : `https://${v}`))
  .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "websiteInvalid" })]))
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** What the organization does and whom it pays: what a bank's reviewer reads first. 20 to 1,000 characters. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 1000;
export const businessDescriptionSchema = z
  .string(e("descriptionRequired"))
  .trim()
  .min(1, e("descriptionRequired"))
  .min(DESCRIPTION_MIN, e("descriptionTooShort"))
  .max(DESCRIPTION_MAX, e("descriptionTooLong"));

export const businessInformationSchema = z.object({
  legalName: legalNameSchema,
  dbaName: dbaNameSchema,
  legalStructure: legalStructureFieldSchema,
  ein: einSchema,
  phone: phoneSchema,
  website: websiteSchema,
  description: businessDescriptionSchema,
  address: streetAddressSchema,
});
export type BusinessInformation = z.output<typeof businessInformationSchema>;

/** Saving again: an EIN already on file may be left blank to keep it (it is never sent back to the form). */
export const businessInformationUpdateSchema = businessInformationSchema.extend({ ein: einSchema.optional() });

// ---------------------------------------------------------------------------------------------
// People: the authorized (controlling) person and beneficial owners

export const officerTitleFieldSchema = z.enum(officerTitles, e("officerTitleInvalid"));

/** The last four digits of the SSN: never more is asked, stored or shown (masked as ••• •• 1234). */
export const ssnLast4Schema = z
  .string(e("ssnLast4Invalid"))
  .trim()
  .regex(/^\d{4}$/, e("ssnLast4Invalid"))
  .refine((v) => v !== "0000", e("ssnLast4Invalid"));

export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split("-").map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's date in UTC, read at each check (so a long-running process never checks against a stale day). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** A real date, YYYY-MM-DD (what <input type="date"> sends), 18 to 120 years ago. */
export const dateOfBirthSchema = z
  .string(e("dateOfBirthInvalid"))
  .trim()
  .refine(isRealDate, e("dateOfBirthInvalid"))
  .refine((v) => ageOn(v, todayUtc()) >= MIN_AGE, e("dateOfBirthUnder18"))
  .refine((v) => ageOn(v, todayUtc()) <= MAX_AGE, e("dateOfBirthInvalid"));

/** Beneficial owners hold 25 % or more (FinCEN's customer due diligence rule); whole percent. */
export const OWNERSHIP_MIN = 25;
export const ownershipPercentSchema = z.coerce
  .number(e("ownershipInvalid"))
  .int(e("ownershipInvalid"))
  .min(OWNERSHIP_MIN, e("ownershipBelowThreshold"))
  .max(100, e("ownershipInvalid"));

/** Ownership of the controlling person: 0 (officer only, the usual case in a nonprofit) to 100. */
export const controllingOwnershipSchema = z.coerce
  .number(e("ownershipInvalid"))
  .int(e("ownershipInvalid"))
  .min(0, e("ownershipInvalid"))
  .max(100, e("ownershipInvalid"));

/** The controlling person: someone with significant responsibility to control the organization. */
export const controllingPersonSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  title: officerTitleFieldSchema,
  /** 25 or more makes them a beneficial owner too; most nonprofit officers own nothing (0). */
  ownershipPercent: controllingOwnershipSchema,
  dateOfBirth: dateOfBirthSchema,
  ssnLast4: ssnLast4Schema,
  address: streetAddressSchema,
});

/** Changing the controlling person: date of birth and SSN digits on file may be left blank to keep them. */
export const controllingPersonUpdateSchema = controllingPersonSchema.extend({
  dateOfBirth: dateOfBirthSchema.optional(),
  ssnLast4: ssnLast4Schema.optional(),
});

/** A beneficial owner filling in their own part (or the applicant for them). */
export const ownerDetailsSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  ownershipPercent: ownershipPercentSchema,
  dateOfBirth: dateOfBirthSchema,
  ssnLast4: ssnLast4Schema,
  address: streetAddressSchema,
});

/** An owner the applicant names, who is e-mailed a link to give their own details. */
export const ownerInvitationSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  ownershipPercent: ownershipPercentSchema,
});

/**
 * One beneficial owner: either the applicant names them and the provider e-mails them a link
 * (`invite`), or somebody gives all their details (`details`: the applicant, or the owner from that link;
 * date of birth and SSN digits on file may then be left blank to keep them).
 */
export const beneficialOwnerBodySchema = z.discriminatedUnion("mode", [
  ownerInvitationSchema.extend({ mode: z.literal("invite") }),
  ownerDetailsSchema.extend({
    mode: z.literal("details"),
    dateOfBirth: dateOfBirthSchema.optional(),
    ssnLast4: ssnLast4Schema.optional(),
  }),
]);

/** Together the owners cannot hold more than 100 %; at most four can hold 25 % each. */
export const MAX_BENEFICIAL_OWNERS = 4;
export function ownershipTotalFits(existingPercents: readonly number[], added: number): boolean {
  return existingPercents.reduce((sum, p) => sum + p, 0) + added <= 100;
}

/** Shown instead of the SSN digits and the EIN once entered (review, status pages). */
export const maskSsnLast4 = (last4: string): string => `••• •• ${last4}`;
export const maskEin = (ein: string): string => `••-•••${ein.slice(-4)}`;

// ---------------------------------------------------------------------------------------------
// Documents

export const documentTypes = [
  "irs_determination_letter",
  "articles_of_incorporation",
  "irs_ein_letter",
  "bank_statement",
  "government_id",
] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeFieldSchema = z.enum(documentTypes, e("documentTypeInvalid"));

export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
/** 10 MB: a phone photo of a letter or a scanned PDF fits; a Worker request body comfortably carries it. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An upload link works this long (the sandbox signs it; docs/decisions/0147). */
export const UPLOAD_LINK_TTL_MS = 10 * 60 * 1000;

export const isDocumentContentType = (value: string): value is DocumentContentType =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);

/** What is wrong with a file before it is sent, or null when it may be uploaded. */
export function documentFileProblem(file: { size: number; type: string }): ValidationMessageKey | null {
  if (file.size === 0) return "documentRequired";
  if (!isDocumentContentType(file.type)) return "documentTypeUnsupported";
  if (file.size > DOCUMENT_MAX_BYTES) return "documentTooLarge";
  return null;
}

/** The documents a structure must give: nonprofits their IRS determination letter, everyone their formation papers or EIN letter. */
export function requiredDocumentTypes(structure: string | null | undefined): DocumentType[] {
  return structure === "NON_PROFIT" ? ["irs_determination_letter"] : ["articles_of_incorporation"];
}

// ---------------------------------------------------------------------------------------------
// The sandbox's test mode: the EIN decides the verification outcome (docs/decisions/0146)

export const verificationOutcomes = ["approved", "manual_review", "needs_documents"] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/** EINs that choose an outcome in the sandbox, like a payment provider's test numbers. */
export const EIN_TEST_VALUES = {
  "000000001": "approved",
  "000000002": "manual_review",
  "000000003": "needs_documents",
} as const satisfies Record<string, VerificationOutcome>;

export function isTestEin(ein: string): boolean {
  return Object.hasOwn(EIN_TEST_VALUES, ein);
}

/** Any other valid EIN is approved. */
export function verificationOutcomeFor(ein: string): VerificationOutcome {
  return isTestEin(ein) ? EIN_TEST_VALUES[ein as keyof typeof EIN_TEST_VALUES] : "approved";
}

/** How long after submission (or the last requested document) the sandbox decides: approval, review. */
export const DECISION_DELAY_MS = 60 * 60 * 1000;
/** A manual review ends in approval two days later. */
export const MANUAL_REVIEW_MS = 2 * 24 * 60 * 60 * 1000;
/** Onboarding links work 30 days; a beneficial owner's link 14 days. */
export const ONBOARDING_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const OWNER_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Whether a business in this onboarding status may act (issue 34 item 8, ADR 0242): only once onboarding
 * ended in approval. Before that it may only finish its application: no programs, card orders or
 * activations, no money, no members or recipients (their e-mails), whatever the role.
 */
export function isApproved(status: string): boolean {
  return status === "active";
}

/** Whether a permission may be used before approval: only the restrictions, which take away rather than act. */
export function usableBeforeApproval(permission: Permission): boolean {
  return isRestriction(permission);
}
