/**
 * Business onboarding in the sandbox (docs/decisions/0145 to 0149): the link token's scope and expiry,
 * the status transitions, the rules, the upload limits, the owners' own links, and the clock's
 * decision chosen by the test EINs.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { OnboardingBusiness } from "#contract/entities";
import { sha256Hex } from "#sandbox/crypto";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { addressCode, advanceClock, call, mailTo, seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

type App = { onboarding: OnboardingBusiness };
let counter = 0;

const info = (ein: string, structure = "NON_PROFIT") => ({
  legalName: "Cedar Youth Collective Inc.",
  legalStructure: structure,
  ein,
  phone: "5550102030",
  website: "cedaryouth.test",
  description: "After-school programs and emergency grocery cards for young people in Dayton.",
  address: { addressOne: "41 Elm St", city: "Dayton", state: "OH", zip: "45402" },
});

const person = {
  firstName: "Dana",
  lastName: "Okafor",
  email: "dana@cedar.test",
  phone: "5550104050",
  title: "PRESIDENT",
  ownershipPercent: 0,
  dateOfBirth: "1980-02-29",
  ssnLast4: "1234",
  address: { addressOne: "12 Oak Ave", city: "Dayton", state: "OH", zip: "45405" },
};

function tokenOf(link: string | null | undefined): string {
  const token = link ? new URL(link, "https://app.test").searchParams.get("token") : null;
  if (!token) throw new Error("no link token");
  return token;
}

type OpenedLink = { token: string; expiresIn: number; businessId: string; businessName: string; ownerId: string | null; email: string };
const exchanged = new Map<string, OpenedLink>();

/**
 * What an e-mailed link opens (ADR 0246): exchanged on its first use, then kept, as the app's cookie
 * keeps the form token (the link's own token opens nothing).
 */
async function openedLink(link: string | null | undefined): Promise<OpenedLink> {
  const raw = tokenOf(link);
  const known = exchanged.get(raw);
  if (known) return known;
  const reply = await call<OpenedLink>("POST", "/onboarding/link/exchange", { body: { token: raw } });
  expect(reply.status).toBe(200);
  exchanged.set(raw, reply.body);
  return reply.body;
}

/** The form token of an e-mailed link. */
const opened = async (link: string | null | undefined) => (await openedLink(link)).token;

/** A new applicant through /onboarding/user, with the form token of the link e-mailed to them. */
async function signUp(): Promise<{ businessId: string; token: string; email: string }> {
  counter += 1;
  const email = `applicant${counter}@onboard.test`;
  const emailCode = await addressCode("business", email);
  const reply = await call<{ businessId: string; onboardingStatus: string }>("POST", "/onboarding/user", {
    body: { email, firstName: "Dana", lastName: "Okafor", businessName: `Test Org ${counter}`, password: "Onboard!2026", emailCode },
  });
  expect(reply.status).toBe(201);
  expect(reply.body.onboardingStatus).toBe("business_info");
  const [mail] = await mailTo(email);
  expect(mail?.link).toMatch(new RegExp(`^/${reply.body.businessId}/businessInfo\\?token=`));
  return { businessId: reply.body.businessId, token: await opened(mail?.link), email };
}

const as = (token: string) => ({ "x-link-token": token });
const get = (id: string, token: string) => call<App>("GET", `/onboarding/business/${id}/`, { headers: as(token) });
const saveInfo = (id: string, token: string, body: unknown) =>
  call<App>("POST", `/onboarding/business/${id}/`, { headers: as(token), body });
const savePerson = (id: string, token: string, body: unknown, method = "POST") =>
  call(method, `/onboarding/business/${id}/primaryPerson`, { headers: as(token), body });
const saveOwner = (id: string, token: string, ownerId: string, body: unknown) =>
  call<{ beneficialOwner: { id: string; status: string } }>("POST", `/onboarding/business/${id}/beneficialOwner/${ownerId}/info`, {
    headers: as(token),
    body,
  });
const submit = (id: string, token: string) => call<App>("POST", `/onboarding/business/${id}/submit`, { headers: as(token) });

