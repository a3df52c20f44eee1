/**
 * User-facing validation messages. Validators in this folder report stable message KEYS, never English
 * text; the app translates a key with i18next (`t(\`validation.${key}\`)`), and this object is the
 * English source for those translations. Wording quoted by the product spec (section 5) is exact.
 * Every message is complete without values: the form kit renders a key as it is, so a message names its
 * field ("Tag name is required") instead of taking a {{field}} (docs/decisions/0091-messages-without-values.md).
 * The spec's generic templates (section 5: "{field} is required", minimum length, exact length, invalid
 * format, invalid) are written out per field here.
 */
export const VALIDATION_MESSAGES = {
  // Credentials
  passwordRequired: "Password is required",
  passwordInvalid: "Password must contain 8 characters, including at least one number and one special character",
  passwordMismatch: "Passwords must match.",
  // The breached-password check of a new password (domain/password-breach.ts, ADR 0248).
  passwordBreached: "This password is one of the most common in leaked password lists. Choose a less common password.",
  emailRequired: "Email is required",
  emailInvalid: "Invalid Email",
  phoneInvalid: "Enter a phone number with 10 digits, like 617 555 0142.",
  pinLength: "Pin needs to be 4 digits.",
  pinMismatch: "Pins do not match.",
  codeInvalid: "The code must be 6 digits.",
  identifierInvalid: "Enter a valid e-mail address or a 10-digit phone number.",

  // Card confirmation
  cardIdInvalid: "The card ID must be 10 characters.",
  lastDigitsInvalid: "Enter the last 6 digits of the card number.",
  expirationInvalid: "Enter the expiration date as MM/YY.",

  // Address
  firstNameRequired: "First name is required",
  firstNameInvalid: "Invalid First Name. Use letters and spaces only, up to 255 characters.",
  lastNameRequired: "Last name is required",
  lastNameInvalid: "Invalid Last Name. Use letters and spaces only, up to 255 characters.",
  addressOnePoBox: "Invalid Address One. This address cannot be a PO Box.",
  addressOneRetry: "Invalid Address One. Please try again.",
  addressOneInvalid: "Invalid Address One.",
  addressTwoPoBox: "Invalid Address Two. This address cannot be a PO Box.",
  addressTwoSpecialCharacters: "Invalid Address Two. No special characters allowed",
  addressTwoInvalid: "Invalid Address Two.",
  cityRequired: "City is required",
  cityInvalid: "Invalid City. Use letters, numbers, spaces, dots and hyphens only, up to 255 characters.",
  // The spec's own text for a code that is not a state; an empty choice says what to do (issue 24).
  stateRequired: "Select a state",
  stateInvalid: "Invalid State: Input needs to be a 2 digit state code.",
  zipInvalid: "Enter a ZIP code like 02110.",
  // The provider's API text (spec section 5, it lists the codes); the app's English names the choices
  // as its dropdown shows them (app/locales/en/validation.ts).
  shipmentMethodInvalid: "Invalid Shipment Method: Input needs to be USPS_PRIORITY, UPS_NEXT_DAY or UPS_SECOND_DAY.",

  // Recipients and businesses
  recipientNameRequired: "Name is required",
  recipientNameInvalid: "Name contains invalid characters",
  recipientNameTooLong: "Name must be 255 characters or fewer",
  businessIdRequired: "Business ID is required",

  // Tags (spec section 5's "{field} is required" for the tag name; the provider takes up to 50 characters)
  tagNameRequired: "Tag name is required",
  tagNameTooLong: "Tag name must be 50 characters or fewer",
  colorInvalid: "Color must be a hex value starting with #, or blank.",

  // Amounts
  amountRequired: "Amount is required",
  amountInvalid: "Enter a valid amount, for example 25.50.",
  amountAmbiguous: "This amount can be read two ways. Type a point before the cents, for example 25.50 or 1500.00.",
  amountDecimals: "Amount can have at most 2 decimal places, for example 25.50.",
  amountPositive: "Amount must be greater than $0.",
  loadAmountMax: "Load amount must be less than $9,999.",
  bankTransferAmountMax: "Bank transfer amount must not exceed $50,000.",
  fundingTransferAmountMax: "Amount must not exceed $1,000,000.",

  // Custom fields of loads, transfers and deposits (domain/custom-fields.ts)
  customFieldOption: "Choose one of the options in the list.",
  customFieldTooLong: "Use at most 500 characters.",
  customFieldUnknown: "This organization has no such field. Reload the page and try again.",

  // Bank details
  accountNumberRequired: "Account number is required",
  accountNumberInvalid: "Account number must contain digits only, up to 17 digits.",
  accountNumberMismatch: "Account numbers do not match.",
  routingNumberRequired: "Routing number is required",
  routingNumberInvalid: "Routing number must be exactly 9 digits.",
  routingNumberCheckDigit: "This is not a valid routing number. Check the 9 digits and try again.",
  nameOnAccountRequired: "Name on account is required",
  nameOnAccountTwoWords: "Name on account must have at least 2 words, such as a first and last name.",
  nameOnAccountLooksLikeBank: "This looks like the name of a bank. Enter the name of the account holder as it appears on the account.",
  accountTypeInvalid: "Account type must be checking or savings.",

  // Business onboarding (domain/onboarding.ts)
  legalNameRequired: "Legal name is required",
  legalNameInvalid: "Invalid legal name. Use letters, numbers, spaces and . , & ' ( ) / - only, up to 255 characters.",
  dbaNameInvalid: "Invalid DBA name. Use letters, numbers, spaces and . , & ' ( ) / - only, up to 255 characters.",
  einInvalid: "Enter the 9-digit EIN from your IRS letter, for example 12-3456789.",
  legalStructureInvalid: "Choose the legal structure of the business.",
  websiteInvalid: "Enter a website address such as https://example.org, or leave it blank.",
  descriptionRequired: "Description is required",
  descriptionTooShort: "Describe what the organization does in at least 20 characters.",
  descriptionTooLong: "Description must be 1,000 characters or fewer.",
  officerTitleInvalid: "Choose the person's title.",
  dateOfBirthInvalid: "Enter a real date of birth.",
  dateOfBirthUnder18: "The person must be at least 18 years old.",
  ssnLast4Invalid: "Enter the last 4 digits of the Social Security number.",
  ownershipInvalid: "Ownership must be a whole percent from 0 to 100.",
  ownershipBelowThreshold: "Only owners of 25% or more are listed.",
  ownershipTotalTooHigh: "Together the owners cannot hold more than 100%.",
  tooManyOwners: "At most 4 people can each own 25% or more.",
  documentTypeInvalid: "Choose the kind of document.",
  documentRequired: "Choose a file to upload.",
  documentTypeUnsupported: "Upload a PDF, PNG or JPEG file.",
  documentTooLarge: "The file is larger than 10 MB.",
  documentUploadFailed: "The upload did not finish. Check your connection and try again.",
  businessNameRequired: "Business name is required",

  // A request the provider refused as a whole (app/provider/form-errors.server.ts); spec section 8.
  unexpected: "Unexpected error, try again.",
  forbidden: "You do not have permission to do this.",
  tooManyAttempts: "Too many attempts. Please wait and try again later.",
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export const validationMessageKeys = Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[];

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === "string" && Object.hasOwn(VALIDATION_MESSAGES, value);
}

/**
 * English rendering of a key with i18next-style {{name}} interpolation, for places without an i18n
 * instance (sandbox error bodies, logs, tests). The app uses its translations instead.
 */
export function englishMessage(key: ValidationMessageKey, values: Record<string, string | number> = {}): string {
  return VALIDATION_MESSAGES[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
