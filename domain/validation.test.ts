import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isValidationMessageKey } from "./messages";
import {
  accountNumberSchema,
  accountTypeSchema,
  addressOneSchema,
  addressSchema,
  addressTwoSchema,
  bankDetailsSchema,
  businessIdSchema,
  cardConfirmationSchema,
  cardIdSchema,
  citySchema,
  codeSchema,
  colorSchema,
  emailSchema,
  expirationSchema,
  firstNameSchema,
  hasAbaCheckDigit,
  identifierSchema,
  isPoBox,
  isStreetAddress,
  issueKeys,
  lastDigitsSchema,
  lastNameSchema,
  looksLikeBankName,
  nameOnAccountSchema,
  nameOnAccountWarnings,
  normalizedColorSchema,
  normalizePhone,
  passwordConfirmationSchema,
  passwordSchema,
  phoneSchema,
  pinConfirmationSchema,
  pinSchema,
  recipientNameSchema,
  routingNumberSchema,
  shipmentMethodSchema,
  signInPasswordSchema,
  stateSchema,
  streetAddressSchema,
  US_STATE_CODES,
  zipSchema,
} from "./validation";

/** The single message key a value fails with, or "ok". */
function outcome(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return "ok";
  const messages = result.error.issues.map((i) => i.message);
  expect(messages).toHaveLength(1);
  expect(isValidationMessageKey(messages[0])).toBe(true);
  return messages[0] ?? "";
}

type Case = [unknown, string];
function table(name: string, schema: z.ZodType, cases: Case[]) {
  describe(name, () => {
    it.each(cases)("%j -> %s", (value, expected) => {
      expect(outcome(schema, value)).toBe(expected);
    });
  });
}

table("password", passwordSchema, [
  ["Sandbox#2026", "ok"],
  ["abcdef1!", "ok"],
  ["abcde1!", "passwordInvalid"],
  ["abcdefgh1", "passwordInvalid"],
  ["abcdefgh!", "passwordInvalid"],
  ["abcd efg1", "passwordInvalid"],
  // Whitespace is not the special character (ADR 0045), whether a space, a tab or a no-break space.
  ["abcdefg1 ", "passwordInvalid"],
  ["abcdefg1\t", "passwordInvalid"],
  ["abcd efg1!", "ok"],
  [`a1!${"x".repeat(253)}`, "ok"],
  [`a1!${"x".repeat(254)}`, "passwordInvalid"],
  ["", "passwordRequired"],
  [undefined, "passwordRequired"],
]);

table("sign-in password", signInPasswordSchema, [
  ["short", "ok"],
  ["", "passwordRequired"],
  [undefined, "passwordRequired"],
  ["x".repeat(257), "passwordRequired"],
]);

describe("password confirmation", () => {
  it("accepts matching passwords", () => {
    expect(passwordConfirmationSchema.safeParse({ password: "Sandbox#2026", confirmPassword: "Sandbox#2026" }).success).toBe(true);
  });
  it("reports a mismatch on confirmPassword", () => {
    const r = passwordConfirmationSchema.safeParse({ password: "Sandbox#2026", confirmPassword: "Sandbox#2027" });
    expect(r.success).toBe(false);
    expect(issueKeys(r.error!)).toEqual({ confirmPassword: ["passwordMismatch"] });
  });
});

table("email", emailSchema, [
  ["maria@cardholder.test", "ok"],
  ["  maria@cardholder.test ", "ok"],
  ["maria@", "emailInvalid"],
  ["maria cardholder.test", "emailInvalid"],
  ["a@b", "emailInvalid"],
  ["", "emailRequired"],
  [undefined, "emailRequired"],
]);

it("email trims and lower-cases", () => {
  expect(emailSchema.parse(" a@b.co ")).toBe("a@b.co");
  expect(emailSchema.parse("Maria@Cardholder.TEST")).toBe("maria@cardholder.test");
});