async function upload(
  id: string,
  token: string,
  documentType = "irs_determination_letter",
  bytes = new Uint8Array([37, 80, 68, 70, 45, 49]),
) {
  const link = await call<{ url: string; uploadSessionId: string }>("POST", `/onboarding/business/${id}/documentUpload/link`, {
    headers: as(token),
    body: { documentType, fileName: "letter.pdf", contentType: "application/pdf", sizeBytes: bytes.byteLength },
  });
  expect(link.status).toBe(201);
  const put = await put_(link.body.url, bytes);
  expect(put.status).toBe(204);
  const end = await call("POST", "/onboarding/endUploadSession", {
    headers: as(token),
    body: { businessId: id, uploadSessionId: link.body.uploadSessionId },
  });
  expect(end.status).toBe(204);
  return link.body.uploadSessionId;
}

async function put_(url: string, bytes: Uint8Array<ArrayBuffer>, contentType = "application/pdf") {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(url, {
    method: "PUT",
    headers: { "content-type": contentType, "content-length": String(bytes.byteLength) },
    body: bytes,
  });
}

/** An application filled in up to submit_application. */
async function readyToSubmit(ein: string) {
  const applicant = await signUp();
  expect((await saveInfo(applicant.businessId, applicant.token, info(ein))).status).toBe(200);
  expect((await savePerson(applicant.businessId, applicant.token, person)).status).toBe(201);
  await upload(applicant.businessId, applicant.token);
  return applicant;
}

