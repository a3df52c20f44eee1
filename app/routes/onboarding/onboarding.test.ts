import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  businessInfoFormSchema,
  documentFormSchema,
  ownerDetailsFormSchema,
  personFormSchema,
  startSchema,
} from "#app/forms/onboarding.schema";
import { safeFileName, sniffContentType, UPLOAD_REQUEST_MAX_BYTES, uploadTooLarge } from "./documents.server";
import { isEditable, screenOf } from "./onboarding.server";

/** The form as a browser without JavaScript posts it. */
function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const business = {
  legalName: "Cedar Youth Collective Inc.",
  legalStructure: "NON_PROFIT",
  ein: "12-3456789",
  phone: "5550102030",
  description: "After-school programs and grocery cards for young people.",
  addressOne: "41 Elm St",
  city: "Dayton",
  state: "oh",
  zip: "45402",
};

const person = {
  firstName: "Dana",
  lastName: "Okafor",
  email: "Dana@Cedar.test",
  phone: "5550104050",
  title: "PRESIDENT",
  ownershipPercent: "0",
  dateOfBirth: "1980-02-29",
  ssnLast4: "1234",
  addressOne: "12 Oak Ave",
  city: "Dayton",
  state: "OH",
  zip: "45405",
};

describe("the business info form", () => {
  it("takes the IRS letter's values, the EIN with its dash, and an optional website made https", () => {
    const result = parseWithZod(form({ ...business, website: "cedaryouth.org" }), { schema: businessInfoFormSchema });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ ein: "123456789", state: "OH", website: "https://cedaryouth.org" });
  });

  it("may leave the EIN on file blank (the action asks for it when nothing is on file)", () => {
    const result = parseWithZod(form({ ...business, ein: "" }), { schema: businessInfoFormSchema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value.ein).toBeUndefined();
  });

  it("refuses a short EIN, a PO Box and a short description with the spec's messages, keeping what was typed", () => {
    const result = parseWithZod(form({ ...business, ein: "12-345", addressOne: "PO Box 12", description: "Too short" }), {
      schema: businessInfoFormSchema,
    });
    expect(result.status).toBe("error");
    const reply = result.reply();
    expect(reply.error).toMatchObject({ ein: ["einInvalid"], description: ["descriptionTooShort"] });
    expect(reply.error?.addressOne?.[0]).toMatch(/PoBox|poBox/);
    expect(reply.initialValue).toMatchObject({ legalName: business.legalName, ein: "12-345" });
  });
});

describe("the people's forms", () => {
  it("the authorized person: a real date of birth, 18 or older, and exactly four SSN digits", () => {
    expect(parseWithZod(form(person), { schema: personFormSchema }).status).toBe("success");
    const refused = parseWithZod(form({ ...person, dateOfBirth: "2019-02-30", ssnLast4: "12345" }), { schema: personFormSchema });
    expect(refused.reply().error).toMatchObject({ dateOfBirth: ["dateOfBirthInvalid"], ssnLast4: ["ssnLast4Invalid"] });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const minor = parseWithZod(form({ ...person, dateOfBirth: young.toISOString().slice(0, 10) }), { schema: personFormSchema });
    expect(minor.reply().error).toMatchObject({ dateOfBirth: ["dateOfBirthUnder18"] });
  });

  it("never echoes the SSN digits of a refused form", () => {
    const refused = parseWithZod(form({ ...person, firstName: "" }), { schema: personFormSchema });
    const reply = refused.reply({ hideFields: ["ssnLast4"] });
    expect(JSON.stringify(reply)).not.toContain("1234");
    expect(reply.initialValue).toMatchObject({ lastName: "Okafor" });
  });

  it("an owner holds 25 % or more", () => {
    const owner = { ...person, ownershipPercent: "24" };
    expect(parseWithZod(form(owner), { schema: ownerDetailsFormSchema }).reply().error).toMatchObject({
      ownershipPercent: ["ownershipBelowThreshold"],
    });
    expect(parseWithZod(form({ ...owner, ownershipPercent: "30" }), { schema: ownerDetailsFormSchema }).status).toBe("success");
  });

  it("the start form wants the organization's name and matching passwords", () => {
    const start = { intent: "start", businessName: "", firstName: "Dana", lastName: "Okafor", email: "dana@new.test" };
    const refused = parseWithZod(form({ ...start, password: "Cedar#2026x", confirmPassword: "Cedar#2026y" }), { schema: startSchema });
    expect(refused.reply().error).toMatchObject({ businessName: ["businessNameRequired"], confirmPassword: ["passwordMismatch"] });
  });
});

