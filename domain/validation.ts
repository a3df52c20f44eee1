/**
 * Field rules of product spec section 5 as zod 4 schemas: the ONE rulebook (docs/decisions/
 * 0045-one-rulebook.md). The app validates its forms with these, and the provider contract builds its
 * request schemas from them, so the app, the contract and the sandbox cannot disagree. Every issue
 * message is a ValidationMessageKey (see ./messages), never English text; each check aborts so a field
 * reports one message at a time. Required fields also report their key when the value is missing
 * (conform turns empty inputs into undefined). Amount rules live in ./money.
 */
import { z } from "zod";
import { bankAccountTypes, shippingMethods } from "./enums";
import type { ValidationMessageKey } from "./messages";

const MAX_TEXT = 255;

/** `{ error: key, abort: true }`: the check's message key, and stop at the first failure. */
const e = (key: ValidationMessageKey) => ({ error: key, abort: true }) as const;

/** A trimmed, required string whose missing/blank value reports `key`. */
const requiredString = (key: ValidationMessageKey) => z.string(e(key)).trim().min(1, e(key));

// ---------------------------------------------------------------------------------------------
// Predicates

const PO_BOX_PATTERNS = [
  /\bp\s*[o0]\s*box/, // PO Box, P.O. Box, P O Box, POBox, P0 Box, PO Box123
  /\bp\s*[o0]\s*b(?:\b|(?=\d))/, // POB, P.O.B., POB12
  /\bpost\s*office\s*box/, // Post Office Box
  /\bpost(?:al)?\s*box/, // Post Box, Postal Box
];

/**
 * Whether an address line is a PO Box in any common spelling: PO Box, P.O. Box, P O Box, POBox,
 * Post Office Box, POB, P.O.B., Postal Box (any case, dots and extra spaces ignored).
 */
export function isPoBox(line: string): boolean {
  const normalized = line.toLowerCase().replace(/[.]/g, " ").replace(/\s+/g, " ");
  return PO_BOX_PATTERNS.some((re) => re.test(normalized));
}

/**
 * A street address: a house number (optionally with a letter, a fraction or a hyphenated part,
 * e.g. 12B, 123 1/2, 45-10) followed by a street name. Military mail addresses (PSC/CMR/UNIT n BOX n)
 * are accepted too, since APO/FPO/DPO state codes are.
 */
const STREET_ADDRESS = /^\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?(?: \d\/\d)? [A-Za-z0-9][A-Za-z0-9 .,'#&/-]*$/;
const MILITARY_ADDRESS = /^(?:PSC|CMR|UNIT) \d+,? BOX \d+$/i;

export function isStreetAddress(line: string): boolean {
  const value = line.trim().replace(/\s+/g, " ");
  return /[A-Za-z]/.test(value) && (STREET_ADDRESS.test(value) || MILITARY_ADDRESS.test(value));
}

const BANK_NAME_PATTERNS = [
  /\bbank\b/,
  /^banco\s/,
  /\bbancorp\b/,
  /\bcredit union\b/,
  /\bf\s?c\s?u\b/,
  /\bsavings (?:and|&) loan\b/,
  /\btrust (?:company|co)\b/,
  /\bn\s?a$/,
  /\bfinancial\b/,
  /\bfederal\b/,
];

/**
 * Whether a name on account looks like a bank's name rather than the account holder's (a warning,
 * not an error): "Chase Bank", "Navy Federal Credit Union", "First Savings and Loan".
 * "Tyra Banks" does not.
 */
export function looksLikeBankName(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[.,]/g, "").replace(/\s+/g, " ").trim();
  return BANK_NAME_PATTERNS.some((re) => re.test(normalized));
}

/** Warnings (non-blocking) for a name on account. */
export function nameOnAccountWarnings(name: string): ValidationMessageKey[] {
  return looksLikeBankName(name) ? ["nameOnAccountLooksLikeBank"] : [];
}

/** The 50 states, DC, the territories and the military "states". */
export { US_STATE_CODES } from "./us-states";

import { US_STATE_CODES } from "./us-states";
export type UsStateCode = (typeof US_STATE_CODES)[number];

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Credentials

/**
 * At least 8 characters with at least one digit and one special character. A special character is a
 * visible one that is neither a letter nor a digit: whitespace does not count (docs/decisions/
 * 0045-one-rulebook.md).
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
/** Longer passwords are refused so that hashing one costs a bounded amount of work. */
export const PASSWORD_MAX_LENGTH = 256;

/** A new password (registration, reset): the spec's rule. */
export const passwordSchema = z
  .string(e("passwordRequired"))
  .min(1, e("passwordRequired"))
  .max(PASSWORD_MAX_LENGTH, e("passwordInvalid"))
  .regex(PASSWORD_PATTERN, e("passwordInvalid"));

/** The password typed to sign in: only required (an old password need not meet today's rule). */
export const signInPasswordSchema = z
  .string(e("passwordRequired"))
  .min(1, e("passwordRequired"))
  .max(PASSWORD_MAX_LENGTH, e("passwordRequired"));