describe("the onboarding link", () => {
  it("is spent on its first request for a form token, which alone opens the application from then on (ADR 0246)", async () => {
    const { businessId, token, email } = await signUp();
    const [mail] = await mailTo(email);
    const raw = tokenOf(mail?.link);
    const first = await openedLink(mail?.link);
    // As long as the link had left: 30 days.
    expect(first.expiresIn).toBeGreaterThan(30 * 24 * 60 * 60 - 60);
    expect(first.expiresIn).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    expect((await get(businessId, token)).status).toBe(200);
    const linkItself = await call<{ code: string }>("GET", `/onboarding/business/${businessId}/`, { headers: as(raw) });
    expect([linkItself.status, linkItself.body.code]).toEqual([404, "onboarding_link_invalid"]);
    const again = await call<{ code: string }>("POST", "/onboarding/link/exchange", { body: { token: raw } });
    expect([again.status, again.body.code]).toEqual([410, "onboarding_link_used"]);
    expect((await call("POST", "/onboarding/link/exchange", { body: { token } })).status).toBe(404);
    expect((await call("POST", "/onboarding/link/exchange", { body: { token: "not-a-real-onboarding-link" } })).status).toBe(404);
  });

  it("says whose application, or whose owner form, a link opens (ADR 0247)", async () => {
    expect(await openedLink((await mailTo("director@cedar.test"))[0]?.link)).toMatchObject({
      businessId: BUSINESS_IDS.cedar,
      businessName: expect.stringContaining("Cedar"),
      ownerId: null,
    });
    const owner = await openedLink((await mailTo("omar@willow.test"))[0]?.link);
    expect(owner).toMatchObject({ businessId: BUSINESS_IDS.willow, email: "omar@willow.test", ownerId: expect.any(String) });
  });

  it("opens its own business only, and says nothing about others", async () => {
    const cedar = await opened((await mailTo("director@cedar.test"))[0]?.link);
    const own = await get(BUSINESS_IDS.cedar, cedar);
    expect(own.status).toBe(200);
    expect(own.body.onboarding.status).toBe("business_info");
    expect((await get(BUSINESS_IDS.willow, cedar)).status).toBe(404);
    expect((await get(BUSINESS_IDS.harbor, cedar)).status).toBe(404);
    expect((await get(BUSINESS_IDS.cedar, "not-a-token")).status).toBe(404);
    expect((await call("GET", `/onboarding/business/${BUSINESS_IDS.cedar}/`)).status).toBe(401);
    // Another business's admin is no applicant here.
    const harbor = await signin("admin@harbor.test");
    expect((await call("GET", `/onboarding/business/${BUSINESS_IDS.cedar}/`, { token: harbor.idToken })).status).toBe(404);
  });

  it("stops working when it expires (410), and a revoked one too", async () => {
    const { businessId, token } = await signUp();
    await env.DB.prepare("UPDATE link_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?")
      .bind(await sha256Hex(token))
      .run();
    const reply = await get(businessId, token);
    expect(reply.status).toBe(410);
    expect(reply.body).toMatchObject({ code: "onboarding_link_expired" });
  });

  it("expires 30 days after the sign-up: it still opens a minute before, not a minute after", async () => {
    const { businessId, token } = await signUp();
    await advanceClock({ days: 29, hours: 23, minutes: 59 });
    expect((await get(businessId, token)).status).toBe(200);
    await advanceClock({ minutes: 2 });
    const late = await get(businessId, token);
    expect([late.status, late.body]).toEqual([410, expect.objectContaining({ code: "onboarding_link_expired" })]);
  });

  it("lets the applicant who signed up in with their password as well", async () => {
    const { businessId, email } = await signUp();
    const tokens = await signin(email, "business", "Onboard!2026");
    const reply = await call<App>("GET", `/onboarding/business/${businessId}/`, { token: tokens.idToken });
    expect(reply.status).toBe(200);
    expect(reply.body.onboarding.businessName).toMatch(/^Test Org/);
  });

  it("refuses a second sign-up with the same e-mail", async () => {
    const { email } = await signUp();
    const again = await call("POST", "/onboarding/user", {
      body: {
        email,
        firstName: "Dana",
        lastName: "Okafor",
        businessName: "Again",
        password: "Onboard!2026",
        emailCode: await addressCode("business", email),
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "account_exists" });
  });

  it("creates the sign-in of a business that started from its link, once, and only with that business's link", async () => {
    const cedar = await opened((await mailTo("director@cedar.test"))[0]?.link);
    const willowOwner = await opened((await mailTo("omar@willow.test"))[0]?.link);
    const body = (email: string, businessId: string = BUSINESS_IDS.cedar, emailCode = "000000") => ({
      businessId,
      email,
      firstName: "Dana",
      lastName: "Okafor",
      businessName: "Cedar Youth Collective",
      password: "Onboard!2026",
      emailCode,
    });
    expect((await get(BUSINESS_IDS.cedar, cedar)).body.onboarding.applicantAccount).toBe(false);
    // No link, another business's link, an owner's link: refused, nothing created.
    expect((await call("POST", "/onboarding/user", { body: body("nolink@cedar.test") })).status).toBe(404);
    expect(
      (await call("POST", "/onboarding/user", { headers: as(cedar), body: body("wrong@cedar.test", BUSINESS_IDS.willow) })).status,
    ).toBe(404);
    expect(
      (await call("POST", "/onboarding/user", { headers: as(willowOwner), body: body("omar2@willow.test", BUSINESS_IDS.willow) })).status,
    ).toBe(403);
    const unproven = await call("POST", "/onboarding/user", { headers: as(cedar), body: body("dana@cedar.test") });
    expect([unproven.status, unproven.body.code]).toEqual([401, "otp_incorrect"]);
    const created = await call<{ businessId: string }>("POST", "/onboarding/user", {
      headers: as(cedar),
      body: body("dana@cedar.test", BUSINESS_IDS.cedar, await addressCode("business", "dana@cedar.test")),
    });
    expect(created.status).toBe(201);
    expect(created.body.businessId).toBe(BUSINESS_IDS.cedar);
    expect((await get(BUSINESS_IDS.cedar, cedar)).body.onboarding.applicantAccount).toBe(true);
    const tokens = await signin("dana@cedar.test", "business", "Onboard!2026");
    expect((await call("GET", `/onboarding/business/${BUSINESS_IDS.cedar}/`, { token: tokens.idToken })).status).toBe(200);
    const again = await call("POST", "/onboarding/user", { headers: as(cedar), body: body("second@cedar.test") });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "applicant_account_exists" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM businesses WHERE name = 'Cedar Youth Collective'").first("n")).toBe(1);
  });
});

describe("the application's steps", () => {
  it("moves business_info -> authorized_person -> submit_application -> application_submitted, keeping secrets out of replies", async () => {
    const { businessId, token } = await signUp();
    const bad = await saveInfo(businessId, token, { ...info("12-345"), description: "Too short" });
    expect(bad.status).toBe(400);
    const keys = (bad.body as unknown as { issues: { path: string; key?: string }[] }).issues.map((i) => `${i.path}:${i.key}`);
    expect(keys).toEqual(expect.arrayContaining(["body.ein:einInvalid", "body.description:descriptionTooShort"]));
    expect((await get(businessId, token)).body.onboarding.status).toBe("business_info");

    const saved = await saveInfo(businessId, token, info("12-3456789"));
    expect(saved.status).toBe(200);
    expect(saved.body.onboarding.status).toBe("authorized_person");
    expect(saved.body.onboarding.businessInfo).toMatchObject({ einLast4: "6789", website: "https://cedaryouth.test" });
    expect(JSON.stringify(saved.body)).not.toContain("123456789");
    // Saved again without the EIN: the one on file stays.
    const { ein: _ein, ...withoutEin } = info("x");
    expect((await saveInfo(businessId, token, withoutEin)).body.onboarding.businessInfo?.einLast4).toBe("6789");

    expect((await savePerson(businessId, token, { ...person, dateOfBirth: "2015-01-01" })).status).toBe(400);
    const created = await savePerson(businessId, token, person);
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toMatch(/1234|1980-02-29/);
    expect(created.body).toMatchObject({ primaryPerson: { dateOfBirthGiven: true, ssnLast4Given: true, title: "PRESIDENT" } });
    expect((await savePerson(businessId, token, person)).status).toBe(409);
    const { ssnLast4: _s, dateOfBirth: _d, ...changed } = person;
    expect((await savePerson(businessId, token, { ...changed, title: "TREASURER" }, "PATCH")).status).toBe(200);
    expect((await get(businessId, token)).body.onboarding.status).toBe("submit_application");

    const early = await submit(businessId, token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "application_incomplete" });
    expect((await get(businessId, token)).body.onboarding.missingDocuments).toEqual(["irs_determination_letter"]);

    await upload(businessId, token);
    const submitted = await submit(businessId, token);
    expect(submitted.status).toBe(200);
    expect(submitted.body.onboarding).toMatchObject({ status: "application_submitted", reviewState: "in_review" });
    expect((await saveInfo(businessId, token, info("12-3456789"))).status).toBe(409);
  });

  it("lists the owner of 25 % or more, refuses less, and refuses more than 100 % together", async () => {
    const { businessId, token } = await signUp();
    await saveInfo(businessId, token, info("12-3456789", "LLC"));
    await savePerson(businessId, token, { ...person, title: "OWNER", ownershipPercent: 60 });
    const owners = await call<{ beneficialOwners: { email: string; ownershipPercent: number }[] }>(
      "GET",
      `/onboarding/business/${businessId}/beneficialOwners`,
      { headers: as(token) },
    );
    expect(owners.body.beneficialOwners).toEqual([expect.objectContaining({ email: "dana@cedar.test", ownershipPercent: 60 })]);
    const invite = { mode: "invite", firstName: "Omar", lastName: "Haddad", email: "omar@owner.test" };
    expect((await saveOwner(businessId, token, "new", { ...invite, ownershipPercent: 10 })).status).toBe(400);
    const tooMuch = await saveOwner(businessId, token, "new", { ...invite, ownershipPercent: 45 });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain("ownershipTotalTooHigh");
  });
});