describe("documents", () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

  it("knows a PDF, a PNG and a JPEG by their first bytes, and nothing else", () => {
    expect(sniffContentType(pdf)).toBe("application/pdf");
    expect(sniffContentType(png)).toBe("image/png");
    expect(sniffContentType(jpeg)).toBe("image/jpeg");
    expect(sniffContentType(new TextEncoder().encode("<html>"))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });

  it("refuses an empty file, another type and more than 10 MB on the form", () => {
    const parse = (file: File) =>
      parseWithZod(form({ intent: "upload", documentType: "irs_determination_letter", document: file }), {
        schema: documentFormSchema,
      });
    expect(parse(new File([pdf], "letter.pdf", { type: "application/pdf" })).status).toBe("success");
    expect(parse(new File([], "empty.pdf", { type: "application/pdf" })).reply().error).toMatchObject({ document: ["documentRequired"] });
    expect(parse(new File(["x"], "notes.txt", { type: "text/plain" })).reply().error).toMatchObject({
      document: ["documentTypeUnsupported"],
    });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    expect(parse(big).reply().error).toMatchObject({ document: ["documentTooLarge"] });
  });

  it("refuses a request announcing more than one document's size before reading it", () => {
    const request = (length: number) =>
      new Request("https://app.test/x", { method: "POST", headers: { "Content-Length": String(length) } });
    expect(uploadTooLarge(request(UPLOAD_REQUEST_MAX_BYTES + 1))).toBe(true);
    expect(uploadTooLarge(request(UPLOAD_REQUEST_MAX_BYTES))).toBe(false);
  });

  it("gives the provider a file name it stores, keeping or adding the extension", () => {
    expect(safeFileName("Détermination letter (2024).pdf", "application/pdf")).toBe("De_termination letter _2024_.pdf");
    expect(safeFileName("scan", "image/jpeg")).toBe("scan.jpg");
    expect(safeFileName("...", "image/png")).toBe("document.png");
  });
});

describe("where the status leads", () => {
  const app = (status: string, reviewState: string | null = null) =>
    ({ businessId: "biz_cedar", status, reviewState }) as Parameters<typeof screenOf>[0];

  it("follows the spec's table, with manual review on its own screen", () => {
    expect(screenOf(app("business_info"))).toBe("/biz_cedar/businessInfo");
    expect(screenOf(app("authorized_person"))).toBe("/biz_cedar/authorizedPerson/info");
    expect(screenOf(app("submit_application"))).toBe("/biz_cedar/submitConfirmation");
    expect(screenOf(app("application_submitted", "in_review"))).toBe("/biz_cedar/submitConfirmation");
    expect(screenOf(app("application_submitted", "manual_review"))).toBe("/biz_cedar/manualReview");
    expect(screenOf(app("waiting_for_beneficial_owners"))).toBe("/biz_cedar/beneficialOwnerStatus");
    expect(screenOf(app("active", "approved"))).toBe("/biz_cedar/cards");
    expect(screenOf(app("something_new"))).toBe("/landingPage");
  });

  it("lets the steps be changed only until submission", () => {
    expect(["business_info", "authorized_person", "submit_application"].every((s) => isEditable(app(s)))).toBe(true);
    expect(["waiting_for_beneficial_owners", "application_submitted", "active"].some((s) => isEditable(app(s)))).toBe(false);
  });
});