it("email is at most 254 characters", () => {
  const local = "a".repeat(64);
  const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.co`;
  expect(`${local}@${domain}`).toHaveLength(254);
  expect(outcome(emailSchema, `${local}@${domain}`)).toBe("ok");
  expect(outcome(emailSchema, `${local}@x${domain}`)).toBe("emailInvalid");
});

table("identifier", identifierSchema, [
  ["maria@cardholder.test", "ok"],
  ["5550100100", "ok"],
  [" 5550100100 ", "ok"],
  ["555-010-0100", "ok"],
  ["555.010.0100x", "identifierInvalid"],
  ["maria@", "identifierInvalid"],
  ["", "identifierInvalid"],
  [undefined, "identifierInvalid"],
]);

it("identifier lower-cases an e-mail address", () => {
  expect(identifierSchema.parse(" Maria@Cardholder.test ")).toBe("maria@cardholder.test");
});

table("phone", phoneSchema, [
  ["5550100100", "ok"],
  ["555-010-0100", "ok"],
  ["555 010 0100", "ok"],
  ["(617) 555-0142", "ok"],
  ["+15550100100", "ok"],
  ["+1 617.555.0142", "ok"],
  ["1 617 555 0142", "ok"],
  ["555010010", "phoneInvalid"],
  ["55501001000", "phoneInvalid"],
  ["+44 20 7946 0958", "phoneInvalid"],
  ["617-555-014x", "phoneInvalid"],
  ["617--", "phoneInvalid"],
  ["", "phoneInvalid"],
]);

describe("phone numbers typed the usual ways", () => {
  it("are stored as the spec's ten digits", () => {
    for (const typed of ["617-555-0142", "(617) 555 0142", "+1 617.555.0142", "1-617-555-0142", " 6175550142 "]) {
      expect(phoneSchema.parse(typed)).toBe("6175550142");
    }
  });
  it("sign in by the same number", () => {
    expect(identifierSchema.parse("(555) 010-0100")).toBe("5550100100");
    expect(identifierSchema.parse("+1 555 010 0100")).toBe("5550100100");
  });
  it("leave anything else as typed for the rule to refuse", () => {
    expect(normalizePhone(" abc ")).toBe("abc");
    expect(normalizePhone("12345678901")).toBe("2345678901");
    expect(normalizePhone("22345678901")).toBe("22345678901");
  });
});

table("pin", pinSchema, [
  ["1234", "ok"],
  ["0000", "ok"],
  ["123", "pinLength"],
  ["12345", "pinLength"],
  ["12a4", "pinLength"],
  [undefined, "pinLength"],
]);

describe("pin confirmation", () => {
  it("accepts matching pins and reports a mismatch on confirmPin", () => {
    expect(pinConfirmationSchema.safeParse({ pin: "1234", confirmPin: "1234" }).success).toBe(true);
    const r = pinConfirmationSchema.safeParse({ pin: "1234", confirmPin: "4321" });
    expect(issueKeys(r.error!)).toEqual({ confirmPin: ["pinMismatch"] });
  });
});

table("one-time code", codeSchema, [
  ["123456", "ok"],
  [" 123456 ", "ok"],
  ["12345", "codeInvalid"],
  ["1234567", "codeInvalid"],
  ["12345a", "codeInvalid"],
]);

table("card id", cardIdSchema, [
  ["K7Q2M9X4LP", "ok"],
  ["k7q2m9x4lp", "ok"],
  ["K7Q2M9X4L", "cardIdInvalid"],
  ["K7Q2M9X4LPX", "cardIdInvalid"],
  ["K7Q2M9X4L-", "cardIdInvalid"],
]);

it("card id is upper-cased", () => {
  expect(cardIdSchema.parse(" k7q2m9x4lp ")).toBe("K7Q2M9X4LP");
});

table("last digits", lastDigitsSchema, [
  ["424242", "ok"],
  ["42424", "lastDigitsInvalid"],
  ["4242424", "lastDigitsInvalid"],
  ["42424a", "lastDigitsInvalid"],
]);

table("expiration", expirationSchema, [
  ["09/29", "ok"],
  ["12/30", "ok"],
  ["13/29", "expirationInvalid"],
  ["00/29", "expirationInvalid"],
  ["9/29", "expirationInvalid"],
  ["09/2029", "expirationInvalid"],
  ["0929", "expirationInvalid"],
]);

it("card confirmation combines the three", () => {
  expect(cardConfirmationSchema.safeParse({ cardId: "K7Q2M9X4LP", lastDigits: "424242", expiration: "09/29" }).success).toBe(true);
  const r = cardConfirmationSchema.safeParse({ cardId: "short", lastDigits: "1", expiration: "x" });
  expect(issueKeys(r.error!)).toEqual({
    cardId: ["cardIdInvalid"],
    lastDigits: ["lastDigitsInvalid"],
    expiration: ["expirationInvalid"],
  });
});

table("first name", firstNameSchema, [
  ["Maria", "ok"],
  ["Mary Ann", "ok"],
  ["", "firstNameRequired"],
  ["   ", "firstNameRequired"],
  [undefined, "firstNameRequired"],
  ["Mar:ia", "firstNameInvalid"],
  ["José", "firstNameInvalid"],
  ["Anne-Marie", "firstNameInvalid"],
  ["R2D2", "firstNameInvalid"],
  ["a".repeat(255), "ok"],
  ["a".repeat(256), "firstNameInvalid"],
]);

table("last name", lastNameSchema, [
  ["Yusuf", "ok"],
  ["De La Cruz", "ok"],
  ["", "lastNameRequired"],
  ["Müller", "lastNameInvalid"],
  ["Smith:", "lastNameInvalid"],
  ["b".repeat(256), "lastNameInvalid"],
]);

describe("isPoBox", () => {
  it.each([
    "PO Box 123",
    "P.O. Box 123",
    "p.o. box 123",
    "P O Box 123",
    "P. O. Box 12",
    "POBox 9",
    "PO Box123",
    "P0 Box 5",
    "Post Office Box 44",
    "post office box 44",
    "POB 77",
    "P.O.B. 77",
    "Postal Box 3",
    "123 Main St, PO Box 5",
  ])("%s is a PO Box", (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each(["123 Main St", "77 Pobeda Ave", "9 Poplar Box Rd", "12 Boxwood Ln", "1 Apollo Way", "Apt 4B", "PSC 1234 Box 5678"])(
    "%s is not a PO Box",
    (line) => {
      expect(isPoBox(line)).toBe(false);
    },
  );
});

describe("isStreetAddress", () => {
  it.each(["123 Main St", "12B Elm Street", "123 1/2 Oak Ave", "45-10 Court Sq", "1600 Pennsylvania Ave NW", "PSC 1234, Box 5678"])(
    "%s is a street address",
    (line) => {
      expect(isStreetAddress(line)).toBe(true);
    },
  );
  it.each(["Main Street", "123", "123 ", "#12 Main", "123 Main St!", "12345"])("%s is not", (line) => {
    expect(isStreetAddress(line)).toBe(false);
  });
});

table("address one", addressOneSchema, [
  ["123 Main St", "ok"],
  ["  42 Harbor Way Apt 3 ", "ok"],
  ["", "addressOneInvalid"],
  [undefined, "addressOneInvalid"],
  [`1 ${"a".repeat(255)}`, "addressOneInvalid"],
  ["PO Box 123", "addressOnePoBox"],
  ["P.O. Box 123", "addressOnePoBox"],
  ["123 Post Office Box", "addressOnePoBox"],
  ["Main Street", "addressOneRetry"],
  ["123 Main St!", "addressOneRetry"],
]);

table("address two", addressTwoSchema, [
  [undefined, "ok"],
  ["", "ok"],
  ["Apt 4B", "ok"],
  ["Suite #200, Floor 2", "ok"],
  ["Unit 5-A/B", "ok"],
  ["PO Box 12", "addressTwoPoBox"],
  ["P O B 12", "addressTwoPoBox"],
  ["Apt 4!", "addressTwoSpecialCharacters"],
  ["Apt <script>", "addressTwoSpecialCharacters"],
  ["Appartement é", "addressTwoSpecialCharacters"],
  ["a".repeat(256), "addressTwoInvalid"],
]);

table("city", citySchema, [
  ["New York", "ok"],
  ["St. Louis", "ok"],
  ["Winston-Salem", "ok"],
  ["29 Palms", "ok"],
  ["", "cityRequired"],
  [undefined, "cityRequired"],
  ["Coeur d'Alene", "cityInvalid"],
  ["City!", "cityInvalid"],
  ["a".repeat(256), "cityInvalid"],
]);

describe("state", () => {
  it("has the 50 states, DC, 5 territories and 3 military codes", () => {
    expect(new Set(US_STATE_CODES).size).toBe(59);
    for (const code of ["DC", "PR", "GU", "VI", "AS", "MP", "AA", "AE", "AP", "NY", "WY"]) {
      expect(outcome(stateSchema, code)).toBe("ok");
    }
  });
  it("upper-cases the input", () => {
    expect(stateSchema.parse(" ny ")).toBe("NY");
  });
  it.each(["XX", "N", "NYC", "FM", "1A"])("rejects %j", (value) => {
    expect(outcome(stateSchema, value)).toBe("stateInvalid");
  });
  it.each(["", "  ", undefined])("asks to select a state when none is chosen (%j)", (value) => {
    expect(outcome(stateSchema, value)).toBe("stateRequired");
  });
});

table("zip", zipSchema, [
  ["02139", "ok"],
  ["2139", "zipInvalid"],
  ["021390", "zipInvalid"],
  ["02139-1234", "zipInvalid"],
  ["ABCDE", "zipInvalid"],
]);

it("address object reports every field", () => {
  const good = {
    firstName: "Maria",
    lastName: "Lopez",
    addressOne: "123 Main St",
    city: "Boston",
    state: "ma",
    zip: "02139",
  };
  expect(addressSchema.parse(good)).toEqual({ ...good, state: "MA" });
  const r = addressSchema.safeParse({ ...good, addressOne: "PO Box 1", zip: "1", state: "ZZ" });
  expect(issueKeys(r.error!)).toEqual({ addressOne: ["addressOnePoBox"], state: ["stateInvalid"], zip: ["zipInvalid"] });
});

it("a street address is the shipping address without the person", () => {
  const street = { addressOne: "1 Harbor Way", addressTwo: "Suite 200", city: "Boston", state: "MA", zip: "02110" };
  expect(streetAddressSchema.parse(street)).toEqual(street);
  expect(Object.keys(addressSchema.shape).sort()).toEqual([...Object.keys(streetAddressSchema.shape), "firstName", "lastName"].sort());
});

table("shipment method", shipmentMethodSchema, [
  ["USPS_GROUND", "ok"],
  ["USPS_PRIORITY", "ok"],
  ["UPS_NEXT_DAY", "ok"],
  ["UPS_SECOND_DAY", "ok"],
  ["UPS_GROUND", "shipmentMethodInvalid"],
  ["FEDEX", "shipmentMethodInvalid"],
  [undefined, "shipmentMethodInvalid"],
]);

table("recipient name", recipientNameSchema, [
  ["Amina Yusuf", "ok"],
  ["José Núñez", "ok"],
  ["Zoë O'Brien-Smith Jr.", "ok"],
  ["Ng’ang’a", "ok"],
  ["", "recipientNameRequired"],
  [undefined, "recipientNameRequired"],
  ["Amina2", "recipientNameInvalid"],
  ["Amina <b>", "recipientNameInvalid"],
  ["Amina_Yusuf", "recipientNameInvalid"],
  ["-'.", "recipientNameInvalid"],
  ["a".repeat(256), "recipientNameTooLong"],
]);

table("business id", businessIdSchema, [
  ["biz_harbor", "ok"],
  ["", "businessIdRequired"],
  [undefined, "businessIdRequired"],
]);

table("color", colorSchema, [
  [undefined, "ok"],
  ["", "ok"],
  ["#1F6FEB", "ok"],
  ["#abc", "ok"],
  ["#ABC", "ok"],
  ["1F6FEB", "colorInvalid"],
  ["#abcd", "colorInvalid"],
  ["#12345", "colorInvalid"],
  ["#GGGGGG", "colorInvalid"],
  ["red", "colorInvalid"],
]);

it("color writes the short form out in full", () => {
  expect(colorSchema.parse("#abc")).toBe("#aabbcc");
  expect(colorSchema.parse(" #1F6FEB ")).toBe("#1F6FEB");
  expect(colorSchema.parse("")).toBe("");
  for (const value of ["#abc", "#1F6FEB", ""]) expect(normalizedColorSchema.safeParse(colorSchema.parse(value)).success).toBe(true);
  expect(outcome(normalizedColorSchema, "#abc")).toBe("colorInvalid");
});

table("account number", accountNumberSchema, [
  ["000123456789", "ok"],
  ["1".repeat(17), "ok"],
  ["1".repeat(18), "accountNumberInvalid"],
  ["1234-5678", "accountNumberInvalid"],
  ["", "accountNumberRequired"],
  [undefined, "accountNumberRequired"],
]);

table("routing number", routingNumberSchema, [
  ["021000021", "ok"],
  ["011000015", "ok"],
  ["110000000", "ok"],
  [" 121000358 ", "ok"],
  ["021000022", "routingNumberCheckDigit"],
  ["012000021", "routingNumberCheckDigit"],
  ["123456789", "routingNumberCheckDigit"],
  ["02100002", "routingNumberInvalid"],
  ["0210000210", "routingNumberInvalid"],
  ["02100002a", "routingNumberInvalid"],
  ["", "routingNumberRequired"],
]);

describe("hasAbaCheckDigit", () => {
  it("catches every single mistyped digit of a valid number", () => {
    const good = "021000021";
    expect(hasAbaCheckDigit(good)).toBe(true);
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        expect(hasAbaCheckDigit(`${good.slice(0, i)}${d}${good.slice(i + 1)}`)).toBe(false);
      }
    }
  });
  it("is false for anything but 9 digits", () => {
    expect(hasAbaCheckDigit("00000000")).toBe(false);
    expect(hasAbaCheckDigit("0000000000")).toBe(false);
  });
});

table("name on account", nameOnAccountSchema, [
  ["Amina Yusuf", "ok"],
  ["  Amina   Yusuf  ", "ok"],
  ["Amina", "nameOnAccountTwoWords"],
  ["", "nameOnAccountRequired"],
  [undefined, "nameOnAccountRequired"],
]);

describe("looksLikeBankName", () => {
  it.each([
    "Chase Bank",
    "Bank of America",
    "Navy Federal Credit Union",
    "Pentagon FCU",
    "First Savings and Loan",
    "Wells Fargo Bank, N.A.",
    "Banco Popular",
  ])("%s looks like a bank", (name) => {
    expect(looksLikeBankName(name)).toBe(true);
    expect(nameOnAccountWarnings(name)).toEqual(["nameOnAccountLooksLikeBank"]);
  });
  it.each(["Tyra Banks", "Amina Yusuf", "Ana Banco-Ruiz Smith", "Trusty Fielding"])("%s does not", (name) => {
    expect(looksLikeBankName(name)).toBe(false);
    expect(nameOnAccountWarnings(name)).toEqual([]);
  });
  it("is a warning only: the schema still accepts a bank-like name", () => {
    expect(outcome(nameOnAccountSchema, "Chase Bank")).toBe("ok");
  });
});

table("account type", accountTypeSchema, [
  ["checking", "ok"],
  ["savings", "ok"],
  ["Checking", "accountTypeInvalid"],
  ["brokerage", "accountTypeInvalid"],
  [undefined, "accountTypeInvalid"],
]);

it("bank details reports every field", () => {
  const r = bankDetailsSchema.safeParse({ nameOnAccount: "Amina", accountType: "x", accountNumber: "", routingNumber: "1" });
  expect(issueKeys(r.error!)).toEqual({
    nameOnAccount: ["nameOnAccountTwoWords"],
    accountType: ["accountTypeInvalid"],
    accountNumber: ["accountNumberRequired"],
    routingNumber: ["routingNumberInvalid"],
  });
});