describe("beneficial owners' own links", () => {
  it("open only that owner's form; the last owner's details start the review", async () => {
    const { businessId, token } = await readyToSubmit("12-3456789");
    const added = await saveOwner(businessId, token, "new", {
      mode: "invite",
      firstName: "Omar",
      lastName: "Haddad",
      email: `omar${counter}@owner.test`,
      ownershipPercent: 30,
    });
    expect(added.status).toBe(200);
    expect(added.body.beneficialOwner.status).toBe("pending");
    const [mail] = await mailTo(`omar${counter}@owner.test`);
    expect(mail?.link).toBe(`/${businessId}/beneficialOwnerForm/${added.body.beneficialOwner.id}/info?token=${tokenOf(mail?.link)}`);
    const ownerToken = await opened(mail?.link);

    const waiting = await submit(businessId, token);
    expect(waiting.body.onboarding).toMatchObject({ status: "waiting_for_beneficial_owners", reviewState: null });

    expect((await get(businessId, ownerToken)).status).toBe(403);
    expect((await submit(businessId, ownerToken)).status).toBe(403);
    expect((await get(BUSINESS_IDS.willow, ownerToken)).status).toBe(404);
    const details = {
      mode: "details",
      firstName: "Omar",
      lastName: "Haddad",
      email: `omar${counter}@owner.test`,
      ownershipPercent: 30,
      dateOfBirth: "1975-06-01",
      ssnLast4: "9876",
      address: { addressOne: "9 Pine Rd", city: "Dayton", state: "OH", zip: "45410" },
    };
    expect((await saveOwner(businessId, ownerToken, "new", details)).status).toBe(404);
    expect((await saveOwner(businessId, ownerToken, added.body.beneficialOwner.id, { ...details, mode: "invite" })).status).toBe(400);
    const done = await saveOwner(businessId, ownerToken, added.body.beneficialOwner.id, details);
    expect(done.status).toBe(200);
    expect(done.body.beneficialOwner.status).toBe("submitted");
    expect((await get(businessId, token)).body.onboarding).toMatchObject({ status: "application_submitted", reviewState: "in_review" });
    // The link did its work.
    expect((await saveOwner(businessId, ownerToken, added.body.beneficialOwner.id, details)).status).toBe(410);
  });

  it("Willow's seeded owner link opens Omar's form", async () => {
    const [mail] = await mailTo("omar@willow.test");
    const reply = await call<{ beneficialOwners: { firstName: string; status: string }[] }>(
      "GET",
      `/onboarding/business/${BUSINESS_IDS.willow}/beneficialOwners`,
      { headers: as(await opened(mail?.link)) },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.beneficialOwners).toEqual([expect.objectContaining({ firstName: "Omar", status: "pending" })]);
  });
});