/** Password and its confirmation; a mismatch is reported on `confirmPassword`. */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string(e("passwordMismatch")) })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: "passwordMismatch" });

/** The longest e-mail address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/** A required e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const emailSchema = z
  .string(e("emailRequired"))
  .trim()
  .min(1, e("emailRequired"))
  .max(EMAIL_MAX_LENGTH, e("emailInvalid"))
  .toLowerCase()
  .pipe(z.email(e("emailInvalid")));

/** A phone number as people type it: digits with spaces, dashes, dots, parentheses and a leading +1 or 1. */
const TYPED_PHONE = /^\+?[\d\s().-]+$/;

/**
 * The spec's ten digits of a phone number typed the usual ways ("617-555-0142", "(617) 555 0142",
 * "+1 617.555.0142", "1 617 555 0142"): the separators go, and so does a leading country code 1 when
 * eleven digits remain. Anything else is returned as it was typed (trimmed), for the rule to refuse.
 */
export function normalizePhone(typed: string): string {
  const value = typed.trim();
  if (!TYPED_PHONE.test(value)) return value;
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Exactly 10 digits (spec section 5), stored without dashes, spaces or country code; typed with them is fine. */
export const phoneSchema = z
  .string(e("phoneInvalid"))
  .overwrite(normalizePhone)
  .regex(/^\d{10}$/, e("phoneInvalid"));

/** What a user signs in with: an e-mail address (lower-cased) or a phone number (normalised to its 10 digits). */
export const identifierSchema = z
  .string(e("identifierInvalid"))
  .trim()
  .min(1, e("identifierInvalid"))
  .max(EMAIL_MAX_LENGTH, e("identifierInvalid"))
  .toLowerCase()
  .overwrite((v) => (v.includes("@") ? v : normalizePhone(v)))
  .refine((v) => emailSchema.safeParse(v).success || phoneSchema.safeParse(v).success, e("identifierInvalid"));

export const pinSchema = z.string(e("pinLength")).regex(/^\d{4}$/, e("pinLength"));

/** PIN entered twice; a mismatch is reported on `confirmPin`. */
export const pinConfirmationSchema = z
  .object({ pin: pinSchema, confirmPin: z.string(e("pinMismatch")) })
  .refine((v) => v.pin === v.confirmPin, { path: ["confirmPin"], error: "pinMismatch" });

/** One-time or verification code: 6 digits. */
export const codeSchema = z
  .string(e("codeInvalid"))
  .trim()
  .regex(/^\d{6}$/, e("codeInvalid"));

// ---------------------------------------------------------------------------------------------
// Card confirmation

/**
 * The 10-character card ID printed on the back of the card: letters and digits. What a person types is
 * trimmed and upper-cased first, at every layer (ADR 0045), so " k7q2m9x4lp " is the card K7Q2M9X4LP.
 */
export const cardIdSchema = z
  .string(e("cardIdInvalid"))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{10}$/, e("cardIdInvalid"));

/** The last 6 digits of the card number (card confirmation). */
export const lastDigitsSchema = z
  .string(e("lastDigitsInvalid"))
  .trim()
  .regex(/^\d{6}$/, e("lastDigitsInvalid"));

/** MM/YY with a real month. */
export const expirationSchema = z
  .string(e("expirationInvalid"))
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, e("expirationInvalid"));

export const cardConfirmationSchema = z.object({
  cardId: cardIdSchema,
  lastDigits: lastDigitsSchema,
  expiration: expirationSchema,
});

// ---------------------------------------------------------------------------------------------
// Address

/** 1 to 255 ASCII letters and spaces: no accents, digits, colon or other punctuation. */
export const firstNameSchema = z
  .string(e("firstNameRequired"))
  .trim()
  .min(1, e("firstNameRequired"))
  .max(MAX_TEXT, e("firstNameInvalid"))
  .regex(/^[A-Za-z ]+$/, e("firstNameInvalid"));

/**
 * Same as first name. (The spec's "without the colon rule" changes nothing in practice: letters and
 * spaces only already excludes a colon.)
 */
export const lastNameSchema = z
  .string(e("lastNameRequired"))
  .trim()
  .min(1, e("lastNameRequired"))
  .max(MAX_TEXT, e("lastNameInvalid"))
  .regex(/^[A-Za-z ]+$/, e("lastNameInvalid"));

/**
 * Required street address, no PO Box. Blank, over 255 characters -> addressOneInvalid; a PO Box ->
 * addressOnePoBox; not a street pattern (number + street name) -> addressOneRetry.
 */
export const addressOneSchema = requiredString("addressOneInvalid")
  .max(MAX_TEXT, e("addressOneInvalid"))
  .refine((v) => !isPoBox(v), e("addressOnePoBox"))
  .refine(isStreetAddress, e("addressOneRetry"));

