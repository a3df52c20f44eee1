import { describe, expect, it } from "vitest";
import {
  ageOn,
  beneficialOwnerBodySchema,
  businessInformationSchema,
  controllingPersonSchema,
  DOCUMENT_MAX_BYTES,
  dateOfBirthSchema,
  documentFileProblem,
  einSchema,
  maskEin,
  maskSsnLast4,
  ownershipPercentSchema,
  ownershipTotalFits,
  requiredDocumentTypes,
  ssnLast4Schema,
  verificationOutcomeFor,
  websiteSchema,
} from "./onboarding";

const firstKey = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("EIN", () => {
  it("takes 9 digits with or without the dash, and refuses prefixes the IRS never issues", () => {
    expect(einSchema.parse("12-3456789")).toBe("123456789");
    expect(einSchema.parse(" 123456789 ")).toBe("123456789");
    expect(firstKey(einSchema.safeParse("12345678"))).toBe("einInvalid");
    expect(firstKey(einSchema.safeParse("123-45-6789"))).toBe("einInvalid");
    expect(firstKey(einSchema.safeParse("071234567"))).toBe("einInvalid");
  });

  it("accepts the sandbox's test values, which choose the outcome", () => {
    expect(verificationOutcomeFor(einSchema.parse("00-0000002"))).toBe("manual_review");
    expect(verificationOutcomeFor("000000003")).toBe("needs_documents");
    expect(verificationOutcomeFor("000000001")).toBe("approved");
    expect(verificationOutcomeFor("123456789")).toBe("approved");
  });
});

describe("business information", () => {
  const valid = {
    legalName: "Cedar Youth Collective, Inc.",
    legalStructure: "NON_PROFIT",
    ein: "12-3456789",
    phone: "5550102030",
    website: "",
    description: "After-school programs for young people in Dayton.",
    address: { addressOne: "41 Elm St", city: "Dayton", state: "oh", zip: "45402" },
  };

  it("accepts a nonprofit without a website and normalizes what it can", () => {
    const parsed = businessInformationSchema.parse(valid);
    expect(parsed.website).toBeUndefined();
    expect(parsed.address.state).toBe("OH");
    expect(parsed.ein).toBe("123456789");
  });

  it("reports each field's own message", () => {
    const result = businessInformationSchema.safeParse({ ...valid, legalName: " ", legalStructure: "TRUST", description: "Short" });
    expect(result.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`)).toEqual([
      "legalName:legalNameRequired",
      "legalStructure:legalStructureInvalid",
      "description:descriptionTooShort",
    ]);
  });

  it("puts https:// before a bare domain and refuses what is no address", () => {
    expect(websiteSchema.parse("cedaryouth.org")).toBe("https://cedaryouth.org");
    expect(firstKey(websiteSchema.safeParse("not a site"))).toBe("websiteInvalid");
    expect(firstKey(websiteSchema.safeParse("javascript:alert(1)"))).toBe("websiteInvalid");
  });
});

describe("people", () => {
  it("computes age on a day, leap birthdays included", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("needs a real date, 18 or older", () => {
    expect(firstKey(dateOfBirthSchema.safeParse("1990-02-30"))).toBe("dateOfBirthInvalid");
    expect(firstKey(dateOfBirthSchema.safeParse("02/03/1990"))).toBe("dateOfBirthInvalid");
    const child = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(firstKey(dateOfBirthSchema.safeParse(child))).toBe("dateOfBirthUnder18");
    expect(dateOfBirthSchema.safeParse("1980-06-15").success).toBe(true);
  });

  it("asks for the last four SSN digits only", () => {
    expect(ssnLast4Schema.parse("1234")).toBe("1234");
    expect(firstKey(ssnLast4Schema.safeParse("123-45-6789"))).toBe("ssnLast4Invalid");
    expect(firstKey(ssnLast4Schema.safeParse("0000"))).toBe("ssnLast4Invalid");
  });

  it("needs the controlling person's title from the officer titles", () => {
    const result = controllingPersonSchema.safeParse({
      firstName: "Dana",
      lastName: "Okafor",
      email: "dana@cedar.test",
      phone: "5550104050",
      title: "DIRECTOR",
      ownershipPercent: "0",
      dateOfBirth: "1980-01-01",
      ssnLast4: "1234",
      address: { addressOne: "12 Oak Ave", city: "Dayton", state: "OH", zip: "45405" },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["officerTitleInvalid"]);
  });

  it("lists owners of 25 % or more, whole percent, at most 100 % together", () => {
    expect(firstKey(ownershipPercentSchema.safeParse("24"))).toBe("ownershipBelowThreshold");
    expect(firstKey(ownershipPercentSchema.safeParse("25.5"))).toBe("ownershipInvalid");
    expect(ownershipPercentSchema.parse("25")).toBe(25);
    expect(ownershipTotalFits([50, 25], 25)).toBe(true);
    expect(ownershipTotalFits([50, 25], 26)).toBe(false);
  });

  it("invites an owner with a name, e-mail and share, or takes all their details", () => {
    expect(
      beneficialOwnerBodySchema.safeParse({
        mode: "invite",
        firstName: "Omar",
        lastName: "Haddad",
        email: "o@x.test",
        ownershipPercent: 30,
      }).success,
    ).toBe(true);
    const details = beneficialOwnerBodySchema.safeParse({
      mode: "details",
      firstName: "Omar",
      lastName: "Haddad",
      email: "o@x.test",
      ownershipPercent: 30,
    });
    expect(details.error?.issues.map((i) => i.path.join("."))).toEqual(["address"]);
  });

  it("masks what was entered", () => {
    expect(maskSsnLast4("1234")).toBe("••• •• 1234");
    expect(maskEin("123456789")).toBe("••-•••6789");
  });
});

describe("documents", () => {
  it("takes PDF, PNG and JPEG up to 10 MB, never an empty file", () => {
    expect(documentFileProblem({ size: 1000, type: "application/pdf" })).toBeNull();
    expect(documentFileProblem({ size: 0, type: "application/pdf" })).toBe("documentRequired");
    expect(documentFileProblem({ size: 1000, type: "text/html" })).toBe("documentTypeUnsupported");
    expect(documentFileProblem({ size: DOCUMENT_MAX_BYTES + 1, type: "image/png" })).toBe("documentTooLarge");
  });

  it("asks a nonprofit for its IRS determination letter, others for their articles", () => {
    expect(requiredDocumentTypes("NON_PROFIT")).toEqual(["irs_determination_letter"]);
    expect(requiredDocumentTypes("LLC")).toEqual(["articles_of_incorporation"]);
  });
});