describe("the clock's decision, chosen by the test EIN", () => {
  const status = async (id: string, token: string) => (await get(id, token)).body.onboarding;

  it("approves an ordinary EIN an hour after submission, and tells the applicant", async () => {
    const { businessId, token, email } = await readyToSubmit("12-3456789");
    await submit(businessId, token);
    await advanceClock({ minutes: 30 });
    expect((await status(businessId, token)).status).toBe("application_submitted");
    await advanceClock({ minutes: 31 });
    expect(await status(businessId, token)).toMatchObject({ status: "active", reviewState: "approved" });
    expect((await mailTo(email))[0]?.subject).toMatch(/is approved$/);
  });

  it("000000002 goes to manual review, approved two days later", async () => {
    const { businessId, token } = await readyToSubmit("000000002");
    await submit(businessId, token);
    await advanceClock({ hours: 2 });
    expect(await status(businessId, token)).toMatchObject({ status: "application_submitted", reviewState: "manual_review" });
    await advanceClock({ days: 2 });
    expect((await status(businessId, token)).status).toBe("active");
  });

  it("000000003 asks for a bank statement; once it arrives the review ends in approval", async () => {
    const { businessId, token } = await readyToSubmit("000000003");
    await submit(businessId, token);
    await advanceClock({ hours: 2 });
    expect(await status(businessId, token)).toMatchObject({ reviewState: "needs_documents", missingDocuments: ["bank_statement"] });
    await upload(businessId, token, "bank_statement");
    expect(await status(businessId, token)).toMatchObject({ reviewState: "in_review", missingDocuments: [] });
    await advanceClock({ hours: 2 });
    expect((await status(businessId, token)).status).toBe("active");
  });
});