/** Optional; letters, digits, space and . , # - / ' only; no PO Box. Blank is accepted. */
export const addressTwoSchema = z
  .string(e("addressTwoInvalid"))
  .trim()
  .max(MAX_TEXT, e("addressTwoInvalid"))
  .refine((v) => !isPoBox(v), e("addressTwoPoBox"))
  .regex(/^[A-Za-z0-9 .,#/'-]*$/, e("addressTwoSpecialCharacters"))
  .optional();

/** 1 to 255 ASCII letters, digits, space, dot, hyphen. */
export const citySchema = requiredString("cityRequired")
  .max(MAX_TEXT, e("cityInvalid"))
  .regex(/^[A-Za-z0-9 .-]+$/, e("cityInvalid"));

/** Two-letter state, territory or military code; upper-cased before checking. None chosen: "Select a state". */
export const stateSchema = z
  .string(e("stateRequired"))
  .trim()
  .min(1, e("stateRequired"))
  .toUpperCase()
  .pipe(z.enum(US_STATE_CODES, e("stateInvalid")));

export const zipSchema = z
  .string(e("zipInvalid"))
  .trim()
  .regex(/^\d{5}$/, e("zipInvalid"));

/** A street address without a person (a business address). */
export const streetAddressSchema = z.object({
  addressOne: addressOneSchema,
  addressTwo: addressTwoSchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
});

/** A shipping address: a person and a street address. */
export const addressSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  ...streetAddressSchema.shape,
});

/** One of the shipping methods of the order form (USPS_GROUND is the standard one). */
export const shipmentMethodSchema = z.enum(shippingMethods, e("shipmentMethodInvalid"));

// ---------------------------------------------------------------------------------------------
// Recipients, businesses, settings

/** Letters (accented included), space, hyphen, dot, apostrophe; at least one letter; up to 255. */
export const RECIPIENT_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'’-]+$/u;

export const recipientNameSchema = requiredString("recipientNameRequired")
  .max(MAX_TEXT, e("recipientNameTooLong"))
  .regex(RECIPIENT_NAME_PATTERN, e("recipientNameInvalid"));

export const businessIdSchema = requiredString("businessIdRequired");

/**
 * A hex colour starting with # (3 or 6 hex digits), or blank. The short form is written out in full
 * (`#abc` -> `#aabbcc`), so a stored colour is always blank or `#` and six hex digits
 * (normalizedColorSchema).
 */
export const colorSchema = z
  .string(e("colorInvalid"))
  .trim()
  .regex(/^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$/, e("colorInvalid"))
  .transform((v) => (v.length === 4 ? `#${[...v.slice(1)].map((c) => c + c).join("")}` : v))
  .optional();

/** A colour as colorSchema outputs it and the provider stores it: blank, or # and six hex digits. */
export const normalizedColorSchema = z.string().regex(/^(?:#[0-9a-fA-F]{6})?$/, e("colorInvalid"));

// ---------------------------------------------------------------------------------------------
// Bank details

export const accountNumberSchema = requiredString("accountNumberRequired").regex(/^\d{1,17}$/, e("accountNumberInvalid"));

/** The account number typed twice (recipient intake); a mismatch is reported on `confirmAccountNumber`. */
export const accountNumberConfirmationSchema = z
  .object({ accountNumber: accountNumberSchema, confirmAccountNumber: z.string(e("accountNumberMismatch")).trim() })
  .refine((v) => v.accountNumber === v.confirmAccountNumber, { path: ["confirmAccountNumber"], error: "accountNumberMismatch" });

/**
 * Whether 9 digits carry a valid ABA check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a
 * multiple of 10. Catches every single mistyped digit and most swapped neighbours.
 */
export function hasAbaCheckDigit(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** Required, exactly 9 digits, with a valid ABA check digit. */
export const routingNumberSchema = requiredString("routingNumberRequired")
  .regex(/^\d{9}$/, e("routingNumberInvalid"))
  .refine(hasAbaCheckDigit, e("routingNumberCheckDigit"));

/**
 * Required, at least two words. Looking like a bank name is only a warning: see
 * nameOnAccountWarnings. It must pass before the bank-linking service is opened.
 */
export const nameOnAccountSchema = requiredString("nameOnAccountRequired").refine(
  (v) => v.split(/\s+/).filter(Boolean).length >= 2,
  e("nameOnAccountTwoWords"),
);

export const accountTypeSchema = z.enum(bankAccountTypes, e("accountTypeInvalid"));

export const bankDetailsSchema = z.object({
  nameOnAccount: nameOnAccountSchema,
  accountType: accountTypeSchema,
  accountNumber: accountNumberSchema,
  routingNumber: routingNumberSchema,
});

/** The message keys of a failed parse, keyed by dotted path ("" for the root). For tests and the sandbox. */
export function issueKeys(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    const list = out[path] ?? [];
    list.push(issue.message);
    out[path] = list;
  }
  return out;
}