describe("document uploads", () => {
  const linkFor = (id: string, token: string, body: Record<string, unknown> = {}) =>
    call<{ url: string; uploadSessionId: string }>("POST", `/onboarding/business/${id}/documentUpload/link`, {
      headers: as(token),
      body: { documentType: "irs_determination_letter", fileName: "letter.pdf", contentType: "application/pdf", sizeBytes: 4, ...body },
    });

  it("refuses other types and more than 10 MB before and when the file arrives", async () => {
    const { businessId, token } = await signUp();
    expect((await linkFor(businessId, token, { sizeBytes: 10 * 1024 * 1024 + 1 })).status).toBe(400);
    expect((await linkFor(businessId, token, { contentType: "text/html" })).status).toBe(400);
    const link = await linkFor(businessId, token);
    expect((await put_(link.body.url, new Uint8Array(4), "text/html")).status).toBe(415);
    expect((await put_(link.body.url, new Uint8Array(5))).status).toBe(400);
    expect((await put_(link.body.url.replace(/token=[^&]+/, "token=wrong"), new Uint8Array(4))).status).toBe(403);
  });

  it("uploads once, atomically: a PUT claims the link before it writes, so a second one meanwhile is refused (issue 34 L7)", async () => {
    const { businessId, token } = await signUp();
    const link = await linkFor(businessId, token);
    // Another PUT with the same link is writing (its claim is taken, its file not yet stored).
    await env.DB.prepare("UPDATE document_uploads SET claimed_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(link.body.uploadSessionId)
      .run();
    expect((await put_(link.body.url, new Uint8Array([1, 2, 3, 4]))).status).toBe(409);
    // A claim given back (a broken body) lets the same link upload again.
    await env.DB.prepare("UPDATE document_uploads SET claimed_at = NULL WHERE id = ?").bind(link.body.uploadSessionId).run();
    expect((await put_(link.body.url, new Uint8Array(3))).status).toBe(400);
    expect((await put_(link.body.url, new Uint8Array([1, 2, 3, 4]))).status).toBe(204);
  });

  it("counts nothing half-uploaded: endUploadSession before the file is 409, and the link works once and for 10 minutes", async () => {
    const { businessId, token } = await signUp();
    const link = await linkFor(businessId, token);
    const end = () =>
      call("POST", "/onboarding/endUploadSession", {
        headers: as(token),
        body: { businessId, uploadSessionId: link.body.uploadSessionId },
      });
    expect((await end()).status).toBe(409);
    expect((await get(businessId, token)).body.onboarding.documents).toEqual([]);
    expect((await put_(link.body.url, new Uint8Array([1, 2, 3, 4]))).status).toBe(204);
    expect((await put_(link.body.url, new Uint8Array([1, 2, 3, 4]))).status).toBe(409);
    expect((await end()).status).toBe(204);
    expect((await get(businessId, token)).body.onboarding.documents).toEqual([
      expect.objectContaining({ documentType: "irs_determination_letter", fileName: "letter.pdf", sizeBytes: 4 }),
    ]);
    const object = await env.DOCUMENTS.get(`document/${businessId}/${link.body.uploadSessionId}`);
    expect(object?.size).toBe(4);

    // The upload link's 10 minutes: it still takes the file after 9, refuses it after 11.
    const lastMinute = await linkFor(businessId, token);
    await advanceClock({ minutes: 9 });
    expect((await put_(lastMinute.body.url, new Uint8Array(4))).status).toBe(204);
    const late = await linkFor(businessId, token);
    await advanceClock({ minutes: 11 });
    expect((await put_(late.body.url, new Uint8Array(4))).status).toBe(403);
  });

  it("another business's link cannot end this business's upload session", async () => {
    const a = await signUp();
    const b = await signUp();
    const link = await linkFor(a.businessId, a.token);
    await put_(link.body.url, new Uint8Array(4));
    const reply = await call("POST", "/onboarding/endUploadSession", {
      headers: as(b.token),
      body: { businessId: b.businessId, uploadSessionId: link.body.uploadSessionId },
    });
    expect(reply.status).toBe(404);
    expect(
      (
        await call("POST", "/onboarding/endUploadSession", {
          headers: as(b.token),
          body: { businessId: a.businessId, uploadSessionId: link.body.uploadSessionId },
        })
      ).status,
    ).toBe(404);
  });
});

describe("a business that is not approved cannot act (issue 34 item 8, ADR 0242)", () => {
  const actions = (businessId: string) =>
    [
      ["POST", `/businesses/${businessId}/program`, { name: "Early Program", productType: "cards" }],
      [
        "POST",
        `/cards/business/${businessId}/virtualCards`,
        { cards: [{ firstName: "Ana", lastName: "Silva", email: "ana.early@example.test" }] },
      ],
      [
        "POST",
        `/businesses/${businessId}/users`,
        { email: "helper.early@onboard.test", firstName: "Hal", lastName: "Early", role: "viewer" },
      ],
      ["POST", "/bankTransfers/recipient", { businessId, name: "Early Recipient", email: "early.recipient@example.test" }],
    ] as const;

  it("refuses programs, cards, members and recipients (their e-mails) until onboarding ends in approval", async () => {
    const { businessId, token, email } = await readyToSubmit("12-3456789");
    const session = await signin(email, "business", "Onboard!2026");
    const mailBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM mailbox").first<{ n: number }>();
    for (const [method, path, body] of actions(businessId)) {
      const reply = await call(method, path, { token: session.idToken, body, headers: { "idempotency-key": crypto.randomUUID() } });
      expect(reply.status, path).toBe(403);
      expect(reply.body.code, path).toBe("business_not_approved");
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM businesses WHERE parent_id = ?").bind(businessId).first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM mailbox").first()).toEqual(mailBefore);

    // Approved (an hour after submission for an ordinary EIN), the same admin acts.
    await submit(businessId, token);
    await advanceClock({ minutes: 61 });
    const approved = await signin(email, "business", "Onboard!2026");
    const program = await call("POST", `/businesses/${businessId}/program`, {
      token: approved.idToken,
      body: { name: "Early Program", productType: "cards" },
    });
    expect(program.status).toBe(201);
  });
});
